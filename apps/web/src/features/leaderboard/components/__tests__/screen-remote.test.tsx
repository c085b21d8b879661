// @vitest-environment jsdom
import { type LeaderboardPlayer, messages, PINNED_LEADERS_MAX, type ScreenCommand } from '@hoogo/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { FakeWebSocket } from '@/testing/fake-socket';
import { eventInfo, leaderboardPlayer, windowSnapshot } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { isClapMuted } from '../../utils/clap';
import { PAGE_SECONDS } from '../../utils/venue';

vi.mock('react-confetti', () => ({ default: () => <div data-testid="confetti" /> }));

/** The big screen's side of the hosts' remote (docs/decisions/0080-the-remote.md). */

const players = (n: number): LeaderboardPlayer[] =>
  Array.from({ length: n }, (_, i) =>
    leaderboardPlayer(`p${String(i + 1).padStart(3, '0')}`, `Player ${String(i + 1).padStart(2, '0')}`, {
      total_connections: 200 - i,
    }),
  );

type WindowMessage = { type: 'window'; offset: number; limit: number };
const windowsAsked = (socket: FakeWebSocket) =>
  socket.sent.filter((m): m is WindowMessage => (m as { type?: string }).type === 'window');
const opening = (socket: FakeWebSocket) => {
  const query = new URL(socket.url).searchParams;
  return { offset: Number(query.get('offset')), limit: Number(query.get('limit')) };
};

async function setup() {
  mockApi({
    'GET /api/hoogo/manage-event/DevMeetup/get-info/': () => envelope(eventInfo({ role: null })),
    'GET /api/hoogo/manage-game/event-1/get-user-matrix/': () =>
      envelope({ user_name: 'Ada L.', score: [true, true, false, false, false], total_connections: 12 }),
  });
  const utils = renderApp('/DevMeetup/leaderboard');
  await waitFor(() => expect(FakeWebSocket.to('screen')).toHaveLength(1));
  const game = FakeWebSocket.latest('leaderboard');
  const board = FakeWebSocket.latest('screen');
  act(() => {
    game.open();
    FakeWebSocket.latest('vote-leaderboard').open();
    board.open();
  });
  return { game, board, ...utils };
}

const command = (socket: FakeWebSocket, body: ScreenCommand) =>
  act(() => socket.receive({ type: 'command', command: body }));
const shownNames = (testId = 'page-rows') =>
  within(screen.getByTestId(testId))
    .queryAllByTestId('player-name')
    .map((el) => el.textContent);

describe('the big screen and the remote', () => {
  it('says its id and name, keeps them on the device, and takes a new name from a host', async () => {
    const { board, unmount } = await setup();
    const [hello] = board.sent as Array<{ type: string; screen: { id: string; name: string } }>;
    expect(hello?.type).toBe('hello');
    expect(hello?.screen.id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(hello?.screen.name).toBe('');
    act(() => board.receive({ type: 'rename', name: 'Main hall' }));
    expect(board.sent.at(-1)).toEqual({ type: 'hello', screen: { id: hello?.screen.id, name: 'Main hall' } });
    unmount();

    // The projector's page is opened again: the same screen, with its name.
    FakeWebSocket.reset();
    const again = await setup();
    expect(again.board.sent[0]).toEqual({
      type: 'hello',
      screen: { id: hello?.screen.id, name: 'Main hall' },
    });
    expect(JSON.parse(storage.getBoardScreen('event-1') ?? '{}')).toMatchObject({ name: 'Main hall' });
  });

  it('shows a photo of its own gallery full screen on command, and never one it does not show', async () => {
    const { game, board } = await setup();
    const photo = {
      image: '/media/ada-grace.jpg',
      thumbnail: '/media/ada-grace-small.jpg',
      user_name: 'Grace Hopper',
      liner: 'Compilers',
      connected_name: 'Grace Hopper',
      connected_at: '2025-03-14T18:00:00.000Z',
      code: null,
      maker_name: 'Ada Lovelace',
      event_register_id: 'p001',
    };
    const opened = opening(game);
    act(() =>
      game.receive(
        windowSnapshot(players(2), { offset: opened.offset, limit: opened.limit, images: [photo] }),
      ),
    );
    command(board, { kind: 'spotlight_photo', image: '/media/elsewhere.jpg' });
    expect(screen.queryByTestId('photo-spotlight')).toBeNull();
    command(board, { kind: 'spotlight_photo', image: photo.image });
    const shown = await screen.findByTestId('photo-spotlight');
    expect(within(shown).getByRole('img', { name: 'Ada Lovelace & Grace Hopper' })).toHaveAttribute(
      'src',
      photo.image,
    );
    expect(shown).toHaveTextContent('Ada Lovelace & Grace Hopper');
    // A host hid the connection: the photo leaves the gallery, and the spotlight with it.
    act(() => game.receive({ type: 'connection_hidden', response: { hidden_image: photo.image } }));
    expect(screen.queryByTestId('photo-spotlight')).toBeNull();
    command(board, { kind: 'spotlight_photo', image: null });
    expect(screen.queryByTestId('photo-spotlight')).toBeNull();
  });

  it('hides and shows the QR, mutes the applause and remembers it, on command', async () => {
    const { board } = await setup();
    expect(screen.getByTestId('join-qr')).toBeVisible();
    command(board, { kind: 'qr', shown: false });
    expect(screen.getByTestId('join-qr')).not.toBeVisible();
    command(board, { kind: 'qr', shown: true });
    expect(screen.getByTestId('join-qr')).toBeVisible();
    command(board, { kind: 'sound', muted: true });
    await waitFor(() => expect(isClapMuted()).toBe(true));
    expect(JSON.parse(storage.getBoardScreen('event-1') ?? '{}')).toMatchObject({ muted: true });
    command(board, { kind: 'sound', muted: false });
    await waitFor(() => expect(isClapMuted()).toBe(false));
  });

  it('keeps the lobby slide up in place of the board on command, players joined or not', async () => {
    const { game, board } = await setup();
    const ten = players(10);
    act(() => game.receive(windowSnapshot(ten, { offset: 0, limit: ten.length })));
    expect(await screen.findByTestId('page-rows')).toBeVisible();
    expect(screen.queryByTestId('lobby')).toBeNull();
    command(board, { kind: 'lobby', shown: true });
    expect(screen.getByTestId('lobby')).toBeVisible();
    expect(screen.queryByTestId('page-rows')).toBeNull();
    // The QR stays beside it.
    expect(screen.getByTestId('join-qr')).toBeVisible();
    command(board, { kind: 'lobby', shown: false });
    expect(await screen.findByTestId('page-rows')).toBeVisible();
    expect(screen.queryByTestId('lobby')).toBeNull();
  });

  it('pins the top 3 above the pages, and pages on, back, pauses and goes to the top on command', async () => {
    const { game, board } = await setup();
    const all = players(30);
    const opened = opening(game);
    vi.useFakeTimers();
    act(() => game.receive(windowSnapshot(all, { offset: opened.offset, limit: opened.limit })));
    // The board pages: the leaders' own socket opens on the top rows.
    const leaders = FakeWebSocket.to('leaderboard').at(-1) as FakeWebSocket;
    expect(leaders).not.toBe(game);
    expect(opening(leaders)).toEqual({ offset: 0, limit: PINNED_LEADERS_MAX });
    act(() => {
      leaders.open();
      leaders.receive(windowSnapshot(all, { offset: 0, limit: PINNED_LEADERS_MAX }));
    });
    expect(shownNames('pinned-leaders')).toEqual(['Player 01', 'Player 02', 'Player 03']);
    // The pages start after the leaders.
    const first = windowsAsked(game).at(-1) as WindowMessage;
    expect(first.offset).toBe(3);
    const serve = () => {
      const asked = windowsAsked(game).at(-1) as WindowMessage;
      act(() => game.receive(windowSnapshot(all, { offset: asked.offset, limit: asked.limit })));
    };
    serve();
    expect(shownNames()[0]).toBe('Player 04');

    command(board, { kind: 'page', step: 1 });
    expect(windowsAsked(game).at(-1)).toEqual({
      type: 'window',
      offset: 3 + first.limit,
      limit: first.limit,
    });
    serve();
    command(board, { kind: 'page', step: -1 });
    expect(windowsAsked(game).at(-1)).toMatchObject({ offset: 3 });
    serve();

    command(board, { kind: 'paging', paused: true });
    const before = windowsAsked(game).length;
    act(() => vi.advanceTimersByTime(PAGE_SECONDS * 3000));
    expect(windowsAsked(game)).toHaveLength(before);
    command(board, { kind: 'paging', paused: false });
    act(() => vi.advanceTimersByTime(PAGE_SECONDS * 1000));
    expect(windowsAsked(game).at(-1)).toMatchObject({ offset: 3 + first.limit });
    serve();
    command(board, { kind: 'top' });
    expect(windowsAsked(game).at(-1)).toMatchObject({ offset: 3 });

    // The organiser pins 1 leader: still the same socket, fewer rows above the pages.
    command(board, { kind: 'pinned', count: 1 });
    expect(shownNames('pinned-leaders')).toEqual(['Player 01']);
    expect(windowsAsked(game).at(-1)).toMatchObject({ offset: 1 });
    vi.useRealTimers();
  });

  it('puts a player in the spotlight full screen, by the public card, until the remote clears it', async () => {
    const { board } = await setup();
    command(board, { kind: 'spotlight', event_register_id: 'p9' });
    const spotlight = await screen.findByTestId('spotlight');
    expect(spotlight).toHaveTextContent('Ada L.');
    expect(spotlight).toHaveTextContent(messages.leaderboard.letters(2));
    command(board, { kind: 'spotlight', event_register_id: null });
    expect(screen.queryByTestId('spotlight')).toBeNull();
  });

  it('switches the view on command until voting changes', async () => {
    const { board } = await setup();
    command(board, { kind: 'view', view: 'voting' });
    expect(screen.getByRole('region', { name: 'Voting Leaderboard' })).toBeInTheDocument();
    command(board, { kind: 'view', view: 'game' });
    expect(screen.getByRole('region', { name: 'Game Leaderboard' })).toBeInTheDocument();
  });
});
