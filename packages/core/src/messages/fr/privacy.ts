/** The attendee's data: privacy, leaving an event and deleting an account, the people met. */

import { SELFIE_RETENTION_MAX_DAYS, SELFIE_RETENTION_MIN_DAYS } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { privacyMessages as englishPrivacy } from '../en/privacy.js';
import { countOf, waitText } from './words.js';

export const privacyMessages = {
  /**
   * The attendee's data (docs/data.md): the event's privacy settings, the people a player met and the
   * contact details they share, leaving an event, deleting an account, selfie consent and retention.
   */
  privacy: {
    retentionDays: `Les selfies sont conservés entre ${SELFIE_RETENTION_MIN_DAYS} et ${SELFIE_RETENTION_MAX_DAYS} jours`,
  },
  /**
   * Deleting one's data (docs/data.md): a player leaves an event ("delete my data"), a person deletes
   * their account (/account). Both are confirmed and immediate.
   */
  dataDeletion: {
    leaveAction: 'Quitter cet événement et supprimer mes données',
    leaveTitle: 'Quitter cet événement et supprimer vos données ?',
    leaveLead: 'La suppression est immédiate et irréversible. Pour cet événement, nous supprimons :',
    leaveDeletes: [
      'votre carte : toutes vos rencontres, avec leur photo, leur nom et leur description',
      'votre place au classement et sur le grand écran',
      'les cases que d’autres joueurs ont remplies avec votre code ami (leurs cartes sont recalculées)',
      'les votes que vous avez exprimés et ceux que vous avez reçus',
      'vos coordonnées pour cet événement',
    ],
    leaveKeeps:
      'Une case où quelqu’un a seulement saisi votre nom, sans votre code ami, ne peut pas être reliée à vous et reste sur sa carte.',
    leaveConfirm: 'Quitter et supprimer mes données',
    leaving: 'Suppression…',
    cancel: 'Annuler',
    left: 'Vous avez quitté l’événement. Vos données le concernant sont supprimées.',
    leaveFailed: 'Vos données n’ont pas pu être supprimées. Veuillez réessayer.',
    /** The account page (/account). */
    accountTitle: 'Mon compte',
    accountLink: 'Mon compte',
    signedInAs: 'Connecté en tant que',
    deleteAccountTitle: 'Supprimer mon compte',
    deleteAccountLead:
      'Supprime immédiatement votre compte et tout ce qui y est lié. Cette action est irréversible.',
    deleteAccountAction: 'Supprimer mon compte',
    deleteAccountDialogTitle: 'Supprimer votre compte ?',
    ownedEventsTitle:
      'Événements dont vous êtes propriétaire : supprimés avec tous leurs joueurs, rencontres et photos',
    ownedEvent: (name: string, players: number) =>
      `${name} (${countOf(players, { one: '# joueur', other: '# joueurs' })})`,
    demoEvent: 'démo',
    playedEventsTitle: 'Événements auxquels vous jouez : vous les quittez et vos données y sont supprimées',
    adminEventsTitle:
      'Événements que vous aidez à organiser : vous ne faites plus partie de leurs organisateurs',
    nothingElse: 'Vous ne possédez aucun événement et ne jouez à aucun.',
    accountAlsoDeletes:
      'Également supprimés : vos sessions de connexion, vos codes à usage unique, vos connexions de billetterie et les listes de participants importées.',
    typeEmailLabel: (email: string) => `Saisissez votre e-mail (${email}) pour confirmer`,
    deleteAccountConfirm: 'Supprimer définitivement mon compte',
    deletingAccount: 'Suppression…',
    accountDeleted: 'Votre compte est supprimé.',
    deleteAccountFailed: 'Votre compte n’a pas pu être supprimé. Veuillez réessayer.',
    summaryFailed: 'Le contenu de votre compte n’a pas pu être chargé. Veuillez réessayer.',
    /** The API's answers. */
    leftApi:
      'Vous avez quitté l’événement : votre carte, vos rencontres, les liens vers vous et vos votes sont supprimés',
    accountSummary: 'Ce que la suppression de votre compte supprime',
    accountDeletedApi: 'Votre compte et ses données sont supprimés',
  },
  /**
   * "People I met" (/{eventName}/people): a player's own connections, the contact details they share with
   * the players who linked them by friend code, and the vCard and CSV downloads (docs/product.md).
   */
  people: {
    title: 'Mes rencontres',
    lead: 'Toutes les personnes que vous avez rencontrées à cet événement. Téléchargez-les dans les contacts de votre téléphone ou dans un tableur.',
    back: 'Retour à ma carte',
    openLink: 'Mes rencontres',
    empty:
      'Personne pour l’instant. Remplissez une case de votre carte quand vous rencontrez quelqu’un : la personne apparaîtra ici.',
    loading: 'Chargement des personnes rencontrées…',
    listFailed: 'Les personnes rencontrées n’ont pas pu être chargées',
    contactFailed: 'Vos coordonnées n’ont pas pu être chargées',
    listLabel: 'Les personnes que vous avez rencontrées',
    linkedAs: (name: string) => `Lié par code ami : ${name}`,
    letter: (letter: string) => `Lettre ${letter}`,
    metAtTime: (time: string) => `Rencontre : ${time}`,
    noPhoto: 'Pas de photo',
    sharedContact: 'Coordonnées partagées',
    linkedinLink: (name: string) => `${name} sur LinkedIn`,
    emailLink: (name: string) => `Écrire à ${name}`,
    downloadVcard: 'Télécharger les contacts (vCard)',
    downloadCsv: 'Télécharger le tableur (CSV)',
    downloadFailed: 'Le téléchargement a échoué. Veuillez réessayer.',
    tooManyDownloads: (seconds: number) =>
      `Trop de téléchargements. Veuillez réessayer dans ${waitText(seconds)}.`,
    /** Under the download buttons while a refusal's wait runs. */
    downloadAgainIn: (seconds: number) => `Vous pourrez télécharger à nouveau dans ${waitText(seconds)}.`,
    /** The vCard's NOTE, after the description: where and when the two met. */
    metAt: (event: string, date: string) => `Rencontre à ${event} le ${date}`,
    /** The columns of the CSV download, in order. */
    csvHeader: [
      'Nom',
      'Joueur lié',
      'Description',
      'Lettre',
      'Date de la rencontre (UTC)',
      'LinkedIn',
      'E-mail',
      'Entreprise/poste',
    ],
    contactTitle: 'Mes coordonnées',
    contactLead:
      'Facultatif. Partagées uniquement avec les joueurs qui ont fait votre rencontre grâce à votre code ami, et seulement tant que le partage est activé.',
    linkedinLabel: 'URL du profil LinkedIn',
    linkedinPlaceholder: 'https://linkedin.com/in/you',
    emailLabel: 'E-mail',
    roleLabel: 'Entreprise / poste',
    roleHint: 'Par exemple : ingénieur chez Acme',
    shareLabel: 'Les partager avec les personnes qui ont fait ma rencontre',
    save: 'Enregistrer',
    saved: 'Vos coordonnées sont enregistrées',
    saveFailed: 'Vos coordonnées n’ont pas pu être enregistrées. Veuillez réessayer.',
    linkedinInvalid:
      'Saisissez votre profil LinkedIn sous forme de lien https sur linkedin.com, par exemple https://www.linkedin.com/in/your-name',
    linkedinTooLong: (max: number) => `L’adresse LinkedIn doit comporter au plus ${max} caractères`,
    emailInvalid: 'Saisissez une adresse e-mail valide, par exemple name@example.com',
    emailTooLong: (max: number) => `L’adresse e-mail doit comporter au plus ${max} caractères`,
    roleTooLong: (max: number) => `Le champ Entreprise / poste doit comporter au plus ${max} caractères`,
    shareInvalid: 'share doit valoir true ou false',
    /** The API's answers. */
    listed: 'Les personnes que vous avez rencontrées',
    contact: 'Vos coordonnées',
  },
} satisfies Translation<typeof englishPrivacy>;
