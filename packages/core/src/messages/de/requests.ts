/** The server's answers to a request as such, in German: images, uploads, media, and malformed or oversized requests. */

import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { requestMessages as englishRequests } from '../en/requests.js';

export const requestMessages = {
  /** The server's refusals of an uploaded image (one that is no image at all: validation.fileNotImage). */
  imageApi: {
    unsupported: 'Bitte lade ein Bild im Format JPEG, PNG, WebP, GIF, AVIF oder TIFF hoch',
    tooManyPixels: `Das Bild ist zu groß: Höchstens ${UPLOAD_MAX_PIXELS / 1_000_000} Megapixel sind erlaubt`,
    tooManyBytes: `Die Datei ist zu groß: Höchstens ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB sind erlaubt`,
  },
  /** The server's refusals of a form upload as a whole. */
  uploadApi: {
    busy: 'Gerade laufen viele Uploads: Bitte versuche es in ein paar Sekunden erneut.',
    /** The sender's share of the uploads under way is taken. */
    yoursUnderWay: 'Deine vorherigen Uploads laufen noch: Bitte versuche es in ein paar Sekunden erneut.',
    notAForm: 'Diese Adresse nimmt keine Formular-Uploads an.',
    unreadable: 'Das Formular konnte nicht gelesen werden.',
    fieldTooLong: (maxBytes: number) =>
      `Ein Textfeld des Formulars ist zu lang: Höchstens ${maxBytes / 1024} KB sind erlaubt.`,
  },
  /** A field of a request that a client program sent wrong: named by the field, as the client's developer reads it. */
  fieldApi: {
    required: (field: string) => `${field} ist erforderlich`,
    empty: (field: string) => `${field} darf nicht leer sein`,
    tooLong: (field: string) => `${field} ist zu lang`,
    atMost: (field: string, characters: number) => `${field} darf höchstens ${characters} Zeichen haben`,
    wholeNumber: (field: string) => `${field} muss eine ganze Zahl sein`,
    trueOrFalse: (field: string) => `${field} muss true oder false sein`,
    url: (field: string) => `${field} muss eine URL sein`,
    gridLetter: (field: string) => `${field} muss ein Buchstabe von A bis Z sein`,
    mailId: (field: string) => `${field} muss eine E-Mail-Adresse sein`,
    linkedinMember: (field: string) => `${field} muss eine URN eines LinkedIn-Mitglieds sein`,
    linkNonce: (field: string) => `${field} muss aus 16 bis 128 Buchstaben, Ziffern, - oder _ bestehen`,
    sitePath: (field: string) => `${field} muss ein Pfad dieser Website sein`,
    otpType: (field: string) => `${field} muss Login oder Forget Password sein`,
    signInLink: (field: string) => `${field} ist kein Anmeldelink`,
    timeZone: 'muss eine IANA-Zeitzone wie Europe/Berlin sein',
  },
  /** The media store cannot be reached: answered with 503. */
  mediaApi: {
    unavailable:
      'Fotos können gerade nicht gespeichert oder geladen werden: Bitte versuche es in einer Minute erneut.',
  },
  /** The server's refusals of a request it cannot read, whatever the address. */
  requestApi: {
    /** The metrics asked for without METRICS_TOKEN's bearer token. */
    metricsToken: 'Die Metriken erfordern das Bearer-Token aus METRICS_TOKEN',
    /** /healthz: the instance answers, or its database does not. */
    healthy: 'OK',
    databaseDown: 'Die Datenbank antwortet nicht',
    /** 404: no route, web page or file at the address. */
    nothingFound: (method: string, pathname: string) => `Nichts gefunden unter ${method} ${pathname}`,
    totalConnections: 'Kontakte insgesamt',
    userOnboarded: 'Konto eingerichtet',
    invalid: 'Die Anfrage ist ungültig.',
    /** 429 to a live socket over the open sockets allowed per account or per address. */
    tooManySockets:
      'Zu viele Live-Verbindungen sind offen: Schließ einen Tab oder einen Bildschirm und versuche es dann erneut.',
    /** A text with a NUL character or half of a UTF-16 pair, which nothing can store. */
    unstorableText: 'Der Text enthält ein unzulässiges Zeichen.',
    /** A database refusal of a value that the checks before it did not catch. */
    unstorableValue: 'Ein Wert in der Anfrage kann nicht gespeichert werden.',
    /** The body came too slowly or not within the deadline (answered with 408). */
    tooSlow: 'Die Anfrage hat zu lange gebraucht: Bitte versuche es mit einer besseren Verbindung erneut.',
    /** Answered with 431 by the server itself, before any route. */
    headersTooLarge: 'Die Adresse oder die Header der Anfrage sind zu lang.',
    /** Fastify's own client errors, by code, whose built-in text is not a sentence for a person. */
    fastifyErrors: {
      FST_ERR_CTP_INVALID_JSON_BODY: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'Der Inhalt der Anfrage ist leer.',
      FST_ERR_CTP_BODY_TOO_LARGE: 'Der Inhalt der Anfrage ist zu groß.',
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Dieser Inhaltstyp wird nicht unterstützt.',
      FST_REQ_FILE_TOO_LARGE: `Die Datei ist zu groß: Höchstens ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB sind erlaubt.`,
      FST_FILES_LIMIT: 'Zu viele Dateien: Höchstens 2 können gleichzeitig gesendet werden.',
      FST_FIELDS_LIMIT: 'Zu viele Felder im Formular.',
      FST_PARTS_LIMIT: 'Zu viele Teile im Formular.',
      FST_PROTO_VIOLATION: 'Das Formular enthält einen unzulässigen Feldnamen.',
      FST_ERR_BAD_URL: 'Die Adresse der Anfrage ist ungültig.',
      FST_ERR_ASYNC_CONSTRAINT: 'Die Adresse der Anfrage ist ungültig.',
    } as Readonly<Record<string, string>>,
  },
} satisfies Translation<typeof englishRequests>;
