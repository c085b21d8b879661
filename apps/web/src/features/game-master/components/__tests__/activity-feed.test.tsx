// @vitest-environment jsdom
import { LIVE_CLOSE_FORBIDDEN, messages } from '@hoogo/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { FakeWebSocket } from '@/testing/fake-socket';
import { signIn } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { activityItem, byId, graceMeetsNina, hostScreenRoutes, moderatedPlayer } from './fixtures';

const t = messages.gameMaster;
const older = activityItem();
const newer = graceMeetsNina({
  linked_player: { event_register_id: 'p3', user_name: 'Nina Simone' },
  letter: 'N',
  x: 2,
  y: 3,
  liner: 'Sings jazz',
});

beforeEach(() => {
  signIn();
});

function setup(routes: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  const api = mockApi({
    ...hostScreenRoutes(),
    [`GET ${byId}/activity/`]: () => envelope({ items: [newer, older], next_before: null }),
    ...routes,
  });
  const user = userEvent.setup();
  const utils = renderApp('/dashboard/DevMeetup/activity');
  return { api, user, ...utils };
}

async function feed() {
  await screen.findByRole('heading', { level: 1, name: t.activityTitle('DevMeetup') });
  const section = screen.getByRole('region', { name: t.connectionsTab });
  await within(section).findByText('Grace Hopper');
  return section;
}

const rows = (section: HTMLElement) => within(section).getAllByRole('listitem');

describe('the activity feed', () => {
  it('shows every connection newest first: the selfie, both names, the line, the cell and the time', async () => {
    const { user } = setup();
    const section = await feed();
    const [first, second] = rows(section);
    if (!first || !second) throw new Error('two items expected');
    expect(within(first).getByText('Grace Hopper')).toBeVisible();
    expect(within(first).getByText(t.met('Nina Simone'))).toBeVisible();
    expect(within(first).getByText(`(${t.linkedTo('Nina Simone')})`)).toBeVisible();
    expect(within(first).getByText('“Sings jazz”')).toBeVisible();
    expect(within(first).getByText(t.cell('N', 3, 4))).toBeVisible();
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/c1-thumb.jpg');
    expect(within(second).getByText('Ada Lovelace')).toBeVisible();

    // The thumbnail opens the selfie large.
    await user.click(
      within(first).getByRole('button', { name: t.openSelfie('Grace Hopper', 'Nina Simone') }),
    );
    const dialog = await screen.findByRole('dialog', { name: t.selfieOf('Grace Hopper', 'Nina Simone') });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/c1.jpg');
  });

  it('asks the server with the search (after typing stops) and the filter', async () => {
    const { api, user } = setup();
    const section = await feed();
    await user.type(within(section).getByLabelText(t.searchLabel), 'grace');
    await waitFor(() =>
      expect(api.callsTo('GET', `${byId}/activity/`).some((c) => c.url.includes('search=grace'))).toBe(true),
    );
    // One call for the settled text, none per key.
    expect(api.callsTo('GET', `${byId}/activity/`).filter((c) => c.url.includes('search=g'))).toHaveLength(1);

    await user.selectOptions(within(section).getByLabelText(t.filterLabel), 'hidden');
    await waitFor(() => {
      const last = api.callsTo('GET', `${byId}/activity/`).at(-1);
      expect(last?.url).toContain('filter=hidden');
      expect(last?.url).toContain('search=grace');
    });
  });

  it('loads the next page with next_before', async () => {
    const { api, user } = setup({
      [`GET ${byId}/activity/`]: ({ url }) =>
        url.includes('before=cursor-1')
          ? envelope({ items: [activityItem({ id: 'c0', connected_name: 'Olga Older' })], next_before: null })
          : envelope({ items: [newer, older], next_before: 'cursor-1' }),
    });
    const section = await feed();
    await user.click(within(section).getByRole('button', { name: t.loadMore }));
    expect(await within(section).findByText(t.met('Olga Older'))).toBeVisible();
    expect(api.callsTo('GET', `${byId}/activity/`).at(-1)?.url).toContain('before=cursor-1');
    expect(within(section).queryByRole('button', { name: t.loadMore })).not.toBeInTheDocument();
  });

  it('opens the activity socket with the host token, puts a new connection on top and a change in place', async () => {
    setup();
    const section = await feed();
    await waitFor(() => expect(FakeWebSocket.to('activity')).toHaveLength(1));
    const socket = FakeWebSocket.latest('activity');
    expect(new URL(socket.url).pathname).toBe(`${byId}/activity/`);
    expect(new URL(socket.url).searchParams.get('token')).toBe('access-1');
    act(() => socket.open());
    expect(await within(section).findByText(t.live)).toBeVisible();

    const fresh = activityItem({
      id: 'c3',
      player: { event_register_id: 'p4', user_name: 'Linus Torvalds', removed: false, guest: false },
      connected_name: 'Oscar Wilde',
      connected_at: '2025-03-14T18:30:00.000Z',
    });
    act(() => socket.receive({ type: 'activity', response: { item: fresh } }));
    await waitFor(() => expect(rows(section)).toHaveLength(3));
    expect(within(rows(section)[0] as HTMLElement).getByText('Linus Torvalds')).toBeVisible();

    // Another host hid the older one: it changes where it is.
    const hidden = {
      ...older,
      hidden: { at: '2025-03-14T18:31:00.000Z', by: 'Bob Host', cause: 'host' as const },
    };
    act(() => socket.receive({ type: 'activity', response: { item: hidden } }));
    const last = rows(section)[2] as HTMLElement;
    expect(await within(last).findByText(t.hiddenBadge)).toBeVisible();
    expect(within(last).getByText(/by Bob Host/)).toBeVisible();
    expect(rows(section)).toHaveLength(3);
  });

  it('keeps new connections waiting while the host points at the feed, and shows them on request', async () => {
    const { user } = setup();
    const section = await feed();
    await waitFor(() => expect(FakeWebSocket.to('activity')).toHaveLength(1));
    const socket = FakeWebSocket.latest('activity');
    act(() => socket.open());
    // The host aims at the older item's Hide: what arrives now must not push it away.
    await user.hover(within(rows(section)[1] as HTMLElement).getByRole('button', { name: /^Hide/ }));
    const fresh = activityItem({
      id: 'c3',
      player: { event_register_id: 'p4', user_name: 'Linus Torvalds', removed: false, guest: false },
      connected_at: '2025-03-14T18:30:00.000Z',
    });
    act(() => socket.receive({ type: 'activity', response: { item: fresh } }));
    const waiting = await within(section).findByRole('button', { name: t.showNew(1) });
    expect(rows(section)).toHaveLength(2);
    expect(within(section).queryByText('Linus Torvalds')).not.toBeInTheDocument();
    // A change to an item already shown applies at once.
    const hidden = {
      ...older,
      hidden: { at: '2025-03-14T18:31:00.000Z', by: 'Bob Host', cause: 'host' as const },
    };
    act(() => socket.receive({ type: 'activity', response: { item: hidden } }));
    expect(await within(rows(section)[1] as HTMLElement).findByText(t.hiddenBadge)).toBeVisible();

    await user.click(waiting);
    await waitFor(() => expect(rows(section)).toHaveLength(3));
    expect(within(rows(section)[0] as HTMLElement).getByText('Linus Torvalds')).toBeVisible();
    expect(within(section).queryByRole('button', { name: t.showNew(1) })).not.toBeInTheDocument();
  });

  it('reloads the first page when the socket opens again after a close', async () => {
    const { api } = setup();
    await feed();
    await waitFor(() => expect(FakeWebSocket.to('activity')).toHaveLength(1));
    act(() => FakeWebSocket.latest('activity').open());
    const before = api.callsTo('GET', `${byId}/activity/`).length;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => FakeWebSocket.latest('activity').serverClose(1006));
      await act(() => vi.advanceTimersByTimeAsync(3_500));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(FakeWebSocket.to('activity')).toHaveLength(2));
    act(() => FakeWebSocket.latest('activity').open());
    await waitFor(() => expect(api.callsTo('GET', `${byId}/activity/`).length).toBe(before + 1));
  });

  it('does not ask again after the server refused the socket to a non-host (4003)', async () => {
    setup();
    await feed();
    await waitFor(() => expect(FakeWebSocket.to('activity')).toHaveLength(1));
    act(() => FakeWebSocket.latest('activity').open());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => FakeWebSocket.latest('activity').serverClose(LIVE_CLOSE_FORBIDDEN));
      await act(() => vi.advanceTimersByTimeAsync(10_000));
    } finally {
      vi.useRealTimers();
    }
    expect(FakeWebSocket.to('activity')).toHaveLength(1);
  });

  it('hides a connection after a confirmation that says what happens, and shows it hidden', async () => {
    const hiddenItem = {
      ...older,
      hidden: { at: '2025-03-14T18:40:00.000Z', by: 'Anna', cause: 'host' as const },
    };
    const { api, user } = setup({ [`POST ${byId}/connections/c1/hide/`]: () => envelope(hiddenItem) });
    const section = await feed();
    const row = rows(section)[1] as HTMLElement;
    await user.click(within(row).getByRole('button', { name: `${t.hide}: Ada Lovelace, Bob Builder` }));
    const dialog = await screen.findByRole('dialog', { name: t.hideTitle });
    for (const point of t.hidePoints('Ada Lovelace')) expect(within(dialog).getByText(point)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(api.callsTo('POST', `${byId}/connections/c1/hide/`)).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: `${t.hide}: Ada Lovelace, Bob Builder` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: t.hideTitle })).getByRole('button', { name: t.hide }),
    );
    await waitFor(() => expect(api.callsTo('POST', `${byId}/connections/c1/hide/`)).toHaveLength(1));
    expect(await within(row).findByText(/by Anna/)).toBeVisible();
    expect(within(row).getByRole('button', { name: `${t.unhide}: Ada Lovelace, Bob Builder` })).toBeVisible();
    expect(await screen.findByText(t.hidden)).toBeInTheDocument();
  });

  it("shows the server's refusal to unhide a connection whose cell was filled again", async () => {
    const refusal = 'The cell has been filled again: this connection cannot come back.';
    const hiddenItem = {
      ...older,
      hidden: { at: '2025-03-14T18:40:00.000Z', by: null, cause: 'host' as const },
    };
    const { api, user } = setup({
      [`GET ${byId}/activity/`]: () => envelope({ items: [newer, hiddenItem], next_before: null }),
      [`POST ${byId}/connections/c1/unhide/`]: () =>
        envelope(null, { status: 409, message: { general: [refusal] } }),
    });
    const section = await feed();
    const row = rows(section)[1] as HTMLElement;
    await user.click(within(row).getByRole('button', { name: `${t.unhide}: Ada Lovelace, Bob Builder` }));
    await waitFor(() => expect(api.callsTo('POST', `${byId}/connections/c1/unhide/`)).toHaveLength(1));
    expect(await within(row).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(row).getByText(t.hiddenBadge)).toBeVisible();
  });

  it('removes a player after saying what it does, and marks their items', async () => {
    const { api, user } = setup({
      [`POST ${byId}/players/p1/remove/`]: () =>
        envelope(moderatedPlayer({ removed: { at: '2025-03-14T18:45:00.000Z', by: 'Anna' } })),
    });
    const section = await feed();
    const row = rows(section)[1] as HTMLElement;
    await user.click(within(row).getByRole('button', { name: `${t.removePlayer}: Ada Lovelace` }));
    const dialog = await screen.findByRole('dialog', { name: t.removeTitle('Ada Lovelace') });
    for (const point of t.removePoints) expect(within(dialog).getByText(point)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.removePlayer }));
    await waitFor(() => expect(api.callsTo('POST', `${byId}/players/p1/remove/`)).toHaveLength(1));
    expect(await within(row).findByText(t.removedBadge)).toBeVisible();
    expect(within(row).getByRole('button', { name: `${t.restorePlayer}: Ada Lovelace` })).toBeVisible();
  });
});

describe('the guest marker', () => {
  it('marks a guest of quick join in the feed and in the players list, and nobody else', async () => {
    const guestItem = activityItem({
      id: 'c3',
      player: { event_register_id: 'p5', user_name: 'Gus Guest', removed: false, guest: true },
      connected_at: '2025-03-14T18:30:00.000Z',
    });
    const { user } = setup({
      [`GET ${byId}/activity/`]: () => envelope({ items: [guestItem, newer, older], next_before: null }),
      [`GET ${byId}/players/`]: () =>
        envelope({
          players: [
            moderatedPlayer(),
            moderatedPlayer({ event_register_id: 'p5', user_name: 'Gus Guest', guest: true }),
          ],
          next_before: null,
        }),
    });
    const section = await feed();
    const [first, second] = rows(section);
    if (!first || !second) throw new Error('items expected');
    expect(within(first).getByText(messages.guest.marker)).toBeVisible();
    expect(within(second).queryByText(messages.guest.marker)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.playersTab }));
    const players = await screen.findByRole('region', { name: t.playersTab });
    await within(players).findByText('Gus Guest');
    expect(within(players).getAllByText(messages.guest.marker)).toHaveLength(1);
  });
});

describe('the players list', () => {
  it('searches, filters removed players and restores one', async () => {
    const removed = moderatedPlayer({
      event_register_id: 'p9',
      user_name: 'Mallory Mischief',
      removed: { at: '2025-03-14T18:45:00.000Z', by: 'Anna' },
    });
    const { api, user } = setup({
      [`GET ${byId}/players/`]: ({ url }) =>
        envelope({
          players: url.includes('filter=removed') ? [removed] : [moderatedPlayer(), removed],
          next_before: null,
        }),
      [`POST ${byId}/players/p9/restore/`]: () => envelope({ ...removed, removed: null }),
    });
    await feed();
    await user.click(screen.getByRole('button', { name: t.playersTab }));
    const section = await screen.findByRole('region', { name: t.playersTab });
    expect(await within(section).findByText('Mallory Mischief')).toBeVisible();
    expect(within(section).getAllByText(t.playerSummary(3, 1))).toHaveLength(2);
    expect(within(section).getByText(/by Anna/)).toBeVisible();

    await user.type(within(section).getByLabelText(t.searchLabel), 'mal');
    await waitFor(() =>
      expect(api.callsTo('GET', `${byId}/players/`).some((c) => c.url.includes('search=mal'))).toBe(true),
    );
    await user.selectOptions(within(section).getByLabelText(t.filterLabel), 'removed');
    await waitFor(() =>
      expect(api.callsTo('GET', `${byId}/players/`).at(-1)?.url).toContain('filter=removed'),
    );

    await user.click(within(section).getByRole('button', { name: `${t.restorePlayer}: Mallory Mischief` }));
    const dialog = await screen.findByRole('dialog', { name: t.restoreTitle('Mallory Mischief') });
    await user.click(within(dialog).getByRole('button', { name: t.restorePlayer }));
    await waitFor(() => expect(api.callsTo('POST', `${byId}/players/p9/restore/`)).toHaveLength(1));
    expect(await screen.findByText(t.restored)).toBeInTheDocument();
  });
});
