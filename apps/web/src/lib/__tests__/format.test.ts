// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatNumber, formatTime } from '../format';
import { chooseLanguage, resetLanguageForTests, startLanguage } from '../language';

/** A browser set to `languages`, the pages in the language they pick. */
const speaks = async (...languages: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  resetLanguageForTests();
  await startLanguage();
};
// 14:05 on the machine's own clock, whatever its time zone.
const fivePastTwo = new Date(2026, 10, 29, 14, 5).toISOString();

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  resetLanguageForTests();
});

describe("the reader's locale", () => {
  it('writes the time of day as the locale does: 24-hour in French and German, 12-hour in American English', async () => {
    await speaks('fr-FR', 'en');
    expect(formatTime(fivePastTwo)).toBe('14:05');
    await speaks('de-DE');
    expect(formatTime(fivePastTwo)).toBe('14:05');
    await speaks('en-US');
    expect(formatTime(fivePastTwo)).toBe('2:05 PM');
    // English pages on a British phone keep the phone's own clock.
    await speaks('en-GB');
    expect(formatTime(fivePastTwo)).toBe('14:05');
    expect(formatTime(null)).toBe('');
    expect(formatTime('not a time')).toBe('');
  });

  it('writes numbers with the locale’s grouping', async () => {
    await speaks('de-DE');
    expect(formatNumber(1234567)).toBe('1.234.567');
    await speaks('en-US');
    expect(formatNumber(1234567)).toBe('1,234,567');
    await speaks('pt-BR');
    expect(formatNumber(1234)).toBe('1.234');
    // Spanish groups from five digits on.
    await speaks('es-ES');
    expect([formatNumber(1234), formatNumber(12345)]).toEqual(['1234', '12.345']);
  });

  it('writes a day as each of the five languages does', async () => {
    const day = new Date(2026, 10, 29, 14, 5);
    const written: string[] = [];
    for (const language of ['en-US', 'es-ES', 'fr-FR', 'de-DE', 'pt-BR']) {
      await speaks(language);
      written.push(formatDate(day, { day: 'numeric', month: 'long' }));
    }
    expect(written).toEqual([
      'November 29',
      '29 de noviembre',
      '29 novembre',
      '29. November',
      '29 de novembro',
    ]);
  });

  it('writes dates in the language the reader chose, not the browser’s', async () => {
    await speaks('en-US');
    const day = new Date(2026, 10, 29, 14, 5);
    expect(formatDate(day, { day: 'numeric', month: 'long' })).toBe('November 29');
    await chooseLanguage('de');
    expect(formatDate(day, { day: 'numeric', month: 'long' })).toBe('29. November');
    expect(formatDate('not a date', { dateStyle: 'long' })).toBe('');
  });
});
