/** The organisers' events: the dashboard, the management screen, hosts, QR and poster, templates, demo events, and the events API. */

import { GRID_SIZE } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { eventMessages as englishEvents } from '../en/events.js';
import { countOf } from './words.js';

export const eventMessages = {
  events: {
    loading: 'Un instant ! Chargement des détails de l’événement…',
    infoFailed: 'Nom d’événement invalide',
    created: 'Événement créé',
    createFailed: 'Échec de la création de l’événement',
    deleted: 'Événement supprimé',
    deleteFailed: 'Échec de la suppression de l’événement',
    updated: 'Événement mis à jour !',
    noOrganized: 'Aucun événement organisé',
    noParticipated: 'Aucun événement rejoint',
    linkCopied: 'Lien copié dans le presse-papiers',
    templatesUploaded: 'Modèles importés !',
    templatesRestored: 'Modèles par défaut rétablis',
    contentUpdated: 'Texte mis à jour',
    deleteConfirm: 'Voulez-vous vraiment supprimer l’événement ? Cette action est irréversible.',
    gridUpdateConfirm: 'Voulez-vous vraiment mettre à jour la grille ? Cette action est irréversible.',
    votingUpdated: 'Statut du vote mis à jour',
    votingUpdateFailed: 'Échec de la mise à jour du statut du vote',
  },
  /**
   * What an event shows of its players, said to the attendee when they join (the rules dialog of the first
   * visit) and on the event's privacy notice (/{event}/privacy), from the event's own settings (docs/data.md).
   */
  eventPrivacy: {
    title: 'Votre vie privée lors de cet événement',
    venue: {
      full: 'Votre nom et les selfies pris avec vous apparaissent sur le grand écran de l’événement, dans sa galerie et sur les cartes que d’autres ouvrent.',
      first_name:
        'Le grand écran de l’événement et les cartes que d’autres ouvrent n’affichent que votre prénom, sans aucun selfie.',
      initials:
        'Le grand écran de l’événement et les cartes que d’autres ouvrent n’affichent que vos initiales, sans aucun selfie.',
    },
    consent:
      'Un selfie avec vous n’est montré aux autres que si vous y avez consenti au moment où il a été pris.',
    retention: (days: number | null) =>
      days === null
        ? 'Les selfies sont conservés jusqu’à la suppression de l’événement.'
        : `Les selfies sont supprimés ${countOf(days, { one: '# jour', other: '# jours' })} après avoir été pris.`,
    hosts:
      'Les organisateurs de l’événement voient votre nom, votre e-mail, vos rencontres et leurs selfies.',
    leave: 'Vous pouvez quitter l’événement et supprimer vos données à tout moment, en bas de votre grille.',
    noticeLink: 'Confidentialité de cet événement',
    pageTitle: (event: string) => `Confidentialité : ${event}`,
    pageLead: 'Ce que cet événement montre de vous, qui peut le voir et combien de temps c’est conservé.',
    back: 'Retour à l’événement',
  },
  /** A player page's event that does not exist (a mistyped link): said before any sign-in, with a way on. */
  eventNotFound: {
    title: 'Événement introuvable',
    text: (name: string) =>
      `Aucun événement ne s’appelle « ${name} ». Vérifiez le nom sur l’affiche ou le QR code de l’événement, et saisissez-le ici.`,
    nameLabel: 'Nom de l’événement',
    go: 'Aller à l’événement',
    nameEmpty: 'Saisissez le nom de l’événement',
  },
  /** The grid's state, shown to hosts on the management screen, the board and the dashboard card. */
  gridStatus: {
    incomplete: (filled: number) => `Grille ${filled}/25 — les joueurs ne peuvent pas encore jouer`,
    complete: 'Grille 25/25 — les joueurs peuvent jouer',
  },
  /** The organiser's live controls: preview without playing, voting switch, admin removal, rename. */
  organiserControls: {
    liveTitle: 'Pendant l’événement',
    previewAsPlayer: 'Aperçu joueur',
    previewHint:
      'Voyez la page joueur telle que les joueurs la voient, sans rejoindre la partie ni compter parmi les joueurs.',
    previewTitle: 'Aperçu joueur',
    previewText:
      'Voici la page que voient les joueurs. Vous organisez cet événement : la consulter ne fait pas de vous un joueur, vous ne comptez pas et n’apparaissez pas au classement.',
    previewCellHint:
      'Seuls les joueurs peuvent ouvrir les cases. Rejoignez la partie comme joueur pour les remplir.',
    joinAsPlayer: 'Rejoindre comme joueur',
    joinAsPlayerHint:
      'En rejoignant la partie, vous devenez un joueur comme les autres : vous comptez et apparaissez au classement.',
    backToManagement: 'Retour à la gestion de l’événement',
    votingTitle: 'Vote',
    votingOff: 'Le vote est fermé. Les joueurs font des rencontres.',
    votingOffClosed: 'Le vote est fermé. Les rencontres sont closes.',
    votingOn: 'Le vote est ouvert. Les joueurs votent ; plus de nouvelles rencontres.',
    startVoting: 'Ouvrir le vote',
    stopVoting: 'Fermer le vote',
    startVotingTitle: 'Ouvrir le vote ?',
    startVotingPoints: (votes: number) => [
      'Les joueurs ne peuvent plus ajouter de nouvelles rencontres.',
      'Les joueurs qui ont complété leur carte peuvent recevoir les votes des personnes qu’ils ont rencontrées.',
      `Chaque joueur dispose de ${votes} votes.`,
    ],
    /** The voting board's candidates: players who completed their card. */
    votingCandidates: (count: number) =>
      countOf(count, {
        one: '# joueur peut recevoir des votes dès maintenant.',
        other: '# joueurs peuvent recevoir des votes dès maintenant.',
      }),
    noVotingCandidates:
      'Aucun joueur ne peut encore recevoir de votes : personne n’a complété sa carte. Seuls les joueurs qui l’ont fait peuvent en recevoir.',
    stopVotingTitle: 'Fermer le vote ?',
    stopVotingPoints: [
      'Les joueurs ne peuvent plus voter. Les votes déjà exprimés sont conservés.',
      'Les joueurs peuvent de nouveau ajouter des rencontres.',
    ],
    votingNeedsCodes: 'Le vote nécessite les codes amis : activez-les dans les paramètres.',
    votingNeedsCodesWhy:
      'Un vote va à un joueur que vous avez rencontré, et ce sont les codes amis qui relient deux joueurs.',
    openSettings: 'Ouvrir les paramètres',
    removeAdminTitle: 'Retirer cet admin ?',
    removeAdminText: (email: string) => `${email} ne pourra plus gérer cet événement.`,
    removeAdminConfirm: 'Retirer',
    renameWarning:
      'Renommer l’événement change son lien, y compris celui des QR codes imprimés. L’ancien nom continue de fonctionner : il mène au nouveau.',
  },
  hosts: {
    loading: 'Chargement des organisateurs…',
    empty: 'Aucun organisateur.',
    fetchFailed: 'Échec du chargement des organisateurs',
    added: 'Admin ajouté',
    addFailed: 'Échec de l’ajout de l’admin',
    removed: 'Admin retiré',
    removeFailed: 'Échec du retrait de l’admin',
    /** The invited person's answers on the dashboard (docs/decisions/0059-hosts-by-invitation.md). */
    invitationAccepted: (event: string) => `Vous co-organisez désormais ${event}`,
    invitationDeclined: 'Invitation refusée',
    invitationFailed: 'Impossible de répondre à l’invitation',
  },
  qr: {
    generating: 'Un instant ! Génération du QR code…',
    caption: 'Scannez, récupérez vos cartes et partagez le jeu avec vos réseaux',
  },
  dashboard: {
    title: 'Vos événements',
    /** True on a first visit as on the tenth: no "back". */
    welcome: (name: string) => `Bienvenue, ${name}`,
    /** An account with no name yet: not greeted by its email's handle. */
    welcomeNoName: 'Bienvenue',
    lead: 'Gérez les événements que vous organisez et retrouvez les parties auxquelles vous jouez.',
    tabsLabel: 'Listes d’événements',
    organized: 'Organisés',
    participated: 'Rejoints',
    participants: (count: number) => countOf(count, { one: '# participant', other: '# participants' }),
    createdOn: (date: string) => `Créé le ${date}`,
    manage: 'Gérer',
    view: 'Voir',
    createCard: 'Créer un événement',
    createCardText: 'Préparez une nouvelle grille de bingo pour votre prochain événement.',
    createTitle: 'Créer un événement',
    createDescription:
      'Donnez un nom à votre événement. Les joueurs l’ouvrent via le lien public construit à partir de ce nom.',
    eventNameLabel: 'Nom de l’événement',
    eventNamePlaceholder: 'ex. DevMeetup-2025',
    createSubmit: 'Créer l’événement',
    cancel: 'Annuler',
    loadFailed: 'Impossible de charger vos événements.',
    retry: 'Réessayer',
    loadingEvents: 'Chargement de vos événements',
    invitationsTitle: 'Invitations à co-organiser',
    invitationsLead:
      'Un organisateur vous invite à gérer ces événements avec lui. Vous ne devenez admin que si vous acceptez.',
    invitedOn: (date: string) => `Invitation du ${date}`,
    accept: 'Accepter',
    decline: 'Refuser',
    acceptLabel: (event: string) => `Accepter l’invitation à co-organiser ${event}`,
    declineLabel: (event: string) => `Refuser l’invitation à co-organiser ${event}`,
  },
  eventAdmin: {
    backToDashboard: 'Retour au tableau de bord',
    notHost: 'Vous ne faites pas partie des organisateurs de cet événement',
    notHostText: 'Seuls le propriétaire et les admins d’un événement peuvent le gérer.',
    editSettings: 'Modifier les paramètres',
    deleteEvent: 'Supprimer l’événement',
    created: 'Création',
    participants: 'Participants',
    publicLink: 'Lien public',
    copy: 'Copier',
    copyFailed: 'Impossible de copier le lien',
    /** The server's PUBLIC_URL is this machine's while the page was opened from elsewhere. */
    publicUrlLoopback: (publicUrl: string) =>
      `Le lien d’accès et les QR codes pointent vers ${publicUrl}, une adresse de la machine du serveur elle-même : les téléphones ne peuvent pas l’ouvrir. Définissez PUBLIC_URL sur l’adresse qu’utilisent les participants.`,
    /** The page was opened on the server's machine while PUBLIC_URL is another address. */
    publicUrlElsewhere: (publicUrl: string) =>
      `Vous avez ouvert cette page sur la machine du serveur ; le lien d’accès et les QR codes utilisent ${publicUrl}. Vérifiez qu’un téléphone peut l’ouvrir avant d’imprimer.`,
    generateQr: 'Générer le QR code',
    gridTitle: 'Grille de bingo',
    gridEmptyCell: 'vide',
    gridLabel: 'La grille de bingo de l’événement',
    editGrid: 'Modifier la grille',
    uploadTemplates: 'Importer des modèles',
    linkedinContent: 'Texte LinkedIn',
    gotoGame: 'Aller au jeu',
    /** Goto Game's description (its label is the specification's). */
    gotoGameDescription: 'Ouvre le grand écran : le classement en direct pour le projecteur.',
    cancel: 'Annuler',
    confirm: 'Confirmer',
    save: 'Enregistrer',
    updateFailed: 'Échec de la mise à jour de l’événement',
    settingsTitle: 'Paramètres de l’événement',
    settingsDescription: 'Renommez l’événement et choisissez comment les joueurs prouvent une rencontre.',
    codeDigitsToggle: 'Codes amis',
    codeDigitsToggleHint: 'Les joueurs saisissent le code ami de chaque personne qu’ils rencontrent.',
    codeDigitsCount: 'Chiffres du code ami',
    playWithTicketCode: 'Jouer avec le code du billet',
    playWithTicketCodeHint: (product: string) =>
      `Connectez l’événement à ${product} pour que les joueurs puissent se connecter avec le code de leur billet.`,
    editGridTitle: 'Modifier la grille de bingo',
    gridDescription:
      'Modifiez la grille de bingo de l’événement. Vous pouvez aussi générer une grille aléatoire.',
    gridNote:
      'Les lettres devraient correspondre aux initiales des noms des personnes enregistrées, pour que chaque case puisse être remplie.',
    generateGrid: 'Générer la grille',
    saveGrid: 'Enregistrer la grille',
    cellLabel: (letter: string, row: number) => `Colonne ${letter}, ligne ${row}`,
    gridEmptyInvite: 'Pas encore de lettres. Définissez les 25 lettres que les joueurs vont chercher.',
    gridLettersSet: (count: number) => `${count}/25 lettres définies`,
    gridLettersOnly: (typed: string) =>
      `« ${typed} » n’est pas une lettre : chaque case accepte une lettre de A à Z.`,
    gridPasteLettersOnly:
      'Seules les lettres de A à Z peuvent être collées (les espaces, virgules et retours à la ligne sont ignorés).',
    gridPasteLeftOver: (count: number) =>
      countOf(count, {
        one: '# lettre collée ne tenait pas après la dernière case.',
        other: '# lettres collées ne tenaient pas après la dernière case.',
      }),
    gridTypingHint:
      'Tapez une lettre pour remplir une case et passer à la suivante ; déplacez-vous avec les flèches, ou collez les 25 lettres.',
    gridSaved: 'La grille est enregistrée.',
    discardGridTitle: 'Abandonner vos modifications ?',
    discardGridBody:
      'Les lettres saisies ne sont pas encore enregistrées. Fermer l’éditeur de grille sans les enregistrer ?',
    keepEditing: 'Continuer l’édition',
    discardChanges: 'Abandonner les modifications',
    done: 'Terminé',
    updateConfirmTitle: 'Confirmer la mise à jour',
    importConfirmTitle: 'Confirmer l’import de la grille',
    qrTitle: 'QR code',
    qrDescription: 'Les joueurs le scannent pour ouvrir l’événement.',
    downloadQr: 'Télécharger le QR code',
    downloadQrSvg: 'Télécharger en SVG',
    qrPrintHint: 'Pour l’impression : le SVG reste net à toute taille ; le PNG fait 2048 px de large.',
    printPoster: 'Imprimer l’affiche',
    fullScreen: 'Plein écran',
    templatesTitle: 'Importer des modèles',
    templatesDescription: 'Les arrière-plans des cartes que les joueurs téléchargent et partagent.',
    postTemplate: 'Modèle de post',
    postTemplateHint: '1080 x 1080 px, pour la grille finale',
    storyTemplate: 'Modèle de story',
    storyTemplateHint: '1080 x 1920 px, pour la grille en story',
    /** Where the card draws the grid on a template: designers keep that square plain. */
    templateGridArea: (x: number, y: number, size: number) =>
      `La grille est dessinée dans un carré de ${size} x ${size} px dont le coin supérieur gauche est à ${x} px du bord gauche et à ${y} px du haut : laissez cette zone unie.`,
    /** Sizes are advised, not enforced: a template of another size is stretched to the card's size. */
    templateSizeWarning: (width: number, height: number, wanted: { width: number; height: number }) =>
      `Cette image fait ${width} x ${height} px. La carte fait ${wanted.width} x ${wanted.height} px : l’image sera donc étirée et la grille risque d’en couvrir une partie.`,
    chooseImage: 'Choisir une image',
    templatePreviewAlt: (template: string) => `Aperçu : ${template}`,
    remove: 'Retirer',
    submit: 'Valider',
    previewTemplates: 'Aperçu des modèles',
    previewChosenLead:
      'Les cartes telles que les joueurs les recevront, avec les images choisies ici (pas encore enregistrées).',
    backToTemplates: 'Retour aux modèles',
    useDefaultTemplates: 'Utiliser les modèles par défaut',
    defaultTemplatesTitle: 'Utiliser les modèles par défaut ?',
    defaultTemplatesConfirm:
      'Les modèles de post et de story importés sont supprimés et les joueurs retrouvent les modèles par défaut.',
    defaultTemplatesInUse: 'L’événement utilise les modèles par défaut.',
    linkedinTitle: 'Texte LinkedIn',
    linkedinDescription: 'Ce texte accompagne la publication quand un joueur partage sa grille.',
    linkedinLabel: 'Texte de la publication',
    linkedinPlaceholder: 'Saisissez le texte ici…',
    confirmUpdating: 'Confirmer la mise à jour',
    deleteTitle: 'Supprimer l’événement',
    connectTitle: (product: string) => `Connexion à ${product}`,
    close: 'Fermer',
  },
  hostAdmin: {
    title: 'Gestion des organisateurs',
    lead: 'Le propriétaire et les admins peuvent gérer cet événement.',
    name: 'Nom',
    email: 'E-mail',
    role: 'Rôle',
    actions: 'Actions',
    owner: 'Propriétaire',
    admin: 'Admin',
    invited: 'Invitation envoyée',
    addHost: 'Ajouter un organisateur',
    addTitle: 'Ajouter un organisateur',
    addDescription:
      'Nous envoyons une invitation à cette adresse e-mail : une fois que la personne s’est connectée avec elle et a accepté depuis son tableau de bord, elle peut gérer l’événement.',
    emailLabel: 'E-mail de l’admin',
    emailPlaceholder: 'Saisissez l’e-mail de l’admin',
    addAdmin: 'Ajouter l’admin',
    cancel: 'Annuler',
    removeAdmin: (email: string) => `Retirer l’admin ${email}`,
  },
  qrPage: {
    title: (eventName: string) => `Rejoignez ${eventName}`,
    loading: 'Chargement de l’événement…',
    download: 'Télécharger',
    back: 'Retour à la gestion de l’événement',
    imageLabel: (link: string) => `QR code pour ${link}`,
  },
  /** The printable A4 poster of an event's join QR. */
  poster: {
    title: (eventName: string) => `Rejoignez ${eventName}`,
    lead: 'Le bingo du networking : scannez pour jouer',
    howToPlay: 'Comment jouer',
    steps: [
      'Scannez le code et connectez-vous : vous recevez une grille de 5x5 lettres.',
      'Trouvez quelqu’un dont le nom commence par une lettre de votre grille ; un selfie ensemble remplit la case.',
      'Cinq cases alignées font un bingo ; cinq bingos font gagner la partie.',
    ],
    print: 'Imprimer',
    printHint:
      'A4 portrait ; choisissez « Enregistrer au format PDF » comme imprimante pour garder un fichier.',
    back: 'Retour à la gestion de l’événement',
  },
  templatesPreview: {
    title: 'Aperçu des modèles',
    lead: 'L’apparence des cartes partagées, avec une grille d’exemple.',
    story: 'Carte story',
    post: 'Carte post',
    downloadStory: 'Télécharger l’aperçu story',
    downloadPost: 'Télécharger l’aperçu post',
    loading: 'Création des aperçus…',
    drawFailed: 'L’image du modèle n’a pas pu être chargée.',
    back: 'Retour à la gestion de l’événement',
  },
  /** Demo events: a game played by simulated players (docs/product.md, "Demo events"). */
  demo: {
    badge: 'Démo',
    tryDemo: 'Essayer un événement de démo',
    tryDemoText:
      'Voyez une partie se dérouler en un clic : une grille complète et des joueurs simulés qui rejoignent, se rencontrent et votent en cinq minutes.',
    creating: 'Création de votre démo…',
    created: 'Événement de démo créé : les joueurs simulés arrivent',
    createFailed: 'Impossible de créer l’événement de démo. Veuillez réessayer.',
    deleteDemo: 'Supprimer la démo',
    deleteTitle: 'Supprimer cette démo ?',
    deleteText:
      'L’événement de démo, ses joueurs simulés et leurs images seront supprimés. Cette action est irréversible.',
    deleted: 'Démo supprimée',
    playerBanner:
      'Ceci est un événement de démo : les autres joueurs sont simulés. Rien ici ne se mélange avec un vrai événement.',
    boardBanner: 'Démo : joueurs simulés',
    managementBanner:
      'Cet événement de démo se joue tout seul : des joueurs simulés rejoignent et se rencontrent pendant environ cinq minutes, puis le vote s’ouvre. Supprimez-le quand vous avez terminé.',
    /** The API's refusal when an account already has as many demo events as allowed. */
    tooMany: (max: number) =>
      `Vous pouvez avoir au plus ${max} événements de démo à la fois. Supprimez-en un pour en lancer un autre.`,
    /** What the simulated players write about the people they meet (content of the demo, not UI). */
    descriptions: [
      'Travaille sur des pompes à eau solaires et connaît tous les jeux de société du monde.',
      'Tient une petite boulangerie et m’a confié le secret d’un bon pain au levain.',
      'Développe des applis mobiles pour les agriculteurs ; on a parlé de conception hors ligne.',
      'Vient d’arriver de Lisbonne et cherche un partenaire d’escalade.',
      'Enseigne la physique et m’a expliqué les trous noirs avec une tasse de café.',
      'Organise le meetup open source du coin et m’a proposé de venir au prochain.',
      'Dessine des polices de caractères et a tout de suite remarqué celle de mon badge.',
      'Bénévole dans un refuge pour animaux, m’a montré des photos de ses trois chats.',
      'Étudie les plastiques dans les océans et fait de la voile le week-end.',
      'Apprend le japonais et m’a recommandé un super podcast.',
      'A créé une entreprise qui fabrique des meubles en bois recyclé.',
      'Joue du violoncelle dans un orchestre amateur ; concert le mois prochain.',
      'Travaille sur les données de santé publique et adore un bon tableur.',
      'A couru son premier marathon au printemps dernier et s’entraîne pour le prochain.',
      'Écrit des livres pour enfants et les illustre elle-même.',
      'S’occupe d’un jardin partagé et m’a donné des graines de tomates.',
    ],
  },
  /** The organiser API's answers and refusals (the server's sentences about events and hosts). */
  eventApi: {
    /** The success sentences of the events' and hosts' reads. */
    eventsLoaded: 'Événements chargés',
    eventId: 'Identifiant de l’événement',
    eventName: 'Nom de l’événement',
    eventLoaded: 'Événement chargé',
    organisedEvents: 'Événements organisés',
    participatedEvents: 'Événements rejoints',
    hostsLoaded: 'Organisateurs chargés',
    invitationsLoaded: 'Invitations chargées',
    nameLooksLikeId: 'Un nom d’événement ne peut pas ressembler à un identifiant d’événement',
    duplicateName: 'Un événement porte déjà ce nom',
    notFound: 'Événement introuvable',
    /** `action` is the server's own English words ("delete the event"), kept as a technical detail. */
    ownerOnlyDelete: 'Seul le propriétaire de l’événement peut supprimer l’événement',
    ownerOnlyRemoveAdmins: 'Seul le propriétaire de l’événement peut retirer des administrateurs',
    ticketCodeNeedsLink:
      'Jouer avec le code du billet nécessite un événement de billetterie connecté : définissez d’abord mmp_event_id',
    unknownTicketingEvent:
      'Choisissez l’un de vos propres événements de billetterie : importez d’abord la liste des participants ou connectez votre compte pretix',
    socialMediaNotJson: 'social_media_template doit être du JSON de la forme {"linkedin":{"content":"..."}}',
    unknownField: (field: string) => `${field} n’est pas un champ d’événement`,
    cellOutOfGrid: (field: string) =>
      `${field} n’est pas une case de la grille : les lignes et les colonnes vont de 0 à ${GRID_SIZE - 1}`,
    imageFile: 'Veuillez choisir un fichier image',
    ownerCannotBeRemoved: 'Le propriétaire ne peut pas être retiré',
    hostNotFound: 'Organisateur introuvable',
    alreadyOwner: 'Cette personne est déjà propriétaire de cet événement',
    alreadyAdmin: 'Cette personne est déjà admin de cet événement',
    alreadyInvited: 'Cette personne est déjà invitée à cet événement',
    invitationNotFound: 'Invitation introuvable',
  },
} satisfies Translation<typeof englishEvents>;
