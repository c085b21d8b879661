import {
  applyLiveRow,
  compareLeaderboard,
  forgetRemoved,
  isRemovedRow,
  type LeaderboardPlayer,
  messages,
  type RemovedRows,
  removeLiveRow,
  sortLeaderboard,
  type VenuePrivacy,
} from '@hoogo/core';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { ok } from '../../lib/envelope.js';
import { publicRow } from '../../lib/venue-privacy.js';
import type { LiveBus, LiveMessage } from './live-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public game boards of this instance's events, and the way changes to them are published. */
    publicBoards: PublicBoards;
  }
}

export interface PublicBoards {
  /**
   * The event's public board (friend codes dropped, names as the event's venue_privacy shows them),
   * computed once and then kept up to date. `privacy` is the event's setting as the caller just read it:
   * a board held for another setting is computed again (without it, the board held is answered, or one
   * computed for the setting read from the event).
   */
  get(eventId: string, privacy?: VenuePrivacy): Promise<PublicBoard>;
  /** The public board's HTTP answer, the envelope already serialized: made once per board version. */
  answer(eventId: string, privacy?: VenuePrivacy): Promise<string>;
  /**
   * Publishes a change on the live bus. A change carrying players' rows (or a removed player) is put on
   * this instance's board at once, since with Redis the message itself comes back only later.
   */
  announce(eventId: string, message: LiveMessage): void;
}

/** The public leaderboard of one event (friend codes dropped), in the core order. */
export interface PublicBoard {
  rows: LeaderboardPlayer[];
  /**
   * The event's venue_privacy the rows' names were shortened for (absent: 'full'). A row put on the
   * board by a change is shortened the same way as it enters (patchBoard), once for every request.
   */
  privacy?: VenuePrivacy;
  /** The serialized HTTP answer, made once by the first request that needs it. */
  body?: string;
  /** Players removed since the board was computed, with their revision then (core's RemovedRows). */
  removed?: RemovedRows;
}

export interface LeaderboardCacheOptions {
  bus: LiveBus;
  /**
   * Computes the event's public board (two queries and a sort), its names shortened for `privacy` (the
   * setting the caller asked for; read from the event when not given).
   */
  compute(eventId: string, privacy?: VenuePrivacy): Promise<PublicBoard>;
  /**
   * Safety net for changes that are not published on the bus (a renamed account): a board older than
   * this is computed again.
   */
  ttlMs?: number;
  /** Events kept at once, least recently used dropped first. */
  maxEvents?: number;
  now?: () => number;
}

interface Entry {
  board: PublicBoard | null;
  /** The computation under way: concurrent misses share it. */
  pending: Promise<PublicBoard> | null;
  /** The venue_privacy the computation under way was asked for. */
  pendingPrivacy?: VenuePrivacy;
  /** Changes published while the computation runs: applied to its result (it may predate them). */
  patches: BoardPatch[];
  /** Ends the entry's bus subscription. */
  stop: () => void;
}

/**
 * A change of a cached board: a player's new row put in place, or a removed player's row taken off
 * (with their revision at the removal, when the message carries it).
 */
export type BoardPatch = { row: LeaderboardPlayer } | { removed: string; revision?: number };

export interface LeaderboardCache {
  /** The board; one held or being computed for another `privacy` than asked is computed again. */
  get(eventId: string, privacy?: VenuePrivacy): Promise<PublicBoard>;
  /** Puts a player's new public row on the event's board (a no-op while the board is not cached). */
  apply(eventId: string, row: LeaderboardPlayer): void;
  /** Takes a removed player's row off the event's board (a no-op while the board is not cached). */
  remove(eventId: string, eventRegisterId: string): void;
  close(): void;
}

/** The board changes a live message carries: rows of changed players, and a removed player. */
export function patchesOf(message: LiveMessage): BoardPatch[] {
  if ('player' in message) return [{ row: message.player }];
  if (message.type === 'connections_moderated')
    return message.players.map((change) => ({ row: change.player }));
  if (message.type === 'player_moderated') {
    return [
      ...(message.removed ? [{ removed: message.eventRegisterId, revision: message.revision }] : []),
      ...message.players.map((change) => ({ row: change.player })),
    ];
  }
  return [];
}

/**
 * How long a computed board is kept. Published changes patch it; this bounds the others (a player who
 * renames their account), and so the name's staleness on the big screen. Long, because on a large
 * event the computation takes a second or more (with PGlite, of the server's event loop).
 */
export const LEADERBOARD_CACHE_TTL_MS = 5 * 60_000;

/**
 * The board with the player's row replaced (or added), still in the core order, or with a removed
 * player's row taken off; null when the row is older than the one held, or the removed player is absent.
 */
export function patchBoard(board: PublicBoard, patch: LeaderboardPlayer | BoardPatch): PublicBoard | null {
  if ('removed' in patch) {
    const rows = removeLiveRow(board.rows, patch.removed);
    const removed =
      patch.revision === undefined ? board.removed : { ...board.removed, [patch.removed]: patch.revision };
    if (rows === board.rows && removed === board.removed) return null;
    return { rows: [...rows], ...(board.privacy && { privacy: board.privacy }), ...(removed && { removed }) };
  }
  // Changes carry the whole name: the row is shortened here, as it enters the board, for every request.
  const privacy = board.privacy ?? 'full';
  const row = publicRow('row' in patch ? patch.row : patch, privacy);
  // A row sent before the player's removal and heard after it must not bring them back.
  if (isRemovedRow(board.removed, row)) return null;
  const rows = applyLiveRow(board.rows, row, compareLeaderboard);
  const removed = forgetRemoved(board.removed, row);
  return rows && { rows, ...(board.privacy && { privacy: board.privacy }), ...(removed && { removed }) };
}

/**
 * The public leaderboard snapshot of each event, computed once and shared by every HTTP request and
 * socket snapshot. A change published on the event's bus channel (with Redis, on every instance)
 * carries the player's new row, which is put in place on the cached board: after the first
 * computation a snapshot costs a serialization, not two queries over the whole event. Routes that
 * change a row also apply it themselves before publishing, since a Redis message comes back only
 * later. A moderation message carries the new rows of the players whose card changed, and takes a
 * removed player's row off. Messages without a row (votes, voting toggles, grid changes) leave the game
 * board as it is.
 */
export function createLeaderboardCache(options: LeaderboardCacheOptions): LeaderboardCache {
  const { bus, compute, ttlMs = LEADERBOARD_CACHE_TTL_MS, maxEvents = 50, now = Date.now } = options;
  // The least recently used event goes first, and a board past its TTL is dropped when next asked;
  // either way the entry's bus subscription ends with it.
  const entries = new LRUCache<string, Entry>({
    max: maxEvents,
    ttl: ttlMs,
    ttlResolution: 0,
    perf: { now },
    dispose: (entry) => entry.stop(),
  });
  // Changes may have been lost while the bus was away: every board is computed again when next asked.
  const stopResync = bus.onResync(() => entries.clear());

  function patch(eventId: string, change: BoardPatch) {
    const entry = entries.peek(eventId);
    if (!entry) return;
    if (entry.pending) entry.patches.push(change);
    if (!entry.board) return;
    entry.board = patchBoard(entry.board, change) ?? entry.board;
  }

  /** The event's venue_privacy changed: its board's names are computed again when next asked. */
  function invalidate(eventId: string) {
    const entry = entries.peek(eventId);
    if (!entry) return;
    entry.board = null;
    // A computation under way may have read the former setting: its result is not kept.
    entry.pending = null;
    entry.patches = [];
  }

  function onMessage(eventId: string, message: LiveMessage) {
    if (message.type === 'venue_privacy_changed') {
      invalidate(eventId);
      return;
    }
    for (const change of patchesOf(message)) patch(eventId, change);
  }

  function entryOf(eventId: string): Entry {
    let entry = entries.get(eventId);
    if (entry) return entry;
    entry = { board: null, pending: null, patches: [], stop: () => {} };
    entry.stop = bus.subscribe(eventId, (message) => onMessage(eventId, message));
    entries.set(eventId, entry);
    return entry;
  }

  async function load(eventId: string, privacy: VenuePrivacy | undefined): Promise<PublicBoard> {
    // Changes published from now on reach the patches of this computation (Redis subscribes asynchronously).
    await bus.ready(eventId);
    return compute(eventId, privacy);
  }

  return {
    get(eventId, privacy) {
      const entry = entryOf(eventId);
      // The caller read the event's setting: a board held for another one (the change's message may not
      // have reached this instance yet) is computed again rather than shown.
      if (entry.board && (privacy === undefined || (entry.board.privacy ?? 'full') === privacy)) {
        return Promise.resolve(entry.board);
      }
      if (entry.pending && (privacy === undefined || entry.pendingPrivacy === privacy)) return entry.pending;
      entry.board = null;
      entry.patches = [];
      entry.pendingPrivacy = privacy;
      const pending = load(eventId, privacy).then((computed) => {
        let board = computed;
        if (entry.pending === pending) {
          for (const change of entry.patches) board = patchBoard(board, change) ?? board;
        }
        return board;
      });
      entry.pending = pending;
      pending.then(
        (board) => {
          if (entry.pending !== pending || entries.peek(eventId) !== entry) return;
          entry.pending = null;
          entry.patches = [];
          entry.board = board;
          // The TTL counts from the computation, not from the first request.
          entries.set(eventId, entry);
        },
        () => {
          if (entry.pending === pending) {
            entry.pending = null;
            entry.patches = [];
          }
        },
      );
      return pending;
    },
    apply: (eventId, row) => patch(eventId, { row }),
    remove: (eventId, eventRegisterId) => patch(eventId, { removed: eventRegisterId }),
    close() {
      stopResync();
      entries.clear();
    },
  };
}

/** Each public row's JSON, made once per row object: a patched board re-serializes only the new row. */
const rowJson = new WeakMap<LeaderboardPlayer, string>();

function jsonOf(row: LeaderboardPlayer): string {
  let json = rowJson.get(row);
  if (json === undefined) {
    json = JSON.stringify(row);
    rowJson.set(row, json);
  }
  return json;
}

/**
 * The board's HTTP answer, once per board version. The rows are built by the repository in exactly the
 * schema's shape, so plain JSON gives what the response schema would, without validating 10,000 rows
 * again after every change (the tests compare it with the schema's answer for hosts).
 */
function answerOf(board: PublicBoard): string {
  if (board.body === undefined) {
    const envelope = JSON.stringify(ok(null, messages.gameApi.leaderboard));
    const rows = `[${board.rows.map(jsonOf).join(',')}]`;
    // The envelope ends with "response":null}: the rows go in its place.
    board.body = `${envelope.slice(0, -'null}'.length)}${rows}}`;
  }
  return board.body;
}

export default fp(
  async (fastify) => {
    const { gameRepository: game, eventsRepository: events, liveBus } = fastify;
    const cache = createLeaderboardCache({
      bus: liveBus,
      compute: async (eventId, asked) => {
        const privacy = asked ?? (await events.findByReference(eventId))?.venuePrivacy ?? 'full';
        const rows = (await game.leaderboard(eventId)).map((row) =>
          publicRow({ ...row, user_code: null }, privacy),
        );
        return { rows: sortLeaderboard(rows), privacy };
      },
    });
    fastify.decorate('publicBoards', {
      get: (eventId, privacy) => cache.get(eventId, privacy),
      answer: async (eventId, privacy) => answerOf(await cache.get(eventId, privacy)),
      announce(eventId, message) {
        for (const change of patchesOf(message)) {
          if ('removed' in change) cache.remove(eventId, change.removed);
          else cache.apply(eventId, change.row);
        }
        liveBus.publish(eventId, message);
      },
    } satisfies PublicBoards);
    fastify.addHook('onClose', async () => cache.close());
  },
  { name: 'leaderboard-cache', dependencies: ['live-bus', 'game-repository', 'events-repository'] },
);
