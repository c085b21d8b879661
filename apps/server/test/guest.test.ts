import {
  type ActivityPage,
  type EventInfo,
  type GuestConfirmed,
  type LeaderboardWindow,
  type LoginResponse,
  messages,
  type PlayerList,
  type PlayerRegistration,
  type QuickJoinResponse,
  type Results,
  type UserMatrix,
} from '@hoogo/core';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { players, users } from '../src/db/schema.js';
import { call, profileOf, registerUser } from './helpers/api.js';
import { relaxedRateLimits, type TestApp, useInstancesWith, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { hostedEvent } from './helpers/events.js';
import { api, connect, join, patchEvent, playableEvent, updateEvent } from './helpers/game.js';
import { testRedisUrl } from './helpers/live.js';

const quickJoin = (t: TestApp, eventName: string, name: string, ip = '10.1.0.1') =>
  call<QuickJoinResponse>(t.app, 'POST', `${api}/manage-game/${eventName}/quick-join/`, {
    body: { name },
    ip,
  });

/** A playable event with quick join switched on by its owner. */
async function quickJoinEvent(t: TestApp, name = 'DevMeetup') {
  const event = await playableEvent(t, { name });
  await updateEvent(t, event, [['quick_join', 'true']]);
  return event;
}

/** A guest that joined and is known to work. */
async function guest(t: TestApp, eventName: string, name: string, ip?: string) {
  const answer = await quickJoin(t, eventName, name, ip);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.response;
}

describe.each(testBackends('one'))('quick join on %s', (backend) => {
  const t = useTestApp(backend);

  it('is off by default: the event info says so and a guest join is refused', async () => {
    await playableEvent(t);
    const info = await call<EventInfo>(t.app, 'GET', `${api}/manage-event/DevMeetup/get-info/`);
    expect(info.body.response.quick_join).toBe(false);
    const refused = await quickJoin(t, 'DevMeetup', 'Gus Guest');
    expect(refused.status).toBe(403);
    expect(refused.body.message.general).toEqual([messages.guest.off]);
    expect(await t.app.db.select().from(users).where(eq(users.name, 'Gus Guest'))).toEqual([]);
  });

  it('only a host switches it on, and the public event info shows it', async () => {
    const event = await playableEvent(t);
    const byStranger = await patchEvent(t, event, [['quick_join', 'true']], event.other.token);
    expect(byStranger.status).toBe(403);
    await updateEvent(t, event, [['quick_join', 'true']]);
    const info = await call<EventInfo>(t.app, 'GET', `${api}/manage-event/DevMeetup/get-info/`);
    expect(info.body.response.quick_join).toBe(true);
    const bad = await patchEvent(t, event, [['quick_join', 'maybe']]);
    expect(bad.status).toBe(400);
  });

  it('a guest joins with a name, plays, and shows on the board, the feed, the results and the exports, marked', async () => {
    const event = await quickJoinEvent(t);
    const joined = await guest(t, 'DevMeetup', 'Gus Guest');
    expect(joined.email).toBe('');
    expect(joined.registration.event_name).toBe('DevMeetup');

    const profile = await profileOf(t, joined.access_token);
    expect(profile.body.response).toMatchObject({
      name: 'Gus Guest',
      email: '',
      guest: true,
      has_password: false,
    });

    // The same routes as any player: the card, a connection.
    const made = await connect(t, 'DevMeetup', joined.registration.user_id, 0, 0);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const again = await call<PlayerRegistration>(
      t.app,
      'POST',
      `${api}/manage-user/DevMeetup/get-event-register-id/`,
      {
        token: joined.access_token,
      },
    );
    expect(again.body.response.user_id).toBe(joined.registration.user_id);

    const board = await call<LeaderboardWindow>(t.app, 'GET', `${api}/manage-event/DevMeetup/leaderboard/`);
    const row = board.body.response.rows.find(
      (r) => r.event_register_id === joined.registration.event_register_id,
    );
    expect(row).toMatchObject({ user_name: 'Gus Guest', total_connections: 1 });

    const member = await join(t, 'DevMeetup', 'mia@example.com', 'Mia Member');
    const feed = await call<ActivityPage>(t.app, 'GET', `${api}/manage-event/DevMeetup/activity/`, {
      token: event.owner.token,
    });
    expect(feed.body.response.items[0]?.player).toMatchObject({ user_name: 'Gus Guest', guest: true });
    const list = await call<PlayerList>(t.app, 'GET', `${api}/manage-event/DevMeetup/players/`, {
      token: event.admin.token,
    });
    const marks = Object.fromEntries(list.body.response.players.map((p) => [p.user_name, p.guest]));
    expect(marks).toEqual({ 'Gus Guest': true, 'Mia Member': false });
    const results = await call<Results>(t.app, 'GET', `${api}/manage-event/DevMeetup/results/`, {
      token: event.owner.token,
    });
    expect(results.body.response.game.map((r) => [r.user_name, r.guest])).toEqual([
      ['Gus Guest', true],
      ['Mia Member', false],
    ]);

    const csv = await t.app.inject({
      method: 'GET',
      url: `${api}/manage-event/DevMeetup/export/players.csv`,
      headers: { authorization: `Bearer ${event.owner.token}` },
    });
    const rows = parse(csv.rawPayload, { bom: true }) as string[][];
    expect(rows[0]?.at(-1)).toBe('Guest');
    expect(rows.slice(1).map((r) => [r[1], r[2], r.at(-1)])).toEqual([
      ['Gus Guest', '', 'yes'],
      ['Mia Member', member.email, 'no'],
    ]);
    const connectionsCsv = await t.app.inject({
      method: 'GET',
      url: `${api}/manage-event/DevMeetup/export/connections.csv`,
      headers: { authorization: `Bearer ${event.owner.token}` },
    });
    const connectionRows = parse(connectionsCsv.rawPayload, { bom: true }) as string[][];
    // No placeholder address ever reaches a host: the guest's email cell is empty.
    expect(connectionRows[1]?.slice(0, 2)).toEqual(['Gus Guest', '']);
    expect(connectionsCsv.body).not.toContain('guest.invalid');
  });

  it('a guest organises nothing and plays only the event they joined', async () => {
    await quickJoinEvent(t);
    const joined = await guest(t, 'DevMeetup', 'Gus Guest');
    const create = await call(t.app, 'POST', `${api}/manage-event/create/`, {
      token: joined.access_token,
      body: { name: 'GuestParty' },
    });
    expect(create.status).toBe(403);
    expect(create.body.message.general).toEqual([messages.guest.cannotHost]);
    const demo = await call(t.app, 'POST', `${api}/manage-event/demo/create/`, {
      token: joined.access_token,
    });
    expect(demo.status).toBe(403);

    const owner = await registerUser(t, 'second@example.com', 'Second Owner');
    await call(t.app, 'POST', `${api}/manage-event/create/`, {
      token: owner.access_token,
      body: { name: 'Other' },
    });
    const elsewhere = await call(t.app, 'POST', `${api}/manage-user/Other/get-event-register-id/`, {
      token: joined.access_token,
    });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message.general).toEqual([messages.guest.otherEvent]);
  });

  it('a guest adds an email with the mailed code: the same card, connections and key, now a normal account', async () => {
    await quickJoinEvent(t);
    const joined = await guest(t, 'DevMeetup', 'Gus Guest');
    await connect(t, 'DevMeetup', joined.registration.user_id, 0, 0);
    await connect(t, 'DevMeetup', joined.registration.user_id, 1, 1);

    const reserved = await call(t.app, 'POST', '/api/guest/add-email/', {
      token: joined.access_token,
      body: { email: 'someone@guest.invalid' },
    });
    expect(reserved.status).toBe(400);
    expect(reserved.body.message.email).toEqual([messages.validation.emailInvalid]);
    const sent = await call(t.app, 'POST', '/api/guest/add-email/', {
      token: joined.access_token,
      body: { email: 'Gus@Example.com ' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = t.logs.lastCode('gus@example.com');
    const wrong = await call(t.app, 'POST', '/api/guest/confirm-email/', {
      token: joined.access_token,
      body: { email: 'gus@example.com', otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    const confirmed = await call<GuestConfirmed>(t.app, 'POST', '/api/guest/confirm-email/', {
      token: joined.access_token,
      body: { email: 'gus@example.com', otp: code },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.response).toMatchObject({ email: 'gus@example.com', merged: false });
    expect(confirmed.body.message.general).toEqual([messages.guest.emailAddedApi]);

    const session = confirmed.body.response;
    const profile = await profileOf(t, session.access_token);
    expect(profile.body.response).toMatchObject({
      email: 'gus@example.com',
      name: 'Gus Guest',
      guest: false,
    });
    // The guest's device-bound refresh token is spent: the account's session replaces it.
    const oldRefresh = await call(t.app, 'POST', '/api/auth/get-access-token/', {
      body: { refresh_token: joined.refresh_token },
    });
    expect(oldRefresh.status).toBe(401);

    const card = await call<UserMatrix>(
      t.app,
      'GET',
      `${api}/manage-game/DevMeetup/get-user-matrix/?user_id=${joined.registration.user_id}`,
    );
    expect(card.body.response.total_connections).toBe(2);
    const registration = await call<PlayerRegistration>(
      t.app,
      'GET',
      `${api}/manage-user/DevMeetup/get-event-register-id/`,
      { token: session.access_token },
    );
    expect(registration.body.response.event_register_id).toBe(joined.registration.event_register_id);

    // Now an account like any: a code signs it in on another device, and it may organise.
    const otp = await call(t.app, 'POST', '/api/auth/generate-otp/', {
      body: { email_or_phone: 'gus@example.com', type: 'Login' },
    });
    expect(otp.status).toBe(200);
    const login = await call<LoginResponse>(t.app, 'POST', '/api/auth/login/', {
      body: { email_or_phone: 'gus@example.com', otp: t.logs.lastCode('gus@example.com') },
    });
    expect(login.status).toBe(200);
    const create = await call(t.app, 'POST', `${api}/manage-event/create/`, {
      token: login.body.response.access_token,
      body: { name: 'GusParty' },
    });
    expect(create.status).toBe(200);

    // No longer a guest: the guest routes refuse.
    const again = await call(t.app, 'POST', '/api/guest/add-email/', {
      token: session.access_token,
      body: { email: 'other@example.com' },
    });
    expect(again.status).toBe(409);
  });

  it("an email that has an account takes the guest's card; one that already plays the event is refused and nothing changes", async () => {
    const event = await quickJoinEvent(t);
    // other@example.com has an account (hostedEvent made it) and does not play DevMeetup.
    const joined = await guest(t, 'DevMeetup', 'Gus Guest');
    await connect(t, 'DevMeetup', joined.registration.user_id, 0, 0);
    await call(t.app, 'POST', '/api/guest/add-email/', {
      token: joined.access_token,
      body: { email: 'other@example.com' },
    });
    const merged = await call<GuestConfirmed>(t.app, 'POST', '/api/guest/confirm-email/', {
      token: joined.access_token,
      body: { email: 'other@example.com', otp: t.logs.lastCode('other@example.com') },
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.response).toMatchObject({ email: 'other@example.com', merged: true });
    const [moved] = await t.app.db
      .select()
      .from(players)
      .where(eq(players.eventRegisterId, joined.registration.event_register_id));
    expect(moved?.userId).toBe(event.other.id);
    expect(await t.app.db.select().from(users).where(eq(users.name, 'Gus Guest'))).toEqual([]);
    const card = await call<UserMatrix>(
      t.app,
      'GET',
      `${api}/manage-game/DevMeetup/get-user-matrix/?user_id=${joined.registration.user_id}`,
    );
    // The card now carries the account's name.
    expect(card.body.response).toMatchObject({ total_connections: 1, user_name: 'Otto Other' });

    // A second guest whose email already plays DevMeetup on its own card.
    const second = await guest(t, 'DevMeetup', 'Gina Guest', '10.1.0.2');
    await call(t.app, 'POST', '/api/guest/add-email/', {
      token: second.access_token,
      body: { email: 'other@example.com' },
    });
    const refused = await call(t.app, 'POST', '/api/guest/confirm-email/', {
      token: second.access_token,
      body: { email: 'other@example.com', otp: t.logs.lastCode('other@example.com') },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message.general).toEqual([messages.guest.alreadyPlays('DevMeetup')]);
    const still = await profileOf(t, second.access_token);
    expect(still.body.response).toMatchObject({ guest: true, name: 'Gina Guest' });
  });

  it('a guest who leaves takes the guest account along; deleting the event deletes its guests', async () => {
    const event = await quickJoinEvent(t);
    const leaver = await guest(t, 'DevMeetup', 'Lea Leaver');
    const stayer = await guest(t, 'DevMeetup', 'Sam Stayer', '10.1.0.2');
    const left = await call(t.app, 'POST', `${api}/manage-game/DevMeetup/leave/`, {
      body: { user_id: leaver.registration.user_id },
    });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(await t.app.db.select().from(users).where(eq(users.name, 'Lea Leaver'))).toEqual([]);
    const refresh = await call(t.app, 'POST', '/api/auth/get-access-token/', {
      body: { refresh_token: leaver.refresh_token },
    });
    expect(refresh.status).toBe(401);

    const deleted = await call(t.app, 'DELETE', `${api}/manage-event/DevMeetup/delete/`, {
      token: event.owner.token,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await t.app.db.select().from(users).where(eq(users.name, 'Sam Stayer'))).toEqual([]);
    const gone = await call(t.app, 'GET', '/api/auth/profile-info/', { token: stayer.access_token });
    expect(gone.status).toBe(401);
  });

  it("a guest's selfies follow the event's retention like everyone's", async () => {
    const event = await quickJoinEvent(t);
    await updateEvent(t, event, [['selfie_retention_days', '1']]);
    const joined = await guest(t, 'DevMeetup', 'Gus Guest');
    await connect(t, 'DevMeetup', joined.registration.user_id, 0, 0);
    t.clock.advance(24 * 60 * 60_000);
    expect(await t.app.selfieRetention.run()).toBe(1);
  });

  it('friend codes and their guessing budget hold for guests as for everyone', async () => {
    const event = await quickJoinEvent(t);
    await updateEvent(t, event, [['code_digits', '4']]);
    const joined = await guest(t, 'DevMeetup', 'Gus Guest');
    expect(joined.registration.user_code).toMatch(/^\d{4}$/);
    const member = await join(t, 'DevMeetup', 'mia@example.com', 'Mia Member');
    const linked = await connect(t, 'DevMeetup', joined.registration.user_id, 0, 0, {
      code: member.user_code ?? '',
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    let refusedAt = 0;
    for (let i = 0; i < 30 && refusedAt === 0; i++) {
      const wrong = String((Number(member.user_code) + 1 + i) % 10_000).padStart(4, '0');
      const guess = await connect(t, 'DevMeetup', joined.registration.user_id, 1, i % 5, { code: wrong });
      if (guess.status === 429) refusedAt = i + 1;
    }
    expect(refusedAt).toBeGreaterThan(0);
    expect(refusedAt).toBeLessThanOrEqual(20);
  });
});

describe.each(testBackends('one'))('quick join bounds on %s', (backend) => {
  const t = useTestApp(backend, {
    config: {
      rateLimits: {
        ...relaxedRateLimits,
        guestJoinsPerEvent: { max: 5, timeWindowMs: 60_000 },
        guestJoinsPerIp: { max: 2, timeWindowMs: 60_000 },
      },
      quickJoinMaxGuests: 3,
    },
  });

  it('an event takes its cap of guests, then a budget per event holds whatever the addresses', async () => {
    await quickJoinEvent(t);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await quickJoin(t, 'DevMeetup', `Guest ${i}`, `10.2.0.${i}`)).status);
    // Three guests, then the cap (409), then the event's budget of five a minute (429).
    expect(statuses).toEqual([200, 200, 200, 409, 409, 429, 429]);
    const full = await quickJoin(t, 'DevMeetup', 'Late', '10.3.0.1');
    expect(full.status).toBe(429);
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);
    const guests = await t.app.guestAccounts.guestCount(
      (await t.app.eventsRepository.findByReference('DevMeetup'))!.id,
    );
    expect(guests).toBe(3);
  });

  it('one address is held by the flood guard, others go on', async () => {
    await quickJoinEvent(t, 'FirstEvent');
    expect((await quickJoin(t, 'FirstEvent', 'A', '10.4.0.1')).status).toBe(200);
    expect((await quickJoin(t, 'FirstEvent', 'B', '10.4.0.1')).status).toBe(200);
    const held = await quickJoin(t, 'FirstEvent', 'C', '10.4.0.1');
    expect(held.status).toBe(429);
    expect(held.body.message.general[0]).toMatch(/^Many people are joining right now/);
    expect((await quickJoin(t, 'FirstEvent', 'D', '10.4.0.2')).status).toBe(200);
  });
});

describe.each(testBackends('one'))('guest accounts and hosts on %s', (backend) => {
  const t = useTestApp(backend);

  it('a host cannot be a guest: nobody can name a guest, and the guest marker shows only to hosts', async () => {
    const event = await hostedEvent(t);
    await updateEvent(t, event, [['quick_join', 'true']]);
    const joined = await guest(t, 'DevMeetup', 'Gus Guest');
    const [row] = await t.app.db.select().from(users).where(eq(users.name, 'Gus Guest'));
    expect(row?.email).toMatch(/^guest-[0-9a-f]{32}@guest\.invalid$/);
    // The placeholder address signs nobody in.
    const otp = await call(t.app, 'POST', '/api/auth/generate-otp/', {
      body: { email_or_phone: row?.email, type: 'Login' },
    });
    expect(otp.status).toBe(404);
    const feed = await call(t.app, 'GET', `${api}/manage-event/DevMeetup/players/`, {
      token: joined.access_token,
    });
    expect(feed.status).toBe(403);
  });
});

const redisUrl = testRedisUrl();

describe.runIf(redisUrl).each(testBackends('scaled'))(
  'quick join budget across instances (Redis) on %s',
  (backend) => {
    const t = useTestApp(backend);
    const instance = useInstancesWith(
      t,
      { REDIS_URL: redisUrl },
      { guestJoinsPerEvent: { max: 3, timeWindowMs: 60_000 } },
    );

    it("two instances share one event's budget of new guests", async () => {
      // The event's id is new to this run: the counters outlive the test in the shared Redis.
      await quickJoinEvent(t);
      const [a, b] = [await instance(), await instance()];
      const joinOn = (app: App, i: number) =>
        call(app, 'POST', `${api}/manage-game/DevMeetup/quick-join/`, {
          body: { name: `Guest ${i}` },
          ip: `10.5.0.${i}`,
        });
      expect((await joinOn(a, 1)).status).toBe(200);
      expect((await joinOn(b, 2)).status).toBe(200);
      expect((await joinOn(a, 3)).status).toBe(200);
      const limited = await joinOn(b, 4);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await joinOn(a, 5)).status).toBe(429);
    });
  },
);
