import { competitionRanks } from './ranking.js';

/**
 * Boards answer a window, not the whole event (docs/decisions/0052-boards-that-cost-what-a-viewer-sees.md):
 * `limit` rows from position `offset` (0-based) of the board's order. A big screen pages through
 * windows; a phone asks for the top rows and its own row and rank.
 */
export interface BoardWindow {
  offset: number;
  limit: number;
}

/** Rows of a window when the client does not say. */
export const BOARD_WINDOW_DEFAULT_LIMIT = 50;
/** The most rows one window may hold: a screen that wants more pages through windows. */
export const BOARD_WINDOW_MAX_LIMIT = 200;
/** Positions beyond this are refused: no board of one event is that long. */
export const BOARD_WINDOW_MAX_OFFSET = 1_000_000;

/**
 * A window as asked (query string or socket message) made valid: whole numbers, offset ≥ 0, limit
 * between 1 and BOARD_WINDOW_MAX_LIMIT; missing values take the defaults.
 */
export function clampWindow(offset: unknown, limit: unknown): BoardWindow {
  const whole = (value: unknown, fallback: number) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number) ? Math.trunc(number) : fallback;
  };
  return {
    offset: Math.min(BOARD_WINDOW_MAX_OFFSET, Math.max(0, whole(offset, 0))),
    limit: Math.min(BOARD_WINDOW_MAX_LIMIT, Math.max(1, whole(limit, BOARD_WINDOW_DEFAULT_LIMIT))),
  };
}

/** A row of a windowed board: all the window code needs of it. */
export interface WindowRow {
  event_register_id: string;
}

/**
 * What changes a viewer's window after a change of the board, when the rows that did not change keep
 * their relative order (true of every change: only the changed players move).
 * - `remove`: ids of rows that left the window, or that are sent again in `put`;
 * - `put`: rows new in the window or changed, each with its absolute position (0-based), ascending;
 * - `first_rank`: the rank of the window's first row (ties with rows above it share their rank);
 * - `row_count`: rows on the whole board.
 */
export interface WindowChange<Row> {
  remove: string[];
  put: { at: number; row: Row }[];
  first_rank: number;
  row_count: number;
}

/**
 * The change that turns the window a viewer holds (`before`, rows as last sent) into `after` (the
 * window's rows now, from `offset`). Rows are compared by identity: a changed player's row is a new
 * object. Null when nothing in the window changed.
 */
export function windowChange<Row extends WindowRow>(
  before: readonly Row[],
  after: readonly Row[],
  offset: number,
): { remove: string[]; put: { at: number; row: Row }[] } | null {
  const held = new Map(before.map((row) => [row.event_register_id, row]));
  const kept = new Set<string>();
  const put: { at: number; row: Row }[] = [];
  after.forEach((row, index) => {
    if (held.get(row.event_register_id) === row) kept.add(row.event_register_id);
    else put.push({ at: offset + index, row });
  });
  const remove = before.map((row) => row.event_register_id).filter((id) => !kept.has(id));
  // Rows kept must be in the same relative order, else `put` alone cannot rebuild the window.
  const keptOrder = after.filter((row) => kept.has(row.event_register_id));
  const heldOrder = before.filter((row) => kept.has(row.event_register_id));
  if (keptOrder.some((row, index) => heldOrder[index] !== row)) {
    return {
      remove: before.map((row) => row.event_register_id),
      put: after.map((row, index) => ({ at: offset + index, row })),
    };
  }
  if (remove.length === 0 && put.length === 0) return null;
  return { remove, put };
}

/**
 * The client's side of windowChange: the window's rows after the change. `rows` are the rows held
 * (from `offset`); the result holds at most `limit` rows.
 */
export function applyWindowChange<Row extends WindowRow>(
  rows: readonly Row[],
  offset: number,
  limit: number,
  change: Pick<WindowChange<Row>, 'remove' | 'put'>,
): Row[] {
  const gone = new Set(change.remove);
  for (const { row } of change.put) gone.add(row.event_register_id);
  const next = rows.filter((row) => !gone.has(row.event_register_id));
  for (const { at, row } of [...change.put].sort((a, b) => a.at - b.at)) {
    const index = Math.max(0, Math.min(next.length, at - offset));
    next.splice(index, 0, row);
  }
  return next.slice(0, limit);
}

/**
 * The ranks of a window's rows (1, 2, 2, 4: ties share a rank): the first row has `firstRank` (it may
 * tie with rows above the window), every other row its position + 1 unless it ties with the row before.
 */
export function windowRanks<Row>(
  rows: readonly Row[],
  offset: number,
  firstRank: number,
  same: (a: Row, b: Row) => boolean,
): number[] {
  return competitionRanks(rows, same).map((rank, index) => {
    if (index === 0) return firstRank;
    // competitionRanks counts from the window's start: a row tied back to the first row shares its rank.
    return rank === 1 ? firstRank : rank + offset;
  });
}
