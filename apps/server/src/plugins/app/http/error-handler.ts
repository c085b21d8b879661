import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { fieldMessages, messages } from '@hoogo/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDataException } from '../../../db/errors.js';
import { ApiError, failure, fieldError } from '../../../lib/envelope.js';
import { findUnstorableText } from '../../../lib/unstorable-text.js';
import { GuestsFullError } from '../auth/guest-accounts.js';
import { DuplicateEventNameError, TicketCodeWithoutLinkError } from '../events/events-repository.js';
import {
  AlreadyLinkedError,
  CellFilledError,
  LinkedPlayerRemovedError,
  PlayerLeftError,
  PlayerRemovedError,
} from '../game/add-connection.js';
import { NoFreeCodeError } from '../game/friend-codes.js';
import { type VoteRefusal, VoteRefusedError } from '../game/voting-repository.js';
import { MediaUnavailableError } from '../media/media-storage.js';
import { BadCursorError } from '../moderation/activity-repository.js';
import {
  ConnectionNotFoundError,
  ModeratedPlayerNotFoundError,
  type UnhideRefusal,
  UnhideRefusedError,
} from '../moderation/moderation-repository.js';
import { CsvError } from '../ticketing/csv.js';
import { TicketingError } from '../ticketing/provider.js';

/**
 * Errors Fastify's router meets before any route or hook (a malformed percent-encoding in the path):
 * given as the `frameworkErrors` option, they answer inside the envelope like every other error.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const sentence =
    (error.code && messages.requestApi.fastifyErrors[error.code]) || messages.requestApi.invalid;
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

const voteRefusals: Record<VoteRefusal, { status: number; sentence: string }> = {
  unknown: { status: 404, sentence: messages.votingApi.unknown },
  self: { status: 400, sentence: messages.votingApi.self },
  notCompleted: { status: 400, sentence: messages.votingApi.notCompleted },
  notConnected: { status: 403, sentence: messages.votingApi.notConnected },
  alreadyVoted: { status: 409, sentence: messages.votingApi.alreadyVoted },
  limit: { status: 409, sentence: messages.votingApi.limit },
};

const unhideRefusals: Record<UnhideRefusal, string> = {
  cell: messages.moderationApi.cellRefilled,
  link: messages.moderationApi.linkRefilled,
  linkedRemoved: messages.moderationApi.linkedRemoved,
};

/**
 * The refusals of the repositories and the ticketing platforms, as the envelope answers the client
 * shows (under the field concerned, when there is one); undefined for any other error.
 */
export function refusalOf(error: unknown): ApiError | undefined {
  if (error instanceof CellFilledError) return new ApiError(409, messages.gameApi.cellFilled);
  if (error instanceof AlreadyLinkedError) return fieldError(409, 'code', messages.gameApi.codeUsed);
  if (error instanceof NoFreeCodeError) return new ApiError(409, messages.gameApi.noFreeCode);
  if (error instanceof PlayerRemovedError) return new ApiError(403, messages.gameApi.removedFromGame);
  // As for a key that is no player's: the player left while the request waited.
  if (error instanceof PlayerLeftError) return new ApiError(403, messages.gameApi.invalidPlayerKey);
  if (error instanceof LinkedPlayerRemovedError) return fieldError(400, 'code', messages.gameApi.codeUnknown);
  if (error instanceof ConnectionNotFoundError) {
    return new ApiError(404, messages.moderationApi.connectionNotFound);
  }
  if (error instanceof ModeratedPlayerNotFoundError) {
    return new ApiError(404, messages.moderationApi.playerNotFound);
  }
  if (error instanceof UnhideRefusedError) return new ApiError(409, unhideRefusals[error.reason]);
  if (error instanceof DuplicateEventNameError) {
    return fieldError(409, 'name', messages.eventApi.duplicateName);
  }
  if (error instanceof TicketCodeWithoutLinkError) {
    return fieldError(400, 'play_with_ticket_code', messages.eventApi.ticketCodeNeedsLink);
  }
  if (error instanceof VoteRefusedError) {
    const { status, sentence } = voteRefusals[error.reason];
    return new ApiError(status, sentence);
  }
  if (error instanceof TicketingError) return new ApiError(error.httpStatus, error.message);
  // The media storage logged the store's own error; the submitter may simply try again.
  if (error instanceof MediaUnavailableError) return new ApiError(503, messages.mediaApi.unavailable);
  if (error instanceof CsvError) return fieldError(400, 'file', error.message);
  if (error instanceof BadCursorError) return fieldError(400, 'before', messages.moderationApi.badCursor);
  if (error instanceof GuestsFullError) return new ApiError(409, messages.guest.eventFull);
  return undefined;
}

/** Body fields whose errors the client shows under another input (message.email). */
const fieldAliases: Record<string, string> = { email_or_phone: 'email' };

/**
 * The one error handler: every failure leaves as an envelope. Expected failures (ApiError) keep their
 * sentence and field messages, request validation becomes field messages with HTTP 400, other client
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

    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ApiError) {
        return reply.code(error.httpStatus).send(error.envelope);
      }

      if (error instanceof TicketingError && error.detail) {
        // What really happened goes to the log only: the answer keeps the sentence for a person.
        request.log.warn({ reason: error.detail }, 'ticketing provider failed');
      }
      const refusal = refusalOf(error);
      if (refusal) return reply.code(refusal.httpStatus).send(refusal.envelope);

      if (hasZodFastifySchemaValidationErrors(error)) {
        const message = fieldMessages(
          error.validation.map((issue) => ({
            path: issue.instancePath
              .split('/')
              .filter(Boolean)
              .map((segment) => fieldAliases[segment] ?? segment),
            message: issue.message ?? 'Invalid value',
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
    });
  },
  { name: 'error-handler' },
);
