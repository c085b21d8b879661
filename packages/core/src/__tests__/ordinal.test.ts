import { describe, expect, it } from 'vitest';
import { ordinal } from '../messages/en/words.js';
import { messages } from '../messages/index.js';

describe('ordinal', () => {
  it('writes English ordinals, the teens included', () => {
    expect([1, 2, 3, 4, 10, 11, 12, 13, 14, 21, 22, 23, 100, 101, 111, 112, 1002].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '10th',
      '11th',
      '12th',
      '13th',
      '14th',
      '21st',
      '22nd',
      '23rd',
      '100th',
      '101st',
      '111th',
      '112th',
      '1,002nd',
    ]);
    expect(messages.completion.ranked(3)).toBe('Hoogo! You finished 3rd.');
  });
});
