import { rmSync } from 'node:fs';
import type { LeaderboardWindow, PlayerRegistration } from '@hoogo/core';
import { afterEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { call } from './helpers/api.js';
import { LogCapture, testConfig, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { api, connect, join, playableEvent } from './helpers/game.js';
import { LiveClient, listenLocally, testRedisUrl } from './helpers/live.js';
import { TcpProxy, timed } from './helpers/tcp-proxy.js';

const redisUrl = testRedisUrl();
const boardPath = `${api}/manage-event/DevMeetup/leaderboard/`;

/** What a viewer may wait for anything while Redis is away: well under a big screen's patience. */
const BOUND_MS = 2_500;

describe.runIf(redisUrl).each(testBackends('both'))('a Redis outage on %s', (backend) => {
  const t = useTestApp(backend);
  const apps: App[] = [];
  const clients: LiveClient[] = [];
  let proxy: TcpProxy | undefined;

  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    for (const app of apps.splice(0)) {
      await app.close();
      rmSync(app.config.dataDir, { recursive: true, force: true });
    }
    await proxy?.close();
    proxy = undefined;
  });

  /**
   * An instance whose Redis is reached through a proxy the test can break (cut from the start with
   * `cutFirst`: Redis is away as the instance starts); or straight, without one.
   */
  const instance = async (throughProxy: boolean, cutFirst = false) => {
    const target = new URL(redisUrl as string);
    if (throughProxy) {
      proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 6379) });
      if (cutFirst) proxy.cut();
    }
    const app = await buildApp(
      testConfig({ REDIS_URL: throughProxy && proxy ? proxy.url(redisUrl as string) : redisUrl }),
      { database: t.db.database, now: t.clock.now, logStream: new LogCapture() },
    );
    apps.push(app);
    await listenLocally(app);
    return app;
  };

  const open = (app: App) => {
    const client = LiveClient.connect(app, boardPath);
    clients.push(client);
    return client;
  };

  const health = async (app: App) => {
    const answer = await timed(
      call<{ status: string; checks: Record<string, string> }>(app, 'GET', '/healthz'),
    );
    expect(answer.ms).toBeLessThan(BOUND_MS);
    return answer.value;
  };

  it('keeps the board, the snapshots and live changes of this instance coming; /healthz says degraded', async () => {
    await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia');
    const a = await instance(true);
    // The instance starts without waiting for Redis; on a busy machine its connection comes a moment later.
    await expect
      .poll(async () => (await health(a)).body.response.checks.redis, { timeout: 10_000 })
      .toBe('ok');
    expect(await health(a)).toMatchObject({
      status: 200,
      body: { response: { status: 'ok', checks: { database: 'ok', redis: 'ok' } } },
    });
    // Redis hangs before anyone watches the event: its channel's SUBSCRIBE will never be answered.
    proxy?.blackhole();
    const board = await timed(call<LeaderboardWindow>(a, 'GET', boardPath));
    expect(board.ms).toBeLessThan(BOUND_MS);
    expect(board.value.status).toBe(200);
    expect(board.value.body.response.rows).toEqual([
      expect.objectContaining({ event_register_id: pia.event_register_id }),
    ]);

    const watching = open(a);
    const snapshot = await timed(watching.next('snapshot'));
    expect(snapshot.ms).toBeLessThan(BOUND_MS);
    expect(snapshot.value.response.user_data).toHaveLength(1);

    const answer = await health(a);
    expect(answer.status).toBe(200);
    expect(answer.body.response).toMatchObject({
      status: 'degraded',
      checks: { database: 'ok', redis: 'down' },
    });

    // Sign-in's rate limits count on this instance instead of waiting for Redis.
    const code = await timed(
      call(a, 'POST', '/api/auth/generate-otp/', {
        ip: '10.77.0.1',
        body: { email_or_phone: 'nobody@example.com', type: 'Forget Password' },
      }),
    );
    expect(code.value.status).toBe(200);
    expect(code.ms).toBeLessThan(BOUND_MS);

    // A change made on this instance still reaches its own viewers.
    const made = await timed(connect({ ...t, app: a }, 'DevMeetup', pia.user_id, 0, 0));
    expect(made.value.status).toBe(200);
    expect(made.ms).toBeLessThan(BOUND_MS);
    const update = await watching.next('connection_made');
    expect(update.response.window.put[0].row).toMatchObject({ event_register_id: pia.event_register_id });

    // Shutting down does not wait for a Redis that never answers.
    const closing = await timed(a.close());
    expect(closing.ms).toBeLessThan(BOUND_MS);
  });

  /**
   * Pia's event on two instances, A reaching Redis through the proxy and B straight, a board open on
   * `watchOn`; then A alone loses Redis.
   */
  const cutA = async (watchOn: 'a' | 'b') => {
    await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia');
    const a = await instance(true);
    const b = await instance(false);
    await expect
      .poll(async () => (await health(a)).body.response.checks.redis, { timeout: 10_000 })
      .toBe('ok');
    const watching = open(watchOn === 'a' ? a : b);
    expect((await watching.next('snapshot')).response.user_data).toEqual([
      expect.objectContaining({ total_connections: 0 }),
    ]);
    proxy?.cut();
    await expect
      .poll(async () => (await health(a)).body.response.checks.redis, { timeout: 5_000 })
      .toBe('down');
    return { pia, a, b, watching };
  };

  /**
   * Pia's connection made on `app` while `watching` cannot hear of it; then A's Redis back, and the
   * fresh snapshot that brings it.
   */
  const missedUntilBack = async (app: App, pia: PlayerRegistration, watching: LiveClient) => {
    expect((await connect({ ...t, app }, 'DevMeetup', pia.user_id, 0, 0)).status).toBe(200);
    await watching.nothing('connection_made', 300);
    proxy?.restore();
    const fresh = await watching.next('snapshot');
    expect(fresh.response.user_data).toEqual([
      expect.objectContaining({ event_register_id: pia.event_register_id, total_connections: 1 }),
    ]);
    return fresh;
  };

  it('sends every viewer a fresh snapshot when Redis is back, with what other instances did meanwhile', async () => {
    const { pia, a, b, watching } = await cutA('a');
    expect((await health(a)).body.response).toMatchObject({ status: 'degraded', checks: { redis: 'down' } });
    // Made on B while A cannot hear Redis: A's viewers miss the message.
    const fresh = await missedUntilBack(b, pia, watching);
    expect(fresh.response.total_connections).toBe(1);
    // The publishing connection reconnects on its own schedule: /healthz says ok once both are back.
    const deadline = Date.now() + 5_000;
    let back = await health(a);
    while (back.body.response.status !== 'ok' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      back = await health(a);
    }
    expect(back.body.response).toMatchObject({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    // And A's board over HTTP was computed again, not kept from before the outage.
    const board = await call<LeaderboardWindow>(a, 'GET', boardPath);
    expect(board.body.response.rows).toEqual([expect.objectContaining({ total_connections: 1 })]);
  });

  it("sends other instances' viewers a fresh snapshot of changes made where Redis was away", async () => {
    // Only A loses Redis: B stays connected, so no return of its own will resync its viewers.
    const { pia, a, b, watching } = await cutA('b');
    await missedUntilBack(a, pia, watching);
    // And B's board over HTTP was computed again, not kept from before.
    const board = await call<LeaderboardWindow>(b, 'GET', boardPath);
    expect(board.body.response.rows).toEqual([expect.objectContaining({ total_connections: 1 })]);
  });

  it('sends a fresh snapshot to a viewer served before the instance first reached Redis', async () => {
    await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia');
    // A restart while Redis is slow to answer: the crowd reconnects to the new instance at once.
    const a = await instance(true, true);
    const b = await instance(false);
    const watching = open(a);
    const snapshot = await timed(watching.next('snapshot'));
    expect(snapshot.ms).toBeLessThan(BOUND_MS);
    expect(snapshot.value.response.user_data).toEqual([expect.objectContaining({ total_connections: 0 })]);
    // Made on B before A's SUBSCRIBE is in force: A's viewer cannot have heard it.
    expect((await connect({ ...t, app: b }, 'DevMeetup', pia.user_id, 0, 0)).status).toBe(200);
    // A second viewer meanwhile is not kept waiting for a Redis that did not answer the first.
    const second = await timed(open(a).next('snapshot'));
    expect(second.ms).toBeLessThan(BOUND_MS);

    proxy?.restore();
    const fresh = await watching.next('snapshot');
    expect(fresh.response.user_data).toEqual([
      expect.objectContaining({ event_register_id: pia.event_register_id, total_connections: 1 }),
    ]);
  });
});
