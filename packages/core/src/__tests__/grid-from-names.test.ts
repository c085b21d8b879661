import { describe, expect, it } from 'vitest';
import { isGridComplete } from '../game/grid.js';
import {
  countInitials,
  gridFromNames,
  initialOf,
  letterCapacity,
  MIN_NAMES_PER_LETTER,
  notEnoughNamesMessage,
} from '../game/grid-from-names.js';

/** `n` names starting with `letter`. */
const named = (letter: string, n: number) => Array.from({ length: n }, (_, i) => `${letter}name ${i}`);

/** First names of a mixed conference crowd, spread over most of the alphabet. */
const crowd = [
  'Aisha',
  'Alex',
  'Amara',
  'Ana',
  'Ben',
  'Bilal',
  'Carla',
  'Chen',
  'Chloe',
  'Daniel',
  'Daria',
  'David',
  'Elena',
  'Emma',
  'Farah',
  'Felix',
  'Gabriel',
  'Grace',
  'Hannah',
  'Hiro',
  'Ines',
  'Ivan',
  'Jakob',
  'James',
  'Jana',
  'Julia',
  'Kai',
  'Karim',
  'Laura',
  'Leo',
  'Lina',
  'Luca',
  'Maya',
  'Mehmet',
  'Mia',
  'Mohammed',
  'Nadia',
  'Noah',
  'Olga',
  'Omar',
  'Pablo',
  'Priya',
  'Quinn',
  'Rafael',
  'Rosa',
  'Sara',
  'Sofia',
  'Sven',
  'Tariq',
  'Tom',
  'Uma',
  'Victor',
  'Wei',
  'Xavier',
  'Yara',
  'Yusuf',
  'Zoe',
  'Émile',
];

/** `n` names drawn from the crowd with a seeded generator, the way a meetup's check-ins fall out. */
function drawn(n: number, seed: number): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: n }, () => crowd[Math.floor(next() * crowd.length)] as string);
}

const cellsPerLetter = (grid: string[][]) => {
  const cells = new Map<string, number>();
  for (const letter of grid.flat()) cells.set(letter, (cells.get(letter) ?? 0) + 1);
  return cells;
};

describe('grid from names', () => {
  it('counts the initial A-Z of each name the way the game checks typed names', () => {
    expect(initialOf('  ada')).toBe('A');
    expect(initialOf('Émile')).toBe('E');
    expect(initialOf('Øystein')).toBe('O');
    expect(initialOf('Дмитрий')).toBeNull();
    expect(initialOf('42 Bob')).toBeNull();
    expect(initialOf('')).toBeNull();
    expect(countInitials(['Ada', 'alan', 'Bob', '', '7up'])).toEqual(
      new Map([
        ['A', 2],
        ['B', 1],
      ]),
    );
    expect(letterCapacity(1)).toBe(0);
    expect(letterCapacity(5)).toBe(4);
  });

  it('with 30 checked-in names no letter is unplayable: every letter on the grid starts at least two names', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const names = drawn(30, seed);
      const counts = countInitials(names);
      const result = gridFromNames(names, seed);
      if (!result.ok) throw new Error(`expected a grid for seed ${seed}`);
      expect(isGridComplete(result.grid)).toBe(true);
      for (const letter of cellsPerLetter(result.grid).keys()) {
        expect(counts.get(letter) ?? 0, `seed ${seed}, letter ${letter}`).toBeGreaterThanOrEqual(
          MIN_NAMES_PER_LETTER,
        );
      }
    }
  });

  it('shares the cells in proportion to the initials', () => {
    const names = [...named('A', 40), ...named('B', 20), ...named('C', 10), ...named('D', 2)];
    const result = gridFromNames(names, 7);
    if (!result.ok) throw new Error('expected a grid');
    expect(result.letters).toEqual({ A: 14, B: 7, C: 3, D: 1 });
    expect(result.distinctPeople).toBe(true);
    expect(cellsPerLetter(result.grid)).toEqual(new Map(Object.entries(result.letters)));
  });

  it('when the names allow it, gives a letter fewer cells than names so each cell can be a different person', () => {
    // Without the cap B would take 2 cells (25 * 2 / 31): with 2 names it can take only 1.
    const names = [...named('A', 20), ...named('D', 8), ...named('B', 2), ...named('C', 1)];
    const result = gridFromNames(names, 3);
    if (!result.ok) throw new Error('expected a grid');
    expect(result.distinctPeople).toBe(true);
    expect(result.letters.B).toBe(1);
    expect(result.letters.C).toBeUndefined();
    expect(result.letters.A! + result.letters.D!).toBe(24);

    for (let seed = 1; seed <= 50; seed++) {
      const big = drawn(400, seed);
      const counts = countInitials(big);
      const grid = gridFromNames(big, seed);
      if (!grid.ok) throw new Error('expected a grid');
      expect(grid.distinctPeople).toBe(true);
      for (const [letter, cells] of cellsPerLetter(grid.grid)) {
        expect(counts.get(letter)!, `${letter}: ${cells} cells`).toBeGreaterThan(cells);
      }
    }
  });

  it('a small event shares the letters its names allow, without the cap, and says so', () => {
    // 30 names over 20 initials: only 10 cells could each be a different person.
    const letters = 'ABCDEFGHIJKLMNOPQRST'.split('');
    const names = [...letters.map((l) => `${l}x`), ...named('A', 6), ...named('B', 4)];
    const result = gridFromNames(names, 1);
    if (!result.ok) throw new Error('expected a grid');
    expect(result.distinctPeople).toBe(false);
    expect(Object.keys(result.letters).sort()).toEqual(['A', 'B']);
    expect(result.letters.A! + result.letters.B!).toBe(25);
    expect(result.letters.A).toBeGreaterThan(result.letters.B!);
  });

  it('is deterministic for a seed and shuffles positions between seeds', () => {
    const names = drawn(30, 5);
    const a = gridFromNames(names, 42);
    const b = gridFromNames(names, 42);
    const c = gridFromNames(names, 43);
    expect(a).toEqual(b);
    if (!a.ok || !c.ok) throw new Error('expected grids');
    expect(a.letters).toEqual(c.letters);
    expect(a.grid).not.toEqual(c.grid);
  });

  it('refuses names that share no initial and says why', () => {
    const result = gridFromNames(['Ada', 'Bob', 'Cy', 'Дмитрий'], 1);
    expect(result).toEqual({ ok: false, counted: 3 });
    if (result.ok) throw new Error('expected a refusal');
    expect(notEnoughNamesMessage(result)).toBe(
      'Not enough checked-in participants to generate a playable grid: 3 checked in, and a letter needs ' +
        'at least two participants whose names start with it.',
    );
    expect(gridFromNames([], 1)).toEqual({ ok: false, counted: 0 });
  });
});
