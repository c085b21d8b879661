/**
 * Answers of get-user-matrix kept in memory, each with the versions of the rows it was built from
 * (docs/decisions/0053-cards-served-from-memory.md). On PostgreSQL an answer is served again only after
 * the database says, in one small query, that the player's and the event's card_version are still
 * those: triggers bump them on every change of what a card shows (migration 0011), so a kept answer is
 * never stale, whichever instance or code path made the change. On PGlite, which one process holds, the
 * same triggers report each change as it commits, and `forget` drops the answers it concerns. The least
 * recently used answers go first once the kept ones pass `maxBytes`.
 */

import type { CardChange } from '../db/index.js';

/** What a card was built from: the player's and the event's rows, at these versions. */
export interface CardStamp {
  playerId: string;
  playerVersion: number;
  eventId: string;
  eventVersion: number;
}

export const sameStamp = (a: CardStamp, b: CardStamp) =>
  a.playerId === b.playerId &&
  a.playerVersion === b.playerVersion &&
  a.eventId === b.eventId &&
  a.eventVersion === b.eventVersion;

interface Kept<Value> {
  stamp: CardStamp;
  value: Value;
  bytes: number;
}

export interface CardCache<Value> {
  /** The kept value and its stamp, marked as used now. */
  get(key: string): { stamp: CardStamp; value: Value } | undefined;
  /** Keeps `value` (of about `bytes` bytes), in place of what `key` held. */
  set(key: string, stamp: CardStamp, value: Value, bytes: number): void;
  delete(key: string): void;
  /** Drops every answer built from this player's or this event's row (`all`: every answer). */
  forget(change: CardChange): void;
  /** How many answers, and how many bytes, are kept. */
  size(): { entries: number; bytes: number };
}

export function createCardCache<Value>(maxBytes: number): CardCache<Value> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const kept = new Map<string, Kept<Value>>();
  let total = 0;
  // The keys of the answers built from each row, as "players:<id>" and "events:<id>".
  const byRow = new Map<string, Set<string>>();
  const rowsOf = (stamp: CardStamp) => [`players:${stamp.playerId}`, `events:${stamp.eventId}`];

  function drop(key: string) {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    total -= entry.bytes;
    for (const row of rowsOf(entry.stamp)) {
      const keys = byRow.get(row);
      keys?.delete(key);
      if (keys?.size === 0) byRow.delete(row);
    }
  }

  return {
    get(key) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      kept.delete(key);
      kept.set(key, entry);
      return { stamp: entry.stamp, value: entry.value };
    },
    set(key, stamp, value, bytes) {
      drop(key);
      if (bytes > maxBytes) return;
      kept.set(key, { stamp, value, bytes });
      total += bytes;
      for (const row of rowsOf(stamp)) {
        const keys = byRow.get(row) ?? new Set<string>();
        keys.add(key);
        byRow.set(row, keys);
      }
      for (const oldest of kept.keys()) {
        if (total <= maxBytes) break;
        drop(oldest);
      }
    },
    delete: drop,
    forget(change) {
      if (change.table === 'all') {
        kept.clear();
        byRow.clear();
        total = 0;
        return;
      }
      for (const key of [...(byRow.get(`${change.table}:${change.id}`) ?? [])]) drop(key);
    },
    size: () => ({ entries: kept.size, bytes: total }),
  };
}

/** The most lookups one batch asks the database for. */
const MAX_BATCH = 100;

/**
 * Gathers the lookups asked during one turn of the event loop (the requests read together from their
 * sockets) and asks `run` for all of them at once, in batches of at most 100: one database round trip
 * for several kept cards instead of one each. `run` answers in the order it was given.
 */
export function batchedLookups<Lookup, Answer>(
  run: (lookups: Lookup[]) => Promise<Answer[]>,
): (lookup: Lookup) => Promise<Answer> {
  let waiting: Array<{
    lookup: Lookup;
    resolve: (answer: Answer) => void;
    reject: (error: unknown) => void;
  }> = [];

  function flush() {
    const all = waiting;
    waiting = [];
    for (let start = 0; start < all.length; start += MAX_BATCH) {
      const batch = all.slice(start, start + MAX_BATCH);
      run(batch.map((item) => item.lookup)).then(
        (answers) => {
          for (const [i, item] of batch.entries()) item.resolve(answers[i] as Answer);
        },
        (error: unknown) => {
          for (const item of batch) item.reject(error);
        },
      );
    }
  }

  return (lookup) =>
    new Promise<Answer>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ lookup, resolve, reject });
    });
}
