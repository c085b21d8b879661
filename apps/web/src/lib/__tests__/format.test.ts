// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNumber, formatTime } from '../format';

const speaks = (...languages: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
};
// 14:05 on the machine's own clock, whatever its time zone.
const fivePastTwo = new Date(2026, 10, 29, 14, 5).toISOString();

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the reader's locale", () => {
  it('writes the time of day as the locale does: 24-hour in French and German, 12-hour in American English', () => {
    speaks('fr-FR', 'en');
    expect(formatTime(fivePastTwo)).toBe('14:05');
    speaks('de-DE');
    expect(formatTime(fivePastTwo)).toBe('14:05');
    speaks('en-US');
    expect(formatTime(fivePastTwo)).toBe('2:05 PM');
    expect(formatTime(null)).toBe('');
    expect(formatTime('not a time')).toBe('');
  });

  it('writes numbers with the locale’s grouping', () => {
    speaks('de-DE');
    expect(formatNumber(1234567)).toBe('1.234.567');
    speaks('en-US');
    expect(formatNumber(1234567)).toBe('1,234,567');
    speaks('pt-BR');
    expect(formatNumber(1234)).toBe('1.234');
  });
});
