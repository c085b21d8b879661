// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { browser } from '@/lib/oauth';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { publicConfig } from '@/testing/fixtures';
import { createTestQueryClient, renderApp } from '@/testing/render';

const t = messages.login;
const configPath = 'GET /api/hoogo/common/config/';
const googleOn = publicConfig({ google_client_id: 'google-client' });
const session = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  email: 'grace@example.com',
  profile_pic_url: null,
};

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  window.sessionStorage.clear();
});
afterEach(() => assign.mockRestore());

describe('Google sign-in on the login screen', () => {
  it('hides the button while the server has no Google client id', async () => {
    const api = mockApi({ [configPath]: () => envelope(publicConfig()) });
    renderApp('/login');
    await screen.findByRole('heading', { name: t.title });
    await waitFor(() => expect(api.callsTo('GET', '/api/hoogo/common/config/')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: t.continueWithGoogle })).not.toBeInTheDocument();
  });

  it("shows the button when configured and sends the user to Google's authorization page for an ID token, with a state and a nonce", async () => {
    mockApi({ [configPath]: () => envelope(googleOn) });
    const user = userEvent.setup();
    renderApp('/login?ruri=/DevMeetup/');
    await user.click(await screen.findByRole('button', { name: t.continueWithGoogle }));
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.example.test/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'google-client',
      redirect_uri: `${window.location.origin}/login`,
      response_type: 'id_token',
      scope: 'openid email profile',
    });
    const nonce = url.searchParams.get('nonce');
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(nonce).not.toBe(url.searchParams.get('state'));
    const stored = JSON.parse(window.sessionStorage.getItem('oauth-google') ?? '{}');
    expect(stored).toEqual({ ruri: '/DevMeetup/', nonce, state: url.searchParams.get('state') });
  });

  it('trades the returned ID token and the kept nonce for a session, stores it and goes to the kept return path', async () => {
    window.sessionStorage.setItem(
      'oauth-google',
      JSON.stringify({ state: 'state-1', nonce: 'nonce-1', ruri: '/DevMeetup/' }),
    );
    const api = mockApi({
      [configPath]: () => envelope(googleOn),
      'POST /api/auth/auth/google/': () => envelope(session),
      'GET /api/hoogo/manage-event/DevMeetup/get-info/': () => new Promise<Response>(() => undefined),
    });
    const { router } = renderApp('/login#id_token=eyJ.id.token&state=state-1');
    await waitFor(() => expect(storage.get('accessToken')).toBe('access-1'));
    expect(api.callsTo('POST', '/api/auth/auth/google/')[0]?.body).toEqual({
      token: 'eyJ.id.token',
      nonce: 'nonce-1',
    });
    expect(storage.get('refreshToken')).toBe('refresh-1');
    expect(router.state.location.hash).toBe('');
    expect(await screen.findByText(messages.auth.loginSuccessful)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/DevMeetup/'));
    expect(window.sessionStorage.getItem('oauth-google')).toBeNull();
  });

  it('reads the answer once when React runs the effect twice (StrictMode): no failure beside the success', async () => {
    window.sessionStorage.setItem('oauth-google', JSON.stringify({ state: 'state-1', nonce: 'nonce-1' }));
    const api = mockApi({
      [configPath]: () => envelope(googleOn),
      'POST /api/auth/auth/google/': () => envelope(session),
    });
    const router = createMemoryRouter(routes, {
      initialEntries: ['/login#id_token=eyJ.id.token&state=state-1'],
    });
    render(
      <StrictMode>
        <AppProvider queryClient={createTestQueryClient()}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
    expect(await screen.findByText(messages.auth.loginSuccessful)).toBeInTheDocument();
    expect(screen.queryByText(messages.auth.googleFailed)).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/auth/google/')).toHaveLength(1);
  });

  it('refuses a token whose state is not the one this tab stored', async () => {
    window.sessionStorage.setItem('oauth-google', JSON.stringify({ state: 'state-1', nonce: 'nonce-1' }));
    const api = mockApi({ [configPath]: () => envelope(googleOn) });
    renderApp('/login#id_token=eyJ.id.token&state=forged');
    expect(await screen.findByText(messages.auth.googleFailed)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/auth/google/')).toHaveLength(0);
    expect(storage.get('accessToken')).toBeNull();
  });

  it('refuses an ID token when this tab kept no nonce for it', async () => {
    window.sessionStorage.setItem('oauth-google', JSON.stringify({ state: 'state-1' }));
    const api = mockApi({ [configPath]: () => envelope(googleOn) });
    renderApp('/login#id_token=eyJ.id.token&state=state-1');
    expect(await screen.findByText(messages.auth.googleFailed)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/auth/google/')).toHaveLength(0);
  });

  it('says Google login Failed when the server refuses the token', async () => {
    window.sessionStorage.setItem('oauth-google', JSON.stringify({ state: 'state-1', nonce: 'nonce-1' }));
    mockApi({
      [configPath]: () => envelope(googleOn),
      'POST /api/auth/auth/google/': () =>
        envelope(null, { status: 401, message: { general: [messages.auth.googleFailed] } }),
    });
    renderApp('/login#id_token=eyJ.id.token&state=state-1');
    expect(await screen.findByText(messages.auth.googleFailed)).toBeInTheDocument();
    expect(storage.get('accessToken')).toBeNull();
  });
});
