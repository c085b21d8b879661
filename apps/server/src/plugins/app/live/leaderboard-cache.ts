import {
  applyLiveRow,
  type BoardTotals,
  type BoardWindow,
  compareLeaderboard,
  forgetRemoved,
  isRemovedRow,
  type LeaderboardPlayer,
  type LeaderboardWindow,
  messages,
  type OwnPlace,
  type RemovedRows,
  removeLiveRow,
  sameLeaderboardPlace,
  trueLetters,
  type VenuePrivacy,
} from '@hoogo/core';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { ok } from '../../../lib/envelope.js';
import { publicRow } from '../../../lib/venue-privacy.js';
import { createAnnouncer } from './announce.js';
import { type LiveChannels, type LiveMessage, publisherOf } from './live-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public game boards of this instance's events (changes reach them through `fastify.announce`). */
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
  /** The board held now, if any (none while it is computed, or after it was dropped): no computation. */
  peek(eventId: string): PublicBoard | null;
  /** A window's HTTP answer, the envelope serialized from the rows' JSON made once per row. */
  answer(eventId: string, privacy: VenuePrivacy, window: BoardWindow, me?: string): Promise<string>;
  /**
   * The board changes this instance's boards took since it started: each change once, on every instance
   * (docs/decisions/0070-one-announce-path.md).
   */
  applied(): number;
}

/** What a computation of the board reads: rows in the core order, and their friend codes. */
export interface BoardSource {
  rows: LeaderboardPlayer[];
  /**
   * The event's venue_privacy the rows' names were shortened for (absent: 'full'). A row put on the
   * board by a change is shortened the same way as it enters (patchBoard), once for every request.
   */
  privacy?: VenuePrivacy;
  /** Friend codes by event_register_id, for the hosts' windows. */
  codes?: Map<string, string | null>;
  /** Players removed since the board was computed, with their revision then (core's RemovedRows). */
  removed?: RemovedRows;
}

/**
 * The public leaderboard of one event (friend codes dropped), in the core order, with what finds a
 * player's place without sorting: each row by id (the rows are sorted, so a binary search with
 * compareLeaderboard gives its position), and the totals, patched with the rows.
 */
export interface PublicBoard extends BoardSource {
  /**
   * Each row by event_register_id. Shared by the board's versions and kept in step by patchBoard: only
   * the current version is read for places.
   */
  byId: Map<string, LeaderboardPlayer>;
  codes: Map<string, string | null>;
  totals: BoardTotals;
}

export interface LeaderboardCacheOptions {
  bus: Pick<LiveChannels, 'subscribe' | 'ready' | 'onResync'>;
  /**
   * Reads the event's public board (one query of the rows, in the board's order), its names shortened
   * for `privacy` (the setting the caller asked for; read from the event when not given).
   */
  compute(eventId: string, privacy?: VenuePrivacy): Promise<BoardSource>;
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
 * A change of a cached board: a player's new row put in place (with their friend code, when the message
 * carries it), or a removed player's row taken off (with their revision at the removal, when known).
 */
export type BoardPatch =
  | { row: LeaderboardPlayer; friendCode?: string | null }
  | { removed: string; revision?: number };

export interface LeaderboardCache {
  /** The board; one held or being computed for another `privacy` than asked is computed again. */
  get(eventId: string, privacy?: VenuePrivacy): Promise<PublicBoard>;
  /** The board held now, if any: no computation. */
  peek(eventId: string): PublicBoard | null;
  /** Puts a player's new public row on the event's board (a no-op while the board is not cached). */
  apply(eventId: string, row: LeaderboardPlayer, friendCode?: string | null): void;
  /** Takes a removed player's row off the event's board (a no-op while the board is not cached). */
  remove(eventId: string, eventRegisterId: string): void;
  /**
   * Puts a change on the event's board: its rows, a removed player, or a new venue_privacy (the board is
   * computed again). The announcer calls it for a change made here; the bus subscription for one
   * announced on another instance.
   */
  hear(eventId: string, message: LiveMessage): void;
  /** The board changes put on a board held or being computed (apply and remove, from hear or not). */
  applied(): number;
  close(): void;
}

/** The board changes a live message carries: rows of changed players, and a removed player. */
export function patchesOf(message: LiveMessage): BoardPatch[] {
  if ('player' in message) return [{ row: message.player, friendCode: message.friendCode }];
  const rowOf = (change: { player: LeaderboardPlayer; friendCode: string | null }) => ({
    row: change.player,
    friendCode: change.friendCode,
  });
  if (message.type === 'connections_moderated') return message.players.map(rowOf);
  if (message.type === 'player_moderated') {
    return [
      ...(message.removed ? [{ removed: message.eventRegisterId, revision: message.revision }] : []),
      ...message.players.map(rowOf),
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

const isCompleted = (row: LeaderboardPlayer) => (row.completed_at === null ? 0 : 1);

/** A computed board made ready for places and windows: rows by id, codes, and the totals counted from the rows. */
export function boardOf(source: BoardSource): PublicBoard {
  const { rows } = source;
  let connections = 0;
  let completed = 0;
  for (const row of rows) {
    connections += row.total_connections;
    completed += isCompleted(row);
  }
  return {
    ...source,
    byId: new Map(rows.map((row) => [row.event_register_id, row])),
    codes: source.codes ?? new Map(),
    totals: {
      participant_count: rows.length,
      total_connections: connections,
      completed_count: completed,
      row_count: rows.length,
    },
  };
}

/**
 * The board with the player's row replaced (or added), still in the core order, or with a removed
 * player's row taken off; null when the row is older than the one held or the very one held (a change
 * heard twice: from its route and from the bus), or the removed player is absent. The totals move with
 * the row (a player joins, connects, completes, is removed), from the counts the board was read with.
 */
export function patchBoard(board: PublicBoard, patch: BoardPatch): PublicBoard | null {
  const { byId, totals } = board;
  const rest = { privacy: board.privacy, codes: board.codes, byId };
  if ('removed' in patch) {
    const held = byId.get(patch.removed);
    const rows = removeLiveRow(board.rows, patch.removed);
    const removed =
      patch.revision === undefined ? board.removed : { ...board.removed, [patch.removed]: patch.revision };
    if (rows === board.rows && removed === board.removed) return null;
    byId.delete(patch.removed);
    return {
      ...rest,
      rows: [...rows],
      removed,
      totals: held
        ? {
            participant_count: totals.participant_count - 1,
            total_connections: totals.total_connections - held.total_connections,
            completed_count: totals.completed_count - isCompleted(held),
            row_count: rows.length,
          }
        : totals,
    };
  }
  const id = patch.row.event_register_id;
  if (patch.friendCode !== undefined) board.codes.set(id, patch.friendCode);
  const held = byId.get(id);
  if (held && held.revision !== undefined && held.revision === patch.row.revision) return null;
  // Changes carry the whole name and the links: the row is made as the board shows it as it enters, once
  // for every request (names as the venue shows them; no links on boards,
  // docs/decisions/0052-boards-that-cost-what-a-viewer-sees.md).
  const row = { ...publicRow(patch.row, board.privacy ?? 'full'), connected_to: [] };
  // A row sent before the player's removal and heard after it must not bring them back.
  if (isRemovedRow(board.removed, row)) return null;
  const rows = applyLiveRow(board.rows, row, compareLeaderboard);
  if (!rows) return null;
  byId.set(id, row);
  return {
    ...rest,
    rows,
    removed: forgetRemoved(board.removed, row),
    totals: {
      participant_count: totals.participant_count + (held ? 0 : 1),
      total_connections: totals.total_connections + row.total_connections - (held?.total_connections ?? 0),
      completed_count: totals.completed_count + isCompleted(row) - (held ? isCompleted(held) : 0),
      row_count: rows.length,
    },
  };
}

/**
 * Position of the first row tied with `row` (its rank less one: competition ranking, ties share the
 * rank of the first of them). A binary search of the sorted rows: the rows before the tie group sort
 * before `row` and are not tied with it, which is true of a prefix of the board.
 */
export function tieStart(rows: readonly LeaderboardPlayer[], row: LeaderboardPlayer): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const candidate = rows[middle] as LeaderboardPlayer;
    if (compareLeaderboard(candidate, row) < 0 && !sameLeaderboardPlace(candidate, row)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A window of the board: its rows and the rank of the first (which may tie with rows above it). */
export function windowOf(
  board: PublicBoard,
  { offset, limit }: BoardWindow,
): { rows: LeaderboardPlayer[]; first_rank: number } {
  const rows = board.rows.slice(offset, offset + limit);
  const first = rows[0];
  return { rows, first_rank: first ? tieStart(board.rows, first) + 1 : offset + 1 };
}

/** A player's row and rank on the board, or null when they have no row (removed, or not a player). */
export function ownPlaceOf(board: PublicBoard, eventRegisterId: string): OwnPlace<LeaderboardPlayer> {
  const row = board.byId.get(eventRegisterId);
  return row ? { row, rank: tieStart(board.rows, row) + 1 } : null;
}

/**
 * The public leaderboard snapshot of each event, computed once and shared by every HTTP request and
 * socket snapshot. A change announced on the event's bus channel (with Redis, on every instance)
 * carries the player's new row, which is put in place on the cached board: after the first
 * computation a snapshot costs a serialization, not two queries over the whole event. Each change is
 * put on a board once per instance: by the announcer where it is made (`hear`), by the bus
 * subscription on the others (docs/decisions/0070-one-announce-path.md). A moderation message carries the new rows of the players whose card changed, and takes a
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

  let applied = 0;

  function patch(eventId: string, change: BoardPatch) {
    const entry = entries.peek(eventId);
    if (!entry) return;
    applied += 1;
    if (entry.pending) entry.patches.push(change);
    if (!entry.board) return;
    entry.board = patchBoard(entry.board, change) ?? entry.board;
  }

  /** A computation's result, with the changes heard meanwhile put on it. */
  function ready(source: BoardSource, patches: BoardPatch[]): PublicBoard {
    let board = boardOf(source);
    for (const change of patches) board = patchBoard(board, change) ?? board;
    return board;
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

  function hear(eventId: string, message: LiveMessage) {
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
    // A change made here is on the board already (the announcer put it there); one from another instance
    // is put there before the sockets, which read the board, hear it.
    entry.stop = bus.subscribe(
      eventId,
      (message, origin) => {
        if (origin === 'elsewhere') hear(eventId, message);
      },
      { first: true },
    );
    entries.set(eventId, entry);
    return entry;
  }

  async function load(eventId: string, privacy: VenuePrivacy | undefined): Promise<BoardSource> {
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
      const pending: Promise<PublicBoard> = load(eventId, privacy).then((computed) =>
        ready(computed, entry.pending === pending ? entry.patches : []),
      );
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
    peek: (eventId) => entries.peek(eventId)?.board ?? null,
    apply: (eventId, row, friendCode) => patch(eventId, { row, friendCode }),
    remove: (eventId, eventRegisterId) => patch(eventId, { removed: eventRegisterId }),
    hear,
    applied: () => applied,
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
 * A window's HTTP answer (core's leaderboardWindowSchema). The rows are built in exactly the schema's
 * shape, so plain JSON of each row (made once per row object) gives what the response schema would,
 * without validating the rows again (the tests compare it with the schema's answer for hosts).
 */
function answerOf(board: PublicBoard, window: BoardWindow, me?: string): string {
  const { rows, first_rank } = windowOf(board, window);
  const { row_count, participant_count, total_connections, completed_count } = board.totals;
  const head: Omit<LeaderboardWindow, 'rows'> = {
    offset: window.offset,
    first_rank,
    row_count,
    participant_count,
    total_connections,
    completed_count,
    ...(me !== undefined && { me: ownPlaceOf(board, me) }),
  };
  const envelope = JSON.stringify(ok({ rows: null, ...head }, messages.gameApi.leaderboard));
  // The rows go in place of the envelope's "rows":null.
  return envelope.replace('"rows":null', `"rows":[${rows.map(jsonOf).join(',')}]`);
}

/**
 * The rows in the core order (compareLeaderboard), each row's sort key computed once: at 50,000 rows
 * compareLeaderboard's parsing of times and counting of letters on every comparison took most of a cold
 * board's second. The keys are compareLeaderboard's criteria in its order.
 */
export function sortedBoard(rows: LeaderboardPlayer[]): LeaderboardPlayer[] {
  const keyed = rows.map((row) => ({
    row,
    time: row.completed_at === null ? Number.POSITIVE_INFINITY : Date.parse(row.completed_at),
    letters: trueLetters(row.score),
  }));
  keyed.sort(
    (a, b) =>
      a.time - b.time ||
      b.letters - a.letters ||
      b.row.total_connections - a.row.total_connections ||
      (a.row.event_register_id < b.row.event_register_id
        ? -1
        : a.row.event_register_id > b.row.event_register_id
          ? 1
          : 0),
  );
  return keyed.map(({ row }) => row);
}

/**
 * The rows in the core order: as they are when the repository's sort on its numbers already gave it
 * (checked pair by pair with compareLeaderboard, one pass), sorted by sortedBoard otherwise. The core
 * rule decides the order, whatever the repository's.
 */
export function inBoardOrder(rows: LeaderboardPlayer[]): LeaderboardPlayer[] {
  for (let i = 1; i < rows.length; i++) {
    if (compareLeaderboard(rows[i - 1] as LeaderboardPlayer, rows[i] as LeaderboardPlayer) > 0) {
      return sortedBoard(rows);
    }
  }
  return rows;
}

export default fp(
  async (fastify) => {
    const { gameRepository: game, eventsRepository: events, liveBus } = fastify;
    const cache = createLeaderboardCache({
      bus: liveBus,
      compute: async (eventId, asked) => {
        const [event, { rows, codes }] = await Promise.all([
          asked ? undefined : events.findByReference(eventId),
          game.leaderboard(eventId),
        ]);
        const privacy = asked ?? event?.venuePrivacy ?? 'full';
        const board = privacy === 'full' ? rows : rows.map((row) => publicRow(row, privacy));
        // The totals are counted from the rows (boardOf): every player still in the game has a row, and a
        // row's total_connections is the count of its connections that count (core's scoreCard), so the
        // rows give what the counting queries would, without a count over every connection of the event.
        return { rows: inBoardOrder(board), privacy, codes };
      },
    });
    fastify.decorate('publicBoards', {
      get: (eventId, privacy) => cache.get(eventId, privacy),
      peek: (eventId) => cache.peek(eventId),
      answer: async (eventId, privacy, window, me) => answerOf(await cache.get(eventId, privacy), window, me),
      applied: () => cache.applied(),
    } satisfies PublicBoards);
    // The one way to announce a change: the boards here take it once, the bus carries it once.
    fastify.decorate('announce', createAnnouncer(cache.hear, publisherOf(liveBus)));
    fastify.addHook('onClose', async () => cache.close());
  },
  { name: 'leaderboard-cache', dependencies: ['live-bus', 'game-repository', 'events-repository'] },
);
