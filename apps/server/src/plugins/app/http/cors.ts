import { LINKEDIN_TOKEN_HEADER } from '@hoogo/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The paths a client on another origin may call: the API and the media files. */
const CORS_PATHS = /^\/(api|media)(\/|$)/;
const MEDIA_PATH = /^\/media(\/|$)/;

/** The headers the web client sends besides the simple ones (lib/api-client.ts, the LinkedIn post). */
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-Timezone',
  'X-Product',
  'Idempotency-Key',
  LINKEDIN_TOKEN_HEADER,
].join(', ');
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
/** What a client reads from an answer beyond the simple headers: a refusal's wait, a download's name. */
const EXPOSED_HEADERS = 'Retry-After, Content-Disposition';
/** How long a browser may keep a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE_S = '600';

function addVaryOrigin(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const values = vary === undefined ? [] : String(vary).split(/\s*,\s*/);
  if (!values.some((value) => value.toLowerCase() === 'origin'))
    reply.header('vary', [...values, 'Origin'].join(', '));
}

/**
 * CORS for the exact origins of CORS_ORIGINS, off when it is unset (docs/operations.md, "CORS (`CORS_ORIGINS`)"):
 * the API and /media answer those origins, preflight included, and no other origin gets a CORS header.
 * No credentials are allowed: the API's session is the Bearer token a client sends itself, never a cookie
 * (docs/decisions/0072-one-contract.md: "CORS").
 */
export default fp(
  async (fastify) => {
    const origins = new Set(fastify.config.corsOrigins);
    if (origins.size === 0) return;

    const allowedOrigin = (request: FastifyRequest): string | null => {
      if (!CORS_PATHS.test(request.url)) return null;
      const origin = request.headers.origin;
      return typeof origin === 'string' && origins.has(origin) ? origin : null;
    };

    fastify.addHook('onRequest', async (request, reply) => {
      if (!CORS_PATHS.test(request.url)) return;
      addVaryOrigin(reply);
      const origin = allowedOrigin(request);
      if (origin === null) return;
      reply.header('access-control-allow-origin', origin);
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
        reply
          .header('access-control-allow-methods', ALLOWED_METHODS)
          .header('access-control-allow-headers', ALLOWED_HEADERS)
          .header('access-control-max-age', PREFLIGHT_MAX_AGE_S)
          .code(204);
        return reply.send();
      }
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    });

    // A handler that sets Vary itself (compression, the media files) keeps Origin in it. A photo shown by
    // an <img> of the other origin is fetched without CORS (and without Origin): the default
    // Cross-Origin-Resource-Policy (same-origin, plugins/external/helmet.ts) would have the browser drop it.
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (!CORS_PATHS.test(request.url)) return payload;
      addVaryOrigin(reply);
      if (MEDIA_PATH.test(request.url)) reply.header('cross-origin-resource-policy', 'cross-origin');
      return payload;
    });
  },
  { name: 'cors' },
);
