/**
 * The languages the product speaks, and which one a reader gets: from an `Accept-Language` header, the
 * browser's list, a stored choice or an event's default (docs/decisions/0086-five-languages.md).
 */

/** The five languages, English first: the specification's texts and the fallback of every other. */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/**
 * The pseudo-locale: English accented and 40 % longer, for tests that look for text that is not in the
 * catalogue or that a longer language would cut. Chosen only by a stored choice, never offered.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type DisplayLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language by its own name, as the language switch offers it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The language of ours a BCP 47 tag asks for, or null: the exact tag, else its language ("fr-CA" is
 * French, "de-AT" German); every Portuguese is Brazil's, the only one we write. Case does not matter.
 */
export function matchLocale(tag: string): DisplayLocale | null {
  const lower = tag.trim().toLowerCase();
  if (lower === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  if (language === 'pt') return 'pt-BR';
  return LOCALES.find((locale) => locale === language) ?? null;
}

/** The first of `tags`, in order of preference, that is one of our languages (the pseudo-locale is not). */
export function pickLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const locale = matchLocale(tag);
    if (locale && locale !== PSEUDO_LOCALE) return locale;
  }
  return null;
}

const MAX_ACCEPT_LANGUAGE_TAGS = 20;

/**
 * The tags of an `Accept-Language` header, most wanted first ("fr-CH, fr;q=0.9, en;q=0.8" gives
 * fr-CH, fr, en). Tags with q=0, "*" and malformed entries are left out; at most 20 are read.
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number; index: number }[] = [];
  for (const [index, part] of header.split(',').slice(0, MAX_ACCEPT_LANGUAGE_TAGS).entries()) {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim() ?? '';
    if (!/^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/.test(tag)) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim() === 'q') q = Number(value);
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    entries.push({ tag, q, index });
  }
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((entry) => entry.tag);
}

/** The language a request asks for by its `Accept-Language` header, English when none of ours. */
export const localeOfHeader = (header: string | undefined): DisplayLocale => {
  const tags = parseAcceptLanguage(header);
  // The pseudo-locale is honoured only when asked for first: tests ask for it, people do not.
  if (tags[0] && matchLocale(tags[0]) === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return pickLocale(tags) ?? DEFAULT_LOCALE;
};
