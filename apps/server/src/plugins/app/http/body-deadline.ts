import type { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { messages } from '@hoogo/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BodyDeadline } from '../../../config/index.js';
import { ApiError } from '../../../lib/envelope.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Aborted, with the 408 to answer as its reason, when the request's body comes too slowly or too late
     * (config.bodyDeadline); null for a request without a body. Whatever reads the body stops on it.
     */
    bodyDeadline: AbortSignal | null;
  }
}

/** How often the bodies under way are measured. */
const CHECK_EVERY_MS = 250;
/** After a refusal, how long its answer may take before the connection is closed anyway. */
const CLOSE_AFTER_MS = 2_000;

interface Watched {
  request: FastifyRequest;
  reply: FastifyReply;
  socket: Socket;
  /** socket.bytesRead when the headers had arrived. */
  startBytes: number;
  startedAt: number;
  controller: AbortController;
}

/** Whether the request announces a body: a Content-Length above 0, or a chunked one. */
function announcesBody(request: FastifyRequest): boolean {
  if (request.headers['transfer-encoding'] !== undefined) return true;
  const length = request.headers['content-length'];
  return length !== undefined && length !== '0';
}

/**
 * Why a body under way is refused now, or undefined while it may go on: past the grace period, the bytes
 * received so far must average the minimum rate; whatever the rate, the deadline ends it.
 */
export function bodyVerdict(
  rules: BodyDeadline,
  receivedBytes: number,
  elapsedMs: number,
): 'deadline' | 'rate' | undefined {
  if (elapsedMs > rules.deadlineMs) return 'deadline';
  if (elapsedMs > rules.graceMs && (receivedBytes * 1000) / elapsedMs < rules.minBytesPerSecond)
    return 'rate';
  return undefined;
}

/**
 * Every request body is timed from the moment its headers are in: one timer measures the bytes each
 * connection has delivered since (the socket's own count, so no stream is touched), and a body that
 * misses the deadline or the minimum rate is refused. JSON bodies are read through a stream that fails
 * with the 408, forms stop reading on `request.bodyDeadline` (plugins/external/multipart.ts); the answer
 * closes the connection. A body nobody reads any more (its request refused before, Node discarding the
 * rest) is bounded the same way: its connection is closed. So no body can hold a connection, let alone
 * an upload slot, longer than the deadline. (docs/decisions/0064-hardening-slow-bodies-and-fair-uploads.md.)
 */
export default fp(
  async (fastify) => {
    const rules = fastify.config.bodyDeadline;
    const watched = new Set<Watched>();
    let timer: NodeJS.Timeout | undefined;

    const refuse = (
      entry: Watched,
      reason: 'deadline' | 'rate',
      receivedBytes: number,
      elapsedMs: number,
    ) => {
      entry.request.log.info(
        { reason, receivedBytes, elapsedMs: Math.round(elapsedMs) },
        'request body too slow: refused',
      );
      entry.controller.abort(new ApiError(408, messages.requestApi.tooSlow));
      if (entry.reply.raw.writableFinished) {
        entry.socket.destroy();
        return;
      }
      setTimeout(() => {
        if (!entry.socket.destroyed && !entry.request.raw.complete) entry.socket.destroy();
      }, CLOSE_AFTER_MS).unref();
    };

    const check = () => {
      const now = performance.now();
      for (const entry of watched) {
        if (entry.request.raw.complete || entry.socket.destroyed) {
          watched.delete(entry);
          continue;
        }
        const elapsedMs = now - entry.startedAt;
        const receivedBytes = entry.socket.bytesRead - entry.startBytes;
        const verdict = bodyVerdict(rules, receivedBytes, elapsedMs);
        if (verdict) {
          watched.delete(entry);
          refuse(entry, verdict, receivedBytes, elapsedMs);
        }
      }
      if (watched.size === 0) {
        clearInterval(timer);
        timer = undefined;
      }
    };

    fastify.decorateRequest('bodyDeadline', null);

    fastify.addHook('onRequest', async (request, reply) => {
      const socket = request.raw.socket;
      // fastify.inject's requests have a stand-in socket and their whole body at once.
      if (!announcesBody(request) || typeof socket?.bytesRead !== 'number') return;
      const controller = new AbortController();
      request.bodyDeadline = controller.signal;
      watched.add({
        request,
        reply,
        socket,
        startBytes: socket.bytesRead,
        startedAt: performance.now(),
        controller,
      });
      timer ??= setInterval(check, CHECK_EVERY_MS).unref();
    });

    // Fastify's own parsers (JSON) read this stream instead of the request: it fails with the 408.
    // Forms are read by the multipart plugin from the request itself.
    fastify.addHook('preParsing', async (request, _reply, payload) => {
      const signal = request.bodyDeadline;
      if (!signal || request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return payload;
      signal.throwIfAborted();
      const guarded = new PassThrough();
      signal.addEventListener(
        'abort',
        () => {
          payload.unpipe(guarded);
          guarded.destroy(signal.reason);
        },
        { once: true },
      );
      return payload.pipe(guarded);
    });

    // The rest of a refused body is not read: the connection closes after the answer.
    fastify.addHook('onSend', async (request, reply) => {
      if (request.bodyDeadline?.aborted) reply.header('connection', 'close');
    });

    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      watched.clear();
    });
  },
  { name: 'body-deadline' },
);
