/** The organisers' events in German: the dashboard, the management screen, hosts, QR and poster, templates, demo events, and the events API. */

import { GRID_SIZE } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { eventMessages as englishEvents } from '../en/events.js';
import { countOf } from './words.js';

export const eventMessages = {
  events: {
    loading: 'Einen Moment! Die Eventdetails werden geladen …',
    infoFailed: 'Ungültiger Eventname',
    created: 'Event erfolgreich erstellt',
    createFailed: 'Das Event konnte nicht erstellt werden',
    deleted: 'Event erfolgreich gelöscht',
    deleteFailed: 'Das Event konnte nicht gelöscht werden',
    updated: 'Event erfolgreich aktualisiert!',
    noOrganized: 'Keine veranstalteten Events gefunden',
    noParticipated: 'Keine Events gefunden, an denen du teilgenommen hast',
    linkCopied: 'Link in die Zwischenablage kopiert',
    templatesUploaded: 'Vorlagen erfolgreich hochgeladen!',
    templatesRestored: 'Standardvorlagen wiederhergestellt',
    contentUpdated: 'Text aktualisiert',
    deleteConfirm: 'Möchtest du das Event wirklich löschen? Das kann nicht rückgängig gemacht werden.',
    gridUpdateConfirm: 'Möchtest du das Raster wirklich ändern? Das kann nicht rückgängig gemacht werden.',
    votingUpdated: 'Abstimmungsstatus erfolgreich aktualisiert',
    votingUpdateFailed: 'Der Abstimmungsstatus des Events konnte nicht aktualisiert werden',
  },
  /** What an event shows of its players: the rules dialog of the first visit and the event's privacy notice. */
  eventPrivacy: {
    title: 'Deine Privatsphäre bei diesem Event',
    venue: {
      full: 'Dein Name und die Selfies mit dir erscheinen auf dem Großbildschirm vor Ort, in seiner Galerie und auf den Karten, die andere öffnen.',
      first_name:
        'Der Großbildschirm vor Ort und die Karten, die andere öffnen, zeigen nur deinen Vornamen und keine Selfies.',
      initials:
        'Der Großbildschirm vor Ort und die Karten, die andere öffnen, zeigen nur deine Initialen und keine Selfies.',
    },
    consent: 'Ein Selfie mit dir wird anderen nur gezeigt, wenn du beim Aufnehmen zugestimmt hast.',
    retention: (days: number | null) =>
      days === null
        ? 'Selfies werden aufbewahrt, bis das Event gelöscht wird.'
        : `Selfies werden ${countOf(days, { one: '# Tag', other: '# Tage' })} nach der Aufnahme gelöscht.`,
    hosts:
      'Die Veranstalter des Events sehen deinen Namen, deine E-Mail-Adresse, deine Kontakte und ihre Selfies.',
    leave: 'Du kannst das Event jederzeit verlassen und deine Daten löschen, ganz unten unter deinem Raster.',
    noticeLink: 'Datenschutzhinweis für dieses Event',
    pageTitle: (event: string) => `Datenschutz bei ${event}`,
    pageLead: 'Was dieses Event von dir zeigt, wer es sieht und wie lange es aufbewahrt wird.',
    back: 'Zurück zum Event',
  },
  /** A player page's event that does not exist (a mistyped link): said before any sign-in, with a way on. */
  eventNotFound: {
    title: 'Event nicht gefunden',
    text: (name: string) =>
      `Es gibt kein Event namens „${name}“. Prüfe den Namen auf dem Poster oder QR-Code des Events und gib ihn hier ein.`,
    nameLabel: 'Eventname',
    go: 'Zum Event',
    nameEmpty: 'Gib den Namen des Events ein',
  },
  /** The grid's state, shown to hosts on the management screen, the board and the dashboard card. */
  gridStatus: {
    incomplete: (filled: number) => `Raster ${filled}/25 – noch nicht spielbar`,
    complete: 'Raster 25/25 – spielbereit',
  },
  /** The organiser's live controls: preview without playing, voting switch, admin removal, rename. */
  organiserControls: {
    liveTitle: 'Während des Events',
    previewAsPlayer: 'Als Spieler ansehen',
    previewHint:
      'Sieh dir die Spielerseite so an, wie Spieler sie sehen, ohne beizutreten: Du wirst nicht mitgezählt.',
    previewTitle: 'Als Spieler ansehen',
    previewText:
      'Das ist die Seite, die Spieler sehen. Du veranstaltest dieses Event, daher macht dich das Ansehen nicht zum Spieler: Du wirst nicht mitgezählt und stehst nicht in der Rangliste.',
    previewCellHint: 'Felder lassen sich nur von Spielern öffnen. Tritt als Spieler bei, um sie zu füllen.',
    joinAsPlayer: 'Als Spieler beitreten',
    joinAsPlayerHint:
      'Wenn du beitrittst, bist du ein Spieler wie alle anderen: Du wirst mitgezählt und stehst in der Rangliste.',
    backToManagement: 'Zurück zur Eventverwaltung',
    votingTitle: 'Abstimmung',
    votingOff: 'Die Abstimmung ist aus. Die Spieler knüpfen Kontakte.',
    votingOffClosed: 'Die Abstimmung ist aus. Die Kontaktphase ist beendet.',
    votingOn: 'Die Abstimmung läuft. Die Spieler stimmen ab; keine neuen Kontakte.',
    startVoting: 'Abstimmung starten',
    stopVoting: 'Abstimmung beenden',
    startVotingTitle: 'Abstimmung starten?',
    startVotingPoints: (votes: number) => [
      'Spieler können keine neuen Kontakte mehr hinzufügen.',
      'Spieler, die ihre Karte vollständig haben, können von den Leuten gewählt werden, mit denen sie sich vernetzt haben.',
      `Jeder Spieler hat ${votes} Stimmen.`,
    ],
    /** The voting board's candidates: players who completed their card. */
    votingCandidates: (count: number) =>
      countOf(count, {
        one: '# Spieler kann jetzt gewählt werden.',
        other: '# Spieler können jetzt gewählt werden.',
      }),
    noVotingCandidates:
      'Noch kann niemand gewählt werden: Niemand hat seine Karte vollständig. Stimmen können nur an Spieler gehen, die das geschafft haben.',
    stopVotingTitle: 'Abstimmung beenden?',
    stopVotingPoints: [
      'Spieler können nicht mehr abstimmen. Die bisher abgegebenen Stimmen bleiben erhalten.',
      'Spieler können wieder neue Kontakte hinzufügen.',
    ],
    votingNeedsCodes: 'Die Abstimmung braucht Freundescodes: Schalte sie in den Einstellungen ein.',
    votingNeedsCodesWhy:
      'Eine Stimme geht an einen Spieler, mit dem du dich vernetzt hast, und Freundescodes verbinden zwei Spieler miteinander.',
    openSettings: 'Einstellungen öffnen',
    removeAdminTitle: 'Admin entfernen?',
    removeAdminText: (email: string) => `${email} kann dieses Event dann nicht mehr verwalten.`,
    removeAdminConfirm: 'Entfernen',
    renameWarning:
      'Durch das Umbenennen ändert sich der Eventlink und damit auch der Link in gedruckten QR-Codes. Der alte Name funktioniert weiter: Er führt zum neuen Namen.',
  },
  hosts: {
    loading: 'Veranstalter werden geladen …',
    empty: 'Keine Veranstalter gefunden.',
    fetchFailed: 'Die Veranstalter des Events konnten nicht geladen werden',
    added: 'Admin erfolgreich hinzugefügt',
    addFailed: 'Der Admin konnte nicht hinzugefügt werden',
    removed: 'Admin erfolgreich entfernt',
    removeFailed: 'Der Admin konnte nicht entfernt werden',
    /** The invited person's answers on the dashboard. */
    invitationAccepted: (event: string) => `Du bist jetzt Mitveranstalter von ${event}`,
    invitationDeclined: 'Einladung abgelehnt',
    invitationFailed: 'Die Einladung konnte nicht beantwortet werden',
  },
  qr: {
    generating: 'Einen Moment! Der QR-Code wird erstellt …',
    caption: 'Scannen, Karte holen und den Spaß mit deinem Netzwerk teilen',
  },
  dashboard: {
    title: 'Deine Events',
    /** True on a first visit as on the tenth: no "back". */
    welcome: (name: string) => `Willkommen, ${name}`,
    /** An account with no name yet: not greeted by its email's handle. */
    welcomeNoName: 'Willkommen',
    lead: 'Verwalte die Events, die du veranstaltest, und spring zurück in die Spiele, bei denen du mitspielst.',
    tabsLabel: 'Eventlisten',
    organized: 'Veranstaltet',
    participated: 'Teilgenommen',
    participants: (count: number) => countOf(count, { one: '# Teilnehmer', other: '# Teilnehmer' }),
    createdOn: (date: string) => `Erstellt am ${date}`,
    manage: 'Verwalten',
    view: 'Ansehen',
    createCard: 'Neues Event erstellen',
    createCardText: 'Richte ein neues Bingo-Raster für dein nächstes Event ein.',
    createTitle: 'Neues Event erstellen',
    createDescription:
      'Gib deinem Event einen Namen. Spieler öffnen es über den öffentlichen Link, der aus diesem Namen entsteht.',
    eventNameLabel: 'Eventname',
    eventNamePlaceholder: 'z. B. DevMeetup-2025',
    createSubmit: 'Event erstellen',
    cancel: 'Abbrechen',
    loadFailed: 'Deine Events konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    loadingEvents: 'Deine Events werden geladen',
    invitationsTitle: 'Einladungen als Mitveranstalter',
    invitationsLead:
      'Ein Veranstalter hat dich eingeladen, diese Events mit ihm zu verwalten. Du wirst nur Admin, wenn du annimmst.',
    invitedOn: (date: string) => `Eingeladen am ${date}`,
    accept: 'Annehmen',
    decline: 'Ablehnen',
    acceptLabel: (event: string) => `Einladung als Mitveranstalter von ${event} annehmen`,
    declineLabel: (event: string) => `Einladung als Mitveranstalter von ${event} ablehnen`,
  },
  eventAdmin: {
    backToDashboard: 'Zurück zum Dashboard',
    notHost: 'Du bist kein Veranstalter dieses Events',
    notHostText: 'Nur der Inhaber und die Admins eines Events können es verwalten.',
    editSettings: 'Eventeinstellungen bearbeiten',
    deleteEvent: 'Event löschen',
    created: 'Erstellt',
    participants: 'Teilnehmer',
    publicLink: 'Öffentlicher Link',
    copy: 'Kopieren',
    copyFailed: 'Der Link konnte nicht kopiert werden',
    /** The server's PUBLIC_URL is this machine's while the page was opened from elsewhere. */
    publicUrlLoopback: (publicUrl: string) =>
      `Der Beitrittslink und die QR-Codes zeigen auf ${publicUrl}, eine Adresse des Serverrechners selbst: Handys können sie nicht öffnen. Setze PUBLIC_URL auf die Adresse, die die Teilnehmer verwenden.`,
    /** The page was opened on the server's machine while PUBLIC_URL is another address. */
    publicUrlElsewhere: (publicUrl: string) =>
      `Du hast diese Seite auf dem Serverrechner selbst geöffnet; der Beitrittslink und die QR-Codes verwenden ${publicUrl}. Prüfe vor dem Drucken, ob ein Handy sie öffnen kann.`,
    generateQr: 'QR-Code erstellen',
    gridTitle: 'Bingo-Raster',
    gridEmptyCell: 'leer',
    gridLabel: 'Das Bingo-Raster des Events',
    editGrid: 'Raster bearbeiten',
    uploadTemplates: 'Vorlagen hochladen',
    linkedinContent: 'LinkedIn-Text',
    gotoGame: 'Zum Spiel',
    /** Goto Game's description (its label is the specification's). */
    gotoGameDescription: 'Öffnet den Großbildschirm: die Live-Rangliste für den Beamer.',
    cancel: 'Abbrechen',
    confirm: 'Bestätigen',
    save: 'Speichern',
    updateFailed: 'Das Event konnte nicht aktualisiert werden',
    settingsTitle: 'Eventeinstellungen',
    settingsDescription: 'Benenne das Event um und lege fest, wie Spieler einen Kontakt nachweisen.',
    codeDigitsToggle: 'Freundescodes',
    codeDigitsToggleHint: 'Spieler geben den Freundescode jeder Person ein, mit der sie sich vernetzen.',
    codeDigitsCount: 'Ziffern pro Freundescode',
    playWithTicketCode: 'Mit Ticketcode spielen',
    playWithTicketCodeHint: (product: string) =>
      `Verbinde das Event mit ${product}, damit sich Spieler mit ihrem Ticketcode anmelden können.`,
    editGridTitle: 'Bingo-Raster bearbeiten',
    gridDescription: 'Bearbeite das Bingo-Raster des Events. Du kannst auch ein zufälliges Raster erzeugen.',
    gridNote:
      'Die Buchstaben sollten die Anfangsbuchstaben der Namen der eingecheckten Personen sein, damit sich jedes Feld füllen lässt.',
    generateGrid: 'Raster erzeugen',
    saveGrid: 'Raster speichern',
    cellLabel: (letter: string, row: number) => `Spalte ${letter}, Zeile ${row}`,
    gridEmptyInvite: 'Noch keine Buchstaben. Lege die 25 Buchstaben fest, nach denen die Spieler suchen.',
    gridLettersSet: (count: number) => `${count}/25 Buchstaben festgelegt`,
    gridLettersOnly: (typed: string) =>
      `„${typed}“ ist kein Buchstabe: Jedes Feld nimmt einen Buchstaben von A bis Z auf.`,
    gridPasteLettersOnly:
      'Nur Buchstaben von A bis Z können eingefügt werden (Leerzeichen, Kommas und Zeilenumbrüche werden übersprungen).',
    gridPasteLeftOver: (count: number) =>
      countOf(count, {
        one: '# eingefügter Buchstabe passte nicht mehr hinter das letzte Feld.',
        other: '# eingefügte Buchstaben passten nicht mehr hinter das letzte Feld.',
      }),
    gridTypingHint:
      'Tippe einen Buchstaben, um ein Feld zu füllen und weiterzuspringen; Pfeiltasten bewegen, oder füge alle 25 Buchstaben ein.',
    gridSaved: 'Das Raster ist gespeichert.',
    discardGridTitle: 'Änderungen verwerfen?',
    discardGridBody:
      'Die eingegebenen Buchstaben sind noch nicht gespeichert. Den Raster-Editor ohne Speichern schließen?',
    keepEditing: 'Weiter bearbeiten',
    discardChanges: 'Verwerfen',
    done: 'Fertig',
    updateConfirmTitle: 'Änderung bestätigen',
    importConfirmTitle: 'Rasterimport bestätigen',
    qrTitle: 'QR-Code',
    qrDescription: 'Spieler scannen ihn, um das Event zu öffnen.',
    downloadQr: 'QR-Code herunterladen',
    downloadQrSvg: 'SVG herunterladen',
    qrPrintHint:
      'Für den Druck: Die SVG-Datei bleibt in jeder Größe scharf; die PNG-Datei ist 2048 px breit.',
    printPoster: 'Poster drucken',
    fullScreen: 'Vollbild',
    templatesTitle: 'Vorlagen hochladen',
    templatesDescription: 'Die Hintergründe der Karten, die Spieler herunterladen und teilen.',
    postTemplate: 'Post-Vorlage',
    postTemplateHint: '1080 x 1080 px, für das fertige Raster',
    storyTemplate: 'Story-Vorlage',
    storyTemplateHint: '1080 x 1920 px, für das Raster als Story',
    /** Where the card draws the grid on a template: designers keep that square plain. */
    templateGridArea: (x: number, y: number, size: number) =>
      `Das Raster wird in ein Quadrat von ${size} x ${size} px gezeichnet, dessen obere linke Ecke ${x} px vom linken und ${y} px vom oberen Rand entfernt ist: Lass diesen Bereich frei.`,
    /** Sizes are advised, not enforced: a template of another size is stretched to the card's size. */
    templateSizeWarning: (width: number, height: number, wanted: { width: number; height: number }) =>
      `Dieses Bild ist ${width} x ${height} px groß. Die Karte ist ${wanted.width} x ${wanted.height} px groß, daher wird das Bild passend gestreckt und das Raster kann einen Teil davon verdecken.`,
    chooseImage: 'Bild auswählen',
    templatePreviewAlt: (template: string) => `Vorschau: ${template}`,
    remove: 'Entfernen',
    submit: 'Absenden',
    previewTemplates: 'Vorlagen ansehen',
    previewChosenLead:
      'Die Karten, wie Spieler sie bekommen, mit den hier gewählten Bildern (noch nicht gespeichert).',
    backToTemplates: 'Zurück zu den Vorlagen',
    useDefaultTemplates: 'Standardvorlagen verwenden',
    defaultTemplatesTitle: 'Standardvorlagen verwenden?',
    defaultTemplatesConfirm:
      'Die hochgeladenen Post- und Story-Vorlagen werden gelöscht, und die Spieler bekommen wieder die Standardvorlagen.',
    defaultTemplatesInUse: 'Das Event verwendet die Standardvorlagen.',
    linkedinTitle: 'LinkedIn-Text',
    linkedinDescription: 'Dieser Text wird für Posts verwendet, wenn ein Spieler sein Raster teilt.',
    linkedinLabel: 'Posttext',
    linkedinPlaceholder: 'Gib hier den Text ein …',
    confirmUpdating: 'Änderung bestätigen',
    deleteTitle: 'Event löschen',
    connectTitle: (product: string) => `Mit ${product} verbinden`,
    close: 'Schließen',
  },
  hostAdmin: {
    title: 'Veranstalter verwalten',
    lead: 'Der Inhaber und die Admins können dieses Event verwalten.',
    name: 'Name',
    email: 'E-Mail',
    role: 'Rolle',
    actions: 'Aktionen',
    owner: 'Inhaber',
    admin: 'Admin',
    invited: 'Eingeladen',
    addHost: 'Veranstalter hinzufügen',
    addTitle: 'Veranstalter hinzufügen',
    addDescription:
      'Wir laden diese E-Mail-Adresse ein: Sobald sich die Person damit anmeldet und die Einladung in ihrem Dashboard annimmt, kann sie das Event verwalten.',
    emailLabel: 'E-Mail des Admins',
    emailPlaceholder: 'E-Mail-Adresse des Admins eingeben',
    addAdmin: 'Admin hinzufügen',
    cancel: 'Abbrechen',
    removeAdmin: (email: string) => `Admin ${email} entfernen`,
  },
  qrPage: {
    title: (eventName: string) => `${eventName} beitreten`,
    loading: 'Das Event wird geladen …',
    download: 'Herunterladen',
    back: 'Zurück zur Eventverwaltung',
    imageLabel: (link: string) => `QR-Code für ${link}`,
  },
  /** The printable A4 poster of an event's join QR. */
  poster: {
    title: (eventName: string) => `${eventName} beitreten`,
    lead: 'Networking-Bingo: scannen und mitspielen',
    howToPlay: 'So wird gespielt',
    steps: [
      'Scanne den Code und melde dich an: Du bekommst ein 5x5-Raster mit Buchstaben.',
      'Triff jemanden, dessen Name mit einem Buchstaben aus deinem Raster beginnt; ein gemeinsames Selfie füllt das Feld.',
      'Fünf in einer Reihe ergeben ein Bingo; mit fünf Bingos gewinnst du das Spiel.',
    ],
    print: 'Drucken',
    printHint: 'A4 Hochformat; wähle „Als PDF speichern“ als Drucker, um eine Datei zu behalten.',
    back: 'Zurück zur Eventverwaltung',
  },
  templatesPreview: {
    title: 'Vorlagenvorschau',
    lead: 'So sehen die geteilten Karten mit einem Beispielraster aus.',
    story: 'Story-Karte',
    post: 'Post-Karte',
    downloadStory: 'Story-Vorschau herunterladen',
    downloadPost: 'Post-Vorschau herunterladen',
    loading: 'Vorschauen werden erstellt …',
    drawFailed: 'Das Vorlagenbild konnte nicht geladen werden.',
    back: 'Zurück zur Eventverwaltung',
  },
  /** Demo events: a game played by simulated players. */
  demo: {
    badge: 'Demo',
    tryDemo: 'Demo-Event ausprobieren',
    tryDemoText:
      'Sieh dir mit einem Klick ein laufendes Spiel an: ein volles Raster und simulierte Spieler, die in fünf Minuten beitreten, sich vernetzen und abstimmen.',
    creating: 'Deine Demo wird erstellt …',
    created: 'Demo-Event erstellt: Simulierte Spieler treten bei',
    createFailed: 'Das Demo-Event konnte nicht erstellt werden. Bitte versuche es erneut.',
    deleteDemo: 'Demo löschen',
    deleteTitle: 'Diese Demo löschen?',
    deleteText:
      'Das Demo-Event, seine simulierten Spieler und ihre Bilder werden gelöscht. Das kann nicht rückgängig gemacht werden.',
    deleted: 'Demo gelöscht',
    playerBanner:
      'Das ist ein Demo-Event: Die anderen Spieler sind simuliert. Nichts hier vermischt sich mit einem echten Event.',
    boardBanner: 'Demo: simulierte Spieler',
    managementBanner:
      'Dieses Demo-Event spielt sich selbst: Simulierte Spieler treten in etwa fünf Minuten bei und vernetzen sich, dann beginnt die Abstimmung. Lösch es, wenn du fertig bist.',
    /** The API's refusal when an account already has as many demo events as allowed. */
    tooMany: (max: number) =>
      `Du kannst höchstens ${max} Demo-Events gleichzeitig haben. Lösch eines davon, um ein neues zu starten.`,
    /** What the simulated players write about the people they meet (content of the demo, not UI). */
    descriptions: [
      'Arbeitet an solarbetriebenen Wasserpumpen und kennt jedes Brettspiel, das es je gab.',
      'Führt eine kleine Bäckerei und hat mir das Geheimnis eines guten Sauerteigs verraten.',
      'Entwickelt Handy-Apps für Landwirte; wir haben über Offline-first-Design gesprochen.',
      'Ist gerade aus Lissabon hergezogen und sucht einen Kletterpartner.',
      'Unterrichtet Physik und hat mir Schwarze Löcher mit einer Kaffeetasse erklärt.',
      'Organisiert das lokale Open-Source-Meetup und hat mich zum nächsten eingeladen.',
      'Gestaltet Schriften und hat die Schrift auf meinem Namensschild sofort erkannt.',
      'Hilft ehrenamtlich im Tierheim und hat mir Fotos von drei Katzen gezeigt.',
      'Erforscht Plastik im Meer und segelt am Wochenende.',
      'Lernt Japanisch und hat mir einen tollen Podcast empfohlen.',
      'Hat ein Unternehmen gegründet, das Möbel aus recyceltem Holz baut.',
      'Spielt Cello in einem Laienorchester; nächsten Monat ist Konzert.',
      'Arbeitet mit Gesundheitsdaten und liebt eine gute Tabelle.',
      'Ist letzten Frühling ihren ersten Marathon gelaufen und trainiert für den nächsten.',
      'Schreibt Kinderbücher und zeichnet alle Bilder selbst.',
      'Leitet einen Gemeinschaftsgarten und hat mir Tomatensamen geschenkt.',
    ],
  },
  /** The organiser API's answers and refusals (the server's sentences about events and hosts). */
  eventApi: {
    /** The success sentences of the events' and hosts' reads. */
    eventsLoaded: 'Events geladen',
    eventId: 'Event-ID',
    eventName: 'Eventname',
    eventLoaded: 'Event geladen',
    organisedEvents: 'Veranstaltete Events',
    participatedEvents: 'Events, an denen du teilgenommen hast',
    hostsLoaded: 'Veranstalter geladen',
    invitationsLoaded: 'Einladungen geladen',
    nameLooksLikeId: 'Ein Eventname darf nicht wie eine Event-ID aussehen',
    duplicateName: 'Es gibt bereits ein Event mit diesem Namen',
    notFound: 'Event nicht gefunden',
    ownerOnlyDelete: 'Nur der Inhaber des Events kann das Event löschen',
    ownerOnlyRemoveAdmins: 'Nur der Inhaber des Events kann Admins entfernen',
    ticketCodeNeedsLink:
      'Für das Spielen mit Ticketcode ist ein verbundenes Ticketing-Event nötig: Setze zuerst mmp_event_id',
    unknownTicketingEvent:
      'Wähle eines deiner eigenen Ticketing-Events: Lade zuerst die Teilnehmerliste hoch oder verbinde dein pretix-Konto',
    socialMediaNotJson: 'social_media_template muss JSON wie {"linkedin":{"content":"..."}} sein',
    unknownField: (field: string) => `${field} ist kein Feld eines Events`,
    cellOutOfGrid: (field: string) =>
      `${field} ist kein Feld des Rasters: Zeilen und Spalten gehen von 0 bis ${GRID_SIZE - 1}`,
    imageFile: 'Bitte wähle eine Bilddatei aus',
    ownerCannotBeRemoved: 'Der Inhaber kann nicht entfernt werden',
    hostNotFound: 'Veranstalter nicht gefunden',
    alreadyOwner: 'Diese Person ist der Inhaber dieses Events',
    alreadyAdmin: 'Diese Person ist bereits Admin dieses Events',
    alreadyInvited: 'Diese Person ist bereits zu diesem Event eingeladen',
    invitationNotFound: 'Einladung nicht gefunden',
  },
} satisfies Translation<typeof englishEvents>;
