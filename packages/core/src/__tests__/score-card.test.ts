import { describe, expect, it } from 'vitest';
import {
  applyLiveRow,
  compareLeaderboard,
  forgetRemoved,
  isRemovedRow,
  removeLiveRow,
} from '../game/ordering.js';
import { type CountedCell, countBingos, scoreCard, scoreLetters } from '../game/scoring.js';
import { player } from './boards.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute)).toISOString();

/** The 25 cells, row by row, one minute apart. */
const fullCard: CountedCell[] = Array.from({ length: 25 }, (_, i) => ({
  x: Math.floor(i / 5),
  y: i % 5,
  at: at(i),
}));

describe('scoring a card from scratch', () => {
  it('counts the cells and their bingos as the incremental count does', () => {
    const cells = fullCard.slice(0, 10);
    const filled = Array.from({ length: 5 }, (_, x) => Array.from({ length: 5 }, (_, y) => x < 2 && y < 5));
    expect(scoreCard(cells)).toEqual({
      bingos: countBingos(filled),
      totalConnections: 10,
      completedAt: null,
    });
  });

  it('completes at the connection that lit the fifth letter, replayed in the order made', () => {
    // Rows 0-3 complete at minutes 4, 9, 14 and 19; at minute 20, (4,0) completes column 0 and the
    // anti-diagonal: the fifth bingo. The order the cells are given in does not matter.
    const score = scoreCard([...fullCard].reverse());
    expect(score).toEqual({ bingos: 5, totalConnections: 25, completedAt: new Date(at(20)) });
  });

  it('moves the completion when a cell is hidden, and to the refill when only it completes', () => {
    // Without (0,0): rows 1-3 (minutes 9-19), the anti-diagonal (20), column 1 (21): the fifth at 21.
    const withoutCorner = fullCard.filter((cell) => !(cell.x === 0 && cell.y === 0));
    expect(scoreCard(withoutCorner).completedAt).toEqual(new Date(at(21)));
    // Only rows 0-3 and (0,0) again: four bingos until a late cell makes the fifth.
    const fourRows = fullCard.filter((cell) => cell.x < 4);
    const refill = [...fourRows, ...[0, 1, 2, 3, 4].map((y) => ({ x: 4, y, at: at(50 + y) }))];
    expect(scoreCard(refill).completedAt).toEqual(new Date(at(50)));
  });

  it('takes the completion away when what remains has fewer than five bingos', () => {
    const rowsOnly = fullCard.filter((cell) => cell.x < 4);
    expect(scoreCard(rowsOnly)).toMatchObject({ bingos: 4, totalConnections: 20, completedAt: null });
  });

  it('counts a cell once and ignores a cell off the grid', () => {
    const score = scoreCard([
      { x: 0, y: 0, at: at(1) },
      { x: 0, y: 0, at: at(2) },
      { x: 7, y: 0, at: at(3) },
    ]);
    expect(score).toEqual({ bingos: 0, totalConnections: 1, completedAt: null });
  });
});

describe('a moderated live row', () => {
  const held = player('a', { total_connections: 9, score: scoreLetters(3), revision: 4 });

  it('takes a newer row with fewer connections (a host hid one)', () => {
    const rows = applyLiveRow([held], { ...held, total_connections: 8, revision: 5 }, compareLeaderboard);
    expect(rows?.[0]?.total_connections).toBe(8);
  });

  it('ignores an older row with more connections (a late message)', () => {
    expect(
      applyLiveRow([held], { ...held, total_connections: 10, revision: 3 }, compareLeaderboard),
    ).toBeNull();
  });

  it('tells the late row of a removed player from their restore by the revision at the removal', () => {
    const removed = { a: 4 };
    expect(isRemovedRow(removed, { ...held, revision: 4 })).toBe(true);
    expect(isRemovedRow(removed, { ...held, revision: undefined })).toBe(true);
    expect(isRemovedRow(removed, { ...held, revision: 5 })).toBe(false);
    expect(isRemovedRow(removed, player('b'))).toBe(false);
    expect(isRemovedRow(undefined, held)).toBe(false);
    expect(forgetRemoved(removed, { ...held, revision: 5 })).toEqual({});
    expect(forgetRemoved(removed, player('b'))).toBe(removed);
  });

  it('removes a player from the board, and leaves a board without them as it is', () => {
    const board = [held, player('b')];
    expect(removeLiveRow(board, 'a').map((row) => row.event_register_id)).toEqual(['b']);
    expect(removeLiveRow(board, 'zz')).toBe(board);
  });
});
