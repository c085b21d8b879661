import { GRID_SIZE } from '../constants.js';

/** A 5x5 grid of letters; an unset cell is the empty string. */
export type LetterGrid = string[][];

export function emptyGrid(): LetterGrid {
  return Array.from({ length: GRID_SIZE }, () => Array.from({ length: GRID_SIZE }, () => ''));
}

/**
 * A letter of the grid: one of the 26 capitals A-Z, the only letters a cell holds and a connection names
 * (other letters fold to one of them first, see foldLetter).
 */
export const GRID_LETTER_PATTERN = /^[A-Z]$/;

export function isGridLetter(value: unknown): value is string {
  return typeof value === 'string' && GRID_LETTER_PATTERN.test(value);
}

/** What a grid cell keeps of a typed text: its first character, uppercased, if it is a letter A-Z. */
export function normalizeCellInput(text: string): string {
  const first = text.trim().charAt(0).toUpperCase();
  return isGridLetter(first) ? first : '';
}

/** The grid is playable once all 25 cells hold a letter. */
export function isGridComplete(grid: LetterGrid | null | undefined): boolean {
  return (
    Array.isArray(grid) &&
    grid.length === GRID_SIZE &&
    grid.every((row) => Array.isArray(row) && row.length === GRID_SIZE && row.every(isGridLetter))
  );
}

/** How many of the 25 cells hold a letter: the grid status hosts see (Grid 18/25). */
export function filledCellCount(grid: LetterGrid | null | undefined): number {
  if (!Array.isArray(grid)) return 0;
  return grid.reduce((sum, row) => sum + (Array.isArray(row) ? row.filter(isGridLetter).length : 0), 0);
}

export function isInGrid(x: number, y: number): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < GRID_SIZE && y < GRID_SIZE;
}
