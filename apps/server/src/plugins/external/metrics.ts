import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@hoogo/core';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../lib/envelope.js';
import { createMetrics, type Metrics } from '../../lib/metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's figures (lib/metrics.ts); counted always, served only when enabled. */
    metrics: Metrics;
  }
}

/** The label of requests that matched no route (404s of any path): one value, whatever the path. */
export const UNMATCHED_ROUTE = 'unmatched';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request's Authorization is `Bearer <token>`, compared in constant time. */
function hasToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * Prometheus metrics (prom-client) at `/metrics` (docs/operations.md, "Metrics"). Off unless METRICS_TOKEN
 * or METRICS_PORT is set: with the token, on the main port for requests bearing it; with the port, on
 * a server of its own bound to METRICS_HOST (127.0.0.1 by default), which asks for the token too when
 * there is one. While off, nothing is served and no request is timed; the domain counters still count
 * (a few additions), so that the plugins using them need no switch.
 */
export default fp(
  async (fastify) => {
    const metrics = createMetrics();
    fastify.decorate('metrics', metrics);
    const { enabled, token, port, host } = fastify.config.metrics;
    if (!enabled) return;

    metrics.collectProcessMetrics();
    fastify.addHook('onResponse', (request, reply, done) => {
      // The route's pattern (`/api/hoogo/manage-game/:id/user-input/`), never the path: bounded labels.
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      metrics.httpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    const exposition = async () => ({
      contentType: metrics.registry.contentType,
      body: await metrics.registry.metrics(),
    });

    if (token) {
      fastify.get(
        '/metrics',
        {
          schema: { hide: true },
          onRequest: async (request, reply) => {
            if (hasToken(request.headers.authorization, token)) return;
            reply.header('www-authenticate', 'Bearer realm="metrics"');
            throw new ApiError(401, messages.requestApi.metricsToken);
          },
        },
        async (_request, reply) => {
          const { contentType, body } = await exposition();
          return reply.header('cache-control', 'no-store').type(contentType).send(body);
        },
      );
    }

    if (port !== undefined) {
      const server = metricsServer(exposition, token, fastify.log);
      fastify.addHook('onReady', async () => {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, host, () => {
            server.off('error', reject);
            resolve();
          });
        });
        const { address, port: bound } = server.address() as AddressInfo;
        fastify.log.info(
          `metrics at http://${address.includes(':') ? `[${address}]` : address}:${bound}/metrics`,
        );
      });
      fastify.addHook('onClose', async () => {
        if (!server.listening) return;
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      });
    }
  },
  { name: 'metrics', dependencies: ['error-handler'] },
);

/**
 * The metrics' own server (METRICS_PORT): `GET /metrics` and nothing else, so that a port opened to a
 * monitoring network shows nothing of the app.
 */
function metricsServer(
  exposition: () => Promise<{ contentType: string; body: string }>,
  token: string | undefined,
  log: FastifyBaseLogger,
): Server {
  return createServer((request: IncomingMessage, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (token && !hasToken(request.headers.authorization, token)) {
      response
        .writeHead(401, {
          'content-type': 'text/plain; charset=utf-8',
          'www-authenticate': 'Bearer realm="metrics"',
        })
        .end('The metrics need the bearer token of METRICS_TOKEN\n');
      return;
    }
    exposition().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        log.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n');
      },
    );
  });
}
