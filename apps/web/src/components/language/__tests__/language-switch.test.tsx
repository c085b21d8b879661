// @vitest-environment jsdom
import { loadCatalogue, messages, type ProfileInfo } from '@hoogo/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { currentLocale, resetLanguageForTests, startLanguage, useLocale } from '@/lib/language';
import { createQueryClient } from '@/lib/react-query';
import { envelope, mockApi } from '@/testing/api';
import { createTestQueryClient } from '@/testing/render';
import { LanguageSwitch } from '../language-switch';

const profile = (language: ProfileInfo['language']): ProfileInfo => ({
  id: 'u1',
  email: 'camille@example.com',
  name: 'Camille',
  profile_pic_url: null,
  has_password: false,
  created_at: '2026-11-29T10:00:00.000Z',
  guest: false,
  language,
});

/** The switch beside a sentence, re-rendered by the language as the app's root is. */
function Page() {
  const locale = useLocale();
  return (
    <div key={locale}>
      <LanguageSwitch />
      <p>{messages.navbar.login}</p>
    </div>
  );
}

const renderPage = (queryClient = createTestQueryClient()) =>
  render(
    <AppProvider queryClient={queryClient}>
      <Page />
    </AppProvider>,
  );

beforeEach(async () => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
  await startLanguage();
});

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  resetLanguageForTests();
});

describe('the language switch', () => {
  it('speaks the chosen language at once, keeps it here and on the account', async () => {
    window.localStorage.setItem('accessToken', 'token');
    window.localStorage.setItem('userEmail', 'camille@example.com');
    const api = mockApi({
      'GET /api/auth/profile-info/': () => envelope(profile(null)),
      'PATCH /api/auth/update-profile/': () => envelope(profile('de')),
    });
    // The app's own client: a profile read a moment ago is not asked for again when the page re-renders.
    const queryClient = createQueryClient();
    renderPage(queryClient);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getByRole('option', { name: 'Deutsch' })).toBeTruthy();

    await userEvent.selectOptions(select, 'de');
    const german = await loadCatalogue('de');
    expect(await screen.findByText(german.navbar.login)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: german.language.label })).toBeTruthy();
    expect(window.localStorage.getItem('hoogo-language')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ language: 'de' });
    // Every later call asks for German answers.
    expect(patch?.headers.get('accept-language')).toBe('de');
    // The PATCH answers the profile: it is kept as it came, without asking for it again.
    await waitFor(() => expect(queryClient.getQueryData<ProfileInfo>(['profile-info'])?.language).toBe('de'));
    expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it("takes the account's language on a device that chose none", async () => {
    window.localStorage.setItem('accessToken', 'token');
    window.localStorage.setItem('userEmail', 'camille@example.com');
    mockApi({ 'GET /api/auth/profile-info/': () => envelope(profile('fr')) });
    renderPage();
    expect(await screen.findByText((await loadCatalogue('fr')).navbar.login)).toBeTruthy();
    expect(currentLocale()).toBe('fr');
  });

  it('keeps a signed-out choice on the device only', async () => {
    const api = mockApi({});
    renderPage();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    expect(await screen.findByText((await loadCatalogue('es')).navbar.login)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
