import type { EventSummary } from '@hoogo/core';
import { and, count, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/index.js';
import { connections, events, players } from '../../../db/schema.js';
import { connectionCounts, playerInGame } from '../../../db/visibility.js';

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

    /**
     * The finale's summary of one event (docs/decisions/0083-the-finale.md): players in the game,
     * connections and kept selfies that count, and the minute with the most connections (the earliest
     * of equals), as the public views count them.
     */
    async eventSummary(eventId: string): Promise<EventSummary> {
      const counted = and(eq(connections.eventId, eventId), connectionCounts());
      const [people] = await db
        .select({ total: count() })
        .from(players)
        .where(and(eq(players.eventId, eventId), playerInGame()));
      const [made] = await db
        .select({ total: count(), photos: count(connections.imageKey) })
        .from(connections)
        .where(counted);
      const minute = sql<Date>`date_trunc('minute', ${connections.createdAt})`;
      const [busiest] = await db
        .select({ at: minute, connections: count() })
        .from(connections)
        .where(counted)
        .groupBy(minute)
        .orderBy(desc(count()), minute)
        .limit(1);
      return {
        players: people?.total ?? 0,
        connections: made?.total ?? 0,
        photos: made?.photos ?? 0,
        busiest_minute: busiest
          ? { at: new Date(busiest.at).toISOString(), connections: busiest.connections }
          : null,
      };
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('statsRepository', createStatsRepository(fastify.db));
  },
  { name: 'stats-repository', dependencies: ['db'] },
);
