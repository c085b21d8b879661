/** Ticketing: pretix accounts, CSV attendee lists, the grid from names, ticket codes, and the ticketing API. */

import type { Translation } from '../../i18n/translation.js';
import type { ticketingMessages as englishTicketing } from '../en/ticketing.js';
import { countOf } from './words.js';

export const ticketingMessages = {
  ticketing: {
    connected: (product: string) => `${product} : connexion active`,
    notConnected: (product: string) => `${product} : aucune connexion`,
    loadingEvents: 'Chargement des événements…',
    fetchFailed: 'Échec du chargement des événements',
    fetchFailedText: (product: string) =>
      `Un problème est survenu lors de la récupération de vos événements (${product}).`,
    /**
     * The connect dialog with nothing to connect yet: a calm hint under the two ways to add attendees
     * (docs/decisions/0027-venue-connect-dialog.md).
     */
    noEventsHint:
      'Rien à connecter pour l’instant : dès que vous importez une liste ou connectez pretix, ses événements apparaissent ici.',
    pretixNoEvents: 'Votre compte pretix n’a pas encore d’événement.',
    pretixCreateEvent: 'Créer un événement dans pretix',
    importConfirm: (product: string) =>
      `Voulez-vous vraiment importer la grille depuis ${product} ? La grille actuelle sera remplacée.`,
    connectToGenerate: (product: string) =>
      `Connectez l’événement à ${product} pour générer la grille à partir des participants enregistrés`,
    eventIdUpdated: (product: string) => `${product} : identifiant d’événement mis à jour !`,
    /** The {product} while the event is connected to nothing and the organiser has set nothing up. */
    genericProduct: 'Plateforme de billetterie',
    selectEvent: 'Choisir un événement',
    selectEventPlaceholder: 'Tapez pour chercher parmi vos événements',
    noMatchingEvents: 'Aucun résultat',
    showEvents: 'Afficher les événements',
    chooseEvent: 'Choisissez un événement à connecter',
    connectNote:
      'La connexion permet à Hoogo de charger la grille à partir des participants enregistrés (« Générer la grille » dans « Modifier la grille ») et de valider les joueurs par leur code de billet.',
    /** Connects the event to the chosen ticketing event (stores its id). */
    useEvent: 'Utiliser cet événement',
    disconnect: 'Déconnecter',
    retry: 'Réessayer',
    connectedTo: (eventName: string) => `Connecté à ${eventName}`,
    connectedElsewhere:
      'Cet événement est connecté à un événement de billetterie absent de votre liste : un autre organisateur l’a connecté, ou son compte a été supprimé.',
    /** One provider failed while the others' events were listed (the server's reason follows). */
    providerUnavailable: (provider: string) => `Impossible de charger vos événements (${provider})`,
    connectedUnavailable: (provider: string) =>
      `Cet événement est connecté à un événement ${provider} ; son nom réapparaîtra dès que ${provider} répondra.`,
    accountsTitle: 'Ajoutez vos participants',
    accountsLead:
      'Importez la liste des participants de n’importe quelle plateforme de billetterie sous forme de fichier CSV, ou connectez votre compte pretix.',
    pretixTitle: 'Connecter un compte pretix',
    pretixLead:
      'Utilisez un jeton d’API de votre compte organisateur pretix (Organisateur, Équipes, Jetons d’API) autorisé à voir les commandes.',
    pretixUrlLabel: 'Adresse pretix',
    pretixUrlPlaceholder: 'https://pretix.eu',
    pretixUrlInvalid: 'Saisissez l’adresse de votre instance pretix, par exemple https://pretix.eu',
    pretixOrganizerLabel: 'Forme courte de l’organisateur',
    pretixOrganizerHint: 'Comme dans l’adresse de votre page organisateur : /control/organizer/short-form/',
    pretixOrganizerEmpty: 'Saisissez la forme courte de l’organisateur',
    pretixTokenLabel: 'Jeton d’API',
    pretixTokenHint: 'Conservé chiffré sur le serveur et jamais réaffiché.',
    pretixTokenEmpty: 'Saisissez le jeton d’API',
    pretixSave: 'Connecter pretix',
    pretixSaveFailed: 'Impossible de connecter le compte pretix',
    pretixConnectedTo: (organizer: string, address: string) => `Connecté à ${organizer} sur ${address}`,
    /**
     * Every failure to connect a pretix account, whatever the cause (address refused, unreachable,
     * token refused, unexpected answer): the answer never tells what is behind the address.
     */
    pretixConnectFailed:
      'pretix n’a pas renvoyé vos événements. Vérifiez l’adresse pretix (https://…), la forme courte de l’organisateur et le jeton d’API.',
    /** Every failure of a saved pretix account (listing events, importing the grid). */
    pretixUnavailable:
      'pretix n’a pas renvoyé vos événements. Réessayez dans un instant ; si le problème persiste, supprimez le compte pretix et connectez-le de nouveau avec un jeton d’API valide.',
    /** A pretix listing (events, or an event's attendees) larger than the server reads at once. */
    pretixTooLarge:
      'pretix a renvoyé plus que ce que ce serveur lit en une fois (trop de lignes ou trop de données). Demandez à l’administrateur du serveur d’augmenter ses limites de lecture pretix.',
    /** A player's ticket code could not be checked because the ticketing platform did not answer. */
    ticketCheckUnavailable: 'Votre billet n’a pas pu être vérifié pour le moment. Réessayez dans un instant.',
    pretixUrlHttps: 'Utilisez l’adresse https:// de votre instance pretix',
    pretixRemove: 'Supprimer le compte pretix',
    pretixRemoveFailed: 'Impossible de supprimer le compte pretix',
    csvTitle: 'Importer une liste de participants CSV',
    csvLead:
      'Exportez les participants au format CSV avec une colonne de nom et une colonne de code de billet, plus une colonne d’enregistrement (« checked in ») si vous en avez une (sans elle, tout le monde compte comme enregistré).',
    csvNameLabel: 'Nom de la liste',
    csvNamePlaceholder: 'ex. Participants DevMeetup',
    csvNameEmpty: 'Donnez un nom à la liste',
    csvFileLabel: 'Fichier CSV',
    csvChooseFile: 'Choisir un fichier CSV',
    csvNotCsv: 'Le fichier doit être un fichier .csv',
    csvUpload: 'Importer la liste',
    csvUploadFailed: 'Impossible d’importer la liste des participants',
    csvNoLists: 'Aucune liste de participants importée pour l’instant.',
    csvSummary: (attendees: number, checkedIn: number) =>
      `${countOf(attendees, { one: '# participant', other: '# participants' })}, ${countOf(checkedIn, { one: '# enregistré', other: '# enregistrés' })}`,
    csvRemove: (name: string) => `Supprimer la liste ${name}`,
    csvRemoveFailed: 'Impossible de supprimer la liste des participants',
    listsCount: (count: number) => countOf(count, { one: '# liste', other: '# listes' }),
    notSetUp: 'Non configuré',
    setUp: 'Configuré',
    importFailed: 'Impossible d’importer la grille',
    pageBack: 'Retour à la gestion de l’événement',
  },
  /** The ticketing API's answers and refusals (pretix accounts, attendee lists, grid import, ticket codes). */
  ticketingApi: {
    pretixSaved: 'pretix connecté',
    pretixRemoved: 'pretix déconnecté',
    listUploaded: 'Liste des participants importée',
    listRemoved: 'Liste des participants supprimée',
    listNotFound: 'Liste des participants introuvable',
    gridImported: 'Grille importée',
    gridImportedSmall:
      'Grille importée. Peu de participants partagent une même initiale : certaines lettres occupent donc plus de cases qu’il n’y a de personnes avec cette initiale.',
    ticketCodeOff: 'Cet événement ne permet pas la connexion avec un code de billet',
    csvFile: 'Veuillez choisir un fichier CSV',
    listName: 'Donnez un nom à la liste',
    listNameTooLong: 'Le nom est trop long',
    listsLoaded: 'Listes de participants',
    eventsLoaded: 'Événements chargés',
    ticketCodeSetting: 'Connexion par code de billet',
    pretixUrl: 'Saisissez l’adresse de votre instance pretix, par exemple https://pretix.eu',
    pretixOrganizer: 'Saisissez la forme courte de l’organisateur (lettres, chiffres, points, tirets)',
    pretixTokenEmpty: 'Saisissez le jeton d’API',
    pretixTokenTooLong: 'Le jeton d’API est trop long',
    pretixAccountGone:
      'Le compte pretix auquel cet événement était connecté n’est plus configuré : connectez de nouveau l’événement',
    /** `advice` is the server's own English words, kept as a technical detail. */
    pretixTokenUnreadable:
      'Le jeton d’API pretix enregistré n’est plus lisible : enregistrez à nouveau le jeton d’API (retirez le compte pretix, puis reconnectez-le avec un jeton valide).',
    notConnected: 'L’événement n’est connecté à aucune plateforme de billetterie',
    /** An uploaded attendee list that cannot be used; rows are numbered as a spreadsheet shows them. */
    csvTooLarge: 'Le fichier dépasse 5 Mo',
    csvQuoteNotClosed: (row: number) => `Ligne ${row} : un champ entre guillemets n’est pas fermé`,
    csvNotCsv: (reason: string) => `Le fichier n’est pas un fichier CSV : ${reason}`,
    csvTooManyRows: (max: number) => `Le fichier contient plus de ${max} lignes de participants`,
    csvEmpty: 'Le fichier est vide',
    csvNoNameColumn:
      'Ligne 1 : aucune colonne de nom (attendu : "name", "attendee name", "full name" ou "first name")',
    csvNoCodeColumn:
      'Ligne 1 : aucune colonne de code de billet (attendu : "ticket code", "code", "ticket", "order code", "barcode" ou "secret")',
    csvNameEmpty: (row: number) => `Ligne ${row} : le nom est vide`,
    csvCodeEmpty: (row: number) => `Ligne ${row} : le code du billet est vide`,
    csvCodeTooLong: (row: number) => `Ligne ${row} : le code du billet dépasse 200 caractères`,
    /** `spelling` is the earlier row's code when it differs from this one in letter case only. */
    csvCodeRepeated: (row: number, code: string, earlierRow: number, spelling?: string) =>
      `Ligne ${row} : le code de billet "${code}" est déjà utilisé à la ligne ${earlierRow}${
        spelling === undefined
          ? ''
          : ` (sous la forme "${spelling}" ; les majuscules et minuscules ne comptent pas)`
      }`,
    csvCheckedIn: (row: number, value: string) =>
      `Ligne ${row} : la valeur d’enregistrement "${value}" n’est ni yes ni no`,
    csvNoAttendees: 'Le fichier ne contient aucun participant',
  },
} satisfies Translation<typeof englishTicketing>;
