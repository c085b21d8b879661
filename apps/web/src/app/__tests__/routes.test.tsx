// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { eventInfo, signIn, userMatrix } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { App } from '../index';
import { signInFirst } from '../router';

vi.mock('@/lib/qr', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/qr')>()),
  createEventQr: () => ({ append: () => {}, downloadPng: async () => {} }),
}));

beforeEach(() => {
  mockApi({
    'GET /api/auth/profile-info/': () => envelope({ id: 'u1', email: 'anna@example.com', name: 'Anna' }),
    'GET /api/hoogo/manage-user/organised-events/': () => envelope([]),
    'GET /api/hoogo/manage-user/participated-events/': () => envelope([]),
    // The QR page asks the event's current name before it draws the poster.
    'GET /api/hoogo/manage-event/meetup/get-event-name/': () => envelope({ event_name: 'meetup' }),
  });
});

describe('protected routes', () => {
  it('send a visitor without a refresh token to /login with the return path', async () => {
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: messages.login.title });
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('ruri')).toBe('/dashboard');
  });

  it('keep the query string in the return path', async () => {
    const { router } = renderApp('/meetup/hoogocard?eventRegisterId=7');
    await screen.findByRole('heading', { name: messages.login.joinEvent('meetup') });
    expect(new URLSearchParams(router.state.location.search).get('ruri')).toBe(
      '/meetup/hoogocard?eventRegisterId=7',
    );
  });

  it('open for a visitor holding a refresh token', async () => {
    storage.set('refreshToken', 'refresh-1');
    storage.set('accessToken', 'access-1');
    storage.set('userEmail', 'anna@example.com');
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: messages.dashboard.title })).toBeInTheDocument();
    expect(screen.getByText('Hi, anna')).toBeInTheDocument();
  });

  it('open a player page to the player of that event without a refresh token (ticket-code sign-in)', async () => {
    storage.setEventUserId('event-1', 'player-1');
    storage.setEventFlag('rulesSeen', 'event-1');
    mockApi({
      'GET /api/hoogo/manage-event/DevMeetup/get-info/': () => envelope(eventInfo({ role: null })),
      'GET /api/hoogo/manage-game/event-1/get-user-matrix/': () => envelope(userMatrix()),
    });
    const { router } = renderApp('/DevMeetup/');
    expect(await screen.findByRole('heading', { level: 1, name: 'DevMeetup' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/DevMeetup/');
  });

  it('send the player of another event to /login', async () => {
    storage.setEventUserId('event-9', 'player-9');
    mockApi({ 'GET /api/hoogo/manage-event/DevMeetup/get-info/': () => envelope(eventInfo()) });
    const { router } = renderApp('/DevMeetup/hoogocard');
    // The sign-in names the event it leads to, from the event's public info.
    await screen.findByRole('heading', { name: messages.login.joinEvent('DevMeetup') });
    expect(new URLSearchParams(router.state.location.search).get('ruri')).toBe('/DevMeetup/hoogocard');
  });

  it('keep the organiser screens closed to a player', async () => {
    storage.setEventUserId('event-1', 'player-1');
    const { router } = renderApp('/mmp-connect/DevMeetup');
    await screen.findByRole('heading', { name: messages.login.title });
    expect(new URLSearchParams(router.state.location.search).get('ruri')).toBe('/mmp-connect/DevMeetup');
  });
});

describe('a page behind the sign-in opened holding nothing', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('goes to /login before the router starts, so the page itself is never loaded', () => {
    window.history.replaceState(null, '', '/NordicDevDays?from=qr');
    signInFirst();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('ruri')).toBe('/NordicDevDays?from=qr');
  });

  it('stays for a visitor with a session or a player key, and on public pages', () => {
    storage.setEventUserId('event-1', 'player-1');
    window.history.replaceState(null, '', '/NordicDevDays');
    signInFirst();
    expect(window.location.pathname).toBe('/NordicDevDays');
    window.localStorage.clear();
    for (const path of ['/', '/NordicDevDays/leaderboard', '/login']) {
      window.history.replaceState(null, '', path);
      signInFirst();
      expect(window.location.pathname).toBe(path);
    }
  });
});

describe('the login route', () => {
  it("names the event on the way to its player page, in the event's own spelling, and says what the code is", async () => {
    mockApi({
      'GET /api/hoogo/manage-event/nordicdevdays/get-info/': () =>
        envelope(eventInfo({ name: 'NordicDevDays', role: null })),
    });
    renderApp(`/login?ruri=${encodeURIComponent('/nordicdevdays')}`);
    expect(
      await screen.findByRole('heading', { name: messages.login.joinEvent('NordicDevDays') }),
    ).toBeInTheDocument();
    expect(screen.getByText(messages.login.joinSubtitle)).toBeInTheDocument();
    expect(screen.getByText(messages.login.codeExplained)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.login.generateOtp })).toBeInTheDocument();
  });

  it('names no event that does not exist', async () => {
    mockApi({
      'GET /api/hoogo/manage-event/nordicdevdayz/get-info/': () =>
        envelope(null, { status: 404, message: { general: ['Invalid Event Name'] } }),
    });
    renderApp(`/login?ruri=${encodeURIComponent('/nordicdevdayz')}`);
    expect(await screen.findByRole('heading', { name: messages.login.title })).toBeInTheDocument();
  });

  it('sends a visitor who holds an access token to /dashboard', async () => {
    storage.set('accessToken', 'access-1');
    storage.set('refreshToken', 'refresh-1');
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: messages.dashboard.title });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('or to the ruri when one is given', async () => {
    storage.set('accessToken', 'access-1');
    storage.set('refreshToken', 'refresh-1');
    const { router } = renderApp(`/login?ruri=${encodeURIComponent('/meetup/qr')}`);
    await screen.findByRole('heading', { name: messages.qrPage.title('meetup') });
    expect(router.state.location.pathname).toBe('/meetup/qr');
  });
});

describe('navbar', () => {
  it('logs out: clears all storage and goes to /login', async () => {
    signIn();
    storage.setEventUserId('event-1', 'player-1');
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    expect(screen.queryByRole('link', { name: messages.navbar.login })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: messages.navbar.logout }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.length).toBe(0);
  });

  it('asks a guest before signing out (their card would be lost) and offers them no account page', async () => {
    // A guest's session has no email.
    signIn('');
    storage.setEventUserId('event-1', 'player-1');
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: messages.navbar.logout }));
    const dialog = await screen.findByRole('dialog', { name: messages.guest.logoutTitle });
    expect(screen.queryByRole('link', { name: messages.dataDeletion.accountLink })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.guest.logoutCancel }));
    expect(storage.get('refreshToken')).toBe('refresh-1');
    await user.click(screen.getByRole('button', { name: messages.navbar.logout }));
    await user.click(
      within(await screen.findByRole('dialog', { name: messages.guest.logoutTitle })).getByRole('button', {
        name: messages.guest.logoutConfirm,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.length).toBe(0);
  });

  it('offers no Login button on the login screen itself', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: messages.login.title });
    expect(screen.queryByRole('link', { name: messages.navbar.login })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.navbar.logout })).not.toBeInTheDocument();
  });

  it('offers Login to a visitor without a host token or player id', async () => {
    storage.set('refreshToken', 'refresh-1');
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: messages.navbar.login })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

describe('not found', () => {
  it('explains and offers the way home', async () => {
    renderApp('/no/such/page/here');
    expect(await screen.findByRole('heading', { name: messages.notFound.title })).toBeInTheDocument();
    expect(screen.getByText(messages.notFound.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.notFound.action })).toHaveAttribute('href', '/');
  });
});

describe('local storage unavailable', () => {
  it('replaces the whole app with the storage message', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    render(<App />);
    expect(screen.getByRole('heading', { name: messages.storage.title })).toBeInTheDocument();
    expect(screen.getByText(messages.storage.text)).toBeInTheDocument();
  });
});
