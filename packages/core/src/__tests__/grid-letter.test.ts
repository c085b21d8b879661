import { describe, expect, it } from 'vitest';
import { GRID_LETTER_PATTERN, isGridLetter, normalizeCellInput } from '../game/grid.js';
import { gridCellSchema } from '../schemas/event.js';
import { foldLetter } from '../text.js';

const capitals = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

describe('the letters of the grid', () => {
  it('are the 26 capitals A to Z, one at a time', () => {
    expect(capitals.every(isGridLetter)).toBe(true);
    for (const other of ['a', 'z', 'É', 'ß', 'Ø', '7', '', 'AB', ' A', '@', '[', null, 1]) {
      expect(isGridLetter(other)).toBe(false);
    }
    expect(capitals.every((letter) => GRID_LETTER_PATTERN.test(letter))).toBe(true);
  });

  it('are the only letters a cell keeps, a cell schema takes and a name folds to', () => {
    const characters = Array.from({ length: 0x250 }, (_, code) => String.fromCharCode(code));
    for (const character of characters) {
      const cell = normalizeCellInput(character);
      expect(cell === '' || isGridLetter(cell)).toBe(true);
      const folded = foldLetter(character);
      expect(folded === null || isGridLetter(folded)).toBe(true);
      const parsed = gridCellSchema.safeParse(character);
      if (parsed.success) expect(parsed.data === '' || isGridLetter(parsed.data)).toBe(true);
    }
  });

  it('take a lowercase letter as its capital in a cell, and refuse anything else', () => {
    expect(gridCellSchema.parse('q')).toBe('Q');
    expect(gridCellSchema.parse(' ')).toBe('');
    expect(gridCellSchema.safeParse('É').success).toBe(false);
    expect(gridCellSchema.safeParse('7').success).toBe(false);
  });
});
