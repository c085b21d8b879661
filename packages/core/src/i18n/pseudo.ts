/**
 * The pseudo-locale (en-XA): every sentence of a catalogue accented, 40 % longer and bracketed, so that a
 * screen shows at a glance which text did not come from the catalogue (it reads plain) and where a longer
 * language would be cut (the end bracket is missing). Tests choose it; nobody is offered it.
 */

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** The markers a pseudo-locale sentence starts and ends with. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** A sentence in the pseudo-locale: accented, padded to 140 % of its letters, between ⟦ and ⟧. */
export function pseudoText(text: string): string {
  if (text.trim() === '') return text;
  const accented = [...text].map((char) => ACCENTED[char] ?? char).join('');
  const letters = [...text].filter((char) => /\p{L}/u.test(char)).length;
  // In words of up to five, as a longer language adds words: one long run would be a word no line can break.
  const padding = ('~'.repeat(Math.ceil(letters * 0.4)).match(/~{1,5}/g) ?? []).join(' ');
  return `${PSEUDO_OPEN}${accented}${padding ? ` ${padding}` : ''}${PSEUDO_CLOSE}`;
}

/** The whole catalogue in the pseudo-locale: strings accented, and what functions answer. */
export function pseudoCatalogue<T>(catalogue: T): T {
  const convert = (value: unknown): unknown => {
    if (typeof value === 'string') return pseudoText(value);
    // A sentence of arguments may answer a list of sentences: what it answers is converted the same way.
    if (typeof value === 'function')
      return (...args: unknown[]) => convert((value as (...a: unknown[]) => unknown)(...args));
    if (Array.isArray(value)) return value.map(convert);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convert(item)]));
    return value;
  };
  return convert(catalogue) as T;
}
