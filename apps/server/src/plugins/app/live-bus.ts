import { EventEmitter } from 'node:events';
import type { ConnectionImage, LeaderboardPlayer, VotingRow } from '@hoogo/core';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * A change of one player. The row is the public one (user_code null): the friend code rides beside it
 * for the hosts' sockets, and the socket layer drops it for everyone else.
 */
interface PlayerChange {
  player: LeaderboardPlayer;
  friendCode: string | null;
}

/** One change in an event, as live viewers (leaderboards, voting page) are told about it. */
export type LiveMessage =
  | ({ type: 'player_joined' } & PlayerChange)
  /** `votingRow`: the player's updated voting row, when the player has completed the card. */
  | ({ type: 'connection_made'; image: ConnectionImage; votingRow?: VotingRow } & PlayerChange)
  | ({ type: 'player_completed'; votingRow: VotingRow } & PlayerChange)
  | { type: 'vote_cast'; row: VotingRow }
  | { type: 'voting_toggled'; voting_enabled: boolean }
  | { type: 'grid_changed'; matrix: string[][] }
  /** Only the status channel shows it: the leaderboards have no use for the friend codes' length. */
  | { type: 'code_digits_changed'; code_digits: number | null };

export type LiveHandler = (message: LiveMessage) => void;

/**
 * The event channels (docs/decisions.md, Live): every change is published once to its event's channel, and
 * every subscriber of that channel, on any instance, hears it once.
 */
export interface LiveBus {
  publish(eventId: string, message: LiveMessage): void;
  /** Answers the function that ends the subscription. */
  subscribe(eventId: string, handler: LiveHandler): () => void;
  /** Settles once messages published from now on reach this instance's subscribers of the event. */
  ready(eventId: string): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveBus: LiveBus;
  }
}

/** The bus of a single instance. A failing subscriber is reported and never reaches the publisher. */
export function createInProcessBus(onHandlerError: (error: unknown) => void): LiveBus {
  const emitter = new EventEmitter();
  // One listener per event with open sockets (and per test listener): there is no meaningful maximum.
  emitter.setMaxListeners(0);
  return {
    publish(eventId, message) {
      emitter.emit(eventId, message);
    },
    subscribe(eventId, handler) {
      const listener = (message: LiveMessage) => {
        try {
          handler(message);
        } catch (error) {
          onHandlerError(error);
        }
      };
      emitter.on(eventId, listener);
      return () => emitter.off(eventId, listener);
    },
    ready: async () => {},
    close: async () => {},
  };
}

export const redisChannel = (eventId: string) => `hoogo:event:${eventId}`;
const CHANNEL_PREFIX = redisChannel('');

/**
 * The bus of several instances: Redis pub/sub, one connection publishing and one subscribed to the
 * channels of the events this instance has subscribers for. Local subscribers hear only what comes
 * back from Redis, so a change published here reaches them once, like everyone else's. Reconnecting
 * (and subscribing again) is ioredis's; a message published while Redis is away may be lost, and
 * viewers catch up with the snapshot of their next connection.
 */
export function createRedisBus(url: string, log: FastifyBaseLogger): LiveBus {
  const local = createInProcessBus((error) => log.error({ err: error }, 'live subscriber failed'));
  const publisher = new Redis(url, { lazyConnect: true });
  // Commands wait for a reconnection rather than fail: a lost SUBSCRIBE would silence the channel.
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
  publisher.on('error', (error: Error) => log.error({ err: error }, 'redis publisher error'));
  subscriber.on('error', (error: Error) => log.error({ err: error }, 'redis subscriber error'));
  for (const connection of [publisher, subscriber]) {
    connection.connect().catch((error: unknown) => log.error({ err: error }, 'redis connection failed'));
  }

  subscriber.on('message', (channel: string, text: string) => {
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    let message: LiveMessage;
    try {
      message = JSON.parse(text) as LiveMessage;
    } catch (error) {
      log.error({ err: error, channel }, 'unreadable live message');
      return;
    }
    local.publish(channel.slice(CHANNEL_PREFIX.length), message);
  });

  /** Local subscribers per event, and the SUBSCRIBE that feeds them. */
  const channels = new Map<string, { subscribers: number; subscribed: Promise<void> }>();

  return {
    publish(eventId, message) {
      publisher
        .publish(redisChannel(eventId), JSON.stringify(message))
        .catch((error: unknown) => log.error({ err: error, eventId }, 'live message not published'));
    },
    subscribe(eventId, handler) {
      const stop = local.subscribe(eventId, handler);
      let channel = channels.get(eventId);
      if (!channel) {
        const subscribed = subscriber.subscribe(redisChannel(eventId)).then(
          () => {},
          (error: unknown) => log.error({ err: error, eventId }, 'live channel not subscribed'),
        );
        channel = { subscribers: 0, subscribed };
        channels.set(eventId, channel);
      }
      channel.subscribers += 1;
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        stop();
        const current = channels.get(eventId);
        if (!current || --current.subscribers > 0) return;
        channels.delete(eventId);
        subscriber
          .unsubscribe(redisChannel(eventId))
          .catch((error: unknown) => log.warn({ err: error, eventId }, 'live channel not unsubscribed'));
      };
    },
    ready: (eventId) => channels.get(eventId)?.subscribed ?? Promise.resolve(),
    async close() {
      channels.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** Redis when REDIS_URL is set (several instances), else the in-process bus. */
export default fp(
  async (fastify) => {
    const { redisUrl } = fastify.config;
    const bus = redisUrl
      ? createRedisBus(redisUrl, fastify.log)
      : createInProcessBus((error) => fastify.log.error({ err: error }, 'live subscriber failed'));
    fastify.decorate('liveBus', bus);
    fastify.addHook('onClose', () => bus.close());
  },
  { name: 'live-bus' },
);
