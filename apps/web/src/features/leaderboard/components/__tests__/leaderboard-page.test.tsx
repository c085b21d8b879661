import {
  type ConnectionImage,
  type LeaderboardPlayer,
  messages,
  RECENT_IMAGES_KEPT,
  SOCKET_RECONNECT_DELAY_MS,
  type VotingRow,
} from '@hoogo/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { FakeWebSocket } from '@/testing/fake-socket';
import { eventInfo, signIn } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

vi.mock('react-confetti', () => ({ default: () => <div data-testid="confetti" /> }));

const t = messages.leaderboard;
const infoPath = '/api/hoogo/manage-event/DevMeetup/get-info/';
const updatePath = '/api/hoogo/manage-event/event-1/update/';
type Routes = Parameters<typeof mockApi>[0];

const score = (n: number) => Array.from({ length: 5 }, (_, i) => i < n);

function player(id: string, name: string, overrides: Partial<LeaderboardPlayer> = {}): LeaderboardPlayer {
  return {
    event_register_id: id,
    user_name: name,
    user_code: null,
    total_connections: 0,
    score: score(0),
    completed_at: null,
    connected_to: [],
    ...overrides,
  };
}

function voteRow(id: string, name: string, votes: number): VotingRow {
  return {
    event_register_id: id,
    name,
    vote_count: votes,
    total_connections: 10,
    completed_at: '2025-03-14T18:00:00.000Z',
    time_taken: 1,
  };
}

function image(n: number, name = `Friend ${n}`): ConnectionImage {
  return {
    image: `/media/selfie-${n}.jpg`,
    thumbnail: null,
    user_name: null,
    liner: 'Builds robots for fun',
    connected_name: name,
    connected_at: `2025-03-14T18:${String(n % 60).padStart(2, '0')}:00.000Z`,
    code: null,
  };
}

function snapshot<Row>(
  rows: Row[],
  extra: Partial<{ voting_enabled: boolean; images: ConnectionImage[] }> = {},
) {
  return {
    type: 'snapshot',
    response: {
      user_data: rows,
      image_data: extra.images ?? [],
      voting_enabled: extra.voting_enabled ?? false,
      participant_count: rows.length,
      total_connections: 42,
    },
  };
}

async function setup({
  token = false,
  info = {},
  extra = {},
}: {
  token?: boolean;
  info?: Parameters<typeof eventInfo>[0];
  extra?: Routes;
} = {}) {
  if (token) signIn();
  const api = mockApi({ [`GET ${infoPath}`]: () => envelope(eventInfo(info)), ...extra });
  const user = userEvent.setup();
  const utils = renderApp('/DevMeetup/leaderboard');
  await waitFor(() => expect(FakeWebSocket.to('leaderboard')).toHaveLength(1));
  const game = FakeWebSocket.latest('leaderboard');
  const voting = FakeWebSocket.latest('vote-leaderboard');
  act(() => {
    game.open();
    voting.open();
  });
  return { api, user, game, voting, ...utils };
}

const send = (socket: FakeWebSocket, message: unknown) => act(() => socket.receive(message));
const rowNames = () =>
  screen.getAllByTestId('game-row').map((row) => within(row).getAllByRole('link')[0]?.textContent);

describe('host live leaderboard', () => {
  it('opens both sockets with the timezone, and the token only when one is stored', async () => {
    const { game, voting } = await setup({ token: true });
    const url = new URL(game.url);
    expect(url.protocol).toBe('ws:');
    expect(url.pathname).toBe('/api/hoogo/manage-event/event-1/leaderboard/');
    expect(url.searchParams.get('tz')).toBeTruthy();
    expect(url.searchParams.get('token')).toBe('access-1');
    expect(new URL(voting.url).pathname).toBe('/api/hoogo/manage-event/event-1/vote-leaderboard/');
  });

  it('renders the snapshot in the core order, with links, letters, badge and time', async () => {
    const { game } = await setup();
    expect(new URL(game.url).searchParams.has('token')).toBe(false);
    send(
      game,
      snapshot([
        player('p1', 'Ann', { score: score(2), total_connections: 12 }),
        player('p2', 'Bob', {
          score: score(5),
          total_connections: 25,
          completed_at: '2025-03-14T16:05:00.000Z',
        }),
        player('p3', 'Cid', { score: score(3), total_connections: 1 }),
      ]),
    );
    expect(rowNames()).toEqual(['Bob', 'Cid', 'Ann']);
    const bob = screen.getAllByTestId('game-row')[0] as HTMLElement;
    expect(within(bob).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/DevMeetup/hoogocard?eventRegisterId=p2',
    );
    expect(within(bob).getByRole('img', { name: t.verified })).toBeInTheDocument();
    expect(within(bob).getByRole('link', { name: t.viewCardOf('Bob') })).toBeInTheDocument();
    expect(within(bob).getByLabelText(t.letters(5))).toBeInTheDocument();
    const badge = within(bob).getByTitle(t.connectionsBadge(25));
    expect(badge).toHaveAttribute('data-tier', '4');
    expect(within(bob).getByText(/Completed at \d{1,2}:\d{2} (AM|PM)/)).toBeInTheDocument();
    const cid = screen.getAllByTestId('game-row')[1] as HTMLElement;
    expect(within(cid).getByTitle(t.connectionsBadge(1))).toHaveAttribute('data-tier', '1');
    expect(within(cid).queryByRole('img', { name: t.verified })).toBeNull();
    expect(screen.getByTestId('participant-count')).toHaveTextContent('3');
    expect(screen.getByTestId('connection-count')).toHaveTextContent('42');
  });

  it('patches a row on an update and re-sorts', async () => {
    const { game } = await setup();
    send(
      game,
      snapshot([player('p1', 'Ann', { score: score(2) }), player('p2', 'Bob', { score: score(1) })]),
    );
    expect(rowNames()).toEqual(['Ann', 'Bob']);
    send(game, {
      type: 'connection_made',
      response: { user_data: player('p2', 'Bob', { score: score(3) }) },
    });
    expect(rowNames()).toEqual(['Bob', 'Ann']);
    expect(screen.getAllByTestId('game-row')).toHaveLength(2);
  });

  it('keeps the gallery newest first and at most 21 images', async () => {
    const { game } = await setup();
    send(
      game,
      snapshot([player('p1', 'Ann')], { images: Array.from({ length: 21 }, (_, i) => image(i + 1)) }),
    );
    send(game, {
      type: 'connection_made',
      response: { user_data: player('p1', 'Ann', { total_connections: 1 }), image_data: image(99, 'Newest') },
    });
    const items = within(screen.getByTestId('recent-images')).getAllByRole('listitem');
    expect(items).toHaveLength(RECENT_IMAGES_KEPT);
    expect(items[0]).toHaveTextContent('Newest');
    expect(items[1]).toHaveTextContent('Friend 1');
    expect(screen.getByTestId('recent-images')).not.toHaveTextContent('Friend 21');
    expect(screen.getByTestId('connection-count')).toHaveTextContent('43');
  });

  it('hides the connection count while voting is enabled', async () => {
    const { game } = await setup();
    send(game, snapshot([player('p1', 'Ann')], { voting_enabled: true }));
    expect(screen.getByTestId('participant-count')).toBeInTheDocument();
    expect(screen.queryByTestId('connection-count')).toBeNull();
  });

  it('shows the four live toasts', async () => {
    const { game, voting } = await setup();
    send(game, snapshot([player('p1', 'Ann')]));
    send(voting, snapshot([]));
    send(game, { type: 'player_joined', response: { user_data: player('p9', 'Zed') } });
    expect(await screen.findByText(messages.live.joinedGame('Zed'))).toBeInTheDocument();
    send(game, {
      type: 'connection_made',
      response: { user_data: player('p1', 'Ann', { total_connections: 1 }), image_data: image(1, 'Moe') },
    });
    expect(await screen.findByText(messages.live.connected('Ann', 'Moe'))).toBeInTheDocument();
    send(voting, { type: 'player_completed', response: { user_data: voteRow('p1', 'Ann', 0) } });
    expect(await screen.findByText(messages.live.joinedVoting('Ann'))).toBeInTheDocument();
    send(voting, { type: 'vote_cast', response: { user_data: voteRow('p1', 'Ann', 1) } });
    expect(await screen.findByText(messages.live.voteReceived('Ann'))).toBeInTheDocument();
    expect(screen.getByTestId('participant-count')).toHaveTextContent('2');
  });

  it('switches to the voting board by itself the first time voting turns on, and only then', async () => {
    const { game, voting, user } = await setup();
    send(game, snapshot([player('p1', 'Ann')]));
    send(voting, snapshot([voteRow('p1', 'Ann', 2)]));
    expect(screen.getByRole('button', { name: t.viewVoting })).toBeInTheDocument();
    send(game, { type: 'voting_toggled', response: { voting_enabled: true } });
    expect(screen.getByRole('button', { name: t.viewGame })).toBeInTheDocument();
    expect(screen.getByTestId('voting-row')).toHaveTextContent('Ann');
    await user.click(screen.getByRole('button', { name: t.viewGame }));
    send(game, { type: 'voting_toggled', response: { voting_enabled: false } });
    send(game, { type: 'voting_toggled', response: { voting_enabled: true } });
    expect(screen.getByRole('button', { name: t.viewVoting })).toBeInTheDocument();
  });

  it('draws vote bars relative to the top row, with a vote link for players', async () => {
    const { voting, user } = await setup();
    send(voting, snapshot([voteRow('a', 'Ann', 5), voteRow('b', 'Bob', 10), voteRow('c', 'Cid', 0)]));
    await user.click(screen.getByRole('button', { name: t.viewVoting }));
    const bars = screen.getAllByTestId('vote-bar').map((bar) => (bar as HTMLElement).style.width);
    expect(bars).toEqual(['100%', '50%', '0%']);
    expect(screen.getByRole('link', { name: t.voteFor('Bob') })).toHaveAttribute('href', '/DevMeetup/voting');
  });

  it('reconnects the game socket 3 s after any close', async () => {
    const { game } = await setup();
    vi.useFakeTimers();
    act(() => game.serverClose(1000));
    act(() => vi.advanceTimersByTime(SOCKET_RECONNECT_DELAY_MS - 1));
    expect(FakeWebSocket.to('leaderboard')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeWebSocket.to('leaderboard')).toHaveLength(2);
  });

  it('reconnects the voting socket after 3 s, but not after close code 1000', async () => {
    const { voting } = await setup();
    vi.useFakeTimers();
    act(() => voting.serverClose(1012));
    act(() => vi.advanceTimersByTime(SOCKET_RECONNECT_DELAY_MS));
    expect(FakeWebSocket.to('vote-leaderboard')).toHaveLength(2);
    act(() => FakeWebSocket.latest('vote-leaderboard').serverClose(1000));
    act(() => vi.advanceTimersByTime(SOCKET_RECONNECT_DELAY_MS * 3));
    expect(FakeWebSocket.to('vote-leaderboard')).toHaveLength(2);
  });

  it('refreshes the token on a LiveAuthError, then reconnects with the new one', async () => {
    const { game, api } = await setup({
      token: true,
      extra: {
        'POST /api/auth/get-access-token/': () =>
          envelope({ access_token: 'access-2', refresh_token: 'refresh-2' }),
      },
    });
    send(game, { type: 'error', hasError: true, statusCode: 1000, message: { general: ['Token expired'] } });
    act(() => game.serverClose(1008));
    await waitFor(() => expect(FakeWebSocket.to('leaderboard')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/auth/get-access-token/')).toHaveLength(1);
    expect(new URL(FakeWebSocket.latest('leaderboard').url).searchParams.get('token')).toBe('access-2');
  });

  it('closes the sockets on unmount and does not reconnect', async () => {
    const { game, voting, unmount } = await setup();
    vi.useFakeTimers();
    unmount();
    expect(game.closedByClient).toBe(1000);
    expect(voting.closedByClient).toBe(1000);
    act(() => vi.advanceTimersByTime(SOCKET_RECONNECT_DELAY_MS * 2));
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('renders only the visible rows of 2,000', async () => {
    const { game } = await setup();
    send(
      game,
      snapshot(
        Array.from({ length: 2000 }, (_, i) => player(`p${String(i).padStart(4, '0')}`, `Player ${i}`)),
      ),
    );
    const rows = screen.getAllByTestId('game-row');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '2000');
  });

  it('shows the header with the back link only when an access token is stored', async () => {
    await setup({ token: true });
    expect(screen.getByRole('link', { name: t.back })).toHaveAttribute('href', '/dashboard/DevMeetup/');
    expect(screen.getByRole('heading', { level: 1, name: 'DevMeetup' })).toBeInTheDocument();
  });

  it('has no header for the public', async () => {
    await setup();
    expect(screen.queryByRole('link', { name: t.back })).toBeNull();
  });

  it('offers hosts the voting toggle when the event uses codes, and saves it', async () => {
    const { api, user, game } = await setup({
      token: true,
      info: { code_digits: 4 },
      extra: { [`PATCH ${updatePath}`]: () => envelope(eventInfo({ code_digits: 4, voting_enabled: true })) },
    });
    send(game, snapshot([player('p1', 'Ann')]));
    await user.click(screen.getByRole('switch', { name: t.votingToggle }));
    expect(await screen.findByText(messages.events.votingUpdated)).toBeInTheDocument();
    const body = api.callsTo('PATCH', updatePath)[0]?.body as FormData;
    expect(body.get('voting_enabled')).toBe('true');
    expect(screen.getByRole('switch', { name: t.votingToggle })).toHaveAttribute('aria-checked', 'true');
  });

  it('tells when the voting toggle fails', async () => {
    const { user } = await setup({
      token: true,
      info: { code_digits: 4 },
      extra: { [`PATCH ${updatePath}`]: () => envelope(null, { status: 500 }) },
    });
    await user.click(screen.getByRole('switch', { name: t.votingToggle }));
    expect(await screen.findByText(messages.events.votingUpdateFailed)).toBeInTheDocument();
  });

  it('hides the voting toggle without code_digits or without a token', async () => {
    await setup({ token: true, info: { code_digits: null } });
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('hides the voting toggle from the public even with code_digits', async () => {
    await setup({ info: { code_digits: 4, role: null } });
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows the QR with its caption and shrinks the list, and opens the rules', async () => {
    const { user, game } = await setup();
    send(game, snapshot([player('p1', 'Ann')]));
    expect(screen.getByRole('region', { name: t.gameTitle })).toHaveStyle({ maxHeight: '782px' });
    await user.click(screen.getByRole('button', { name: t.showQr }));
    expect(screen.getByText(messages.qr.caption)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t.gameTitle })).toHaveStyle({ maxHeight: '500px' });
    await user.click(screen.getByRole('button', { name: t.viewRules }));
    expect(screen.getByRole('dialog', { name: t.rulesTitle })).toBeInTheDocument();
  });

  it('congratulates a player whose letters go from 4 to 5, with the bingo answers', async () => {
    const { game, user, api } = await setup({
      extra: {
        'GET /api/hoogo/manage-game/event-1/get-user-matrix/': () =>
          envelope({
            answer: Array.from({ length: 5 }, (_, x) =>
              Array.from({ length: 5 }, (_, y) => ({ x, y, connected_name: `Pal ${x}${y}`, image: null })),
            ),
          }),
      },
    });
    send(game, snapshot([player('p1', 'Ann', { score: score(4) })]));
    send(game, {
      type: 'player_completed',
      response: {
        user_data: player('p1', 'Ann', { score: score(5), completed_at: '2025-03-14T18:00:00.000Z' }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: t.congratulationsTitle });
    expect(within(dialog).getByText(t.congratulationsText('Ann'))).toBeInTheDocument();
    expect(await within(dialog).findAllByText('Pal')).toHaveLength(25);
    expect(screen.getByTestId('bingo-confetti')).toBeInTheDocument();
    const call = api.callsTo('GET', '/api/hoogo/manage-game/event-1/get-user-matrix/')[0];
    expect(new URL(call?.url ?? '', 'http://x').searchParams.get('event_register_id')).toBe('p1');
    await user.click(within(dialog).getAllByRole('button', { name: t.close }).at(-1) as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
