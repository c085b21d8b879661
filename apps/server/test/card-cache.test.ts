import type { UserMatrix } from '@hoogo/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connections, events, players, users } from '../src/db/schema.js';
import { batchedLookups, type CardStamp, createCardCache } from '../src/lib/card-cache.js';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import {
  api,
  completeCard,
  fill,
  fiveBingoCells,
  join,
  joinAll,
  playableEvent,
  seedConnections,
  type TestPlayer,
} from './helpers/game.js';

/**
 * get-user-matrix answers kept in memory (lib/card-cache.ts,
 * docs/decisions/0053-cards-served-from-memory.md): a kept answer is served only while the database's card
 * versions are those it was built at, and the triggers of migration 0011 bump them on every change of what a
 * card shows, whoever writes. Each change below is made after the card was kept; the next answer must be the
 * one a card built afresh gives.
 */
describe.each(testBackends('both'))('kept cards on %s', (backend) => {
  const t = useTestApp(backend);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  // The event's name in a new mix of cases: a lookup nothing was kept for, so its card is built afresh.
  let spelling = 0;
  const freshReference = () => {
    spelling += 1;
    return [...'devmeetup']
      .map((letter, i) => ((spelling >> i) & 1 ? letter.toUpperCase() : letter))
      .join('');
  };
  const card = async (reference: string, query: string) => {
    const answer = await call<UserMatrix>(
      t.app,
      'GET',
      `${api}/manage-game/${reference}/get-user-matrix/?${query}`,
    );
    expect(answer.status).toBe(200);
    return answer.body.response;
  };
  const own = (player: TestPlayer, reference = 'DevMeetup') => card(reference, `user_id=${player.user_id}`);
  const seen = (player: TestPlayer, reference = 'DevMeetup') =>
    card(reference, `event_register_id=${player.event_register_id}`);
  const builds = () => ({
    own: vi.spyOn(t.app.gameRepository, 'matrixByKey'),
    public: vi.spyOn(t.app.gameRepository, 'matrixByRegisterId'),
  });
  const playerId = async (player: TestPlayer) => {
    const [row] = await t.app.db
      .select({ id: players.id, userId: players.userId })
      .from(players)
      .where(eq(players.eventRegisterId, player.event_register_id));
    if (!row) throw new Error('no such player');
    return row;
  };
  /** Renames the player's account, as Update Profile does. */
  const rename = async (player: TestPlayer, name: string) =>
    t.app.db
      .update(users)
      .set({ name })
      .where(eq(users.id, (await playerId(player)).userId));

  it('serves a kept answer, the same as a card built afresh, after checking its versions', async () => {
    await playableEvent(t, { codeDigits: 3 });
    const [ana, ben] = await joinAll(t, 'DevMeetup', 'Ana Example', 'Ben Example');
    await fill(t, 'DevMeetup', ana.user_id, [[0, 0]], [ben.user_code!]);
    const first = await own(ana);
    const firstPublic = await seen(ana);
    const built = builds();
    const stamps = vi.spyOn(t.app.gameRepository, 'cardStamps');
    expect(await own(ana)).toEqual(first);
    expect(await seen(ana)).toEqual(firstPublic);
    expect(built.own).not.toHaveBeenCalled();
    expect(built.public).not.toHaveBeenCalled();
    // PostgreSQL checks the kept answer's versions; PGlite heard of every change as it committed.
    expect(stamps).toHaveBeenCalledTimes(backend === 'postgres' ? 2 : 0);
    // Kept cards asked for at once share one version query.
    stamps.mockClear();
    const together = await Promise.all([own(ana), seen(ana), own(ana), seen(ana)]);
    expect(together).toEqual([first, firstPublic, first, firstPublic]);
    expect(stamps).toHaveBeenCalledTimes(backend === 'postgres' ? 1 : 0);
    if (backend === 'postgres') expect(stamps.mock.calls[0]?.[0]).toHaveLength(4);
    // The kept answers are those a new lookup builds.
    expect(await own(ana, freshReference())).toEqual(first);
    expect(await seen(ana, freshReference())).toEqual(firstPublic);
    expect(built.own).toHaveBeenCalledTimes(1);
    expect(built.public).toHaveBeenCalledTimes(1);
    // The own card and the public one are kept apart: the public one has no codes.
    expect(first.user_code).not.toBeNull();
    expect(firstPublic.user_code).toBeNull();
  });

  it('refuses a key or an id kept for a player who is gone, as before', async () => {
    await playableEvent(t);
    const ana = await join(t, 'DevMeetup', 'ana@example.com', 'Ana Example');
    await own(ana);
    await seen(ana);
    await t.app.db.delete(players).where(eq(players.eventRegisterId, ana.event_register_id));
    const ownAnswer = await call(
      t.app,
      'GET',
      `${api}/manage-game/DevMeetup/get-user-matrix/?user_id=${ana.user_id}`,
    );
    expect(ownAnswer.status).toBe(403);
    const publicAnswer = await call(
      t.app,
      'GET',
      `${api}/manage-game/DevMeetup/get-user-matrix/?event_register_id=${ana.event_register_id}`,
    );
    expect(publicAnswer.status).toBe(404);
  });

  describe('a change of what the card shows, made after it was kept, is in the next answer', () => {
    interface Setting {
      ana: TestPlayer;
      ben: TestPlayer;
      cleo: TestPlayer;
      eventId: string;
    }
    /** Ana's card links Ben (0,0) and holds a plain cell (0,1); Cleo completed, then Ana. */
    async function setting(): Promise<Setting> {
      const event = await playableEvent(t, { codeDigits: 3 });
      const [ana, ben, cleo] = await joinAll(t, 'DevMeetup', 'Ana Example', 'Ben Example', 'Cleo Example');
      await completeCard(t, cleo);
      t.clock.advance(1_000);
      await fill(t, 'DevMeetup', ana.user_id, [[0, 0]], [ben.user_code!]);
      await seedConnections(
        t,
        ana,
        fiveBingoCells.filter(([x, y]) => x !== 0 || y !== 0),
      );
      return { ana, ben, cleo, eventId: event.event.event_id };
    }

    const changes: Array<[string, (s: Setting) => Promise<unknown>]> = [
      [
        'a connection added through the game',
        ({ ana, cleo }) => fill(t, 'DevMeetup', ana.user_id, [[4, 4]], [cleo.user_code!]),
      ],
      [
        "a connection's liner changed by a writer outside the app",
        async ({ ana }) =>
          t.app.db
            .update(connections)
            .set({ liner: 'Written straight into the database' })
            .where(and(eq(connections.playerId, (await playerId(ana)).id), eq(connections.x, 0))),
      ],
      [
        'a connection hidden by a host',
        async ({ ana }) =>
          t.app.db
            .update(connections)
            .set({ hiddenAt: t.clock.now(), hiddenCause: 'host' })
            .where(
              and(
                eq(connections.playerId, (await playerId(ana)).id),
                eq(connections.x, 0),
                eq(connections.y, 1),
                isNull(connections.hiddenAt),
              ),
            ),
      ],
      ["the player's account renamed", async ({ ana }) => rename(ana, 'Ana Renamed')],
      ["a linked player's account renamed", async ({ ben }) => rename(ben, 'Ben Renamed')],
      [
        'the linked player gone from the event',
        ({ ben }) => t.app.db.delete(players).where(eq(players.eventRegisterId, ben.event_register_id)),
      ],
      [
        'an earlier completer removed by a host (the completion rank)',
        ({ cleo }) =>
          t.app.db
            .update(players)
            .set({ removedAt: t.clock.now() })
            .where(eq(players.eventRegisterId, cleo.event_register_id)),
      ],
      [
        'an earlier completer gone from the event',
        ({ cleo }) => t.app.db.delete(players).where(eq(players.eventRegisterId, cleo.event_register_id)),
      ],
      [
        'a completer written in before the player by a writer outside the app',
        async ({ eventId, cleo }) => {
          const [account] = await t.app.db
            .insert(users)
            .values({ email: 'dora@example.com', name: 'Dora Example' })
            .returning({ id: users.id });
          const [earliest] = await t.app.db
            .select({ at: players.completedAt })
            .from(players)
            .where(eq(players.eventRegisterId, cleo.event_register_id));
          await t.app.db.insert(players).values({
            eventId,
            userId: account!.id,
            playerKey: 'dora-key',
            bingos: 5,
            totalConnections: 25,
            completedAt: new Date(earliest!.at!.getTime() - 1_000),
          });
        },
      ],
      [
        'the event changed (privacy of the public views, voting)',
        ({ eventId }) =>
          t.app.db
            .update(events)
            .set({ venuePrivacy: 'initials', votingEnabled: true })
            .where(eq(events.id, eventId)),
      ],
    ];

    it.each(changes)('%s', async (_, change) => {
      const s = await setting();
      const keptOwn = await own(s.ana);
      const keptPublic = await seen(s.ana);
      expect(await own(s.ana)).toEqual(keptOwn);
      expect(await seen(s.ana)).toEqual(keptPublic);
      await change(s);
      const ownAfter = await own(s.ana);
      const publicAfter = await seen(s.ana);
      expect(ownAfter).not.toEqual(keptOwn);
      expect(ownAfter).toEqual(await own(s.ana, freshReference()));
      expect(publicAfter).toEqual(await seen(s.ana, freshReference()));
    });
  });

  it('does not keep a card read before a change that committed before it was kept', async () => {
    await playableEvent(t);
    const ana = await join(t, 'DevMeetup', 'ana@example.com', 'Ana Example');
    const read = t.app.gameRepository.matrixByKey;
    // The change commits after the card's query and before its answer is kept.
    const racing = vi.spyOn(t.app.gameRepository, 'matrixByKey').mockImplementationOnce(async (...args) => {
      const card = await read(...args);
      await t.app.db
        .update(users)
        .set({ name: 'Ana Changed' })
        .where(eq(users.id, (await playerId(ana)).userId));
      return card;
    });
    expect((await own(ana)).user_name).toBe('Ana Example');
    expect(racing).toHaveBeenCalledTimes(1);
    expect((await own(ana)).user_name).toBe('Ana Changed');
  });

  it('drops the kept cards when the connections are emptied at once (TRUNCATE fires no row trigger)', async () => {
    await playableEvent(t);
    const ana = await join(t, 'DevMeetup', 'ana@example.com', 'Ana Example');
    await seedConnections(t, ana, [[0, 0]]);
    expect((await own(ana)).total_connections).toBe(1);
    expect((await own(ana)).answer[0]?.[0]?.disabled).toBe(true);
    await t.app.db.execute(sql`truncate connections cascade`);
    expect((await own(ana)).answer[0]?.[0]?.disabled).toBe(false);
    expect(await seen(ana)).toEqual(await seen(ana, freshReference()));
  });

  it('a completion ranked after the player leaves its kept card as it is', async () => {
    await playableEvent(t);
    const [ana, ben] = await joinAll(t, 'DevMeetup', 'Ana Example', 'Ben Example');
    await completeCard(t, ana);
    const kept = await own(ana);
    expect(kept.completion_rank).toBe(1);
    t.clock.advance(1_000);
    const { id } = await playerId(ana);
    const [before] = await t.app.db
      .select({ v: players.cardVersion })
      .from(players)
      .where(eq(players.id, id));
    await completeCard(t, ben);
    const [after] = await t.app.db.select({ v: players.cardVersion }).from(players).where(eq(players.id, id));
    expect(after?.v).toBe(before?.v);
    const built = builds();
    expect(await own(ana)).toEqual(kept);
    expect(built.own).not.toHaveBeenCalled();
  });
});

describe('the kept answers in memory', () => {
  const stamp = (playerVersion: number): CardStamp => ({
    playerId: 'p',
    playerVersion,
    eventId: 'e',
    eventVersion: 0,
  });

  it('lets the least recently used answers go past the byte budget', () => {
    const cache = createCardCache<string>(300);
    cache.set('a', stamp(1), 'A', 100);
    cache.set('b', stamp(1), 'B', 100);
    cache.set('c', stamp(1), 'C', 100);
    expect(cache.get('a')?.value).toBe('A');
    cache.set('d', stamp(1), 'D', 100);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key)?.value)).toEqual(['A', 'C', 'D']);
    expect(cache.size()).toEqual({ entries: 3, bytes: 300 });
  });

  it('forgets the answers of a player, of an event, or all of them', () => {
    const cache = createCardCache<string>(1_000);
    const of = (playerId: string, eventId: string): CardStamp => ({
      playerId,
      playerVersion: 0,
      eventId,
      eventVersion: 0,
    });
    cache.set('a1', of('a', 'e'), 'A own', 10);
    cache.set('a2', of('a', 'e'), 'A public', 10);
    cache.set('b', of('b', 'e'), 'B', 10);
    cache.set('c', of('c', 'f'), 'C', 10);
    cache.forget({ table: 'players', id: 'a' });
    expect(['a1', 'a2', 'b', 'c'].map((key) => cache.get(key)?.value)).toEqual([
      undefined,
      undefined,
      'B',
      'C',
    ]);
    cache.forget({ table: 'events', id: 'e' });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size()).toEqual({ entries: 1, bytes: 10 });
    cache.forget({ table: 'all' });
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('replaces an answer, and keeps none larger than the whole budget', () => {
    const cache = createCardCache<string>(300);
    cache.set('a', stamp(1), 'A', 100);
    cache.set('a', stamp(2), 'A2', 150);
    expect(cache.get('a')).toEqual({ stamp: stamp(2), value: 'A2' });
    expect(cache.size()).toEqual({ entries: 1, bytes: 150 });
    cache.set('b', stamp(1), 'B', 301);
    expect(cache.get('b')).toBeUndefined();
    cache.delete('a');
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('asks for the lookups of one turn together, in order, at most 100 at a time', async () => {
    const run = vi.fn(async (lookups: number[]) => lookups.map((n) => n * 10));
    const ask = batchedLookups(run);
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => ask(i)));
    expect(answers).toEqual(Array.from({ length: 150 }, (_, i) => i * 10));
    expect(run.mock.calls.map(([lookups]) => lookups.length)).toEqual([100, 50]);
    expect(await ask(7)).toBe(70);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('fails every lookup of a batch whose query failed, and the next batch still runs', async () => {
    let fail = true;
    const ask = batchedLookups(async (lookups: number[]) => {
      if (fail) throw new Error('database away');
      return lookups;
    });
    const failed = await Promise.allSettled([ask(1), ask(2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await ask(3)).toBe(3);
  });
});
