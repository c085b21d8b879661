/** Words the catalogue's areas share: plurals, ordinals, waits, and the sentences two areas build on. */

import { ordinalOf, type PluralForms, plural } from '../../i18n/plural.js';

/** The catalogue's language: the specification's (docs/decisions/0085-the-readers-locale.md). */
const LOCALE = 'en';

/** The form English's plural rules pick for `count`, `#` written as the count ("1 connection", "1,234 connections"). */
export const countOf = (count: number, forms: PluralForms) => plural(LOCALE, count, forms);

/** 1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, ... 21st: English ordinals for ranks, by the CLDR rules. */
export function ordinal(n: number): string {
  return ordinalOf(LOCALE, n, { one: '#st', two: '#nd', few: '#rd', other: '#th' });
}

/** "45 seconds", "15 minutes": how long to wait (seconds below two minutes, else minutes rounded up). */
export function waitText(seconds: number): string {
  if (seconds < 120) return countOf(seconds, { one: '# second', other: '# seconds' });
  return countOf(Math.ceil(seconds / 60), { one: '# minute', other: '# minutes' });
}

/** Said on the sign-in form and, with the tries left, by the server's check of a code. */
export const invalidOtp = 'Invalid OTP';
/** Said by the card's share button and, with the reason, by the server's LinkedIn post. */
export const linkedinPostError = 'Error posting image to LinkedIn';

/** The words other areas and the pages build on, as a catalogue area so that each language gives its own. */
export const wordMessages = {
  words: {
    /** "45 seconds", "15 minutes". */
    wait: waitText,
  },
};
