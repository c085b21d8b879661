import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type {
  Announcement,
  Branding,
  ConnectionImage,
  LeaderboardPlayer,
  Locale,
  ScreenCommand,
  ScreenInfo,
  VenuePrivacy,
  VotingRow,
} from '@hoogo/core';
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

/** One change in an event, as live viewers (leaderboards, voting page, hosts' activity feed) are told about it. */
export type LiveMessage =
  | ({ type: 'player_joined' } & PlayerChange)
  /**
   * `votingRow`: the player's updated voting row, when the player has completed the card.
   * `connectionId`: the stored connection, for the hosts' activity feed.
   * `selfieConsent`: the connection's selfie_consent; false keeps the selfie off the public views
   * (lib/venue-privacy.ts), absent or null counts as given.
   */
  | ({
      type: 'connection_made';
      image: ConnectionImage;
      votingRow?: VotingRow;
      connectionId: string;
      selfieConsent?: boolean | null;
    } & PlayerChange)
  /**
   * A host hid or restored connections (`connectionIds`); `players` holds the new rows of the players
   * whose score changed (higher revisions), `hiddenImages` the selfies that leave the galleries.
   */
  | {
      type: 'connections_moderated';
      connectionIds: string[];
      players: PlayerChange[];
      hiddenImages: string[];
      /** The votes or candidates changed: voting boards get a fresh snapshot. */
      votingChanged: boolean;
    }
  /**
   * A host removed or restored a player: the removed player's row leaves the boards (`removed`), a
   * restored one comes back in `players`; the connections hidden or restored with it are listed as in
   * connections_moderated.
   */
  | {
      type: 'player_moderated';
      eventRegisterId: string;
      removed: boolean;
      /** A removal: the removed player's row revision at it (rows no newer are late: core's isRemovedRow). */
      revision?: number;
      connectionIds: string[];
      players: PlayerChange[];
      hiddenImages: string[];
      votingChanged: boolean;
      /**
       * The player left the event (docs/data.md): these connections (theirs, and others' that linked
       * them) no longer exist, and leave the hosts' activity feed.
       */
      deletedConnectionIds?: string[];
    }
  | ({ type: 'player_completed'; votingRow: VotingRow } & PlayerChange)
  | { type: 'vote_cast'; row: VotingRow }
  | { type: 'voting_toggled'; voting_enabled: boolean }
  | { type: 'grid_changed'; matrix: string[][] }
  /** A host renamed the event: an open game board shows the new title and join link. */
  | { type: 'event_renamed'; name: string }
  /** A host changed the room's language: an open game board speaks it (docs/decisions/0086-five-languages.md). */
  | { type: 'language_changed'; language: Locale }
  /** A host changed the big screen's logo or accent colour (docs/decisions/0084-the-boards-branding.md). */
  | { type: 'branding_changed'; branding: Branding }
  /** Only the status channel shows it: the leaderboards have no use for the friend codes' length. */
  | { type: 'code_digits_changed'; code_digits: number | null }
  /** Only the status channel shows it: a host changed the game's schedule, or a voting time came. */
  | { type: 'schedule_changed' }
  /**
   * A host sent or withdrew an announcement (docs/decisions/0082-announcements.md): the status channel
   * reads its announcements again, the big screens show or drop it, the hosts' feeds list it again.
   */
  | { type: 'announcement_made'; announcement: Announcement }
  | { type: 'announcement_withdrawn'; id: string }
  /**
   * The hosts changed what the public views show (docs/data.md, "The venue's privacy setting"): cached boards
   * are computed again and every open board gets a fresh snapshot, on every instance.
   */
  | { type: 'venue_privacy_changed'; venue_privacy: VenuePrivacy }
  /**
   * The big screens and the hosts' remote (screen-sockets.ts, docs/decisions/0080-the-remote.md): no board
   * or status shows them; a remote's command or rename for one screen (or all: null), a screen that
   * opened or said its name, one that closed, and a remote's call for every open screen to say its name.
   */
  | { type: 'screen_command'; screen: string | null; command: ScreenCommand }
  | { type: 'screen_rename'; screen: string; name: string }
  | { type: 'screen_seen'; screen: ScreenInfo }
  | { type: 'screen_gone'; id: string }
  | { type: 'screens_roll_call' };

/**
 * Where a change heard was announced: on this instance (its announcer already put it on this instance's
 * boards) or on another one (docs/decisions/0070-one-announce-path.md).
 */
export type LiveOrigin = 'here' | 'elsewhere';

export type LiveHandler = (message: LiveMessage, origin: LiveOrigin) => void;

/**
 * The event channels (docs/decisions/0009-live.md): every change is published once to its event's channel,
 * and every subscriber of that channel, on any instance, hears it once.
 */
export interface LiveBus extends LiveChannels {
  /**
   * Only the announcer publishes (plugins/app/live/announce.ts): the instance's `liveBus` has no publish
   * (docs/decisions/0070-one-announce-path.md).
   */
  publish(eventId: string, message: LiveMessage): void;
}

/** The bus as the instance shows it (`fastify.liveBus`): everything but publishing. */
export interface LiveChannels {
  /**
   * Answers the function that ends the subscription. A `first` handler hears each change before the
   * others (the board cache: the sockets read the board the change is on).
   */
  subscribe(eventId: string, handler: LiveHandler, options?: { first?: boolean }): () => void;
  /**
   * Settles once messages published from now on reach this instance's subscribers of the event, or at
   * once (or after READY_WAIT_MS) when Redis is away: nobody waits on Redis for a snapshot. A viewer
   * served before its SUBSCRIBE took effect is made whole by a resync once it does.
   */
  ready(eventId: string): Promise<void>;
  /**
   * Runs `handler` when the bus comes back after an outage: messages may have been lost meanwhile, so
   * caches drop what they hold and live viewers get a fresh snapshot. Answers the function that ends it.
   */
  onResync(handler: () => void): () => void;
  /** Redis's state for /healthz: 'disabled' without REDIS_URL; answers within HEALTH_WAIT_MS. */
  health(): Promise<BusHealth>;
  /** Ends the bus within a bounded time, whatever Redis does. */
  close(): Promise<void>;
}

export type BusHealth = 'ok' | 'down' | 'disabled';

/** How long a snapshot waits for a SUBSCRIBE to be confirmed by a Redis that is up. */
export const READY_WAIT_MS = 1_000;
/** How long the health check waits for Redis's answer to PING. */
export const HEALTH_WAIT_MS = 1_000;
/** How long closing waits for Redis to acknowledge QUIT before dropping the connection. */
const QUIT_WAIT_MS = 500;

/** `promise`, or `fallback` once `ms` have passed (the timer does not keep the process alive). */
export function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Subscriptions to the event channels; changes are announced with `fastify.announce`. */
    liveBus: LiveChannels;
  }
}

/** The in-process bus, which also delivers what another instance published (the Redis bus's local side). */
export interface LocalBus extends LiveBus {
  /** Calls the event's subscribers with a change from `origin`. */
  deliver(eventId: string, message: LiveMessage, origin: LiveOrigin): void;
}

/** The bus of a single instance. A failing subscriber is reported and never reaches the publisher. */
export function createInProcessBus(onHandlerError: (error: unknown) => void): LocalBus {
  const emitter = new EventEmitter();
  // One listener per event with open sockets (and per test listener): there is no meaningful maximum.
  emitter.setMaxListeners(0);
  const deliver = (eventId: string, message: LiveMessage, origin: LiveOrigin) => {
    emitter.emit(eventId, message, origin);
  };
  return {
    deliver,
    publish: (eventId, message) => deliver(eventId, message, 'here'),
    subscribe(eventId, handler, options) {
      const listener = (message: LiveMessage, origin: LiveOrigin) => {
        try {
          handler(message, origin);
        } catch (error) {
          onHandlerError(error);
        }
      };
      if (options?.first) emitter.prependListener(eventId, listener);
      else emitter.on(eventId, listener);
      return () => emitter.off(eventId, listener);
    },
    ready: async () => {},
    onResync: () => () => {},
    health: async () => 'disabled',
    close: async () => {},
  };
}

export const redisChannel = (eventId: string) => `hoogo:event:${eventId}`;

/**
 * A message on a Redis channel: the change, and the instance that published it; or, with `missed`, word
 * from that instance that changes of the event reached its own viewers only while its publishing
 * connection was away (the others missed them, and resync).
 */
export type Envelope = { from: string; message: LiveMessage } | { from: string; missed: true };
const CHANNEL_PREFIX = redisChannel('');

const isMessage = (value: unknown): value is LiveMessage =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/**
 * A Redis message as sent: an envelope, or a bare change from an instance of an earlier version (before
 * messages named their sender, docs/decisions/0070-one-announce-path.md), which is another instance's by
 * definition. Null for anything else, which no subscriber could read.
 */
export function readSent(text: string): Envelope | null {
  let sent: unknown;
  try {
    sent = JSON.parse(text);
  } catch {
    return null;
  }
  if (isMessage(sent)) return { from: '', message: sent };
  const envelope = sent as { from?: unknown; message?: unknown; missed?: unknown } | null;
  if (typeof envelope?.from !== 'string') return null;
  if (envelope.missed === true) return { from: envelope.from, missed: true };
  if (!isMessage(envelope.message)) return null;
  return { from: envelope.from, message: envelope.message };
}

/**
 * The bus of several instances: Redis pub/sub, one connection publishing and one subscribed to the
 * channels of the events this instance has subscribers for. Local subscribers hear only what comes
 * back from Redis, so a change published here reaches them once, like everyone else's. Each message
 * names the instance that published it, so subscribers know a change of their own instance
 * (`LiveOrigin`).
 *
 * Redis going away never stalls the instance (docs/operations.md, "Redis and `/healthz`"): publishing does
 * not queue (a change made here then goes to this instance's subscribers directly), snapshots do not wait for
 * a SUBSCRIBE, and closing drops the connections after QUIT_WAIT_MS. When the subscriber connection is back
 * (ioredis reconnects and subscribes again), the resync handlers run: what other instances published
 * meanwhile is lost, so caches are dropped and viewers are sent a fresh snapshot. When the publishing
 * connection is back, the instances that stayed connected are told which events changed here meanwhile
 * (`missed`), and resync in turn.
 */
export function createRedisBus(url: string, log: FastifyBaseLogger): LiveBus {
  const local = createInProcessBus((error) => log.error({ err: error }, 'live subscriber failed'));
  const publisher = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
  });
  // SUBSCRIBE waits for a reconnection rather than fail: a lost SUBSCRIBE would silence the channel.
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
  /** This instance's name on the channels: a message naming it is one of its own, come back. */
  const instance = randomUUID();
  let publisherDown = false;
  let subscriberDown = false;
  publisher.on('error', (error: Error) => {
    if (!publisherDown) log.error({ err: error }, 'redis publisher error');
  });
  subscriber.on('error', (error: Error) => {
    if (!subscriberDown) log.error({ err: error }, 'redis subscriber error');
  });
  publisher.on('close', () => {
    publisherDown = true;
  });
  /**
   * Events whose changes this instance could deliver to its own viewers only (its publishing connection
   * was away, or not yet up after a start): once it is back, the other instances are told, and resync.
   */
  const missed = new Set<string>();
  const deliverHereOnly = (eventId: string, message: LiveMessage) => {
    missed.add(eventId);
    local.publish(eventId, message);
  };
  publisher.on('ready', () => {
    publisherDown = false;
    for (const eventId of [...missed]) {
      missed.delete(eventId);
      const notice: Envelope = { from: instance, missed: true };
      publisher.publish(redisChannel(eventId), JSON.stringify(notice)).catch((error: unknown) => {
        missed.add(eventId);
        log.warn({ err: error, eventId }, 'live bus: missed changes not told; told when Redis is back');
      });
    }
  });

  const resyncHandlers = new Set<() => void>();
  let closing = false;
  let wasReady = false;
  subscriber.on('close', () => {
    if (!closing && !subscriberDown)
      log.warn('live bus: Redis connection lost; changes of other instances wait');
    subscriberDown = true;
  });
  // Asked together (Redis back, and the SUBSCRIBEs it held answered with it), the viewers resync once.
  let resyncQueued = false;
  function resync(reason: string) {
    if (resyncQueued) return;
    resyncQueued = true;
    setImmediate(() => {
      resyncQueued = false;
      if (closing || subscriber.status !== 'ready') return;
      log.info(`live bus: ${reason}; live viewers resync`);
      for (const handler of [...resyncHandlers]) {
        try {
          handler();
        } catch (error) {
          log.error({ err: error }, 'live resync failed');
        }
      }
    });
  }
  /** A viewer was served before the first connection, which took longer than READY_WAIT_MS. */
  let servedBeforeConnected = false;
  subscriber.on('ready', () => {
    subscriberDown = false;
    const first = !wasReady;
    wasReady = true;
    if (first && !servedBeforeConnected) return;
    // ioredis has sent the SUBSCRIBEs (again); a PING answered after them means they are in force.
    subscriber
      .ping()
      .catch(() => {})
      .then(() => resync(first ? 'Redis connected late' : 'Redis is back'));
  });
  for (const connection of [publisher, subscriber]) {
    connection.connect().catch((error: unknown) => log.error({ err: error }, 'redis connection failed'));
  }

  subscriber.on('message', (channel: string, text: string) => {
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    const sent = readSent(text);
    if (!sent) {
      log.error({ channel }, 'unreadable live message');
      return;
    }
    if ('missed' in sent) {
      if (sent.from !== instance) resync('another instance made changes while away from Redis');
      return;
    }
    const origin = sent.from === instance ? 'here' : 'elsewhere';
    local.deliver(channel.slice(CHANNEL_PREFIX.length), sent.message, origin);
  });

  /** Local subscribers per event, and the SUBSCRIBE that feeds them. */
  const channels = new Map<string, { subscribers: number; subscribed: Promise<void> }>();

  return {
    publish(eventId, message) {
      // Without Redis the change still reaches this instance's viewers; the others are told later.
      if (publisher.status !== 'ready') {
        deliverHereOnly(eventId, message);
        return;
      }
      const sent: Envelope = { from: instance, message };
      publisher.publish(redisChannel(eventId), JSON.stringify(sent)).catch((error: unknown) => {
        log.error({ err: error, eventId }, 'live message not published; delivered on this instance only');
        deliverHereOnly(eventId, message);
      });
    },
    subscribe(eventId, handler, options) {
      const stop = local.subscribe(eventId, handler, options);
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
    ready(eventId) {
      const subscribed = channels.get(eventId)?.subscribed;
      if (!subscribed) return Promise.resolve();
      // Nobody waits on a Redis that is away: after it was up, its return resyncs every viewer; before
      // the first connection, once one wait ran out, so does the connection.
      if (wasReady ? subscriber.status !== 'ready' : servedBeforeConnected) return Promise.resolve();
      return within(
        subscribed.then(() => true),
        READY_WAIT_MS,
        false,
      ).then((inForce) => {
        if (inForce) return;
        if (!wasReady) servedBeforeConnected = true;
        // Served before its SUBSCRIBE took effect on a live connection: once it does, what was
        // published meanwhile reaches the viewers as a fresh snapshot.
        else void subscribed.then(() => resync('a channel subscribed late'));
      });
    },
    onResync(handler) {
      resyncHandlers.add(handler);
      return () => resyncHandlers.delete(handler);
    },
    async health() {
      if (publisher.status !== 'ready' || subscriber.status !== 'ready') return 'down';
      const answer = await within(
        publisher.ping().then(
          () => 'ok' as const,
          () => 'down' as const,
        ),
        HEALTH_WAIT_MS,
        'down' as const,
      );
      return answer;
    },
    async close() {
      closing = true;
      channels.clear();
      resyncHandlers.clear();
      const quits = Promise.allSettled([publisher.quit(), subscriber.quit()]);
      await within(quits, QUIT_WAIT_MS, undefined);
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/** Each instance's publish, kept from everyone but the announcer (publisherOf). */
const publishers = new WeakMap<LiveChannels, LiveBus['publish']>();

/**
 * The publish of the instance's bus, for the announcer alone (plugins/app/live/announce.ts): every change
 * is put on this instance's boards as it is published (docs/decisions/0070-one-announce-path.md).
 */
export function publisherOf(channels: LiveChannels): LiveBus['publish'] {
  const publish = publishers.get(channels);
  if (!publish) throw new Error('not a live bus of this app');
  return publish;
}

/**
 * Redis when REDIS_URL is set (several instances), else the in-process bus. The instance is decorated
 * with the bus without its publish.
 */
export default fp(
  async (fastify) => {
    const { redisUrl } = fastify.config;
    const bus: LiveBus = redisUrl
      ? createRedisBus(redisUrl, fastify.log)
      : createInProcessBus((error) => fastify.log.error({ err: error }, 'live subscriber failed'));
    const channels: LiveChannels = {
      subscribe: (eventId, handler, options) => bus.subscribe(eventId, handler, options),
      ready: (eventId) => bus.ready(eventId),
      onResync: (handler) => bus.onResync(handler),
      health: () => bus.health(),
      close: () => bus.close(),
    };
    publishers.set(channels, (eventId, message) => bus.publish(eventId, message));
    fastify.decorate('liveBus', channels);
    fastify.addHook('onClose', () => bus.close());
  },
  { name: 'live-bus' },
);
