import { type EventStatus, STATUS_PING, STATUS_PONG, type StatusSocketMessage } from '@hoogo/core';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { EventRow } from '../../../db/schema.js';
import { eventStatusOf } from '../../../lib/event-status.js';
import type { LiveMessage } from './live-bus.js';
import { type EventViewers, LIVE_CLOSE_SERVER_ERROR, type LiveSockets, type Viewer } from './live-sockets.js';

/**
 * The status channel of one event on this instance. Its frame is read from the database after a change
 * (all three counts and flags at once, so nothing drifts), at once for the flags and the grid, and at
 * most every statusCountIntervalMs for counts. `cached` answers new sockets without a query while it is
 * known to be current.
 */
export interface StatusFeed {
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

/** An event's status feed before anything was read. */
export const newStatusFeed = (): StatusFeed => ({
  cached: null,
  sent: null,
  loading: null,
  generation: 0,
  again: false,
  lastCountAt: 0,
  countTimer: null,
});

/** What changes the status: flags and grid at once, counts coalesced. */
export const statusChangeOf = (message: LiveMessage): 'now' | 'count' | null => {
  switch (message.type) {
    case 'voting_toggled':
    case 'grid_changed':
    case 'code_digits_changed':
    case 'schedule_changed':
    case 'announcement_made':
    case 'announcement_withdrawn':
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

/** The status channel's sockets (docs/decisions/0019-event-status-channel.md). */
export interface StatusChannel {
  /** Serves the event's status channel: the status on connect, then again whenever it changes. */
  open(socket: WebSocket, event: EventRow): Promise<void>;
  /** The event's status as the channel sends it, read from the database. */
  statusOf(event: EventRow): Promise<EventStatus>;
  /** A change the status may show: read again at once (flags, grid), or coalesced (counts). */
  changed(eventId: string, group: EventViewers, message: LiveMessage): void;
  /** After a bus outage: every open status channel reads and sends its status again. */
  resync(eventId: string, group: EventViewers): void;
}

/** The status channel on the shared sockets' plumbing. */
export function createStatusChannel(fastify: FastifyInstance, sockets: LiveSockets): StatusChannel {
  const { liveBus: bus, eventsRepository: events, gameRepository: game } = fastify;
  const { byEvent, send, drop, admit, options } = sockets;

  async function statusOf(event: EventRow): Promise<EventStatus> {
    const [participantCount, totalConnections, announcements] = await Promise.all([
      events.participantCount(event.id),
      game.connectionCount(event.id),
      fastify.announcements.latest(event.id),
    ]);
    return { ...eventStatusOf(event, { participantCount, totalConnections }), announcements };
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

  /**
   * The status channel's heartbeat (core's STATUS_PING): a phone's ping is answered with a pong at once,
   * at most one a second; nothing else a phone sends there is read.
   */
  function heartbeat(viewer: Viewer) {
    const { socket } = viewer;
    let lastPongAt = 0;
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
      if (isBinary || Array.isArray(data) || data.byteLength !== STATUS_PING.length) return;
      if (Buffer.from(data as Buffer).toString() !== STATUS_PING) return;
      const now = Date.now();
      if (now - lastPongAt < 1000 || socket.readyState !== WebSocket.OPEN) return;
      lastPongAt = now;
      viewer.alive = true;
      socket.send(STATUS_PONG);
    });
  }

  async function open(socket: WebSocket, event: EventRow) {
    const eventId = event.id;
    if (sockets.refusedAtShutdown(socket)) return;
    const viewer = admit(socket, event, 'status', false);
    heartbeat(viewer);
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

  return {
    open,
    statusOf,
    changed(eventId, group, message) {
      const change = statusChangeOf(message);
      if (change) statusChanged(eventId, group, change);
    },
    resync(eventId, group) {
      if (group.watchers.size === 0) return;
      group.status.sent = null;
      statusChanged(eventId, group, 'now');
    },
  };
}
