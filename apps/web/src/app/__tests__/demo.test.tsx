// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIdbForTests } from '@/lib/idb';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { FakeWebSocket } from '@/testing/fake-socket';
import { eventInfo, fullLetters, owner, signIn, userMatrix } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

vi.mock('react-confetti', () => ({ default: () => <div data-testid="confetti" /> }));

const d = messages.demo;
const demoName = 'Demo-Harbor-4821';
const profile = () => envelope({ id: 'u1', email: 'anna@example.com', name: 'Anna Organiser' });
const demoCard = {
  event_id: 'demo-1',
  event_name: demoName,
  created_at: '2025-03-14T18:00:00.000Z',
  participant_count: 7,
  role: 'Owner',
  grid_filled: 25,
  demo: true,
};
const realCard = { ...demoCard, event_id: 'e1', event_name: 'DevMeetup', demo: false };

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetIdbForTests();
});

describe('dashboard: demo events', () => {
  it('creates a demo in one click and opens its management screen', async () => {
    signIn();
    const api = mockApi({
      'GET /api/auth/profile-info/': profile,
      'GET /api/hoogo/manage-user/organised-events/': () => envelope([]),
      'GET /api/hoogo/manage-user/participated-events/': () => envelope([]),
      'POST /api/hoogo/manage-event/demo/create/': () =>
        envelope({ event_id: 'demo-1', event_name: demoName }, { message: { general: [d.created] } }),
      [`GET /api/hoogo/manage-event/${demoName}/get-info/`]: () => new Promise<Response>(() => {}),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: new RegExp(d.tryDemo) }));
    expect(await screen.findByText(d.created)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/${demoName}/`));
    expect(api.callsTo('POST', '/api/hoogo/manage-event/demo/create/')).toHaveLength(1);
  });

  it("says the server's refusal (too many demos) in a toast and stays", async () => {
    signIn();
    mockApi({
      'GET /api/auth/profile-info/': profile,
      'GET /api/hoogo/manage-user/organised-events/': () => envelope([]),
      'GET /api/hoogo/manage-user/participated-events/': () => envelope([]),
      'POST /api/hoogo/manage-event/demo/create/': () =>
        envelope(null, { status: 409, message: { general: [d.tooMany(3)] } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: new RegExp(d.tryDemo) }));
    expect(await screen.findByText(d.tooMany(3))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('marks only demo cards, and deletes a demo from its card after the confirmation', async () => {
    signIn();
    let organised = [demoCard, realCard];
    const api = mockApi({
      'GET /api/auth/profile-info/': profile,
      'GET /api/hoogo/manage-user/organised-events/': () => envelope(organised),
      'GET /api/hoogo/manage-user/participated-events/': () => envelope([]),
      [`DELETE /api/hoogo/manage-event/${demoName}/delete/`]: () => {
        organised = [realCard];
        return envelope(null);
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    const demo = (await screen.findByRole('heading', { name: demoName })).closest('li') as HTMLElement;
    const real = screen.getByRole('heading', { name: 'DevMeetup' }).closest('li') as HTMLElement;
    expect(within(demo).getByTestId('demo-badge')).toHaveTextContent(d.badge);
    expect(within(real).queryByTestId('demo-badge')).not.toBeInTheDocument();
    expect(within(real).queryByRole('button', { name: new RegExp(d.deleteDemo) })).not.toBeInTheDocument();

    await user.click(within(demo).getByRole('button', { name: `${d.deleteDemo} ${demoName}` }));
    const dialog = await screen.findByRole('dialog', { name: d.deleteTitle });
    expect(within(dialog).getByText(d.deleteText)).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/hoogo/manage-event/${demoName}/delete/`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: d.deleteDemo }));
    expect(await screen.findByText(d.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: demoName })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', `/api/hoogo/manage-event/${demoName}/delete/`)).toHaveLength(1);
  });
});

describe('management screen of a demo', () => {
  function setup(demo: boolean) {
    signIn();
    const name = demo ? demoName : 'DevMeetup';
    const base = `/api/hoogo/manage-event/${name}`;
    const api = mockApi({
      [`GET ${base}/get-info/`]: () => envelope(eventInfo({ name, demo, role: 'Owner' })),
      [`GET ${base}/host/list/`]: () => envelope({ hosts: [owner] }),
      [`DELETE ${base}/delete/`]: () => envelope(null),
      'GET /api/hoogo/manage-user/organised-events/': () => envelope([]),
      'GET /api/hoogo/manage-user/participated-events/': () => envelope([]),
      'GET /api/auth/profile-info/': profile,
    });
    const user = userEvent.setup();
    const utils = renderApp(`/dashboard/${name}/`);
    return { api, user, base, ...utils };
  }

  it('shows the badge, says the players are simulated and deletes the demo in one confirmed click', async () => {
    const { api, user, base, router } = setup(true);
    const heading = await screen.findByRole('heading', { level: 1, name: demoName });
    const header = heading.closest('header') as HTMLElement;
    expect(within(header).getByTestId('demo-badge')).toBeInTheDocument();
    expect(screen.getByText(d.managementBanner)).toBeInTheDocument();

    await user.click(within(header).getByRole('button', { name: d.deleteDemo }));
    const dialog = await screen.findByRole('dialog', { name: d.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: d.deleteDemo }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('DELETE', `${base}/delete/`)).toHaveLength(1);
    expect(await screen.findByText(d.deleted)).toBeInTheDocument();
  });

  it('shows no demo mark on a real event', async () => {
    setup(false);
    await screen.findByRole('heading', { level: 1, name: 'DevMeetup' });
    expect(screen.queryByTestId('demo-badge')).not.toBeInTheDocument();
    expect(screen.queryByText(d.managementBanner)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: d.deleteDemo })).not.toBeInTheDocument();
  });
});

describe('the big screen and the player page of a demo', () => {
  it('marks the big screen', async () => {
    mockApi({
      'GET /api/hoogo/manage-event/DevMeetup/get-info/': () =>
        envelope(eventInfo({ demo: true, role: null })),
    });
    renderApp('/DevMeetup/leaderboard');
    await waitFor(() => expect(FakeWebSocket.to('leaderboard')).toHaveLength(1));
    act(() => FakeWebSocket.latest('leaderboard').open());
    expect(await screen.findByTestId('demo-badge')).toHaveTextContent(d.boardBanner);
  });

  it('leaves a real event’s big screen unmarked', async () => {
    mockApi({
      'GET /api/hoogo/manage-event/DevMeetup/get-info/': () =>
        envelope(eventInfo({ demo: false, role: null })),
    });
    renderApp('/DevMeetup/leaderboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'DevMeetup' })).toBeInTheDocument();
    expect(screen.queryByTestId('demo-badge')).not.toBeInTheDocument();
  });

  it("tells the player that the demo's players are simulated", async () => {
    signIn();
    storage.setEventUserId('event-1', 'secret-1');
    storage.setEventFlag('rulesSeen', 'event-1');
    mockApi({
      'GET /api/hoogo/manage-event/DevMeetup/get-info/': () =>
        envelope(eventInfo({ demo: true, role: null })),
      'POST /api/hoogo/manage-user/event-1/get-event-register-id/': () =>
        envelope({
          event_id: 'event-1',
          event_name: 'DevMeetup',
          event_register_id: 'reg-1',
          user_id: 'secret-1',
          user_code: '4170',
        }),
      'GET /api/hoogo/manage-game/event-1/get-user-matrix/': () => envelope(userMatrix()),
    });
    renderApp('/DevMeetup/');
    expect(await screen.findByText(d.playerBanner)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(d.badge);
  });

  it("tells the demo's host, on the player page's preview, that the players are simulated", async () => {
    signIn();
    mockApi({
      'GET /api/hoogo/manage-event/DevMeetup/get-info/': () =>
        envelope(eventInfo({ demo: true, role: 'Owner', matrix: fullLetters() })),
    });
    renderApp('/DevMeetup/');
    expect(
      await screen.findByRole('heading', { name: messages.organiserControls.previewTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(d.playerBanner)).toBeInTheDocument();
  });
});
