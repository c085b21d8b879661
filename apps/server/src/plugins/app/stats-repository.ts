import { count } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/index.js';
import { connections } from '../../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    statsRepository: ReturnType<typeof createStatsRepository>;
  }
}

/** Figures across all events, for the landing page. */
export function createStatsRepository(db: Db) {
  return {
    /** Connections made by players in all events (deleted events take theirs with them). */
    async totalConnections(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(connections);
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
