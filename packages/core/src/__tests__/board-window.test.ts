import { describe, expect, it } from 'vitest';
import {
  applyWindowChange,
  BOARD_WINDOW_DEFAULT_LIMIT,
  BOARD_WINDOW_MAX_LIMIT,
  clampWindow,
  windowChange,
  windowRanks,
} from '../game/board-window.js';

interface Row {
  event_register_id: string;
  points: number;
}

const row = (id: string, points: number): Row => ({ event_register_id: id, points });
const ids = (rows: readonly Row[]) => rows.map((r) => r.event_register_id);
const byPoints = (a: Row, b: Row) =>
  b.points - a.points || (a.event_register_id < b.event_register_id ? -1 : 1);

/** A board of n rows, p0 with the most points. */
const board = (n: number) =>
  Array.from({ length: n }, (_, i) => row(`p${String(i).padStart(3, '0')}`, 1000 - i));

/** The board with one row replaced (or added) and sorted again. */
const withRow = (rows: readonly Row[], changed: Row) =>
  [...rows.filter((r) => r.event_register_id !== changed.event_register_id), changed].sort(byPoints);

/** Sends the change of one window from `before` to `after` and applies it as a client would. */
function roundTrip(before: readonly Row[], after: readonly Row[], offset: number, limit: number) {
  const held = before.slice(offset, offset + limit);
  const now = after.slice(offset, offset + limit);
  const change = windowChange(held, now, offset);
  return change ? applyWindowChange(held, offset, limit, change) : held;
}

describe('clampWindow', () => {
  it('takes the defaults, whole numbers and the bounds', () => {
    expect(clampWindow(undefined, undefined)).toEqual({ offset: 0, limit: BOARD_WINDOW_DEFAULT_LIMIT });
    expect(clampWindow('20', '10')).toEqual({ offset: 20, limit: 10 });
    expect(clampWindow(-5, 0)).toEqual({ offset: 0, limit: 1 });
    expect(clampWindow(3.7, 99_999)).toEqual({ offset: 3, limit: BOARD_WINDOW_MAX_LIMIT });
    expect(clampWindow('abc', 'NaN')).toEqual({ offset: 0, limit: BOARD_WINDOW_DEFAULT_LIMIT });
    expect(clampWindow(Number.POSITIVE_INFINITY, '')).toEqual({
      offset: 0,
      limit: BOARD_WINDOW_DEFAULT_LIMIT,
    });
  });
});

describe('windowChange and applyWindowChange', () => {
  const rows = board(30);

  it('sends nothing when the window did not change', () => {
    const after = withRow(rows, row('p025', 976)); // moves within the rows below the window
    expect(windowChange(rows.slice(0, 10), after.slice(0, 10), 0)).toBeNull();
  });

  it('rebuilds every window, whatever moved where', () => {
    const changes = [
      row('p025', 2000), // from below every window to the top
      row('p005', 1), // from the top to the bottom
      row('p012', 989.5), // a small move inside a window
      row('new', 995.5), // a new player
      row('p015', 984.5), // unchanged place, new object
    ];
    for (const changed of changes) {
      const after = withRow(rows, changed);
      for (const [offset, limit] of [
        [0, 10],
        [10, 10],
        [5, 7],
        [25, 10],
        [0, 1],
      ] as const) {
        expect(
          ids(roundTrip(rows, after, offset, limit)),
          `${changed.event_register_id} ${offset}+${limit}`,
        ).toEqual(ids(after.slice(offset, offset + limit)));
      }
    }
  });

  it('puts the changed row itself, not only its place', () => {
    const changed = row('p003', 997);
    const after = withRow(rows, changed);
    const change = windowChange(rows.slice(0, 5), after.slice(0, 5), 0);
    expect(change).toEqual({ remove: ['p003'], put: [{ at: 3, row: changed }] });
  });

  it('takes off a removed row and brings in the next one', () => {
    const after = rows.filter((r) => r.event_register_id !== 'p002');
    const change = windowChange(rows.slice(0, 5), after.slice(0, 5), 0);
    expect(change).toEqual({ remove: ['p002'], put: [{ at: 4, row: rows[5] }] });
    expect(ids(applyWindowChange(rows.slice(0, 5), 0, 5, change ?? { remove: [], put: [] }))).toEqual(
      ids(after.slice(0, 5)),
    );
  });

  it('sends the whole window again when kept rows changed their order', () => {
    const before = [row('a', 3), row('b', 2), row('c', 1)];
    const after = [before[2], before[1], before[0]] as Row[];
    const change = windowChange(before, after, 0);
    expect(change?.remove).toEqual(['a', 'b', 'c']);
    expect(applyWindowChange(before, 0, 3, change ?? { remove: [], put: [] })).toEqual(after);
  });
});

describe('windowRanks', () => {
  const same = (a: Row, b: Row) => a.points === b.points;

  it('counts from the window offset, with ties sharing a rank', () => {
    const rows = [row('a', 5), row('b', 4), row('c', 4), row('d', 3)];
    expect(windowRanks(rows, 10, 11, same)).toEqual([11, 12, 12, 14]);
  });

  it('lets rows tied with the row above the window share its rank', () => {
    const rows = [row('a', 5), row('b', 5), row('c', 4)];
    expect(windowRanks(rows, 10, 8, same)).toEqual([8, 8, 13]);
  });
});
