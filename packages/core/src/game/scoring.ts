import { GRID_SIZE, MAX_BINGOS } from '../constants.js';

/** Which cells of a player's grid hold a connection, row by row. */
export type FilledGrid = boolean[][];

/** Every line that makes a bingo: the five rows, the five columns and the two diagonals. */
function lines(): Array<Array<[number, number]>> {
  const all: Array<Array<[number, number]>> = [];
  const range = Array.from({ length: GRID_SIZE }, (_, i) => i);
  for (const r of range) all.push(range.map((c) => [r, c]));
  for (const c of range) all.push(range.map((r) => [r, c]));
  all.push(range.map((i) => [i, i]));
  all.push(range.map((i) => [i, GRID_SIZE - 1 - i]));
  return all;
}
const BINGO_LINES = lines();

/** Number of complete lines (rows, columns, diagonals), capped at five. */
export function countBingos(filled: FilledGrid): number {
  let count = 0;
  for (const line of BINGO_LINES) {
    if (line.every(([r, c]) => filled[r]?.[c] === true)) count += 1;
  }
  return Math.min(count, MAX_BINGOS);
}

/** The B I N G O letters lit by a number of bingos: the first `count` letters are true. */
export function scoreLetters(bingos: number): boolean[] {
  return Array.from({ length: MAX_BINGOS }, (_, i) => i < bingos);
}

export function trueLetters(score: readonly boolean[]): number {
  return score.filter(Boolean).length;
}

export function hasCompleted(bingos: number): boolean {
  return bingos >= MAX_BINGOS;
}

/** A connection that counts on a player's card: its cell and when it was made. */
export interface CountedCell {
  x: number;
  y: number;
  /** ISO time or Date of the connection. */
  at: string | Date;
}

/** A player's score as their counted connections give it. */
export interface CardScore {
  bingos: number;
  totalConnections: number;
  /** The time of the connection that made the fifth bingo, replaying the cells in the order they were made. */
  completedAt: Date | null;
}

const timeOf = (at: string | Date) => (typeof at === 'string' ? Date.parse(at) : at.getTime());

/**
 * The one scoring rule, from scratch: the bingos of the cells, how many there are, and when the card was
 * completed — the time of the connection that lit the fifth letter when the cells are replayed in the
 * order they were made (ties by row, then column). A new connection scored this way gives the same as
 * the connection's own transaction; after a host hides or restores a connection, the player's row is
 * this function of what remains, so completion can move later, or go.
 */
export function scoreCard(cells: readonly CountedCell[]): CardScore {
  const ordered = [...cells].sort((a, b) => timeOf(a.at) - timeOf(b.at) || a.x - b.x || a.y - b.y);
  const filled: FilledGrid = Array.from({ length: GRID_SIZE }, () => Array<boolean>(GRID_SIZE).fill(false));
  let bingos = 0;
  let totalConnections = 0;
  let completedAt: Date | null = null;
  for (const cell of ordered) {
    // A cell holds one counted connection (the database's unique index); a repeat or a cell off the grid counts nothing.
    const row = filled[cell.x];
    if (!row || cell.y < 0 || cell.y >= GRID_SIZE || row[cell.y]) continue;
    row[cell.y] = true;
    totalConnections += 1;
    bingos = countBingos(filled);
    if (completedAt === null && hasCompleted(bingos)) completedAt = new Date(timeOf(cell.at));
  }
  return { bingos, totalConnections, completedAt };
}
