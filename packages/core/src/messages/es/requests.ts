/** The server's answers to a request as such, in Spanish: images, uploads, media, and malformed or oversized requests. */

import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { requestMessages as englishRequests } from '../en/requests.js';

export const requestMessages = {
  /** The server's refusals of an uploaded image (one that is no image at all: validation.fileNotImage). */
  imageApi: {
    unsupported: 'Sube una imagen JPEG, PNG, WebP, GIF, AVIF o TIFF',
    tooManyPixels: `La imagen es demasiado grande: se permiten como máximo ${UPLOAD_MAX_PIXELS / 1_000_000} megapíxeles`,
    tooManyBytes: `El archivo es demasiado grande: se permiten como máximo ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`,
  },
  /** The server's refusals of a form upload as a whole. */
  uploadApi: {
    busy: 'Hay muchas subidas en curso: vuelve a intentarlo en unos segundos.',
    /**
     * The sender's share of the uploads under way is taken
     * (docs/decisions/0064-hardening-slow-bodies-and-fair-uploads.md).
     */
    yoursUnderWay: 'Tus subidas anteriores todavía están en curso: vuelve a intentarlo en unos segundos.',
    notAForm: 'Esta dirección no admite la subida de formularios.',
    unreadable: 'No se pudo leer el formulario.',
    fieldTooLong: (maxBytes: number) =>
      `Un campo de texto del formulario es demasiado largo: se permiten como máximo ${maxBytes / 1024} KB.`,
  },
  /**
   * A field of a request that a client program sent wrong (the web app's own forms check before they
   * send): named by the field, as the client's developer reads it.
   */
  fieldApi: {
    required: (field: string) => `${field} es obligatorio`,
    empty: (field: string) => `${field} no puede estar vacío`,
    tooLong: (field: string) => `${field} es demasiado largo`,
    atMost: (field: string, characters: number) => `${field} debe tener como máximo ${characters} caracteres`,
    wholeNumber: (field: string) => `${field} debe ser un número entero`,
    trueOrFalse: (field: string) => `${field} debe ser true o false`,
    url: (field: string) => `${field} debe ser una URL`,
    gridLetter: (field: string) => `${field} debe ser una letra de la A a la Z`,
    mailId: (field: string) => `${field} debe ser un ID de correo`,
    linkedinMember: (field: string) => `${field} debe ser un URN de miembro de LinkedIn`,
    linkNonce: (field: string) => `${field} debe tener de 16 a 128 letras, dígitos, - o _`,
    sitePath: (field: string) => `${field} debe ser una ruta de este sitio`,
    otpType: (field: string) => `${field} debe ser Login o Forget Password`,
    signInLink: (field: string) => `${field} no es un enlace de inicio de sesión`,
    timeZone: 'debe ser una zona horaria IANA, como Europe/Berlin',
  },
  /** The media store (an S3 bucket, docs/operations.md) cannot be reached: answered with 503. */
  mediaApi: {
    unavailable: 'Ahora mismo no se pueden guardar ni cargar fotos: vuelve a intentarlo en un minuto.',
  },
  /** The server's refusals of a request it cannot read, whatever the address. */
  requestApi: {
    /** The metrics asked for without METRICS_TOKEN's bearer token (docs/operations.md, "Metrics"). */
    metricsToken: 'Las métricas necesitan el token bearer de METRICS_TOKEN',
    /** /healthz: the instance answers, or its database does not. */
    healthy: 'OK',
    databaseDown: 'La base de datos no responde',
    /** 404: no route, web page or file at the address. */
    nothingFound: (method: string, pathname: string) => `No se encontró nada en ${method} ${pathname}`,
    totalConnections: 'Conexiones totales',
    userOnboarded: 'Usuario registrado',
    invalid: 'La solicitud no es válida.',
    /** 429 to a live socket over the open sockets allowed per account or per address. */
    tooManySockets:
      'Hay demasiadas conexiones en vivo abiertas: cierra una pestaña o una pantalla y vuelve a intentarlo.',
    /** A text with a NUL character or half of a UTF-16 pair, which nothing can store. */
    unstorableText: 'El texto contiene un carácter no permitido.',
    /** A database refusal of a value that the checks before it did not catch. */
    unstorableValue: 'Un valor de la solicitud no se puede guardar.',
    /** The body came too slowly or not within the deadline (answered with 408). */
    tooSlow: 'La solicitud tardó demasiado en llegar: vuelve a intentarlo con una conexión mejor.',
    /** Answered with 431 by the server itself, before any route. */
    headersTooLarge: 'La dirección o las cabeceras de la solicitud son demasiado largas.',
    /** Fastify's own client errors, by code, whose built-in text is not a sentence for a person. */
    fastifyErrors: {
      FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido.',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío.',
      FST_ERR_CTP_BODY_TOO_LARGE: 'El cuerpo de la solicitud es demasiado grande.',
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Este tipo de contenido no es compatible.',
      FST_REQ_FILE_TOO_LARGE: `El archivo es demasiado grande: se permiten como máximo ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
      FST_FILES_LIMIT: 'Demasiados archivos: se pueden enviar como máximo 2 a la vez.',
      FST_FIELDS_LIMIT: 'Demasiados campos en el formulario.',
      FST_PARTS_LIMIT: 'Demasiadas partes en el formulario.',
      FST_PROTO_VIOLATION: 'El formulario tiene un nombre de campo no permitido.',
      FST_ERR_BAD_URL: 'La dirección de la solicitud no es válida.',
      FST_ERR_ASYNC_CONSTRAINT: 'La dirección de la solicitud no es válida.',
    } as Readonly<Record<string, string>>,
  },
} satisfies Translation<typeof englishRequests>;
