import { envelope, messages } from '@hoogo/core';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { within } from '../plugins/app/live/live-bus.js';

/** How long the database may take to answer `select 1` before it counts as down. */
export const DATABASE_HEALTH_WAIT_MS = 2_000;

const checks = z.object({
  database: z.enum(['ok', 'down']),
  /** 'disabled' without REDIS_URL (one instance, live changes in process). */
  redis: z.enum(['ok', 'down', 'disabled']),
});

/**
 * The outgoing mail (plugins/app/auth/mailer.ts): the queue every instance shares (null when the database
 * does not answer) and this instance's failures. No address and no code, ever.
 */
const mail = z.object({
  transport: z.enum(['smtp', 'log']),
  queued: z.number().int().nullable(),
  oldestQueuedSeconds: z.number().int().nullable(),
  failedLastHour: z.number().int().nullable(),
  sentByThisInstance: z.number().int(),
  failedAttemptsOnThisInstance: z.number().int(),
  failedMailsOnThisInstance: z.number().int(),
  lastFailureAt: z.string().nullable(),
  lastFailure: z.string().nullable().describe('an SMTP reply code ("smtp 451") or a socket error code'),
});

const health = z
  .object({ status: z.enum(['ok', 'degraded', 'down']), checks, mail })
  .describe(
    'ok: everything answers. degraded: Redis is down but this instance serves (live changes of other instances wait). down: the database does not answer.',
  );

/**
 * Liveness and readiness in one (docs/operations.md, "Redis and `/healthz`"): 200 with status ok or degraded
 * while the instance can serve, 503 with status down when the database does not answer. Each check is
 * bounded, so the answer comes within about two seconds whatever the database and Redis do.
 */
const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Registered after the live bus (app.ts), whose state is one of the checks.
  fastify.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server, its database and Redis answer, and how the outgoing mail goes',
        response: { 200: envelope(health), 503: envelope(health) },
      },
    },
    async (request, reply) => {
      const [database, redis, mail] = await Promise.all([
        within(
          fastify.db.execute(sql`select 1`).then(
            () => 'ok' as const,
            (error: unknown) => {
              request.log.error({ err: error }, 'health check: database does not answer');
              return 'down' as const;
            },
          ),
          DATABASE_HEALTH_WAIT_MS,
          'down' as const,
        ),
        fastify.liveBus.health(),
        fastify.mailer.health(),
      ]);
      const status = database === 'down' ? 'down' : redis === 'down' ? 'degraded' : 'ok';
      const response = { status, checks: { database, redis }, mail } as const;
      if (status === 'down') {
        return reply.code(503).send({
          hasError: true,
          statusCode: 503,
          message: { general: [messages.requestApi.databaseDown] },
          response,
        });
      }
      return {
        hasError: false,
        statusCode: 200,
        message: { general: [messages.requestApi.healthy] },
        response,
      };
    },
  );
};

export default healthRoutes;
