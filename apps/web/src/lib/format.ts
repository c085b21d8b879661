import { DEFAULT_LOCALE, PSEUDO_LOCALE } from '@hoogo/core';
import { currentLocale } from './language';

/**
 * Dates, times and numbers as the reader's locale writes them (docs/decisions/0085-the-readers-locale.md,
 * docs/decisions/0086-five-languages.md): the pages' language, so French pages read 14:05 and 1 234,
 * American English ones 2:05 PM and 1,234. One policy for every page: no page forces a locale or a
 * 12-hour clock, and none leaves it to the browser's default.
 */

/**
 * The locales times and numbers are written in, most wanted first: the language the pages speak, in the
 * browser's own region of it when it has one (English pages on a British phone write 14:05), then the
 * browser's languages.
 */
export function readerLocales(): readonly string[] {
  const browser =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  const page = currentLocale() === PSEUDO_LOCALE ? DEFAULT_LOCALE : currentLocale();
  const language = page.split('-')[0]?.toLowerCase();
  const regional = browser.find((tag) => tag.split('-')[0]?.toLowerCase() === language);
  return [...new Set([regional ?? page, ...browser])];
}

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** One formatter per kind and reader's languages, made once. */
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  make: (locales: string[]) => T,
): T {
  const locales = [...readerLocales()];
  const key = `${kind}|${locales.join(',')}`;
  let format = formats.get(key);
  if (!format) {
    format = make(locales);
    formats.set(key, format);
  }
  return format as T;
}

/** The time of day of an instant ("14:05", "2:05 PM"), '' when it cannot be read. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(
    'time',
    (locales) => new Intl.DateTimeFormat(locales, { hour: 'numeric', minute: '2-digit' }),
  ).format(date);
}

/** A whole number as the reader's locale writes it ("1,234", "1 234", "1.234"). */
export function formatNumber(count: number): string {
  return formatter('number', (locales) => new Intl.NumberFormat(locales)).format(count);
}

/** A date, or a date and time, as the reader's locale writes it, in the given style; '' when unreadable. */
export function formatDate(
  value: string | Date | null | undefined,
  options: Intl.DateTimeFormatOptions,
): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(
    `date ${JSON.stringify(options)}`,
    (locales) => new Intl.DateTimeFormat(locales, options),
  ).format(date);
}
