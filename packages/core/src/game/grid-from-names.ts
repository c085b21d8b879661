import { GRID_SIZE } from '../constants.js';
import { initialLetter } from '../text.js';
import type { LetterGrid } from './grid.js';
import { seededRandom } from './random.js';

const CELLS = GRID_SIZE * GRID_SIZE;

/**
 * The grid letter a name counts for: its first character folded to A-Z ('Émile' counts for E), or null.
 * This is the same rule the game applies to a typed name (startsWithLetter), so a name counted here can
 * fill the cell.
 */
export function initialOf(name: string): string | null {
  return initialLetter(name);
}

/** How many names start with each letter A-Z (letters no name starts with are left out). */
export function countInitials(names: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of names) {
    const letter = initialOf(name);
    if (letter) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  }
  return counts;
}

/**
 * The least number of checked-in names a letter needs to appear on the grid at all: with two, every player
 * has someone else to meet for it, even a player whose own name starts with it.
 */
export const MIN_NAMES_PER_LETTER = 2;

/**
 * The most cells a letter may take so that a player can fill each of its cells with a different person
 * (never themselves, whose name may start with it too): a letter on k cells then needs k + 1 names.
 */
export const letterCapacity = (count: number) => Math.max(0, count - 1);

export type GridFromNamesResult =
  | {
      ok: true;
      grid: LetterGrid;
      /** Cells each letter takes. */
      letters: Record<string, number>;
      /**
       * True when every letter has more names than cells, so each cell can be a different person; false
       * for a small event whose names could not give 25 such cells, where a letter repeats more often.
       */
      distinctPeople: boolean;
    }
  | {
      ok: false;
      /** Names counted (checked-in names starting with A-Z). */
      counted: number;
    };

/**
 * Shares the 25 cells among the letters in proportion to their names (highest averages, Sainte-Laguë:
 * the next cell goes to the letter with the largest count / (2 * cells + 1), which treats small letters
 * fairly), never giving a letter more than cap(count) cells. Ties go to the alphabetically first letter.
 */
function shareCells(counts: Map<string, number>, cap: (count: number) => number): Map<string, number> {
  const letters = [...counts.keys()].sort();
  const cells = new Map(letters.map((letter) => [letter, 0]));
  for (let i = 0; i < CELLS; i++) {
    let best: string | null = null;
    let bestScore = -1;
    for (const letter of letters) {
      const count = counts.get(letter) as number;
      const used = cells.get(letter) as number;
      if (used >= cap(count)) continue;
      const score = count / (2 * used + 1);
      if (score > bestScore) {
        best = letter;
        bestScore = score;
      }
    }
    // The callers check that the caps add up to at least 25.
    cells.set(best as string, (cells.get(best as string) as number) + 1);
  }
  return cells;
}

/**
 * A 5x5 grid from the names of checked-in participants.
 *
 * Only letters with at least MIN_NAMES_PER_LETTER names appear, so no letter on the grid is unplayable.
 * When those names allow it, each letter takes at most letterCapacity(count) cells, so that every cell
 * can be filled with a different person; a small event (30 people share their initials too thinly for
 * that) gets the same proportional share without the cap, and `distinctPeople` says so. The positions
 * are shuffled with the seed. Names sharing no initial at all build nothing.
 */
export function gridFromNames(names: readonly string[], seed: number): GridFromNamesResult {
  const all = countInitials(names);
  const counted = [...all.values()].reduce((sum, n) => sum + n, 0);
  const counts = new Map([...all].filter(([, n]) => n >= MIN_NAMES_PER_LETTER));
  if (counts.size === 0) return { ok: false, counted };

  const capacity = [...counts.values()].reduce((sum, n) => sum + letterCapacity(n), 0);
  const distinctPeople = capacity >= CELLS;
  const cells = shareCells(counts, distinctPeople ? letterCapacity : () => CELLS);

  const letters = [...cells.keys()];
  const pool = letters.flatMap((letter) => Array<string>(cells.get(letter) as number).fill(letter));
  const next = seededRandom(seed);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
  }
  const grid = Array.from({ length: GRID_SIZE }, (_, row) =>
    pool.slice(row * GRID_SIZE, (row + 1) * GRID_SIZE),
  );
  const used = Object.fromEntries([...cells].filter(([, n]) => n > 0));
  return { ok: true, grid, letters: used, distinctPeople };
}

/** Why an import was refused, for the organiser. */
export function notEnoughNamesMessage(result: { counted: number }): string {
  return (
    `Not enough checked-in participants to generate a playable grid: ${result.counted} checked in, and ` +
    'a letter needs at least two participants whose names start with it.'
  );
}
