import { type ActivityItem, type ActivitySocketMessage, LIVE_CLOSE_RESTART } from '@hoogo/core';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { EventRow } from '../../../db/schema.js';
import { admitHost } from './host-gate.js';
import type { LiveMessage } from './live-bus.js';
import type { EventViewers, LiveSockets } from './live-sockets.js';

/** Activity items read at once for the hosts' feed (a removal can concern many connections). */
const ACTIVITY_READS_AT_ONCE = 20;

/**
 * The hosts' activity feed of one event on this instance: the connections to send again, read one batch
 * at a time so that the last item sent of a connection is never older than one sent before it.
 */
export interface ActivityFeed {
  /** Connection ids heard of and not read yet, in the order heard. */
  due: Set<string>;
  /** Players removed or restored: their own connections' items are due too. */
  players: Set<string>;
  running: boolean;
}

/** An event's activity feed with nothing due. */
export const newActivityFeed = (): ActivityFeed => ({ due: new Set(), players: new Set(), running: false });

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

/** The hosts' activity sockets (docs/decisions/0044-the-hosts-game-master-screens.md). */
export interface ActivitySockets {
  /**
   * Serves the hosts' activity socket: `token` must be a host's of the event; then one `activity`
   * message per connection made or moderated (api/moderation.ts, ActivitySocketMessage).
   */
  open(socket: WebSocket, event: EventRow, token: string | undefined): Promise<void>;
  /** The hosts' activity sockets are told again about every connection the change made or altered. */
  changed(eventId: string, group: EventViewers, message: LiveMessage): void;
  /** After a bus outage items may have been missed: the hosts' feeds reconnect, and read their pages again. */
  resync(group: EventViewers): void;
}

/** The hosts' activity sockets on the shared sockets' plumbing. */
export function createActivitySockets(fastify: FastifyInstance, sockets: LiveSockets): ActivitySockets {
  const { gameRepository: game, activity } = fastify;
  const { send, drop, admit } = sockets;

  function changed(eventId: string, group: EventViewers, message: LiveMessage) {
    if (group.hosts.size === 0) return;
    // The hosts' feeds list the announcements: they read them again (docs/decisions/0082-announcements.md).
    if (message.type === 'announcement_made' || message.type === 'announcement_withdrawn') {
      const frame = JSON.stringify({ type: 'announcements_changed' } satisfies ActivitySocketMessage);
      for (const host of group.hosts) send(host, frame);
      return;
    }
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

  async function open(socket: WebSocket, event: EventRow, token: string | undefined) {
    const eventId = event.id;
    if (sockets.refusedAtShutdown(socket)) return;
    if (!(await admitHost(fastify, socket, eventId, token))) return;
    const viewer = admit(socket, event, 'activity', true);
    // Nothing to catch up on: the client reads the feed's pages over HTTP once connected.
    viewer.pending = null;
  }

  return {
    open,
    changed,
    resync(group) {
      for (const host of group.hosts) drop(host, LIVE_CLOSE_RESTART, 'Live bus resynced');
    },
  };
}
