/** Signing in: the sign-in screens, quick join, codes by mail, sessions, and the API's answers to them. */

import { OTP_VALIDITY_MINUTES } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { signInMessages as englishSignIn } from '../en/sign-in.js';
import { countOf, invalidOtp, waitText } from './words.js';

export const signInMessages = {
  auth: {
    loginFailed: 'Échec de la connexion',
    resetInvalidEmail: 'E-mail invalide',
    resetInvalidOtp: invalidOtp,
    resetInvalidPassword: 'Mot de passe invalide',
    resetFailed: 'Échec de la réinitialisation du mot de passe',
    onboardFailed: 'Échec de l’activation du compte',
    googleFailed: 'Échec de la connexion avec Google',
    invalidTicketCode: 'Code de billet invalide',
    loginSuccessful: 'Connexion réussie',
    registrationSuccessful: 'Inscription réussie',
    passwordReset: 'Mot de passe réinitialisé',
    /** A guessing budget ran out (password tries of an account): the same words as the request limits. */
    tooManyAttempts: (seconds: number) => `Trop de tentatives. Veuillez réessayer dans ${waitText(seconds)}.`,
  },
  /**
   * Limits that fit a venue (docs/decisions/0054-limits-that-fit-a-venue.md): the ticket-code guard of an
   * event, and the sign-in screens' countdown while a refusal's wait runs (the request is sent again when it
   * ends).
   */
  signInWait: {
    /** 429 while an event's ticket codes are guessed and this address has too many wrong ones. */
    ticketCodeHeld: (seconds: number) =>
      `Trop de codes de billet erronés ont été saisis depuis votre réseau. Vérifiez le code sur votre billet et réessayez dans ${waitText(seconds)}.`,
    /** A real ticket that the desk has not checked in yet. */
    ticketNotCheckedIn:
      'Ce billet n’est pas encore enregistré. Passez à l’accueil pour l’enregistrement, puis réessayez.',
    /** Under the form while the wait runs; read out politely by screen readers. */
    countdown: (seconds: number) => `Nouvel essai dans ${waitText(seconds)}.`,
    /** Said once the wait is over and the request is sent again. */
    retrying: 'Nouvel essai en cours.',
  },
  /** Labels, buttons and headings of the sign-in screen. */
  login: {
    title: 'Connexion à Hoogo',
    subtitle: 'Recevez un code à usage unique par e-mail, ou connectez-vous avec votre mot de passe.',
    registerTitle: 'Créez votre compte',
    registerSubtitle:
      'Nous avons envoyé un code à usage unique à votre adresse e-mail. Indiquez votre nom pour terminer.',
    resetTitle: 'Réinitialisez votre mot de passe',
    resetSubtitle: 'Saisissez le code reçu par e-mail et choisissez un nouveau mot de passe.',
    ticketTitle: 'Connexion avec votre billet',
    ticketSubtitle: 'Saisissez le code figurant sur votre billet.',
    emailLabel: 'E-mail',
    emailPlaceholder: 'you@example.com',
    otpLabel: 'Code à usage unique',
    otpPlaceholder: 'Code à 6 chiffres',
    passwordLabel: 'Mot de passe',
    newPasswordLabel: 'Nouveau mot de passe',
    nameLabel: 'Votre nom',
    namePlaceholder: 'Camille Martin',
    ticketCodeLabel: 'Code du billet',
    generateOtp: 'Recevoir un code',
    login: 'Se connecter',
    register: 'S’inscrire',
    resetPassword: 'Réinitialiser le mot de passe',
    loginWithPassword: 'Se connecter avec un mot de passe',
    loginWithOtp: 'Se connecter avec un code',
    forgotPassword: 'Mot de passe oublié ?',
    loginWithTicketCode: 'Se connecter avec un code de billet',
    continueWithGoogle: 'Continuer avec Google',
    loginWithEmail: 'Se connecter avec un e-mail',
    backToLogin: 'Retour à la connexion',
    changeEmail: 'Modifier',
    otpSentTo: 'Code envoyé à',
    /** The same summary once the mail with the code failed (the notice under it says to tap Resend). */
    otpNotSentTo: 'Code non envoyé à',
    resendOtp: 'Renvoyer le code',
    /** The specification's 'Resend in N seconds'; the longer waits of a repeated resend in minutes. */
    resendIn: (seconds: number) => `Renvoyer dans ${waitText(seconds)}`,
    redirecting: 'Connexion en cours…',
    /** The sign-in on the way to an event's player page (its link or QR code) names the event. */
    joinEvent: (eventName: string) => `Rejoindre ${eventName}`,
    joinSubtitle: 'Connectez-vous avec votre e-mail pour obtenir votre grille de bingo.',
    /** Under the email, above Generate OTP: what the code is, in plain words. */
    codeExplained:
      'Nous vous envoyons par e-mail un code à 6 chiffres à saisir ici. Pas besoin de mot de passe.',
  },
  /**
   * Quick join (docs/decisions/0055-quick-join.md): playing at once with a name on a guest account, the
   * organiser's switch, adding an email later, and the hosts' guest marker.
   */
  guest: {
    or: 'ou',
    joinTitle: 'Rejoindre avec votre nom seulement',
    joinLead:
      'Jouez tout de suite sur ce téléphone. Vous pourrez ajouter votre e-mail plus tard pour garder votre carte.',
    nameLabel: 'Votre nom',
    namePlaceholder: 'Camille Martin',
    join: 'Rejoindre avec mon nom',
    joined: (eventName: string) => `Bienvenue à ${eventName} !`,
    bigScreenNotice:
      'Votre nom et les selfies que vous prenez peuvent apparaître sur le grand écran de l’événement.',
    /** The player page's reminder while the account is a guest one. */
    bannerTitle: 'Vous jouez en tant qu’invité sur ce téléphone',
    bannerLead:
      'Ajoutez votre e-mail pour garder votre carte si les données du navigateur de ce téléphone sont effacées, et pour jouer sur un autre appareil.',
    addEmail: 'Ajouter mon e-mail',
    addEmailTitle: 'Ajoutez votre e-mail',
    addEmailLead:
      'Nous vous envoyons un code par e-mail. Votre carte, vos rencontres et les personnes que vous avez rencontrées restent à vous.',
    emailLabel: 'E-mail',
    sendCode: 'Envoyer le code',
    codeLabel: 'Code reçu par e-mail',
    codeSentTo: (email: string) => `Nous avons envoyé un code à 6 chiffres à ${email}.`,
    confirm: 'Ajouter l’e-mail',
    otherEmail: 'Utiliser une autre adresse',
    close: 'Fermer',
    emailAdded: (email: string) =>
      `Votre e-mail ${email} a été ajouté : votre carte est conservée dans votre compte.`,
    mergedInto: (email: string) =>
      `Vous utilisez désormais le compte ${email} : votre carte d’invité y a été transférée.`,
    logoutTitle: 'Vous déconnecter du compte invité ?',
    logoutLead:
      'Vous jouez en tant qu’invité : sans e-mail, votre carte ne pourra plus être ouverte après la déconnexion. Ajoutez d’abord votre e-mail pour la garder.',
    logoutConfirm: 'Me déconnecter et perdre ma carte',
    logoutCancel: 'Rester connecté',
    /** The organiser's switch (Settings). */
    settingLabel: 'Accès rapide avec un simple nom',
    settingHint:
      'Les participants peuvent jouer tout de suite avec un nom, sur un compte invité lié à leur téléphone ; ils pourront ajouter leur e-mail plus tard. Les invités sont signalés dans vos listes de joueurs, votre fil d’activité et vos exports.',
    /** The hosts' marker on a guest player. */
    marker: 'Invité',
    markerTitle: 'A rejoint avec un simple nom (pas encore d’e-mail)',
    /** The API's answers and refusals. */
    joinedApi: 'Vous avez rejoint l’événement en tant qu’invité',
    off: 'Cet événement ne propose pas l’accès rapide : veuillez vous connecter avec votre e-mail',
    eventFull:
      'Cet événement a accueilli tous les invités possibles : veuillez vous connecter avec votre e-mail',
    tooMany: (seconds: number) =>
      `Beaucoup de personnes rejoignent l’événement en ce moment : veuillez réessayer dans ${waitText(seconds)}.`,
    notGuest: 'Votre compte a déjà un e-mail',
    codeSentApi: (email: string) => `Nous avons envoyé un code à ${email}`,
    emailAddedApi: 'Votre e-mail a été ajouté',
    mergedApi: 'Votre carte d’invité a été transférée sur le compte de cet e-mail',
    alreadyPlays: (eventName: string) =>
      `Cette adresse e-mail participe déjà à ${eventName} avec sa propre carte : connectez-vous avec elle, ou continuez à jouer ici en tant qu’invité.`,
    otherEvent:
      'Un invité ne joue qu’à l’événement qu’il a rejoint : ajoutez votre e-mail pour rejoindre d’autres événements',
    cannotHost: 'Ajoutez votre e-mail à votre compte invité pour organiser des événements',
  },
  /** The account API's answers and refusals (sign-in, registration, password, profile, Google). */
  authApi: {
    unknownEmail: 'Aucun compte n’existe pour cet e-mail. Veuillez vous inscrire pour continuer.',
    codeSent: (email: string) =>
      `Nous avons envoyé un code à ${email}. Il est valable ${OTP_VALIDITY_MINUTES} minutes.`,
    resetCodeSent: (email: string) =>
      `Si un compte existe pour ${email}, nous lui avons envoyé un code. Il est valable ${OTP_VALIDITY_MINUTES} minutes.`,
    alreadyRegistered: 'Un compte existe déjà pour cet e-mail. Veuillez plutôt vous connecter.',
    wrongPassword: 'E-mail ou mot de passe invalide',
    noPassword:
      'Ce compte n’a pas encore de mot de passe. Veuillez vous connecter avec un code à usage unique.',
    oldPasswordMissing: 'Le mot de passe actuel est obligatoire',
    oldPasswordWrong: 'Le mot de passe actuel est incorrect',
    passwordChanged: 'Mot de passe modifié',
    profileUpdated: 'Profil mis à jour',
    profile: 'Profil chargé',
    tokenRefreshed: 'Session renouvelée',
    googleNotConfigured: 'La connexion avec Google n’est pas configurée',
    googleUnverified: 'Échec de la connexion avec Google : ce compte Google n’a pas d’e-mail vérifié',
  },
  /** The mailed one-time codes: the server's refusals of a code and of a new one. */
  otpApi: {
    wrong: (triesLeft: number) =>
      `${invalidOtp}. ${countOf(triesLeft, { one: 'Il reste # essai.', other: 'Il reste # essais.' })}`,
    expired: 'Ce code a expiré. Veuillez demander un nouveau code.',
    used: 'Ce code a déjà été utilisé. Veuillez demander un nouveau code.',
    dead: 'Trop de codes erronés. Veuillez demander un nouveau code.',
    cooldown: (seconds: number) =>
      `Veuillez patienter ${countOf(seconds, { one: '# seconde', other: '# secondes' })} avant de demander un nouveau code.`,
  },
  /**
   * How the mail with a code went (docs/decisions/0057-the-mail-path.md): the answer of generate-otp and
   * pre-register, and what the sign-in form says when the mail's state changes later.
   */
  otpMail: {
    delayed: (email: string) =>
      `Nous envoyons un code à ${email}, mais l’e-mail met plus de temps que d’habitude. Il devrait arriver d’ici quelques minutes, et le code fonctionnera dès sa réception.`,
    failed: (email: string) =>
      `Nous n’avons pas pu envoyer l’e-mail contenant votre code à ${email}. Appuyez sur « Renvoyer le code » pour réessayer.`,
    held: (email: string, seconds: number) =>
      `Nous avons déjà envoyé un code à ${email} et il est toujours valable : vérifiez votre boîte de réception et vos spams. Vous pourrez demander un autre e-mail dans ${waitText(seconds)}.`,
    sentLater: 'L’e-mail contenant votre code est en route. Vérifiez votre boîte de réception.',
    failedLater:
      'L’e-mail contenant votre code n’a pas pu être envoyé. Appuyez sur « Renvoyer le code » pour réessayer.',
    pending: 'L’e-mail contenant votre code est toujours en route.',
  },
  /**
   * The sign-in link of a Login code mail, and its page /login/link (docs/decisions/0057-the-mail-path.md).
   */
  signInLink: {
    invalid:
      'Ce lien de connexion a expiré ou a déjà été utilisé. Veuillez vous connecter avec votre e-mail.',
    asked: 'Plus qu’une étape pour vous connecter',
    loading: 'Connexion en cours…',
    confirmTitle: (email: string) => `Se connecter en tant que ${email} sur cet appareil ?`,
    confirmText:
      'Ce lien a été ouvert sur un autre appareil ou navigateur que celui qui a demandé le code. Ne vous connectez ici que si c’est bien vous qui l’avez demandé.',
    confirm: 'Me connecter ici',
    cancel: 'Annuler',
    nameTitle: 'Indiquez votre nom pour terminer',
    nameText: (email: string) => `Vous créez le compte ${email}.`,
    register: 'S’inscrire',
    failedTitle: 'Le lien de connexion n’a pas fonctionné',
    toLogin: 'Se connecter avec son e-mail',
  },
  /** The server's refusals of a missing or unusable session (an expired one: network.sessionExpired). */
  sessionApi: {
    missing: 'Veuillez vous connecter pour continuer.',
    invalid: 'Votre session n’est pas valide. Veuillez vous reconnecter.',
  },
} satisfies Translation<typeof englishSignIn>;
