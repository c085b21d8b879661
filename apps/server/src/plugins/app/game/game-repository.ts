import fp from 'fastify-plugin';
import type { Db } from '../../../db/index.js';
import { createConnectionWrites } from './add-connection.js';
import { createCardReads } from './card-reads.js';
import { createConnectionsRepository } from './connections-repository.js';
import { createLeaderboardRows } from './leaderboard-rows.js';
import { createPlayersRepository } from './players-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    gameRepository: GameRepository;
  }
}

/** The game's data, one decorator for its callers: each part is its own file, by concern. */
export type GameRepository = ReturnType<typeof createGameRepository>;

/**
 * The game's data layer as one object: the players and joining (players-repository.ts, with
 * friend-codes.ts), the card reads (card-reads.ts), the live boards' rows (leaderboard-rows.ts), a
 * connection stored (add-connection.ts, scored by card-score.ts) and the other reads of connections
 * (connections-repository.ts).
 */
export function createGameRepository(db: Db, now: () => Date) {
  return {
    ...createPlayersRepository(db, now),
    ...createCardReads(db),
    ...createLeaderboardRows(db),
    ...createConnectionWrites(db, now),
    ...createConnectionsRepository(db),
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('gameRepository', createGameRepository(fastify.db, fastify.clock));
  },
  { name: 'game-repository', dependencies: ['db'] },
);
