import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failure, ok } from '../lib/envelope.js';
import { envelope, errorEnvelope } from '../schemas/envelope.js';

/** Liveness and readiness in one: the process answers and the database runs `select 1`. */
const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: envelope(z.object({ status: z.literal('ok') })), 503: errorEnvelope },
      },
    },
    async (request, reply) => {
      try {
        await fastify.db.execute(sql`select 1`);
        return ok({ status: 'ok' as const }, 'OK');
      } catch (error) {
        request.log.error({ err: error }, 'health check: database does not answer');
        return reply.code(503).send(failure(503, { general: ['The database does not answer'] }));
      }
    },
  );
};

export default healthRoutes;
