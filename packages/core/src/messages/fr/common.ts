/** Said across the app: the network, form checks, storage, the navigation bar, pages not found. */

import type { Translation } from '../../i18n/translation.js';
import type { commonMessages as englishCommon } from '../en/common.js';

export const commonMessages = {
  network: {
    noResponse: 'Erreur réseau. Vérifiez votre connexion Internet.',
    sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
    somethingWrong: 'Une erreur est survenue',
    /** The network-error state's button and its hint while the browser reports no connection. */
    retry: 'Réessayer',
    offline: 'Vous êtes hors ligne. Cette page se mettra à jour d’elle-même au retour de la connexion.',
    /** Wi-Fi up, internet down: the browser says online, but no call or socket gets an answer. */
    unreachable:
      'Votre appareil est connecté, mais le serveur est injoignable : Internet est peut-être coupé. Cette page se mettra à jour d’elle-même au retour de la connexion.',
  },
  validation: {
    emailEmpty: 'L’e-mail est obligatoire',
    emailInvalid: 'E-mail invalide',
    passwordEmpty: 'Le mot de passe est obligatoire',
    otpEmpty: 'Le code est obligatoire',
    otpNumeric: 'Le code ne doit contenir que des chiffres',
    nameEmpty: 'Le nom est obligatoire',
    ticketCodeEmpty: 'Le code du billet est obligatoire',
    eventNameChars: 'Seuls les caractères alphanumériques sont autorisés',
    eventNameHint: 'Lettres, chiffres, -, & et _ uniquement. Le nom doit être unique.',
    connectionName: 'Le nom est obligatoire et doit comporter plus d’une lettre',
    connectionImage: 'La photo est obligatoire',
    connectionDescription: 'La description doit comporter au moins 10 caractères',
    fileNotBlob: 'Le fichier fourni n’est pas une instance de Blob ou de File',
    fileNotImage: 'Le fichier fourni n’est pas une image',
    templatesBoth: 'Importez les deux modèles, sinon les modèles par défaut seront utilisés',
    /** The limits below are core's constants (constants.ts), given by the schema that checks them. */
    otpLength: (digits: number) => `Le code doit comporter ${digits} chiffres`,
    passwordTooShort: (min: number) => `Le mot de passe doit comporter au moins ${min} caractères`,
    passwordTooLong: (max: number) => `Le mot de passe doit comporter au plus ${max} caractères`,
    nameTooLong: (max: number) => `Le nom doit comporter au plus ${max} caractères`,
    descriptionTooLong: (max: number) => `La description doit comporter au plus ${max} caractères`,
    profilePictureUrl: 'URL de photo de profil invalide',
    nothingToUpdate: 'Rien à mettre à jour',
    eventNameEmpty: 'Le nom de l’événement est obligatoire',
    eventNameTooLong: (max: number) => `Le nom de l’événement doit comporter au plus ${max} caractères`,
    eventNameReserved: 'Ce nom est utilisé par l’application elle-même. Veuillez en choisir un autre',
    codeDigitsNumber: (min: number, max: number) =>
      `Le nombre de chiffres du code doit être un nombre entre ${min} et ${max}`,
    codeDigitsWhole: (min: number, max: number) =>
      `Le nombre de chiffres du code doit être un nombre entier entre ${min} et ${max}`,
    codeDigitsRange: (min: number, max: number) =>
      `Le nombre de chiffres du code doit être compris entre ${min} et ${max}`,
    cellLetter: 'Chaque case contient une seule lettre de A à Z',
    linkedinContentTooLong: (max: number) => `Le texte doit comporter au plus ${max} caractères`,
    searchTooLong: (max: number) => `La recherche est limitée à ${max} caractères`,
    nameMustStartWith: (letter: string) => `Le nom doit commencer par la lettre ${letter}`,
    friendCodeDigits: (digits: number) => `Le code ami comporte ${digits} chiffres`,
    /** A field the request schema refused without a sentence of its own. */
    invalidValue: 'Valeur invalide',
  },
  storage: {
    title: 'Stockage du navigateur indisponible',
    text: 'Le stockage de votre navigateur semble désactivé ou inaccessible. Activez-le pour continuer à utiliser cette application.',
  },
  notFound: {
    title: 'Page introuvable',
    text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    action: 'Retour à l’accueil',
  },
  navbar: {
    home: 'Accueil Hoogo',
    greeting: (name: string) => `Bonjour ${name}`,
    login: 'Connexion',
    logout: 'Déconnexion',
    dashboard: 'Tableau de bord',
    primaryNav: 'Principale',
  },
  app: {
    loading: 'Chargement…',
    close: 'Fermer',
  },
  entry: {
    loading: 'Connexion en cours…',
    failedText: 'Le lien de connexion n’a pas fonctionné. Connectez-vous plutôt avec votre e-mail.',
    signIn: 'Aller à la connexion',
  },
} satisfies Translation<typeof englishCommon>;
