import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimit } from '../../config.js';
import { ApiError } from '../../lib/envelope.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that allows `limit.max` requests per window for each key; `name` keeps the buckets of
     * different limits apart. Put several on one route to limit per IP and per email at the same time.
     */
    limitRequests(
      name: string,
      limit: RateLimit,
      key: (request: FastifyRequest) => string,
    ): preHandlerAsyncHookHandler;
  }
}

/** In-memory counters; each instance counts on its own (see the decisions notes). */
export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, { global: false });

    fastify.decorate(
      'limitRequests',
      (name: string, limit: RateLimit, key: (request: FastifyRequest) => string) => {
        const check = fastify.createRateLimit({
          max: limit.max,
          timeWindow: limit.timeWindowMs,
          keyGenerator: (request) => `${name}:${key(request)}`,
        });
        const handler: preHandlerAsyncHookHandler = async (request, reply) => {
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            const seconds = Math.max(1, result.ttlInSeconds);
            reply.header('retry-after', seconds);
            throw new ApiError(429, `Too many attempts. Please try again in ${seconds} seconds.`);
          }
        };
        return handler;
      },
    );
  },
  { name: 'rate-limit', dependencies: ['error-handler'] },
);
