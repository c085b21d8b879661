/** The server's answers to a request as such: images, uploads, media, and malformed or oversized requests. */

import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { requestMessages as englishRequests } from '../en/requests.js';

export const requestMessages = {
  /** The server's refusals of an uploaded image (one that is no image at all: validation.fileNotImage). */
  imageApi: {
    unsupported: 'Veuillez envoyer une image JPEG, PNG, WebP, GIF, AVIF ou TIFF',
    tooManyPixels: `L’image est trop grande : ${UPLOAD_MAX_PIXELS / 1_000_000} mégapixels au maximum`,
    tooManyBytes: `Le fichier est trop volumineux : ${UPLOAD_MAX_BYTES / (1024 * 1024)} Mo au maximum`,
  },
  /** The server's refusals of a form upload as a whole. */
  uploadApi: {
    busy: 'De nombreux envois sont en cours : veuillez réessayer dans quelques secondes.',
    /**
     * The sender's share of the uploads under way is taken
     * (docs/decisions/0064-hardening-slow-bodies-and-fair-uploads.md).
     */
    yoursUnderWay:
      'Vos envois précédents sont toujours en cours : veuillez réessayer dans quelques secondes.',
    notAForm: 'Cette adresse n’accepte pas l’envoi de formulaire.',
    unreadable: 'Le formulaire n’a pas pu être lu.',
    fieldTooLong: (maxBytes: number) =>
      `Un champ texte du formulaire est trop long : ${maxBytes / 1024} Ko au maximum.`,
  },
  /**
   * A field of a request that a client program sent wrong (the web app's own forms check before they
   * send): named by the field, as the client's developer reads it.
   */
  fieldApi: {
    required: (field: string) => `${field} est obligatoire`,
    empty: (field: string) => `${field} ne peut pas être vide`,
    tooLong: (field: string) => `${field} est trop long`,
    atMost: (field: string, characters: number) => `${field} doit comporter au plus ${characters} caractères`,
    wholeNumber: (field: string) => `${field} doit être un nombre entier`,
    trueOrFalse: (field: string) => `${field} doit valoir true ou false`,
    url: (field: string) => `${field} doit être une URL`,
    gridLetter: (field: string) => `${field} doit être une seule lettre de A à Z`,
    mailId: (field: string) => `${field} doit être un identifiant d’e-mail`,
    linkedinMember: (field: string) => `${field} doit être un URN de membre LinkedIn`,
    linkNonce: (field: string) => `${field} doit contenir de 16 à 128 lettres, chiffres, - ou _`,
    sitePath: (field: string) => `${field} doit être un chemin de ce site`,
    otpType: (field: string) => `${field} doit valoir Login ou Forget Password`,
    signInLink: (field: string) => `${field} n’est pas un lien de connexion`,
    timeZone: 'doit être un fuseau horaire IANA comme Europe/Paris',
  },
  /** The media store (an S3 bucket, docs/operations.md) cannot be reached: answered with 503. */
  mediaApi: {
    unavailable:
      'Les photos ne peuvent être ni enregistrées ni chargées pour le moment : veuillez réessayer dans une minute.',
  },
  /** The server's refusals of a request it cannot read, whatever the address. */
  requestApi: {
    /** The metrics asked for without METRICS_TOKEN's bearer token (docs/operations.md, "Metrics"). */
    metricsToken: 'Les métriques nécessitent le jeton bearer de METRICS_TOKEN',
    /** /healthz: the instance answers, or its database does not. */
    healthy: 'OK',
    databaseDown: 'La base de données ne répond pas',
    /** 404: no route, web page or file at the address. */
    nothingFound: (method: string, pathname: string) => `Rien trouvé pour ${method} ${pathname}`,
    totalConnections: 'Total des rencontres',
    userOnboarded: 'Compte activé',
    invalid: 'La requête n’est pas valide.',
    /** 429 to a live socket over the open sockets allowed per account or per address. */
    tooManySockets:
      'Trop de connexions en direct sont ouvertes : fermez un onglet ou un écran, puis réessayez.',
    /** A text with a NUL character or half of a UTF-16 pair, which nothing can store. */
    unstorableText: 'Le texte contient un caractère non autorisé.',
    /** A database refusal of a value that the checks before it did not catch. */
    unstorableValue: 'Une valeur de la requête ne peut pas être enregistrée.',
    /** The body came too slowly or not within the deadline (answered with 408). */
    tooSlow: 'La requête a mis trop de temps à arriver : veuillez réessayer avec une meilleure connexion.',
    /** Answered with 431 by the server itself, before any route. */
    headersTooLarge: 'L’adresse ou les en-têtes de la requête sont trop longs.',
    /** Fastify's own client errors, by code, whose built-in text is not a sentence for a person. */
    fastifyErrors: {
      FST_ERR_CTP_INVALID_JSON_BODY: 'Le corps de la requête n’est pas du JSON valide.',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête est vide.',
      FST_ERR_CTP_BODY_TOO_LARGE: 'Le corps de la requête est trop volumineux.',
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Ce type de contenu n’est pas pris en charge.',
      FST_REQ_FILE_TOO_LARGE: `Le fichier est trop volumineux : ${UPLOAD_MAX_BYTES / (1024 * 1024)} Mo au maximum.`,
      FST_FILES_LIMIT: 'Trop de fichiers : 2 au maximum peuvent être envoyés à la fois.',
      FST_FIELDS_LIMIT: 'Trop de champs dans le formulaire.',
      FST_PARTS_LIMIT: 'Trop de parties dans le formulaire.',
      FST_PROTO_VIOLATION: 'Le formulaire contient un nom de champ non autorisé.',
      FST_ERR_BAD_URL: 'L’adresse de la requête n’est pas valide.',
      FST_ERR_ASYNC_CONSTRAINT: 'L’adresse de la requête n’est pas valide.',
    },
  },
} satisfies Translation<typeof englishRequests>;
