import type { LeaderboardPlayer } from '@hoogo/core';
import type { LiveBus } from './live-bus.js';

/** The public leaderboard of one event (friend codes dropped), in the core order. */
export interface PublicBoard {
  rows: LeaderboardPlayer[];
  /** The serialized HTTP answer, made once by the first request that needs it. */
  body?: string;
}

export interface LeaderboardCacheOptions {
  bus: LiveBus;
  /** Computes the event's public board (two queries and a sort). */
  compute(eventId: string): Promise<PublicBoard>;
  /** Safety net for changes that are not published on the bus (a renamed account). */
  ttlMs?: number;
  /** Events kept at once, least recently used dropped first. */
  maxEvents?: number;
  now?: () => number;
}

interface Entry {
  board: PublicBoard | null;
  expiresAt: number;
  /** The computation under way: concurrent misses share it. */
  pending: Promise<PublicBoard> | null;
  /** Ends the entry's bus subscription. */
  stop: () => void;
}

export interface LeaderboardCache {
  get(eventId: string): Promise<PublicBoard>;
  /** Drops the event's board: the next get computes it again. */
  invalidate(eventId: string): void;
  close(): void;
}

/**
 * The public leaderboard snapshot of each event, computed once and shared by every HTTP request and
 * socket snapshot until the event changes. Any message on the event's bus channel drops it (with
 * Redis, on every instance); routes that change the board also drop it themselves before publishing,
 * since a Redis message comes back only later. The TTL bounds staleness for anything not published.
 */
export function createLeaderboardCache(options: LeaderboardCacheOptions): LeaderboardCache {
  const { bus, compute, ttlMs = 2_000, maxEvents = 50, now = Date.now } = options;
  const entries = new Map<string, Entry>();

  function invalidate(eventId: string) {
    const entry = entries.get(eventId);
    if (!entry) return;
    entry.board = null;
    // A computation started before the change may miss it: later callers start a new one.
    entry.pending = null;
  }

  function evict(eventId: string) {
    const entry = entries.get(eventId);
    if (!entry) return;
    entries.delete(eventId);
    entry.stop();
  }

  function entryOf(eventId: string): Entry {
    let entry = entries.get(eventId);
    if (entry) {
      // Most recently used last.
      entries.delete(eventId);
      entries.set(eventId, entry);
      return entry;
    }
    entry = { board: null, expiresAt: 0, pending: null, stop: () => {} };
    entry.stop = bus.subscribe(eventId, () => invalidate(eventId));
    entries.set(eventId, entry);
    while (entries.size > maxEvents) {
      const oldest = entries.keys().next().value as string;
      evict(oldest);
    }
    return entry;
  }

  async function load(eventId: string): Promise<PublicBoard> {
    // Changes published from now on invalidate this computation (Redis subscribes asynchronously).
    await bus.ready(eventId);
    return compute(eventId);
  }

  return {
    get(eventId) {
      const entry = entryOf(eventId);
      if (entry.board && now() < entry.expiresAt) return Promise.resolve(entry.board);
      if (entry.pending) return entry.pending;
      const pending = load(eventId);
      entry.pending = pending;
      pending.then(
        (board) => {
          if (entry.pending !== pending || entries.get(eventId) !== entry) return;
          entry.pending = null;
          entry.board = board;
          entry.expiresAt = now() + ttlMs;
        },
        () => {
          if (entry.pending === pending) entry.pending = null;
        },
      );
      return pending;
    },
    invalidate,
    close() {
      for (const eventId of [...entries.keys()]) evict(eventId);
    },
  };
}
