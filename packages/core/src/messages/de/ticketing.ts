/** Ticketing in German: pretix accounts, CSV attendee lists, the grid from names, ticket codes, and the ticketing API. */

import type { Translation } from '../../i18n/translation.js';
import type { ticketingMessages as englishTicketing } from '../en/ticketing.js';
import { countOf } from './words.js';

export const ticketingMessages = {
  ticketing: {
    connected: (product: string) => `${product} verbunden`,
    notConnected: (product: string) => `${product} nicht verbunden`,
    loadingEvents: 'Events werden geladen …',
    fetchFailed: 'Die Events konnten nicht geladen werden',
    fetchFailedText: (product: string) => `Beim Abrufen deiner ${product}-Events ist etwas schiefgelaufen.`,
    /** The connect dialog with nothing to connect yet: a calm hint under the two ways to add attendees. */
    noEventsHint:
      'Noch nichts zu verbinden: Sobald du eine Liste hochlädst oder pretix verbindest, erscheinen die Events hier.',
    pretixNoEvents: 'Dein pretix-Konto hat noch keine Events.',
    pretixCreateEvent: 'Event in pretix erstellen',
    importConfirm: (product: string) =>
      `Möchtest du das Raster wirklich aus ${product} importieren? Dabei wird das aktuelle Raster überschrieben.`,
    connectToGenerate: (product: string) =>
      `Verbinde dich mit ${product}, um das Raster aus den Daten der eingecheckten Teilnehmer zu erzeugen`,
    eventIdUpdated: (product: string) => `${product}-Event-ID erfolgreich aktualisiert!`,
    /** The {product} while the event is connected to nothing and the organiser has set nothing up. */
    genericProduct: 'Ticketing-Plattform',
    selectEvent: 'Event auswählen',
    selectEventPlaceholder: 'Tippen, um deine Events zu durchsuchen',
    noMatchingEvents: 'Keine Treffer',
    showEvents: 'Events anzeigen',
    chooseEvent: 'Wähle ein Event zum Verbinden',
    connectNote:
      'Nach dem Verbinden kann Hoogo das Raster aus den eingecheckten Teilnehmern laden („Raster erzeugen“ unter „Raster bearbeiten“) und Spieler über ihren Ticketcode prüfen.',
    /** Connects the event to the chosen ticketing event (stores its id). */
    useEvent: 'Dieses Event verwenden',
    disconnect: 'Trennen',
    retry: 'Erneut versuchen',
    connectedTo: (eventName: string) => `Verbunden mit ${eventName}`,
    connectedElsewhere:
      'Dieses Event ist mit einem Ticketing-Event verbunden, das nicht in deiner Liste steht: Ein anderer Veranstalter hat es verbunden, oder sein Konto wurde entfernt.',
    /** One provider failed while the others' events were listed (the server's reason follows). */
    providerUnavailable: (provider: string) => `Deine ${provider}-Events konnten nicht geladen werden`,
    connectedUnavailable: (provider: string) =>
      `Dieses Event ist mit einem ${provider}-Event verbunden; sein Name erscheint wieder, sobald ${provider} antwortet.`,
    accountsTitle: 'Teilnehmer hinzufügen',
    accountsLead:
      'Lade die Teilnehmerliste einer beliebigen Ticketing-Plattform als CSV-Datei hoch oder verbinde dein pretix-Konto.',
    pretixTitle: 'pretix-Konto verbinden',
    pretixLead:
      'Verwende ein API-Token deines pretix-Veranstalterkontos (Veranstalter, Teams, API-Tokens), das Bestellungen ansehen darf.',
    pretixUrlLabel: 'pretix-Adresse',
    pretixUrlPlaceholder: 'https://pretix.eu',
    pretixUrlInvalid: 'Gib die Adresse deiner pretix-Instanz ein, z. B. https://pretix.eu',
    pretixOrganizerLabel: 'Kurzform des Veranstalters',
    pretixOrganizerHint: 'Wie in der Adresse deiner Veranstalterseite: /control/organizer/kurzform/',
    pretixOrganizerEmpty: 'Gib die Kurzform des Veranstalters ein',
    pretixTokenLabel: 'API-Token',
    pretixTokenHint: 'Wird verschlüsselt auf dem Server gespeichert und nie wieder angezeigt.',
    pretixTokenEmpty: 'Gib das API-Token ein',
    pretixSave: 'pretix verbinden',
    pretixSaveFailed: 'Das pretix-Konto konnte nicht verbunden werden',
    pretixConnectedTo: (organizer: string, address: string) => `Verbunden mit ${organizer} auf ${address}`,
    /** Every failure to connect a pretix account, whatever the cause: the answer never tells what is behind the address. */
    pretixConnectFailed:
      'pretix hat nicht mit deinen Events geantwortet. Prüfe die pretix-Adresse (https://…), die Kurzform des Veranstalters und das API-Token.',
    /** Every failure of a saved pretix account (listing events, importing the grid). */
    pretixUnavailable:
      'pretix hat nicht mit deinen Events geantwortet. Versuche es gleich noch einmal; falls es weiter fehlschlägt, entferne das pretix-Konto und verbinde es erneut mit einem gültigen API-Token.',
    /** A pretix listing (events, or an event's attendees) larger than the server reads at once. */
    pretixTooLarge:
      'pretix hat mit mehr geantwortet, als dieser Server auf einmal liest (zu viele Zeilen oder zu viele Daten). Bitte den Betreiber des Servers, die Limits für pretix-Listen zu erhöhen.',
    /** A player's ticket code could not be checked because the ticketing platform did not answer. */
    ticketCheckUnavailable: 'Dein Ticket konnte gerade nicht geprüft werden. Versuche es gleich noch einmal.',
    pretixUrlHttps: 'Verwende die https://-Adresse deiner pretix-Instanz',
    pretixRemove: 'pretix-Konto entfernen',
    pretixRemoveFailed: 'Das pretix-Konto konnte nicht entfernt werden',
    csvTitle: 'CSV-Teilnehmerliste hochladen',
    csvLead:
      'Exportiere die Teilnehmer als CSV mit einer Spalte für den Namen und einer für den Ticketcode, dazu eine Check-in-Spalte, falls vorhanden (ohne sie gelten alle als eingecheckt).',
    csvNameLabel: 'Name der Liste',
    csvNamePlaceholder: 'z. B. DevMeetup-Teilnehmer',
    csvNameEmpty: 'Gib der Liste einen Namen',
    csvFileLabel: 'CSV-Datei',
    csvChooseFile: 'CSV-Datei auswählen',
    csvNotCsv: 'Die Datei muss eine .csv-Datei sein',
    csvUpload: 'Liste hochladen',
    csvUploadFailed: 'Die Teilnehmerliste konnte nicht hochgeladen werden',
    csvNoLists: 'Noch keine Teilnehmerliste hochgeladen.',
    csvSummary: (attendees: number, checkedIn: number) =>
      `${countOf(attendees, { one: '# Teilnehmer', other: '# Teilnehmer' })}, ${checkedIn} eingecheckt`,
    csvRemove: (name: string) => `Liste ${name} löschen`,
    csvRemoveFailed: 'Die Teilnehmerliste konnte nicht gelöscht werden',
    listsCount: (count: number) => countOf(count, { one: '# Liste', other: '# Listen' }),
    notSetUp: 'Nicht eingerichtet',
    setUp: 'Einrichten',
    importFailed: 'Das Raster konnte nicht importiert werden',
    pageBack: 'Zurück zur Eventverwaltung',
  },
  /** The ticketing API's answers and refusals (pretix accounts, attendee lists, grid import, ticket codes). */
  ticketingApi: {
    pretixSaved: 'pretix verbunden',
    pretixRemoved: 'pretix getrennt',
    listUploaded: 'Teilnehmerliste hochgeladen',
    listRemoved: 'Teilnehmerliste entfernt',
    listNotFound: 'Teilnehmerliste nicht gefunden',
    gridImported: 'Raster importiert',
    gridImportedSmall:
      'Raster importiert. Nur wenige Teilnehmer haben denselben Anfangsbuchstaben, daher belegen manche Buchstaben mehr Felder, als es Personen mit diesem Anfangsbuchstaben gibt.',
    ticketCodeOff: 'Bei diesem Event ist die Anmeldung mit Ticketcode nicht möglich',
    csvFile: 'Bitte wähle eine CSV-Datei aus',
    listName: 'Gib der Liste einen Namen',
    listNameTooLong: 'Der Name ist zu lang',
    listsLoaded: 'Teilnehmerlisten',
    eventsLoaded: 'Events geladen',
    ticketCodeSetting: 'Anmeldung mit Ticketcode',
    pretixUrl: 'Gib die Adresse deiner pretix-Instanz ein, z. B. https://pretix.eu',
    pretixOrganizer: 'Gib die Kurzform des Veranstalters ein (Buchstaben, Ziffern, Punkte, Bindestriche)',
    pretixTokenEmpty: 'Gib das API-Token ein',
    pretixTokenTooLong: 'Das API-Token ist zu lang',
    pretixAccountGone:
      'Das pretix-Konto, mit dem dieses Event verbunden war, ist nicht mehr eingerichtet: Verbinde das Event erneut',
    pretixTokenUnreadable:
      'Das gespeicherte pretix-API-Token kann nicht mehr gelesen werden: Speichere das API-Token erneut (entferne das pretix-Konto und verbinde es dann mit einem gültigen Token).',
    notConnected: 'Das Event ist mit keiner Ticketing-Plattform verbunden',
    /** An uploaded attendee list that cannot be used; rows are numbered as a spreadsheet shows them. */
    csvTooLarge: 'Die Datei ist größer als 5 MB',
    csvQuoteNotClosed: (row: number) => `Zeile ${row}: Ein Feld in Anführungszeichen ist nicht geschlossen`,
    csvNotCsv: (reason: string) => `Die Datei ist keine CSV-Datei: ${reason}`,
    csvTooManyRows: (max: number) => `Die Datei hat mehr als ${max} Teilnehmerzeilen`,
    csvEmpty: 'Die Datei ist leer',
    csvNoNameColumn:
      'Zeile 1: keine Namensspalte (erwartet: "name", "attendee name", "full name" oder "first name")',
    csvNoCodeColumn:
      'Zeile 1: keine Ticketcode-Spalte (erwartet: "ticket code", "code", "ticket", "order code", "barcode" oder "secret")',
    csvNameEmpty: (row: number) => `Zeile ${row}: Der Name ist leer`,
    csvCodeEmpty: (row: number) => `Zeile ${row}: Der Ticketcode ist leer`,
    csvCodeTooLong: (row: number) => `Zeile ${row}: Der Ticketcode ist länger als 200 Zeichen`,
    /** `spelling` is the earlier row's code when it differs from this one in letter case only. */
    csvCodeRepeated: (row: number, code: string, earlierRow: number, spelling?: string) =>
      `Zeile ${row}: Der Ticketcode "${code}" wird bereits in Zeile ${earlierRow} verwendet${
        spelling === undefined ? '' : ` (als "${spelling}"; Groß- und Kleinschreibung zählt nicht)`
      }`,
    csvCheckedIn: (row: number, value: string) =>
      `Zeile ${row}: Der Check-in-Wert "${value}" ist weder yes noch no`,
    csvNoAttendees: 'Die Datei enthält keine Teilnehmer',
  },
} satisfies Translation<typeof englishTicketing>;
