import { describe, expect, it } from 'vitest';
import { EVENT_NAME_CARD_CUT } from '../constants.js';
import {
  emailLocalPart,
  fieldMessages,
  foldLetter,
  initialLetter,
  startsWithLetter,
  truncate,
} from '../text.js';

describe('truncate', () => {
  it('keeps short texts and cuts long ones with an ellipsis', () => {
    expect(truncate('Meetup', EVENT_NAME_CARD_CUT)).toBe('Meetup');
    expect(truncate('a'.repeat(25), 25)).toBe('a'.repeat(25));
    expect(truncate('a'.repeat(26), 25)).toBe(`${'a'.repeat(25)}...`);
  });
});

describe('emailLocalPart', () => {
  it('is the part before the at-sign', () => {
    expect(emailLocalPart('anna.k@example.com')).toBe('anna.k');
    expect(emailLocalPart(null)).toBe('');
  });
});

describe('fieldMessages', () => {
  it('groups issues by field, with general for path-less ones', () => {
    expect(
      fieldMessages([
        { path: ['email'], message: 'Invalid Email' },
        { path: [], message: 'Bad request' },
        { path: ['email'], message: 'Second' },
      ]),
    ).toEqual({ general: ['Bad request'], email: ['Invalid Email', 'Second'] });
  });
});

describe('the letter of a name', () => {
  /** The letter of each of `names`. */
  const letters = (names: string[]) => names.map((name) => initialLetter(name));

  it('drops accents and other marks, precomposed or not', () => {
    const names = ['Émile', 'E\u0301mile', 'émile', 'Çelik', 'Şebnem', 'İlkay', 'ıpek', 'Ängel', 'Ñuño'];
    expect(letters(names)).toEqual(['E', 'E', 'E', 'C', 'S', 'I', 'I', 'A', 'N']);
  });

  it('folds the Latin letters that have no decomposition', () => {
    const stroked = ['Øystein', 'øystein', 'Łukasz', 'Đorđe', 'Ðóra'];
    expect(letters(stroked)).toEqual(['O', 'O', 'L', 'D', 'D']);
    const ownLetters = ['Þórunn', 'Æsa', 'Œdipe', 'ßandra', 'ẞandra'];
    expect(letters(ownLetters)).toEqual(['T', 'A', 'O', 'S', 'S']);
    expect(foldLetter('ħ')).toBe('H');
  });

  it('unfolds compatibility forms and skips leading spaces and invisible marks', () => {
    expect(letters(['Ｅｍｉｌｙ', 'ﬁona', '  \u200bAda', '\ufeffBob'])).toEqual(['E', 'F', 'A', 'B']);
  });

  it('gives no letter to digits, signs, emoji and other scripts', () => {
    for (const name of [
      '42 Bob',
      '-Ana',
      '😀 Sam',
      'Дмитрий',
      'Ωmega',
      '李雷',
      'محمد',
      '',
      '   ',
      '\u0301E',
    ]) {
      expect(initialLetter(name)).toBeNull();
    }
  });

  it('matches a name to a cell letter in any case and with any accent', () => {
    expect(startsWithLetter('Émile', 'E')).toBe(true);
    expect(startsWithLetter('émile', 'e')).toBe(true);
    expect(startsWithLetter('Øystein', 'O')).toBe(true);
    expect(startsWithLetter('Łukasz', 'L')).toBe(true);
    expect(startsWithLetter('Émile', 'A')).toBe(false);
    expect(startsWithLetter('Дмитрий', 'D')).toBe(false);
    expect(startsWithLetter('', 'A')).toBe(false);
  });
});
