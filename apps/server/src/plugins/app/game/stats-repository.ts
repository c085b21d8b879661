import { and, count, eq, isNull, notInArray } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/index.js';
import { connections, events } from '../../../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    statsRepository: ReturnType<typeof createStatsRepository>;
  }
}

/** Figures across all events, for the landing page. */
export function createStatsRepository(db: Db) {
  return {
    /**
     * Connections made by players in all events (deleted events take theirs with them), without the
     * ones hosts hid (docs/decisions/0045-moderation-what-others-read.md) and those of demo events
     * (docs/decisions/0047-demo-events.md).
     */
    async totalConnections(): Promise<number> {
      const demoEvents = db.select({ id: events.id }).from(events).where(eq(events.isDemo, true));
      const [row] = await db
        .select({ total: count() })
        .from(connections)
        .where(and(isNull(connections.hiddenAt), notInArray(connections.eventId, demoEvents)));
      return row?.total ?? 0;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('statsRepository', createStatsRepository(fastify.db));
  },
  { name: 'stats-repository', dependencies: ['db'] },
);
