/** Signing in, in German: the sign-in screens, quick join, codes by mail, sessions, and the API's answers to them. */

import { OTP_VALIDITY_MINUTES } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { signInMessages as englishSignIn } from '../en/sign-in.js';
import { countOf, invalidOtp, waitText } from './words.js';

export const signInMessages = {
  auth: {
    loginFailed: 'Anmeldung fehlgeschlagen',
    resetInvalidEmail: 'Ungültige E-Mail-Adresse',
    resetInvalidOtp: invalidOtp,
    resetInvalidPassword: 'Ungültiges Passwort',
    resetFailed: 'Das Passwort konnte nicht zurückgesetzt werden',
    onboardFailed: 'Das Konto konnte nicht eingerichtet werden',
    googleFailed: 'Anmeldung mit Google fehlgeschlagen',
    invalidTicketCode: 'Ungültiger Ticketcode',
    loginSuccessful: 'Erfolgreich angemeldet',
    registrationSuccessful: 'Erfolgreich registriert',
    passwordReset: 'Passwort erfolgreich zurückgesetzt',
    /** A guessing budget ran out (password tries of an account): the same words as the request limits. */
    tooManyAttempts: (seconds: number) =>
      `Zu viele Versuche. Bitte versuche es in ${waitText(seconds)} erneut.`,
  },
  /** Limits that fit a venue: the ticket-code guard of an event, and the sign-in screens' countdown. */
  signInWait: {
    /** 429 while an event's ticket codes are guessed and this address has too many wrong ones. */
    ticketCodeHeld: (seconds: number) =>
      `Aus deinem Netzwerk kamen zu viele falsche Ticketcodes. Bitte prüfe den Code auf deinem Ticket und versuche es in ${waitText(seconds)} erneut.`,
    /** A real ticket that the desk has not checked in yet. */
    ticketNotCheckedIn:
      'Dieses Ticket ist noch nicht eingecheckt. Bitte checke am Empfang ein und versuche es dann erneut.',
    /** Under the form while the wait runs; read out politely by screen readers. */
    countdown: (seconds: number) => `Neuer Versuch in ${waitText(seconds)}.`,
    /** Said once the wait is over and the request is sent again. */
    retrying: 'Neuer Versuch läuft.',
  },
  /** Labels, buttons and headings of the sign-in screen. */
  login: {
    title: 'Bei Hoogo anmelden',
    subtitle: 'Lass dir einen Einmalcode per E-Mail schicken oder melde dich mit deinem Passwort an.',
    registerTitle: 'Konto erstellen',
    registerSubtitle:
      'Wir haben dir einen Einmalcode per E-Mail geschickt. Sag uns zum Abschluss deinen Namen.',
    resetTitle: 'Passwort zurücksetzen',
    resetSubtitle: 'Gib den Code aus unserer E-Mail ein und wähle ein neues Passwort.',
    ticketTitle: 'Mit deinem Ticket anmelden',
    ticketSubtitle: 'Gib den Ticketcode von deinem Eventticket ein.',
    emailLabel: 'E-Mail',
    emailPlaceholder: 'du@example.com',
    otpLabel: 'Einmalcode',
    otpPlaceholder: '6-stelliger Code',
    passwordLabel: 'Passwort',
    newPasswordLabel: 'Neues Passwort',
    nameLabel: 'Dein Name',
    namePlaceholder: 'Anna Beispiel',
    ticketCodeLabel: 'Ticketcode',
    generateOtp: 'Code anfordern',
    login: 'Anmelden',
    register: 'Registrieren',
    resetPassword: 'Passwort zurücksetzen',
    loginWithPassword: 'Mit Passwort anmelden',
    loginWithOtp: 'Mit Code anmelden',
    forgotPassword: 'Passwort vergessen?',
    loginWithTicketCode: 'Mit Ticketcode anmelden',
    continueWithGoogle: 'Weiter mit Google',
    loginWithEmail: 'Mit E-Mail anmelden',
    backToLogin: 'Zurück zur Anmeldung',
    changeEmail: 'Ändern',
    otpSentTo: 'Code gesendet an',
    /** The same summary once the mail with the code failed (the notice under it says to tap Resend). */
    otpNotSentTo: 'Code nicht gesendet an',
    resendOtp: 'Code erneut senden',
    /** The specification's 'Resend in N seconds'; the longer waits of a repeated resend in minutes. */
    resendIn: (seconds: number) => `Erneut senden in ${waitText(seconds)}`,
    redirecting: 'Du wirst angemeldet …',
    /** The sign-in on the way to an event's player page (its link or QR code) names the event. */
    joinEvent: (eventName: string) => `${eventName} beitreten`,
    joinSubtitle: 'Melde dich mit deiner E-Mail-Adresse an, um dein Bingo-Raster zu bekommen.',
    /** Under the email, above Generate OTP: what the code is, in plain words. */
    codeExplained:
      'Wir schicken dir einen 6-stelligen Code per E-Mail, den du hier eingibst. Kein Passwort nötig.',
  },
  /** Quick join: playing at once with a name on a guest account, the organiser's switch, adding an email later. */
  guest: {
    or: 'oder',
    joinTitle: 'Nur mit deinem Namen mitspielen',
    joinLead:
      'Spiel sofort auf diesem Handy. Deine E-Mail-Adresse kannst du später hinzufügen, um deine Karte zu behalten.',
    nameLabel: 'Dein Name',
    namePlaceholder: 'Anna Beispiel',
    join: 'Nur mit Namen mitspielen',
    joined: (eventName: string) => `Willkommen bei ${eventName}!`,
    bigScreenNotice: 'Dein Name und deine Selfies können auf dem Großbildschirm vor Ort erscheinen.',
    /** The player page's reminder while the account is a guest one. */
    bannerTitle: 'Du spielst als Gast auf diesem Handy',
    bannerLead:
      'Füge deine E-Mail-Adresse hinzu, damit deine Karte erhalten bleibt, falls die Browserdaten dieses Handys gelöscht werden, und damit du auf einem anderen Gerät spielen kannst.',
    addEmail: 'E-Mail hinzufügen',
    addEmailTitle: 'E-Mail-Adresse hinzufügen',
    addEmailLead:
      'Wir schicken dir einen Code. Deine Karte, deine Kontakte und die Leute, die du getroffen hast, bleiben dir erhalten.',
    emailLabel: 'E-Mail',
    sendCode: 'Code senden',
    codeLabel: 'Code aus der E-Mail',
    codeSentTo: (email: string) => `Wir haben einen 6-stelligen Code an ${email} geschickt.`,
    confirm: 'E-Mail hinzufügen',
    otherEmail: 'Andere E-Mail-Adresse verwenden',
    close: 'Schließen',
    emailAdded: (email: string) =>
      `Deine E-Mail-Adresse ${email} wurde hinzugefügt: Deine Karte ist jetzt in deinem Konto gespeichert.`,
    mergedInto: (email: string) =>
      `Du bist jetzt als ${email} angemeldet: Deine Gastkarte wurde in dieses Konto übernommen.`,
    logoutTitle: 'Vom Gastkonto abmelden?',
    logoutLead:
      'Du spielst als Gast: Ohne E-Mail-Adresse kannst du deine Karte nach dem Abmelden nicht mehr öffnen. Füge zuerst deine E-Mail-Adresse hinzu, um sie zu behalten.',
    logoutConfirm: 'Abmelden und Karte verlieren',
    logoutCancel: 'Angemeldet bleiben',
    /** The organiser's switch (Settings). */
    settingLabel: 'Schnellbeitritt nur mit Namen',
    settingHint:
      'Teilnehmer können sofort mit einem Namen spielen, auf einem Gastkonto, das an ihr Handy gebunden ist; ihre E-Mail-Adresse können sie später hinzufügen. Gäste sind in deinen Spielerlisten, im Feed und in den Exporten gekennzeichnet.',
    /** The hosts' marker on a guest player. */
    marker: 'Gast',
    markerTitle: 'Nur mit Namen beigetreten (noch keine E-Mail-Adresse)',
    /** The API's answers and refusals. */
    joinedApi: 'Du bist als Gast beigetreten',
    off: 'Dieses Event bietet keinen Schnellbeitritt an: Bitte melde dich mit deiner E-Mail-Adresse an',
    eventFull: 'Dieses Event hat keine Plätze für Gäste mehr: Bitte melde dich mit deiner E-Mail-Adresse an',
    tooMany: (seconds: number) =>
      `Gerade treten sehr viele Leute bei: Bitte versuche es in ${waitText(seconds)} erneut.`,
    notGuest: 'Dein Konto hat bereits eine E-Mail-Adresse',
    codeSentApi: (email: string) => `Wir haben einen Code an ${email} geschickt`,
    emailAddedApi: 'Deine E-Mail-Adresse wurde hinzugefügt',
    mergedApi: 'Deine Gastkarte wurde in das Konto dieser E-Mail-Adresse übernommen',
    alreadyPlays: (eventName: string) =>
      `Mit dieser E-Mail-Adresse wird ${eventName} bereits auf einer eigenen Karte gespielt: Melde dich damit an oder spiel hier als Gast weiter.`,
    otherEvent:
      'Als Gast spielst du nur bei dem Event mit, dem du beigetreten bist: Füge deine E-Mail-Adresse hinzu, um anderen Events beizutreten',
    cannotHost: 'Füge deinem Gastkonto eine E-Mail-Adresse hinzu, um Events zu veranstalten',
  },
  /** The account API's answers and refusals (sign-in, registration, password, profile, Google). */
  authApi: {
    unknownEmail: 'Für diese E-Mail-Adresse gibt es kein Konto. Bitte registriere dich, um fortzufahren.',
    codeSent: (email: string) =>
      `Wir haben einen Code an ${email} geschickt. Er ist ${OTP_VALIDITY_MINUTES} Minuten lang gültig.`,
    resetCodeSent: (email: string) =>
      `Falls es ein Konto für ${email} gibt, haben wir einen Code dorthin geschickt. Er ist ${OTP_VALIDITY_MINUTES} Minuten lang gültig.`,
    alreadyRegistered: 'Für diese E-Mail-Adresse gibt es bereits ein Konto. Bitte melde dich stattdessen an.',
    wrongPassword: 'E-Mail-Adresse oder Passwort ist falsch',
    noPassword: 'Dieses Konto hat noch kein Passwort. Bitte melde dich mit einem Einmalcode an.',
    oldPasswordMissing: 'Das aktuelle Passwort darf nicht leer sein',
    oldPasswordWrong: 'Das aktuelle Passwort ist falsch',
    passwordChanged: 'Passwort erfolgreich geändert',
    profileUpdated: 'Profil erfolgreich aktualisiert',
    profile: 'Profil geladen',
    tokenRefreshed: 'Sitzung verlängert',
    googleNotConfigured: 'Die Anmeldung mit Google ist nicht eingerichtet',
    googleUnverified:
      'Anmeldung mit Google fehlgeschlagen: Dieses Google-Konto hat keine bestätigte E-Mail-Adresse',
  },
  /** The mailed one-time codes: the server's refusals of a code and of a new one. */
  otpApi: {
    wrong: (triesLeft: number) =>
      `${invalidOtp}. ${countOf(triesLeft, { one: 'Noch # Versuch.', other: 'Noch # Versuche.' })}`,
    expired: 'Dieser Code ist abgelaufen. Bitte fordere einen neuen Code an.',
    used: 'Dieser Code wurde bereits verwendet. Bitte fordere einen neuen Code an.',
    dead: 'Zu viele falsche Codes. Bitte fordere einen neuen Code an.',
    cooldown: (seconds: number) =>
      `Bitte warte ${countOf(seconds, { one: '# Sekunde', other: '# Sekunden' })}, bevor du einen neuen Code anforderst.`,
  },
  /** How the mail with a code went: the answer of generate-otp and pre-register, and later changes. */
  otpMail: {
    delayed: (email: string) =>
      `Wir senden einen Code an ${email}, aber die E-Mail braucht länger als sonst. Sie sollte in wenigen Minuten ankommen; der Code funktioniert dann ganz normal.`,
    failed: (email: string) =>
      `Wir konnten die E-Mail mit deinem Code nicht an ${email} senden. Bitte tippe auf „Code erneut senden“, um es noch einmal zu versuchen.`,
    held: (email: string, seconds: number) =>
      `Wir haben bereits einen Code an ${email} geschickt, und er ist noch gültig: Bitte schau in deinen Posteingang und Spam-Ordner. Eine weitere E-Mail kannst du in ${waitText(seconds)} anfordern.`,
    sentLater: 'Die E-Mail mit deinem Code ist jetzt unterwegs. Bitte schau in deinen Posteingang.',
    failedLater:
      'Die E-Mail mit deinem Code konnte nicht gesendet werden. Bitte tippe auf „Code erneut senden“, um es noch einmal zu versuchen.',
    pending: 'Die E-Mail mit deinem Code ist noch unterwegs.',
  },
  /** The sign-in link of a Login code mail, and its page /login/link. */
  signInLink: {
    invalid:
      'Dieser Anmeldelink ist abgelaufen oder wurde bereits verwendet. Bitte melde dich mit deiner E-Mail-Adresse an.',
    asked: 'Noch ein Schritt zur Anmeldung',
    loading: 'Du wirst angemeldet …',
    confirmTitle: (email: string) => `Auf diesem Gerät als ${email} anmelden?`,
    confirmText:
      'Dieser Link wurde auf einem anderen Gerät oder Browser geöffnet als dem, auf dem der Code angefordert wurde. Melde dich hier nur an, wenn du ihn selbst angefordert hast.',
    confirm: 'Hier anmelden',
    cancel: 'Abbrechen',
    nameTitle: 'Sag uns zum Abschluss deinen Namen',
    nameText: (email: string) => `Du erstellst das Konto für ${email}.`,
    register: 'Registrieren',
    failedTitle: 'Der Anmeldelink hat nicht funktioniert',
    toLogin: 'Mit E-Mail anmelden',
  },
  /** The server's refusals of a missing or unusable session (an expired one: network.sessionExpired). */
  sessionApi: {
    missing: 'Bitte melde dich an, um fortzufahren.',
    invalid: 'Deine Sitzung ist ungültig. Bitte melde dich erneut an.',
  },
} satisfies Translation<typeof englishSignIn>;
