import type { EventStatus } from '@hoogo/core';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import type { EventRow } from '../../../db/schema.js';
import { createActivitySockets } from './activity-socket.js';
import { createBoardSockets, type ViewerRequest } from './board-sockets.js';
import type { LiveMessage } from './live-bus.js';
import { createLiveSockets, defaultLiveOptions, type LiveOptions } from './live-sockets.js';
import { createStatusChannel } from './status-channel.js';

export type { ViewerRequest } from './board-sockets.js';
export type { Board, LiveOptions } from './live-sockets.js';
export { defaultLiveOptions } from './live-sockets.js';

declare module 'fastify' {
  interface FastifyInstance {
    liveViewers: {
      /** Serves a live board on an upgraded socket: snapshot first, then one update per change. */
      open(socket: WebSocket, request: ViewerRequest): Promise<void>;
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

/**
 * The live sockets (docs/decisions/0009-live.md), wired: the shared plumbing (live-sockets.ts: one bus
 * subscription per event with open sockets on this instance, sending with its backpressure bound, pings)
 * and the four kinds of socket, each in its module: the game and voting boards (board-sockets.ts,
 * game-board.ts, voting-board.ts), the status channel (status-channel.ts) and the hosts' activity
 * feed (activity-socket.ts). Each change heard is handed to every kind.
 */
export default fp<Partial<LiveOptions>>(
  async (fastify, overrides) => {
    const options = { ...defaultLiveOptions, ...overrides };
    const deliver = (eventId: string, message: LiveMessage) => {
      const group = sockets.byEvent.get(eventId);
      if (!group) return;
      boards.deliver(eventId, group, message);
      status.changed(eventId, group, message);
      activity.changed(eventId, group, message);
    };
    const sockets = createLiveSockets(fastify, options, deliver);
    const boards = createBoardSockets(fastify, sockets);
    const status = createStatusChannel(fastify, sockets);
    const activity = createActivitySockets(fastify, sockets);

    // The bus is back after an outage: every board gets a fresh snapshot, every status channel its status.
    const stopResync = fastify.liveBus.onResync(() => {
      for (const [eventId, group] of sockets.byEvent) {
        for (const viewer of group.viewers) viewer.resync?.();
        status.resync(eventId, group);
        activity.resync(group);
      }
    });

    fastify.addHook('preClose', async () => {
      sockets.shutDown();
      stopResync();
    });
    fastify.addHook('onClose', async () => sockets.close());

    fastify.decorate('liveViewers', {
      open: boards.open,
      openStatus: status.open,
      statusOf: status.statusOf,
      openActivity: activity.open,
    });
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
      'leaderboard-cache',
      'metrics',
      'announcements',
    ],
  },
);
