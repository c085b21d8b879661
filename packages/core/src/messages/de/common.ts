/** Said across the app in German: the network, form checks, storage, the navigation bar, pages not found. */

import type { Translation } from '../../i18n/translation.js';
import type { commonMessages as englishCommon } from '../en/common.js';

export const commonMessages = {
  network: {
    noResponse: 'Netzwerkfehler. Bitte prüfe deine Internetverbindung.',
    sessionExpired: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
    somethingWrong: 'Etwas ist schiefgelaufen',
    /** The network-error state's button and its hint while the browser reports no connection. */
    retry: 'Erneut versuchen',
    offline:
      'Du bist offline. Diese Seite aktualisiert sich von selbst, sobald die Verbindung wieder da ist.',
    /** Wi-Fi up, internet down: the browser says online, but no call or socket gets an answer. */
    unreachable:
      'Du bist verbunden, aber der Server ist nicht erreichbar: Vielleicht ist das Internet ausgefallen. Diese Seite aktualisiert sich von selbst, sobald es wieder geht.',
  },
  validation: {
    emailEmpty: 'Die E-Mail-Adresse darf nicht leer sein',
    emailInvalid: 'Ungültige E-Mail-Adresse',
    passwordEmpty: 'Das Passwort darf nicht leer sein',
    otpEmpty: 'Der Code darf nicht leer sein',
    otpNumeric: 'Der Code darf nur aus Ziffern bestehen',
    nameEmpty: 'Der Name darf nicht leer sein',
    ticketCodeEmpty: 'Der Ticketcode darf nicht leer sein',
    eventNameChars: 'Nur Buchstaben und Ziffern sind erlaubt',
    eventNameHint: 'Nur Buchstaben, Ziffern, -, & und _. Der Name muss eindeutig sein.',
    connectionName: 'Der Name ist erforderlich und muss länger als ein Buchstabe sein',
    connectionImage: 'Ein Bild ist erforderlich',
    connectionDescription: 'Die Beschreibung muss mindestens 10 Zeichen lang sein',
    fileNotBlob: 'Die angegebene Datei ist keine Instanz von Blob oder File',
    fileNotImage: 'Die angegebene Datei ist kein Bild',
    templatesBoth: 'Bitte lade beide Vorlagen hoch, sonst werden die Standardvorlagen verwendet',
    /** The limits below are core's constants (constants.ts), given by the schema that checks them. */
    otpLength: (digits: number) => `Der Code muss ${digits} Ziffern haben`,
    passwordTooShort: (min: number) => `Das Passwort muss mindestens ${min} Zeichen haben`,
    passwordTooLong: (max: number) => `Das Passwort darf höchstens ${max} Zeichen haben`,
    nameTooLong: (max: number) => `Der Name darf höchstens ${max} Zeichen haben`,
    descriptionTooLong: (max: number) => `Die Beschreibung darf höchstens ${max} Zeichen haben`,
    profilePictureUrl: 'Ungültige URL für das Profilbild',
    nothingToUpdate: 'Nichts zu aktualisieren',
    eventNameEmpty: 'Der Eventname darf nicht leer sein',
    eventNameTooLong: (max: number) => `Der Eventname darf höchstens ${max} Zeichen haben`,
    eventNameReserved: 'Dieser Name wird von der App selbst verwendet. Bitte wähle einen anderen',
    codeDigitsNumber: (min: number, max: number) =>
      `Die Anzahl der Codeziffern muss eine Zahl zwischen ${min} und ${max} sein`,
    codeDigitsWhole: (min: number, max: number) =>
      `Die Anzahl der Codeziffern muss eine ganze Zahl zwischen ${min} und ${max} sein`,
    codeDigitsRange: (min: number, max: number) =>
      `Die Anzahl der Codeziffern muss zwischen ${min} und ${max} liegen`,
    cellLetter: 'Jedes Feld enthält einen Buchstaben von A bis Z',
    linkedinContentTooLong: (max: number) => `Der Text darf höchstens ${max} Zeichen haben`,
    searchTooLong: (max: number) => `Die Suche darf höchstens ${max} Zeichen haben`,
    nameMustStartWith: (letter: string) => `Der Name muss mit dem Buchstaben ${letter} beginnen`,
    friendCodeDigits: (digits: number) => `Der Freundescode hat ${digits} Ziffern`,
    /** A field the request schema refused without a sentence of its own. */
    invalidValue: 'Ungültiger Wert',
  },
  storage: {
    title: 'Browserspeicher nicht verfügbar',
    text: 'Der Speicher deines Browsers scheint deaktiviert oder nicht zugänglich zu sein. Bitte aktiviere ihn, um die App weiter zu nutzen.',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    action: 'Zur Startseite',
  },
  navbar: {
    home: 'Hoogo-Startseite',
    greeting: (name: string) => `Hallo, ${name}`,
    login: 'Anmelden',
    logout: 'Abmelden',
    dashboard: 'Dashboard',
    primaryNav: 'Hauptnavigation',
  },
  app: {
    loading: 'Wird geladen …',
    close: 'Schließen',
  },
  entry: {
    loading: 'Du wirst angemeldet …',
    failedText:
      'Der Anmeldelink hat nicht funktioniert. Bitte melde dich stattdessen mit deiner E-Mail-Adresse an.',
    signIn: 'Zur Anmeldung',
  },
} satisfies Translation<typeof englishCommon>;
