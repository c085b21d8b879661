/**
 * Every user-facing sentence of the product, in five languages: `messages.<area>.<sentence>` reads the
 * sentence in the language of whoever is being answered (docs/decisions/0086-five-languages.md).
 *
 * Each language (./en/: the specification's exact texts) is a module of its own, loaded on demand, so
 * that a phone fetches only its own; on Node, `@hoogo/core` (src/node.ts) has English registered before
 * anything reads it. Who is being answered is the source's business: the web app's chosen language, the
 * server's request.
 */

import { DEFAULT_LOCALE, type DisplayLocale, type Locale, PSEUDO_LOCALE } from '../i18n/locales.js';
import type { Translation } from '../i18n/translation.js';
import type * as englishAreas from './en/index.js';

type EnglishAreas = typeof englishAreas;

/** One language's module: English's areas, each in English's shape (../i18n/translation.ts). */
export type CatalogueAreas = { readonly [Area in keyof EnglishAreas]: Translation<EnglishAreas[Area]> };

/** The areas' types as one: the intersection of them, each area's groups side by side. */
type Merged<Areas> = (
  Areas[keyof Areas] extends infer Area
    ? Area extends unknown
      ? (whole: Area) => void
      : never
    : never
) extends (whole: infer All) => void
  ? All
  : never;

/** The English catalogue: `<area>.<sentence>`, every area's groups side by side. */
export type EnglishCatalogue = Merged<EnglishAreas>;

/** A catalogue in any language: English's shape. */
export type Catalogue = Translation<EnglishCatalogue>;

/**
 * A language's catalogue from its module's areas, each area's groups side by side. No two areas name
 * the same group (src/__tests__/catalogues.test.ts), so the order the module lists them in is not read.
 */
export function composeCatalogue<Areas extends CatalogueAreas>(areas: Areas): Merged<Areas> {
  return Object.assign({}, ...Object.values(areas)) as Merged<Areas>;
}

const loaders: Record<Locale, () => Promise<CatalogueAreas>> = {
  en: () => import('./en/index.js'),
  es: () => import('./es/index.js'),
  fr: () => import('./fr/index.js'),
  de: () => import('./de/index.js'),
  'pt-BR': () => import('./pt-br/index.js'),
};

const loaded = new Map<DisplayLocale, Catalogue>();

/** Makes `catalogue` the one of `locale` without loading it (src/node.ts: English, at once on Node). */
export function registerCatalogue(locale: DisplayLocale, catalogue: Catalogue): void {
  loaded.set(locale, catalogue);
}

/** The catalogue of `locale`, loading its module the first time. */
export async function loadCatalogue(locale: DisplayLocale): Promise<Catalogue> {
  const known = loaded.get(locale);
  if (known) return known;
  // The pseudo-locale is for tests: its code is fetched only when one asks for it.
  const catalogue =
    locale === PSEUDO_LOCALE
      ? (await import('../i18n/pseudo.js')).pseudoCatalogue(await loadCatalogue(DEFAULT_LOCALE))
      : composeCatalogue(await loaders[locale]());
  loaded.set(locale, catalogue);
  return catalogue;
}

/**
 * The catalogue of `locale` if it is loaded, else English, else the one that is (a French phone never
 * fetches English); an error before any is loaded.
 */
export function catalogueOf(locale: DisplayLocale): Catalogue {
  const catalogue = loaded.get(locale) ?? loaded.get(DEFAULT_LOCALE) ?? loaded.values().next().value;
  if (!catalogue) throw new Error('No language is loaded yet: await loadCatalogue() first');
  return catalogue;
}

let currentLocale: () => DisplayLocale = () => DEFAULT_LOCALE;

/**
 * Says where `messages` learns whose language it speaks: the web app's chosen language, or the server's
 * request in progress. A language not loaded yet reads as English.
 */
export function setLocaleSource(source: () => DisplayLocale): void {
  currentLocale = source;
}

/** The language `messages` speaks right now. */
export const activeLocale = (): DisplayLocale =>
  loaded.has(currentLocale()) ? currentLocale() : DEFAULT_LOCALE;

const isBranch = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const valueAt = (path: readonly string[]): unknown => {
  let value: unknown = catalogueOf(currentLocale());
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
};

/**
 * The catalogue as seen through the current language: an area or a group read once and kept (`const t =
 * messages.login` at a module's top) still reads each sentence in the language of the moment it is said.
 * A sentence, a list or a function is read when asked for, so a module must not keep one from its load.
 */
const views = new Map<string, object>();

function view(path: readonly string[]): object {
  const id = path.join('.');
  const known = views.get(id);
  if (known) return known;
  const made = new Proxy(Object.create(null), {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      // Before any language is loaded a module may keep an area (`const v = messages.validation`): it
      // gets a view, read once a language is there.
      if (loaded.size === 0) return view([...path, key]);
      const value = valueAt([...path, key]);
      return isBranch(value) ? view([...path, key]) : value;
    },
    has: (_target, key) =>
      typeof key === 'string' && isBranch(valueAt(path)) && key in (valueAt(path) as object),
    ownKeys: () => Reflect.ownKeys(valueAt(path) as object),
    getOwnPropertyDescriptor(_target, key) {
      if (typeof key !== 'string') return undefined;
      const branch = valueAt(path) as Record<string, unknown>;
      if (!(key in branch)) return undefined;
      const value = branch[key];
      return { value: isBranch(value) ? view([...path, key]) : value, enumerable: true, configurable: true };
    },
  });
  views.set(id, made);
  return made;
}

/** The catalogue in the current language: `messages.<area>.<sentence>`. */
export const messages = view([]) as Catalogue;
