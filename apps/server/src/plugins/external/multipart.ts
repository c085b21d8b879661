import path from 'node:path';
import multipart from '@fastify/multipart';
import { messages, UPLOAD_MAX_BYTES } from '@hoogo/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/envelope.js';
import { FormSpool, SpooledFile, type SpooledForm } from '../../lib/form-spool.js';
import { UploadGate, type UploadOwner } from '../../lib/upload-gate.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's upload slots, shared in turns between events and senders (lib/upload-gate.ts). */
    uploads: UploadGate;
    /**
     * onRequest hook of the routes that take a form, before their caller, event and player checks: the
     * path and query are validated by the route's schemas then (400 with field messages), not after
     * the body was read.
     */
    validateAddress: onRequestAsyncHookHandler;
  }
}

const MULTIPART = 'multipart/form-data';
const MAX_FILES = 2;
const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 64 * 1024;

/** The Retry-After of the 503 and 429 answers, in seconds. */
export const UPLOAD_RETRY_AFTER_S = 5;

/** The library's client errors keep their status (413 for sizes) and code; any other is a bad form. */
function formError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  const code = (error as { code?: unknown }).code;
  const kept = typeof code === 'string' && code !== 'FST_INVALID_JSON_FIELD_ERROR';
  if (kept && typeof status === 'number' && status >= 400 && status < 500) return error;
  // Busboy's parse errors (no boundary, malformed part header, unexpected end), a JSON field that is
  // not JSON, and a premature close.
  return new ApiError(400, messages.uploadApi.unreadable);
}

/**
 * Reads the form into a plain body, text fields as strings and files spooled (lib/form-spool.ts; a field
 * sent twice becomes a list), so that once loaded the route's zod schema validates it exactly like JSON.
 * Each file is streamed with a hard cap (busboy stops at UPLOAD_MAX_BYTES and the answer is 413); a text
 * field that busboy had to cut is refused rather than stored cut.
 */
async function readParts(
  fastify: FastifyInstance,
  request: FastifyRequest,
  form: SpooledForm,
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = Object.create(null);
  const add = (name: string, value: unknown) => {
    const earlier = body[name];
    if (earlier === undefined) body[name] = value;
    else if (Array.isArray(earlier)) earlier.push(value);
    else body[name] = [earlier, value];
  };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const file = await form.take(part.file);
      if (part.file.truncated) throw new fastify.multipartErrors.RequestFileTooLargeError();
      add(part.fieldname, file);
    } else {
      if (part.valueTruncated) throw new ApiError(413, messages.uploadApi.fieldTooLong(MAX_FIELD_BYTES));
      add(part.fieldname, part.value);
    }
  }
  return { ...body };
}

/** readParts, given up with the 408 when the body comes too slowly (plugins/app/http/body-deadline.ts). */
async function readForm(
  fastify: FastifyInstance,
  request: FastifyRequest,
  form: SpooledForm,
): Promise<Record<string, unknown>> {
  const signal = request.bodyDeadline;
  if (!signal) return readParts(fastify, request, form);
  signal.throwIfAborted();
  const reading = readParts(fastify, request, form);
  // Once given up, the reading ends with the connection; the form's files go with the request.
  reading.catch(() => {});
  let stop = () => {};
  const aborted = new Promise<never>((_, reject) => {
    stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
  });
  try {
    return await Promise.race([reading, aborted]);
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/** The form's body with its spooled files as Buffers, for the route's schema and handler. */
async function loadFiles(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const load = (value: unknown) => (value instanceof SpooledFile ? value.load() : value);
  const loaded: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    loaded[name] = Array.isArray(value) ? await Promise.all(value.map(load)) : await load(value);
  }
  return loaded;
}

/**
 * Whose upload it is: the player (a connection, or a LinkedIn card shared with a player key), else the
 * signed-in account; its event when the route has one, else the sender stands for its own event.
 */
function ownerOf(request: FastifyRequest): UploadOwner {
  const sender = request.player
    ? `player:${request.player.id}`
    : request.user
      ? `account:${request.user.id}`
      : `address:${request.ip}`;
  const event = request.event?.id ?? request.player?.eventId;
  return { event: event === undefined ? sender : `event:${event}`, sender };
}

/** Whether the route's schema declares that it takes a form. */
const takesForm = (request: FastifyRequest) =>
  (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes?.includes(MULTIPART) ??
  false;

/**
 * Multipart bodies (event templates, connection selfies, attendee lists, the LinkedIn card): at most two
 * files of 10 MB each. A body is read only once the request may proceed: the routes that take a form
 * check the caller, the event and the player in onRequest hooks, so a refused request never has its
 * body read (Node discards it unbuffered after the answer); a form sent to a route that takes none is
 * refused with 415 unread. A sender may have UPLOADS_PER_SENDER forms under way at once (429 unread past
 * that). The body is read, within the body deadline (plugins/app/http/body-deadline.ts), into memory or the
 * spool on the disk BEFORE the upload takes one of the instance's slots: a slow sender holds a
 * connection, never a slot. The slots go in turns between events and senders (lib/upload-gate.ts); a form
 * that gets none within UPLOAD_WAIT_MS answers 503 with Retry-After. Only the bytes of a file are kept:
 * its name and declared type prove nothing, the image service checks the bytes themselves.
 * (docs/decisions/0030-hardening-uploads-and-errors.md and
 * docs/decisions/0064-hardening-slow-bodies-and-fair-uploads.md.)
 */
export default fp(
  async (fastify) => {
    await fastify.register(multipart, {
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: MAX_FILES,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FILES + MAX_FIELDS,
      },
    });
    fastify.decorate('uploads', new UploadGate());
    const spool = await FormSpool.open(path.join(fastify.config.dataDir, 'upload-spool'));
    fastify.addHook('onClose', () => spool.close());

    fastify.decorate('validateAddress', async (request: FastifyRequest) => {
      const schema = request.routeOptions.schema as { params?: unknown; querystring?: unknown } | undefined;
      for (const [context, part] of [
        ['params', 'params'],
        ['querystring', 'query'],
      ] as const) {
        const partSchema = schema?.[context];
        if (!partSchema) continue;
        const result = validatorCompiler({ schema: partSchema } as Parameters<typeof validatorCompiler>[0])(
          request[part],
        ) as { error?: unknown[]; value?: unknown };
        if (result.error) {
          throw Object.assign(new Error(`${context} is not valid`), {
            statusCode: 400,
            validation: result.error,
            validationContext: context,
          });
        }
      }
    });

    // What an upload holds until its answer is sent or its client leaves: its admission, its slot and
    // its spooled files.
    const held = new WeakMap<FastifyRequest, Array<() => unknown>>();
    const hold = (request: FastifyRequest, reply: FastifyReply, free: () => unknown) => {
      const list = held.get(request);
      if (list) list.push(free);
      else {
        held.set(request, [free]);
        reply.raw.once('close', () => finish(request));
      }
    };
    const finish = (request: FastifyRequest) => {
      const list = held.get(request) ?? [];
      held.delete(request);
      for (const free of list) free();
    };
    fastify.addHook('onResponse', async (request) => finish(request));
    fastify.addHook('onRequestAbort', async (request) => finish(request));

    fastify.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.isMultipart()) return;
      // An unknown address answers its 404 without reading the body.
      if (request.is404) return;
      if (!takesForm(request)) throw new ApiError(415, messages.uploadApi.notAForm);

      const owner = ownerOf(request);
      const leave = fastify.uploads.admit(owner.sender);
      if (!leave) {
        reply.header('retry-after', String(UPLOAD_RETRY_AFTER_S));
        reply.header('connection', 'close');
        throw new ApiError(429, messages.uploadApi.yoursUnderWay);
      }
      hold(request, reply, leave);
      const form = spool.form();
      hold(request, reply, () => form.discard());

      let body: Record<string, unknown>;
      try {
        body = await readForm(fastify, request, form);
      } catch (error) {
        // The rest of the body is not read: the connection closes after the answer, and whatever
        // is still arriving is dropped unbuffered until then.
        reply.header('connection', 'close');
        request.raw.resume();
        throw formError(error);
      }

      const done = await fastify.uploads.acquire(owner);
      if (!done) {
        reply.header('retry-after', String(UPLOAD_RETRY_AFTER_S));
        throw new ApiError(503, messages.uploadApi.busy);
      }
      hold(request, reply, done);
      // The client left while its form waited (the request stream itself ends once read).
      if (request.raw.socket?.destroyed) {
        finish(request);
        return;
      }
      request.body = await loadFiles(body);
    });
  },
  { name: 'multipart' },
);
