/** The server's answers to a request as such: images, uploads, media, and malformed or oversized requests. */

import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { requestMessages as englishRequests } from '../en/requests.js';

export const requestMessages = {
  /** The server's refusals of an uploaded image (one that is no image at all: validation.fileNotImage). */
  imageApi: {
    unsupported: 'Envie uma imagem JPEG, PNG, WebP, GIF, AVIF ou TIFF',
    tooManyPixels: `A imagem é grande demais: o máximo permitido é ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels`,
    tooManyBytes: `O arquivo é grande demais: o máximo permitido é ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`,
  },
  /** The server's refusals of a form upload as a whole. */
  uploadApi: {
    busy: 'Há muitos envios em andamento: tente novamente em alguns segundos.',
    /** The sender's share of the uploads under way is taken. */
    yoursUnderWay: 'Seus envios anteriores ainda estão em andamento: tente novamente em alguns segundos.',
    notAForm: 'Este endereço não aceita envio de formulário.',
    unreadable: 'Não foi possível ler o formulário.',
    fieldTooLong: (maxBytes: number) =>
      `Um campo de texto do formulário é longo demais: o máximo permitido é ${maxBytes / 1024} KB.`,
  },
  /**
   * A field of a request that a client program sent wrong (the web app's own forms check before they
   * send): named by the field, as the client's developer reads it.
   */
  fieldApi: {
    required: (field: string) => `${field} é obrigatório`,
    empty: (field: string) => `${field} não pode ficar vazio`,
    tooLong: (field: string) => `${field} é longo demais`,
    atMost: (field: string, characters: number) => `${field} deve ter no máximo ${characters} caracteres`,
    wholeNumber: (field: string) => `${field} deve ser um número inteiro`,
    trueOrFalse: (field: string) => `${field} deve ser true ou false`,
    url: (field: string) => `${field} deve ser uma URL`,
    gridLetter: (field: string) => `${field} deve ser uma letra de A a Z`,
    mailId: (field: string) => `${field} deve ser um ID de e-mail`,
    linkedinMember: (field: string) => `${field} deve ser um URN de membro do LinkedIn`,
    linkNonce: (field: string) => `${field} deve ter de 16 a 128 letras, números, - ou _`,
    sitePath: (field: string) => `${field} deve ser um caminho deste site`,
    otpType: (field: string) => `${field} deve ser Login ou Forget Password`,
    signInLink: (field: string) => `${field} não é um link de acesso`,
    timeZone: 'deve ser um fuso horário IANA, como America/Sao_Paulo',
  },
  /** The media store (an S3 bucket) cannot be reached: answered with 503. */
  mediaApi: {
    unavailable: 'Não é possível salvar nem carregar fotos agora: tente novamente em um minuto.',
  },
  /** The server's refusals of a request it cannot read, whatever the address. */
  requestApi: {
    /** The metrics asked for without METRICS_TOKEN's bearer token. */
    metricsToken: 'As métricas exigem o bearer token de METRICS_TOKEN',
    /** /healthz: the instance answers, or its database does not. */
    healthy: 'OK',
    databaseDown: 'O banco de dados não responde',
    /** 404: no route, web page or file at the address. */
    nothingFound: (method: string, pathname: string) => `Nada encontrado em ${method} ${pathname}`,
    totalConnections: 'Total de conexões',
    userOnboarded: 'Usuário cadastrado',
    invalid: 'A requisição não é válida.',
    /** 429 to a live socket over the open sockets allowed per account or per address. */
    tooManySockets: 'Há conexões ao vivo demais abertas: feche uma aba ou uma tela e tente novamente.',
    /** A text with a NUL character or half of a UTF-16 pair, which nothing can store. */
    unstorableText: 'O texto contém um caractere não permitido.',
    /** A database refusal of a value that the checks before it did not catch. */
    unstorableValue: 'Um valor da requisição não pode ser salvo.',
    /** The body came too slowly or not within the deadline (answered with 408). */
    tooSlow: 'A requisição demorou demais para chegar: tente novamente com uma conexão melhor.',
    /** Answered with 431 by the server itself, before any route. */
    headersTooLarge: 'O endereço ou os cabeçalhos da requisição são longos demais.',
    /** Fastify's own client errors, by code, whose built-in text is not a sentence for a person. */
    fastifyErrors: {
      FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio.',
      FST_ERR_CTP_BODY_TOO_LARGE: 'O corpo da requisição é grande demais.',
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Este tipo de conteúdo não é suportado.',
      FST_REQ_FILE_TOO_LARGE: `O arquivo é grande demais: o máximo permitido é ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
      FST_FILES_LIMIT: 'Arquivos demais: no máximo 2 podem ser enviados de uma vez.',
      FST_FIELDS_LIMIT: 'Campos demais no formulário.',
      FST_PARTS_LIMIT: 'Partes demais no formulário.',
      FST_PROTO_VIOLATION: 'O formulário tem um nome de campo não permitido.',
      FST_ERR_BAD_URL: 'O endereço da requisição não é válido.',
      FST_ERR_ASYNC_CONSTRAINT: 'O endereço da requisição não é válido.',
    } as Readonly<Record<string, string>>,
  },
} satisfies Translation<typeof englishRequests>;
