import {
  type ConnectionImage,
  LIVE_CLOSE_AUTH,
  LIVE_CLOSE_RESTART,
  LIVE_CLOSE_TOO_SLOW,
  type LiveAuthError,
  type LiveSnapshot,
  type LiveUpdate,
  RECENT_IMAGES_KEPT,
  StatusCode,
} from '@hoogo/core';
import fp from 'fastify-plugin';
import { WebSocket } from 'ws';
import type { EventRow } from '../../db/schema.js';
import { toConnectionImage } from '../../lib/connection-image.js';
import { ApiError } from '../../lib/envelope.js';
import type { LiveMessage } from './live-bus.js';

/** The two live boards: the game leaderboard (LeaderboardPlayer rows) and the voting one (VotingRow). */
export type Board = 'game' | 'voting';

/** Close code when the snapshot could not be loaded. */
const LIVE_CLOSE_SERVER_ERROR = 1011;

export interface LiveOptions {
  /** Idle sockets are pinged this often; one that did not answer the previous ping is dropped. */
  pingIntervalMs: number;
  /** A socket with more unsent bytes than this is closed with LIVE_CLOSE_TOO_SLOW. */
  maxBufferedBytes: number;
  /** How long a socket closed for slowness may take to finish its close handshake. */
  closeGraceMs: number;
}

export const defaultLiveOptions: LiveOptions = {
  pingIntervalMs: 30_000,
  maxBufferedBytes: 1024 * 1024,
  closeGraceMs: 5_000,
};

export interface ViewerRequest<Row> {
  event: EventRow;
  board: Board;
  /** The access token of the `token` query, if any: a host's makes the game rows carry friend codes. */
  token: string | undefined;
  /** Every row of the board in the core order; `isHost` tells whether friend codes may be shown. */
  rows(isHost: boolean): Promise<Row[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveViewers: {
      /** Serves a live board on an upgraded socket: snapshot first, then one update per change. */
      open<Row>(socket: WebSocket, request: ViewerRequest<Row>): Promise<void>;
    };
  }
}

interface Viewer {
  eventId: string;
  socket: WebSocket;
  board: Board;
  isHost: boolean;
  /** Answered the last ping (or has not been pinged yet). */
  alive: boolean;
  /** Updates heard while the snapshot loads, sent right after it; null once the snapshot is out. */
  pending: Array<{ message: LiveMessage; frame: string }> | null;
}

/** The sockets of one event on this instance, fed by one subscription to the event's channel. */
interface EventViewers {
  viewers: Set<Viewer>;
  stop: () => void;
}

type Update = LiveUpdate<unknown>;

/** What a board shows of a change; null when the change is not this board's. */
function updateFor(message: LiveMessage, board: Board, isHost: boolean): Update | null {
  if (message.type === 'voting_toggled') {
    return { type: message.type, response: { voting_enabled: message.voting_enabled } };
  }
  if (board === 'voting') {
    switch (message.type) {
      case 'vote_cast':
        return { type: message.type, response: { user_data: message.row } };
      case 'player_completed':
        return { type: message.type, response: { user_data: message.votingRow } };
      case 'connection_made':
        return message.votingRow ? { type: message.type, response: { user_data: message.votingRow } } : null;
      default:
        return null;
    }
  }
  switch (message.type) {
    case 'player_joined':
    case 'player_completed':
    case 'connection_made': {
      const user_data = isHost ? { ...message.player, user_code: message.friendCode } : message.player;
      return message.type === 'connection_made'
        ? { type: message.type, response: { user_data, image_data: message.image } }
        : { type: message.type, response: { user_data } };
    }
    case 'grid_changed':
      return { type: message.type, response: { matrix: message.matrix } };
    default:
      return null;
  }
}

/** The frames of one change, each serialized once however many sockets receive it. */
function framesOf(message: LiveMessage) {
  const frames = new Map<string, string | null>();
  return (viewer: Viewer): string | null => {
    const audience = `${viewer.board}:${viewer.board === 'game' && viewer.isHost}`;
    let frame = frames.get(audience);
    if (frame === undefined) {
      const update = updateFor(message, viewer.board, viewer.isHost);
      frame = update && JSON.stringify(update);
      frames.set(audience, frame);
    }
    return frame;
  };
}

const imageKey = (image: ConnectionImage) => `${image.image} ${image.connected_at}`;

/**
 * The live sockets of ARCHITECTURE.md §5. One bus subscription per event with open sockets on this
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
      const frameFor = framesOf(message);
      for (const viewer of group.viewers) {
        const frame = frameFor(viewer);
        if (frame === null) continue;
        if (viewer.pending) viewer.pending.push({ message, frame });
        else send(viewer, frame);
      }
    }

    function join(viewer: Viewer) {
      const { eventId } = viewer;
      let group = byEvent.get(eventId);
      if (!group) {
        group = { viewers: new Set(), stop: bus.subscribe(eventId, (message) => deliver(eventId, message)) };
        byEvent.set(eventId, group);
      }
      group.viewers.add(viewer);
    }

    function leave(viewer: Viewer) {
      const group = byEvent.get(viewer.eventId);
      if (!group?.viewers.delete(viewer) || group.viewers.size > 0) return;
      byEvent.delete(viewer.eventId);
      group.stop();
    }

    /** Whether the token is one of the event's hosts'; null once a bad token has been refused. */
    async function hostStatus(socket: WebSocket, eventId: string, token: string | undefined) {
      if (token === undefined) return false;
      try {
        const user = await tokens.verifyAccessToken(token);
        return (await events.roleOf(eventId, user.id)) !== null;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const refusal: LiveAuthError = {
          type: 'error',
          hasError: true,
          statusCode: StatusCode.TokenInvalid,
          message: { general: [error.message] },
        };
        socket.send(JSON.stringify(refusal));
        socket.close(LIVE_CLOSE_AUTH, 'Token invalid');
        return null;
      }
    }

    async function snapshotOf<Row>(event: EventRow, rows: Row[]): Promise<LiveSnapshot<Row>> {
      const [recent, participantCount, totalConnections] = await Promise.all([
        game.recentConnections(event.id, RECENT_IMAGES_KEPT),
        events.participantCount(event.id),
        game.connectionCount(event.id),
      ]);
      return {
        type: 'snapshot',
        response: {
          user_data: rows,
          image_data: recent.map((cell) => toConnectionImage(media.url, cell, cell.linkedName)),
          voting_enabled: event.votingEnabled,
          participant_count: participantCount,
          total_connections: totalConnections,
        },
      };
    }

    async function open<Row>(socket: WebSocket, request: ViewerRequest<Row>) {
      const eventId = request.event.id;
      if (closing) {
        socket.close(LIVE_CLOSE_RESTART, 'Server restarting');
        return;
      }
      const isHost = await hostStatus(socket, eventId, request.token);
      if (isHost === null || socket.readyState !== WebSocket.OPEN) return;

      const viewer: Viewer = { eventId, socket, board: request.board, isHost, alive: true, pending: [] };
      socket.on('pong', () => {
        viewer.alive = true;
      });
      socket.on('close', () => leave(viewer));
      join(viewer);
      try {
        // Subscribed before the snapshot is read: a change made meanwhile is in it, or follows it.
        await bus.ready(eventId);
        const event = (await events.findByReference(eventId)) ?? request.event;
        const snapshot = await snapshotOf(event, await request.rows(isHost));
        if (socket.readyState !== WebSocket.OPEN) return;
        send(viewer, JSON.stringify(snapshot));
        const shown = new Set(snapshot.response.image_data.map(imageKey));
        const heard = viewer.pending ?? [];
        viewer.pending = null;
        for (const { message, frame } of heard) {
          if (message.type === 'connection_made' && shown.has(imageKey(message.image))) continue;
          send(viewer, frame);
        }
      } catch (error) {
        fastify.log.error({ err: error, eventId }, 'live snapshot failed');
        drop(viewer, LIVE_CLOSE_SERVER_ERROR, 'Snapshot failed');
      }
    }

    const pinger = setInterval(() => {
      for (const group of byEvent.values()) {
        for (const viewer of group.viewers) {
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

    fastify.addHook('preClose', async () => {
      closing = true;
    });
    fastify.addHook('onClose', async () => {
      clearInterval(pinger);
      for (const group of byEvent.values()) group.stop();
      byEvent.clear();
    });

    fastify.decorate('liveViewers', { open });
  },
  {
    name: 'live-viewers',
    dependencies: ['live-bus', 'tokens', 'events-repository', 'game-repository', 'media-storage'],
  },
);
