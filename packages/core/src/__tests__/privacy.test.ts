import { describe, expect, it } from 'vitest';
import { publicName, showsSelfies } from '../game/privacy.js';

describe('publicName', () => {
  it('keeps the whole name in full mode, exactly as written', () => {
    expect(publicName('Ada Lovelace', 'full')).toBe('Ada Lovelace');
    expect(publicName('  ada   lovelace ', 'full')).toBe('  ada   lovelace ');
  });

  it('keeps the first word in first_name mode', () => {
    expect(publicName('Ada Lovelace', 'first_name')).toBe('Ada');
    expect(publicName('Ada King Lovelace', 'first_name')).toBe('Ada');
    expect(publicName('Jean-Pierre Dupont', 'first_name')).toBe('Jean-Pierre');
    expect(publicName('Cher', 'first_name')).toBe('Cher');
  });

  it('gives the initials of the first two words, each with a dot', () => {
    expect(publicName('Ada Lovelace', 'initials')).toBe('A. L.');
    expect(publicName('Ada King Lovelace', 'initials')).toBe('A. K.');
    expect(publicName('Jean-Pierre Dupont', 'initials')).toBe('J. D.');
  });

  it('gives one initial for a one-word name', () => {
    expect(publicName('Cher', 'initials')).toBe('C.');
  });

  it('ignores extra, leading, trailing and unusual spaces', () => {
    expect(publicName('  Ada \t  Lovelace  ', 'first_name')).toBe('Ada');
    expect(publicName('  Ada \t  Lovelace  ', 'initials')).toBe('A. L.');
    // A no-break space and an ideographic space separate words too.
    expect(publicName('Ada\u00a0Lovelace', 'initials')).toBe('A. L.');
    expect(publicName('山田\u3000太郎', 'initials')).toBe('山. 太.');
  });

  it('upper-cases initials and keeps their accents', () => {
    expect(publicName('ada lovelace', 'initials')).toBe('A. L.');
    expect(publicName('émile zola', 'initials')).toBe('É. Z.');
    // 'é' written as an e and a combining accent stays one initial.
    expect(publicName('e\u0301mile Zola', 'initials')).toBe('E\u0301. Z.');
    expect(publicName('Łukasz Ørsted', 'initials')).toBe('Ł. Ø.');
  });

  it('handles other scripts', () => {
    expect(publicName('Дмитрий Иванов', 'initials')).toBe('Д. И.');
    expect(publicName('Дмитрий Иванов', 'first_name')).toBe('Дмитрий');
    expect(publicName('李小龍', 'initials')).toBe('李.');
    expect(publicName('محمد علي', 'initials')).toBe('م. ع.');
  });

  it('skips emoji and signs before a name, and takes the letter inside punctuation', () => {
    expect(publicName('🎉 Ada Lovelace', 'first_name')).toBe('Ada');
    expect(publicName('🎉 Ada Lovelace', 'initials')).toBe('A. L.');
    expect(publicName('(Ada) Lovelace', 'initials')).toBe('A. L.');
    expect(publicName('\u200bAda Lovelace', 'initials')).toBe('A. L.');
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
