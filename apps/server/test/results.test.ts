import {
  compareLeaderboard,
  type Insights,
  type LeaderboardEntry,
  leaderboardRanks,
  type Results,
  scoreLetters,
  sortLeaderboard,
} from '@hoogo/core';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { type HostedEvent, hostedEvent } from './helpers/events.js';
import { rowsOf, seedPlayer, seedVote } from './helpers/results.js';

const api = '/api/hoogo/manage-event';
const T = '2026-11-20T18:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(T) + seconds * 1000).toISOString();

type Caller = 'owner' | 'admin' | 'other' | 'anonymous';
const routes = ['results/', 'export/players.csv', 'export/connections.csv', 'insights/'];
const expected: Record<Caller, number> = { owner: 200, admin: 200, other: 403, anonymous: 401 };

const tokenOf = (h: HostedEvent, caller: Caller) => (caller === 'anonymous' ? undefined : h[caller].token);

describe.each(testBackends('one'))('results on %s', (backend) => {
  const t = useTestApp(backend);

  describe('authorization matrix', () => {
    const cases = routes.flatMap((route) =>
      (['owner', 'admin', 'other', 'anonymous'] as const).map((caller) => [route, caller] as const),
    );
    it.each(cases)('GET %s as %s', async (route, caller) => {
      const h = await hostedEvent(t);
      const response = await t.app.inject({
        method: 'GET',
        url: `${api}/DevMeetup/${route}`,
        headers: caller === 'anonymous' ? {} : { authorization: `Bearer ${tokenOf(h, caller)}` },
      });
      expect(response.statusCode).toBe(expected[caller]);
      if (expected[caller] !== 200) {
        // Refusals come in the envelope, never as a CSV.
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json().hasError).toBe(true);
      }
    });

    it('answers 404 for an unknown event', async () => {
      const h = await hostedEvent(t);
      const answer = await call(t.app, 'GET', `${api}/NoSuchEvent/results/`, { token: h.owner.token });
      expect(answer.status).toBe(404);
    });
  });

  it('ranks in the core order with shared ranks, leaves removed players out and counts only their votes', async () => {
    const h = await hostedEvent(t);
    const eventId = h.event.event_id;
    const seed = (email: string, fields: Omit<Parameters<typeof seedPlayer>[2], 'email' | 'name'>) =>
      seedPlayer(t, eventId, { email: `${email}@example.com`, name: email.toUpperCase(), ...fields });
    const first = await seed('hana', { bingos: 5, total: 21, completedAt: at(5) });
    const b = await seed('ben', { bingos: 5, total: 25, completedAt: at(10) });
    const c = await seed('cleo', { bingos: 5, total: 25, completedAt: at(10) });
    const a = await seed('ada', { bingos: 5, total: 21, completedAt: at(10) });
    const d = await seed('dan', { bingos: 3, total: 15 });
    const e = await seed('eve', { bingos: 3, total: 15 });
    const f = await seed('finn', { bingos: 0, total: 0 });
    // Removed: would be first on every board.
    const g = await seed('gus', { bingos: 5, total: 25, completedAt: at(1), removedAt: at(100) });
    await seedVote(t, eventId, d, b);
    await seedVote(t, eventId, e, b);
    await seedVote(t, eventId, d, c);
    await seedVote(t, eventId, g, c); // withdrawn: its voter was removed
    await seedVote(t, eventId, f, a);
    await seedVote(t, eventId, a, g); // for a removed player: not ranked at all

    const answer = await call<Results>(t.app, 'GET', `${api}/DevMeetup/results/`, { token: h.admin.token });
    expect(answer.status).toBe(200);
    const results = answer.body.response;
    expect(results.event_name).toBe('DevMeetup');
    expect(results.participant_count).toBe(7);
    expect(results.completed_count).toBe(4);
    expect(results.first_finisher).toBe(first.eventRegisterId);
    expect(results.game.map((row) => row.rank)).toEqual([1, 2, 2, 4, 5, 5, 7]);
    expect(Object.fromEntries(results.game.map((row) => [row.user_name, row.rank]))).toEqual({
      HANA: 1,
      BEN: 2,
      CLEO: 2,
      ADA: 4,
      DAN: 5,
      EVE: 5,
      FINN: 7,
    });
    expect(results.game.find((row) => row.user_name === 'ADA')).toMatchObject({
      total_connections: 21,
      score: [true, true, true, true, true],
      completed_at: at(10),
    });
    // The same rows through core's order and ranks give the same answer.
    const core = sortLeaderboard(results.game as LeaderboardEntry[]);
    expect(core.map((row) => row.event_register_id)).toEqual(
      results.game.map((row) => row.event_register_id),
    );
    expect(leaderboardRanks(core)).toEqual(results.game.map((row) => row.rank));
    expect(results.game.some((row) => row.event_register_id === g.eventRegisterId)).toBe(false);

    expect(results.voting_enabled).toBe(false);
    expect(results.voting.map((row) => [row.user_name, row.vote_count, row.rank])).toEqual([
      ['BEN', 2, 1],
      ['CLEO', 1, 2],
      ['ADA', 1, 3],
      ['HANA', 0, 4],
    ]);
  });

  it('shares a voting rank between players equal on votes, connections and completion', async () => {
    const h = await hostedEvent(t);
    const eventId = h.event.event_id;
    const x = await seedPlayer(t, eventId, {
      email: 'x@example.com',
      name: 'X',
      bingos: 5,
      total: 22,
      completedAt: at(3),
    });
    const y = await seedPlayer(t, eventId, {
      email: 'y@example.com',
      name: 'Y',
      bingos: 5,
      total: 22,
      completedAt: at(3),
    });
    const z = await seedPlayer(t, eventId, { email: 'z@example.com', name: 'Z', bingos: 2, total: 9 });
    await seedVote(t, eventId, z, x);
    await seedVote(t, eventId, z, y);
    const answer = await call<Results>(t.app, 'GET', `${api}/DevMeetup/results/`, { token: h.owner.token });
    expect(answer.body.response.voting.map((row) => row.rank)).toEqual([1, 1]);
    expect(answer.body.response.game.map((row) => row.rank)).toEqual([1, 1, 3]);
  });

  it('answers an empty game', async () => {
    const h = await hostedEvent(t);
    const results = (await call<Results>(t.app, 'GET', `${api}/DevMeetup/results/`, { token: h.owner.token }))
      .body.response;
    expect(results).toMatchObject({
      participant_count: 0,
      completed_count: 0,
      first_finisher: null,
      game: [],
      voting: [],
    });
    const insights = (
      await call<Insights>(t.app, 'GET', `${api}/DevMeetup/insights/`, { token: h.owner.token })
    ).body.response;
    expect(insights.timeline).toEqual({ bucket_minutes: 1, points: [] });
    expect(insights.bingo_spread).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("computes the export's rank in SQL exactly as core ranks the players (ties, sub-millisecond times)", async () => {
    const h = await hostedEvent(t);
    const eventId = h.event.event_id;
    // 60 players over few distinct values, so that many tie; two completions differ only in microseconds
    // (the same millisecond: core sees them equal), two by one millisecond.
    const completions = [
      null,
      null,
      '2026-11-20 18:00:01.123456+00',
      '2026-11-20 18:00:01.123999+00',
      '2026-11-20 18:00:01.124+00',
      '2026-11-20 18:00:02+00',
    ];
    for (let i = 0; i < 60; i++) {
      const completedAt = completions[i % completions.length] ?? null;
      await seedPlayer(t, eventId, {
        email: `p${i}@example.com`,
        name: `P${i}`,
        bingos: completedAt ? 5 : (i * 7) % 5,
        total: completedAt ? 21 + ((i * 5) % 3) : (i * 3) % 4,
        completedAt,
        removedAt: i % 13 === 12 ? at(50) : null,
      });
    }
    const stored = await rowsOf<{
      email: string;
      bingos: number;
      total: number;
      completed_at: Date | string | null;
      removed: boolean;
    }>(
      t,
      sql`select u.email, p.bingos, p.total_connections as total, p.completed_at, p.removed_at is not null as removed
        from players p join users u on u.id = p.user_id where p.event_id = ${eventId}`,
    );
    const entries = stored
      .filter((row) => !row.removed)
      .map(
        (row): LeaderboardEntry => ({
          event_register_id: row.email,
          user_name: row.email,
          total_connections: Number(row.total),
          score: scoreLetters(Number(row.bingos)),
          completed_at: row.completed_at === null ? null : new Date(row.completed_at).toISOString(),
        }),
      );
    const ordered = sortLeaderboard(entries);
    const coreRanks = new Map(
      leaderboardRanks(ordered).map((rank, i) => [ordered[i]?.event_register_id, rank]),
    );
    expect(new Set(coreRanks.values()).size).toBeLessThan(entries.length); // ties exist

    // In batches of 7 (keyset pages cut through groups of ties) and in one.
    const paged = [];
    let cursor = null;
    do {
      const batch: Awaited<ReturnType<typeof t.app.resultsRepository.playersBatch>> =
        await t.app.resultsRepository.playersBatch(eventId, cursor, 7);
      expect(batch.rows.length).toBeLessThanOrEqual(7);
      paged.push(...batch.rows);
      cursor = batch.next;
    } while (cursor);
    const whole = (await t.app.resultsRepository.playersBatch(eventId, null, 1000)).rows;
    expect(paged).toEqual(whole);
    expect(whole).toHaveLength(60);

    const ranked = whole.filter((row) => !row.removed);
    expect(Object.fromEntries(ranked.map((row) => [row.email, row.rank]))).toEqual(
      Object.fromEntries(coreRanks),
    );
    // The export's order is core's order (ties in any order among themselves).
    const byEmail = new Map(entries.map((entry) => [entry.event_register_id, entry]));
    const inExportOrder = ranked.map((row) => byEmail.get(row.email) as LeaderboardEntry);
    for (let i = 1; i < inExportOrder.length; i++) {
      const [before, after] = [inExportOrder[i - 1], inExportOrder[i]] as [
        LeaderboardEntry,
        LeaderboardEntry,
      ];
      expect(
        compareLeaderboard({ ...before, event_register_id: '' }, { ...after, event_register_id: '' }),
      ).toBeLessThanOrEqual(0);
    }
    // Removed players come last, unranked.
    expect(whole.slice(ranked.length).every((row) => row.removed && row.rank === null)).toBe(true);

    // The CSV carries the same ranks.
    const csv = await t.app.inject({
      method: 'GET',
      url: `${api}/DevMeetup/export/players.csv`,
      headers: { authorization: `Bearer ${h.owner.token}` },
    });
    const records = parse(csv.body, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(records.map((record) => [record.Email, record.Rank])).toEqual(
      whole.map((row) => [row.email, row.rank === null ? '' : String(row.rank)]),
    );
  });
});
