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
  it('drops accents and other marks, precomposed or not', () => {
    expect(initialLetter('Émile')).toBe('E');
    expect(initialLetter('E\u0301mile')).toBe('E');
    expect(initialLetter('émile')).toBe('E');
    expect(initialLetter('Çelik')).toBe('C');
    expect(initialLetter('Şebnem')).toBe('S');
    expect(initialLetter('İlkay')).toBe('I');
    expect(initialLetter('ıpek')).toBe('I');
    expect(initialLetter('Ängel')).toBe('A');
    expect(initialLetter('Ñuño')).toBe('N');
  });

  it('folds the Latin letters that have no decomposition', () => {
    expect(initialLetter('Øystein')).toBe('O');
    expect(initialLetter('øystein')).toBe('O');
    expect(initialLetter('Łukasz')).toBe('L');
    expect(initialLetter('Đorđe')).toBe('D');
    expect(initialLetter('Ðóra')).toBe('D');
    expect(initialLetter('Þórunn')).toBe('T');
    expect(initialLetter('Æsa')).toBe('A');
    expect(initialLetter('Œdipe')).toBe('O');
    expect(initialLetter('ßandra')).toBe('S');
    expect(initialLetter('ẞandra')).toBe('S');
    expect(foldLetter('ħ')).toBe('H');
  });

  it('unfolds compatibility forms and skips leading spaces and invisible marks', () => {
    expect(initialLetter('Ｅｍｉｌｙ')).toBe('E');
    expect(initialLetter('ﬁona')).toBe('F');
    expect(initialLetter('  \u200bAda')).toBe('A');
    expect(initialLetter('\ufeffBob')).toBe('B');
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
