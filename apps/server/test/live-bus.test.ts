import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createRedisBus,
  type LiveBus,
  type LiveMessage,
  type LiveOrigin,
  readSent,
  redisChannel,
} from '../src/plugins/app/live/live-bus.js';
import { testRedisUrl } from './helpers/live.js';

const change: LiveMessage = { type: 'voting_toggled', voting_enabled: true };

describe('a message on Redis as the bus reads it', () => {
  it('reads an envelope, with the instance that sent it', () => {
    expect(readSent(JSON.stringify({ from: 'a', message: change }))).toEqual({ from: 'a', message: change });
  });

  it("reads an earlier version's bare change as another instance's", () => {
    expect(readSent(JSON.stringify(change))).toEqual({ from: '', message: change });
  });

  it('refuses what no subscriber could read', () => {
    for (const text of [
      'not json',
      'null',
      '42',
      '{"from":"a"}',
      '{"from":"a","message":{}}',
      '{"message":{"type":1}}',
    ]) {
      expect(readSent(text), text).toBeNull();
    }
  });
});

const silentLog = {
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silentLog,
  level: 'silent',
  silent() {},
} as unknown as FastifyBaseLogger;

const redisUrl = testRedisUrl();
// Only with a Redis (under CI always: testRedisUrl fails without one); the bus of one instance has no wire.
const redisVariants = redisUrl ? [redisUrl] : [];

describe.each(redisVariants)('the Redis bus (%s)', (url) => {
  const opened: Array<{ close(): Promise<unknown> }> = [];
  afterEach(async () => {
    for (const item of opened.splice(0)) await item.close();
  });

  it("hears a change from an instance of the earlier version, as another instance's, and skips garbage", async () => {
    const bus: LiveBus = createRedisBus(url, silentLog);
    opened.push(bus);
    const raw = new Redis(url);
    opened.push({ close: () => raw.quit() });
    const eventId = randomUUID();
    const heard: Array<[LiveMessage, LiveOrigin]> = [];
    let wake = () => {};
    bus.subscribe(eventId, (message, origin) => {
      heard.push([message, origin]);
      wake();
    });
    const next = (count: number) =>
      new Promise<void>((resolve) => {
        wake = () => heard.length >= count && resolve();
        wake();
      });
    await bus.ready(eventId);
    bus.publish(eventId, change);
    await next(1);
    expect(heard[0]).toEqual([change, 'here']);

    await raw.publish(redisChannel(eventId), 'not json');
    await raw.publish(redisChannel(eventId), JSON.stringify({ from: 'other' }));
    await raw.publish(redisChannel(eventId), JSON.stringify(change));
    await next(2);
    // Redis delivers a channel's messages in order: the two unreadable ones were skipped, not delivered.
    expect(heard).toEqual([
      [change, 'here'],
      [change, 'elsewhere'],
    ]);
  });
});
