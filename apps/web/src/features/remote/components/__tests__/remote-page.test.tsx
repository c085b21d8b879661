// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { FakeWebSocket } from '@/testing/fake-socket';
import { eventInfo, noSchedule, signIn, statusFrame } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const r = messages.remote;
const o = messages.organiserControls;

/** The hosts' remote (docs/decisions/0080-the-remote.md). */
const base = '/api/hoogo/manage-event';
const candidate = (id: string) => ({
  event_register_id: id,
  name: id,
  vote_count: 0,
  total_connections: 25,
  completed_at: '2025-03-14T18:00:00.000Z',
  time_taken: 1,
});

async function setup(role: 'Owner' | null = 'Owner', info: Parameters<typeof eventInfo>[0] = {}) {
  signIn();
  const api = mockApi({
    [`GET ${base}/DevMeetup/get-info/`]: () => envelope(eventInfo({ role, ...info })),
    [`GET ${base}/event-1/vote-leaderboard/`]: () => envelope([candidate('p1'), candidate('p2')]),
    [`GET ${base}/event-1/leaderboard/`]: () =>
      envelope({ rows: [{ event_register_id: 'p9', user_name: 'Ada L.' }], offset: 0, row_count: 1 }),
    [`PATCH ${base}/DevMeetup/update/`]: () => envelope(eventInfo({ role, ...info, voting_enabled: true })),
  });
  const user = userEvent.setup();
  renderApp('/dashboard/DevMeetup/remote');
  return { user, api };
}

async function openRemote() {
  const { user } = await setup();
  await waitFor(() => expect(FakeWebSocket.to('remote')).toHaveLength(1));
  const socket = FakeWebSocket.latest('remote');
  act(() => socket.open());
  return { user, socket };
}

describe('the remote', () => {
  it("opens the host's socket with the token and lists the open screens live", async () => {
    const { socket } = await openRemote();
    expect(new URL(socket.url).pathname).toBe('/api/hoogo/manage-event/event-1/remote/');
    expect(new URL(socket.url).searchParams.get('token')).toBeTruthy();
    expect(await screen.findByTestId('no-screens')).toHaveTextContent(r.noScreens);
    act(() => socket.receive({ type: 'screen_seen', screen: { id: 'sabcdef0123', name: 'Main hall' } }));
    act(() => socket.receive({ type: 'screen_seen', screen: { id: 'sfedcba9876', name: '' } }));
    expect(screen.getByRole('radio', { name: 'Main hall' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: messages.venue.unnamedScreen('fedc') })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: r.allScreens })).toBeChecked();
    act(() => socket.receive({ type: 'screen_gone', id: 'sabcdef0123' }));
    expect(screen.queryByRole('radio', { name: 'Main hall' })).toBeNull();
  });

  it('sends commands to all screens or to the one picked, and renames it, by keyboard', async () => {
    const { user, socket } = await openRemote();
    act(() => socket.receive({ type: 'screen_seen', screen: { id: 'sabcdef0123', name: 'Main hall' } }));
    await user.click(screen.getByRole('button', { name: r.nextPage }));
    expect(socket.sent.at(-1)).toEqual({ type: 'command', screen: null, command: { kind: 'page', step: 1 } });
    expect(screen.getByTestId('remote-said')).toHaveTextContent(r.sent(`${r.nextPage} (${r.allScreens})`));

    screen.getByRole('radio', { name: 'Main hall' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Main hall' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: r.hideQr }));
    expect(socket.sent.at(-1)).toEqual({
      type: 'command',
      screen: 'sabcdef0123',
      command: { kind: 'qr', shown: false },
    });
    expect(screen.getByRole('button', { name: r.showQr })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: r.pause }));
    expect(socket.sent.at(-1)).toMatchObject({ command: { kind: 'paging', paused: true } });
    await user.click(screen.getByRole('button', { name: r.mute }));
    expect(socket.sent.at(-1)).toMatchObject({ command: { kind: 'sound', muted: true } });
    await user.click(screen.getByRole('button', { name: r.testSound }));
    expect(socket.sent.at(-1)).toMatchObject({ command: { kind: 'test_sound' } });
    await user.click(screen.getByRole('button', { name: r.top }));
    expect(socket.sent.at(-1)).toMatchObject({ command: { kind: 'top' } });
    await user.click(screen.getByRole('button', { name: r.showLobby }));
    expect(socket.sent.at(-1)).toMatchObject({ command: { kind: 'lobby', shown: true } });
    await user.click(screen.getByRole('button', { name: r.hideLobby }));
    expect(socket.sent.at(-1)).toMatchObject({ command: { kind: 'lobby', shown: false } });
    await user.selectOptions(screen.getByRole('combobox', { name: r.pinned }), '5');
    expect(socket.sent.at(-1)).toMatchObject({ command: { kind: 'pinned', count: 5 } });

    await user.selectOptions(screen.getByRole('combobox', { name: r.spotlight }), 'Ada L.');
    expect(socket.sent.at(-1)).toMatchObject({ command: { kind: 'spotlight', event_register_id: 'p9' } });
    await user.selectOptions(screen.getByRole('combobox', { name: r.spotlight }), r.nobody);
    expect(socket.sent.at(-1)).toMatchObject({ command: { kind: 'spotlight', event_register_id: null } });

    const name = screen.getByRole('textbox', { name: r.screenName });
    await user.clear(name);
    await user.type(name, 'Foyer{Enter}');
    expect(socket.sent.at(-1)).toEqual({ type: 'rename', screen: 'sabcdef0123', name: 'Foyer' });
  });

  it("offers the big screen's gallery photos live, and spotlights one or none", async () => {
    const { user, socket } = await openRemote();
    const gallery = FakeWebSocket.latest('leaderboard');
    expect(new URL(gallery.url).searchParams.get('limit')).toBe('1');
    expect(new URL(gallery.url).searchParams.has('token')).toBe(false);
    const photo = (name: string, maker: string) => ({
      image: `/media/${name}.jpg`,
      thumbnail: `/media/${name}-small.jpg`,
      user_name: name,
      liner: '',
      connected_name: name,
      connected_at: '2025-03-14T18:00:00.000Z',
      code: null,
      maker_name: maker,
    });
    act(() => {
      gallery.open();
      gallery.receive({
        type: 'snapshot',
        response: {
          user_data: [],
          offset: 0,
          first_rank: 1,
          row_count: 0,
          completed_count: 0,
          image_data: [photo('Grace', 'Ada'), photo('Alan', 'Ada')],
          voting_enabled: false,
          participant_count: 2,
          total_connections: 2,
        },
      });
    });
    const section = screen.getByRole('region', { name: r.spotlightPhoto });
    expect(within(section).getByRole('radio', { name: r.photoNone })).toBeChecked();
    await user.click(within(section).getByRole('radio', { name: 'Ada & Alan' }));
    expect(socket.sent.at(-1)).toEqual({
      type: 'command',
      screen: null,
      command: { kind: 'spotlight_photo', image: '/media/Alan.jpg' },
    });
    expect(within(section).getByRole('img', { name: 'Ada & Alan' })).toHaveAttribute(
      'src',
      '/media/Alan-small.jpg',
    );
    await user.click(within(section).getByRole('radio', { name: r.photoNone }));
    expect(socket.sent.at(-1)).toMatchObject({ command: { kind: 'spotlight_photo', image: null } });
  });

  it('starts the finale from the podium picked, and ends it', async () => {
    const { user, socket } = await openRemote();
    const f = messages.finale;
    const section = screen.getByRole('region', { name: f.remoteTitle });
    // Voting is off: the game board's podium by default.
    expect(within(section).getByRole('radio', { name: f.sourceGame })).toBeChecked();
    await user.click(within(section).getByRole('button', { name: f.start }));
    expect(socket.sent.at(-1)).toEqual({
      type: 'command',
      screen: null,
      command: { kind: 'finale', source: 'game' },
    });
    await user.click(within(section).getByRole('radio', { name: f.sourceVoting }));
    await user.click(within(section).getByRole('button', { name: f.start }));
    expect(socket.sent.at(-1)).toMatchObject({ command: { kind: 'finale', source: 'voting' } });
    await user.click(within(section).getByRole('button', { name: f.end }));
    expect(socket.sent.at(-1)).toMatchObject({ command: { kind: 'finale_end' } });
  });

  it('starts voting after a confirmation that says how many players can be voted for', async () => {
    const { user, api } = await setup('Owner', { code_digits: 4 });
    await user.click(await screen.findByRole('button', { name: o.startVoting }));
    const dialog = screen.getByRole('dialog', { name: o.startVotingTitle });
    expect(await within(dialog).findByTestId('candidate-count')).toHaveTextContent(r.candidates(2));
    expect(api.callsTo('PATCH', `${base}/DevMeetup/update/`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: o.startVoting }));
    await waitFor(() => expect(api.callsTo('PATCH', `${base}/DevMeetup/update/`)).toHaveLength(1));
    const body = api.callsTo('PATCH', `${base}/DevMeetup/update/`)[0]?.body as FormData;
    expect(body.get('voting_enabled')).toBe('true');
    expect(await screen.findByText(o.votingOn)).toBeInTheDocument();
  });

  it('says voting needs friend codes instead of offering it without them', async () => {
    await setup('Owner', { code_digits: null });
    expect(await screen.findByText(o.votingNeedsCodes)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: o.startVoting })).toBeNull();
  });

  it('closes connections now from the phone in hand, confirmed, and opens them again', async () => {
    const { user } = await openRemote();
    const none = noSchedule;
    const closedAt = new Date(Date.now() - 1000).toISOString();
    const api = mockApi({
      [`PUT ${base}/event-1/schedule/`]: (call) =>
        envelope({
          ...none,
          connections_close_at: (call.body as { connections_close_at: string | null }).connections_close_at
            ? closedAt
            : null,
        }),
    });
    const status = FakeWebSocket.latest('status');
    act(() => status.open());
    act(() => status.receive(statusFrame()));
    const section = screen.getByRole('region', { name: messages.schedule.connectionsTitle });
    expect(within(section).getByRole('status')).toHaveTextContent(messages.schedule.open);
    await user.click(within(section).getByRole('button', { name: messages.schedule.closeNow }));
    const dialog = await screen.findByRole('dialog', { name: messages.schedule.closeNowTitle });
    await user.click(within(dialog).getByRole('button', { name: messages.schedule.closeNow }));
    await waitFor(() => expect(api.callsTo('PUT', `${base}/event-1/schedule/`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${base}/event-1/schedule/`)[0]?.body).toEqual({ connections_close_at: 'now' });
    expect(await within(section).findByRole('button', { name: messages.schedule.reopen })).toBeVisible();
    expect(within(section).getByRole('status')).toHaveTextContent(/^Connections closed at /);
    // Voting no longer says players are making connections.
    expect(screen.getByText(o.votingOffClosed)).toBeVisible();
    expect(screen.queryByText(o.votingOff)).toBeNull();

    await user.click(within(section).getByRole('button', { name: messages.schedule.reopen }));
    expect(await within(section).findByRole('button', { name: messages.schedule.closeNow })).toBeVisible();
    expect(api.callsTo('PUT', `${base}/event-1/schedule/`)[1]?.body).toEqual({ connections_close_at: null });
  });

  it('is shown to hosts only', async () => {
    await setup(null);
    expect(await screen.findByText(messages.eventAdmin.notHost)).toBeInTheDocument();
    expect(FakeWebSocket.to('remote')).toHaveLength(0);
  });
});
