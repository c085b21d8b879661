/** The game on the player's phone: the player page, the card, connections, selfies, voting, LinkedIn, and the game API. */

import { GRID_SIZE, MAX_VOTES_PER_PLAYER } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { gameMessages as englishGame } from '../en/game.js';
import { countOf, deName, linkedinPostError, ordinal, waitText } from './words.js';

export const gameMessages = {
  game: {
    tilesMissing:
      'Veuillez attendre que l’organisateur ait ajouté les 25 cases pour pouvoir débloquer votre carte Hoogo.',
    noGrid:
      'Aucune grille ne semble chargée. Veuillez patienter pendant son chargement, ou contactez l’organisateur de l’événement.',
    votingEnabled:
      'Le vote est ouvert pour cet événement : vous ne pouvez plus ajouter de rencontres. Votez dès maintenant !',
    votingNoNewFriend:
      'Vous ne pouvez pas ajouter de nouvelle rencontre, car le vote est ouvert pour cet événement.',
    cardLocked: 'Faites au moins 5 rencontres pour télécharger',
    connectionAdded: 'Rencontre ajoutée',
    cardHint: 'Touchez les photos pour revoir ce que vous avez écrit sur chaque personne.',
    /** A player typed too many friend codes that belong to nobody. */
    tooManyWrongCodes: (seconds: number) =>
      `Trop de codes amis erronés. Demandez son code à la personne rencontrée et réessayez dans ${waitText(seconds)}.`,
  },
  voting: {
    closed: 'Le vote est fermé. Vous ne pouvez plus voter pour des joueurs.',
    voteFailed: 'Échec du vote pour ce joueur',
    completedFailed: 'Échec du chargement des joueurs qui ont terminé',
    voted: 'Vote enregistré',
    empty: 'Parmi vos rencontres, personne n’a encore terminé le Hoogo.',
    /** The states of a row's vote button. */
    vote: 'Voter',
    votedButton: 'Voté',
    limitReached: 'Limite de votes atteinte',
    disabled: 'Vote désactivé',
    voteFor: (name: string) => `Voter pour ${name}`,
  },
  linkedin: {
    connectError: 'Erreur de connexion à LinkedIn',
    postError: linkedinPostError,
    connected: 'LinkedIn connecté',
    posted: 'Image publiée sur LinkedIn',
    connecting: 'Connexion à LinkedIn…',
  },
  /** The player page: labels, buttons and the rules text. */
  play: {
    title: (eventName: string) => `Hoogo · ${eventName}`,
    loading: 'Préparation de votre grille de bingo…',
    loadFailed: 'Impossible de charger votre partie.',
    retry: 'Réessayer',
    friendCode: 'Votre code ami',
    friendCodeHint: 'Donnez-le aux personnes que vous rencontrez.',
    rulesTitle: 'Règles du jeu',
    viewRules: 'Voir les règles du jeu',
    rulesClose: 'J’ai compris',
    rules: [
      'Trouvez quelqu’un dont le nom commence par la lettre d’une case, prenez un selfie ensemble et écrivez quelques mots sur cette personne pour remplir la case.',
      '5 cases alignées en ligne, en colonne ou en diagonale complètent une lettre de B I N G O.',
      'Quand le vote est désactivé, le premier joueur à compléter les cinq lettres gagne.',
      'La phase de vote est ouverte à ceux qui complètent le bingo.',
    ],
    lettersLabel: 'Vos lettres de bingo',
    letterDone: (letter: string) => `${letter} : complétée`,
    letterOpen: (letter: string) => `${letter} : pas encore complétée`,
    gridLabel: 'Votre grille de bingo',
    cellEmpty: (column: string, row: number, letter: string) =>
      `Colonne ${column}, ligne ${row} : vide, ajoutez une rencontre pour la lettre ${letter}`,
    cellFilled: (column: string, row: number, name: string) => `Colonne ${column}, ligne ${row} : ${name}`,
    cellLocked: (column: string, row: number) => `Colonne ${column}, ligne ${row} : pas encore disponible`,
    cellClosed: (column: string, row: number, letter: string) =>
      `Colonne ${column}, ligne ${row} : ${letter}, les rencontres sont closes`,
    photoOf: (name: string) => `Selfie avec ${name}`,
    connections: (count: number) =>
      countOf(count, { one: '# rencontre sur 25', other: '# rencontres sur 25' }),
    goToVoting: 'Aller au vote',
    votingOpen: 'Le vote est ouvert ! Votez pour les personnes rencontrées qui ont complété leur carte.',
    cardTitle: 'Votre carte Hoogo',
    viewCard: 'Voir et télécharger votre carte Hoogo',
    formTitle: (letter: string) => `Rencontrez quelqu’un pour la lettre ${letter}`,
    formDescription:
      'Son nom commence par cette lettre. Prenez un selfie ensemble et parlez-nous de cette personne.',
    nameLabel: 'Son nom',
    imageLabel: 'Selfie',
    takeSelfie: 'Prendre un selfie',
    choosePhoto: 'Choisir une photo',
    preparingPhoto: 'Préparation de la photo…',
    photoPreview: 'Aperçu de votre selfie',
    codeLabel: 'Son code ami',
    codeHint: (digits: number) => `Le code à ${digits} chiffres affiché sur sa page joueur.`,
    descriptionLabel: 'Description',
    descriptionPlaceholder: 'De quoi avez-vous parlé ? Que fait cette personne ?',
    lettersLeft: (count: number, max: number) =>
      `Encore ${count} sur ${countOf(max, { one: '# caractère', other: '# caractères' })}`,
    lettersNeeded: (count: number) =>
      countOf(count, { one: 'Encore # caractère requis', other: 'Encore # caractères requis' }),
    submit: 'Ajouter la rencontre',
    uploading: 'Envoi…',
    cancel: 'Annuler',
    votingTitle: 'Le vote est ouvert',
    /**
     * The connection flow on a bad network (docs/decisions/0015-connections-on-a-bad-network.md: "Never lose
     * a connection").
     */
    photoUnreadable: 'Impossible de lire cette photo. Reprenez-la ou choisissez-en une autre.',
    sending: 'Envoi de votre rencontre…',
    sendingSlow: 'Envoi en cours : le réseau est lent. Votre rencontre est enregistrée sur ce téléphone.',
    cancelUpload: 'Annuler l’envoi',
    uploadCancelled:
      'Envoi annulé. Votre rencontre est enregistrée sur ce téléphone : envoyez-la quand vous voulez.',
    uploadTimedOut:
      'L’envoi a pris trop de temps. Votre rencontre est enregistrée sur ce téléphone et sera renvoyée quand le réseau ira mieux.',
    queuedOffline:
      'Pas de réseau. Votre rencontre est enregistrée sur ce téléphone et sera envoyée dès que vous serez de nouveau en ligne.',
    waitingInForm:
      'Cette rencontre attend d’être envoyée. Elle partira toute seule dès que vous serez de nouveau en ligne.',
    draftRestored: 'Votre brouillon non envoyé pour cette case a été restauré.',
    cellWaiting: (column: string, row: number, name: string) =>
      `Colonne ${column}, ligne ${row} : ${name}, en attente d’envoi`,
    cellRefused: (column: string, row: number, letter: string) =>
      `Colonne ${column}, ligne ${row} : non envoyée, ouvrez pour corriger votre rencontre pour la lettre ${letter}`,
    cellDraft: (column: string, row: number, letter: string) =>
      `Colonne ${column}, ligne ${row} : brouillon enregistré pour la lettre ${letter}, ouvrez pour continuer`,
    outboxWaiting: (count: number) =>
      countOf(count, {
        one: '# rencontre attend d’être envoyée. Elle partira toute seule dès que vous serez de nouveau en ligne.',
        other:
          '# rencontres attendent d’être envoyées. Elles partiront toutes seules dès que vous serez de nouveau en ligne.',
      }),
    sendNow: 'Envoyer maintenant',
    notSent: (letter: string, reason: string) =>
      `Votre rencontre pour la lettre ${letter} n’a pas été envoyée : ${reason}`,
    fixConnection: (letter: string) => `Corriger la rencontre pour la lettre ${letter}`,
    offlineGrid:
      'Vous êtes hors ligne. Voici votre grille telle qu’elle a été chargée la dernière fois ; elle se mettra à jour d’elle-même au retour du réseau.',
    updatingGrid: 'Votre grille telle qu’elle a été chargée la dernière fois : mise à jour…',
    /** The player page's connection banner when the Wi-Fi is up but nothing gets through, and when it does again. */
    unreachableGrid:
      'Votre appareil est connecté, mais Internet est injoignable. Voici votre grille telle qu’elle a été chargée la dernière fois ; elle se mettra à jour d’elle-même au retour de la connexion.',
    backOnline: 'Vous êtes de nouveau en ligne. Votre grille se met à jour.',
    eventCounts: (players: number, connections: number) =>
      `${countOf(players, { one: '# joueur', other: '# joueurs' })} et ${countOf(connections, { one: '# rencontre', other: '# rencontres' })} à cet événement`,
    connectionTitle: (name: string) => `Vous avez rencontré ${name}`,
    connectedAt: (time: string) => `Rencontre enregistrée à ${time}`,
    linkedPlayer: (name: string) => `Code ami ${deName(name)}`,
    /** A host's moderation, as the player sees it (docs/product.md, "Moderation"). */
    connectionHidden: (name: string) =>
      `Un organisateur a retiré votre rencontre avec ${name}. Vous pouvez remplir la case à nouveau.`,
    dismissNotice: (name: string) => `Fermer l’avis concernant ${name}`,
    removedTitle: 'Vous ne participez plus à cette partie',
    removedText: 'Les organisateurs ont retiré votre participation à cette partie.',
    removedHint:
      'Vous ne pouvez plus ajouter de rencontres ni voter ici. Contactez un organisateur si vous pensez qu’il s’agit d’une erreur.',
  },
  /** The card page. */
  card: {
    title: 'Votre carte Hoogo',
    playerTitle: (name: string) => `Carte Hoogo ${deName(name)}`,
    back: 'Retour',
    gridLabel: 'Carte Hoogo',
    dialogTitle: 'Carte de bingo',
    about: (name: string) => `À propos ${deName(name)}`,
    namePlaceholder: 'Nom',
    descriptionPlaceholder: 'Description',
    cellLabel: (name: string) => `À propos ${deName(name)}`,
    emptyCell: (letter: string) => `${letter} : pas encore de rencontre`,
    instagramStory: 'Story Instagram',
    instagramPost: 'Post Instagram',
    shareLinkedin: 'Partager sur LinkedIn',
    linkedinNotSetUp: 'Le partage sur LinkedIn n’est pas encore configuré.',
    shareTitle: 'Partager sur LinkedIn',
    shareLabel: 'Écrivez quelques mots sur votre carte de bingo',
    shareHelp: 'Ce texte est publié avec l’image de votre carte sur votre compte LinkedIn.',
    confirmShare: 'Confirmer le partage',
    loadFailed: 'Impossible de charger cette carte.',
  },
  /** The voting page. */
  votingPage: {
    title: 'Vote',
    lead: 'Votez pour 2 personnes au plus parmi vos rencontres qui ont complété leur carte Hoogo.',
    back: 'Retour au jeu',
    loading: 'Chargement des joueurs…',
    votesCast: (count: number, max: number) => `Votes exprimés : ${count} sur ${max}`,
  },
  /** The banner of a player who lit all five letters (player page). */
  completion: {
    first: 'Hoogo ! Vous avez terminé en premier : personne n’avait complété les cinq lettres avant vous.',
    ranked: (rank: number) => `Hoogo ! Vous avez terminé ${ordinal(rank)}.`,
    done: 'Hoogo ! Vous avez complété les cinq lettres.',
    viewCard: 'Voir votre carte',
    dismiss: 'Fermer',
  },
  /** The friend code as a QR code, and the scanner that reads it in the connection form. */
  scan: {
    showQr: 'Afficher le QR',
    hideQr: 'Masquer le QR',
    qrLabel: (code: string) => `QR code de votre code ami ${code}`,
    qrHint:
      'L’autre personne touche « Scanner le code » dans son formulaire de rencontre et pointe son appareil photo ici.',
    qrFailed: 'Le QR code n’a pas pu être affiché. Dictez plutôt votre code.',
    scanCode: 'Scanner le code',
    title: 'Scannez son code ami',
    hint: 'Pointez l’appareil photo vers le QR code de sa page joueur.',
    starting: 'Démarrage de l’appareil photo…',
    scanning: 'Recherche d’un QR code…',
    denied:
      'L’accès à l’appareil photo est bloqué. Autorisez l’appareil photo pour ce site dans les réglages de votre navigateur, ou saisissez le code.',
    noCamera: 'Aucun appareil photo n’a été trouvé sur cet appareil. Saisissez plutôt le code.',
    insecure: 'L’appareil photo ne fonctionne que sur une page sécurisée (https). Saisissez plutôt le code.',
    failed: 'Impossible de démarrer l’appareil photo. Saisissez plutôt le code.',
    notACode: 'Ce QR code n’est pas un code ami Hoogo. Scannez le code affiché sur sa page joueur.',
    close: 'Fermer le scanner',
  },
  /**
   * Selfies (docs/data.md): the consent on the connection form, the event's privacy settings on the
   * management screen, the host's purge, and a selfie that was deleted.
   */
  selfies: {
    consentLabel: 'Cette personne accepte que la photo soit montrée pendant l’événement',
    consentHint: 'Sinon, seuls vous et les organisateurs voyez la photo.',
    consentRequiredHint: 'Cet événement ne montre une photo qu’avec l’accord de la personne qui y figure.',
    /** The form's and the server's refusal when the event requires consent and it was not given. */
    consentRequired: 'Demandez-lui d’abord : cet événement exige son accord pour que la photo soit montrée.',
    consentInvalid: 'selfie_consent doit valoir true ou false',
    photoDeleted: 'Photo supprimée',
    sectionTitle: 'Confidentialité',
    sectionLead: 'Ce que montre le grand écran, et combien de temps les selfies sont conservés.',
    venueLegend: 'Affichage sur le grand écran',
    venueFull: 'Noms complets et selfies',
    venueFirstName: 'Prénoms uniquement, sans selfies',
    venueInitials: 'Initiales uniquement, sans selfies',
    venueHint:
      'S’applique au grand écran, à sa galerie et aux cartes que d’autres ouvrent. Les organisateurs voient tout.',
    requireConsent: 'Exiger le consentement pour les selfies',
    requireConsentHint:
      'Les joueurs confirment que la personne sur chaque photo accepte qu’elle soit montrée.',
    retentionLabel: 'Supprimer les selfies après',
    retentionDays: (days: number) => countOf(days, { one: '# jour', other: '# jours' }),
    retentionKeep: 'Conserver jusqu’à la suppression de l’événement',
    retentionHint: 'À compter de la prise de chaque selfie. Les noms et les descriptions sont conservés.',
    save: 'Enregistrer les paramètres de confidentialité',
    saved: 'Paramètres de confidentialité enregistrés',
    saveFailed: 'Les paramètres de confidentialité n’ont pas pu être enregistrés.',
    purgeButton: 'Supprimer tous les selfies maintenant',
    purgeTitle: 'Supprimer tous les selfies ?',
    purgeWarning:
      'Tous les selfies de cet événement sont définitivement supprimés des cartes, du grand écran et des téléchargements. Les rencontres, les noms et les descriptions restent et comptent toujours. Cette action est irréversible.',
    purgeConfirm: 'Supprimer tous les selfies',
    purgeFailed: 'Les selfies n’ont pas pu être supprimés. Réessayez.',
    purged: (count: number) =>
      count === 0
        ? 'Il n’y avait aucun selfie à supprimer'
        : countOf(count, { one: '# selfie supprimé', other: '# selfies supprimés' }),
    cancel: 'Annuler',
  },
  /** The player API's answers and refusals (joining, cards, connections, leaderboard, status). */
  gameApi: {
    /** A friend code the code schema refused without a sentence (it always gives one). */
    codeInvalid: 'Code invalide',
    invalidPlayerKey: 'Clé de joueur invalide',
    playerNotFound: 'Joueur introuvable',
    notJoined: 'Vous n’avez pas encore rejoint cet événement',
    cardNeedsPlayer:
      'Indiquez user_id (votre propre carte) ou event_register_id (une carte en lecture seule)',
    cellOutOfGrid: `Cette case n’est pas sur la grille : x et y vont de 0 à ${GRID_SIZE - 1}`,
    letterMismatch: (letter: string) => `La lettre de cette case est ${letter}`,
    cellFilled: 'Cette case est déjà remplie',
    codeUnknown: 'Aucun joueur de cet événement n’a ce code',
    codeOwn: 'C’est votre propre code',
    codeUsed: 'Vous avez déjà rencontré ce joueur',
    noFreeCode: 'Tous les codes amis sont pris : l’organisateur doit autoriser plus de chiffres par code',
    idempotencyKeyInvalid: 'L’en-tête Idempotency-Key doit contenir de 8 à 128 lettres, chiffres, - ou _',
    idempotencyKeyReused:
      'Cette Idempotency-Key a déjà servi pour une autre rencontre : envoyez la nouvelle rencontre avec une nouvelle clé',
    joined: 'Vous avez rejoint l’événement',
    registration: 'Votre inscription',
    matrix: 'Carte chargée',
    /** POST start-playing: the player page's first answer. */
    started: 'Votre place dans l’événement',
    leaderboard: 'Classement chargé',
    status: 'État de l’événement',
    /** A removed player's submission or vote (403). */
    removedFromGame:
      'Les organisateurs ont retiré votre participation à cette partie : vous ne pouvez plus ajouter de rencontres ni voter.',
  },
  /** The voting API's answers and refusals. */
  votingApi: {
    unknown: 'Joueur introuvable',
    self: 'Vous ne pouvez pas voter pour vous-même',
    notCompleted: 'Ce joueur n’a pas encore terminé le Hoogo',
    notConnected: 'Vous ne pouvez voter que pour les joueurs que vous avez rencontrés',
    alreadyVoted: 'Vous avez déjà voté pour ce joueur',
    limit: `Vous pouvez voter pour ${MAX_VOTES_PER_PLAYER} joueurs au plus`,
    completedPlayers: 'Liste des joueurs qui ont terminé chargée',
    leaderboard: 'Classement des votes chargé',
  },
  /** The LinkedIn API's refusals, and the title of the posted card. */
  linkedinApi: {
    notConfigured: 'Le partage sur LinkedIn n’est pas configuré',
    tokenMissing: `${linkedinPostError} : connectez d’abord votre compte LinkedIn`,
    reconnect: `${linkedinPostError} : veuillez reconnecter votre compte LinkedIn`,
    postTitle: 'Carte Hoogo',
  },
} satisfies Translation<typeof englishGame>;
