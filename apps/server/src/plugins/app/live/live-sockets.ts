import {
  type BoardWindow,
  LIVE_CLOSE_RESTART,
  LIVE_CLOSE_TOO_SLOW,
  type LiveUpdate,
  type VenuePrivacy,
} from '@hoogo/core';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { EventRow } from '../../../db/schema.js';
import { type ActivityFeed, newActivityFeed } from './activity-socket.js';
import type { Held } from './game-board.js';
import type { LiveMessage } from './live-bus.js';
import { newStatusFeed, type StatusFeed } from './status-channel.js';

/** The two live boards: the game leaderboard (LeaderboardPlayer rows) and the voting one (VotingRow). */
export type Board = 'game' | 'voting';

/** Close code when the snapshot could not be loaded. */
export const LIVE_CLOSE_SERVER_ERROR = 1011;

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

/** A board's snapshot serialized once, with the gallery entries it shows. */
export interface SnapshotFrame {
  frame: string;
  shown: Set<string>;
  /** The game board: what the snapshot holds of the window. */
  held?: Held;
}

export type Update = LiveUpdate<unknown>;

export interface Viewer {
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
  /** The game board: the window shown (core's board-window.ts). */
  window?: BoardWindow;
  /** The game board: what the socket last got of its window; null until its first snapshot. */
  held?: Held | null;
  /**
   * The game board: the player the client named with their key (`me` message), and the JSON of the own
   * place last sent to it (sent again when it differs).
   */
  me?: { eventRegisterId: string; sent: string | null };
}

/** The sockets of one event on this instance, fed by one subscription to the event's channel. */
export interface EventViewers {
  /**
   * The event's venue_privacy as last read or heard (docs/data.md): every board's frames show the
   * players this way, the host's big screen included (it is a public screen; hosts only get friend codes).
   */
  privacy: VenuePrivacy;
  /** The boards' sockets (game and voting). */
  viewers: Set<Viewer>;
  /** The status channel's sockets. */
  watchers: Set<Viewer>;
  /** The hosts' activity sockets. */
  hosts: Set<Viewer>;
  status: StatusFeed;
  activity: ActivityFeed;
  stop: () => void;
}

/**
 * The sockets that share one frame of a change (and one snapshot): hosts see the friend codes, and a game
 * board's frames are those of its window.
 */
export const audienceOf = (viewer: Viewer) =>
  `${viewer.board}:${viewer.board === 'game' && viewer.isHost}${
    viewer.window ? `:${viewer.window.offset}:${viewer.window.limit}` : ''
  }`;

/** Updates serialized once per audience for all the sockets of a change. */
export function sharedFrames(frames: Map<string, string[]>, audience: string, updates: Update[]): string[] {
  let list = frames.get(audience);
  if (!list) {
    list = updates.map((update) => JSON.stringify(update));
    frames.set(audience, list);
  }
  return list;
}

/** The plumbing every kind of live socket shares (createLiveSockets). */
export interface LiveSockets {
  options: LiveOptions;
  /** The sockets of each event with any open on this instance. */
  byEvent: Map<string, EventViewers>;
  /** Writes a frame, or closes a socket whose unsent bytes passed maxBufferedBytes (LIVE_CLOSE_TOO_SLOW). */
  send(viewer: Viewer, frame: string): void;
  /** Closes a socket with `code`, cut off after closeGraceMs. */
  drop(viewer: Viewer, code: number, reason: string): void;
  /** A socket becomes a viewer of the event: kept alive by its pongs, gone when it closes. */
  admit(socket: WebSocket, event: EventRow, board: Viewer['board'], isHost: boolean): Viewer;
  /**
   * Closes the socket with LIVE_CLOSE_RESTART and answers true while the server shuts down: no socket
   * is served then.
   */
  refusedAtShutdown(socket: WebSocket): boolean;
  /** No socket is served from now on (preClose). */
  shutDown(): void;
  /** Ends every event's subscription and the pings (onClose). */
  close(): void;
}

/**
 * The live sockets' registry (docs/decisions/0009-live.md): one bus subscription per event with open
 * sockets on this instance, whose changes go to `onChange`; sending with its backpressure bound; pings
 * that drop sockets that stopped answering; the count of open sockets for the metrics.
 */
export function createLiveSockets(
  fastify: FastifyInstance,
  options: LiveOptions,
  onChange: (eventId: string, message: LiveMessage) => void,
): LiveSockets {
  const { liveBus: bus } = fastify;
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
    fastify.metrics.liveMessageSent(viewer.board);
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
        activity: newActivityFeed(),
        status: newStatusFeed(),
        stop: bus.subscribe(eventId, (message) => onChange(eventId, message)),
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

  function admit(socket: WebSocket, event: EventRow, board: Viewer['board'], isHost: boolean): Viewer {
    const viewer: Viewer = { eventId: event.id, socket, board, isHost, alive: true, pending: [] };
    socket.on('pong', () => {
      viewer.alive = true;
    });
    socket.on('close', () => leave(viewer));
    join(viewer, event.venuePrivacy);
    return viewer;
  }

  function refusedAtShutdown(socket: WebSocket) {
    if (!closing) return false;
    socket.close(LIVE_CLOSE_RESTART, 'Server restarting');
    return true;
  }

  fastify.metrics.countSocketsWith(() => {
    const counts = { game: 0, voting: 0, status: 0, activity: 0 };
    for (const group of byEvent.values()) {
      for (const viewer of group.viewers) counts[viewer.board] += 1;
      counts.status += group.watchers.size;
      counts.activity += group.hosts.size;
    }
    return counts;
  });

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

  return {
    options,
    byEvent,
    send,
    drop,
    admit,
    refusedAtShutdown,
    shutDown() {
      closing = true;
    },
    close() {
      clearInterval(pinger);
      for (const group of byEvent.values()) stopGroup(group);
      byEvent.clear();
    },
  };
}
