// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { FakeWebSocket } from '@/testing/fake-socket';
import { signIn } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { activityItem, byId, graceMeetsNina, hostScreenRoutes } from './fixtures';

const t = messages.gameMaster;
const kept = activityItem();
const gone = graceMeetsNina();

beforeEach(() => {
  signIn();
});

describe('the activity feed when a player leaves the event', () => {
  it('drops the connections the server says no longer exist, live', async () => {
    const api = mockApi({
      ...hostScreenRoutes(),
      [`GET ${byId}/activity/`]: () => envelope({ items: [gone, kept], next_before: null }),
    });
    renderApp('/dashboard/DevMeetup/activity');
    await screen.findByRole('heading', { level: 1, name: t.activityTitle('DevMeetup') });
    const section = screen.getByRole('region', { name: t.connectionsTab });
    await within(section).findByText('Grace Hopper');
    await waitFor(() => expect(FakeWebSocket.to('activity')).toHaveLength(1));
    const socket = FakeWebSocket.latest('activity');
    act(() => socket.open());
    // The feed starts again from a fresh first page when the socket opens: the change comes after it.
    await waitFor(() => expect(api.callsTo('GET', `${byId}/activity/`)).toHaveLength(2));
    expect(await within(section).findByText(t.live)).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    act(() => socket.receive({ type: 'activity_removed', response: { ids: ['c2', 'unknown'] } }));
    await waitFor(() => expect(within(section).queryByText('Grace Hopper')).toBeNull());
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).getByText('Ada Lovelace')).toBeVisible();
  });
});
