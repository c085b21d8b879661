/** Words the catalogue's areas share in Spanish: plurals, ordinals, waits, and the sentences two areas build on. */

import { ordinalOf, type PluralForms, plural } from '../../i18n/plural.js';
import type { Translation } from '../../i18n/translation.js';
import type { wordMessages as englishWords } from '../en/words.js';

/** The catalogue's language (docs/decisions/0085-the-readers-locale.md). */
const LOCALE = 'es';

/** The form Spanish's plural rules pick for `count`, `#` written as the count ("1 conexión", "12.345 conexiones"). */
export const countOf = (count: number, forms: PluralForms) => plural(LOCALE, count, forms);

/** 1.º, 2.º, 3.º: Spanish ranks, the count followed by a period and the masculine ordinal indicator. */
export function ordinal(n: number): string {
  return ordinalOf(LOCALE, n, { other: '#.º' });
}

/** "45 segundos", "15 minutos": how long to wait (seconds below two minutes, else minutes rounded up). */
export function waitText(seconds: number): string {
  if (seconds < 120) return countOf(seconds, { one: '# segundo', other: '# segundos' });
  return countOf(Math.ceil(seconds / 60), { one: '# minuto', other: '# minutos' });
}

/** Said on the sign-in form and, with the tries left, by the server's check of a code. */
export const invalidOtp = 'Código no válido';
/** Said by the card's share button and, with the reason, by the server's LinkedIn post. */
export const linkedinPostError = 'No se pudo publicar la imagen en LinkedIn';

/** The words other areas and the pages build on, as a catalogue area so that each language gives its own. */
export const wordMessages = {
  words: {
    /** "45 segundos", "15 minutos". */
    wait: waitText,
  },
} satisfies Translation<typeof englishWords>;
