import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, type DisplayLocale, isLocale, type Locale } from '@hoogo/core';

/**
 * The language of whoever the server is answering: the request in progress, or a mail being written
 * (docs/decisions/0086-five-languages.md). `messages` reads it (plugins/app/http/request-language.ts).
 */
export const answeringLanguage = new AsyncLocalStorage<DisplayLocale>();

/** Runs `work` with `messages` speaking `locale`. */
export function inLanguage<T>(locale: DisplayLocale, work: () => T): T {
  return answeringLanguage.run(locale, work);
}

/** The language being answered in right now (English outside any request). */
export const currentLanguage = (): DisplayLocale => answeringLanguage.getStore() ?? DEFAULT_LOCALE;

/** A stored language (an account's, an event's) as one of ours, or undefined for anything else. */
export const storedLocale = (value: string | null | undefined): Locale | undefined =>
  isLocale(value) ? value : undefined;
