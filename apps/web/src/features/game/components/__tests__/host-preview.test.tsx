// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { eventInfo, fullLetters, playerRegistration, userMatrix } from '@/testing/fixtures';
import { freshPhone, playerPaths } from '@/testing/player';
import { renderApp } from '@/testing/render';

const c = messages.organiserControls;
const { info: infoPath, register: registerPath, matrix: matrixPath } = playerPaths;
const startPath = '/api/hoogo/manage-user/DevMeetup/start-playing/';
const registration = playerRegistration();

beforeEach(() => freshPhone());

function setup(info = eventInfo({ role: 'Owner', matrix: fullLetters() }), path = '/DevMeetup/') {
  // A phone without any player key asks for role, registration and card in one answer: never a host's.
  const started = () =>
    envelope({
      event_id: 'event-1',
      event_name: 'DevMeetup',
      role: info.role,
      registration: info.role ? null : registration,
      matrix: info.role ? null : userMatrix(),
    });
  const api = mockApi({
    [`GET ${infoPath}`]: () => envelope(info),
    'GET /api/hoogo/manage-event/OldName/get-info/': () => envelope(info),
    [`POST ${startPath}`]: started,
    'POST /api/hoogo/manage-user/OldName/start-playing/': started,
    [`POST ${registerPath}`]: () => envelope(registration),
    [`GET ${matrixPath}`]: () => envelope(userMatrix()),
  });
  const user = userEvent.setup();
  const utils = renderApp(path);
  return { api, user, ...utils };
}

describe('player page opened by a host', () => {
  it('shows the preview and registers nothing until Join as player', async () => {
    const { api, user } = setup();
    expect(await screen.findByRole('heading', { name: c.previewTitle })).toBeVisible();
    expect(screen.getByText(c.previewText)).toBeVisible();
    expect(screen.getByRole('group', { name: messages.play.gridLabel })).toBeVisible();
    expect(screen.getByRole('link', { name: c.backToManagement })).toHaveAttribute(
      'href',
      '/dashboard/DevMeetup/',
    );
    // A tap on a cell explains instead of opening the connection form.
    await user.click(screen.getAllByRole('button', { name: /B/ })[0] as HTMLElement);
    expect(await screen.findByText(c.previewCellHint)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', registerPath)).toHaveLength(0);
    expect(api.callsTo('POST', startPath)).toHaveLength(1);
    expect(storage.getEventUserId('event-1')).toBeNull();

    await user.click(screen.getByRole('button', { name: c.joinAsPlayer }));
    await waitFor(() => expect(api.callsTo('POST', registerPath)).toHaveLength(1));
    expect(await screen.findByText(messages.play.connections(0))).toBeVisible();
    expect(screen.queryByRole('heading', { name: c.previewTitle })).not.toBeInTheDocument();
    expect(storage.getEventUserId('event-1')).toBe('secret-1');
  });

  it('plays at once for a host who joined on this phone before', async () => {
    storage.setEventUserId('event-1', 'secret-1');
    const { api } = setup();
    expect(await screen.findByText(messages.play.connections(0))).toBeVisible();
    expect(screen.queryByRole('heading', { name: c.previewTitle })).not.toBeInTheDocument();
    expect(api.callsTo('POST', registerPath)).toHaveLength(0);
  });

  it('still registers a player who is not a host on opening', async () => {
    const { api } = setup(eventInfo({ role: null, matrix: fullLetters() }));
    expect(await screen.findByText(messages.play.connections(0))).toBeVisible();
    expect(api.callsTo('POST', startPath)).toHaveLength(1);
    expect(api.callsTo('POST', registerPath)).toHaveLength(0);
    expect(storage.getEventUserId('event-1')).toBe('secret-1');
    expect(screen.queryByRole('heading', { name: c.previewTitle })).not.toBeInTheDocument();
  });

  it("moves an old name's address to the event's current name, keeping the path", async () => {
    const { router } = setup(eventInfo({ role: 'Owner', name: 'DevMeetup' }), '/OldName/?from=qr');
    await waitFor(() => expect(router.state.location.pathname).toBe('/DevMeetup/'));
    expect(router.state.location.search).toBe('?from=qr');
  });
});

describe('voting and card pages opened by a host', () => {
  it.each([
    ['the voting page', '/DevMeetup/voting'],
    ['the own card', '/DevMeetup/hoogocard/'],
  ])('%s leads a host who has not joined to the preview, registering nothing', async (_name, path) => {
    const { api, router } = setup(eventInfo({ role: 'Admin', matrix: fullLetters() }), path);
    expect(await screen.findByRole('heading', { name: c.previewTitle })).toBeVisible();
    expect(router.state.location.pathname).toBe('/DevMeetup/');
    expect(api.callsTo('POST', registerPath)).toHaveLength(0);
  });
});
