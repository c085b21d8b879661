import multipart from '@fastify/multipart';
import { messages, UPLOAD_MAX_BYTES } from '@hoogo/core';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/envelope.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** How many multipart bodies this instance reads and handles at once, and how long others wait. */
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

/** Uploads handled at once per instance: each holds at most two 10 MB files and their decoded images. */
export const UPLOAD_CONCURRENCY = 4;
/** How long an upload waits for its turn (its body unread meanwhile) before the answer is 503. */
export const UPLOAD_WAIT_MS = 10_000;
/** The Retry-After of that 503, in seconds. */
export const UPLOAD_RETRY_AFTER_S = 5;

/** A counting semaphore whose waiters give up after `waitMs`. */
export class UploadGate {
  active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    public limit = UPLOAD_CONCURRENCY,
    public waitMs = UPLOAD_WAIT_MS,
  ) {}

  /** A release function once a slot is free, or undefined when none freed up within waitMs. */
  async acquire(): Promise<(() => void) | undefined> {
    if (this.active >= this.limit) {
      const granted = await new Promise<boolean>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          const index = this.waiting.indexOf(wake);
          if (index !== -1) this.waiting.splice(index, 1);
          resolve(false);
        }, this.waitMs);
        this.waiting.push(wake);
      });
      if (!granted) return undefined;
    } else {
      this.active += 1;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `active` stays the same.
      if (next) next();
      else this.active -= 1;
    };
  }
}

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
 * Reads the form into a plain body, text fields as strings and files as Buffers (a field sent twice
 * becomes a list), so the route's zod schema validates it exactly like JSON. Each file is streamed
 * with a hard cap (busboy stops at UPLOAD_MAX_BYTES and the answer is 413); a text field that
 * busboy had to cut is refused rather than stored cut.
 */
async function readForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = Object.create(null);
  const add = (name: string, value: unknown) => {
    const earlier = body[name];
    if (earlier === undefined) body[name] = value;
    else if (Array.isArray(earlier)) earlier.push(value);
    else body[name] = [earlier, value];
  };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      add(part.fieldname, await part.toBuffer());
    } else {
      if (part.valueTruncated) throw new ApiError(413, messages.uploadApi.fieldTooLong(MAX_FIELD_BYTES));
      add(part.fieldname, part.value);
    }
  }
  return { ...body };
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
 * refused with 415 unread; at most UPLOAD_CONCURRENCY forms are read and handled at once, the others
 * wait unread for their turn (UPLOAD_WAIT_MS) and then answer 503 with Retry-After. Only the bytes of a
 * file are kept: its name and declared type prove nothing, the image service checks the bytes
 * themselves. (docs/decisions.md, Hardening: uploads and errors.)
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

    const releases = new WeakMap<FastifyRequest, () => void>();
    const release = (request: FastifyRequest) => {
      releases.get(request)?.();
      releases.delete(request);
    };
    fastify.addHook('onResponse', async (request) => release(request));
    fastify.addHook('onRequestAbort', async (request) => release(request));

    fastify.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.isMultipart()) return;
      // An unknown address answers its 404 without reading the body.
      if (request.is404) return;
      if (!takesForm(request)) throw new ApiError(415, messages.uploadApi.notAForm);

      const done = await fastify.uploads.acquire();
      if (!done) {
        reply.header('retry-after', String(UPLOAD_RETRY_AFTER_S));
        throw new ApiError(503, messages.uploadApi.busy);
      }
      releases.set(request, done);
      reply.raw.once('close', done);
      if (request.raw.destroyed) {
        release(request);
        return;
      }

      try {
        request.body = await readForm(request);
      } catch (error) {
        // The rest of the body is not read: the connection closes after the answer, and whatever
        // is still arriving is dropped unbuffered until then.
        reply.header('connection', 'close');
        request.raw.resume();
        throw formError(error);
      }
    });
  },
  { name: 'multipart' },
);
