import { rmSync } from 'node:fs';
import { type EventSchedule, type EventStatus, messages, StatusCode } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { call } from './helpers/api.js';
import { LogCapture, TestClock, testConfig, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import type { HostedEvent } from './helpers/events.js';
import { api, connect, join, playableEvent } from './helpers/game.js';

const HOUR = 3_600_000;

/** Waits (without a fixed sleep) until `check` holds, or fails after `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the schedule did not act in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testBackends('both'))("the game's schedule on %s", (backend) => {
  const t = useTestApp(backend);

  const setSchedule = (event: HostedEvent, body: Record<string, unknown>, token = event.owner.token) =>
    call<EventSchedule>(t.app, 'PUT', `${api}/manage-event/${event.event.event_id}/schedule/`, {
      token,
      body,
    });
  const status = async () =>
    (await call<EventStatus>(t.app, 'GET', `${api}/manage-event/DevMeetup/status/`)).body.response;
  const inFuture = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

  it('lets only the hosts set it, and refuses voting that closes before it opens', async () => {
    const event = await playableEvent(t);
    const body = { connections_close_at: inFuture(HOUR) };
    expect((await call(t.app, 'PUT', `${api}/manage-event/DevMeetup/schedule/`, { body })).status).toBe(401);
    expect((await setSchedule(event, body, event.other.token)).status).toBe(403);
    const byAdmin = await setSchedule(event, body, event.admin.token);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.response).toEqual({
      connections_close_at: body.connections_close_at,
      voting_opens_at: null,
      voting_closes_at: null,
    });
    const backwards = await setSchedule(event, {
      voting_opens_at: inFuture(2 * HOUR),
      voting_closes_at: inFuture(HOUR),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toMatchObject({ voting_closes_at: [messages.schedule.votingBeforeOpen] });
    expect((await setSchedule(event, { voting_opens_at: 'tomorrow' })).status).toBe(400);
    // The status every phone and big screen reads carries the times.
    expect((await status()).schedule).toEqual(byAdmin.body.response);
  });

  it('refuses a connection once connections have closed, by the server clock', async () => {
    const event = await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com');
    expect((await setSchedule(event, { connections_close_at: inFuture(60_000) })).status).toBe(200);
    expect((await connect(t, 'DevMeetup', pia.user_id, 0, 0)).status).toBe(200);

    t.clock.advance(60_000);
    const late = await connect(t, 'DevMeetup', pia.user_id, 0, 1);
    expect(late.status).toBe(409);
    expect(late.body.message).toEqual({ general: [messages.schedule.connectionsClosed] });
    // Its own code, so a phone tells it from the other refusals (StatusCode.ConnectionsClosed).
    expect(late.body.statusCode).toBe(StatusCode.ConnectionsClosed);

    // Cleared: connections are open again; "now" closes them at once.
    expect((await setSchedule(event, { connections_close_at: null })).status).toBe(200);
    expect((await connect(t, 'DevMeetup', pia.user_id, 0, 1)).status).toBe(200);
    const now = await setSchedule(event, { connections_close_at: 'now' });
    expect(now.body.response.connections_close_at).toBe(t.clock.now().toISOString());
    expect((await connect(t, 'DevMeetup', pia.user_id, 0, 2)).body.message).toEqual({
      general: [messages.schedule.connectionsClosed],
    });
  });

  it('opens and closes voting at its times with no client connected', async () => {
    const event = await playableEvent(t);
    const set = await setSchedule(event, {
      voting_opens_at: inFuture(60_000),
      voting_closes_at: inFuture(120_000),
    });
    expect(set.status).toBe(200);
    expect((await status()).voting_enabled).toBe(false);

    // Nothing but the server's own poll acts once its clock passes the time.
    t.clock.advance(60_000);
    await until(async () => (await status()).voting_enabled);
    expect((await status()).schedule).toMatchObject({
      voting_opens_at: null,
      voting_closes_at: set.body.response.voting_closes_at,
    });

    t.clock.advance(60_000);
    await until(async () => !(await status()).voting_enabled);
    expect((await status()).schedule).toMatchObject({ voting_opens_at: null, voting_closes_at: null });
  });

  it('opens voting once when two instances reach the time together', async () => {
    const event = await playableEvent(t);
    await setSchedule(event, { voting_opens_at: inFuture(HOUR) });
    // Two more instances on the same database whose clock passed the time; this file's app never reaches it.
    const later = new TestClock();
    later.advance(2 * HOUR);
    const instances: App[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const app = await buildApp(testConfig(), {
          database: t.db.database,
          now: later.now,
          logStream: new LogCapture(),
          schedulePollMs: 0,
        });
        instances.push(app);
        await app.ready();
      }
      const changed = await Promise.all(instances.map((app) => app.schedule.tick()));
      expect(changed.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await status()).toMatchObject({ voting_enabled: true });
      expect(await Promise.all(instances.map((app) => app.schedule.tick()))).toEqual([0, 0]);
    } finally {
      for (const app of instances) {
        await app.close();
        rmSync(app.config.dataDir, { recursive: true, force: true });
      }
    }
  });
});
