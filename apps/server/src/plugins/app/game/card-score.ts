import { scoreCard } from '@hoogo/core';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { joinsLinked, linked } from '../../../db/connection-people.js';
import { connections, type Player, players } from '../../../db/schema.js';
import type { Tx } from '../moderation/moderation-repository.js';

/** A player's row as scored again, with the players their visible connections link. */
export interface StoredScore {
  player: Player;
  /** The event_register_ids of the linked players still in the game, oldest connection first. */
  connectedTo: string[];
}

/**
 * Scores the player's card again from their visible connections (core's scoreCard: bingos, count,
 * `completed_at`) and stores it with a new revision, in the caller's transaction. The one place a
 * score is written: a new connection (add-connection.ts) and a host's moderation or a linked player
 * leaving (moderation/moderation-repository.ts, `rescore`) score the same way. The caller holds the
 * player's row lock (docs/decisions/0046-moderation-the-write-path.md), so that no other writer
 * changes the cells in between.
 */
export async function storeScore(tx: Tx, playerId: string): Promise<StoredScore> {
  const cells = await tx
    .select({
      x: connections.x,
      y: connections.y,
      at: connections.createdAt,
      linkedRegisterId: linked.eventRegisterId,
      linkedRemovedAt: linked.removedAt,
    })
    .from(connections)
    .leftJoin(linked, joinsLinked)
    .where(and(eq(connections.playerId, playerId), isNull(connections.hiddenAt)))
    .orderBy(asc(connections.createdAt), asc(connections.x), asc(connections.y));
  const score = scoreCard(cells);
  const [player] = await tx
    .update(players)
    .set({
      bingos: score.bingos,
      totalConnections: score.totalConnections,
      completedAt: score.completedAt,
      revision: sql`${players.revision} + 1`,
    })
    .where(eq(players.id, playerId))
    .returning();
  // Locked by the caller: it cannot have gone since, unless the database broke the lock.
  if (!player) throw new Error(`player ${playerId} vanished`);
  const connectedTo = cells.flatMap((cell) =>
    cell.linkedRegisterId && !cell.linkedRemovedAt ? [cell.linkedRegisterId] : [],
  );
  return { player, connectedTo };
}
