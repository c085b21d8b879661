import { describe, expect, it } from 'vitest';
import { emptyGrid, filledCellCount, isGridComplete, isInGrid, normalizeCellInput } from '../game/grid.js';
import { sortLeaderboard, sortVoting } from '../game/ordering.js';
import { countBingos, hasCompleted, scoreLetters } from '../game/scoring.js';
import { player, voter } from './boards.js';

const filled = (cells: Array<[number, number]>) => {
  const grid = Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => false));
  for (const [r, c] of cells) grid[r]![c] = true;
  return grid;
};
const row = (r: number) => [0, 1, 2, 3, 4].map((c) => [r, c] as [number, number]);
const column = (c: number) => [0, 1, 2, 3, 4].map((r) => [r, c] as [number, number]);

describe('grid', () => {
  it('a new grid has 25 empty cells and is not playable', () => {
    const grid = emptyGrid();
    expect(grid.flat()).toHaveLength(25);
    expect(grid.flat().every((cell) => cell === '')).toBe(true);
    expect(isGridComplete(grid)).toBe(false);
  });

  it('is playable once all 25 cells hold a letter A-Z', () => {
    const grid = emptyGrid().map((r) => r.map(() => 'A'));
    expect(isGridComplete(grid)).toBe(true);
    grid[4]![4] = '';
    expect(isGridComplete(grid)).toBe(false);
    grid[4]![4] = 'a';
    expect(isGridComplete(grid)).toBe(false);
  });

  it('counts the cells that hold a letter, for the grid status hosts see', () => {
    const grid = emptyGrid();
    expect(filledCellCount(grid)).toBe(0);
    grid[0]![0] = 'A';
    grid[2]![3] = 'Z';
    grid[4]![4] = 'a';
    expect(filledCellCount(grid)).toBe(2);
    expect(filledCellCount(emptyGrid().map((r) => r.map(() => 'B')))).toBe(25);
    expect(filledCellCount(null)).toBe(0);
  });

  it('a cell keeps only the first character, uppercased', () => {
    expect(normalizeCellInput('bob')).toBe('B');
    expect(normalizeCellInput('z')).toBe('Z');
    expect(normalizeCellInput('7')).toBe('');
    expect(normalizeCellInput('')).toBe('');
  });

  it('cells are addressed by row and column 0..4', () => {
    expect(isInGrid(0, 0)).toBe(true);
    expect(isInGrid(4, 4)).toBe(true);
    expect(isInGrid(5, 0)).toBe(false);
    expect(isInGrid(-1, 2)).toBe(false);
    expect(isInGrid(1.5, 2)).toBe(false);
  });
});

describe('bingo scoring', () => {
  it('counts full rows, full columns and both diagonals', () => {
    expect(countBingos(filled([]))).toBe(0);
    expect(countBingos(filled(row(2)))).toBe(1);
    expect(countBingos(filled(column(0)))).toBe(1);
    expect(countBingos(filled([0, 1, 2, 3, 4].map((i) => [i, i] as [number, number])))).toBe(1);
    expect(countBingos(filled([0, 1, 2, 3, 4].map((i) => [i, 4 - i] as [number, number])))).toBe(1);
  });

  it.each([0, 1, 2, 3, 4])('counts row %i and column %i on their own', (i) => {
    expect(countBingos(filled(row(i)))).toBe(1);
    expect(countBingos(filled(column(i)))).toBe(1);
  });

  it('counts overlapping lines separately: a cross is two bingos, a cross with both diagonals four', () => {
    const cross = [...row(2), ...column(2)];
    expect(countBingos(filled(cross))).toBe(2);
    const diagonals = [0, 1, 2, 3, 4].flatMap((i) => [
      [i, i] as [number, number],
      [i, 4 - i] as [number, number],
    ]);
    expect(countBingos(filled([...cross, ...diagonals]))).toBe(4);
  });

  it('four cells of a line are not a bingo', () => {
    expect(countBingos(filled(row(1).slice(0, 4)))).toBe(0);
  });

  it('stops at five bingos even on a full grid of twelve lines', () => {
    const all = [0, 1, 2, 3, 4].flatMap((r) => row(r));
    expect(countBingos(filled(all))).toBe(5);
    expect(hasCompleted(countBingos(filled(all)))).toBe(true);
  });

  it('lights B I N G O in order', () => {
    expect(scoreLetters(2)).toEqual([true, true, false, false, false]);
    expect(scoreLetters(5)).toEqual([true, true, true, true, true]);
  });
});

describe('leaderboard order', () => {
  const entry = player;

  it('puts completed players first, earliest completion first', () => {
    const sorted = sortLeaderboard([
      entry('busy', { total_connections: 24, score: scoreLetters(4) }),
      entry('late', { total_connections: 12, score: scoreLetters(5), completed_at: '2026-11-22T11:00:00Z' }),
      entry('early', { total_connections: 15, score: scoreLetters(5), completed_at: '2026-11-22T10:00:00Z' }),
    ]);
    expect(sorted.map((e) => e.event_register_id)).toEqual(['early', 'late', 'busy']);
  });

  it('keeps players level on everything in a stable order', () => {
    const sorted = sortLeaderboard([entry('b', {}), entry('a', {}), entry('c', {})]);
    expect(sorted.map((e) => e.event_register_id)).toEqual(['a', 'b', 'c']);
  });

  it('ranks a completed player above one with more connections', () => {
    const sorted = sortLeaderboard([
      entry('many', { total_connections: 25, score: scoreLetters(4) }),
      entry('done', { total_connections: 16, score: scoreLetters(5), completed_at: '2026-11-22T10:00:00Z' }),
    ]);
    expect(sorted.map((e) => e.event_register_id)).toEqual(['done', 'many']);
  });

  it('then more letters, then more connections', () => {
    const sorted = sortLeaderboard([
      entry('a', { total_connections: 9, score: scoreLetters(1) }),
      entry('b', { total_connections: 5, score: scoreLetters(2) }),
      entry('c', { total_connections: 11, score: scoreLetters(1) }),
    ]);
    expect(sorted.map((e) => e.event_register_id)).toEqual(['b', 'c', 'a']);
  });
});

describe('voting order', () => {
  const entry = voter;

  it('orders by votes, then connections, then earlier completion', () => {
    const sorted = sortVoting([
      entry('few-votes', { vote_count: 1, total_connections: 25 }),
      entry('late', { vote_count: 3, total_connections: 10, completed_at: '2026-11-22T12:00:00Z' }),
      entry('early', { vote_count: 3, total_connections: 10, completed_at: '2026-11-22T09:00:00Z' }),
      entry('connected', { vote_count: 3, total_connections: 14 }),
    ]);
    expect(sorted.map((e) => e.event_register_id)).toEqual(['connected', 'early', 'late', 'few-votes']);
  });

  it('puts a row without a completion time after a completed one, all else equal', () => {
    const sorted = sortVoting([entry('unknown', { completed_at: null }), entry('known', {})]);
    expect(sorted.map((e) => e.event_register_id)).toEqual(['known', 'unknown']);
  });
});
