// @vitest-environment jsdom
import { type HostAnnouncement, messages } from '@hoogo/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { FakeWebSocket } from '@/testing/fake-socket';
import { signIn } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { byId, hostScreenRoutes } from './fixtures';

const t = messages.gameMaster;
const a = messages.announcements;
const lunch: HostAnnouncement = {
  id: '6f7a1c2e-0000-4000-8000-000000000001',
  text: 'Lunch is served',
  created_at: '2026-11-28T12:00:00.000Z',
  author_name: 'Adam Admin',
};

beforeEach(() => {
  signIn();
});

/** The announcements on the hosts' activity page (docs/decisions/0082-announcements.md). */
describe('the activity page lists the announcements', () => {
  it('reads them again when the activity socket says another host sent one', async () => {
    let list: HostAnnouncement[] = [];
    const api = mockApi({
      ...hostScreenRoutes(),
      [`GET ${byId}/activity/`]: () => envelope({ items: [], next_before: null }),
      [`GET ${byId}/announcements/`]: () => envelope(list),
    });
    renderApp('/dashboard/DevMeetup/activity');
    await screen.findByRole('heading', { level: 1, name: t.activityTitle('DevMeetup') });
    const section = screen.getByRole('region', { name: a.title });
    expect(await within(section).findByText(a.none)).toBeVisible();
    await waitFor(() => expect(FakeWebSocket.to('activity')).toHaveLength(1));
    const socket = FakeWebSocket.latest('activity');
    act(() => socket.open());

    list = [lunch];
    act(() => socket.receive({ type: 'announcements_changed' }));
    expect(await within(section).findByText('Lunch is served')).toBeVisible();
    expect(within(section).getByText(a.byHost('Adam Admin'), { exact: false })).toBeVisible();
    expect(api.callsTo('GET', `${byId}/announcements/`).length).toBeGreaterThanOrEqual(2);
  });
});
