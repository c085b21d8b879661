/** Signing in, in Spanish: the sign-in screens, quick join, codes by mail, sessions, and the API's answers to them. */

import { OTP_VALIDITY_MINUTES } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { signInMessages as englishSignIn } from '../en/sign-in.js';
import { countOf, invalidOtp, waitText } from './words.js';

export const signInMessages = {
  auth: {
    loginFailed: 'No se pudo iniciar sesión',
    resetInvalidEmail: 'Correo electrónico no válido',
    resetInvalidOtp: invalidOtp,
    resetInvalidPassword: 'Contraseña no válida',
    resetFailed: 'No se pudo restablecer la contraseña',
    onboardFailed: 'No se pudo completar el registro del usuario',
    googleFailed: 'No se pudo iniciar sesión con Google',
    invalidTicketCode: 'Código de entrada no válido',
    loginSuccessful: 'Sesión iniciada',
    registrationSuccessful: 'Registro completado',
    passwordReset: 'Contraseña restablecida',
    /** A guessing budget ran out (password tries of an account): the same words as the request limits. */
    tooManyAttempts: (seconds: number) => `Demasiados intentos. Vuelve a intentarlo en ${waitText(seconds)}.`,
  },
  /**
   * Limits that fit a venue (docs/decisions/0054-limits-that-fit-a-venue.md): the ticket-code guard of an
   * event, and the sign-in screens' countdown while a refusal's wait runs (the request is sent again when it
   * ends).
   */
  signInWait: {
    /** 429 while an event's ticket codes are guessed and this address has too many wrong ones. */
    ticketCodeHeld: (seconds: number) =>
      `Se han recibido demasiados códigos de entrada incorrectos desde tu red. Revisa el código de tu entrada y vuelve a intentarlo en ${waitText(seconds)}.`,
    /** A real ticket that the desk has not checked in yet. */
    ticketNotCheckedIn:
      'Todavía no se ha hecho el check-in de esta entrada. Haz el check-in en el mostrador de registro y vuelve a intentarlo.',
    /** Under the form while the wait runs; read out politely by screen readers. */
    countdown: (seconds: number) => `Se volverá a intentar en ${waitText(seconds)}.`,
    /** Said once the wait is over and the request is sent again. */
    retrying: 'Volviendo a intentarlo.',
  },
  /** Labels, buttons and headings of the sign-in screen. */
  login: {
    title: 'Inicia sesión en Hoogo',
    subtitle: 'Recibe un código de un solo uso en tu correo o inicia sesión con tu contraseña.',
    registerTitle: 'Crea tu cuenta',
    registerSubtitle: 'Te enviamos un código de un solo uso a tu correo. Dinos tu nombre para terminar.',
    resetTitle: 'Restablece tu contraseña',
    resetSubtitle: 'Escribe el código que te enviamos por correo y elige una contraseña nueva.',
    ticketTitle: 'Inicia sesión con tu entrada',
    ticketSubtitle: 'Escribe el código que aparece en tu entrada del evento.',
    emailLabel: 'Correo electrónico',
    emailPlaceholder: 'tu@ejemplo.com',
    otpLabel: 'Código de un solo uso',
    otpPlaceholder: 'Código de 6 dígitos',
    passwordLabel: 'Contraseña',
    newPasswordLabel: 'Contraseña nueva',
    nameLabel: 'Tu nombre',
    namePlaceholder: 'Ana García',
    ticketCodeLabel: 'Código de entrada',
    generateOtp: 'Recibir código',
    login: 'Iniciar sesión',
    register: 'Registrarse',
    resetPassword: 'Restablecer contraseña',
    loginWithPassword: 'Entrar con contraseña',
    loginWithOtp: 'Entrar con código',
    forgotPassword: '¿Olvidaste tu contraseña?',
    loginWithTicketCode: 'Usar código de entrada',
    continueWithGoogle: 'Continuar con Google',
    loginWithEmail: 'Entrar con correo',
    backToLogin: 'Volver al inicio de sesión',
    changeEmail: 'Cambiar',
    otpSentTo: 'Código enviado a',
    /** The same summary once the mail with the code failed (the notice under it says to tap Resend). */
    otpNotSentTo: 'Código no enviado a',
    resendOtp: 'Reenviar código',
    /** The specification's 'Resend in N seconds'; the longer waits of a repeated resend in minutes. */
    resendIn: (seconds: number) => `Reenviar en ${waitText(seconds)}`,
    redirecting: 'Iniciando sesión…',
    /** The sign-in on the way to an event's player page (its link or QR code) names the event. */
    joinEvent: (eventName: string) => `Únete a ${eventName}`,
    joinSubtitle: 'Inicia sesión con tu correo para recibir tu cuadrícula de bingo.',
    /** Under the email, above Generate OTP: what the code is, in plain words. */
    codeExplained:
      'Te enviaremos por correo un código de 6 dígitos para que lo escribas aquí. Sin contraseña.',
  },
  /**
   * Quick join (docs/decisions/0055-quick-join.md): playing at once with a name on a guest account, the
   * organiser's switch, adding an email later, and the hosts' guest marker.
   */
  guest: {
    or: 'o',
    joinTitle: 'Únete solo con tu nombre',
    joinLead: 'Juega ya en este teléfono. Puedes añadir tu correo más tarde para conservar tu tarjeta.',
    nameLabel: 'Tu nombre',
    namePlaceholder: 'Ana García',
    join: 'Unirme solo con mi nombre',
    joined: (eventName: string) => `¡Te damos la bienvenida a ${eventName}!`,
    bigScreenNotice: 'Tu nombre y los selfies que tomes pueden aparecer en la pantalla grande del evento.',
    /** The player page's reminder while the account is a guest one. */
    bannerTitle: 'Juegas como invitado en este teléfono',
    bannerLead:
      'Añade tu correo para conservar tu tarjeta si se borran los datos del navegador de este teléfono, y para jugar en otro dispositivo.',
    addEmail: 'Añadir mi correo',
    addEmailTitle: 'Añade tu correo',
    addEmailLead:
      'Te enviamos un código por correo. Tu tarjeta, tus conexiones y las personas que conociste siguen siendo tuyas.',
    emailLabel: 'Correo electrónico',
    sendCode: 'Enviar el código',
    codeLabel: 'Código del correo',
    codeSentTo: (email: string) => `Te enviamos un código de 6 dígitos a ${email}.`,
    confirm: 'Añadir el correo',
    otherEmail: 'Usar otro correo',
    close: 'Cerrar',
    emailAdded: (email: string) => `Se añadió tu correo ${email}: tu tarjeta queda guardada en tu cuenta.`,
    mergedInto: (email: string) =>
      `Ahora tienes la sesión iniciada como ${email}: tu tarjeta de invitado pasó a esa cuenta.`,
    logoutTitle: '¿Cerrar la sesión de tu cuenta de invitado?',
    logoutLead:
      'Juegas como invitado: sin correo, no podrás volver a abrir tu tarjeta después de cerrar sesión. Añade primero tu correo para conservarla.',
    logoutConfirm: 'Cerrar sesión y perder mi tarjeta',
    logoutCancel: 'Mantener la sesión',
    /** The organiser's switch (Settings). */
    settingLabel: 'Entrada rápida solo con el nombre',
    settingHint:
      'Los asistentes pueden jugar al instante con su nombre, con una cuenta de invitado ligada a su teléfono; pueden añadir su correo más tarde. Los invitados aparecen marcados en tus listas de jugadores, en la actividad y en las exportaciones.',
    /** The hosts' marker on a guest player. */
    marker: 'Invitado',
    markerTitle: 'Se unió solo con el nombre (todavía sin correo)',
    /** The API's answers and refusals. */
    joinedApi: 'Te uniste como invitado',
    off: 'Este evento no ofrece la entrada rápida: inicia sesión con tu correo',
    eventFull: 'Este evento ya no admite más invitados: inicia sesión con tu correo',
    tooMany: (seconds: number) =>
      `Mucha gente se está uniendo ahora mismo: vuelve a intentarlo en ${waitText(seconds)}.`,
    notGuest: 'Tu cuenta ya tiene un correo',
    codeSentApi: (email: string) => `Te enviamos un código a ${email}`,
    emailAddedApi: 'Se añadió tu correo',
    mergedApi: 'Tu tarjeta de invitado pasó a la cuenta de este correo',
    alreadyPlays: (eventName: string) =>
      `Este correo ya participa en ${eventName} con su propia tarjeta: inicia sesión con él o sigue jugando aquí como invitado.`,
    otherEvent:
      'Un invitado solo puede jugar en el evento al que se unió: añade tu correo para unirte a otros eventos',
    cannotHost: 'Añade tu correo a tu cuenta de invitado para organizar eventos',
  },
  /** The account API's answers and refusals (sign-in, registration, password, profile, Google). */
  authApi: {
    unknownEmail: 'No hay ninguna cuenta con este correo. Regístrate para continuar.',
    codeSent: (email: string) =>
      `Te enviamos un código a ${email}. Es válido durante ${OTP_VALIDITY_MINUTES} minutos.`,
    resetCodeSent: (email: string) =>
      `Si existe una cuenta para ${email}, le enviamos un código. Es válido durante ${OTP_VALIDITY_MINUTES} minutos.`,
    alreadyRegistered: 'Ya existe una cuenta con este correo. Inicia sesión.',
    wrongPassword: 'Correo electrónico o contraseña incorrectos',
    noPassword: 'Esta cuenta todavía no tiene contraseña. Inicia sesión con un código.',
    oldPasswordMissing: 'La contraseña actual no puede estar vacía',
    oldPasswordWrong: 'La contraseña actual no es correcta',
    passwordChanged: 'Contraseña cambiada',
    profileUpdated: 'Perfil actualizado',
    profile: 'Perfil cargado',
    tokenRefreshed: 'Sesión renovada',
    googleNotConfigured: 'El inicio de sesión con Google no está configurado',
    googleUnverified:
      'No se pudo iniciar sesión con Google: esta cuenta de Google no tiene un correo verificado',
  },
  /** The mailed one-time codes: the server's refusals of a code and of a new one. */
  otpApi: {
    wrong: (triesLeft: number) =>
      `${invalidOtp}. ${countOf(triesLeft, { one: 'Te queda # intento.', other: 'Te quedan # intentos.' })}`,
    expired: 'Este código ha expirado. Pide uno nuevo.',
    used: 'Este código ya se ha usado. Pide uno nuevo.',
    dead: 'Demasiados códigos incorrectos. Pide uno nuevo.',
    cooldown: (seconds: number) =>
      `Espera ${countOf(seconds, { one: '# segundo', other: '# segundos' })} antes de pedir un código nuevo.`,
  },
  /**
   * How the mail with a code went (docs/decisions/0057-the-mail-path.md): the answer of generate-otp and
   * pre-register, and what the sign-in form says when the mail's state changes later.
   */
  otpMail: {
    delayed: (email: string) =>
      `Estamos enviando un código a ${email}, pero el correo va más lento de lo habitual. Debería llegar en unos minutos, y el código funcionará cuando llegue.`,
    failed: (email: string) =>
      `No pudimos enviar el correo con tu código a ${email}. Toca “Reenviar código” para intentarlo de nuevo.`,
    held: (email: string, seconds: number) =>
      `Ya enviamos un código a ${email} y todavía es válido: revisa tu bandeja de entrada y la carpeta de spam. Podrás pedir otro correo en ${waitText(seconds)}.`,
    sentLater: 'El correo con tu código ya va de camino. Revisa tu bandeja de entrada.',
    failedLater:
      'No se pudo enviar el correo con tu código. Toca “Reenviar código” para intentarlo de nuevo.',
    pending: 'El correo con tu código todavía va de camino.',
  },
  /**
   * The sign-in link of a Login code mail, and its page /login/link (docs/decisions/0057-the-mail-path.md).
   */
  signInLink: {
    invalid: 'Este enlace de inicio de sesión ha expirado o ya se usó. Inicia sesión con tu correo.',
    asked: 'Un paso más para iniciar sesión',
    loading: 'Iniciando sesión…',
    confirmTitle: (email: string) => `¿Iniciar sesión como ${email} en este dispositivo?`,
    confirmText:
      'Este enlace se abrió en un dispositivo o navegador distinto del que pidió el código. Inicia sesión aquí solo si lo pediste tú.',
    confirm: 'Iniciar sesión aquí',
    cancel: 'Cancelar',
    nameTitle: 'Dinos tu nombre para terminar',
    nameText: (email: string) => `Estás creando la cuenta de ${email}.`,
    register: 'Registrarse',
    failedTitle: 'El enlace de inicio de sesión no funcionó',
    toLogin: 'Iniciar sesión con tu correo',
  },
  /** The server's refusals of a missing or unusable session (an expired one: network.sessionExpired). */
  sessionApi: {
    missing: 'Inicia sesión para continuar.',
    invalid: 'Tu sesión no es válida. Vuelve a iniciar sesión.',
  },
} satisfies Translation<typeof englishSignIn>;
