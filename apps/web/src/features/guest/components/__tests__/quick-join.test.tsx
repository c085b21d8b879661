// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { eventInfo, playerRegistration } from '@/testing/fixtures';
import { createTestQueryClient, renderApp } from '@/testing/render';
import { GuestBanner } from '../guest-banner';

const t = messages.guest;
const infoPath = '/api/hoogo/manage-event/DevMeetup/get-info/';
const checkPath = '/api/hoogo/manage-event/DevMeetup/check-play-with-ticket-code/';
const joinPath = '/api/hoogo/manage-game/DevMeetup/quick-join/';
const loginToEvent = `/login?ruri=${encodeURIComponent('/DevMeetup/')}`;
const registration = playerRegistration({ user_id: 'player-secret-1', user_code: null });
const guestSession = {
  access_token: 'guest-access',
  refresh_token: 'guest-refresh',
  email: '',
  profile_pic_url: null,
};

function eventApi(quickJoin: boolean, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET ${checkPath}`]: () => envelope({ play_with_ticket_code: false }),
    [`GET ${infoPath}`]: () => envelope(eventInfo({ name: 'DevMeetup', role: null, quick_join: quickJoin })),
    ...extra,
  });
}

describe('quick join on the event link', () => {
  it('is offered beside the email sign-in only when the event has it on', async () => {
    const api = eventApi(false);
    renderApp(loginToEvent);
    await screen.findByRole('heading', { name: messages.login.joinEvent('DevMeetup') });
    await waitFor(() => expect(api.callsTo('GET', infoPath)).toHaveLength(1));
    // The public info: no token is sent with it.
    expect(api.callsTo('GET', infoPath)[0]?.headers.get('authorization')).toBeNull();
    expect(screen.queryByRole('heading', { name: t.joinTitle })).not.toBeInTheDocument();
  });

  it('is not asked about on the way to the dashboard', async () => {
    const api = mockApi({});
    renderApp(`/login?ruri=${encodeURIComponent('/dashboard/')}`);
    await screen.findByRole('heading', { name: messages.login.title });
    expect(api.calls.filter((call) => call.path.endsWith('/get-info/'))).toHaveLength(0);
  });

  it('asks for a name, joins, keeps the guest session and player on the phone and opens the player page', async () => {
    const api = eventApi(true, {
      [`POST ${joinPath}`]: () => envelope({ ...guestSession, registration }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(loginToEvent);
    await screen.findByRole('heading', { name: t.joinTitle });
    expect(screen.getByText(t.bigScreenNotice)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.join }));
    expect(await screen.findByText(messages.validation.nameEmpty)).toBeInTheDocument();
    expect(api.callsTo('POST', joinPath)).toHaveLength(0);

    await user.type(screen.getByLabelText(t.nameLabel), '  Gus Guest ');
    await user.click(screen.getByRole('button', { name: t.join }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/DevMeetup/'));
    expect(api.callsTo('POST', joinPath)[0]?.body).toEqual({ name: 'Gus Guest' });
    expect(storage.get('accessToken')).toBe('guest-access');
    expect(storage.get('refreshToken')).toBe('guest-refresh');
    expect(storage.getEventUserId('event-1')).toBe('player-secret-1');
  });

  it("says the server's refusal under the form and stays", async () => {
    eventApi(true, {
      [`POST ${joinPath}`]: () => envelope(null, { status: 403, message: { general: [t.off] } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(loginToEvent);
    await user.type(await screen.findByLabelText(t.nameLabel), 'Gus Guest');
    await user.click(screen.getByRole('button', { name: t.join }));
    expect(await screen.findByText(t.off)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(storage.get('accessToken')).toBeNull();
  });
});

describe('the guest banner', () => {
  const profile = (guest: boolean, email = '') => ({
    id: 'u1',
    email,
    name: 'Gus Guest',
    profile_pic_url: null,
    has_password: false,
    created_at: '2026-11-27T10:00:00.000Z',
    guest,
  });

  function renderBanner() {
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <GuestBanner />
      </AppProvider>,
    );
  }

  it('shows nothing for an account with an email', async () => {
    storage.saveSession({ ...guestSession, email: 'anna@example.com' });
    const api = mockApi({
      'GET /api/auth/profile-info/': () => envelope(profile(false, 'anna@example.com')),
    });
    renderBanner();
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/profile-info/')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: t.bannerTitle })).not.toBeInTheDocument();
  });

  it('adds the email with the mailed code, keeps the new session and goes away', async () => {
    storage.saveSession(guestSession);
    let guest = true;
    const api = mockApi({
      'GET /api/auth/profile-info/': () => envelope(profile(guest, guest ? '' : 'gus@example.com')),
      'POST /api/guest/add-email/': () => envelope(null),
      'POST /api/guest/confirm-email/': (call) => {
        const { otp } = call.body as { otp: string };
        if (otp !== '123456') return envelope(null, { status: 400, message: { otp: ['Invalid OTP'] } });
        guest = false;
        return envelope({
          access_token: 'account-access',
          refresh_token: 'account-refresh',
          email: 'gus@example.com',
          profile_pic_url: null,
          merged: false,
        });
      },
    });
    const user = userEvent.setup();
    renderBanner();
    await user.click(await screen.findByRole('button', { name: t.addEmail }));
    await user.type(await screen.findByLabelText(t.emailLabel), 'Gus@Example.com');
    await user.click(screen.getByRole('button', { name: t.sendCode }));
    expect(await screen.findByText(t.codeSentTo('gus@example.com'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/guest/add-email/')[0]?.body).toEqual({ email: 'gus@example.com' });
    const code = screen.getByLabelText(t.codeLabel);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: t.confirm }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(t.emailAdded('gus@example.com'))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: t.bannerTitle })).not.toBeInTheDocument(),
    );
    expect(storage.get('accessToken')).toBe('account-access');
    expect(storage.get('userEmail')).toBe('gus@example.com');
  });
});
