/** Words the catalogue's areas share: plurals, ordinals, waits, and the sentences two areas build on. */

import { ordinalOf, type PluralForms, plural } from '../../i18n/plural.js';
import type { Translation } from '../../i18n/translation.js';
import type { wordMessages as englishWords } from '../en/words.js';

/** The catalogue's language (docs/decisions/0085-the-readers-locale.md). */
const LOCALE = 'fr';

/**
 * The form French's plural rules pick for `count`, `#` written as the count ("0 rencontre", "1 rencontre",
 * "1 234 rencontres"): `one` covers 0 and 1; `many` (millions) falls back to `other`.
 */
export const countOf = (count: number, forms: PluralForms) => plural(LOCALE, count, forms);

/** 1er, 2e, 3e, ... 21e: French ordinals for ranks, by the CLDR rules. */
export function ordinal(n: number): string {
  return ordinalOf(LOCALE, n, { one: '#er', other: '#e' });
}

/** "45 secondes", "15 minutes": how long to wait (seconds below two minutes, else minutes rounded up). */
export function waitText(seconds: number): string {
  if (seconds < 120) return countOf(seconds, { one: '# seconde', other: '# secondes' });
  return countOf(Math.ceil(seconds / 60), { one: '# minute', other: '# minutes' });
}

/**
 * "de Camille", "d’Anna": the preposition "de" before a person's name, elided before a vowel (a name
 * starting with H keeps "de", as the app cannot tell a silent h).
 */
export const deName = (name: string): string =>
  /^[aeiouyàâäæéèêëîïôöœùûü]/i.test(name) ? `d’${name}` : `de ${name}`;

/** Said on the sign-in form and, with the tries left, by the server's check of a code. */
export const invalidOtp = 'Code invalide';
/** Said by the card's share button and, with the reason, by the server's LinkedIn post. */
export const linkedinPostError = 'Erreur lors de la publication de l’image sur LinkedIn';

/** The words other areas and the pages build on, as a catalogue area so that each language gives its own. */
export const wordMessages = {
  words: {
    /** "45 secondes", "15 minutes". */
    wait: waitText,
  },
} satisfies Translation<typeof englishWords>;
