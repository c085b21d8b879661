/** The server's answers to a request as such: images, uploads, media, and malformed or oversized requests. */

import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '../../constants.js';

export const requestMessages = {
  /** The server's refusals of an uploaded image (one that is no image at all: validation.fileNotImage). */
  imageApi: {
    unsupported: 'Please upload a JPEG, PNG, WebP, GIF, AVIF or TIFF image',
    tooManyPixels: `The image is too large: at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels are allowed`,
    tooManyBytes: `The file is too large: at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB are allowed`,
  },
  /** The server's refusals of a form upload as a whole. */
  uploadApi: {
    busy: 'Many uploads are under way: please try again in a few seconds.',
    /**
     * The sender's share of the uploads under way is taken
     * (docs/decisions/0064-hardening-slow-bodies-and-fair-uploads.md).
     */
    yoursUnderWay: 'Your previous uploads are still under way: please try again in a few seconds.',
    notAForm: 'This address does not take a form upload.',
    unreadable: 'The form could not be read.',
    fieldTooLong: (maxBytes: number) =>
      `A text field of the form is too long: at most ${maxBytes / 1024} KB are allowed.`,
  },
  /**
   * A field of a request that a client program sent wrong (the web app's own forms check before they
   * send): named by the field, as the client's developer reads it.
   */
  fieldApi: {
    required: (field: string) => `${field} is required`,
    empty: (field: string) => `${field} cannot be empty`,
    tooLong: (field: string) => `${field} is too long`,
    atMost: (field: string, characters: number) => `${field} must be at most ${characters} characters`,
    wholeNumber: (field: string) => `${field} must be a whole number`,
    trueOrFalse: (field: string) => `${field} must be true or false`,
    url: (field: string) => `${field} must be a URL`,
    gridLetter: (field: string) => `${field} must be one letter A-Z`,
    mailId: (field: string) => `${field} must be a mail id`,
    linkedinMember: (field: string) => `${field} must be a LinkedIn member URN`,
    linkNonce: (field: string) => `${field} must be 16 to 128 letters, digits, - or _`,
    sitePath: (field: string) => `${field} must be a path of this site`,
    otpType: (field: string) => `${field} must be Login or Forget Password`,
    signInLink: (field: string) => `${field} is not a sign-in link`,
    timeZone: 'must be an IANA time zone like Europe/Berlin',
  },
  /** The media store (an S3 bucket, docs/operations.md) cannot be reached: answered with 503. */
  mediaApi: {
    unavailable: 'Photos cannot be stored or loaded right now: please try again in a minute.',
  },
  /** The server's refusals of a request it cannot read, whatever the address. */
  requestApi: {
    /** The metrics asked for without METRICS_TOKEN's bearer token (docs/operations.md, "Metrics"). */
    metricsToken: 'The metrics need the bearer token of METRICS_TOKEN',
    /** /healthz: the instance answers, or its database does not. */
    healthy: 'OK',
    databaseDown: 'The database does not answer',
    /** 404: no route, web page or file at the address. */
    nothingFound: (method: string, pathname: string) => `Nothing found at ${method} ${pathname}`,
    totalConnections: 'Total connections',
    userOnboarded: 'User onboarded',
    invalid: 'The request is not valid.',
    /** 429 to a live socket over the open sockets allowed per account or per address. */
    tooManySockets: 'Too many live connections are open: close a tab or a screen, then try again.',
    /** A text with a NUL character or half of a UTF-16 pair, which nothing can store. */
    unstorableText: 'The text contains a character that is not allowed.',
    /** A database refusal of a value that the checks before it did not catch. */
    unstorableValue: 'A value in the request cannot be stored.',
    /** The body came too slowly or not within the deadline (answered with 408). */
    tooSlow: 'The request took too long to arrive: please try again on a better connection.',
    /** Answered with 431 by the server itself, before any route. */
    headersTooLarge: 'The address or the headers of the request are too long.',
    /** Fastify's own client errors, by code, whose built-in text is not a sentence for a person. */
    fastifyErrors: {
      FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
      FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
      FST_REQ_FILE_TOO_LARGE: `The file is too large: at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB are allowed.`,
      FST_FILES_LIMIT: 'Too many files: at most 2 can be sent at once.',
      FST_FIELDS_LIMIT: 'Too many fields in the form.',
      FST_PARTS_LIMIT: 'Too many parts in the form.',
      FST_PROTO_VIOLATION: 'The form has a field name that is not allowed.',
      FST_ERR_BAD_URL: 'The address of the request is not valid.',
      FST_ERR_ASYNC_CONSTRAINT: 'The address of the request is not valid.',
    } as Readonly<Record<string, string>>,
  },
} as const;
