import {
  DEFAULT_LOCALE,
  type DisplayLocale,
  type Locale,
  loadCatalogue,
  matchLocale,
  PSEUDO_LOCALE,
  pickLocale,
  setLocaleSource,
} from '@hoogo/core';
import { useEffect, useSyncExternalStore } from 'react';
import { storage } from './storage';

/**
 * The language the pages speak (docs/decisions/0086-five-languages.md): the reader's own choice (the
 * navbar's switch, kept on this device and on the account), else the first of the browser's languages we
 * write, else the event's language, else English. A room's screens (the big screen, the QR code screen
 * and its poster) speak the event's language whoever opens them. `messages` reads it; a language's
 * catalogue is fetched before the pages show it, so no page is ever half in one language.
 */

interface LanguageState {
  /** What the pages speak now (its catalogue is loaded). */
  locale: DisplayLocale;
  /** The event a player page is about: its language is the fallback for a browser we do not speak. */
  eventLocale: Locale | null;
  /** The language a room's screen speaks while it is open, whatever the reader chose. */
  roomLocale: Locale | null;
}

let state: LanguageState = { locale: DEFAULT_LOCALE, eventLocale: null, roomLocale: null };
const listeners = new Set<() => void>();
setLocaleSource(() => state.locale);

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];

/** The reader's stored choice, if it is one of ours (or the pseudo-locale, which only tests store). */
export function storedLanguage(): DisplayLocale | null {
  const stored = storage.get('language');
  return stored ? matchLocale(stored) : null;
}

/** The language the pages should speak, by the rule above. */
export function chooseLocale(choices: {
  stored: DisplayLocale | null;
  browser: readonly string[];
  event: Locale | null;
  room: Locale | null;
}): DisplayLocale {
  // The pseudo-locale, a tool of the tests, holds on every screen, the room's included.
  if (choices.stored === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return choices.room ?? choices.stored ?? pickLocale(choices.browser) ?? choices.event ?? DEFAULT_LOCALE;
}

let settling = Promise.resolve();

/** Fetches the catalogue the rule now picks, then makes it the pages' language. */
function settle(): Promise<void> {
  settling = settling.then(async () => {
    // Read when its turn comes: a page that leaves and one that comes in the same render settle once.
    const wanted = chooseLocale({
      stored: storedLanguage(),
      browser: browserLanguages(),
      event: state.eventLocale,
      room: state.roomLocale,
    });
    try {
      await loadCatalogue(wanted);
    } catch {
      // Offline before the language's file was ever fetched: the pages stay in the language they speak.
      return;
    }
    if (wanted === state.locale) return;
    state = { ...state, locale: wanted };
    applyToDocument(wanted);
    for (const listener of listeners) listener();
  });
  return settling;
}

function applyToDocument(locale: DisplayLocale) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale === PSEUDO_LOCALE ? 'en' : locale;
}

/**
 * Before the first page shows: the language the reader gets, its catalogue loaded (English, when that
 * language's file could not be fetched).
 */
export async function startLanguage(): Promise<void> {
  await settle();
  await loadCatalogue(state.locale).catch(() => undefined);
}

/** The reader picks a language (the navbar's switch): kept on this device, spoken at once. */
export function chooseLanguage(locale: Locale): Promise<void> {
  storage.set('language', locale);
  return settle();
}

/** An account's stored choice, taken when this device has none of its own (signing in on a new phone). */
export function adoptAccountLanguage(locale: Locale | null): void {
  if (locale && !storage.get('language')) void chooseLanguage(locale);
}

/** The language the pages speak now, re-rendering on a change. */
export function useLocale(): DisplayLocale {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state.locale,
  );
}

/** The language the pages speak now, outside React (the API client's Accept-Language). */
export const currentLocale = (): DisplayLocale => state.locale;

/**
 * A player page's event: its language is what a phone whose languages we do not write falls back to,
 * while the page is open.
 */
export function useEventLanguage(locale: Locale | undefined): void {
  useScopedLanguage('eventLocale', locale);
}

/**
 * A room's screen (the big screen, the QR code screen, the QR poster): it speaks the event's language while
 * it is open, whoever opened it (the room reads one language).
 */
export function useRoomLanguage(locale: Locale | undefined): void {
  useScopedLanguage('roomLocale', locale);
}

/**
 * Holds `locale` as the page's event or room language while the page is open. A new language renders the
 * pages again from the top (app/index.tsx), which unmounts and mounts the page once more: the language is
 * let go only when the address changed, so that remount keeps it rather than flipping back and forth.
 */
function useScopedLanguage(scope: 'eventLocale' | 'roomLocale', locale: Locale | undefined): void {
  useEffect(() => {
    if (!locale) return;
    const path = window.location.pathname;
    state = { ...state, [scope]: locale };
    void settle();
    return () => {
      if (window.location.pathname === path) return;
      state = { ...state, [scope]: null };
      void settle();
    };
  }, [scope, locale]);
}

/** For tests: back to English with no event or room. */
export function resetLanguageForTests(): void {
  state = { locale: DEFAULT_LOCALE, eventLocale: null, roomLocale: null };
  applyToDocument(DEFAULT_LOCALE);
}
