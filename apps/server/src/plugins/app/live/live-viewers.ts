import {
  type ActivityItem,
  type ActivitySocketMessage,
  type BoardClientMessage,
  type BoardWindow,
  type ConnectionImage,
  clampWindow,
  type EventStatus,
  type LeaderboardPlayer,
  LIVE_CLOSE_AUTH,
  LIVE_CLOSE_FORBIDDEN,
  LIVE_CLOSE_RESTART,
  LIVE_CLOSE_TOO_SLOW,
  type LiveAuthError,
  type LiveForbidden,
  type LiveOwnPlace,
  type LiveSnapshot,
  type LiveUpdate,
  messages,
  RECENT_IMAGES_KEPT,
  STATUS_PING,
  STATUS_PONG,
  StatusCode,
  type StatusSocketMessage,
  showsSelfies,
  type VenuePrivacy,
  windowChange,
} from '@hoogo/core';
import fp from 'fastify-plugin';
import { WebSocket } from 'ws';
import type { EventRow } from '../../../db/schema.js';
import { toConnectionImage } from '../../../lib/connection-image.js';
import { ApiError } from '../../../lib/envelope.js';
import { eventStatusOf } from '../../../lib/event-status.js';
import { publicImage, publicRow, publicVotingRow, selfieShown } from '../../../lib/venue-privacy.js';
import type { PlayerChange } from '../game/leaderboard-rows.js';
import { ownPlaceOf, type PublicBoard, patchesOf, windowOf } from './leaderboard-cache.js';
import type { LiveMessage } from './live-bus.js';

/** The two live boards: the game leaderboard (LeaderboardPlayer rows) and the voting one (VotingRow). */
export type Board = 'game' | 'voting';

/** Close code when the snapshot could not be loaded. */
const LIVE_CLOSE_SERVER_ERROR = 1011;
/** Close code for a client message over BOARD_MESSAGE_MAX_BYTES (RFC 6455: message too big). */
const LIVE_CLOSE_TOO_BIG = 1009;
/** Close code for a client sending more than BOARD_MESSAGES_PER_SECOND (RFC 6455: policy violation). */
const LIVE_CLOSE_POLICY = 1008;
/** A board client's message (core's BoardClientMessage) is a few dozen bytes; a key at most 200 characters. */
const BOARD_MESSAGE_MAX_BYTES = 1024;
/**
 * Messages a board's socket may send per second before it is closed: a big screen pages every few
 * seconds (a resize or a run of page changes sends a burst), a phone names itself once; more than this
 * is a client gone wrong or an attack.
 */
const BOARD_MESSAGES_PER_SECOND = 100;
/**
 * A socket's window snapshots come at most this often: windows asked in between are coalesced into the
 * latest, so a burst of window messages costs a few snapshots, not one each.
 */
const WINDOW_SNAPSHOT_INTERVAL_MS = 100;
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

export type ViewerRequest = {
  event: EventRow;
  /** The access token of the `token` query, if any: a host's makes the game rows carry friend codes. */
  token: string | undefined;
} & (
  | {
      /**
       * The game board: windows of the event's public board (plugins/app/live/leaderboard-cache.ts), the
       * first one from the socket's query; the client may move it (core's BoardClientMessage).
       */
      board: 'game';
      window: BoardWindow;
    }
  | {
      /**
       * The voting board: every candidate (it is not windowed,
       * docs/decisions/0052-boards-that-cost-what-a-viewer-sees.md: "The voting board is not windowed").
       */
      board: 'voting';
      /**
       * Every row of the board in the core order, names as `event` (just read) shows them publicly
       * (lib/venue-privacy.ts); `isHost` tells whether friend codes may be shown.
       */
      rows(isHost: boolean, event: EventRow): Promise<unknown[]>;
    }
);

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

/** A board's snapshot serialized once, with the gallery entries it shows. */
interface SnapshotFrame {
  frame: string;
  shown: Set<string>;
  /** The game board: what the snapshot holds of the window. */
  held?: Held;
}

/**
 * What a game board's socket last got of its window: the rows as the public board held them (the same
 * objects: windowChange compares rows by identity), the first row's rank, and the totals' JSON.
 */
interface Held {
  rows: readonly LeaderboardPlayer[];
  firstRank: number;
  totals: string;
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

/**
 * The sockets that share one frame of a change (and one snapshot): hosts see the friend codes, and a game
 * board's frames are those of its window.
 */
const audienceOf = (viewer: Viewer) =>
  `${viewer.board}:${viewer.board === 'game' && viewer.isHost}${
    viewer.window ? `:${viewer.window.offset}:${viewer.window.limit}` : ''
  }`;

/**
 * Who changed, as a game board names them whatever its window (the room's toasts and completion
 * moment): the name as the event's venue_privacy shows it.
 */
const playerOf = (change: PlayerChange, privacy: VenuePrivacy) => ({
  event_register_id: change.player.event_register_id,
  user_name: publicRow(change.player, privacy).user_name,
});

/**
 * What a game board shows of a moderation: the removed player leaves, each changed player is named,
 * each hidden selfie leaves the gallery (the rows themselves move in the window change, windowUpdate).
 */
function moderationUpdates(
  message: Extract<LiveMessage, { type: 'connections_moderated' | 'player_moderated' }>,
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
    updates.push({ type: 'player_changed', response: { player: playerOf(change, privacy) } });
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
function updatesFor(message: LiveMessage, board: Viewer['board'], privacy: VenuePrivacy): Update[] {
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
      const player = playerOf(message, privacy);
      if (message.type !== 'connection_made') return [{ type: message.type, response: { player } }];
      // The entry stays without its selfie: the board counts the connection and names it in a toast.
      const image_data = publicImage(message.image, privacy, message.selfieConsent);
      return [{ type: message.type, response: { player, image_data } }];
    }
    case 'connections_moderated':
    case 'player_moderated':
      return moderationUpdates(message, privacy);
    case 'grid_changed':
      return [{ type: message.type, response: { matrix: message.matrix } }];
    default:
      return [];
  }
}

/** The updates of a game board that carry a row change: the window change and totals go on the first. */
const movesRows = new Set<string>([
  'player_joined',
  'connection_made',
  'player_completed',
  'player_changed',
  'player_removed',
]);

/**
 * A game board's rows as a socket's audience sees them: the public rows, with the friend codes (the
 * board's side map) for the event's hosts.
 */
const shownRows = (
  rows: readonly LeaderboardPlayer[],
  isHost: boolean,
  board: PublicBoard,
): LeaderboardPlayer[] =>
  isHost
    ? rows.map((row) => ({ ...row, user_code: board.codes.get(row.event_register_id) ?? null }))
    : [...rows];

/**
 * The updates of a change on a game board's socket, with what changed in its window since `held` (the
 * rows entering or changed, the first row's rank) and the totals when they changed; `next` is what the
 * socket then holds. The window and totals ride on the change's first update that moves rows; a change
 * that moves none leaves `held` as it is (a row put on the board meanwhile goes with the next change).
 */
function gameUpdates(
  message: LiveMessage,
  privacy: VenuePrivacy,
  viewer: { isHost: boolean; window: BoardWindow },
  held: Held,
  board: PublicBoard,
): { frames: string[]; next: Held } {
  const updates = updatesFor(message, 'game', privacy);
  const carrier = updates.find((update) => movesRows.has(update.type));
  if (!carrier) return { frames: updates.map((update) => JSON.stringify(update)), next: held };
  const { offset } = viewer.window;
  const after = windowOf(board, viewer.window);
  const change = windowChange(held.rows, after.rows, offset);
  const totals = JSON.stringify(board.totals);
  if (change || after.first_rank !== held.firstRank) {
    const put = change?.put ?? [];
    const rows = shownRows(
      put.map(({ row }) => row),
      viewer.isHost,
      board,
    );
    carrier.response.window = {
      remove: change?.remove ?? [],
      put: put.map(({ at }, index) => ({ at, row: rows[index] })),
      first_rank: after.first_rank,
      row_count: board.totals.row_count,
    };
  }
  if (totals !== held.totals) carrier.response.totals = board.totals;
  return {
    frames: updates.map((update) => JSON.stringify(update)),
    next: { rows: after.rows, firstRank: after.first_rank, totals },
  };
}

/** A game board client's message (core's BoardClientMessage), or null when it is not one. */
function parseBoardMessage(text: string): BoardClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  if (message.type === 'window')
    return { type: 'window', offset: Number(message.offset), limit: Number(message.limit) };
  if (message.type === 'me' && typeof message.user_id === 'string' && message.user_id.length > 0) {
    return { type: 'me', user_id: message.user_id };
  }
  return null;
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
 * The live sockets (docs/decisions/0009-live.md). One bus subscription per event with open sockets on this
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
      publicBoards: boards,
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
      fastify.metrics.liveMessageSent(viewer.board);
    }

    /** A fresh snapshot for each of `viewers`, read once per audience (and window). */
    function refresh(viewers: Iterable<Viewer>) {
      const snapshots = new Map<string, Promise<SnapshotFrame>>();
      for (const viewer of viewers) {
        const load = viewer.snapshot;
        if (!load) continue;
        viewer.resync?.(() => {
          const audience = audienceOf(viewer);
          let snapshot = snapshots.get(audience);
          if (!snapshot) {
            snapshot = load();
            snapshots.set(audience, snapshot);
          }
          return snapshot;
        });
      }
    }

    /** Sends a game board's socket its player's own place if it changed since last sent. */
    function sendOwnPlace(viewer: Viewer, board: PublicBoard) {
      const { me } = viewer;
      if (!me) return;
      const place: LiveOwnPlace = { type: 'me', response: ownPlaceOf(board, me.eventRegisterId) };
      const frame = JSON.stringify(place);
      if (frame === me.sent) return;
      me.sent = frame;
      send(viewer, frame);
    }

    /**
     * The frames of a change for a game board's socket, from the board as it is now: viewers of one
     * audience and window that held the same rows share them (serialized once); one that held others
     * (its snapshot was read later) gets its own.
     */
    function gameFramesOf(message: LiveMessage, privacy: VenuePrivacy, board: PublicBoard) {
      const shared = new Map<string, { held: Held; frames: string[]; next: Held }>();
      return (viewer: Viewer): string[] => {
        const { held, window } = viewer;
        if (!held || !window) return [];
        const audience = audienceOf(viewer);
        const known = shared.get(audience);
        if (known && known.held === held) {
          viewer.held = known.next;
          return known.frames;
        }
        const made = gameUpdates(message, privacy, { isHost: viewer.isHost, window }, held, board);
        if (!known) shared.set(audience, { held, ...made });
        viewer.held = made.next;
        return made.frames;
      };
    }

    function deliver(eventId: string, message: LiveMessage) {
      const group = byEvent.get(eventId);
      if (!group) return;
      if (message.type === 'venue_privacy_changed') group.privacy = message.venue_privacy;
      // One snapshot read per audience, shared by the boards a moderation or a new venue_privacy refreshes.
      const refreshes = refreshesOf(message);
      const refreshed = [...group.viewers].filter((viewer) => refreshes?.(viewer.board));
      refresh(refreshed);
      const live = [...group.viewers].filter((viewer) => !refreshes?.(viewer.board));
      // The game boards read the public board with the change on it: the announcer put it there on this
      // instance, the board cache's subscription (heard first) on the others.
      const games = live.filter((viewer) => viewer.board === 'game');
      const board =
        games.length > 0 && patchesOf(message).length > 0 ? (boards.peek(eventId) ?? undefined) : null;
      if (board === undefined) {
        // The board was dropped (its time ran out, or another event's took its place): snapshots read it again.
        refresh(games.filter((viewer) => !viewer.pending));
      }
      const gameFrames = board ? gameFramesOf(message, group.privacy, board) : null;
      const frames = new Map<string, string[]>();
      const updatesOf = new Map<Viewer['board'], Update[]>();
      for (const viewer of live) {
        let updates = updatesOf.get(viewer.board);
        if (!updates) {
          updates = updatesFor(message, viewer.board, group.privacy);
          updatesOf.set(viewer.board, updates);
        }
        if (updates.length === 0) continue;
        if (viewer.pending) {
          viewer.pending.push(message);
          continue;
        }
        if (viewer.board === 'game') {
          if (board === undefined) continue;
          const list = gameFrames
            ? gameFrames(viewer)
            : // No row moved: the updates are the same for every window.
              sharedFrames(frames, 'game', updates);
          for (const frame of list) send(viewer, frame);
          if (board) sendOwnPlace(viewer, board);
          continue;
        }
        for (const frame of sharedFrames(frames, audienceOf(viewer), updates)) send(viewer, frame);
      }
      const change = statusChangeOf(message);
      if (change) statusChanged(eventId, group, change);
      if (group.hosts.size > 0) activityChanged(eventId, group, message);
    }

    /** Updates serialized once per audience for all the sockets of a change. */
    function sharedFrames(frames: Map<string, string[]>, audience: string, updates: Update[]): string[] {
      let list = frames.get(audience);
      if (!list) {
        list = updates.map((update) => JSON.stringify(update));
        frames.set(audience, list);
      }
      return list;
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
     * or not, so that a change heard while the snapshot loaded is not counted twice. The game board's
     * counts are its totals (kept with the board); the voting board's are read.
     */
    async function snapshotOf<Row>(
      event: EventRow,
      rows: Row[],
      board?: { offset: number; first_rank: number; totals: PublicBoard['totals'] },
    ): Promise<{ snapshot: LiveSnapshot<Row>; shown: Set<string> }> {
      const [recent, participantCount, totalConnections] = await Promise.all([
        // More than the gallery keeps: some may not be shown (no consent), and all of them key `shown`.
        game.recentConnections(event.id, RECENT_IMAGES_KEPT * RECENT_READ_FACTOR),
        board?.totals.participant_count ?? events.participantCount(event.id),
        board?.totals.total_connections ?? game.connectionCount(event.id),
      ]);
      const privacy = event.venuePrivacy;
      const images = recent.map((cell) => ({
        image: toConnectionImage(media.url, cell, cell.linkedName, {
          eventRegisterId: cell.makerRegisterId,
          name: cell.makerName,
        }),
        consent: cell.selfieConsent,
      }));
      const snapshot: LiveSnapshot<Row> = {
        type: 'snapshot',
        response: {
          user_data: rows,
          ...(board && {
            offset: board.offset,
            first_rank: board.first_rank,
            row_count: board.totals.row_count,
            completed_count: board.totals.completed_count,
          }),
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

    /**
     * A game board's snapshot of `window`: its rows from the public board (in memory), with the friend
     * codes of its players read for the event's hosts (a code may be given without a live change; the
     * board's side map is refreshed with them for the changes that follow).
     */
    async function gameSnapshotOf(
      event: EventRow,
      isHost: boolean,
      window: BoardWindow,
    ): Promise<SnapshotFrame> {
      const board = await boards.get(event.id, event.venuePrivacy);
      const { rows, first_rank } = windowOf(board, window);
      const totals = board.totals;
      if (isHost) {
        const codes = await game.friendCodes(
          event.id,
          rows.map((row) => row.event_register_id),
        );
        for (const [id, code] of codes) board.codes.set(id, code);
      }
      const { snapshot, shown } = await snapshotOf(event, shownRows(rows, isHost, board), {
        offset: window.offset,
        first_rank,
        totals,
      });
      return {
        frame: JSON.stringify(snapshot),
        shown,
        held: { rows, firstRank: first_rank, totals: JSON.stringify(totals) },
      };
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

    /**
     * A game board client's messages (core's BoardClientMessage): a new window gets a fresh snapshot; a
     * player key, once checked to be of a player of this event still in the game, gets the player's own
     * place, then again whenever it changes. Window snapshots are coalesced (WINDOW_SNAPSHOT_INTERVAL_MS).
     * A message too big closes the socket, as do more than BOARD_MESSAGES_PER_SECOND; one that is not a
     * BoardClientMessage is ignored.
     */
    function listen(viewer: Viewer) {
      const { socket, eventId } = viewer;
      let second = 0;
      let count = 0;
      let lastWindowAt = Number.NEGATIVE_INFINITY;
      let windowTimer: NodeJS.Timeout | null = null;
      socket.on('close', () => {
        if (windowTimer) clearTimeout(windowTimer);
      });
      socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
        const size = Array.isArray(data)
          ? data.reduce((total, part) => total + part.length, 0)
          : data instanceof ArrayBuffer
            ? data.byteLength
            : data.length;
        if (size > BOARD_MESSAGE_MAX_BYTES) {
          drop(viewer, LIVE_CLOSE_TOO_BIG, 'Message too big');
          return;
        }
        const now = Math.floor(Date.now() / 1000);
        if (now !== second) {
          second = now;
          count = 0;
        }
        count += 1;
        if (count > BOARD_MESSAGES_PER_SECOND) {
          drop(viewer, LIVE_CLOSE_POLICY, 'Too many messages');
          return;
        }
        if (isBinary) return;
        const message = parseBoardMessage(
          Array.isArray(data) ? Buffer.concat(data).toString() : Buffer.from(data as Buffer).toString(),
        );
        if (!message) return;
        if (message.type === 'window') {
          viewer.window = clampWindow(message.offset, message.limit);
          // A snapshot is planned already: it shows the window asked last.
          if (windowTimer) return;
          const wait = Math.max(0, lastWindowAt + WINDOW_SNAPSHOT_INTERVAL_MS - Date.now());
          windowTimer = setTimeout(() => {
            windowTimer = null;
            lastWindowAt = Date.now();
            viewer.resync?.();
          }, wait);
          return;
        }
        void nameOwnPlace(viewer, eventId, message.user_id).catch((error: unknown) => {
          fastify.log.error({ err: error, eventId }, 'own place not read');
        });
      });
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

    /** The `me` message: the key's player, if of this event and still in the game, or a refusal. */
    async function nameOwnPlace(viewer: Viewer, eventId: string, playerKey: string) {
      const player = await game.findByKey(playerKey);
      const refused =
        !player || player.eventId !== eventId
          ? messages.gameApi.invalidPlayerKey
          : player.removedAt
            ? messages.gameApi.removedFromGame
            : null;
      if (refused || !player) {
        viewer.me = undefined;
        const refusal: LiveOwnPlace = { type: 'me', response: null, refused: refused ?? '' };
        send(viewer, JSON.stringify(refusal));
        return;
      }
      viewer.me = { eventRegisterId: player.eventRegisterId, sent: null };
      // While a snapshot loads, the place follows it (sendSnapshot).
      const board = boards.peek(eventId);
      if (board && !viewer.pending) sendOwnPlace(viewer, board);
    }

    async function open(socket: WebSocket, request: ViewerRequest) {
      const eventId = request.event.id;
      if (closing) {
        socket.close(LIVE_CLOSE_RESTART, 'Server restarting');
        return;
      }
      const isHost = await hostStatus(socket, eventId, request.token);
      if (isHost === null || socket.readyState !== WebSocket.OPEN) return;

      const viewer = admit(socket, request.event, request.board, isHost);
      if (request.board === 'game') {
        viewer.window = request.window;
        viewer.held = null;
        listen(viewer);
      }
      const load = async (): Promise<SnapshotFrame> => {
        const event = (await events.findByReference(eventId)) ?? request.event;
        let read: SnapshotFrame;
        if (request.board === 'game') {
          read = await gameSnapshotOf(event, isHost, viewer.window ?? request.window);
        } else {
          const { snapshot, shown } = await snapshotOf(event, await request.rows(isHost, event));
          read = { frame: JSON.stringify(snapshot), shown };
        }
        // The setting just read is the one the changes heard from now on are shown with.
        const group = byEvent.get(eventId);
        if (group) group.privacy = event.venuePrivacy;
        return read;
      };
      viewer.snapshot = load;
      /** A change arrived while a snapshot loaded that the snapshot may not show: send another after it. */
      let stale = false;
      /** The snapshot, then the updates heard while it loaded that it does not already show. */
      const sendSnapshot = async (loading: () => Promise<SnapshotFrame>) => {
        try {
          const { frame, shown, held } = await loading();
          if (socket.readyState !== WebSocket.OPEN) return;
          send(viewer, frame);
          if (held) viewer.held = held;
          const heard = viewer.pending ?? [];
          viewer.pending = null;
          const privacy = byEvent.get(eventId)?.privacy ?? request.event.venuePrivacy;
          const board = viewer.board === 'game' ? boards.peek(eventId) : null;
          for (const message of heard) {
            if (message.type === 'connection_made' && shown.has(imageKey(message.image))) continue;
            const frames =
              board && viewer.held && viewer.window
                ? gameUpdates(message, privacy, { isHost, window: viewer.window }, viewer.held, board)
                : null;
            if (frames) viewer.held = frames.next;
            const list =
              frames?.frames ?? updatesFor(message, viewer.board, privacy).map((u) => JSON.stringify(u));
            for (const update of list) send(viewer, update);
          }
          if (board) sendOwnPlace(viewer, board);
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
      'leaderboard-cache',
      'metrics',
    ],
  },
);
