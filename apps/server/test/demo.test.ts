import { readdir } from 'node:fs/promises';
import type {
  CreatedEvent,
  EventInfo,
  LeaderboardWindow,
  OrganisedEvent,
  TotalConnections,
  VotingRow,
} from '@hoogo/core';
import { MAX_DEMO_EVENTS_PER_ACCOUNT, messages, StatusCode } from '@hoogo/core';
import { and, count, eq, isNotNull, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { connections, events, players, users, votes } from '../src/db/schema.js';
import { DEMO_CODE_DIGITS, DEMO_DURATION_MS, DEMO_EMAIL_DOMAIN, demoPlan } from '../src/lib/demo-plan.js';
import { call, registerUser } from './helpers/api.js';
import { type TestApp, TestClock, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { fill, join, playableEvent } from './helpers/game.js';

const api = '/api/hoogo';

describe.each(testBackends('one'))('demo events on %s', (backend) => {
  const t = useTestApp(backend);

  afterEach(async () => {
    // No simulation outlives its test (the next test empties the tables under it).
    await Promise.all(t.app.demoSimulation.running().map((id) => t.app.demoSimulation.stop(id)));
  });

  const signIn = async (email = 'host@example.com') =>
    (await registerUser(t, email, 'Hana Host')).access_token;
  const createDemo = (app: TestApp['app'], token?: string) =>
    call<CreatedEvent>(app, 'POST', `${api}/manage-event/demo/create/`, token ? { token } : {});

  const db = () => t.app.db;
  const demoUsers = async (eventId: string) =>
    (await db().select({ n: count() }).from(users).where(eq(users.demoEventId, eventId)))[0]?.n ?? 0;
  const simulatedUsers = async () =>
    (
      await db()
        .select({ n: count() })
        .from(users)
        .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`))
    )[0]?.n ?? 0;
  const playersOf = async (eventId: string) =>
    (await db().select({ n: count() }).from(players).where(eq(players.eventId, eventId)))[0]?.n ?? 0;
  const connectionRows = (eventId: string) =>
    db().select().from(connections).where(eq(connections.eventId, eventId));
  const completed = async (eventId: string) =>
    (
      await db()
        .select({ n: count() })
        .from(players)
        .where(and(eq(players.eventId, eventId), isNotNull(players.completedAt)))
    )[0]?.n ?? 0;
  /** The media keys (file names under the media folder) of connection rows: selfies and thumbnails. */
  const mediaKeys = (rows: { imageKey: string | null; thumbnailKey: string | null }[]) =>
    new Set(rows.flatMap((row) => [row.imageKey, row.thumbnailKey]).filter((key) => key !== null));
  const voteCount = async (eventId: string) =>
    (await db().select({ n: count() }).from(votes).where(eq(votes.eventId, eventId)))[0]?.n ?? 0;
  const mediaFiles = async () =>
    (await readdir(t.config.mediaDir).catch(() => [] as string[])).filter((f) => !f.startsWith('.'));

  const planned = (eventId: string) => {
    const { steps } = demoPlan(eventId);
    return {
      connections: steps.filter((step) => step.kind === 'connect').length,
      votes: steps.filter((step) => step.kind === 'vote').length,
    };
  };

  /** Moves the clock to `ms` after the demo's start and runs every step due by then. */
  async function playUntil(app: TestApp['app'], clock: TestClock, eventId: string, ms: number) {
    const [event] = await app.db.select().from(events).where(eq(events.id, eventId));
    clock.advance(event!.demoStartedAt!.getTime() + ms - clock.now().getTime());
    await app.demoSimulation.catchUp(eventId);
  }

  describe('create', () => {
    it('refuses an anonymous caller', async () => {
      const answer = await createDemo(t.app);
      expect(answer.status).toBe(401);
      expect(answer.body.statusCode).toBe(StatusCode.TokenInvalid);
    });

    it('creates a demo event: full grid, friend codes, voting off, the caller as owner, marked demo', async () => {
      const token = await signIn();
      const created = await createDemo(t.app, token);
      expect(created.status).toBe(200);
      expect(created.body.message.general[0]).toBe(messages.demo.created);
      const { event_id: id, event_name: name } = created.body.response;
      expect(name).toMatch(/^Demo-[A-Za-z]+-\d{4}$/);

      const info = await call<EventInfo>(t.app, 'GET', `${api}/manage-event/${name}/get-info/`, { token });
      expect(info.body.response).toMatchObject({
        id,
        demo: true,
        role: 'Owner',
        code_digits: DEMO_CODE_DIGITS,
        voting_enabled: false,
        matrix: demoPlan(id).matrix,
      });
      expect(info.body.response.matrix.flat().every((letter) => /^[A-Z]$/.test(letter))).toBe(true);

      const organised = await call<OrganisedEvent[]>(t.app, 'GET', `${api}/manage-user/organised-events/`, {
        token,
      });
      expect(organised.body.response).toEqual([
        expect.objectContaining({ event_id: id, demo: true, grid_filled: 25 }),
      ]);
      expect(t.app.demoSimulation.running()).toEqual([id]);
    });

    it('marks real events as not demo', async () => {
      const event = await playableEvent(t);
      const info = await call<EventInfo>(
        t.app,
        'GET',
        `${api}/manage-event/${event.event.event_name}/get-info/`,
      );
      expect(info.body.response.demo).toBe(false);
    });

    it(`allows at most ${MAX_DEMO_EVENTS_PER_ACCOUNT} demo events per account, and another after a deletion`, async () => {
      const token = await signIn();
      const made: CreatedEvent[] = [];
      for (let i = 0; i < MAX_DEMO_EVENTS_PER_ACCOUNT; i++) {
        const answer = await createDemo(t.app, token);
        expect(answer.status).toBe(200);
        made.push(answer.body.response);
      }
      const refused = await createDemo(t.app, token);
      expect(refused.status).toBe(409);
      expect(refused.body.message.general[0]).toBe(messages.demo.tooMany(MAX_DEMO_EVENTS_PER_ACCOUNT));
      // Another account has its own allowance.
      expect((await createDemo(t.app, await signIn('other@example.com'))).status).toBe(200);

      const deleted = await call(t.app, 'DELETE', `${api}/manage-event/${made[0]!.event_id}/delete/`, {
        token,
      });
      expect(deleted.status).toBe(200);
      expect((await createDemo(t.app, token)).status).toBe(200);
    });

    it('does not let "demo" be an event name', async () => {
      const token = await signIn();
      const answer = await call(t.app, 'POST', `${api}/manage-event/create/`, {
        token,
        body: { name: 'Demo' },
      });
      expect(answer.status).toBe(400);
    });
  });

  describe('the simulation', () => {
    it('plays the whole schedule through the game, and resumes after a restart without doing anything twice', async () => {
      // One demo, played once (each connection renders an avatar): an instance plays its first minutes
      // and stops, as a deploy does; the next finds the unfinished demo on its own and plays the rest;
      // a third finds nothing left to do.
      const clock = new TestClock();
      const first = await buildApp(t.config, { database: t.db.database, now: clock.now, logStream: t.logs });
      await first.ready();
      const token = (await registerUser({ ...t, app: first } as TestApp, 'host@example.com')).access_token;
      const filesBefore = await mediaFiles();
      const { event_id: id, event_name: name } = (await createDemo(first, token)).body.response;
      const plan = planned(id);
      await playUntil(first, clock, id, 60_000);
      const early = (await connectionRows(id)).length;
      expect(await playersOf(id)).toBeGreaterThan(0);
      expect(await playersOf(id)).toBeLessThan(24);
      await playUntil(first, clock, id, 150_000);
      const before = await connectionRows(id);
      expect(before.length).toBeGreaterThan(0);
      expect(before.length).toBeLessThan(plan.connections);
      await first.close();

      const second = await buildApp(t.config, { database: t.db.database, now: clock.now, logStream: t.logs });
      try {
        await second.ready();
        await second.demoSimulation.resumed();
        expect(second.demoSimulation.running()).toEqual([id]);
        await playUntil(second, clock, id, DEMO_DURATION_MS + 1_000);
        expect(await playersOf(id)).toBe(24);
        expect(await demoUsers(id)).toBe(24);
        const after = await connectionRows(id);
        // A refused step is logged with its reason: the message of a failure names them.
        const refusals = t.logs.lines.filter((line) => line.includes('demo step')).join('\n');
        expect(after.length, refusals).toBe(plan.connections);
        expect(after.length).toBeGreaterThan(early);
        expect(after.filter((row) => before.some((earlier) => earlier.id === row.id)).length).toBe(
          before.length,
        );
        // Each connection names the player met, links them by friend code and carries its own avatar.
        expect(
          after.every((row) => row.connectedPlayerId !== null && row.code?.length === DEMO_CODE_DIGITS),
        ).toBe(true);
        expect(new Set(after.map((row) => row.imageKey)).size).toBe(after.length);
        for (const row of after) {
          expect(row.imageKey).toMatch(/\.jpg$/);
          // Generated avatars, shown on the demo's big screen like agreed selfies.
          expect(row.selfieConsent).toBe(true);
        }
        // No image was left behind by the stopped instance: every file made since is one a connection
        // uses, and every one they use is on disk. (Files are named by their content, so an avatar an
        // earlier demo of this file made may already be there: "made" is what is new, a subset of "used".)
        const used = new Set(after.flatMap((row) => [row.imageKey!, row.thumbnailKey!]));
        const files = await mediaFiles();
        const made = files.filter((file) => !filesBefore.includes(file));
        expect(made.filter((file) => !used.has(file))).toEqual([]);
        expect([...used].filter((file) => !files.includes(file))).toEqual([]);
        expect(await completed(id)).toBe(4);
        expect(await voteCount(id)).toBe(plan.votes);
        expect(plan.votes).toBeGreaterThan(0);

        const info = await call<EventInfo>(second, 'GET', `${api}/manage-event/${name}/get-info/`);
        expect(info.body.response.voting_enabled).toBe(true);
        expect(info.body.response.participant_count).toBe(24);
        // The boards show it as any game: 24 rows, the completers on the voting board with the votes.
        const board = await call<LeaderboardWindow>(
          second,
          'GET',
          `${api}/manage-event/${name}/leaderboard/`,
        );
        expect(board.body.response.rows).toHaveLength(24);
        expect(board.body.response.row_count).toBe(24);
        const voting = await call<VotingRow[]>(
          second,
          'GET',
          `${api}/manage-event/${name}/vote-leaderboard/`,
        );
        expect(voting.body.response).toHaveLength(4);
        expect(voting.body.response.reduce((sum, row) => sum + row.vote_count, 0)).toBe(plan.votes);
        // The schedule is over: the runner is gone.
        expect(second.demoSimulation.running()).toEqual([]);
      } finally {
        await second.close();
      }

      // The simulated accounts can never sign in: no password, an address no mail reaches.
      const accounts = await db().select().from(users).where(eq(users.demoEventId, id));
      expect(accounts.every((user) => user.passwordHash === null && user.email.endsWith('.invalid'))).toBe(
        true,
      );

      const third = await buildApp(t.config, { database: t.db.database, now: clock.now, logStream: t.logs });
      try {
        await third.ready();
        await third.demoSimulation.resumed();
        await third.demoSimulation.catchUp(id);
        expect((await connectionRows(id)).length).toBe(plan.connections);
        expect(await voteCount(id)).toBe(plan.votes);
      } finally {
        await third.close();
      }
    }, 180_000);

    it("skips the steps of a player the hosts removed, and the game's refusals, and goes on", async () => {
      const token = await signIn();
      const { event_id: id } = (await createDemo(t.app, token)).body.response;
      await playUntil(t.app, t.clock, id, 120_000);
      const plan = demoPlan(id);
      // The busiest player from here on is removed (as the hosts' remove does, on the row).
      const later = plan.steps.filter((step) => step.kind === 'connect' && step.at > 120_000);
      const counts = new Map<number, number>();
      for (const step of later)
        if (step.kind === 'connect') counts.set(step.player, (counts.get(step.player) ?? 0) + 1);
      const [busiest] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
      const [account] = await db()
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `player-${String(busiest + 1).padStart(2, '0')}.${id}@${DEMO_EMAIL_DOMAIN}`));
      const [removed] = await db()
        .update(players)
        .set({ removedAt: t.clock.now() })
        .where(and(eq(players.eventId, id), eq(players.userId, account!.id)))
        .returning();
      const before = (await connectionRows(id)).filter((row) => row.playerId === removed!.id).length;

      await playUntil(t.app, t.clock, id, DEMO_DURATION_MS + 1_000);
      const rows = await connectionRows(id);
      expect(rows.filter((row) => row.playerId === removed!.id)).toHaveLength(before);
      // Their own steps are skipped; those who meet them are refused by the game (no link to a removed
      // player) and logged; every other step happens.
      const theirs = later.filter((step) => step.kind === 'connect' && step.player === busiest).length;
      const meetingThem = later.filter(
        (step) => step.kind === 'connect' && step.partner === busiest && step.player !== busiest,
      ).length;
      const refused = t.logs.lines.filter(
        (line) => line.includes('demo step refused') && line.includes('"connect"'),
      );
      expect(refused).toHaveLength(meetingThem);
      expect(rows.length, refused.join('\n')).toBe(planned(id).connections - theirs - meetingThem);
      expect(t.app.demoSimulation.running()).toEqual([]);
    }, 120_000);
  });

  describe('isolation', () => {
    it('deleting the demo removes its simulated accounts, players, connections and files', async () => {
      const token = await signIn();
      const real = await playableEvent(t, { name: 'RealMeetup' });
      const player = await join(t, 'RealMeetup', 'pat@example.com', 'Pat');
      await fill(t, 'RealMeetup', player.user_id, [[0, 0]]);
      const realFiles = await mediaFiles();

      const { event_id: id } = (await createDemo(t.app, token)).body.response;
      await playUntil(t.app, t.clock, id, 100_000);
      const demoKeys = mediaKeys(await connectionRows(id));
      expect(demoKeys.size).toBeGreaterThan(0);
      expect(await simulatedUsers()).toBeGreaterThan(0);

      // Only the owner deletes it, like any event.
      const byOther = await call(t.app, 'DELETE', `${api}/manage-event/${id}/delete/`, {
        token: real.other.token,
      });
      expect(byOther.status).toBe(403);
      const deleted = await call(t.app, 'DELETE', `${api}/manage-event/${id}/delete/`, { token });
      expect(deleted.status).toBe(200);

      expect(t.app.demoSimulation.running()).toEqual([]);
      expect(await simulatedUsers()).toBe(0);
      expect(await playersOf(id)).toBe(0);
      expect((await connectionRows(id)).length).toBe(0);
      expect(await voteCount(id)).toBe(0);
      // The demo's files are gone, the real event's stay, and no file is left that was not there before.
      // (Earlier tests of this file leave unreferenced files whose content keys a demo may share: the
      // deletion may remove those too, so the files are compared by key rather than as one list.)
      const left = new Set(await mediaFiles());
      const realKeys = mediaKeys(await connectionRows(real.event.event_id));
      expect(realKeys.size).toBeGreaterThan(0);
      for (const key of realKeys) expect(left.has(key)).toBe(true);
      for (const key of demoKeys) if (!realKeys.has(key)) expect(left.has(key)).toBe(false);
      expect([...left].filter((file) => !realFiles.includes(file))).toEqual([]);
      // The real event and its player are untouched; the host's account stays.
      expect(await playersOf(real.event.event_id)).toBe(1);
      expect(await t.app.usersRepository.findByEmail('host@example.com')).toBeDefined();
    }, 120_000);

    it("leaves demo connections out of the landing page's counter", async () => {
      await playableEvent(t, { name: 'RealMeetup' });
      const player = await join(t, 'RealMeetup', 'pat@example.com', 'Pat');
      await fill(t, 'RealMeetup', player.user_id, [
        [0, 0],
        [0, 1],
      ]);
      const { event_id: id } = (await createDemo(t.app, await signIn())).body.response;
      await playUntil(t.app, t.clock, id, 90_000);
      expect((await connectionRows(id)).length).toBeGreaterThan(0);

      const total = await call<TotalConnections>(t.app, 'GET', `${api}/common/total-connections/`);
      expect(total.body.response.total_connections).toBe(2);
    }, 120_000);
  });
});
