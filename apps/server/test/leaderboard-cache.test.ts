import type { LeaderboardPlayer } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import { createLeaderboardCache, type PublicBoard } from '../src/plugins/app/leaderboard-cache.js';
import { createInProcessBus } from '../src/plugins/app/live-bus.js';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { api, connect, join, playableEvent } from './helpers/game.js';
import { testRedisUrl } from './helpers/live.js';

const board = (label: string): PublicBoard => ({
  rows: [
    {
      event_register_id: label,
      user_name: label,
      user_code: null,
      total_connections: 0,
      score: [false, false, false, false, false],
      completed_at: null,
      connected_to: [],
    },
  ],
});

/** A compute function whose calls are counted and settled by the test. */
function controlledCompute() {
  const calls: Array<{ eventId: string; resolve: (board: PublicBoard) => void }> = [];
  const compute = (eventId: string) =>
    new Promise<PublicBoard>((resolve) => {
      calls.push({ eventId, resolve });
    });
  return { calls, compute };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('leaderboard cache', () => {
  it('computes once for concurrent misses and answers the cached board after', async () => {
    const { calls, compute } = controlledCompute();
    const cache = createLeaderboardCache({ bus: createInProcessBus(() => {}), compute });
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

  it("drops the board on any message of the event's channel, and only that event's", async () => {
    const bus = createInProcessBus(() => {});
    let n = 0;
    const cache = createLeaderboardCache({ bus, compute: async (id) => board(`${id}-${++n}`) });
    expect((await cache.get('e1')).rows[0]?.user_name).toBe('e1-1');
    expect((await cache.get('e2')).rows[0]?.user_name).toBe('e2-2');
    bus.publish('e1', { type: 'voting_toggled', voting_enabled: true });
    expect((await cache.get('e1')).rows[0]?.user_name).toBe('e1-3');
    expect((await cache.get('e2')).rows[0]?.user_name).toBe('e2-2');
    cache.close();
  });

  it('does not keep a board computed across a change, and later callers do not wait for it', async () => {
    const bus = createInProcessBus(() => {});
    const { calls, compute } = controlledCompute();
    const cache = createLeaderboardCache({ bus, compute });
    const before = cache.get('e1');
    await flush();
    bus.publish('e1', { type: 'grid_changed', matrix: [] });
    const after = cache.get('e1');
    await flush();
    expect(calls).toHaveLength(2);
    calls[0]?.resolve(board('stale'));
    calls[1]?.resolve(board('fresh'));
    expect((await before).rows[0]?.user_name).toBe('stale');
    expect((await after).rows[0]?.user_name).toBe('fresh');
    expect((await cache.get('e1')).rows[0]?.user_name).toBe('fresh');
    cache.close();
  });

  it('expires after the TTL, and keeps at most maxEvents events, unsubscribing the dropped ones', async () => {
    let time = 0;
    let n = 0;
    const bus = createInProcessBus(() => {});
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
    time = 999;
    expect((await cache.get('e1')).rows[0]?.user_name).toBe('1');
    time = 1_000;
    expect((await cache.get('e1')).rows[0]?.user_name).toBe('2');
    await cache.get('e2');
    await cache.get('e3');
    expect([...subscribed].sort()).toEqual(['e2', 'e3']);
    cache.close();
    expect(subscribed.size).toBe(0);
  });
});

const redisUrl = testRedisUrl();
const variants = testBackends().flatMap(
  (backend): Array<[string, NodeJS.ProcessEnv]> =>
    backend === 'postgres' && redisUrl
      ? [
          [backend, {}],
          [`${backend} + Redis`, { REDIS_URL: redisUrl }],
        ]
      : [[backend, {}]],
);

describe.each(variants)('cached leaderboard on %s', (label, env) => {
  const t = useTestApp(label.startsWith('postgres') ? 'postgres' : 'pglite', { env });
  const board = async () =>
    (await call<LeaderboardPlayer[]>(t.app, 'GET', `${api}/manage-event/DevMeetup/leaderboard/`)).body;

  it('shows a new player and a new connection on the very next GET', async () => {
    await playableEvent(t, { codeDigits: 4 });
    const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia');
    const first = await board();
    expect(first.response.map((row) => row.user_name)).toEqual(['Pia']);
    expect(await board()).toEqual(first);

    const max = await join(t, 'DevMeetup', 'max@example.com', 'Max');
    expect((await board()).response.map((row) => row.user_name).sort()).toEqual(['Max', 'Pia']);

    expect((await connect(t, 'DevMeetup', pia.user_id, 0, 0, { code: max.user_code ?? '' })).status).toBe(
      200,
    );
    const after = await board();
    expect(after.hasError).toBe(false);
    expect(after.response[0]).toMatchObject({
      user_name: 'Pia',
      user_code: null,
      total_connections: 1,
      connected_to: [max.event_register_id],
    });
  });
});
