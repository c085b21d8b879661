import {
  type BoardClientMessage,
  type BoardWindow,
  clampWindow,
  type LeaderboardPlayer,
  type LiveOwnPlace,
  messages,
  showsSelfies,
  type VenuePrivacy,
  windowChange,
} from '@hoogo/core';
import type { FastifyInstance } from 'fastify';
import type { EventRow } from '../../../db/schema.js';
import { publicImage, publicRow } from '../../../lib/venue-privacy.js';
import type { PlayerChange } from '../game/leaderboard-rows.js';
import { ownPlaceOf, type PublicBoard, patchesOf, windowOf } from './leaderboard-cache.js';
import type { LiveMessage } from './live-bus.js';
import type { EventViewers, LiveSockets, SnapshotFrame, Update, Viewer } from './live-sockets.js';
import { audienceOf } from './live-sockets.js';

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

/**
 * What a game board's socket last got of its window: the rows as the public board held them (the same
 * objects: windowChange compares rows by identity), the first row's rank, and the totals' JSON.
 */
export interface Held {
  rows: readonly LeaderboardPlayer[];
  firstRank: number;
  totals: string;
}

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
 * each hidden selfie leaves the gallery (the rows themselves move in the window change, gameUpdates).
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
 * What a game board shows of a change, in order, as the event's venue_privacy shows it (the rows
 * themselves move in the window change, gameUpdates); none when the change is not the game board's.
 */
export function gameBoardUpdates(message: LiveMessage, privacy: VenuePrivacy): Update[] {
  switch (message.type) {
    case 'voting_toggled':
      return [{ type: message.type, response: { voting_enabled: message.voting_enabled } }];
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
    case 'event_renamed':
      return [{ type: message.type, response: { name: message.name } }];
    case 'branding_changed':
      return [{ type: message.type, response: { branding: message.branding } }];
    case 'language_changed':
      return [{ type: message.type, response: { language: message.language } }];
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
export const shownRows = (
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
export function gameUpdates(
  message: LiveMessage,
  privacy: VenuePrivacy,
  viewer: { isHost: boolean; window: BoardWindow },
  held: Held,
  board: PublicBoard,
): { frames: string[]; next: Held } {
  const updates = gameBoardUpdates(message, privacy);
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

/** The game boards' part of the board sockets (board-sockets.ts): windows, own places, their frames. */
export interface GameBoard {
  /** Sends a game board's socket its player's own place if it changed since last sent. */
  sendOwnPlace(viewer: Viewer, board: PublicBoard): void;
  /**
   * Sends a change to the event's game boards not being refreshed (`games`); a socket whose snapshot
   * is loading keeps it for after the snapshot.
   */
  deliver(eventId: string, group: EventViewers, games: Viewer[], message: LiveMessage): void;
  /** A game board's snapshot of `window`. */
  snapshot(event: EventRow, isHost: boolean, window: BoardWindow): Promise<SnapshotFrame>;
  /** Reads a game board client's messages: windows and the player key. */
  listen(viewer: Viewer): void;
}

/**
 * The game boards on the shared plumbing; `snapshotOf` is the boards' common snapshot, `refresh` sends
 * viewers a fresh snapshot, read once per audience.
 */
export function createGameBoard(
  fastify: FastifyInstance,
  sockets: LiveSockets,
  shared: {
    snapshotOf: <Row>(
      event: EventRow,
      rows: Row[],
      board?: { offset: number; first_rank: number; totals: PublicBoard['totals'] },
    ) => Promise<{ snapshot: unknown; shown: Set<string> }>;
    refresh(viewers: Iterable<Viewer>): void;
  },
): GameBoard {
  const { gameRepository: game, publicBoards: boards } = fastify;
  const { send, drop } = sockets;
  const { snapshotOf, refresh } = shared;

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

  function deliver(eventId: string, group: EventViewers, games: Viewer[], message: LiveMessage) {
    // The game boards read the public board with the change on it: the announcer put it there on this
    // instance, the board cache's subscription (heard first) on the others.
    const board =
      games.length > 0 && patchesOf(message).length > 0 ? (boards.peek(eventId) ?? undefined) : null;
    if (board === undefined) {
      // The board was dropped (its time ran out, or another event's took its place): snapshots read it again.
      refresh(games.filter((viewer) => !viewer.pending));
    }
    const updates = gameBoardUpdates(message, group.privacy);
    if (updates.length === 0) return;
    const gameFrames = board ? gameFramesOf(message, group.privacy, board) : null;
    let plain: string[] | null = null;
    for (const viewer of games) {
      if (viewer.pending) {
        viewer.pending.push(message);
        continue;
      }
      if (board === undefined) continue;
      // No row moved: the updates are the same for every window.
      if (!gameFrames && !plain) plain = updates.map((update) => JSON.stringify(update));
      const list = gameFrames ? gameFrames(viewer) : (plain ?? []);
      for (const frame of list) send(viewer, frame);
      if (board) sendOwnPlace(viewer, board);
    }
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

  return { sendOwnPlace, deliver, snapshot: gameSnapshotOf, listen };
}
