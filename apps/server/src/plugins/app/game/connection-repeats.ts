import { and, eq, isNull, or } from 'drizzle-orm';
import { isUniqueViolation } from '../../../db/errors.js';
import type { Db } from '../../../db/index.js';
import { type Connection, connections } from '../../../db/schema.js';
import type { Tx } from '../moderation/moderation-repository.js';

/**
 * A repeat a connection may not be: a second connection in a filled cell of the player's card (`cell`),
 * or a second link to the same player by friend code (`link`). Only visible connections count: a hidden
 * one frees its cell and its link.
 */
export type Repeat = 'cell' | 'link';

/**
 * The partial unique index of `connections` (db/schema.ts) that refuses each repeat. These indexes
 * decide: they see every writer and every race (two submissions for one cell at once, a host showing a
 * hidden connection again), inside the writer's own transaction.
 */
const REPEAT_INDEXES: Record<Repeat, string> = {
  cell: 'connections_player_cell_unique',
  link: 'connections_player_linked_unique',
};

/** The repeat a failed write of a connection was refused as by its unique index; undefined for any other error. */
export function repeatViolated(error: unknown): Repeat | undefined {
  for (const [repeat, index] of Object.entries(REPEAT_INDEXES) as Array<[Repeat, string]>) {
    if (isUniqueViolation(error, index)) return repeat;
  }
  return undefined;
}

/**
 * The repeat the connection would be now, read from the visible connections as the unique indexes
 * see them, the cell first; undefined for none. Only the first answer of the indexes: a repeat stored
 * by a concurrent writer after this read is still refused by them. It lets a writer refuse early:
 * a submission before its selfie is re-encoded (game/connections.ts), or a host's "show again" before
 * the linked player's removal is looked at (moderation/moderation-repository.ts).
 */
export async function findRepeat(
  runner: Db | Tx,
  connection: Pick<Connection, 'playerId'> & Partial<Pick<Connection, 'x' | 'y' | 'connectedPlayerId'>>,
): Promise<Repeat | undefined> {
  const { playerId, x, y, connectedPlayerId } = connection;
  const cell =
    x === undefined || y === undefined ? undefined : and(eq(connections.x, x), eq(connections.y, y));
  const link = connectedPlayerId ? eq(connections.connectedPlayerId, connectedPlayerId) : undefined;
  if (!cell && !link) return undefined;
  const rows = await runner
    .select({ x: connections.x, y: connections.y })
    .from(connections)
    .where(and(eq(connections.playerId, playerId), isNull(connections.hiddenAt), or(cell, link)))
    .limit(2);
  if (rows.some((row) => cell && row.x === x && row.y === y)) return 'cell';
  return rows.length > 0 ? 'link' : undefined;
}
