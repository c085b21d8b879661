import { formatCount } from '@hoogo/core';

/**
 * Times and numbers as the reader's locale writes them (docs/decisions/0085-the-readers-locale.md): the
 * browser's languages, so a phone set to French reads 14:05 and 1 234, one set to American English
 * 2:05 PM and 1,234. One policy for every page: no page forces a locale or a 12-hour clock.
 */

/** The reader's languages, most wanted first. */
export function readerLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

const clock = new Map<string, Intl.DateTimeFormat>();

/** The time of day of an instant ("14:05", "2:05 PM"), '' when it cannot be read. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const key = readerLocales().join(',');
  let format = clock.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(readerLocales() as string[], { hour: 'numeric', minute: '2-digit' });
    clock.set(key, format);
  }
  return format.format(date);
}

/** A whole number as the reader's locale writes it ("1,234", "1 234", "1.234"). */
export function formatNumber(count: number): string {
  const locale = new Intl.NumberFormat(readerLocales() as string[]).resolvedOptions().locale;
  return formatCount(locale, count);
}
