import { describe, expect, it } from 'vitest';
import { EVENT_NAME_CARD_CUT } from '../constants.js';
import { emailLocalPart, fieldMessages, truncate } from '../text.js';

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
