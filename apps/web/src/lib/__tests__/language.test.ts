// @vitest-environment jsdom
import { loadCatalogue, messages } from '@hoogo/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adoptAccountLanguage,
  chooseLanguage,
  chooseLocale,
  currentLocale,
  resetLanguageForTests,
  startLanguage,
} from '../language';

const browser = (...languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  resetLanguageForTests();
});

describe('which language the pages speak', () => {
  it("takes the room's, then the reader's choice, then the browser's, then the event's, then English", () => {
    const none = { stored: null, browser: [], event: null, room: null };
    expect(chooseLocale(none)).toBe('en');
    expect(chooseLocale({ ...none, event: 'de' })).toBe('de');
    expect(chooseLocale({ ...none, browser: ['ja-JP', 'fr-CA', 'de'], event: 'de' })).toBe('fr');
    expect(chooseLocale({ ...none, browser: ['pt-PT'] })).toBe('pt-BR');
    expect(chooseLocale({ ...none, browser: ['ja-JP', 'ko'], event: 'es' })).toBe('es');
    expect(chooseLocale({ ...none, stored: 'de', browser: ['fr-FR'], event: 'es' })).toBe('de');
    expect(chooseLocale({ ...none, stored: 'de', browser: ['fr-FR'], room: 'pt-BR' })).toBe('pt-BR');
    expect(chooseLocale({ ...none, stored: 'en-XA', room: 'pt-BR' })).toBe('en-XA');
  });

  it("starts in the browser's language, its sentences loaded before any page reads them", async () => {
    browser('de-AT', 'en');
    await startLanguage();
    expect(currentLocale()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(messages.navbar.login).toBe((await loadCatalogue('de')).navbar.login);
    expect(messages.navbar.login).not.toBe((await loadCatalogue('en')).navbar.login);
  });

  it('keeps the reader’s choice on this device, and takes an account’s only where there is none', async () => {
    browser('en-US');
    await startLanguage();
    await chooseLanguage('fr');
    expect(currentLocale()).toBe('fr');
    expect(window.localStorage.getItem('hoogo-language')).toBe('fr');

    adoptAccountLanguage('es');
    await startLanguage();
    expect(currentLocale()).toBe('fr');

    window.localStorage.clear();
    resetLanguageForTests();
    adoptAccountLanguage('es');
    await startLanguage();
    expect(currentLocale()).toBe('es');
  });

  it('ignores a stored value that is none of ours', async () => {
    browser('en-US');
    window.localStorage.setItem('hoogo-language', '<script>');
    await startLanguage();
    expect(currentLocale()).toBe('en');
  });
});
