import { describe, expect, it } from 'vitest';
import { publicName, showsSelfies } from '../game/privacy.js';
import type { VenuePrivacy } from '../schemas/event.js';

describe('publicName', () => {
  /** What publicName shows of each of `names` in `mode`. */
  const shown = (mode: VenuePrivacy, names: string[]) => names.map((name) => publicName(name, mode));

  it('keeps the whole name in full mode, exactly as written', () => {
    const names = ['Ada Lovelace', '  ada   lovelace '];
    expect(shown('full', names)).toEqual(names);
  });

  it('keeps the first word in first_name mode', () => {
    const names = ['Ada Lovelace', 'Ada King Lovelace', 'Jean-Pierre Dupont', 'Cher'];
    expect(shown('first_name', names)).toEqual(['Ada', 'Ada', 'Jean-Pierre', 'Cher']);
  });

  it('gives the initials of the first two words, each with a dot', () => {
    const names = ['Ada Lovelace', 'Ada King Lovelace', 'Jean-Pierre Dupont'];
    expect(shown('initials', names)).toEqual(['A. L.', 'A. K.', 'J. D.']);
  });

  it('gives one initial for a one-word name', () => {
    expect(publicName('Cher', 'initials')).toBe('C.');
  });

  it('ignores extra, leading, trailing and unusual spaces', () => {
    expect(publicName('  Ada \t  Lovelace  ', 'first_name')).toBe('Ada');
    // A no-break space and an ideographic space separate words too.
    const names = ['  Ada \t  Lovelace  ', 'Ada\u00a0Lovelace', '山田\u3000太郎'];
    expect(shown('initials', names)).toEqual(['A. L.', 'A. L.', '山. 太.']);
  });

  it('upper-cases initials and keeps their accents', () => {
    // 'é' written as an e and a combining accent stays one initial.
    const names = ['ada lovelace', 'émile zola', 'e\u0301mile Zola', 'Łukasz Ørsted'];
    expect(shown('initials', names)).toEqual(['A. L.', 'É. Z.', 'E\u0301. Z.', 'Ł. Ø.']);
  });

  it('handles other scripts', () => {
    expect(shown('initials', ['Дмитрий Иванов', '李小龍', 'محمد علي'])).toEqual(['Д. И.', '李.', 'م. ع.']);
    expect(publicName('Дмитрий Иванов', 'first_name')).toBe('Дмитрий');
  });

  it('skips emoji and signs before a name, and takes the letter inside punctuation', () => {
    expect(publicName('🎉 Ada Lovelace', 'first_name')).toBe('Ada');
    const names = ['🎉 Ada Lovelace', '(Ada) Lovelace', '\u200bAda Lovelace'];
    expect(shown('initials', names)).toEqual(['A. L.', 'A. L.', 'A. L.']);
  });

  it('keeps a name made of emoji only as whole characters', () => {
    expect(publicName('👩‍💻 🚀', 'first_name')).toBe('👩‍💻');
    expect(publicName('👩‍💻 🚀', 'initials')).toBe('👩‍💻. 🚀.');
  });

  it('keeps an initial to one character where upper-casing would make two', () => {
    expect(publicName('ßtefan', 'initials')).toBe('ß.');
  });

  it('answers an empty text for an empty name', () => {
    expect(publicName('', 'first_name')).toBe('');
    expect(publicName('   ', 'initials')).toBe('');
  });

  it('never lets the surname through in the anonymous modes', () => {
    for (const mode of ['first_name', 'initials'] as const) {
      expect(publicName('Ada Lovelace', mode)).not.toContain('Lovelace');
    }
  });
});

describe('showsSelfies', () => {
  it('shows selfies only with whole names', () => {
    expect(showsSelfies('full')).toBe(true);
    expect(showsSelfies('first_name')).toBe(false);
    expect(showsSelfies('initials')).toBe(false);
  });
});
