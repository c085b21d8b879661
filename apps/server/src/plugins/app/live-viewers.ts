import {
  type ActivityItem,
  type ActivitySocketMessage,
  type ConnectionImage,
  type EventStatus,
  LIVE_CLOSE_AUTH,
  LIVE_CLOSE_FORBIDDEN,
  LIVE_CLOSE_RESTART,
  LIVE_CLOSE_TOO_SLOW,
  type LiveAuthError,
  type LiveForbidden,
  type LiveSnapshot,
  type LiveUpdate,
  messages,
  RECENT_IMAGES_KEPT,
  StatusCode,
  type StatusSocketMessage,
  showsSelfies,
  type VenuePrivacy,
} from '@hoogo/core';
import fp from 'fastify-plugin';
import { WebSocket } from 'ws';
import type { EventRow } from '../../db/schema.js';
import { toConnectionImage } from '../../lib/connection-image.js';
import { ApiError } from '../../lib/envelope.js';
import { eventStatusOf } from '../../lib/event-status.js';
import { publicImage, publicRow, publicVotingRow, selfieShown } from '../../lib/venue-privacy.js';
import type { PlayerChange } from './game-repository.js';
import type { LiveMessage } from './live-bus.js';

/** The two live boards: the game leaderboard (LeaderboardPlayer rows) and the voting one (VotingRow). */
export type Board = 'game' | 'voting';

/** Close code when the snapshot could not be loaded. */
const LIVE_CLOSE_SERVER_ERROR = 1011;
/** Activity items read at once for the hosts' feed (a removal can concern many connections). */
const ACTIVITY_READS_AT_ONCE = 20;
/**
 * A snapshot reads this many times the gallery's connections, so that selfies kept off it (no consent,
 * docs/data.md) do not leave it short.
 */
const RECENT_READ_FACTOR = 3;

export interface LiveOptions {
  /** Idle sockets are pinged this often; one that did not answer the previous ping is dropped. */
  pingIntervalMs: number;
  /** A socket with more unsent bytes than this is closed with LIVE_CLOSE_TOO_SLOW. */
  maxBufferedBytes: number;
  /** How long a socket closed for slowness may take to finish its close handshake. */
  closeGraceMs: number;
  /** The status channel sends changed counts at most this often per event (joins come in waves). */
  statusCountIntervalMs: number;
}

export const defaultLiveOptions: LiveOptions = {
  pingIntervalMs: 30_000,
  maxBufferedBytes: 1024 * 1024,
  closeGraceMs: 5_000,
  statusCountIntervalMs: 3_000,
};

export interface ViewerRequest<Row> {
  event: EventRow;
  board: Board;
  /** The access token of the `token` query, if any: a host's makes the game rows carry friend codes. */
  token: string | undefined;
  /**
   * Every row of the board in the core order, names as `event` (just read) shows them publicly
   * (lib/venue-privacy.ts); `isHost` tells whether friend codes may be shown.
   */
  rows(isHost: boolean, event: EventRow): Promise<Row[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveViewers: {
      /** Serves a live board on an upgraded socket: snapshot first, then one update per change. */
      open<Row>(socket: WebSocket, request: ViewerRequest<Row>): Promise<void>;
      /** Serves the event's status channel: the status on connect, then again whenever it changes. */
      openStatus(socket: WebSocket, event: EventRow): Promise<void>;
      /** The event's status as the channel sends it, read from the database. */
      statusOf(event: EventRow): Promise<EventStatus>;
      /**
       * Serves the hosts' activity socket: `token` must be a host's of the event; then one `activity`
       * message per connection made or moderated (api/moderation.ts, ActivitySocketMessage).
       */
      openActivity(socket: WebSocket, event: EventRow, token: string | undefined): Promise<void>;
    };
  }
}

/** A board's snapshot serialized once, with the gallery entries it shows. */
interface SnapshotFrame {
  frame: string;
  shown: Set<string>;
}

interface Viewer {
  eventId: string;
  socket: WebSocket;
  /**
   * A live board, the status channel (whose frames are made per event, not per change), or the hosts'
   * activity feed (whose items are read once per change for all its sockets).
   */
  board: Board | 'status' | 'activity';
  isHost: boolean;
  /** Answered the last ping (or has not been pinged yet). */
  alive: boolean;
  /**
   * Changes heard while the snapshot loads, sent right after it (as the snapshot's venue_privacy shows
   * them); null once the snapshot is out.
   */
  pending: LiveMessage[] | null;
  /**
   * Sends the board's snapshot again (after the live bus was away, or when a moderation changed the
   * votes); `shared` is a snapshot read once for every socket of the same audience. None on the status
   * channel and the activity feed.
   */
  resync?: (shared?: () => Promise<SnapshotFrame>) => void;
  /** Reads the board's snapshot as this socket sees it. */
  snapshot?: () => Promise<SnapshotFrame>;
}

/**
 * The status channel of one event on this instance. Its frame is read from the database after a change
 * (all three counts and flags at once, so nothing drifts), at once for the flags and the grid, and at
 * most every statusCountIntervalMs for counts. `cached` answers new sockets without a query while it is
 * known to be current.
 */
interface StatusFeed {
  /** The current frame, or null when a change may have made it stale. */
  cached: string | null;
  /** The frame last sent to the open status sockets. */
  sent: string | null;
  loading: Promise<string | null> | null;
  /** Bumped by every change the status shows: a load that started before one is stale. */
  generation: number;
  /** A change arrived during the load under way: load again after it. */
  again: boolean;
  lastCountAt: number;
  countTimer: NodeJS.Timeout | null;
}

/**
 * The hosts' activity feed of one event on this instance: the connections to send again, read one batch
 * at a time so that the last item sent of a connection is never older than one sent before it.
 */
interface ActivityFeed {
  /** Connection ids heard of and not read yet, in the order heard. */
  due: Set<string>;
  /** Players removed or restored: their own connections' items are due too. */
  players: Set<string>;
  running: boolean;
}

/** The sockets of one event on this instance, fed by one subscription to the event's channel. */
interface EventViewers {
  /**
   * The event's venue_privacy as last read or heard (docs/data.md): every board's frames show the
   * players this way, the host's big screen included (it is a public screen; hosts only get friend codes).
   */
  privacy: VenuePrivacy;
  viewers: Set<Viewer>;
  /** The status channel's sockets. */
  watchers: Set<Viewer>;
  /** The hosts' activity sockets. */
  hosts: Set<Viewer>;
  status: StatusFeed;
  activity: ActivityFeed;
  stop: () => void;
}

/** What changes the status: flags and grid at once, counts coalesced. */
const statusChangeOf = (message: LiveMessage): 'now' | 'count' | null => {
  switch (message.type) {
    case 'voting_toggled':
    case 'grid_changed':
    case 'code_digits_changed':
    // The moderation version and the players it concerns: each phone decides at once whether to refetch.
    case 'connections_moderated':
    case 'player_moderated':
      return 'now';
    case 'player_joined':
    case 'connection_made':
      return 'count';
    default:
      return null;
  }
};

type Update = LiveUpdate<unknown>;

/** A moderation that changed the votes or the candidates: voting boards need a fresh snapshot. */
const refreshesVoting = (message: LiveMessage) =>
  (message.type === 'connections_moderated' || message.type === 'player_moderated') && message.votingChanged;

/** The boards that need a fresh snapshot after a change: a new venue_privacy changes every name shown. */
const refreshesOf = (message: LiveMessage): ((board: Viewer['board']) => boolean) | null => {
  if (message.type === 'venue_privacy_changed') return (board) => board === 'game' || board === 'voting';
  if (refreshesVoting(message)) return (board) => board === 'voting';
  return null;
};

/** The sockets that share one frame of a change (and one snapshot): hosts see the friend codes. */
const audienceOf = (viewer: Viewer) => `${viewer.board}:${viewer.board === 'game' && viewer.isHost}`;

/**
 * A player's row as a game board shows it: the name as the event's venue_privacy shows it, with the
 * friend code for the event's hosts only.
 */
const gameRow = (change: PlayerChange, isHost: boolean, privacy: VenuePrivacy) => {
  const row = publicRow(change.player, privacy);
  return isHost ? { ...row, user_code: change.friendCode } : row;
};

/**
 * What a game board shows of a moderation: the removed player's row leaves, each changed row is put in
 * place (its higher revision wins), each hidden selfie leaves the gallery.
 */
function moderationUpdates(
  message: Extract<LiveMessage, { type: 'connections_moderated' | 'player_moderated' }>,
  isHost: boolean,
  privacy: VenuePrivacy,
): Update[] {
  const updates: Update[] = [];
  if (message.type === 'player_moderated' && message.removed) {
    updates.push({
      type: 'player_removed',
      response: {
        event_register_id: message.eventRegisterId,
        ...(message.revision !== undefined && { revision: message.revision }),
      },
    });
  }
  for (const change of message.players) {
    updates.push({ type: 'player_changed', response: { user_data: gameRow(change, isHost, privacy) } });
  }
  // Without selfies on the board (anonymous modes) there is no gallery entry to drop, nor an address to give.
  if (!showsSelfies(privacy)) return updates;
  for (const image of message.hiddenImages) {
    updates.push({ type: 'connection_hidden', response: { hidden_image: image } });
  }
  return updates;
}

/**
 * What a board shows of a change, in order, as the event's venue_privacy shows it; none when the change
 * is not this board's.
 */
function updatesFor(
  message: LiveMessage,
  board: Viewer['board'],
  isHost: boolean,
  privacy: VenuePrivacy,
): Update[] {
  if (board === 'status' || board === 'activity') return [];
  if (message.type === 'voting_toggled') {
    return [{ type: message.type, response: { voting_enabled: message.voting_enabled } }];
  }
  if (board === 'voting') {
    // A moderation reaches voting boards as a fresh snapshot (refreshesVoting), not as updates.
    switch (message.type) {
      case 'vote_cast':
        return [{ type: message.type, response: { user_data: publicVotingRow(message.row, privacy) } }];
      case 'player_completed':
        return [{ type: message.type, response: { user_data: publicVotingRow(message.votingRow, privacy) } }];
      case 'connection_made':
        return message.votingRow
          ? [{ type: message.type, response: { user_data: publicVotingRow(message.votingRow, privacy) } }]
          : [];
      default:
        return [];
    }
  }
  switch (message.type) {
    case 'player_joined':
    case 'player_completed':
    case 'connection_made': {
      const user_data = gameRow(message, isHost, privacy);
      if (message.type !== 'connection_made') return [{ type: message.type, response: { user_data } }];
      // The entry stays without its selfie: the board counts the connection and names it in a toast.
      const image_data = publicImage(message.image, privacy, message.selfieConsent);
      return [{ type: message.type, response: { user_data, image_data } }];
    }
    case 'connections_moderated':
    case 'player_moderated':
      return moderationUpdates(message, isHost, privacy);
    case 'grid_changed':
      return [{ type: message.type, response: { matrix: message.matrix } }];
    default:
      return [];
  }
}

/** The frames of one change, each serialized once however many sockets receive it. */
function framesOf(message: LiveMessage, privacy: VenuePrivacy) {
  const frames = new Map<string, string[]>();
  return (viewer: Viewer): string[] => {
    const audience = audienceOf(viewer);
    let list = frames.get(audience);
    if (list === undefined) {
      list = updatesFor(message, viewer.board, viewer.isHost, privacy).map((update) =>
        JSON.stringify(update),
      );
      frames.set(audience, list);
    }
    return list;
  };
}

/** The connections whose activity item a change alters: made, hidden or restored. */
function activityIdsOf(message: LiveMessage): string[] {
  switch (message.type) {
    case 'connection_made':
      return [message.connectionId];
    case 'connections_moderated':
    case 'player_moderated':
      return message.connectionIds;
    default:
      return [];
  }
}

const imageKey = (image: ConnectionImage) => `${image.image} ${image.connected_at}`;

/**
 * The live sockets (docs/decisions.md, Live). One bus subscription per event with open sockets on this
 * instance; each change is serialized once per audience and written to every socket of the event. A
 * socket that lets too much pile up is closed (LIVE_CLOSE_TOO_SLOW) rather than slowing the others or
 * growing memory; sockets that stop answering pings are dropped.
 */
export default fp<Partial<LiveOptions>>(
  async (fastify, overrides) => {
    const options = { ...defaultLiveOptions, ...overrides };
    const {
      liveBus: bus,
      tokens,
      eventsRepository: events,
      gameRepository: game,
      mediaStorage: media,
      activity,
    } = fastify;
    const byEvent = new Map<string, EventViewers>();
    let closing = false;

    function drop(viewer: Viewer, code: number, reason: string) {
      leave(viewer);
      viewer.socket.close(code, reason);
      setTimeout(() => viewer.socket.terminate(), options.closeGraceMs).unref();
    }

    function send(viewer: Viewer, frame: string) {
      const { socket } = viewer;
      if (socket.readyState !== WebSocket.OPEN) return;
      if (socket.bufferedAmount > options.maxBufferedBytes) {
        fastify.log.warn({ buffered: socket.bufferedAmount }, 'live socket too slow: closed');
        drop(viewer, LIVE_CLOSE_TOO_SLOW, 'Too slow');
        return;
      }
      socket.send(frame);
    }

    function deliver(eventId: string, message: LiveMessage) {
      const group = byEvent.get(eventId);
      if (!group) return;
      if (message.type === 'venue_privacy_changed') group.privacy = message.venue_privacy;
      const frameFor = framesOf(message, group.privacy);
      // One snapshot read per audience, shared by the boards a moderation or a new venue_privacy refreshes.
      const refreshes = refreshesOf(message);
      const snapshots = refreshes ? new Map<string, Promise<SnapshotFrame>>() : null;
      for (const viewer of group.viewers) {
        const load = viewer.snapshot;
        if (snapshots && refreshes?.(viewer.board) && load) {
          viewer.resync?.(() => {
            const audience = audienceOf(viewer);
            let snapshot = snapshots.get(audience);
            if (!snapshot) {
              snapshot = load();
              snapshots.set(audience, snapshot);
            }
            return snapshot;
          });
          continue;
        }
        const frames = frameFor(viewer);
        if (frames.length === 0) continue;
        if (viewer.pending) viewer.pending.push(message);
        else for (const frame of frames) send(viewer, frame);
      }
      const change = statusChangeOf(message);
      if (change) statusChanged(eventId, group, change);
      if (group.hosts.size > 0) activityChanged(eventId, group, message);
    }

    /** The hosts' activity sockets are told again about every connection the change made or altered. */
    function activityChanged(eventId: string, group: EventViewers, message: LiveMessage) {
      const feed = group.activity;
      for (const id of activityIdsOf(message)) {
        feed.due.delete(id);
        feed.due.add(id);
      }
      // The removed or restored player's own connections show them as removed or not.
      if (message.type === 'player_moderated') feed.players.add(message.eventRegisterId);
      // A player who left: their connections and the links to them are gone (docs/data.md).
      if (message.type === 'player_moderated' && message.deletedConnectionIds?.length) {
        for (const id of message.deletedConnectionIds) feed.due.delete(id);
        const gone: ActivitySocketMessage = {
          type: 'activity_removed',
          response: { ids: message.deletedConnectionIds },
        };
        const frame = JSON.stringify(gone);
        for (const host of group.hosts) send(host, frame);
      }
      if (!feed.running) void sendActivity(eventId, group);
    }

    /**
     * Reads the due activity items, a batch at a time, once for all the event's host sockets on this
     * instance, and sends each to all of them. One batch runs at a time: an item read after a change is
     * never followed by one read before it.
     */
    async function sendActivity(eventId: string, group: EventViewers) {
      const feed = group.activity;
      feed.running = true;
      try {
        while ((feed.due.size > 0 || feed.players.size > 0) && group.hosts.size > 0) {
          const due = [...feed.due];
          const moderatedPlayers = [...feed.players];
          feed.due.clear();
          feed.players.clear();
          try {
            for (const registerId of moderatedPlayers) {
              due.push(...(await game.connectionIdsOf(eventId, registerId)));
            }
            const ids = [...new Set(due)];
            for (let start = 0; start < ids.length; start += ACTIVITY_READS_AT_ONCE) {
              const items = await Promise.all(
                ids.slice(start, start + ACTIVITY_READS_AT_ONCE).map((id) => activity.item(eventId, id)),
              );
              for (const item of items) if (item) sendToHosts(group, item);
            }
          } catch (error) {
            fastify.log.error({ err: error, eventId }, 'activity items not loaded');
          }
        }
      } finally {
        feed.running = false;
        if (group.hosts.size === 0) {
          feed.due.clear();
          feed.players.clear();
        }
      }
    }

    function sendToHosts(group: EventViewers, item: ActivityItem) {
      const message: ActivitySocketMessage = { type: 'activity', response: { item } };
      const frame = JSON.stringify(message);
      for (const host of group.hosts) send(host, frame);
    }

    async function statusOf(event: EventRow): Promise<EventStatus> {
      const [participantCount, totalConnections] = await Promise.all([
        events.participantCount(event.id),
        game.connectionCount(event.id),
      ]);
      return eventStatusOf(event, { participantCount, totalConnections });
    }

    /** Reads the status and sends it to the event's status sockets if it differs from the last sent. */
    function loadStatus(eventId: string, group: EventViewers): Promise<string | null> {
      const feed = group.status;
      if (feed.loading) {
        feed.again = true;
        return feed.loading;
      }
      const generation = feed.generation;
      const loading = (async () => {
        const event = await events.findByReference(eventId);
        if (!event) return null;
        const message: StatusSocketMessage = { type: 'status', response: await statusOf(event) };
        const frame = JSON.stringify(message);
        // A flag changed meanwhile loads again (statusChanged set `again`); a count waits for its timer.
        if (feed.generation === generation) feed.cached = frame;
        if (frame !== feed.sent) {
          feed.sent = frame;
          for (const watcher of group.watchers) if (!watcher.pending) send(watcher, frame);
        }
        return frame;
      })();
      feed.loading = loading;
      const settle = () => {
        if (feed.loading !== loading) return;
        feed.loading = null;
        if (feed.again && group.watchers.size > 0 && byEvent.get(eventId) === group) {
          feed.again = false;
          loadStatus(eventId, group).catch((error: unknown) => {
            fastify.log.error({ err: error, eventId }, 'event status not loaded');
          });
        }
      };
      loading.then(settle, settle);
      return loading;
    }

    function statusChanged(eventId: string, group: EventViewers, change: 'now' | 'count') {
      const feed = group.status;
      feed.generation += 1;
      feed.cached = null;
      if (group.watchers.size === 0) return;
      const reload = () => {
        loadStatus(eventId, group).catch((error: unknown) => {
          fastify.log.error({ err: error, eventId }, 'event status not loaded');
        });
      };
      if (change === 'now') {
        reload();
        return;
      }
      if (feed.countTimer) return;
      const wait = Math.max(0, feed.lastCountAt + options.statusCountIntervalMs - Date.now());
      feed.countTimer = setTimeout(() => {
        feed.countTimer = null;
        feed.lastCountAt = Date.now();
        reload();
      }, wait);
      feed.countTimer.unref();
    }

    const setOf = (group: EventViewers, viewer: Viewer) =>
      viewer.board === 'status' ? group.watchers : viewer.board === 'activity' ? group.hosts : group.viewers;

    function join(viewer: Viewer, privacy: VenuePrivacy) {
      const { eventId } = viewer;
      let group = byEvent.get(eventId);
      if (!group) {
        group = {
          privacy,
          viewers: new Set(),
          watchers: new Set(),
          hosts: new Set(),
          activity: { due: new Set(), players: new Set(), running: false },
          status: {
            cached: null,
            sent: null,
            loading: null,
            generation: 0,
            again: false,
            lastCountAt: 0,
            countTimer: null,
          },
          stop: bus.subscribe(eventId, (message) => deliver(eventId, message)),
        };
        byEvent.set(eventId, group);
      }
      setOf(group, viewer).add(viewer);
    }

    function stopGroup(group: EventViewers) {
      if (group.status.countTimer) clearTimeout(group.status.countTimer);
      group.stop();
    }

    function leave(viewer: Viewer) {
      const group = byEvent.get(viewer.eventId);
      if (!group) return;
      const removed = setOf(group, viewer).delete(viewer);
      if (!removed || group.viewers.size > 0 || group.watchers.size > 0 || group.hosts.size > 0) return;
      byEvent.delete(viewer.eventId);
      stopGroup(group);
    }

    /** Tells the client its token is missing, invalid or expired, and closes: it refreshes and reconnects. */
    function refuseToken(socket: WebSocket, sentence: string) {
      const refusal: LiveAuthError = {
        type: 'error',
        hasError: true,
        statusCode: StatusCode.TokenInvalid,
        message: { general: [sentence] },
      };
      socket.send(JSON.stringify(refusal));
      socket.close(LIVE_CLOSE_AUTH, 'Token invalid');
    }

    /** Whether the token is one of the event's hosts'; null once a bad token has been refused. */
    async function hostStatus(socket: WebSocket, eventId: string, token: string | undefined) {
      if (token === undefined) return false;
      try {
        const user = await tokens.verifyAccessToken(token);
        return (await events.roleOf(eventId, user.id)) !== null;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (socket.readyState === WebSocket.OPEN) refuseToken(socket, error.message);
        return null;
      }
    }

    /**
     * A board's snapshot as the public sees it (lib/venue-privacy.ts): the gallery holds no selfie in the
     * anonymous modes, nor one without its person's consent. `shown` keys every recent connection, shown
     * or not, so that a change heard while the snapshot loaded is not counted twice.
     */
    async function snapshotOf<Row>(
      event: EventRow,
      rows: Row[],
    ): Promise<{ snapshot: LiveSnapshot<Row>; shown: Set<string> }> {
      const [recent, participantCount, totalConnections] = await Promise.all([
        // More than the gallery keeps: some may not be shown (no consent), and all of them key `shown`.
        game.recentConnections(event.id, RECENT_IMAGES_KEPT * RECENT_READ_FACTOR),
        events.participantCount(event.id),
        game.connectionCount(event.id),
      ]);
      const privacy = event.venuePrivacy;
      const images = recent.map((cell) => ({
        image: toConnectionImage(media.url, cell, cell.linkedName, cell.makerRegisterId),
        consent: cell.selfieConsent,
      }));
      const snapshot: LiveSnapshot<Row> = {
        type: 'snapshot',
        response: {
          user_data: rows,
          image_data: images
            .filter(({ consent }) => selfieShown(privacy, consent))
            .slice(0, RECENT_IMAGES_KEPT)
            .map(({ image, consent }) => publicImage(image, privacy, consent)),
          voting_enabled: event.votingEnabled,
          participant_count: participantCount,
          total_connections: totalConnections,
          venue_privacy: privacy,
        },
      };
      return { snapshot, shown: new Set(images.map(({ image }) => imageKey(image))) };
    }

    /** A socket becomes a viewer of the event: kept alive by its pongs, gone when it closes. */
    function admit(socket: WebSocket, event: EventRow, board: Viewer['board'], isHost: boolean): Viewer {
      const viewer: Viewer = { eventId: event.id, socket, board, isHost, alive: true, pending: [] };
      socket.on('pong', () => {
        viewer.alive = true;
      });
      socket.on('close', () => leave(viewer));
      join(viewer, event.venuePrivacy);
      return viewer;
    }

    async function open<Row>(socket: WebSocket, request: ViewerRequest<Row>) {
      const eventId = request.event.id;
      if (closing) {
        socket.close(LIVE_CLOSE_RESTART, 'Server restarting');
        return;
      }
      const isHost = await hostStatus(socket, eventId, request.token);
      if (isHost === null || socket.readyState !== WebSocket.OPEN) return;

      const viewer = admit(socket, request.event, request.board, isHost);
      const load = async (): Promise<SnapshotFrame> => {
        const event = (await events.findByReference(eventId)) ?? request.event;
        const { snapshot, shown } = await snapshotOf(event, await request.rows(isHost, event));
        // The setting just read is the one the changes heard from now on are shown with.
        const group = byEvent.get(eventId);
        if (group) group.privacy = event.venuePrivacy;
        return { frame: JSON.stringify(snapshot), shown };
      };
      viewer.snapshot = load;
      /** A change arrived while a snapshot loaded that the snapshot may not show: send another after it. */
      let stale = false;
      /** The snapshot, then the updates heard while it loaded that it does not already show. */
      const sendSnapshot = async (loading: () => Promise<SnapshotFrame>) => {
        try {
          const { frame, shown } = await loading();
          if (socket.readyState !== WebSocket.OPEN) return;
          send(viewer, frame);
          const heard = viewer.pending ?? [];
          viewer.pending = null;
          const privacy = byEvent.get(eventId)?.privacy ?? request.event.venuePrivacy;
          for (const message of heard) {
            if (message.type === 'connection_made' && shown.has(imageKey(message.image))) continue;
            for (const update of updatesFor(message, viewer.board, viewer.isHost, privacy)) {
              send(viewer, JSON.stringify(update));
            }
          }
          if (stale) {
            stale = false;
            viewer.pending = [];
            void sendSnapshot(load);
          }
        } catch (error) {
          fastify.log.error({ err: error, eventId }, 'live snapshot failed');
          drop(viewer, LIVE_CLOSE_SERVER_ERROR, 'Snapshot failed');
        }
      };
      viewer.resync = (shared) => {
        if (viewer.pending) {
          stale = true; // a snapshot is loading already: another follows it
          return;
        }
        viewer.pending = [];
        void sendSnapshot(shared ?? load);
      };
      // Subscribed before the snapshot is read: a change made meanwhile is in it, or follows it.
      await sendSnapshot(async () => {
        await bus.ready(eventId);
        return load();
      });
    }

    async function openActivity(socket: WebSocket, event: EventRow, token: string | undefined) {
      const eventId = event.id;
      if (closing) {
        socket.close(LIVE_CLOSE_RESTART, 'Server restarting');
        return;
      }
      if (token === undefined) {
        refuseToken(socket, messages.sessionApi.missing);
        return;
      }
      const isHost = await hostStatus(socket, eventId, token);
      if (isHost === null || socket.readyState !== WebSocket.OPEN) return;
      if (!isHost) {
        const refusal: LiveForbidden = {
          type: 'error',
          hasError: true,
          statusCode: 403,
          message: { general: [messages.eventAdmin.notHost] },
        };
        socket.send(JSON.stringify(refusal));
        socket.close(LIVE_CLOSE_FORBIDDEN, 'Not a host');
        return;
      }
      const viewer = admit(socket, event, 'activity', true);
      // Nothing to catch up on: the client reads the feed's pages over HTTP once connected.
      viewer.pending = null;
    }

    async function openStatus(socket: WebSocket, event: EventRow) {
      const eventId = event.id;
      if (closing) {
        socket.close(LIVE_CLOSE_RESTART, 'Server restarting');
        return;
      }
      const viewer = admit(socket, event, 'status', false);
      try {
        // Subscribed before the status is read: a change made meanwhile is in it, or loads it again.
        await bus.ready(eventId);
        const group = byEvent.get(eventId);
        if (!group || socket.readyState !== WebSocket.OPEN) return;
        // A load under way is shared: 2,000 phones reconnecting after a restart cost one read.
        const frame = group.status.cached ?? (await (group.status.loading ?? loadStatus(eventId, group)));
        if (socket.readyState !== WebSocket.OPEN) return;
        if (frame === null) {
          drop(viewer, LIVE_CLOSE_SERVER_ERROR, 'Event not found');
          return;
        }
        send(viewer, frame);
        viewer.pending = null;
        // A newer status went to the other sockets while this one was being answered.
        const { sent } = group.status;
        if (sent !== null && sent !== frame) send(viewer, sent);
      } catch (error) {
        fastify.log.error({ err: error, eventId }, 'event status failed');
        drop(viewer, LIVE_CLOSE_SERVER_ERROR, 'Status failed');
      }
    }

    const pinger = setInterval(() => {
      for (const group of byEvent.values()) {
        for (const viewer of [...group.viewers, ...group.watchers, ...group.hosts]) {
          if (!viewer.alive) {
            leave(viewer);
            viewer.socket.terminate();
            continue;
          }
          viewer.alive = false;
          viewer.socket.ping();
        }
      }
    }, options.pingIntervalMs);
    pinger.unref();

    // The bus is back after an outage: every board gets a fresh snapshot, every status channel its status.
    const stopResync = bus.onResync(() => {
      for (const [eventId, group] of byEvent) {
        for (const viewer of group.viewers) viewer.resync?.();
        if (group.watchers.size > 0) {
          group.status.sent = null;
          statusChanged(eventId, group, 'now');
        }
        // Items may have been missed: the hosts' feeds reconnect, and read their pages again.
        for (const host of group.hosts) drop(host, LIVE_CLOSE_RESTART, 'Live bus resynced');
      }
    });

    fastify.addHook('preClose', async () => {
      closing = true;
      stopResync();
    });
    fastify.addHook('onClose', async () => {
      clearInterval(pinger);
      for (const group of byEvent.values()) stopGroup(group);
      byEvent.clear();
    });

    fastify.decorate('liveViewers', { open, openStatus, statusOf, openActivity });
  },
  {
    name: 'live-viewers',
    dependencies: [
      'live-bus',
      'tokens',
      'events-repository',
      'game-repository',
      'activity-repository',
      'media-storage',
    ],
  },
);
