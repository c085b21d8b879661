import { fieldMessages, messages, UPLOAD_MAX_BYTES } from '@hoogo/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDataException } from '../../db/errors.js';
import { ApiError, failure, fieldError } from '../../lib/envelope.js';
import { findUnstorableText } from '../../lib/unstorable-text.js';

/** Fastify's own client errors whose built-in text is not a sentence for a person. */
const clientErrorSentences: Record<string, string> = {
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
};

/** A text with a NUL character or half of a UTF-16 pair, which nothing can store (lib/unstorable-text). */
const unstorableSentence = 'The text contains a character that is not allowed.';
/** A database refusal of a value (SQLSTATE class 22) that the checks before it did not catch. */
const unstorableValueSentence = 'A value in the request cannot be stored.';

/**
 * Errors Fastify's router meets before any route or hook (a malformed percent-encoding in the path):
 * given as the `frameworkErrors` option, they answer inside the envelope like every other error.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const sentence = (error.code && clientErrorSentences[error.code]) || 'The request is not valid.';
  reply.code(status).send(failure(status, { general: [sentence] }));
}

/** Refuses unstorable text in the path, query or body with 400, under the field when it is one. */
function refuseUnstorable(where: 'params' | 'query' | 'body', value: unknown): void {
  const path = findUnstorableText(value);
  if (!path) return;
  const field = where === 'body' ? path[0] : undefined;
  throw field ? fieldError(400, field, unstorableSentence) : new ApiError(400, unstorableSentence);
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
        const sentence = (error.code && clientErrorSentences[error.code]) || error.message;
        return reply.code(status).send(failure(status, { general: [sentence] }));
      }

      if (isDataException(error)) {
        request.log.warn({ err: error }, 'the database refused a value of the request');
        return reply.code(400).send(failure(400, { general: [unstorableValueSentence] }));
      }

      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(failure(500, { general: [messages.network.somethingWrong] }));
    });
  },
  { name: 'error-handler' },
);
