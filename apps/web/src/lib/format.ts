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
