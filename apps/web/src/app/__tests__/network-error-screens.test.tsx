// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { eventInfo, signIn } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const INFO = '/api/hoogo/manage-event/DevMeetup/get-info/';

/** An API where the given GET gets no answer until `heal()`; everything else answers as given. */
function lostThenBack(path: string, answer: () => Response, others: Parameters<typeof mockApi>[0] = {}) {
  let healed = false;
  const api = mockApi({
    ...others,
    [`GET ${path}`]: () => (healed ? answer() : Promise.reject(new TypeError('Failed to fetch'))),
  });
  return {
    api,
    heal: () => {
      healed = true;
    },
  };
}

async function expectNetworkError() {
  expect(await screen.findByText(messages.network.noResponse)).toBeInTheDocument();
  // No screen blames the organiser or the event for a lost connection.
  expect(screen.queryByText(messages.events.infoFailed)).toBeNull();
  return screen.getByRole('button', { name: messages.network.retry });
}

describe('a screen whose data got no answer', () => {
  it('dashboard lists: network error with Retry, then the events', async () => {
    signIn();
    const { api, heal } = lostThenBack(
      '/api/hoogo/manage-user/organised-events/',
      () =>
        envelope([
          {
            event_id: 'e1',
            event_name: 'DevMeetup',
            created_at: '2025-03-14T18:00:00.000Z',
            participant_count: 3,
            role: 'Owner',
          },
        ]),
      {
        'GET /api/auth/profile-info/': () => envelope({ id: 'u1', email: 'anna@example.com', name: 'Anna' }),
        'GET /api/hoogo/manage-user/participated-events/': () => envelope([]),
      },
    );
    renderApp('/dashboard');
    const retry = await expectNetworkError();
    heal();
    await userEvent.click(retry);
    expect(await screen.findByText('DevMeetup')).toBeInTheDocument();
    expect(screen.queryByText(messages.network.noResponse)).toBeNull();
    expect(api.callsTo('GET', '/api/hoogo/manage-user/organised-events/')).toHaveLength(2);
  });

  it('event management: network error with Retry, not "Invalid Event Name", then the event', async () => {
    signIn();
    const { heal } = lostThenBack(INFO, () => envelope(eventInfo()), {
      'GET /api/hoogo/manage-event/DevMeetup/host/list/': () => envelope({ hosts: [] }),
    });
    renderApp('/dashboard/DevMeetup/');
    const retry = await expectNetworkError();
    heal();
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'DevMeetup' })).toBeInTheDocument();
  });

  it('still names a refused event (a 4xx answer) as before', async () => {
    signIn();
    mockApi({
      [`GET ${INFO}`]: () =>
        envelope(null, { status: 404, message: { general: [messages.events.infoFailed] } }),
    });
    renderApp('/dashboard/DevMeetup/');
    expect(await screen.findByText(messages.events.infoFailed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.network.retry })).toBeNull();
  });

  it.each([
    ['leaderboard', '/DevMeetup/leaderboard'],
    ['templates preview', '/DevMeetup/preview/templates'],
    ['card page', '/DevMeetup/hoogocard'],
    ['voting page', '/DevMeetup/voting'],
  ])('%s: network error with Retry that asks again', async (_name, path) => {
    signIn();
    const { api } = lostThenBack(INFO, () => envelope(eventInfo()));
    renderApp(path);
    const retry = await expectNetworkError();
    await userEvent.click(retry);
    await vi.waitFor(() => expect(api.callsTo('GET', INFO)).toHaveLength(2));
  });

  it('a player without a session who opens the event offline is not sent to the sign-in', async () => {
    storage.setEventUserId('event-1', 'player-1');
    lostThenBack(INFO, () => envelope(eventInfo()));
    const { router } = renderApp('/DevMeetup/voting');
    await expectNetworkError();
    expect(router.state.location.pathname).toBe('/DevMeetup/voting');
  });
});

describe('a session the server ended', () => {
  const refused = () =>
    envelope(null, { status: 401, statusCode: 1000, message: { general: ['Your session is not valid.'] } });

  it('is said once, by the toast, on the organiser screen of an event, not again in a box', async () => {
    signIn();
    mockApi({
      [`GET ${INFO}`]: refused,
      'POST /api/auth/get-access-token/': refused,
    });
    const { container } = renderApp('/dashboard/DevMeetup/');
    expect(await screen.findByText(messages.network.sessionExpired)).toBeInTheDocument();
    // The screen has taken the failed load: it waits for the sign-in instead of a box saying it again.
    await waitFor(() => expect(container.querySelector('[data-session-ending]')).not.toBeNull());
    expect(screen.getAllByText(messages.network.sessionExpired)).toHaveLength(1);
    expect(screen.queryByText(messages.events.infoFailed)).toBeNull();
  });
});
