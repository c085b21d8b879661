// @vitest-environment jsdom
import { type LinkSignIn, messages } from '@hoogo/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { renderApp } from '@/testing/render';

const t = messages.signInLink;
const email = 'lina@example.com';
const token = `6f1c3c1e-8a55-4c43-9d1e-3f1f0e7f2a11.${'a'.repeat(43)}`;
const session = { access_token: 'access-1', refresh_token: 'refresh-1', email, profile_pic_url: null };
const link = (ruri?: string) =>
  `/login/link#token=${token}${ruri ? `&ruri=${encodeURIComponent(ruri)}` : ''}`;
const answer = (response: LinkSignIn, sentence: string = t.asked) =>
  envelope(response, { message: { general: [sentence] } });

describe('the page of a mailed sign-in link', () => {
  it('signs in at once in the browser that asked, and returns to the event page', async () => {
    storage.set('linkNonce', 'n0nce-of-the-asking-browser_1234');
    const api = mockApi({
      'POST /api/auth/link-sign-in/': () =>
        answer({ step: 'signed-in', email, session }, messages.auth.loginSuccessful),
    });
    const { router } = renderApp(link('/DevFest'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/DevFest'));
    expect(api.callsTo('POST', '/api/auth/link-sign-in/')[0]?.body).toEqual({
      token,
      link_nonce: 'n0nce-of-the-asking-browser_1234',
      confirm: false,
    });
    expect(storage.get('accessToken')).toBe('access-1');
  });

  it('asks on another device before signing in, and drops the token from the address', async () => {
    let calls = 0;
    const api = mockApi({
      'POST /api/auth/link-sign-in/': () =>
        calls++
          ? answer({ step: 'signed-in', email, session })
          : answer({ step: 'confirm', email, session: null }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(link('/DevFest/hoogocard'));
    expect(await screen.findByRole('heading', { name: t.confirmTitle(email) })).toBeInTheDocument();
    expect(router.state.location.hash).toBe('');
    expect(storage.get('accessToken')).toBeNull();
    await user.click(screen.getByRole('button', { name: t.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/DevFest/hoogocard'));
    expect(api.callsTo('POST', '/api/auth/link-sign-in/')[1]?.body).toMatchObject({ token, confirm: true });
  });

  it('asks the name of an account still to be registered', async () => {
    const api = mockApi({
      'POST /api/auth/link-sign-in/': (call) =>
        (call.body as { name?: string }).name
          ? answer({ step: 'signed-in', email, session }, messages.auth.registrationSuccessful)
          : answer({ step: 'name', email, session: null }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(link());
    await user.type(await screen.findByLabelText(messages.login.nameLabel), 'Lina Link');
    await user.click(screen.getByRole('button', { name: t.register }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('POST', '/api/auth/link-sign-in/')[1]?.body).toMatchObject({ name: 'Lina Link' });
  });

  it('says a used or expired link plainly, with the way to sign in by email, and ignores a foreign ruri', async () => {
    mockApi({
      'POST /api/auth/link-sign-in/': () =>
        envelope(null, { status: 400, message: { general: [t.invalid] } }),
    });
    renderApp(link('//evil.example'));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.invalid);
    expect(screen.getByRole('link', { name: t.toLogin })).toHaveAttribute('href', '/login');
  });
});
