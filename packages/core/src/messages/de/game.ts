/** The game on the player's phone, in German: the player page, the card, connections, selfies, voting, LinkedIn, and the game API. */

import { GRID_SIZE, MAX_VOTES_PER_PLAYER } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { gameMessages as englishGame } from '../en/game.js';
import { countOf, linkedinPostError, ordinal, waitText } from './words.js';

export const gameMessages = {
  game: {
    tilesMissing:
      'Bitte warte, bis der Veranstalter alle 25 Felder festgelegt hat, bevor du deine Hoogo-Karte freischalten kannst.',
    noGrid:
      'Es wurde noch kein Raster geladen. Bitte warte, bis das Raster geladen ist, oder wende dich an den Veranstalter.',
    votingEnabled:
      'Für dieses Event läuft die Abstimmung. Du kannst keine neuen Kontakte hinzufügen. Stimm jetzt ab!',
    votingNoNewFriend: 'Du kannst keinen neuen Kontakt hinzufügen, da für dieses Event die Abstimmung läuft.',
    cardLocked: 'Knüpfe mindestens 5 Kontakte, um deine Karte herunterzuladen',
    connectionAdded: 'Kontakt erfolgreich hinzugefügt',
    cardHint: 'Tippe auf die Bilder, um deine Beschreibung der Personen zu sehen.',
    /** A player typed too many friend codes that belong to nobody. */
    tooManyWrongCodes: (seconds: number) =>
      `Zu viele falsche Freundescodes. Bitte frag deinen Kontakt nach dem Code und versuche es in ${waitText(seconds)} erneut.`,
  },
  voting: {
    closed: 'Die Abstimmung ist beendet. Du kannst nicht mehr für Spieler stimmen.',
    voteFailed: 'Deine Stimme konnte nicht abgegeben werden',
    completedFailed: 'Die Spieler mit fertiger Karte konnten nicht geladen werden',
    voted: 'Stimme abgegeben',
    empty: 'Noch hat niemand aus deinen Kontakten das Hoogo geschafft.',
    /** The states of a row's vote button. */
    vote: 'Abstimmen',
    votedButton: 'Abgestimmt',
    limitReached: 'Keine Stimmen mehr',
    disabled: 'Abstimmung deaktiviert',
    voteFor: (name: string) => `Für ${name} stimmen`,
  },
  linkedin: {
    connectError: 'Die Verbindung mit LinkedIn ist fehlgeschlagen',
    postError: linkedinPostError,
    connected: 'LinkedIn erfolgreich verbunden',
    posted: 'Bild erfolgreich auf LinkedIn gepostet',
    connecting: 'Verbindung mit LinkedIn wird hergestellt …',
  },
  /** The player page: labels, buttons and the rules text. */
  play: {
    title: (eventName: string) => `${eventName} Hoogo`,
    loading: 'Dein Bingo-Raster wird vorbereitet …',
    loadFailed: 'Dein Spiel konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    friendCode: 'Dein Freundescode',
    friendCodeHint: 'Gib ihn den Leuten, mit denen du dich vernetzt.',
    rulesTitle: 'Spielregeln',
    viewRules: 'Spielregeln ansehen',
    rulesClose: 'Verstanden',
    rules: [
      'Triff jemanden, dessen Name mit dem Buchstaben eines Feldes beginnt, mach ein gemeinsames Selfie und schreib ein paar Worte über die Person, um das Feld zu füllen.',
      '5 Felder in einer Zeile, Spalte oder Diagonale ergeben einen Buchstaben von B I N G O.',
      'Ohne Abstimmung gewinnt, wer als Erstes alle fünf Buchstaben geschafft hat.',
      'An der Abstimmungsphase nimmt teil, wer alle fünf Buchstaben geschafft hat.',
    ],
    lettersLabel: 'Deine Bingo-Buchstaben',
    letterDone: (letter: string) => `${letter}: geschafft`,
    letterOpen: (letter: string) => `${letter}: noch nicht geschafft`,
    gridLabel: 'Dein Bingo-Raster',
    cellEmpty: (column: string, row: number, letter: string) =>
      `${column}, Zeile ${row}: leer, füge einen Kontakt für den Buchstaben ${letter} hinzu`,
    cellFilled: (column: string, row: number, name: string) => `${column}, Zeile ${row}: ${name}`,
    cellLocked: (column: string, row: number) => `${column}, Zeile ${row}: noch nicht verfügbar`,
    cellClosed: (column: string, row: number, letter: string) =>
      `${column}, Zeile ${row}: ${letter}, die Kontaktphase ist beendet`,
    photoOf: (name: string) => `Selfie mit ${name}`,
    connections: (count: number) => `${count} von 25 Kontakten`,
    goToVoting: 'Zur Abstimmung',
    votingOpen: 'Die Abstimmung läuft! Stimm für die Kontakte, die ihre Karte vollständig haben.',
    cardTitle: 'Deine Hoogo-Karte',
    viewCard: 'Hoogo-Karte ansehen und herunterladen',
    formTitle: (letter: string) => `Vernetz dich mit jemandem für ${letter}`,
    formDescription:
      'Der Name der Person beginnt mit diesem Buchstaben. Mach ein gemeinsames Selfie und erzähl uns etwas über sie.',
    nameLabel: 'Name der Person',
    imageLabel: 'Selfie',
    takeSelfie: 'Selfie aufnehmen',
    choosePhoto: 'Foto auswählen',
    preparingPhoto: 'Foto wird vorbereitet …',
    photoPreview: 'Vorschau deines Selfies',
    codeLabel: 'Freundescode der Person',
    codeHint: (digits: number) => `Der ${digits}-stellige Code auf ihrer Spielerseite.`,
    descriptionLabel: 'Beschreibung',
    descriptionPlaceholder: 'Worüber habt ihr gesprochen? Was macht die Person?',
    lettersLeft: (count: number, max: number) =>
      `Noch ${count} von ${countOf(max, { one: '# Zeichen', other: '# Zeichen' })} frei`,
    lettersNeeded: (count: number) =>
      countOf(count, { one: 'Noch # Zeichen nötig', other: 'Noch # Zeichen nötig' }),
    submit: 'Kontakt hinzufügen',
    uploading: 'Wird hochgeladen …',
    cancel: 'Abbrechen',
    votingTitle: 'Die Abstimmung läuft',
    /** The connection flow on a bad network ("Never lose a connection"). */
    photoUnreadable:
      'Dieses Foto konnte nicht gelesen werden. Bitte nimm es erneut auf oder wähle ein anderes.',
    sending: 'Dein Kontakt wird gesendet …',
    sendingSlow: 'Wird noch gesendet: Das Netz ist langsam. Dein Kontakt ist auf diesem Handy gespeichert.',
    cancelUpload: 'Hochladen abbrechen',
    uploadCancelled:
      'Hochladen abgebrochen. Dein Kontakt ist auf diesem Handy gespeichert: Sende ihn, wenn du so weit bist.',
    uploadTimedOut:
      'Das Hochladen hat zu lange gedauert. Dein Kontakt ist auf diesem Handy gespeichert und wird erneut gesendet, sobald das Netz besser ist.',
    queuedOffline:
      'Kein Netz. Dein Kontakt ist auf diesem Handy gespeichert und wird gesendet, sobald du wieder online bist.',
    waitingInForm:
      'Dieser Kontakt wartet auf das Senden. Er wird von selbst gesendet, sobald du wieder online bist.',
    draftRestored: 'Dein nicht gesendeter Entwurf für dieses Feld wurde wiederhergestellt.',
    cellWaiting: (column: string, row: number, name: string) =>
      `${column}, Zeile ${row}: ${name}, wartet auf das Senden`,
    cellRefused: (column: string, row: number, letter: string) =>
      `${column}, Zeile ${row}: nicht gesendet, öffnen, um deinen Kontakt für den Buchstaben ${letter} zu korrigieren`,
    cellDraft: (column: string, row: number, letter: string) =>
      `${column}, Zeile ${row}: Entwurf für den Buchstaben ${letter} gespeichert, öffnen, um weiterzumachen`,
    outboxWaiting: (count: number) =>
      countOf(count, {
        one: '# Kontakt wartet auf das Senden. Er wird von selbst gesendet, sobald du wieder online bist.',
        other:
          '# Kontakte warten auf das Senden. Sie werden von selbst gesendet, sobald du wieder online bist.',
      }),
    sendNow: 'Jetzt senden',
    notSent: (letter: string, reason: string) => `Dein Kontakt für ${letter} wurde nicht gesendet: ${reason}`,
    fixConnection: (letter: string) => `Kontakt für ${letter} korrigieren`,
    offlineGrid:
      'Du bist offline. Das ist dein Raster mit dem zuletzt geladenen Stand; es aktualisiert sich von selbst, sobald das Netz wieder da ist.',
    updatingGrid: 'Dein Raster mit dem zuletzt geladenen Stand: wird aktualisiert …',
    /** The player page's connection banner when the Wi-Fi is up but nothing gets through, and when it does again. */
    unreachableGrid:
      'Du bist verbunden, aber das Internet ist nicht erreichbar. Das ist dein Raster mit dem zuletzt geladenen Stand; es aktualisiert sich von selbst, sobald die Verbindung wieder da ist.',
    backOnline: 'Du bist wieder online. Dein Raster wird jetzt aktualisiert.',
    eventCounts: (players: number, connections: number) =>
      `${countOf(players, { one: '# Spieler', other: '# Spieler' })} und ${countOf(connections, { one: '# Kontakt', other: '# Kontakte' })} bei diesem Event`,
    connectionTitle: (name: string) => `Du hast dich mit ${name} vernetzt`,
    connectedAt: (time: string) => `Vernetzt um ${time}`,
    linkedPlayer: (name: string) => `Freundescode von ${name}`,
    /** A host's moderation, as the player sees it. */
    connectionHidden: (name: string) =>
      `Ein Veranstalter hat deinen Kontakt mit ${name} entfernt. Du kannst das Feld erneut füllen.`,
    dismissNotice: (name: string) => `Hinweis zu ${name} schließen`,
    removedTitle: 'Du wurdest aus diesem Spiel entfernt',
    removedText: 'Die Veranstalter haben dich aus diesem Spiel entfernt.',
    removedHint:
      'Du kannst hier keine Kontakte mehr hinzufügen und nicht mehr abstimmen. Wende dich an einen Veranstalter, wenn du das für einen Fehler hältst.',
  },
  /** The card page. */
  card: {
    title: 'Deine Hoogo-Karte',
    playerTitle: (name: string) => `Hoogo-Karte von ${name}`,
    back: 'Zurück',
    gridLabel: 'Hoogo-Karte',
    dialogTitle: 'Bingo-Karte',
    about: (name: string) => `Über ${name}`,
    namePlaceholder: 'Name',
    descriptionPlaceholder: 'Beschreibung',
    cellLabel: (name: string) => `Über ${name}`,
    emptyCell: (letter: string) => `${letter}: noch kein Kontakt`,
    instagramStory: 'Instagram-Story',
    instagramPost: 'Instagram-Post',
    shareLinkedin: 'Auf LinkedIn teilen',
    linkedinNotSetUp: 'Das Teilen auf LinkedIn ist noch nicht eingerichtet.',
    shareTitle: 'Auf LinkedIn teilen',
    shareLabel: 'Schreib etwas zu deiner Bingo-Karte',
    shareHelp: 'Dieser Text wird zusammen mit dem Bild deiner Karte über dein LinkedIn-Konto geteilt.',
    confirmShare: 'Teilen bestätigen',
    loadFailed: 'Diese Karte konnte nicht geladen werden.',
  },
  /** The voting page. */
  votingPage: {
    title: 'Abstimmung',
    lead: 'Stimm für bis zu 2 deiner Kontakte, die ihre Hoogo-Karte vollständig haben.',
    back: 'Zurück zum Spiel',
    loading: 'Spieler werden geladen …',
    votesCast: (count: number, max: number) => `${count} von ${max} Stimmen abgegeben`,
  },
  /** The banner of a player who lit all five letters (player page). */
  completion: {
    first: 'Hoogo! Du warst am schnellsten: Niemand hatte vor dir alle fünf Buchstaben.',
    ranked: (rank: number) => `Hoogo! Du bist als ${ordinal(rank)} fertig geworden.`,
    done: 'Hoogo! Du hast alle fünf Buchstaben geschafft.',
    viewCard: 'Deine Karte ansehen',
    dismiss: 'Schließen',
  },
  /** The friend code as a QR code, and the scanner that reads it in the connection form. */
  scan: {
    showQr: 'QR zeigen',
    hideQr: 'QR ausblenden',
    qrLabel: (code: string) => `QR-Code deines Freundescodes ${code}`,
    qrHint:
      'Die andere Person tippt in ihrem Kontaktformular auf „Code scannen“ und richtet die Kamera hierauf.',
    qrFailed: 'Der QR-Code konnte nicht erstellt werden. Sag deinen Code stattdessen einfach an.',
    scanCode: 'Code scannen',
    title: 'Freundescode scannen',
    hint: 'Richte die Kamera auf den QR-Code auf der Spielerseite der Person.',
    starting: 'Kamera wird gestartet …',
    scanning: 'Suche nach einem QR-Code …',
    denied:
      'Der Kamerazugriff ist blockiert. Erlaube die Kamera für diese Website in deinen Browsereinstellungen oder gib den Code ein.',
    noCamera: 'Auf diesem Gerät wurde keine Kamera gefunden. Gib den Code stattdessen ein.',
    insecure: 'Die Kamera funktioniert nur auf einer sicheren (https-)Seite. Gib den Code stattdessen ein.',
    failed: 'Die Kamera konnte nicht gestartet werden. Gib den Code stattdessen ein.',
    notACode: 'Dieser QR-Code ist kein Hoogo-Freundescode. Scanne den Code auf der Spielerseite der Person.',
    close: 'Scanner schließen',
  },
  /** Selfies: the consent on the connection form, the event's privacy settings, the host's purge, a deleted selfie. */
  selfies: {
    consentLabel: 'Die Person ist einverstanden, dass dieses Foto beim Event gezeigt wird',
    consentHint: 'Ohne Einverständnis sehen nur du und die Veranstalter das Foto.',
    consentRequiredHint: 'Dieses Event zeigt ein Foto nur mit dem Einverständnis der abgebildeten Person.',
    /** The form's and the server's refusal when the event requires consent and it was not given. */
    consentRequired:
      'Frag zuerst nach: Dieses Event braucht das Einverständnis der Person, dass das Foto gezeigt wird.',
    consentInvalid: 'selfie_consent muss true oder false sein',
    photoDeleted: 'Foto gelöscht',
    sectionTitle: 'Datenschutz',
    sectionLead: 'Was der Bildschirm vor Ort zeigt und wie lange die Selfies aufbewahrt werden.',
    venueLegend: 'Anzeige vor Ort',
    venueFull: 'Vollständige Namen und Selfies',
    venueFirstName: 'Nur Vornamen, keine Selfies',
    venueInitials: 'Nur Initialen, keine Selfies',
    venueHint:
      'Gilt für den Großbildschirm, seine Galerie und die Karten, die andere öffnen. Veranstalter sehen alles.',
    requireConsent: 'Einverständnis für Selfies verlangen',
    requireConsentHint:
      'Spieler bestätigen, dass die Person auf jedem Foto einverstanden ist, dass es gezeigt wird.',
    retentionLabel: 'Selfies löschen nach',
    retentionDays: (days: number) => countOf(days, { one: '# Tag', other: '# Tagen' }),
    retentionKeep: 'Behalten, bis das Event gelöscht wird',
    retentionHint: 'Gezählt ab der Aufnahme jedes Selfies. Namen und Beschreibungen bleiben erhalten.',
    save: 'Datenschutzeinstellungen speichern',
    saved: 'Datenschutzeinstellungen gespeichert',
    saveFailed: 'Die Datenschutzeinstellungen konnten nicht gespeichert werden.',
    purgeButton: 'Alle Selfies jetzt löschen',
    purgeTitle: 'Alle Selfies löschen?',
    purgeWarning:
      'Jedes Selfie dieses Events wird endgültig gelöscht, von den Karten, dem Großbildschirm und aus den Downloads. Die Kontakte, Namen und Beschreibungen bleiben und zählen weiterhin. Das kann nicht rückgängig gemacht werden.',
    purgeConfirm: 'Alle Selfies löschen',
    purgeFailed: 'Die Selfies konnten nicht gelöscht werden. Versuche es erneut.',
    purged: (count: number) =>
      count === 0
        ? 'Es gab keine Selfies zum Löschen'
        : countOf(count, { one: '# Selfie gelöscht', other: '# Selfies gelöscht' }),
    cancel: 'Abbrechen',
  },
  /** The player API's answers and refusals (joining, cards, connections, leaderboard, status). */
  gameApi: {
    /** A friend code the code schema refused without a sentence (it always gives one). */
    codeInvalid: 'Ungültiger Code',
    invalidPlayerKey: 'Ungültiger Spielerschlüssel',
    playerNotFound: 'Spieler nicht gefunden',
    notJoined: 'Du bist diesem Event noch nicht beigetreten',
    cardNeedsPlayer:
      'Gib user_id (deine eigene Karte) oder event_register_id (eine schreibgeschützte Karte) an',
    cellOutOfGrid: `Dieses Feld liegt nicht im Raster: x und y gehen von 0 bis ${GRID_SIZE - 1}`,
    letterMismatch: (letter: string) => `Der Buchstabe dieses Feldes ist ${letter}`,
    cellFilled: 'Dieses Feld ist bereits gefüllt',
    codeUnknown: 'Kein Spieler dieses Events hat diesen Code',
    codeOwn: 'Das ist dein eigener Code',
    codeUsed: 'Du hast dich bereits mit diesem Spieler vernetzt',
    noFreeCode: 'Alle Freundescodes sind vergeben: Der Veranstalter muss mehr Codeziffern zulassen',
    idempotencyKeyInvalid:
      'Der Header Idempotency-Key muss aus 8 bis 128 Buchstaben, Ziffern, - oder _ bestehen',
    idempotencyKeyReused:
      'Dieser Idempotency-Key wurde bereits für einen anderen Kontakt verwendet: Sende einen neuen Kontakt mit einem neuen Key',
    joined: 'Du bist dem Event beigetreten',
    registration: 'Deine Anmeldung',
    matrix: 'Karte geladen',
    /** POST start-playing: the player page's first answer. */
    started: 'Dein Platz im Event',
    leaderboard: 'Rangliste geladen',
    status: 'Eventstatus',
    /** A removed player's submission or vote (403). */
    removedFromGame:
      'Die Veranstalter haben dich aus diesem Spiel entfernt: Du kannst keine Kontakte hinzufügen und nicht abstimmen.',
  },
  /** The voting API's answers and refusals. */
  votingApi: {
    unknown: 'Spieler nicht gefunden',
    self: 'Du kannst nicht für dich selbst stimmen',
    notCompleted: 'Dieser Spieler hat das Hoogo noch nicht geschafft',
    notConnected: 'Du kannst nur für Spieler stimmen, mit denen du dich vernetzt hast',
    alreadyVoted: 'Du hast bereits für diesen Spieler gestimmt',
    limit: `Du kannst für höchstens ${MAX_VOTES_PER_PLAYER} Spieler stimmen`,
    completedPlayers: 'Spieler mit fertiger Karte geladen',
    leaderboard: 'Abstimmungsrangliste geladen',
  },
  /** The LinkedIn API's refusals, and the title of the posted card. */
  linkedinApi: {
    notConfigured: 'Das Teilen auf LinkedIn ist nicht eingerichtet',
    tokenMissing: `${linkedinPostError}: Verbinde zuerst dein LinkedIn-Konto`,
    reconnect: `${linkedinPostError}: Bitte verbinde dein LinkedIn-Konto erneut`,
    postTitle: 'Hoogo-Karte',
  },
} satisfies Translation<typeof englishGame>;
