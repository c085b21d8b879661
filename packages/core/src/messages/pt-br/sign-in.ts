/** Signing in: the sign-in screens, quick join, codes by mail, sessions, and the API's answers to them. */

import { OTP_VALIDITY_MINUTES } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { signInMessages as englishSignIn } from '../en/sign-in.js';
import { countOf, invalidOtp, waitText } from './words.js';

export const signInMessages = {
  auth: {
    loginFailed: 'Falha ao entrar',
    resetInvalidEmail: 'E-mail inválido',
    resetInvalidOtp: invalidOtp,
    resetInvalidPassword: 'Senha inválida',
    resetFailed: 'Falha ao redefinir a senha',
    onboardFailed: 'Falha ao cadastrar o usuário',
    googleFailed: 'Falha ao entrar com o Google',
    invalidTicketCode: 'Código do ingresso inválido',
    loginSuccessful: 'Login feito com sucesso',
    registrationSuccessful: 'Cadastro feito com sucesso',
    passwordReset: 'Senha redefinida com sucesso',
    /** A guessing budget ran out (password tries of an account): the same words as the request limits. */
    tooManyAttempts: (seconds: number) => `Muitas tentativas. Tente novamente em ${waitText(seconds)}.`,
  },
  /**
   * Limits that fit a venue: the ticket-code guard of an event, and the sign-in screens' countdown while a
   * refusal's wait runs (the request is sent again when it ends).
   */
  signInWait: {
    /** 429 while an event's ticket codes are guessed and this address has too many wrong ones. */
    ticketCodeHeld: (seconds: number) =>
      `Muitos códigos de ingresso errados vieram da sua rede. Confira o código no seu ingresso e tente novamente em ${waitText(seconds)}.`,
    /** A real ticket that the desk has not checked in yet. */
    ticketNotCheckedIn:
      'O check-in deste ingresso ainda não foi feito. Faça o check-in no credenciamento e tente novamente.',
    /** Under the form while the wait runs; read out politely by screen readers. */
    countdown: (seconds: number) => `Tentando novamente em ${waitText(seconds)}.`,
    /** Said once the wait is over and the request is sent again. */
    retrying: 'Tentando novamente agora.',
  },
  /** Labels, buttons and headings of the sign-in screen. */
  login: {
    title: 'Entrar no Hoogo',
    subtitle: 'Receba um código de verificação no seu e-mail ou entre com sua senha.',
    registerTitle: 'Crie sua conta',
    registerSubtitle: 'Enviamos um código de verificação para o seu e-mail. Informe seu nome para concluir.',
    resetTitle: 'Redefina sua senha',
    resetSubtitle: 'Digite o código que enviamos para o seu e-mail e escolha uma nova senha.',
    ticketTitle: 'Entre com seu ingresso',
    ticketSubtitle: 'Digite o código do seu ingresso do evento.',
    emailLabel: 'E-mail',
    emailPlaceholder: 'voce@exemplo.com',
    otpLabel: 'Código de verificação',
    otpPlaceholder: 'Código de 6 dígitos',
    passwordLabel: 'Senha',
    newPasswordLabel: 'Nova senha',
    nameLabel: 'Seu nome',
    namePlaceholder: 'Ana Exemplo',
    ticketCodeLabel: 'Código do ingresso',
    generateOtp: 'Receber código',
    login: 'Entrar',
    register: 'Cadastrar',
    resetPassword: 'Redefinir senha',
    loginWithPassword: 'Entrar com senha',
    loginWithOtp: 'Entrar com código',
    forgotPassword: 'Esqueceu a senha?',
    loginWithTicketCode: 'Entrar com código do ingresso',
    continueWithGoogle: 'Continuar com o Google',
    loginWithEmail: 'Entrar com e-mail',
    backToLogin: 'Voltar ao login',
    changeEmail: 'Alterar',
    otpSentTo: 'Código enviado para',
    /** The same summary once the mail with the code failed (the notice under it says to tap Resend). */
    otpNotSentTo: 'Código não enviado para',
    resendOtp: 'Reenviar código',
    /** The specification's 'Resend in N seconds'; the longer waits of a repeated resend in minutes. */
    resendIn: (seconds: number) => `Reenviar em ${waitText(seconds)}`,
    redirecting: 'Entrando…',
    /** The sign-in on the way to an event's player page (its link or QR code) names the event. */
    joinEvent: (eventName: string) => `Participe de ${eventName}`,
    joinSubtitle: 'Entre com seu e-mail para receber sua grade de bingo.',
    /** Under the email, above Generate OTP: what the code is, in plain words. */
    codeExplained:
      'Vamos enviar por e-mail um código de 6 dígitos para você digitar aqui. Não precisa de senha.',
  },
  /**
   * Quick join: playing at once with a name on a guest account, the organiser's switch, adding an email
   * later, and the hosts' guest marker.
   */
  guest: {
    or: 'ou',
    joinTitle: 'Entre só com seu nome',
    joinLead:
      'Jogue agora mesmo neste celular. Você pode adicionar seu e-mail depois para manter sua cartela.',
    nameLabel: 'Seu nome',
    namePlaceholder: 'Ana Exemplo',
    join: 'Entrar só com meu nome',
    joined: (eventName: string) => `Boas-vindas! Você está em ${eventName}.`,
    bigScreenNotice: 'Seu nome e as selfies que você tirar podem aparecer no telão do evento.',
    /** The player page's reminder while the account is a guest one. */
    bannerTitle: 'Você está jogando como convidado neste celular',
    bannerLead:
      'Adicione seu e-mail para manter sua cartela se os dados do navegador deste celular forem apagados e para jogar em outro aparelho.',
    addEmail: 'Adicionar meu e-mail',
    addEmailTitle: 'Adicione seu e-mail',
    addEmailLead:
      'Enviaremos um código por e-mail. Sua cartela, suas conexões e as pessoas que você conheceu continuam suas.',
    emailLabel: 'E-mail',
    sendCode: 'Enviar código',
    codeLabel: 'Código do e-mail',
    codeSentTo: (email: string) => `Enviamos um código de 6 dígitos para ${email}.`,
    confirm: 'Adicionar e-mail',
    otherEmail: 'Usar outro e-mail',
    close: 'Fechar',
    emailAdded: (email: string) =>
      `Seu e-mail ${email} foi adicionado: sua cartela fica guardada na sua conta.`,
    mergedInto: (email: string) =>
      `Agora você entrou como ${email}: sua cartela de convidado foi transferida para essa conta.`,
    logoutTitle: 'Sair da sua conta de convidado?',
    logoutLead:
      'Você está jogando como convidado: sem um e-mail, sua cartela não poderá ser aberta de novo depois que você sair. Adicione seu e-mail antes para mantê-la.',
    logoutConfirm: 'Sair e perder minha cartela',
    logoutCancel: 'Continuar conectado',
    /** The organiser's switch (Settings). */
    settingLabel: 'Entrada rápida só com o nome',
    settingHint:
      'Os participantes podem jogar na hora só com o nome, em uma conta de convidado vinculada ao celular; o e-mail pode ser adicionado depois. Os convidados aparecem marcados nas suas listas de jogadores, no feed e nas exportações.',
    /** The hosts' marker on a guest player. */
    marker: 'Convidado',
    markerTitle: 'Entrou só com o nome (ainda sem e-mail)',
    /** The API's answers and refusals. */
    joinedApi: 'Você entrou como convidado',
    off: 'Este evento não oferece entrada rápida: entre com seu e-mail',
    eventFull: 'Este evento já atingiu o limite de convidados: entre com seu e-mail',
    tooMany: (seconds: number) => `Muita gente está entrando agora: tente novamente em ${waitText(seconds)}.`,
    notGuest: 'Sua conta já tem um e-mail',
    codeSentApi: (email: string) => `Enviamos um código para ${email}`,
    emailAddedApi: 'Seu e-mail foi adicionado',
    mergedApi: 'Sua cartela de convidado foi transferida para a conta deste e-mail',
    alreadyPlays: (eventName: string) =>
      `Este e-mail já está jogando em ${eventName} com a própria cartela: entre com ele ou continue jogando aqui como convidado.`,
    otherEvent:
      'Como convidado, você só joga no evento em que entrou: adicione seu e-mail para participar de outros eventos',
    cannotHost: 'Adicione seu e-mail à sua conta de convidado para organizar eventos',
  },
  /** The account API's answers and refusals (sign-in, registration, password, profile, Google). */
  authApi: {
    unknownEmail: 'Nenhuma conta encontrada para este e-mail. Cadastre-se para continuar.',
    codeSent: (email: string) =>
      `Enviamos um código para ${email}. Ele é válido por ${OTP_VALIDITY_MINUTES} minutos.`,
    resetCodeSent: (email: string) =>
      `Se existir uma conta para ${email}, enviamos um código para ela. Ele é válido por ${OTP_VALIDITY_MINUTES} minutos.`,
    alreadyRegistered: 'Já existe uma conta para este e-mail. Entre com ela.',
    wrongPassword: 'E-mail ou senha inválidos',
    noPassword: 'Esta conta ainda não tem senha. Entre com um código de verificação.',
    oldPasswordMissing: 'A senha atual não pode ficar vazia',
    oldPasswordWrong: 'A senha atual está incorreta',
    passwordChanged: 'Senha alterada com sucesso',
    profileUpdated: 'Perfil atualizado com sucesso',
    profile: 'Perfil carregado',
    tokenRefreshed: 'Sessão renovada',
    googleNotConfigured: 'O login com o Google não está configurado',
    googleUnverified: 'Falha ao entrar com o Google: esta conta do Google não tem e-mail verificado',
  },
  /** The mailed one-time codes: the server's refusals of a code and of a new one. */
  otpApi: {
    wrong: (triesLeft: number) =>
      `${invalidOtp}. ${countOf(triesLeft, { one: 'Resta # tentativa.', other: 'Restam # tentativas.' })}`,
    expired: 'Este código expirou. Peça um novo código.',
    used: 'Este código já foi usado. Peça um novo código.',
    dead: 'Muitos códigos errados. Peça um novo código.',
    cooldown: (seconds: number) =>
      `Aguarde ${countOf(seconds, { one: '# segundo', other: '# segundos' })} antes de pedir um novo código.`,
  },
  /**
   * How the mail with a code went: the answer of generate-otp and pre-register, and what the sign-in form
   * says when the mail's state changes later.
   */
  otpMail: {
    delayed: (email: string) =>
      `Estamos enviando um código para ${email}, mas o e-mail está mais lento que o normal. Ele deve chegar em alguns minutos, e o código funciona quando chegar.`,
    failed: (email: string) =>
      `Não conseguimos enviar o e-mail com seu código para ${email}. Toque em Reenviar para tentar de novo.`,
    held: (email: string, seconds: number) =>
      `Já enviamos um código para ${email} e ele ainda vale: confira sua caixa de entrada e a pasta de spam. Você pode pedir outro e-mail em ${waitText(seconds)}.`,
    sentLater: 'O e-mail com seu código está a caminho. Confira sua caixa de entrada.',
    failedLater: 'Não foi possível enviar o e-mail com seu código. Toque em Reenviar para tentar de novo.',
    pending: 'O e-mail com seu código ainda está a caminho.',
  },
  /** The sign-in link of a Login code mail, and its page /login/link. */
  signInLink: {
    invalid: 'Este link de acesso expirou ou já foi usado. Entre com seu e-mail.',
    asked: 'Só mais um passo para entrar',
    loading: 'Entrando...',
    confirmTitle: (email: string) => `Entrar como ${email} neste aparelho?`,
    confirmText:
      'Este link foi aberto em outro aparelho ou navegador, diferente do que pediu o código. Só entre aqui se foi você quem pediu.',
    confirm: 'Entrar aqui',
    cancel: 'Cancelar',
    nameTitle: 'Informe seu nome para concluir',
    nameText: (email: string) => `Você está criando a conta de ${email}.`,
    register: 'Cadastrar',
    failedTitle: 'O link de acesso não funcionou',
    toLogin: 'Entrar com seu e-mail',
  },
  /** The server's refusals of a missing or unusable session (an expired one: network.sessionExpired). */
  sessionApi: {
    missing: 'Entre para continuar.',
    invalid: 'Sua sessão não é válida. Entre novamente.',
  },
} satisfies Translation<typeof englishSignIn>;
