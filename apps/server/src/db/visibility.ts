import { isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { connections, players } from './schema.js';

/**
 * What moderation leaves in the game (docs/decisions/0045-moderation-what-others-read.md): a host hides a
 * connection or removes a player by stamping the row, never by deleting it, so every read that counts
 * connections, ranks players or tallies votes filters on these stamps, and the hosts' lists on their
 * opposites.
 *
 * Without an alias each is drizzle's condition on the table itself (`"connections"."hidden_at" is null`),
 * for the query builder or a raw query that reads the table by its name; with one it is the same
 * condition on that alias of a raw query (`from connections c` → `connectionCounts('c')`).
 */
function stamp(column: typeof connections.hiddenAt | typeof players.removedAt, set: boolean, alias?: string) {
  if (alias === undefined) return set ? isNotNull(column) : isNull(column);
  return sql`${sql.identifier(alias)}.${sql.identifier(column.name)} ${sql.raw(set ? 'is not null' : 'is null')}`;
}

/** The connection counts: no host hid it (hidden ones stay, for the activity feed and a restore). */
export const connectionCounts = (alias?: string): SQL => stamp(connections.hiddenAt, false, alias);

/** The connection was hidden by a host, or with its maker's removal (`hidden_cause` says which). */
export const connectionHidden = (alias?: string): SQL => stamp(connections.hiddenAt, true, alias);

/** The player is still in the game: no host removed them (a removed player is kept for a restore). */
export const playerInGame = (alias?: string): SQL => stamp(players.removedAt, false, alias);

/** A host removed the player from the game. */
export const playerRemoved = (alias?: string): SQL => stamp(players.removedAt, true, alias);
