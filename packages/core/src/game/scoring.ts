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
