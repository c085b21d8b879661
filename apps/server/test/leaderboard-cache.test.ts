import {
  type ConnectionImage,
  type LeaderboardPlayer,
  type LeaderboardWindow,
  sortLeaderboard,
} from '@hoogo/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../src/db/schema.js';
import {
  type BoardSource,
  boardOf,
  createLeaderboardCache,
  inBoardOrder,
  ownPlaceOf,
  patchBoard,
  sortedBoard,
  windowOf,
} from '../src/plugins/app/live/leaderboard-cache.js';
import { createInProcessBus, type LiveMessage } from '../src/plugins/app/live/live-bus.js';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { api, connect, join, playableEvent, seedConnections } from './helpers/game.js';
import { testRedisUrl } from './helpers/live.js';
import { insertPlayers } from './helpers/results.js';

const row = (id: string, connections: number): LeaderboardPlayer => ({
  event_register_id: id,
  user_name: id,
  user_code: null,
  total_connections: connections,
  score: [false, false, false, false, false],
  completed_at: null,
  connected_to: [],
});

const board = (label: string): BoardSource => ({ rows: [row(label, 0)] });

const image = (): ConnectionImage => ({
  image: '/media/selfie.jpg',
  thumbnail: '/media/selfie.webp',
  user_name: 'Amy',
  liner: 'Met at the coffee line',
  connected_name: 'Bo',
  connected_at: '2026-11-23T10:00:00.000Z',
  code: null,
});

/** A compute function whose calls are counted and settled by the test. */
function controlledCompute() {
  const calls: Array<{ eventId: string; resolve: (board: BoardSource) => void }> = [];
  const compute = (eventId: string) =>
    new Promise<BoardSource>((resolve) => {
      calls.push({ eventId, resolve });
    });
  return { calls, compute };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A bus whose publish stands for other instances: the cache puts what it hears on its boards (a change
 * made here is put there by the announcer, docs/decisions/0070-one-announce-path.md).
 */
function otherInstances() {
  const bus = createInProcessBus(() => {});
  return {
    ...bus,
    publish: (eventId: string, message: LiveMessage) => bus.deliver(eventId, message, 'elsewhere'),
  };
}

/** A cache on `otherInstances` whose board of e1 is being computed (its `calls[0]`, settled by the test). */
async function computing() {
  const bus = otherInstances();
  const { calls, compute } = controlledCompute();
  const cache = createLeaderboardCache({ bus, compute });
  const pending = cache.get('e1');
  await flush();
  return { bus, calls, cache, pending };
}

describe('leaderboard cache', () => {
  it('computes once for concurrent misses and answers the cached board after', async () => {
    const { calls, compute } = controlledCompute();
    const cache = createLeaderboardCache({ bus: otherInstances(), compute });
    const first = cache.get('e1');
    const second = cache.get('e1');
    await flush();
    expect(calls).toHaveLength(1);
    calls[0]?.resolve(board('a'));
    expect(await first).toBe(await second);
    expect((await cache.get('e1')).rows[0]?.user_name).toBe('a');
    expect(calls).toHaveLength(1);
    cache.close();
  });

  it("patches the board with the row of a change on the event's channel, and only that event's", async () => {
    const bus = otherInstances();
    let n = 0;
    const cache = createLeaderboardCache({ bus, compute: async (id) => board(`${id}-${++n}`) });
    const first = await cache.get('e1');
    expect(first.rows[0]?.user_name).toBe('e1-1');
    expect((await cache.get('e2')).rows[0]?.user_name).toBe('e2-2');

    bus.publish('e1', { type: 'player_joined', player: row('zed', 0), friendCode: null });
    bus.publish('e1', {
      type: 'connection_made',
      player: row('amy', 3),
      friendCode: null,
      image: image(),
      connectionId: 'c1',
    });
    const patched = await cache.get('e1');
    expect(patched.rows.map((r) => r.event_register_id)).toEqual(['amy', 'e1-1', 'zed']);
    // A new version of the board: the held one is not changed under the requests reading it.
    expect(first.rows.map((r) => r.event_register_id)).toEqual(['e1-1']);
    expect(patched.totals).toEqual({
      participant_count: 3,
      total_connections: 3,
      completed_count: 0,
      row_count: 3,
    });
    expect((await cache.get('e2')).rows.map((r) => r.event_register_id)).toEqual(['e2-2']);

    // Messages without a row leave the game board as it is.
    const before = await cache.get('e1');
    bus.publish('e1', { type: 'voting_toggled', voting_enabled: true });
    bus.publish('e1', { type: 'grid_changed', matrix: [] });
    expect(await cache.get('e1')).toBe(before);
    expect(n).toBe(2);
    cache.close();
  });

  it('puts a change heard from another instance on the board once, and leaves one made here to the announcer', async () => {
    const bus = createInProcessBus(() => {});
    const cache = createLeaderboardCache({ bus, compute: async () => board('a') });
    await cache.get('e1');
    const joined: LiveMessage = { type: 'player_joined', player: row('zed', 0), friendCode: null };
    // Made here: the announcer puts it on the board, then publishes it; hearing it back changes nothing.
    cache.hear('e1', joined);
    bus.publish('e1', joined);
    expect(cache.applied()).toBe(1);
    expect((await cache.get('e1')).rows.map((r) => r.event_register_id)).toEqual(['a', 'zed']);
    // Made elsewhere: the subscription puts it on the board.
    bus.deliver('e1', { type: 'player_joined', player: row('bea', 0), friendCode: null }, 'elsewhere');
    expect(cache.applied()).toBe(2);
    expect((await cache.get('e1')).rows.map((r) => r.event_register_id)).toEqual(['a', 'bea', 'zed']);
    cache.close();
  });

  it('moves a changed row to its new rank and ignores an older row arriving late', async () => {
    const bus = otherInstances();
    const cache = createLeaderboardCache({
      bus,
      compute: async () => ({ rows: [row('a', 5), row('b', 3), row('c', 1)] }),
    });
    await cache.get('e1');
    cache.apply('e1', row('c', 4));
    expect((await cache.get('e1')).rows.map((r) => r.event_register_id)).toEqual(['a', 'c', 'b']);
    cache.apply('e1', row('c', 2));
    expect((await cache.get('e1')).rows.map((r) => `${r.event_register_id}${r.total_connections}`)).toEqual([
      'a5',
      'c4',
      'b3',
    ]);
    cache.apply('e1', { ...row('b', 3), completed_at: '2026-11-23T10:00:00.000Z' });
    expect((await cache.get('e1')).rows.map((r) => r.event_register_id)).toEqual(['b', 'a', 'c']);
    cache.close();
  });

  it('applies moderation: rows of a hide with a higher revision, a removed row taken off, also mid-computation', async () => {
    const { bus, calls, cache, pending } = await computing();
    // A removal heard while the board is computed: the computed board may still hold the row.
    bus.publish('e1', {
      type: 'player_moderated',
      eventRegisterId: 'c',
      removed: true,
      connectionIds: ['k1'],
      players: [{ player: { ...row('b', 2), revision: 9 }, friendCode: null }],
      hiddenImages: [],
      votingChanged: false,
    });
    calls[0]?.resolve({
      rows: [
        { ...row('a', 5), revision: 5 },
        { ...row('b', 3), revision: 8 },
        { ...row('c', 1), revision: 1 },
      ],
    });
    expect((await pending).rows.map((r) => `${r.event_register_id}${r.total_connections}`)).toEqual([
      'a5',
      'b2',
    ]);

    // A hide lowers a row's connections: the higher revision wins over the higher count.
    bus.publish('e1', {
      type: 'connections_moderated',
      connectionIds: ['k2'],
      players: [{ player: { ...row('a', 1), revision: 6 }, friendCode: null }],
      hiddenImages: ['/media/k2.jpg'],
      votingChanged: false,
    });
    expect((await cache.get('e1')).rows.map((r) => `${r.event_register_id}${r.total_connections}`)).toEqual([
      'b2',
      'a1',
    ]);
    // A late row of an older revision does not undo it; a restore brings a row back.
    cache.apply('e1', { ...row('a', 5), revision: 5 });
    bus.publish('e1', {
      type: 'player_moderated',
      eventRegisterId: 'c',
      removed: false,
      connectionIds: [],
      players: [{ player: { ...row('c', 1), revision: 2 }, friendCode: null }],
      hiddenImages: [],
      votingChanged: false,
    });
    expect((await cache.get('e1')).rows.map((r) => `${r.event_register_id}${r.total_connections}`)).toEqual([
      'b2',
      'a1',
      'c1',
    ]);
    cache.close();
  });

  it('keeps a removed player off when a row of theirs sent before the removal arrives after it', async () => {
    const bus = otherInstances();
    const cache = createLeaderboardCache({
      bus,
      compute: async () => ({
        rows: [
          { ...row('a', 5), revision: 5 },
          { ...row('c', 3), revision: 3 },
        ],
      }),
    });
    await cache.get('e1');
    bus.publish('e1', {
      type: 'player_moderated',
      eventRegisterId: 'c',
      removed: true,
      revision: 4,
      connectionIds: [],
      players: [],
      hiddenImages: [],
      votingChanged: false,
    });
    expect((await cache.get('e1')).rows.map((r) => r.event_register_id)).toEqual(['a']);
    // Through another instance, c's last connection (revision 4, made just before the removal) comes late.
    bus.publish('e1', {
      type: 'connection_made',
      player: { ...row('c', 4), revision: 4 },
      friendCode: null,
      image: image(),
      connectionId: 'k9',
    });
    expect((await cache.get('e1')).rows.map((r) => r.event_register_id)).toEqual(['a']);
    // The restore comes with a newer revision: c is back, and later rows of c apply as usual.
    bus.publish('e1', {
      type: 'player_moderated',
      eventRegisterId: 'c',
      removed: false,
      connectionIds: [],
      players: [{ player: { ...row('c', 4), revision: 5 }, friendCode: null }],
      hiddenImages: [],
      votingChanged: false,
    });
    cache.apply('e1', { ...row('c', 6), revision: 6 });
    expect((await cache.get('e1')).rows.map((r) => `${r.event_register_id}${r.total_connections}`)).toEqual([
      'c6',
      'a5',
    ]);
    cache.close();
  });

  it('applies rows published during a computation to its result', async () => {
    const { bus, calls, cache, pending } = await computing();
    bus.publish('e1', { type: 'player_joined', player: row('late', 1), friendCode: null });
    calls[0]?.resolve(board('early'));
    expect((await pending).rows.map((r) => r.event_register_id)).toEqual(['late', 'early']);
    expect((await cache.get('e1')).rows.map((r) => r.event_register_id)).toEqual(['late', 'early']);
    expect(calls).toHaveLength(1);
    cache.close();
  });

  it('expires after the TTL, and keeps at most maxEvents events, unsubscribing the dropped ones', async () => {
    // lru-cache keeps an entry stored at time 0 forever (a real clock never reads 0): the test starts later.
    let time = 1_000;
    let n = 0;
    const bus = otherInstances();
    const subscribed = new Set<string>();
    const countingBus = {
      ...bus,
      subscribe(eventId: string, handler: Parameters<typeof bus.subscribe>[1]) {
        subscribed.add(eventId);
        const stop = bus.subscribe(eventId, handler);
        return () => {
          subscribed.delete(eventId);
          stop();
        };
      },
    };
    const cache = createLeaderboardCache({
      bus: countingBus,
      compute: async () => board(String(++n)),
      ttlMs: 1_000,
      maxEvents: 2,
      now: () => time,
    });
    expect((await cache.get('e1')).rows[0]?.user_name).toBe('1');
    time = 2_000;
    expect((await cache.get('e1')).rows[0]?.user_name).toBe('1');
    time = 2_001;
    expect((await cache.get('e1')).rows[0]?.user_name).toBe('2');
    await cache.get('e2');
    await cache.get('e3');
    expect([...subscribed].sort()).toEqual(['e2', 'e3']);
    cache.close();
    expect(subscribed.size).toBe(0);
  });
});

describe('board places and windows', () => {
  const done = (id: string, at: string): LeaderboardPlayer => ({
    ...row(id, 25),
    score: [true, true, true, true, true],
    completed_at: at,
  });
  // a done first, then b c d tied (3 connections), e, then f g tied (0).
  const tied = () =>
    boardOf({
      rows: [
        done('a', '2026-11-23T10:00:00.000Z'),
        row('b', 3),
        row('c', 3),
        row('d', 3),
        row('e', 2),
        row('f', 0),
        row('g', 0),
      ],
    });

  it("sorts a computed board exactly as core's sortLeaderboard does", () => {
    const rows = Array.from({ length: 500 }, (_, i): LeaderboardPlayer => {
      const letters = (i * 7) % 6;
      return {
        ...row(`p${(i * 37) % 500}`, (i * 13) % 26),
        score: [0, 1, 2, 3, 4].map((k) => k < letters),
        completed_at: i % 9 === 0 ? `2026-11-23T10:0${i % 3}:00.000Z` : null,
      };
    });
    expect(sortedBoard(rows)).toEqual(sortLeaderboard(rows));
  });

  it('keeps rows already in the core order as they are, and sorts rows that are not', () => {
    const ordered = tied().rows;
    expect(inBoardOrder(ordered)).toBe(ordered);
    const shuffled = [ordered[3], ordered[0], ordered[6], ordered[1], ordered[5], ordered[2], ordered[4]].map(
      (r) => r as LeaderboardPlayer,
    );
    expect(inBoardOrder(shuffled)).toEqual(ordered);
  });

  it('ranks a player by binary search, ties sharing the rank of the first of them', () => {
    const board = tied();
    const ranks = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => ownPlaceOf(board, id)?.rank);
    expect(ranks).toEqual([1, 2, 2, 2, 5, 6, 6]);
    expect(ownPlaceOf(board, 'nobody')).toBeNull();
    expect(ownPlaceOf(board, 'c')?.row).toBe(board.rows[2]);
  });

  it('answers a window with the rank of its first row, tied with the row above it', () => {
    const board = tied();
    expect(windowOf(board, { offset: 2, limit: 3 })).toEqual({ rows: board.rows.slice(2, 5), first_rank: 2 });
    expect(windowOf(board, { offset: 0, limit: 2 }).first_rank).toBe(1);
    expect(windowOf(board, { offset: 6, limit: 50 })).toEqual({ rows: [board.rows[6]], first_rank: 6 });
    // Past the end: no rows, the rank the next row would have.
    expect(windowOf(board, { offset: 9, limit: 5 })).toEqual({ rows: [], first_rank: 10 });
  });

  it('keeps the totals and the rows by id with the changes, and ignores a change heard twice', () => {
    let board = boardOf({ rows: [row('a', 2), row('b', 1)] });
    const joined = { ...row('c', 0), revision: 1, connected_to: ['a'] };
    board = patchBoard(board, { row: joined, friendCode: '1234' }) ?? board;
    expect(board.codes.get('c')).toBe('1234');
    // Boards carry no links (docs/decisions/0052-boards-that-cost-what-a-viewer-sees.md): a change's are
    // dropped as the row enters.
    expect(board.byId.get('c')?.connected_to).toEqual([]);
    expect(patchBoard(board, { row: joined })).toBeNull();
    board = patchBoard(board, { row: { ...done('c', '2026-11-23T10:00:00.000Z'), revision: 2 } }) ?? board;
    expect(board.rows.map((r) => r.event_register_id)).toEqual(['c', 'a', 'b']);
    expect(board.totals).toEqual({
      participant_count: 3,
      total_connections: 28,
      completed_count: 1,
      row_count: 3,
    });
    board = patchBoard(board, { removed: 'a' }) ?? board;
    expect(board.totals).toEqual({
      participant_count: 2,
      total_connections: 26,
      completed_count: 1,
      row_count: 2,
    });
    expect(board.byId.has('a')).toBe(false);
    expect(ownPlaceOf(board, 'b')?.rank).toBe(2);
  });
});

const redisUrl = testRedisUrl();
// The cache shared through Redis is the scaled mode's: PostgreSQL + Redis (docs/testing.md).
const variants = testBackends('both').map((backend): [string, NodeJS.ProcessEnv] =>
  backend === 'postgres' && redisUrl ? [`${backend} + Redis`, { REDIS_URL: redisUrl }] : [backend, {}],
);

describe.each(variants)('cached leaderboard on %s', (label, env) => {
  const t = useTestApp(label.startsWith('postgres') ? 'postgres' : 'pglite', { env });
  const board = async () =>
    (await call<LeaderboardWindow>(t.app, 'GET', `${api}/manage-event/DevMeetup/leaderboard/`)).body;

  const windowAt = async (query: string, token?: string) =>
    call<LeaderboardWindow>(
      t.app,
      'GET',
      `${api}/manage-event/DevMeetup/leaderboard/${query}`,
      token ? { token } : {},
    );

  it('answers a window within bounds, with the first rank tied above it, me, and codes for hosts', async () => {
    const event = await playableEvent(t, { codeDigits: 4 });
    // Ann 2 connections, then Bob and Cy tied with 1, then Dee with none.
    const [ann, bob, cy, dee] = [
      await join(t, 'DevMeetup', 'ann@example.com', 'Ann'),
      await join(t, 'DevMeetup', 'bob@example.com', 'Bob'),
      await join(t, 'DevMeetup', 'cy@example.com', 'Cy'),
      await join(t, 'DevMeetup', 'dee@example.com', 'Dee'),
    ];
    await seedConnections(t, ann, [
      [0, 0],
      [0, 1],
    ]);
    await seedConnections(t, bob, [[0, 0]]);
    await seedConnections(t, cy, [[0, 0]]);
    const tiedSecond = (await windowAt('?offset=2&limit=1')).body.response;
    expect(tiedSecond).toMatchObject({ offset: 2, first_rank: 2, row_count: 4, participant_count: 4 });
    expect(tiedSecond.rows).toHaveLength(1);
    expect([bob.event_register_id, cy.event_register_id]).toContain(tiedSecond.rows[0]?.event_register_id);
    expect(tiedSecond.me).toBeUndefined();

    // Bounds: a limit over 200 is 200, a negative offset 0, past the end no rows.
    const all = (await windowAt('?offset=-3&limit=5000')).body.response;
    expect(all).toMatchObject({ offset: 0, first_rank: 1, total_connections: 4, completed_count: 0 });
    expect(all.rows.map((row) => row.user_name)).toEqual(expect.arrayContaining(['Ann', 'Bob', 'Cy', 'Dee']));
    expect(all.rows[0]?.user_name).toBe('Ann');
    expect((await windowAt('?offset=10')).body.response).toMatchObject({
      rows: [],
      offset: 10,
      row_count: 4,
    });
    expect((await windowAt('?limit=0')).body.response.rows).toHaveLength(1);

    // Your own place, with your key; hosts see the codes of the window's rows and of their own place.
    const mine = (await windowAt(`?limit=1&user_id=${dee.user_id}`)).body.response;
    expect(mine.me).toEqual({ row: expect.objectContaining({ user_name: 'Dee', user_code: null }), rank: 4 });
    const hosts = (await windowAt(`?limit=1&user_id=${dee.user_id}`, event.owner.token)).body.response;
    expect(hosts.rows[0]?.user_code).toBe(ann.user_code);
    expect(hosts.me?.row.user_code).toBe(dee.user_code);

    // A key that is no player's of this event is refused, and says so.
    const refused = await windowAt('?user_id=not-a-key');
    expect(refused.status).toBe(403);
    expect(refused.body.hasError).toBe(true);
  });

  it('answers the first window of 5,000 players in under 50 KB', async () => {
    const event = await playableEvent(t);
    await insertPlayers(t, event.event.event_id, 5_000, {
      prefix: 'many',
      row: (i) => ({ totalConnections: i % 24, bingos: i % 5 }),
    });
    const first = await windowAt('');
    expect(first.status).toBe(200);
    expect(first.body.response).toMatchObject({ row_count: 5_000, participant_count: 5_000 });
    expect(first.body.response.rows).toHaveLength(50);
    expect(JSON.stringify(first.body).length).toBeLessThan(50_000);
  });

  it('reads the rows in the core order, completion times cut to the millisecond as the API gives them', async () => {
    const event = await playableEvent(t);
    const base = Date.parse('2026-11-23T10:00:00.000Z');
    await insertPlayers(t, event.event.event_id, 300, {
      prefix: 'order',
      name: (i) => `P${i}`,
      row: (i) => ({
        playerKey: `order-${i}`,
        totalConnections: (i * 13) % 26,
        bingos: i % 7 === 0 ? 5 : (i * 7) % 5,
        // Completions two at a time in the same millisecond: the microseconds below must not order them.
        completedAt: i % 7 === 0 ? new Date(base + Math.floor(i / 14)) : null,
      }),
    });
    await t.app.db.execute(sql`
      update players set completed_at = completed_at + make_interval(secs => (abs(hashtext(player_key)) % 1000) / 1e6)
      where completed_at is not null`);
    const { rows, codes } = await t.app.gameRepository.leaderboard(event.event.event_id);
    expect(rows).toHaveLength(300);
    expect(codes.size).toBe(300);
    expect(rows.map((r) => r.event_register_id)).toEqual(
      sortLeaderboard(rows).map((r) => r.event_register_id),
    );
    // The times as drizzle maps the column (a Date, cut to the millisecond), so as the cards show them.
    const held = await t.app.db
      .select({ id: players.eventRegisterId, at: players.completedAt })
      .from(players)
      .where(eq(players.eventId, event.event.event_id));
    const expected = new Map(held.map((h) => [h.id, h.at?.toISOString() ?? null]));
    for (const r of rows) expect(r.completed_at).toBe(expected.get(r.event_register_id));
    // Totals from the rows.
    const answer = (await board()).response;
    expect(answer.total_connections).toBe(rows.reduce((sum, r) => sum + r.total_connections, 0));
    expect(answer.completed_count).toBe(rows.filter((r) => r.completed_at !== null).length);
  });

  it('shows a new player and a new connection on the very next GET', async () => {
    const event = await playableEvent(t, { codeDigits: 4 });
    const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia');
    const first = await board();
    expect(first.response.rows.map((row) => row.user_name)).toEqual(['Pia']);
    expect(await board()).toEqual(first);

    const max = await join(t, 'DevMeetup', 'max@example.com', 'Max');
    expect((await board()).response.rows.map((row) => row.user_name).sort()).toEqual(['Max', 'Pia']);

    expect((await connect(t, 'DevMeetup', pia.user_id, 0, 0, { code: max.user_code ?? '' })).status).toBe(
      200,
    );
    const after = await board();
    // The public answer skips the response schema: it must still be the hosts' answer without the codes.
    const forHosts = await call<LeaderboardWindow>(
      t.app,
      'GET',
      `${api}/manage-event/DevMeetup/leaderboard/`,
      {
        token: event.owner.token,
      },
    );
    expect(forHosts.body.response.rows[0]?.user_code).toBe(pia.user_code);
    expect(after).toEqual({
      ...forHosts.body,
      response: {
        ...forHosts.body.response,
        rows: forHosts.body.response.rows.map((row) => ({ ...row, user_code: null })),
      },
    });
    expect(after.hasError).toBe(false);
    expect(after.response).toMatchObject({
      offset: 0,
      first_rank: 1,
      row_count: 2,
      participant_count: 2,
      total_connections: 1,
      completed_count: 0,
    });
    // The links are on the player's card and in the results export, not on boards
    // (docs/decisions/0052-boards-that-cost-what-a-viewer-sees.md).
    expect(after.response.rows[0]).toMatchObject({
      user_name: 'Pia',
      user_code: null,
      total_connections: 1,
      connected_to: [],
    });
  });
});
