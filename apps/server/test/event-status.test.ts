import { type EventStatus, LIVE_CLOSE_RESTART, STATUS_PING } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { LiveOptions } from '../src/plugins/app/live/live-viewers.js';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { connect, join, playableEvent, updateEvent } from './helpers/game.js';
import { testRedisUrl, useLiveSockets } from './helpers/live.js';
import { insertPlayers } from './helpers/results.js';

const redisUrl = testRedisUrl();
const statusPath = (event: string) => `/api/hoogo/manage-event/${event}/status/`;
/** Short enough for tests, long enough to see joins coalesce. */
const COUNT_INTERVAL_MS = 1000;

describe.each(testBackends('one'))('event-status channel on %s', (backend) => {
  const t = useTestApp(backend);
  const sockets = useLiveSockets(t);

  /** An instance on the test database with a short count interval; changes go through it as `via`. */
  const instance = async (env: NodeJS.ProcessEnv = {}, live: Partial<LiveOptions> = {}) => {
    const via = await sockets.instance(env, { statusCountIntervalMs: COUNT_INTERVAL_MS, ...live });
    return { app: via.app, via };
  };
  const open = (app: App, event = 'DevMeetup') => sockets.open(statusPath(event), app);
  const statusOf = (frame: { response?: unknown }) => frame.response as EventStatus;

  it('answers a plain GET with the status, by event name or id, without any token', async () => {
    const event = await playableEvent(t, { codeDigits: 4 });
    await join(t, 'DevMeetup', 'pia@example.com');
    const byName = await call<EventStatus>(t.app, 'GET', statusPath('devmeetup'));
    expect(byName.status).toBe(200);
    expect(byName.body.response).toEqual({
      voting_enabled: false,
      grid_complete: true,
      grid_version: expect.stringMatching(/^[\w-]{16}$/),
      code_digits: 4,
      participant_count: 1,
      total_connections: 0,
      moderation: { version: 0, players: [] },
      schedule: { connections_close_at: null, voting_opens_at: null, voting_closes_at: null },
      announcements: [],
    });
    const byId = await call<EventStatus>(t.app, 'GET', statusPath(event.event.event_id));
    expect(byId.body.response).toEqual(byName.body.response);
    expect((await call(t.app, 'GET', statusPath('NoSuchEvent'))).status).toBe(404);
  });

  it('sends the status on connect, then each toggle, grid change and code length change', async () => {
    const event = await playableEvent(t);
    const { app, via } = await instance();
    const phone = open(app);
    const first = statusOf(await phone.next('status'));
    expect(first).toMatchObject({ voting_enabled: false, grid_complete: true, code_digits: null });
    expect(first).toEqual((await call<EventStatus>(t.app, 'GET', statusPath('DevMeetup'))).body.response);

    await updateEvent(via, event, [['voting_enabled', 'true']]);
    expect(statusOf(await phone.next('status'))).toMatchObject({ voting_enabled: true });

    await updateEvent(via, event, [['matrix[2][2]', '']]);
    const emptied = statusOf(await phone.next('status'));
    expect(emptied.grid_complete).toBe(false);
    expect(emptied.grid_version).not.toBe(first.grid_version);
    await updateEvent(via, event, [['matrix[2][2]', 'Q']]);
    const changed = statusOf(await phone.next('status'));
    expect(changed.grid_complete).toBe(true);
    expect(new Set([first.grid_version, emptied.grid_version, changed.grid_version]).size).toBe(3);

    await updateEvent(via, event, [['code_digits', '5']]);
    expect(statusOf(await phone.next('status'))).toMatchObject({ code_digits: 5 });
    // The schedule's times, which phones and big screens count down to (schedule.test.ts).
    const closeAt = new Date(Date.now() + 600_000).toISOString();
    const scheduled = await call(app, 'PUT', '/api/hoogo/manage-event/DevMeetup/schedule/', {
      token: event.owner.token,
      body: { connections_close_at: closeAt },
    });
    expect(scheduled.status).toBe(200);
    expect(statusOf(await phone.next('status')).schedule).toMatchObject({ connections_close_at: closeAt });
    // Only the fields above changed: one frame each.
    await phone.nothing('status');
    expect(phone.received).toHaveLength(6);
  });

  it('answers a ping with a pong on that socket only, at most one a second, and ignores anything else', async () => {
    await playableEvent(t);
    const { app } = await instance();
    const phone = open(app);
    const other = open(app);
    await phone.next('status');
    await other.next('status');
    phone.socket.send(STATUS_PING);
    expect(await phone.next('pong')).toEqual({ type: 'pong' });
    // A second ping within the second, and messages that are not a ping, get nothing; the socket stays.
    phone.socket.send(STATUS_PING);
    phone.socket.send('{"type":"window","offset":0,"limit":10}');
    phone.socket.send(Buffer.from(STATUS_PING), { binary: true });
    await phone.nothingSent('pong');
    await other.nothingSent('pong');
    expect(phone.socket.readyState).toBe(phone.socket.OPEN);
    await expect
      .poll(
        async () => {
          phone.socket.send(STATUS_PING);
          return phone.received.filter((frame) => frame.type === 'pong').length;
        },
        { interval: 400, timeout: 5000 },
      )
      .toBe(2);
  });

  it('coalesces counts: a wave of joins sends at most one count frame per interval', async () => {
    await playableEvent(t);
    const { app, via } = await instance();
    const phone = open(app);
    expect(statusOf(await phone.next('status')).participant_count).toBe(0);
    const started = Date.now();
    const joined = await Promise.all(
      Array.from({ length: 6 }, (_, i) => join(via, 'DevMeetup', `p${i}@example.com`)),
    );
    await new Promise((resolve) => setTimeout(resolve, COUNT_INTERVAL_MS * 2));
    const elapsed = Date.now() - started;
    const frames = phone.received.slice(1).map(statusOf);
    expect(frames.at(-1)?.participant_count).toBe(6);
    expect(frames.length).toBeLessThanOrEqual(Math.ceil(elapsed / COUNT_INTERVAL_MS) + 1);
    expect(frames.length).toBeLessThan(6);

    const made = await connect(via, 'DevMeetup', joined[0]!.user_id, 0, 0);
    expect(made.status).toBe(200);
    let latest = statusOf(await phone.next('status'));
    while (latest.participant_count < 6) latest = statusOf(await phone.next('status'));
    if (latest.total_connections === 0) latest = statusOf(await phone.next('status'));
    expect(latest.total_connections).toBe(1);
  });

  it('keeps each frame under 1 KB with 1,000 players', async () => {
    const event = await playableEvent(t, { codeDigits: 4 });
    await insertPlayers(t, event.event.event_id, 1000, {
      prefix: 'bulk',
      row: (i) => ({ userCode: String(i).padStart(4, '0') }),
    });
    const phone = open(t.app);
    const frame = await phone.next('status');
    expect(statusOf(frame).participant_count).toBe(1000);
    expect(Buffer.byteLength(JSON.stringify(frame))).toBeLessThan(1024);
  });

  it('closes status sockets with LIVE_CLOSE_RESTART when the app closes', async () => {
    await playableEvent(t);
    const { app } = await instance();
    const phone = open(app);
    await phone.next('status');
    await sockets.close(app);
    expect((await phone.closed).code).toBe(LIVE_CLOSE_RESTART);
  });

  describe.runIf(redisUrl)('across instances (Redis)', () => {
    it('sends a change made through instance A to the status sockets on instance B', async () => {
      const event = await playableEvent(t);
      const a = await instance({ REDIS_URL: redisUrl });
      const b = await instance({ REDIS_URL: redisUrl });
      const onB = open(b.app);
      expect(statusOf(await onB.next('status')).voting_enabled).toBe(false);
      await updateEvent(a.via, event, [['voting_enabled', 'true']]);
      expect(statusOf(await onB.next('status')).voting_enabled).toBe(true);
      await join(a.via, 'DevMeetup', 'pia@example.com');
      expect(statusOf(await onB.next('status')).participant_count).toBe(1);
      await onB.nothing('status');
    });
  });
});
