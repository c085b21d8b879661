/** Words the catalogue's areas share in German: plurals, ordinals, waits, and the sentences two areas build on. */

import { ordinalOf, type PluralForms, plural } from '../../i18n/plural.js';
import type { Translation } from '../../i18n/translation.js';
import type { wordMessages as englishWords } from '../en/words.js';

/** The catalogue's language. */
const LOCALE = 'de';

/** The form German's plural rules pick for `count` (one, other), `#` written as the count ("1 Kontakt", "1.234 Kontakte"). */
export const countOf = (count: number, forms: PluralForms) => plural(LOCALE, count, forms);

/** 1., 2., 3., ... 21.: German ordinals for ranks (CLDR has only `other` for German ordinals). */
export function ordinal(n: number): string {
  return ordinalOf(LOCALE, n, { other: '#.' });
}

/** "45 Sekunden", "15 Minuten": how long to wait (seconds below two minutes, else minutes rounded up). */
export function waitText(seconds: number): string {
  if (seconds < 120) return countOf(seconds, { one: '# Sekunde', other: '# Sekunden' });
  return countOf(Math.ceil(seconds / 60), { one: '# Minute', other: '# Minuten' });
}

/** Said on the sign-in form and, with the tries left, by the server's check of a code. */
export const invalidOtp = 'Ungültiger Code';
/** Said by the card's share button and, with the reason, by the server's LinkedIn post. */
export const linkedinPostError = 'Das Bild konnte nicht auf LinkedIn gepostet werden';

/** The words other areas and the pages build on. */
export const wordMessages = {
  words: {
    /** "45 Sekunden", "15 Minuten". */
    wait: waitText,
  },
} satisfies Translation<typeof englishWords>;
