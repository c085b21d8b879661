import { isGridLetter } from './game/grid.js';

/** Cuts a text to `max` characters and adds an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The WHATWG URL parser, global in browsers and in Node alike (core's types name neither platform). */
declare const URL: new (input: string) => { readonly protocol: string };

/** Whether `value` is an absolute URL whose protocol (`https:`, `redis:`, ...) `protocols` matches. */
export function hasUrlProtocol(value: string, protocols: RegExp): boolean {
  try {
    return protocols.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The greeting name of the navbar: the part of an email before the at-sign. */
export function emailLocalPart(email: string | null | undefined): string {
  if (!email) return '';
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}

/** Field errors of a zod-style issue list, keyed by the first path segment ('general' when none). */
export function fieldMessages(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): { general: string[] } & Record<string, string[]> {
  const out: { general: string[] } & Record<string, string[]> = { general: [] };
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'general';
    const list = out[key] ?? [];
    list.push(issue.message);
    out[key] = list;
  }
  return out;
}

/**
 * Latin letters that Unicode does not decompose into a base letter and marks, with the letter of A-Z
 * they are written as in English (docs/decisions/0008-the-letter-of-a-name.md).
 */
const UNDECOMPOSED_LATIN: Readonly<Record<string, string>> = {
  Æ: 'A',
  Ð: 'D',
  Đ: 'D',
  Ħ: 'H',
  ĸ: 'K',
  Ł: 'L',
  Ŋ: 'N',
  Ø: 'O',
  Œ: 'O',
  ẞ: 'S',
  Þ: 'T',
  Ŧ: 'T',
  Ƒ: 'F',
};

/**
 * The letter A-Z a character counts for on the grid: accents and other marks dropped ('É' -> 'E'),
 * compatibility forms unfolded ('ﬁ' -> 'F', 'Ｅ' -> 'E'), and the Latin letters without a decomposition
 * folded by hand ('Ø' -> 'O', 'Ł' -> 'L', 'ß' -> 'S'). Null for anything else: a digit, a sign, or a
 * letter of another script (no transliteration: 'Дмитрий' counts for no letter).
 */
export function foldLetter(character: string): string | null {
  const base = character.normalize('NFKD').charAt(0);
  const upper = base.toUpperCase().charAt(0); // 'ß' uppercases to 'SS'
  if (isGridLetter(upper)) return upper;
  return UNDECOMPOSED_LATIN[upper] ?? null;
}

/** The letter A-Z a name counts for: its first character (after spaces and invisible marks), folded. */
export function initialLetter(name: string): string | null {
  const first = name.replace(/^[\s\p{Cf}]+/u, '').codePointAt(0);
  return first === undefined ? null : foldLetter(String.fromCodePoint(first));
}

/** Whether a name fills a cell of `letter`: the one rule of the server check and the connection form. */
export function startsWithLetter(name: string, letter: string): boolean {
  const initial = initialLetter(name);
  return initial !== null && initial === foldLetter(letter);
}
