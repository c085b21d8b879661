// @vitest-environment jsdom
import { type EventInfo, messages, type UserMatrix } from '@hoogo/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadDraft, saveDraft } from '@/lib/connection-drafts';
import { readPlayerSnapshot } from '@/lib/player-snapshot';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { connectionDraft, eventInfo, userMatrix } from '@/testing/fixtures';
import { freshPhone, playerPaths } from '@/testing/player';
import { openDialog, renderApp } from '@/testing/render';

const d = messages.dataDeletion;
const { info: infoPath, matrix: matrixPath, leave: leavePath } = playerPaths;

beforeEach(() => freshPhone());

function setup({
  info = eventInfo({ role: null }),
  matrix = userMatrix(),
  leave = () => envelope(null, { message: { general: ['You left the event'] } }),
}: {
  info?: EventInfo;
  matrix?: UserMatrix;
  leave?: () => Response;
} = {}) {
  storage.setEventUserId('event-1', 'secret-1');
  storage.setEventFlag('rulesSeen', 'event-1');
  storage.set('currentEventId', 'event-1');
  storage.set('eventName', 'DevMeetup');
  const api = mockApi({
    [`GET ${infoPath}`]: () => envelope(info),
    [`GET ${matrixPath}`]: () => envelope(matrix),
    [`POST ${leavePath}`]: leave,
    'GET /api/hoogo/manage-user/organised-events/': () => envelope([]),
    'GET /api/hoogo/manage-user/participated-events/': () => envelope([]),
    'GET /api/auth/profile-info/': () =>
      envelope({ email: 'anna@example.com', name: 'Anna', profile_pic_url: null }),
  });
  const user = userEvent.setup();
  return { api, user, ...renderApp('/DevMeetup/') };
}

const openLeave = (user: UserEvent) => openDialog(user, d.leaveAction, d.leaveTitle);

describe('leaving an event from the player page', () => {
  it('says exactly what is deleted, and Cancel keeps everything', async () => {
    const { user, api } = setup();
    const dialog = await openLeave(user);
    expect(within(dialog).getByText(d.leaveLead)).toBeInTheDocument();
    for (const line of d.leaveDeletes) expect(within(dialog).getByText(line)).toBeInTheDocument();
    expect(within(dialog).getByText(d.leaveKeeps)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: d.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', leavePath)).toHaveLength(0);
    expect(storage.getEventUserId('event-1')).toBe('secret-1');
  });

  it("leaves with the player key, forgets the player on this phone, and goes to the events they play, not the organiser's tab", async () => {
    await saveDraft(connectionDraft({ eventId: 'event-1', userId: 'secret-1', x: 0, y: 1, name: 'Bob' }));
    const { user, api, router } = setup();
    const dialog = await openLeave(user);
    await user.click(within(dialog).getByRole('button', { name: d.leaveConfirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(
      await screen.findByRole('tab', { name: messages.dashboard.participated, selected: true }),
    ).toBeInTheDocument();
    expect(await screen.findByText(messages.events.noParticipated)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(messages.dashboard.createCard) })).toBeNull();
    expect(api.callsTo('POST', leavePath)[0]?.body).toEqual({ user_id: 'secret-1' });
    expect(await screen.findByText(d.left)).toBeInTheDocument();
    expect(storage.getEventUserId('event-1')).toBeNull();
    await waitFor(() => expect(storage.get('currentEventId')).toBeNull());
    expect(readPlayerSnapshot('DevMeetup')).toBeNull();
    expect(await loadDraft({ eventId: 'event-1', userId: 'secret-1', x: 0, y: 1 })).toBeUndefined();
    // Nothing registered the player again on the way out.
    expect(api.callsTo('POST', '/api/hoogo/manage-user/event-1/get-event-register-id/')).toHaveLength(0);
    // The session stays: only the event's data went.
    expect(storage.get('accessToken')).toBe('access-1');
  });

  it('goes home when the phone has no session (a ticket-code player)', async () => {
    storage.set('accessToken', null);
    const { user, router } = setup();
    const dialog = await openLeave(user);
    await user.click(within(dialog).getByRole('button', { name: d.leaveConfirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(storage.getEventUserId('event-1')).toBeNull();
  });

  it("shows the server's refusal in the dialog and keeps the key", async () => {
    const { user } = setup({
      leave: () => envelope(null, { status: 403, message: { general: ['Invalid player key'] } }),
    });
    const dialog = await openLeave(user);
    await user.click(within(dialog).getByRole('button', { name: d.leaveConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid player key');
    expect(storage.getEventUserId('event-1')).toBe('secret-1');
  });

  it('is offered to a player the hosts removed too', async () => {
    const { user } = setup({ matrix: userMatrix({ removed: true }) });
    await screen.findByRole('heading', { name: messages.play.removedTitle });
    expect(await openLeave(user)).toBeInTheDocument();
  });
});
