import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { messages } from '@hoogo/core';
import type { FastifyBaseLogger, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RateLimit } from '../../config/index.js';
import { ApiError } from '../../lib/envelope.js';
import type { RateLimitName } from '../../lib/metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that allows `limit.max` requests per window for each key; `name` keeps the buckets of
     * different limits apart. Put several on one route to limit per IP and per email at the same time.
     * A refusal is 429 with Retry-After and `sentence` (default: too many attempts) of the wait, counted
     * under `name` in the metrics.
     */
    limitRequests(
      name: RateLimitName,
      limit: RateLimit,
      key: (request: FastifyRequest) => string,
      sentence?: (seconds: number) => string,
    ): preHandlerAsyncHookHandler;
  }
}

interface Count {
  current: number;
  ttl: number;
}

/** Where the counters live in Redis: one key per bucket, gone when its window ends. */
export const RATE_LIMIT_PREFIX = 'hoogo:rate-limit:';

/** Counters of one instance, each dropped when its window ends; the oldest go first past `maxKeys`. */
export class LocalCounters {
  private readonly counts = new Map<string, { current: number; resetAt: number }>();

  constructor(private readonly maxKeys = 20_000) {}

  incr(key: string, windowMs: number, now = Date.now()): Count {
    let entry = this.counts.get(key);
    if (!entry || entry.resetAt <= now) {
      this.counts.delete(key);
      entry = { current: 0, resetAt: now + windowMs };
      this.counts.set(key, entry);
      while (this.counts.size > this.maxKeys) {
        this.counts.delete(this.counts.keys().next().value as string);
      }
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.resetAt - now };
  }
}

/** INCR with the window set on the first hit; PTTL answers how long the bucket still lasts. */
const INCREMENT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type CountingRedis = Redis & {
  hoogoRateLimit(key: string, windowMs: number): Promise<[number, number]>;
};

/**
 * The counters' store: Redis when REDIS_URL is set, so every instance counts against one budget; this
 * instance's own counters while Redis is unreachable (the limits keep holding per instance, and a
 * request never waits for Redis: no offline queue, and a bounded command time).
 */
function counterStore(
  redis: CountingRedis | undefined,
  local: LocalCounters,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  let usingLocal = false;
  const fallBack = (error: unknown) => {
    if (!usingLocal) log.warn({ err: error }, 'rate limits: Redis unavailable, counting on this instance');
    usingLocal = true;
  };
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      if (redis?.status !== 'ready') {
        if (redis) fallBack(new Error(`redis is ${redis.status}`));
        callback(null, local.incr(key, timeWindow));
        return;
      }
      redis.hoogoRateLimit(`${RATE_LIMIT_PREFIX}${key}`, timeWindow).then(
        ([current, ttl]) => {
          if (usingLocal) log.info('rate limits: counting in Redis again');
          usingLocal = false;
          callback(null, { current, ttl });
        },
        (error: unknown) => {
          fallBack(error);
          callback(null, local.incr(key, timeWindow));
        },
      );
    },
    child: () => store,
  };
  return class {
    constructor() {
      // biome-ignore lint/correctness/noConstructorReturn: the plugin instantiates the store it is given
      return store;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

/** How long start-up waits for Redis before counting locally until it comes. */
const REDIS_CONNECT_WAIT_MS = 3_000;

/**
 * Counters in memory, or in Redis when REDIS_URL is set (docs/operations.md, "Rate limits and guessing
 * budgets").
 */
export default fp(
  async (fastify) => {
    const { redisUrl } = fastify.config;
    let redis: CountingRedis | undefined;
    if (redisUrl) {
      redis = new Redis(redisUrl, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: 1_000,
        connectTimeout: REDIS_CONNECT_WAIT_MS,
      }) as CountingRedis;
      redis.defineCommand('hoogoRateLimit', { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
      redis.on('error', (error: Error) => fastify.log.debug({ err: error }, 'rate-limit redis error'));
      const connection = redis;
      await Promise.race([
        connection.connect().catch((error: unknown) => {
          fastify.log.warn({ err: error }, 'rate limits: Redis not reachable at start-up');
        }),
        new Promise((resolve) => setTimeout(resolve, REDIS_CONNECT_WAIT_MS).unref()),
      ]);
      fastify.addHook('onClose', async () => {
        const quit = connection.quit().catch(() => {});
        await Promise.race([quit, new Promise((resolve) => setTimeout(resolve, 500).unref())]);
        connection.disconnect();
      });
    }

    await fastify.register(rateLimit, {
      global: false,
      store: counterStore(redis, new LocalCounters(), fastify.log),
    });

    fastify.decorate(
      'limitRequests',
      (
        name: RateLimitName,
        limit: RateLimit,
        key: (request: FastifyRequest) => string,
        sentence: (seconds: number) => string = messages.auth.tooManyAttempts,
      ) => {
        const check = fastify.createRateLimit({
          max: limit.max,
          timeWindow: limit.timeWindowMs,
          keyGenerator: (request) => `${name}:${key(request)}`,
        });
        const handler: preHandlerAsyncHookHandler = async (request, reply) => {
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            fastify.metrics.rateLimitRefused(name);
            const seconds = Math.max(1, result.ttlInSeconds);
            reply.header('retry-after', seconds);
            throw new ApiError(429, sentence(seconds));
          }
        };
        return handler;
      },
    );
  },
  { name: 'rate-limit', dependencies: ['error-handler', 'metrics'] },
);
