// @vitest-environment jsdom
import {
  type ConnectionImage,
  type EventSchedule,
  type LeaderboardPlayer,
  leaderboardRanks,
  messages,
  SESSION_EXPIRED_REDIRECT_DELAY_MS,
  SOCKET_RECONNECT_DELAY_MS,
  type VotingRow,
  windowChange,
} from '@hoogo/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentLocale, resetLanguageForTests } from '@/lib/language';
import { storage } from '@/lib/storage';
import { envelope, mockApi, type RecordedCall } from '@/testing/api';
import { FakeWebSocket } from '@/testing/fake-socket';
import {
  eventInfo,
  noSchedule,
  leaderboardPlayer as player,
  publicConfig,
  signIn,
  statusFrame,
  windowSnapshot,
} from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { COMPLETION_MOMENT_MS, PAGE_SECONDS, ROOM_TOAST_MS } from '../../utils/venue';

vi.mock('react-confetti', () => ({ default: () => <div data-testid="confetti" /> }));

const t = messages.leaderboard;
const v = messages.venue;
const infoPath = '/api/hoogo/manage-event/DevMeetup/get-info/';
type Routes = Parameters<typeof mockApi>[0];

const score = (n: number) => Array.from({ length: 5 }, (_, i) => i < n);
const fullGrid = Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => 'A'));

/** n players in a strict order (fewer connections further down), named Player 01.. */
const players = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    player(`p${String(i + 1).padStart(3, '0')}`, `Player ${String(i + 1).padStart(2, '0')}`, {
      total_connections: 200 - i,
    }),
  );

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

function image(n: number, name = `Friend ${n}`, src = `/media/selfie-${n}.jpg`): ConnectionImage {
  return {
    event_register_id: 'p1',
    image: src,
    thumbnail: null,
    user_name: null,
    liner: 'Builds robots for fun',
    connected_name: name,
    connected_at: `2025-03-14T18:${String(n % 60).padStart(2, '0')}:00.000Z`,
    code: null,
  };
}

/** The voting board's snapshot: every candidate. */
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

/** The window ops a server sends a viewer holding (offset, limit) when the board goes from before to after. */
function windowOps(before: LeaderboardPlayer[], after: LeaderboardPlayer[], offset = 0, limit = 50) {
  const ops = windowChange(before.slice(offset, offset + limit), after.slice(offset, offset + limit), offset);
  return ops
    ? { ...ops, first_rank: leaderboardRanks(after)[offset] ?? offset + 1, row_count: after.length }
    : undefined;
}

const totals = (participants: number, connections: number) => ({
  participant_count: participants,
  total_connections: connections,
  completed_count: 0,
  row_count: participants,
});

type WindowMessage = { type: 'window'; offset: number; limit: number };
const windowsAsked = (socket: FakeWebSocket) =>
  socket.sent.filter((m): m is WindowMessage => (m as { type?: string }).type === 'window');

/**
 * A server for the game socket's `window` messages: answers each one not answered yet with a snapshot of
 * that window of `board`.
 */
function windowServer(
  socket: FakeWebSocket,
  board: LeaderboardPlayer[],
  extra: Parameters<typeof windowSnapshot>[1] = {},
) {
  let answered = 0;
  return () => {
    const asked = windowsAsked(socket);
    for (const { offset, limit } of asked.slice(answered)) {
      act(() => socket.receive(windowSnapshot(board, { ...extra, offset, limit })));
    }
    answered = asked.length;
  };
}

/** The public answer without a token; with one, the caller's role (Owner unless told). */
function infoRoute(info: Parameters<typeof eventInfo>[0] = {}, role: 'Owner' | null = 'Owner') {
  return (call: RecordedCall) =>
    envelope(eventInfo({ ...info, role: call.headers.get('authorization') ? role : null }));
}

async function setup({
  token = false,
  info = {},
  role = 'Owner',
  extra = {},
  path = '/DevMeetup/leaderboard',
}: {
  token?: boolean;
  info?: Parameters<typeof eventInfo>[0];
  role?: 'Owner' | null;
  extra?: Routes;
  path?: string;
} = {}) {
  if (token) signIn();
  const api = mockApi({
    [`GET ${infoPath}`]: infoRoute(info, role),
    'GET /api/hoogo/common/config/': () => envelope(publicConfig()),
    ...extra,
  });
  const user = userEvent.setup();
  const utils = renderApp(path);
  // The route's chunk loads lazily: the first test of the file pays for it.
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
/** The window the socket opened with (its URL's offset and limit). */
const opening = (socket: FakeWebSocket) => {
  const query = new URL(socket.url).searchParams;
  return { offset: Number(query.get('offset')), limit: Number(query.get('limit')) };
};
const rankNumbers = () => screen.getAllByTestId('rank').map((el) => Number(el.title.replace(/\D/g, '')));
const shownNames = () => screen.queryAllByTestId('player-name').map((el) => el.textContent);
const ranks = () => screen.getAllByTestId('rank').map((el) => [el.textContent?.slice(-1), el.dataset.medal]);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('venue board: the public view', () => {
  it("shows the new title and join link after a rename, and the event's own name at a lower-case address", async () => {
    const { game } = await setup({
      path: '/devmeetup/leaderboard',
      extra: { 'GET /api/hoogo/manage-event/devmeetup/get-info/': infoRoute() },
    });
    send(game, windowSnapshot([player('p1', 'Ann')]));
    expect(screen.getByRole('heading', { level: 1, name: 'DevMeetup' })).toBeInTheDocument();
    const qr = screen.getByTestId('join-qr');
    expect(await within(qr).findByTestId('short-link')).toHaveTextContent('hoogo.example.test/DevMeetup');
    send(game, { type: 'event_renamed', response: { name: 'DevMeetup2026' } });
    expect(screen.getByRole('heading', { level: 1, name: 'DevMeetup2026' })).toBeInTheDocument();
    expect(within(qr).getByTestId('short-link')).toHaveTextContent('hoogo.example.test/DevMeetup2026');
  });
  it("speaks the room's language, and a new one told live at once", async () => {
    const { game } = await setup();
    send(game, windowSnapshot([player('p1', 'Ann')]));
    expect(currentLocale()).toBe('en');
    send(game, { type: 'language_changed', response: { language: 'fr' } });
    await waitFor(() => expect(currentLocale()).toBe('fr'));
    expect(document.documentElement.lang).toBe('fr');
    resetLanguageForTests();
  });
  it('reads from its snapshot the name, branding and language a host changed before its socket opened', async () => {
    // The page was read before the change; the socket opened (or came back) after it, so no change
    // message reaches it: the snapshot is what tells.
    const { game } = await setup();
    const told = windowSnapshot([player('p1', 'Ann')]);
    send(game, {
      ...told,
      response: {
        ...told.response,
        name: 'DevMeetup2026',
        branding: { logo: null, accent_color: '#1e3a8a' },
        language: 'fr',
      },
    });
    await waitFor(() => expect(currentLocale()).toBe('fr'));
    const band = screen.getByTestId('brand-band');
    expect(within(band).getByRole('heading', { level: 1, name: 'DevMeetup2026' })).toBeInTheDocument();
    expect(band.style.backgroundColor).toBe('rgb(30, 58, 138)');
    expect(document.documentElement.lang).toBe('fr');
    resetLanguageForTests();
  });

  it('opens on a lobby addressed to the attendees while nobody has joined, and leaves it at the first', async () => {
    const { game } = await setup();
    send(game, windowSnapshot([]));
    const lobby = screen.getByTestId('lobby');
    expect(within(lobby).getByRole('heading', { name: messages.leaderboard.empty })).toBeInTheDocument();
    expect(
      within(lobby)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(1)),
    ).toEqual([...messages.leaderboard.lobbySteps]);
    expect(screen.getByTestId('join-qr')).toBeVisible();
    send(game, windowSnapshot([player('p1', 'Ann')]));
    expect(screen.queryByTestId('lobby')).toBeNull();
  });
  it("shows the event's logo and accent band, and follows a change of branding live", async () => {
    const { game } = await setup({
      info: {
        branding: { logo: { url: '/media/logo.png', width: 400, height: 200 }, accent_color: '#1e3a8a' },
      },
    });
    send(game, windowSnapshot([player('p1', 'Ann')]));
    const band = screen.getByTestId('brand-band');
    expect(within(band).getByRole('heading', { level: 1, name: 'DevMeetup' })).toBeInTheDocument();
    expect(within(band).getByAltText(messages.branding.logoAlt('DevMeetup'))).toHaveAttribute(
      'src',
      '/media/logo.png',
    );
    expect(band.style.backgroundColor).toBe('rgb(30, 58, 138)');
    expect(band.style.color).toBe('rgb(255, 255, 255)');
    send(game, { type: 'branding_changed', response: { branding: { logo: null, accent_color: '#fde68a' } } });
    expect(within(band).queryByRole('img')).not.toBeInTheDocument();
    expect(band.style.backgroundColor).toBe('rgb(253, 230, 138)');
    expect(band.style.color).toBe('rgb(0, 0, 0)');
    send(game, { type: 'branding_changed', response: { branding: { logo: null, accent_color: null } } });
    expect(band.style.backgroundColor).toBe('');
  });
  it('listens as the public on both sockets, even for a signed-in host (no friend codes on a big screen)', async () => {
    const { game, voting } = await setup({ token: true });
    const url = new URL(game.url);
    expect(url.pathname).toBe('/api/hoogo/manage-event/event-1/leaderboard/');
    expect(url.searchParams.get('tz')).toBeTruthy();
    expect(url.searchParams.has('token')).toBe(false);
    expect(new URL(voting.url).pathname).toBe('/api/hoogo/manage-event/event-1/vote-leaderboard/');
  });

  it('shows the event name, the join QR with the short link and the counts to a signed-out screen', async () => {
    const { game } = await setup();
    send(game, windowSnapshot([player('p1', 'Ann')]));
    expect(screen.getByRole('heading', { level: 1, name: 'DevMeetup' })).toBeInTheDocument();
    const qr = screen.getByTestId('join-qr');
    expect(within(qr).getByText(v.scanToPlay)).toBeInTheDocument();
    // The server's PUBLIC_URL, not the address the board was opened at.
    expect(await within(qr).findByTestId('short-link')).toHaveTextContent('hoogo.example.test/DevMeetup');
    expect(screen.getByTestId('participant-count')).toHaveTextContent('1');
    expect(screen.getByTestId('connection-count')).toHaveTextContent('42');
  });

  it("renders the window's rows in the order sent, with letters, badge and completion time", async () => {
    const { game } = await setup();
    send(
      game,
      windowSnapshot([
        player('p2', 'Bob', {
          score: score(5),
          total_connections: 25,
          completed_at: '2025-03-14T16:05:00.000Z',
        }),
        player('p3', 'Cid', { score: score(3), total_connections: 1 }),
        player('p1', 'Ann', { score: score(2), total_connections: 12 }),
      ]),
    );
    expect(shownNames()).toEqual(['Bob', 'Cid', 'Ann']);
    const bob = screen.getAllByTestId('game-row')[0] as HTMLElement;
    expect(within(bob).getByRole('link', { name: 'Bob' })).toHaveAttribute(
      'href',
      '/DevMeetup/hoogocard/?eventRegisterId=p2',
    );
    expect(within(bob).getByRole('img', { name: t.verified })).toBeInTheDocument();
    expect(within(bob).getByLabelText(t.letters(5))).toBeInTheDocument();
    expect(within(bob).getByTitle(t.connectionsBadge(25))).toHaveAttribute('data-tier', '4');
    expect(within(bob).getByText(/Completed at \d{1,2}:\d{2} (AM|PM)/)).toBeInTheDocument();
  });

  it("moves rows by the update's window ops, and the counts by its totals", async () => {
    const { game } = await setup();
    const before = [
      player('p1', 'Ann', { score: score(2), total_connections: 6 }),
      player('p2', 'Bob', { score: score(1), total_connections: 3 }),
    ];
    send(game, windowSnapshot(before));
    expect(shownNames()).toEqual(['Ann', 'Bob']);
    const after = [
      player('p2', 'Bob', { score: score(3), total_connections: 8 }),
      before[0] as LeaderboardPlayer,
    ];
    send(game, {
      type: 'connection_made',
      response: {
        player: { event_register_id: 'p2', user_name: 'Bob' },
        window: windowOps(before, after),
        totals: totals(2, 43),
      },
    });
    expect(shownNames()).toEqual(['Bob', 'Ann']);
    expect(
      within(screen.getAllByTestId('game-row')[0] as HTMLElement).getByLabelText(t.letters(3)),
    ).toBeInTheDocument();
    expect(screen.getByTestId('connection-count')).toHaveTextContent('43');
  });

  it('keeps the rows when a change is outside the window: only the totals move', async () => {
    const { game } = await setup();
    send(game, windowSnapshot([player('p1', 'Ann', { total_connections: 6 })]));
    // A player on another page joins: no window ops, the counts and a toast.
    send(game, {
      type: 'player_joined',
      response: { player: { event_register_id: 'p9', user_name: 'Zed' }, totals: totals(2, 42) },
    });
    expect(shownNames()).toEqual(['Ann']);
    expect(screen.getByTestId('participant-count')).toHaveTextContent('2');
  });

  it('does not move a voting row back when an older vote count arrives late', async () => {
    const { game, voting } = await setup();
    send(voting, snapshot([voteRow('p1', 'Ann', 3), voteRow('p2', 'Bob', 2)], { voting_enabled: true }));
    send(game, windowSnapshot([player('p1', 'Ann'), player('p2', 'Bob')], { voting_enabled: true }));
    const voters = () => screen.getAllByTestId('voting-row').map((row) => row.textContent);
    send(voting, { type: 'vote_cast', response: { user_data: voteRow('p2', 'Bob', 4) } });
    expect(voters()[0]).toContain('Bob');
    send(voting, { type: 'vote_cast', response: { user_data: voteRow('p2', 'Bob', 3) } });
    expect(voters()[0]).toContain('Bob');
  });

  it('gives players tied on every criterion one rank and one medal (1, 2, 2, 4)', async () => {
    const { game } = await setup();
    send(
      game,
      windowSnapshot([
        player('a', 'Ann', { score: score(3), total_connections: 12 }),
        player('b', 'Bea', { score: score(2), total_connections: 8 }),
        player('c', 'Cat', { score: score(2), total_connections: 8 }),
        player('d', 'Dee', { score: score(1), total_connections: 3 }),
      ]),
    );
    expect(shownNames()).toEqual(['Ann', 'Bea', 'Cat', 'Dee']);
    expect(ranks()).toEqual([
      ['1', 'gold'],
      ['2', 'silver'],
      ['2', 'silver'],
      ['4', 'none'],
    ]);
  });

  it('never shows host controls to the public: no switch, QR button, vote links, eye icons or drawer', async () => {
    const { game, voting } = await setup({ info: { code_digits: 4 } });
    send(
      game,
      snapshot([player('p1', 'Ann', { score: score(5), completed_at: '2025-03-14T16:05:00.000Z' })]),
    );
    send(voting, snapshot([voteRow('p1', 'Ann', 2)], { voting_enabled: true }));
    send(game, windowSnapshot([player('p1', 'Ann')], { voting_enabled: true }));
    expect(screen.getByTestId('voting-row')).toHaveTextContent('Ann');
    for (const name of [t.viewVoting, t.viewGame, t.showQr, t.hideQr, v.openHostControls]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('link', { name: t.voteFor('Ann') })).toBeNull();
    expect(screen.queryByText(t.vote)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ann' })).toBeNull();
    fireEvent.keyDown(window, { key: 'h' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no host controls to a signed-in visitor who is not a host of the event', async () => {
    await setup({ token: true, role: null });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: v.openHostControls })).toBeNull();
  });
});

describe('venue board: every player gets seen', () => {
  it('fills the screen with a few players, without pages', async () => {
    const { game } = await setup();
    send(game, windowSnapshot(players(3)));
    expect(shownNames()).toHaveLength(3);
    expect(screen.queryByTestId('page-indicator')).toBeNull();
    expect(screen.queryByTestId('pinned-rows')).toBeNull();
    // The rows share the list's height instead of keeping the minimum one.
    const height = Number.parseFloat(screen.getAllByRole('listitem')[0]?.style.height ?? '0');
    expect(height).toBeGreaterThan(120);
  });

  it('pages through the board one window a page, shows a page until its rows come, and every player in one cycle', async () => {
    const { game } = await setup();
    const board = players(30);
    const serve = windowServer(game, board);
    // The first window travels in the socket's URL: the rows the list holds.
    const opened = opening(game);
    expect(opened.offset).toBe(0);
    expect(opened.limit).toBeGreaterThan(3);
    expect(opened.limit).toBeLessThan(30);
    vi.useFakeTimers();
    send(game, windowSnapshot(board, opened));
    serve();
    const indicator = screen.getByTestId('page-indicator');
    const pages = Number(indicator.textContent?.match(/of (\d+)/)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(indicator).toHaveTextContent(v.pageOf(1, pages));
    expect(screen.queryByTestId('pinned-rows')).toBeNull();
    const pageSize = shownNames().length;
    expect(pageSize * pages).toBeGreaterThanOrEqual(30);
    const seen = new Set<string>();
    for (let page = 1; page <= pages; page += 1) {
      expect(screen.getByTestId('page-indicator')).toHaveTextContent(v.pageOf(page, pages));
      const names = shownNames();
      for (const name of names) seen.add(name ?? '');
      advance(PAGE_SECONDS * 1000);
      // The next page's window is asked; the page on screen stays until the server answers.
      expect(windowsAsked(game).at(-1)).toEqual({
        type: 'window',
        offset: (page % pages) * pageSize,
        limit: pageSize,
      });
      expect(screen.getByTestId('page-indicator')).toHaveTextContent(v.pageOf(page, pages));
      expect(shownNames()).toEqual(names);
      serve();
    }
    expect(seen.size).toBe(30);
    expect(screen.getByTestId('page-indicator')).toHaveTextContent(v.pageOf(1, pages));
    expect(shownNames()[0]).toBe('Player 01');
  });

  it("ranks ties across the edge of a page from the rank of the window's first row", async () => {
    const { game } = await setup();
    const opened = opening(game);
    // The size of a page of 30 (the list's own rule): three players tied across the end of page 1.
    const pageSize = Math.ceil(30 / Math.ceil(30 / opened.limit));
    const board = players(30).map((p, i) =>
      i >= pageSize - 1 && i <= pageSize + 1 ? { ...p, total_connections: 200 - (pageSize - 1) } : p,
    );
    const serve = windowServer(game, board);
    vi.useFakeTimers();
    send(game, windowSnapshot(board, opened));
    serve();
    expect(rankNumbers().at(-1)).toBe(pageSize);
    advance(PAGE_SECONDS * 1000);
    serve();
    expect(screen.getByTestId('page-indicator')).toHaveTextContent(/^Page 2 of/);
    // The first two rows of page 2 tie with the last of page 1; the next row counts everyone above it.
    expect(rankNumbers().slice(0, 3)).toEqual([pageSize, pageSize, pageSize + 3]);
  });

  it("pins the viewer's own row and rank above a page without it, and marks it in its own page", async () => {
    storage.setEventUserId('event-1', 'key-25');
    const { game } = await setup();
    const board = players(30);
    const serve = windowServer(game, board);
    // The key goes in a message, never in the URL.
    expect(game.url).not.toContain('key-25');
    expect(game.sent).toContainEqual({ type: 'me', user_id: 'key-25' });
    vi.useFakeTimers();
    send(game, windowSnapshot(board, opening(game)));
    send(game, { type: 'me', response: { row: board[24], rank: 25 } });
    // The page makes room for the pinned row: a smaller window.
    serve();
    const pinned = screen.getByTestId('pinned-rows');
    expect(pinned).toHaveAccessibleName(v.ownPlace);
    expect(within(pinned).getByTestId('player-name')).toHaveTextContent('Player 25');
    expect(within(pinned).getByTestId('game-row')).toHaveAttribute('data-own', 'true');
    expect(within(pinned).getByTestId('rank')).toHaveTextContent('25');
    expect(within(screen.getByTestId('page-rows')).queryByText('Player 25')).toBeNull();
    // The page that holds the row: no pin, the row marked in place.
    const pages = Number(screen.getByTestId('page-indicator').textContent?.match(/of (\d+)/)?.[1]);
    const pageNames = () =>
      within(screen.getByTestId('page-rows'))
        .getAllByTestId('player-name')
        .map((el) => el.textContent);
    for (let page = 1; page < pages && !pageNames().includes('Player 25'); page += 1) {
      advance(PAGE_SECONDS * 1000);
      serve();
    }
    expect(pageNames()).toContain('Player 25');
    expect(screen.queryByTestId('pinned-rows')).toBeNull();
    const own = screen.getAllByTestId('game-row').filter((row) => row.dataset.own === 'true');
    expect(own.map((row) => row.dataset.player)).toEqual(['p025']);
  });

  it('takes the page time from ?page_seconds=', async () => {
    const { game } = await setup({ path: '/DevMeetup/leaderboard?page_seconds=4' });
    const serve = windowServer(game, players(30));
    vi.useFakeTimers();
    send(game, windowSnapshot(players(30), opening(game)));
    serve();
    expect(screen.getByTestId('page-indicator')).toHaveTextContent(/^Page 1 of/);
    const asked = windowsAsked(game).length;
    advance(3999);
    expect(windowsAsked(game)).toHaveLength(asked);
    advance(1);
    expect(windowsAsked(game)).toHaveLength(asked + 1);
    serve();
    expect(screen.getByTestId('page-indicator')).toHaveTextContent(/^Page 2 of/);
  });

  it('still pages under prefers-reduced-motion, without animating', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    const animate = vi.fn();
    Element.prototype.animate = animate as unknown as Element['animate'];
    const { game } = await setup();
    const serve = windowServer(game, players(30));
    vi.useFakeTimers();
    send(game, windowSnapshot(players(30), opening(game)));
    serve();
    advance(PAGE_SECONDS * 1000);
    serve();
    expect(screen.getByTestId('page-indicator')).toHaveTextContent(/^Page 2 of/);
    expect(animate).not.toHaveBeenCalled();
    delete (Element.prototype as { animate?: unknown }).animate;
  });

  it('shows each selfie once in the gallery, with both names under the photo', async () => {
    const { game } = await setup();
    send(
      game,
      snapshot([player('p1', 'Ann')], {
        images: [image(1, 'Moe Smith'), image(2, 'Moe again', '/media/selfie-1.jpg'), image(3, 'Zoe')],
      }),
    );
    const gallery = screen.getByTestId('recent-images');
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual([v.galleryCaption('Ann', 'Moe Smith'), v.galleryCaption('Ann', 'Zoe')]);
    expect(
      within(gallery)
        .getAllByTestId('gallery-caption')
        .map((el) => el.textContent),
    ).toEqual([v.galleryCaption('Ann', 'Moe'), v.galleryCaption('Ann', 'Zoe')]);
  });

  it("names a selfie's maker from the snapshot when the maker's row is not in the window", async () => {
    const { game } = await setup();
    send(
      game,
      snapshot([player('p1', 'Ann')], {
        images: [{ ...image(1, 'Moe Smith'), event_register_id: 'p900', maker_name: 'Xena Far' }],
      }),
    );
    const gallery = screen.getByTestId('recent-images');
    expect(within(gallery).getByRole('img').getAttribute('alt')).toBe(
      v.galleryCaption('Xena Far', 'Moe Smith'),
    );
  });
});

describe('venue board: moderation', () => {
  it("takes a hidden selfie off the gallery, moves the changed row and drops a removed player's row and selfies", async () => {
    const { game } = await setup();
    const before = [
      player('p1', 'Ann', { total_connections: 3, revision: 1 }),
      player('p2', 'Ben', { total_connections: 2, revision: 1 }),
      player('p3', 'Cat', { total_connections: 1, revision: 1 }),
    ];
    send(
      game,
      windowSnapshot(before, {
        images: [image(1, 'Moe'), image(2, 'Zoe'), { ...image(3, 'Lea'), event_register_id: 'p3' }],
      }),
    );
    expect(shownNames()).toEqual(['Ann', 'Ben', 'Cat']);
    const captions = () =>
      within(screen.getByTestId('recent-images'))
        .getAllByTestId('gallery-caption')
        .map((el) => el.textContent);
    expect(captions()).toHaveLength(3);

    // A host hid Ann's connection with Moe: her row has one connection less, and Moe's selfie goes.
    const hidden = [
      before[1] as LeaderboardPlayer,
      player('p1', 'Ann', { total_connections: 1, revision: 2 }),
      before[2] as LeaderboardPlayer,
    ];
    send(game, {
      type: 'player_changed',
      response: {
        player: { event_register_id: 'p1', user_name: 'Ann' },
        window: windowOps(before, hidden),
        totals: totals(3, 41),
      },
    });
    send(game, { type: 'connection_hidden', response: { hidden_image: '/media/selfie-1.jpg' } });
    expect(shownNames()).toEqual(['Ben', 'Ann', 'Cat']);
    expect(captions()).toEqual([v.galleryCaption('Ann', 'Zoe'), v.galleryCaption('Cat', 'Lea')]);
    expect(screen.getByTestId('connection-count')).toHaveTextContent('41');

    // The hosts removed Cat: her row and her selfies leave the board.
    send(game, {
      type: 'player_removed',
      response: {
        event_register_id: 'p3',
        revision: 2,
        window: windowOps(hidden, hidden.slice(0, 2)),
        totals: totals(2, 40),
      },
    });
    expect(shownNames()).toEqual(['Ben', 'Ann']);
    expect(captions()).toEqual([v.galleryCaption('Ann', 'Zoe')]);
    expect(screen.getByTestId('participant-count')).toHaveTextContent('2');
  });
});

describe('venue board: live moments', () => {
  it('shows at most 3 toasts and coalesces the rest ("5 new connections")', async () => {
    const { game } = await setup();
    send(game, windowSnapshot([player('p1', 'Ann')]));
    vi.useFakeTimers();
    for (let i = 1; i <= 8; i += 1) {
      send(game, {
        type: 'connection_made',
        response: {
          player: { event_register_id: 'p1', user_name: 'Ann' },
          window: windowOps(
            [player('p1', 'Ann', { total_connections: i - 1 })],
            [player('p1', 'Ann', { total_connections: i })],
          ),
          image_data: image(i, `Pal ${i}`),
          totals: totals(1, 42 + i),
        },
      });
    }
    expect(screen.getAllByTestId('room-toast').map((el) => el.textContent)).toEqual([
      messages.live.connected('Ann', 'Pal 1'),
      messages.live.connected('Ann', 'Pal 2'),
      messages.live.connected('Ann', 'Pal 3'),
    ]);
    advance(ROOM_TOAST_MS);
    expect(screen.getAllByTestId('room-toast').map((el) => el.textContent)).toEqual([v.connections(5)]);
    advance(ROOM_TOAST_MS);
    expect(screen.queryAllByTestId('room-toast')).toHaveLength(0);
  });

  it('tells the room who joined and who connected though their rows are on another page, and names them in the gallery', async () => {
    const { game } = await setup();
    send(game, windowSnapshot([player('p1', 'Ann', { total_connections: 9 })]));
    send(game, {
      type: 'player_joined',
      response: { player: { event_register_id: 'p77', user_name: 'Zed Zimmer' }, totals: totals(2, 42) },
    });
    send(game, {
      type: 'connection_made',
      response: {
        player: { event_register_id: 'p77', user_name: 'Zed Zimmer' },
        image_data: { ...image(5, 'Moe Smith'), event_register_id: undefined },
        totals: totals(2, 43),
      },
    });
    expect(screen.getAllByTestId('room-toast').map((el) => el.textContent)).toEqual([
      messages.live.joinedGame('Zed Zimmer'),
      messages.live.connected('Zed Zimmer', 'Moe Smith'),
    ]);
    expect(shownNames()).toEqual(['Ann']);
    expect(screen.getByTestId('participant-count')).toHaveTextContent('2');
    expect(screen.getByTestId('connection-count')).toHaveTextContent('43');
    const gallery = screen.getByTestId('recent-images');
    expect(within(gallery).getByRole('img')).toHaveAttribute(
      'alt',
      v.galleryCaption('Zed Zimmer', 'Moe Smith'),
    );
  });

  it('never says "joined the voting" while voting is off; does while it is on', async () => {
    const { game, voting } = await setup();
    send(game, windowSnapshot([player('p1', 'Ann')]));
    send(voting, snapshot([]));
    send(voting, { type: 'player_completed', response: { user_data: voteRow('p1', 'Ann', 0) } });
    expect(screen.queryByText(messages.live.joinedVoting('Ann'))).toBeNull();
    send(game, { type: 'voting_toggled', response: { voting_enabled: true } });
    send(voting, { type: 'player_completed', response: { user_data: voteRow('p2', 'Bob', 0) } });
    expect(screen.getByText(messages.live.joinedVoting('Bob'))).toBeInTheDocument();
    send(voting, { type: 'vote_cast', response: { user_data: voteRow('p2', 'Bob', 1) } });
    expect(screen.getByText(messages.live.voteReceived('Bob'))).toBeInTheDocument();
  });

  it('announces the voting switch full screen and follows it with the board', async () => {
    const { game, voting } = await setup();
    send(game, windowSnapshot([player('p1', 'Ann')]));
    send(voting, snapshot([voteRow('p1', 'Ann', 2)]));
    vi.useFakeTimers();
    expect(screen.getByRole('region', { name: t.gameTitle })).toBeInTheDocument();
    send(game, { type: 'voting_toggled', response: { voting_enabled: true } });
    expect(screen.getByTestId('voting-transition')).toHaveTextContent(v.votingOpenedTitle);
    expect(screen.getByRole('region', { name: t.votingTitle })).toBeInTheDocument();
    expect(screen.queryByTestId('connection-count')).toBeNull();
    advance(6000);
    expect(screen.queryByTestId('voting-transition')).toBeNull();
    send(game, { type: 'voting_toggled', response: { voting_enabled: false } });
    expect(screen.getByTestId('voting-transition')).toHaveTextContent(v.votingClosedTitle);
    expect(screen.getByRole('region', { name: t.gameTitle })).toBeInTheDocument();
  });

  it('celebrates a finisher full screen with a collage of their selfies, for a few seconds', async () => {
    const { game, api } = await setup({
      extra: {
        'GET /api/hoogo/manage-game/event-1/get-user-matrix/': () =>
          envelope({
            answer: Array.from({ length: 5 }, (_, x) =>
              Array.from({ length: 5 }, (_, y) => ({
                x,
                y,
                connected_name: `Pal ${x}${y}`,
                image: `/media/pal-${x}${y}.jpg`,
              })),
            ),
          }),
      },
    });
    // Ann's row is on another page: the board holds only Bob's.
    send(game, windowSnapshot([player('p2', 'Bob', { score: score(2) })]));
    vi.useFakeTimers();
    send(game, {
      type: 'player_completed',
      response: { player: { event_register_id: 'p1', user_name: 'Ann' }, totals: totals(2, 42) },
    });
    // A host's unhide that gives a player back their fifth letter is no new moment.
    send(game, {
      type: 'player_changed',
      response: { player: { event_register_id: 'p2', user_name: 'Bob' } },
    });
    const moment = screen.getByTestId('completion-moment');
    expect(moment).toHaveTextContent(t.congratulationsText('Ann'));
    await act(() => vi.advanceTimersByTimeAsync(100));
    const collage = within(moment).getByRole('list', { name: v.collageLabel('Ann') });
    expect(within(collage).getAllByRole('img')).toHaveLength(25);
    const call = api.callsTo('GET', '/api/hoogo/manage-game/event-1/get-user-matrix/')[0];
    expect(new URL(call?.url ?? '', 'http://x').searchParams.get('event_register_id')).toBe('p1');
    advance(COMPLETION_MOMENT_MS - 200);
    expect(screen.getByTestId('completion-moment')).toBeInTheDocument();
    advance(100);
    expect(screen.queryByTestId('completion-moment')).toBeNull();
    expect(api.callsTo('GET', '/api/hoogo/manage-game/event-1/get-user-matrix/')).toHaveLength(1);
  });
});

describe("venue board: the game's time", () => {
  const none = noSchedule;
  const statusWith = (schedule: EventSchedule) => statusFrame({ schedule });

  it('counts down to the next time of the schedule beside the counts, and says when connections are closed', async () => {
    await setup();
    await waitFor(() => expect(FakeWebSocket.to('status')).toHaveLength(1));
    const status = FakeWebSocket.latest('status');
    act(() => status.open());
    act(() => status.receive(statusWith(none)));
    expect(screen.queryByTestId('board-schedule')).toBeNull();

    const in10 = new Date(Date.now() + 600_000).toISOString();
    const in20 = new Date(Date.now() + 1_200_000).toISOString();
    act(() => status.receive(statusWith({ ...none, voting_opens_at: in20, connections_close_at: in10 })));
    const chip = await screen.findByRole('timer');
    expect(chip).toHaveTextContent(/^Connections close in (9:5\d|10:00)$/);

    // Connections closed, voting still to open: the countdown goes on to voting.
    const gone = new Date(Date.now() - 1000).toISOString();
    act(() => status.receive(statusWith({ ...none, voting_opens_at: in20, connections_close_at: gone })));
    await waitFor(() =>
      expect(screen.getByRole('timer')).toHaveTextContent(/^Voting opens in (19:5\d|20:00)$/),
    );
    act(() => status.receive(statusWith({ ...none, connections_close_at: gone })));
    await waitFor(() =>
      expect(screen.getByTestId('board-schedule')).toHaveTextContent(messages.schedule.closedShort),
    );
  });
});

describe('venue board: the host', () => {
  it('opens the host controls from a small button or the H key: grid status, Manage event, view switch', async () => {
    const grid = fullGrid.map((row) => [...row]);
    grid[4] = ['', '', '', '', ''];
    grid[3] = ['A', 'A', '', '', ''];
    const { user, game, voting } = await setup({ token: true, info: { matrix: grid } });
    send(game, windowSnapshot([player('p1', 'Ann')]));
    send(voting, snapshot([voteRow('p1', 'Ann', 2)]));
    const button = await screen.findByRole('button', { name: v.openHostControls });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: v.hostControls });
    expect(within(drawer).getByTestId('grid-status')).toHaveTextContent(messages.gridStatus.incomplete(17));
    // Manage event and the remote open in a new tab: the projector keeps the board.
    const manage = within(drawer).getByRole('link', { name: v.manageEvent });
    expect(manage).toHaveAttribute('href', '/dashboard/DevMeetup/');
    expect(manage).toHaveAttribute('target', '_blank');
    const remote = within(drawer).getByRole('link', { name: v.openRemote });
    expect(remote).toHaveAttribute('href', '/dashboard/DevMeetup/remote');
    expect(remote).toHaveAttribute('target', '_blank');
    await user.click(within(drawer).getByRole('button', { name: t.viewVoting }));
    expect(screen.getByRole('region', { name: t.votingTitle })).toBeInTheDocument();
    // The host's voting board has no vote links either.
    expect(screen.queryByRole('link', { name: t.voteFor('Ann') })).toBeNull();
    await user.keyboard('{Escape}');
    // The drawer leaves the page once it has closed (CI saw it still there, inert, right after Escape).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.keyboard('h');
    expect(await screen.findByRole('dialog', { name: v.hostControls })).toBeInTheDocument();
  });

  it('falls back to the public board when the host session ends, without leaving the page', async () => {
    const { router } = await setup({
      token: true,
      extra: {
        [`GET ${infoPath}`]: (call) =>
          call.headers.get('authorization')
            ? envelope(null, { status: 401, statusCode: 1000 })
            : envelope(eventInfo({ role: null })),
        'POST /api/auth/get-access-token/': () => envelope(null, { status: 401, statusCode: 1000 }),
      },
    });
    const game = FakeWebSocket.latest('leaderboard');
    send(game, windowSnapshot([player('p1', 'Ann')]));
    await waitFor(() => expect(storage.get('accessToken')).toBeNull());
    vi.useFakeTimers();
    advance(SESSION_EXPIRED_REDIRECT_DELAY_MS * 2);
    expect(router.state.location.pathname).toBe('/DevMeetup/leaderboard');
    expect(screen.queryByRole('button', { name: v.openHostControls })).toBeNull();
    expect(shownNames()).toEqual(['Ann']);
    expect(screen.queryByText(messages.network.sessionExpired)).toBeNull();
  });
});

describe('venue board: sockets', () => {
  it('reconnects the game socket 3 s after any close', async () => {
    const { game } = await setup();
    vi.useFakeTimers();
    act(() => game.serverClose(1000));
    advance(SOCKET_RECONNECT_DELAY_MS - 1);
    expect(FakeWebSocket.to('leaderboard')).toHaveLength(1);
    advance(1);
    expect(FakeWebSocket.to('leaderboard')).toHaveLength(2);
  });

  it("reconnects to the page's window on screen and names the player again", async () => {
    storage.setEventUserId('event-1', 'key-3');
    const { game } = await setup();
    const board = players(30);
    const serve = windowServer(game, board);
    vi.useFakeTimers();
    send(game, windowSnapshot(board, opening(game)));
    serve();
    advance(PAGE_SECONDS * 1000);
    serve();
    const page2 = windowsAsked(game).at(-1);
    expect(page2?.offset).toBeGreaterThan(0);
    act(() => game.serverClose(1006));
    advance(SOCKET_RECONNECT_DELAY_MS);
    const again = FakeWebSocket.latest('leaderboard');
    expect(again).not.toBe(game);
    expect(opening(again)).toEqual({ offset: page2?.offset, limit: page2?.limit });
    act(() => again.open());
    expect(again.sent).toEqual([{ type: 'me', user_id: 'key-3' }]);
  });

  it('closes the sockets on unmount and does not reconnect', async () => {
    const { game, voting, unmount } = await setup();
    vi.useFakeTimers();
    unmount();
    expect(game.closedByClient).toBe(1000);
    expect(voting.closedByClient).toBe(1000);
    // The screen's socket for the hosts' remote (docs/decisions/0080-the-remote.md) closes too.
    expect(FakeWebSocket.to('screen')[0]?.closedByClient).toBe(1000);
    // And the status channel's, for the schedule's countdown (docs/decisions/0079-the-games-time.md).
    expect(FakeWebSocket.to('status')[0]?.closedByClient).toBe(1000);
    advance(SOCKET_RECONNECT_DELAY_MS * 2);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });
});
