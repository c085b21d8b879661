import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { fieldMessages, localeOfHeader, messages } from '@hoogo/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDataException } from '../../../db/errors.js';
import { ApiError, failure, fieldError } from '../../../lib/envelope.js';
import { inLanguage } from '../../../lib/language.js';
import { Refusal } from '../../../lib/refusal.js';
import { findUnstorableText } from '../../../lib/unstorable-text.js';
/**
 * Errors Fastify's router meets before any route or hook (a malformed percent-encoding in the path):
 * given as the `frameworkErrors` option, they answer inside the envelope like every other error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  // No hook has run: the request's language is read here.
  const sentence = inLanguage(
    localeOfHeader(request.headers['accept-language']),
    () => (error.code && messages.requestApi.fastifyErrors[error.code]) || messages.requestApi.invalid,
  );
  reply.code(status).send(failure(status, { general: [sentence] }));
}

/**
 * What Node's HTTP server refuses before Fastify sees a request (`clientErrorHandler`): a URL or headers
 * over its 16 KB limit (431), a request not received within the server's requestTimeout (408), bytes that
 * are no HTTP (400). Answered in the envelope, as everything else, then the connection is closed. As Node
 * itself does, nothing is written when an answer on this connection has already begun.
 */
export function clientErrors(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, sentence] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, messages.requestApi.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, messages.requestApi.tooSlow]
        : [400, messages.requestApi.invalid];
  this.log.debug({ err: error, status }, 'client error');
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !answering?.headersSent) {
    const body = JSON.stringify(failure(status, { general: [sentence] }));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Refuses unstorable text in the path, query or body with 400, under the field when it is one. */
function refuseUnstorable(where: 'params' | 'query' | 'body', value: unknown): void {
  const path = findUnstorableText(value);
  if (!path) return;
  const field = where === 'body' ? path[0] : undefined;
  throw field
    ? fieldError(400, field, messages.requestApi.unstorableText)
    : new ApiError(400, messages.requestApi.unstorableText);
}

/** Body fields whose errors the client shows under another input (message.email). */
const fieldAliases: Record<string, string> = { email_or_phone: 'email' };

/**
 * The one error handler: every failure leaves as an envelope. Expected failures (ApiError, and the
 * services' Refusal) keep their sentence and field messages, request validation becomes field messages with HTTP 400, other client
 * errors keep their status, and anything else is a logged 500 that reveals nothing of the internals.
 */
export default fp(
  async (fastify) => {
    // Path and query first, so that hooks which look up the path's event before the body is read
    // (uploads, plugins/external/multipart.ts) never query with such text; the body once it is parsed.
    fastify.addHook('onRequest', async (request) => {
      refuseUnstorable('params', request.params);
      refuseUnstorable('query', request.query);
    });
    fastify.addHook('preHandler', async (request) => {
      refuseUnstorable('body', request.body);
    });

    // In the request's language, whatever context the error arrives from.
    fastify.setErrorHandler((error: FastifyError, request, reply) =>
      inLanguage(request.locale, () => answerError(error, request, reply)),
    );

    function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      if (error instanceof Refusal && error.detail) {
        // What really happened (a ticketing platform's failure, the only refusals with a detail) goes to
        // the log only: the answer keeps the sentence for a person.
        request.log.warn({ reason: error.detail, refusal: error.reason }, 'ticketing provider failed');
      }
      // A route's refusal, or a service's (lib/refusal.ts): the status, sentence and field it carries.
      if (error instanceof ApiError) {
        return reply.code(error.httpStatus).send(error.envelope);
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const message = fieldMessages(
          error.validation.map((issue) => ({
            path: issue.instancePath
              .split('/')
              .filter(Boolean)
              .map((segment) => fieldAliases[segment] ?? segment),
            message: issue.message ?? messages.validation.invalidValue,
          })),
        );
        const first = Object.entries(message).find(([field, list]) => field !== 'general' && list.length > 0);
        if (message.general.length === 0 && first) message.general.push(first[1][0] as string);
        return reply.code(400).send(failure(400, message));
      }

      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const sentence = (error.code && messages.requestApi.fastifyErrors[error.code]) || error.message;
        return reply.code(status).send(failure(status, { general: [sentence] }));
      }

      if (isDataException(error)) {
        request.log.warn({ err: error }, 'the database refused a value of the request');
        return reply.code(400).send(failure(400, { general: [messages.requestApi.unstorableValue] }));
      }

      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(failure(500, { general: [messages.network.somethingWrong] }));
    }
  },
  { name: 'error-handler' },
);
