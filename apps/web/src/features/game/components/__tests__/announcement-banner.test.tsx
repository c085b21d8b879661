// @vitest-environment jsdom
import { type Announcement, messages } from '@hoogo/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { FakeWebSocket } from '@/testing/fake-socket';
import { eventInfo, eventStatus, playerRegistration, userMatrix } from '@/testing/fixtures';
import { freshPhone, playerPaths } from '@/testing/player';
import { renderApp } from '@/testing/render';

const t = messages.announcements;

const status = (announcements: Announcement[]) =>
  eventStatus({ participant_count: 12, total_connections: 30, announcements });
const lunch = { id: 'a-1', text: 'Lunch is served in the main hall', created_at: '2026-11-28T12:00:00.000Z' };
const raffle = { id: 'a-2', text: 'Raffle at the bar at 3 pm', created_at: '2026-11-28T12:05:00.000Z' };

/** The player page with its status socket open. */
async function playPage() {
  storage.setEventUserId('event-1', 'secret-1');
  storage.setEventFlag('rulesSeen', 'event-1');
  mockApi({
    [`GET ${playerPaths.info}`]: () => envelope(eventInfo({ role: null })),
    [`POST ${playerPaths.register}`]: () => envelope(playerRegistration()),
    [`GET ${playerPaths.matrix}`]: () => envelope(userMatrix()),
  });
  const user = userEvent.setup();
  const utils = renderApp('/DevMeetup/');
  await screen.findByRole('group', { name: messages.play.gridLabel });
  await waitFor(() => expect(FakeWebSocket.to('status')).toHaveLength(1));
  const socket = FakeWebSocket.latest('status');
  act(() => socket.open());
  return { user, socket, ...utils };
}

beforeEach(() => freshPhone());

/** The organisers' announcements on the phone (docs/decisions/0082-announcements.md). */
describe('the announcement banner', () => {
  it('shows each standing announcement in a live region above the page, kept until dismissed', async () => {
    const { user, socket } = await playPage();
    act(() => socket.receive({ type: 'status', response: status([]) }));
    expect(screen.queryByTestId('announcement-banner')).toBeNull();

    act(() => socket.receive({ type: 'status', response: status([lunch]) }));
    const banner = await screen.findByRole('region', { name: t.bannerHeading });
    expect(banner).toHaveTextContent(lunch.text);
    // In a live region, so a screen reader says it; before the page's heading, covering nothing.
    expect(banner.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(getComputedStyle(banner).position).not.toBe('fixed');

    await user.click(within(banner).getByRole('button', { name: t.dismissLabel }));
    expect(screen.queryByTestId('announcement-banner')).toBeNull();
    expect(storage.getDismissedAnnouncements('event-1')).toEqual([lunch.id]);

    // The same one again (a reconnect's status) stays dismissed; a new one shows.
    act(() => socket.receive({ type: 'status', response: status([raffle, lunch]) }));
    const banners = await screen.findAllByTestId('announcement-banner');
    expect(banners).toHaveLength(1);
    expect(banners[0]).toHaveTextContent(raffle.text);
  });

  it('stays dismissed after a reload of the page', async () => {
    storage.setDismissedAnnouncements('event-1', [lunch.id]);
    const { socket } = await playPage();
    act(() => socket.receive({ type: 'status', response: status([lunch]) }));
    // The status was applied (the counts show) and the banner did not come back.
    expect(await screen.findByText(messages.play.eventCounts(12, 30))).toBeInTheDocument();
    expect(screen.queryByTestId('announcement-banner')).toBeNull();
    // Withdrawn by the hosts: gone from the status, and from the page.
    act(() => socket.receive({ type: 'status', response: status([raffle]) }));
    expect(await screen.findByTestId('announcement-banner')).toHaveTextContent(raffle.text);
    act(() => socket.receive({ type: 'status', response: status([]) }));
    await waitFor(() => expect(screen.queryByTestId('announcement-banner')).toBeNull());
  });
});
