/** Words the catalogue's areas share in Portuguese (Brazil): plurals, ordinals, waits, shared sentences. */

import { ordinalOf, type PluralForms, plural } from '../../i18n/plural.js';
import type { Translation } from '../../i18n/translation.js';
import type { wordMessages as englishWords } from '../en/words.js';

/** The catalogue's language. */
const LOCALE = 'pt-BR';

/** The form Portuguese (Brazil)'s plural rules pick for `count`, `#` written as the count ("1 conexão", "1.234 conexões"). */
export const countOf = (count: number, forms: PluralForms) => plural(LOCALE, count, forms);

/** 1º, 2º, 3º: a rank as Brazilian Portuguese writes it (masculine, as in "1º lugar"). */
export function ordinal(n: number): string {
  return ordinalOf(LOCALE, n, { other: '#º' });
}

/** "45 segundos", "15 minutos": how long to wait (seconds below two minutes, else minutes rounded up). */
export function waitText(seconds: number): string {
  if (seconds < 120) return countOf(seconds, { one: '# segundo', other: '# segundos' });
  return countOf(Math.ceil(seconds / 60), { one: '# minuto', other: '# minutos' });
}

/** Said on the sign-in form and, with the tries left, by the server's check of a code. */
export const invalidOtp = 'Código inválido';
/** Said by the card's share button and, with the reason, by the server's LinkedIn post. */
export const linkedinPostError = 'Erro ao publicar a imagem no LinkedIn';

/** The words other areas and the pages build on. */
export const wordMessages = {
  words: {
    /** "45 segundos", "15 minutos". */
    wait: waitText,
  },
} satisfies Translation<typeof englishWords>;
