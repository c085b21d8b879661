import {
  type BoardWindow,
  type ConnectionImage,
  type LiveSnapshot,
  RECENT_IMAGES_KEPT,
  type VenuePrivacy,
} from '@hoogo/core';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { EventRow } from '../../../db/schema.js';
import { brandingOf } from '../../../lib/branding.js';
import { toConnectionImage } from '../../../lib/connection-image.js';
import { storedLocale } from '../../../lib/language.js';
import { publicImage, selfieShown } from '../../../lib/venue-privacy.js';
import { createGameBoard, gameBoardUpdates, gameUpdates } from './game-board.js';
import { hostStatus } from './host-gate.js';
import type { PublicBoard } from './leaderboard-cache.js';
import type { LiveMessage } from './live-bus.js';
import {
  audienceOf,
  type EventViewers,
  LIVE_CLOSE_SERVER_ERROR,
  type LiveSockets,
  type SnapshotFrame,
  sharedFrames,
  type Update,
  type Viewer,
} from './live-sockets.js';
import { refreshesVoting, votingUpdates } from './voting-board.js';

/**
 * A snapshot reads this many times the gallery's connections, so that selfies kept off it (no consent,
 * docs/data.md) do not leave it short.
 */
const RECENT_READ_FACTOR = 3;

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

const imageKey = (image: ConnectionImage) => `${image.image} ${image.connected_at}`;

/** The boards that need a fresh snapshot after a change: a new venue_privacy changes every name shown. */
const refreshesOf = (message: LiveMessage): ((board: Viewer['board']) => boolean) | null => {
  if (message.type === 'venue_privacy_changed') return (board) => board === 'game' || board === 'voting';
  if (refreshesVoting(message)) return (board) => board === 'voting';
  return null;
};

/** What a board shows of a change, in order, as the event's venue_privacy shows it. */
function updatesFor(message: LiveMessage, board: Viewer['board'], privacy: VenuePrivacy): Update[] {
  if (board === 'game') return gameBoardUpdates(message, privacy);
  if (board === 'voting') return votingUpdates(message, privacy);
  return [];
}

/** The two boards' sockets (docs/decisions/0052-boards-that-cost-what-a-viewer-sees.md). */
export interface BoardSockets {
  /** Serves a live board on an upgraded socket: snapshot first, then one update per change. */
  open(socket: WebSocket, request: ViewerRequest): Promise<void>;
  /**
   * Sends a change to the event's boards: a fresh snapshot to those it refreshes (one read per
   * audience), its updates to the others.
   */
  deliver(eventId: string, group: EventViewers, message: LiveMessage): void;
}

/**
 * The game and voting boards on the shared plumbing: the snapshot, the changes heard while it loads,
 * the snapshot again after a resync; each change serialized once per audience (and window).
 */
export function createBoardSockets(fastify: FastifyInstance, sockets: LiveSockets): BoardSockets {
  const {
    liveBus: bus,
    eventsRepository: events,
    gameRepository: game,
    mediaStorage: media,
    publicBoards: boards,
  } = fastify;
  const { byEvent, send, drop, admit } = sockets;

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
        name: event.name,
        branding: brandingOf(event, media.url),
        language: storedLocale(event.language),
      },
    };
    return { snapshot, shown: new Set(images.map(({ image }) => imageKey(image))) };
  }

  const gameBoard = createGameBoard(fastify, sockets, { snapshotOf, refresh });

  function deliver(eventId: string, group: EventViewers, message: LiveMessage) {
    if (message.type === 'venue_privacy_changed') group.privacy = message.venue_privacy;
    // One snapshot read per audience, shared by the boards a moderation or a new venue_privacy refreshes.
    const refreshes = refreshesOf(message);
    const refreshed = [...group.viewers].filter((viewer) => refreshes?.(viewer.board));
    refresh(refreshed);
    const live = [...group.viewers].filter((viewer) => !refreshes?.(viewer.board));
    gameBoard.deliver(
      eventId,
      group,
      live.filter((viewer) => viewer.board === 'game'),
      message,
    );
    const updates = votingUpdates(message, group.privacy);
    if (updates.length === 0) return;
    const frames = new Map<string, string[]>();
    for (const viewer of live) {
      if (viewer.board !== 'voting') continue;
      if (viewer.pending) {
        viewer.pending.push(message);
        continue;
      }
      for (const frame of sharedFrames(frames, audienceOf(viewer), updates)) send(viewer, frame);
    }
  }

  async function open(socket: WebSocket, request: ViewerRequest) {
    const eventId = request.event.id;
    if (sockets.refusedAtShutdown(socket)) return;
    const isHost = await hostStatus(fastify, socket, eventId, request.token);
    if (isHost === null || socket.readyState !== WebSocket.OPEN) return;

    const viewer = admit(socket, request.event, request.board, isHost);
    if (request.board === 'game') {
      viewer.window = request.window;
      viewer.held = null;
      gameBoard.listen(viewer);
    }
    const load = async (): Promise<SnapshotFrame> => {
      const event = (await events.findByReference(eventId)) ?? request.event;
      let read: SnapshotFrame;
      if (request.board === 'game') {
        read = await gameBoard.snapshot(event, isHost, viewer.window ?? request.window);
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
        if (board) gameBoard.sendOwnPlace(viewer, board);
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

  return { open, deliver };
}
