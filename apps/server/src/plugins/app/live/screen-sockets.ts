import {
  isScreenId,
  LIVE_CLOSE_RESTART,
  parseScreenCommand,
  type RemoteSocketMessage,
  type ScreenInfo,
  type ScreenSocketMessage,
  screenName,
} from '@hoogo/core';
import fp from 'fastify-plugin';
import { WebSocket } from 'ws';
import type { EventRow } from '../../../db/schema.js';
import { admitHost } from './host-gate.js';
import type { LiveMessage } from './live-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    screenSockets: {
      /** A big screen's socket (public): it names itself, then hears the remotes' commands. */
      openScreen(socket: WebSocket, event: EventRow): void;
      /** A host's remote (the `token` query a host's): the open screens, and commands sent to them. */
      openRemote(socket: WebSocket, event: EventRow, token: string | undefined): Promise<void>;
    };
  }
}

/** Messages a socket may send in one RATE_WINDOW_MS; past them the rest of the window is ignored. */
const RATE_MESSAGES = 20;
const RATE_WINDOW_MS = 10_000;
/** Screens and remotes are pinged this often; one that did not answer the previous ping is dropped. */
const PING_MS = 30_000;

interface Peer {
  socket: WebSocket;
  alive: boolean;
  /** A screen: who it said it is (null until its hello). */
  screen: ScreenInfo | null;
  windowStart: number;
  count: number;
}

interface EventPeers {
  screens: Set<Peer>;
  remotes: Set<Peer>;
  stop: () => void;
}

/**
 * The big screens and the hosts' remote (docs/decisions/0080-the-remote.md). Nothing is stored: a screen
 * keeps its id and name in its own local storage and says them on its socket; everything travels on the
 * live bus (announce), so a remote on one instance drives a screen on another. A command is accepted
 * only on a remote's socket, whose token was a host's of the event when it opened.
 */
export default fp(
  async (fastify) => {
    const byEvent = new Map<string, EventPeers>();
    let closing = false;

    const send = (peer: Peer, message: ScreenSocketMessage | RemoteSocketMessage) => {
      if (peer.socket.readyState === WebSocket.OPEN) peer.socket.send(JSON.stringify(message));
    };

    function heard(peers: EventPeers, eventId: string, message: LiveMessage) {
      switch (message.type) {
        case 'screen_command':
          for (const peer of peers.screens) {
            if (message.screen === null || peer.screen?.id === message.screen) {
              send(peer, { type: 'command', command: message.command });
            }
          }
          return;
        case 'screen_rename':
          for (const peer of peers.screens) {
            if (peer.screen?.id === message.screen) send(peer, { type: 'rename', name: message.name });
          }
          return;
        case 'screen_seen':
          for (const peer of peers.remotes) send(peer, { type: 'screen_seen', screen: message.screen });
          return;
        case 'screen_gone':
          for (const peer of peers.remotes) send(peer, { type: 'screen_gone', id: message.id });
          return;
        // A host's announcement, shown large (docs/decisions/0082-announcements.md).
        case 'announcement_made':
          for (const peer of peers.screens)
            send(peer, { type: 'announcement', announcement: message.announcement });
          return;
        case 'announcement_withdrawn':
          for (const peer of peers.screens) send(peer, { type: 'announcement_withdrawn', id: message.id });
          return;
        case 'screens_roll_call':
          for (const peer of peers.screens) {
            if (peer.screen) fastify.announce(eventId, { type: 'screen_seen', screen: peer.screen });
          }
          return;
        default:
      }
    }

    function join(eventId: string, peer: Peer, kind: 'screens' | 'remotes'): EventPeers {
      let peers = byEvent.get(eventId);
      if (!peers) {
        const created: EventPeers = { screens: new Set(), remotes: new Set(), stop: () => {} };
        created.stop = fastify.liveBus.subscribe(eventId, (message) => heard(created, eventId, message));
        byEvent.set(eventId, created);
        peers = created;
      }
      peers[kind].add(peer);
      const current = peers;
      peer.socket.on('pong', () => {
        peer.alive = true;
      });
      peer.socket.on('close', () => {
        current[kind].delete(peer);
        if (kind === 'screens' && peer.screen && !closing) {
          fastify.announce(eventId, { type: 'screen_gone', id: peer.screen.id });
        }
        if (current.screens.size === 0 && current.remotes.size === 0 && byEvent.get(eventId) === current) {
          byEvent.delete(eventId);
          current.stop();
        }
      });
      return current;
    }

    /** The socket's message, parsed, or null when it is not JSON or past the socket's rate. */
    function read(peer: Peer, data: unknown): Record<string, unknown> | null {
      const now = Date.now();
      if (now - peer.windowStart > RATE_WINDOW_MS) {
        peer.windowStart = now;
        peer.count = 0;
      }
      peer.count += 1;
      if (peer.count > RATE_MESSAGES) return null;
      try {
        const value: unknown = JSON.parse(String(data));
        return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
      } catch {
        return null;
      }
    }

    const newPeer = (socket: WebSocket): Peer => ({
      socket,
      alive: true,
      screen: null,
      windowStart: Date.now(),
      count: 0,
    });

    function openScreen(socket: WebSocket, event: EventRow) {
      if (closing) {
        socket.close(LIVE_CLOSE_RESTART, 'Server restarting');
        return;
      }
      const peer = newPeer(socket);
      join(event.id, peer, 'screens');
      socket.on('message', (data) => {
        const message = read(peer, data);
        if (message?.type !== 'hello' || typeof message.screen !== 'object' || message.screen === null)
          return;
        const { id, name } = message.screen as Record<string, unknown>;
        const cleanName = screenName(name);
        if (!isScreenId(id) || cleanName === null) return;
        // A screen keeps its id for the socket's life: another id is another screen, on another socket.
        if (peer.screen && peer.screen.id !== id) return;
        peer.screen = { id, name: cleanName };
        fastify.announce(event.id, { type: 'screen_seen', screen: peer.screen });
      });
    }

    async function openRemote(socket: WebSocket, event: EventRow, token: string | undefined) {
      if (closing) {
        socket.close(LIVE_CLOSE_RESTART, 'Server restarting');
        return;
      }
      if (!(await admitHost(fastify, socket, event.id, token))) return;
      const peer = newPeer(socket);
      join(event.id, peer, 'remotes');
      socket.on('message', (data) => {
        const message = read(peer, data);
        if (message?.type === 'command') {
          const command = parseScreenCommand(message.command);
          const screen =
            message.screen === null ? null : isScreenId(message.screen) ? message.screen : undefined;
          if (!command || screen === undefined) return;
          fastify.announce(event.id, { type: 'screen_command', screen, command });
        }
        if (message?.type === 'rename' && isScreenId(message.screen)) {
          const name = screenName(message.name);
          if (name !== null)
            fastify.announce(event.id, { type: 'screen_rename', screen: message.screen, name });
        }
      });
      // Every open screen, on any instance, says who it is once this remote hears the event's channel.
      await fastify.liveBus.ready(event.id);
      fastify.announce(event.id, { type: 'screens_roll_call' });
    }

    const pinger = setInterval(() => {
      for (const peers of byEvent.values()) {
        for (const peer of [...peers.screens, ...peers.remotes]) {
          if (!peer.alive) {
            peer.socket.terminate();
            continue;
          }
          peer.alive = false;
          peer.socket.ping();
        }
      }
    }, PING_MS);
    pinger.unref();

    fastify.addHook('preClose', async () => {
      closing = true;
      clearInterval(pinger);
      for (const peers of byEvent.values()) {
        for (const peer of [...peers.screens, ...peers.remotes]) {
          peer.socket.close(LIVE_CLOSE_RESTART, 'Server restarting');
        }
      }
    });
    fastify.addHook('onClose', async () => {
      for (const peers of byEvent.values()) peers.stop();
      byEvent.clear();
    });

    fastify.decorate('screenSockets', { openScreen, openRemote });
  },
  { name: 'screen-sockets', dependencies: ['live-bus', 'leaderboard-cache', 'tokens', 'events-repository'] },
);
