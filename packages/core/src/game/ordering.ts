import { trueLetters } from './scoring.js';

export interface LeaderboardEntry {
  event_register_id: string;
  user_name: string;
  total_connections: number;
  score: boolean[];
  completed_at: string | null;
  /** Bumped by every change of the player's row (see applyLiveRow); not part of the order. */
  revision?: number;
}

export interface VotingEntry {
  event_register_id: string;
  vote_count: number;
  total_connections: number;
  completed_at: string | null;
}

const time = (iso: string | null) => (iso === null ? Number.POSITIVE_INFINITY : Date.parse(iso));

/**
 * Game leaderboard order: completed players first, earliest completion first;
 * then more true score letters, then more connections. Ties keep a stable order by id.
 */
export function compareLeaderboard(a: LeaderboardEntry, b: LeaderboardEntry): number {
  const aDone = a.completed_at !== null;
  const bDone = b.completed_at !== null;
  if (aDone !== bDone) return aDone ? -1 : 1;
  if (aDone && bDone) {
    const byCompletion = time(a.completed_at) - time(b.completed_at);
    if (byCompletion !== 0) return byCompletion;
  }
  const byLetters = trueLetters(b.score) - trueLetters(a.score);
  if (byLetters !== 0) return byLetters;
  const byConnections = b.total_connections - a.total_connections;
  if (byConnections !== 0) return byConnections;
  return a.event_register_id < b.event_register_id ? -1 : a.event_register_id > b.event_register_id ? 1 : 0;
}

/** Voting order: more votes, then more connections, then earlier completion. */
export function compareVoting(a: VotingEntry, b: VotingEntry): number {
  const byVotes = b.vote_count - a.vote_count;
  if (byVotes !== 0) return byVotes;
  const byConnections = b.total_connections - a.total_connections;
  if (byConnections !== 0) return byConnections;
  const byCompletion = time(a.completed_at) - time(b.completed_at);
  if (byCompletion !== 0 && !Number.isNaN(byCompletion)) return byCompletion;
  return a.event_register_id < b.event_register_id ? -1 : a.event_register_id > b.event_register_id ? 1 : 0;
}

export function sortLeaderboard<T extends LeaderboardEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(compareLeaderboard);
}

export function sortVoting<T extends VotingEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(compareVoting);
}

/** What a row of a live board carries that tells an older row of the same player from a newer one. */
export interface LiveRow {
  event_register_id: string;
  total_connections: number;
  completed_at: string | null;
  vote_count?: number;
  /** The player's row revision (bumped by every change of it), when the board carries it. */
  revision?: number;
}

/**
 * Whether `row` is an older state of `held`, the same player's row. Rows that carry a revision are told
 * apart by it: a host's hide can take connections and a completion away, so only the revision orders
 * them. Without one, a player's connections and votes only grow and a completion is never undone, so a
 * row with fewer connections, or as many but not completed while the held one is, or with fewer votes,
 * was sent before the held one and arrived late.
 */
function isOlder(row: LiveRow, held: LiveRow): boolean {
  if (row.revision !== undefined && held.revision !== undefined && row.revision !== held.revision) {
    return row.revision < held.revision;
  }
  if (row.total_connections !== held.total_connections) return row.total_connections < held.total_connections;
  if ((row.completed_at === null) !== (held.completed_at === null)) return row.completed_at === null;
  return (row.vote_count ?? 0) < (held.vote_count ?? 0);
}

/** Index of the first row that sorts after `row` (binary search in the board's order). */
function insertionIndex<T>(rows: readonly T[], row: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(rows[middle] as T, row) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A live board (rows in the order of `compare`) with a player's new row put in place: the player's
 * former row replaced, or the row added, at the place the order gives it. Null when the row is older
 * than the one held: messages can arrive late (two server instances publish through Redis in the
 * order each received, not the order of the changes), and a late row must not move a player back.
 */
export function applyLiveRow<T extends LiveRow>(
  rows: readonly T[],
  row: T,
  compare: (a: T, b: T) => number,
): T[] | null {
  const at = rows.findIndex((candidate) => candidate.event_register_id === row.event_register_id);
  const held = rows[at];
  if (held && isOlder(row, held)) return null;
  const others = at === -1 ? [...rows] : [...rows.slice(0, at), ...rows.slice(at + 1)];
  others.splice(insertionIndex(others, row, compare), 0, row);
  return others;
}

/**
 * The players a host removed, each with the revision their row had at the removal. A board keeps them
 * after taking the row off: a row of the player that is not newer than that (a message sent before the
 * removal and arriving after it, through another server instance) must not bring them back; a restore
 * comes with a newer revision.
 */
export type RemovedRows = Readonly<Record<string, number>>;

/** Whether `row` belongs to a removed player and predates their removal (see RemovedRows). */
export function isRemovedRow(removed: RemovedRows | undefined, row: LiveRow): boolean {
  const at = removed?.[row.event_register_id];
  return at !== undefined && (row.revision ?? Number.NEGATIVE_INFINITY) <= at;
}

/** `removed` with the player of `row` forgotten: their newer row means they were restored. */
export function forgetRemoved(removed: RemovedRows | undefined, row: LiveRow): RemovedRows | undefined {
  if (removed?.[row.event_register_id] === undefined) return removed;
  const { [row.event_register_id]: _, ...rest } = removed;
  return rest;
}

/** A live board without the player of `eventRegisterId` (a host removed them); the same rows when absent. */
export function removeLiveRow<T extends LiveRow>(rows: readonly T[], eventRegisterId: string): readonly T[] {
  const at = rows.findIndex((candidate) => candidate.event_register_id === eventRegisterId);
  return at === -1 ? rows : [...rows.slice(0, at), ...rows.slice(at + 1)];
}
