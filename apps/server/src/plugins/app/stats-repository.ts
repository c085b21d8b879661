import fp from 'fastify-plugin';
import type { Db } from '../../db/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    statsRepository: ReturnType<typeof createStatsRepository>;
  }
}

/** Figures across all events, for the landing page. */
export function createStatsRepository(_db: Db) {
  return {
    /**
     * Connections made by players in all events. There are no game tables yet, so there are none to
     * count; this is the one place that will query them once connections are stored.
     */
    async totalConnections(): Promise<number> {
      return 0;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('statsRepository', createStatsRepository(fastify.db));
  },
  { name: 'stats-repository', dependencies: ['db'] },
);
