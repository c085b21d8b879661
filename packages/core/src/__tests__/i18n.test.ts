import { describe, expect, it } from 'vitest';
import { formatCount, ordinalOf, plural } from '../i18n/plural.js';

describe('plural and ordinalOf', () => {
  it("picks the locale's own form", () => {
    const connections = { one: '# connection', other: '# connections' };
    expect(plural('en', 1, connections)).toBe('1 connection');
    expect(plural('en', 0, connections)).toBe('0 connections');
    expect(plural('en', 1234, connections)).toBe('1,234 connections');
    // French counts 0 and 1 as one, and writes thousands with a narrow no-break space.
    const connexions = { one: '# connexion', other: '# connexions' };
    expect(plural('fr', 0, connexions)).toBe('0 connexion');
    expect(plural('fr', 1234, connexions)).toBe(`${formatCount('fr', 1234)} connexions`);
    expect(formatCount('de', 1234)).toBe('1.234');
    // A form the language has no category for falls back on other.
    expect(plural('ja', 1, { one: 'never', other: '# 件' })).toBe('1 件');
  });

  it('writes English ordinals by the CLDR rules', () => {
    const forms = { one: '#st', two: '#nd', few: '#rd', other: '#th' };
    expect(
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 1002].map((n) => ordinalOf('en', n, forms)),
    ).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '1,002nd',
    ]);
  });
});
