import type { z } from 'zod';
import type { WindowChange } from '../game/board-window.js';
import type { Locale } from '../i18n/locales.js';
import type { Branding } from '../schemas/branding.js';
import type { VenuePrivacy } from '../schemas/event.js';
import type { ConnectionImage, eventStatusSchema, LeaderboardPlayer, VotingRow } from '../schemas/game.js';

/**
 * The live sockets (docs/decisions/0009-live.md): `/manage-event/{id}/leaderboard/` (rows: LeaderboardPlayer)
 * and `/manage-event/{id}/vote-leaderboard/` (rows: VotingRow). On connect the server sends one snapshot,
 * then one small update per change. The data they carry (rows, images, status) are the zod schemas of
 * schemas/game.ts; the messages around them are only types, since no side parses them with a schema.
 */
export type LiveChange =
  | 'player_joined'
  | 'connection_made'
  | 'player_completed'
  | 'vote_cast'
  | 'voting_toggled'
  | 'grid_changed'
  /** A host's hide or restore changed the player's row (user_data, with a higher revision). */
  | 'player_changed'
  /** The hosts removed the player (event_register_id): the row leaves the board. */
  | 'player_removed'
  /** A host hid a connection: its selfie (hidden_image, the image address) leaves the gallery. */
  | 'connection_hidden'
  /** A host renamed the event (name): an open game board shows the new title and join link. */
  | 'event_renamed'
  /** A host changed the big screen's logo or accent colour (branding). */
  | 'branding_changed'
  /** A host changed the room's language (language): an open game board speaks it. */
  | 'language_changed';

/**
 * The counts every viewer of a board sees, whatever its window: players in the event, connections
 * made, players who completed their card, and rows on this board.
 */
export interface BoardTotals {
  participant_count: number;
  total_connections: number;
  completed_count: number;
  row_count: number;
}

/**
 * A signed-in player's own place on the game board (the socket or request named their player key):
 * their row and rank, sent again whenever either changes. Null once they are no longer on the board.
 */
export type OwnPlace<Row> = { row: Row; rank: number } | null;

export interface LiveSnapshot<Row> {
  type: 'snapshot';
  response: {
    /**
     * The rows of the viewer's window, in the core order (the game board: `offset` and the window's
     * limit, core board-window.ts; the voting board: every candidate, offset 0).
     */
    user_data: Row[];
    /** Position of the first row of user_data on the whole board (0-based). */
    offset?: number;
    /** Rank of the first row of user_data (it may tie with rows above the window); core's windowRanks. */
    first_rank?: number;
    /** Rows on the whole board. */
    row_count?: number;
    /** Players who completed their card. */
    completed_count?: number;
    /** The most recent connection images, newest first (at most RECENT_IMAGES_KEPT). */
    image_data: ConnectionImage[];
    voting_enabled: boolean;
    participant_count: number;
    total_connections: number;
    /**
     * What the board shows of the players (docs/data.md, "The venue's privacy setting"): the names and
     * gallery above already follow it; a board tells the room why there are no selfies. A change of the
     * setting sends every open board a fresh snapshot.
     */
    venue_privacy?: VenuePrivacy;
    /**
     * The event's name, the big screen's branding and the room's language as read with the snapshot: a
     * board that opened (or came back) after a host changed one reads it here, as the change messages
     * (event_renamed, branding_changed, language_changed) tell the boards open at the time.
     */
    name?: string;
    branding?: Branding;
    language?: Locale;
  };
}

export interface LiveUpdate<Row> {
  type: LiveChange;
  response: {
    /**
     * The row of the player who changed (the voting board). The game board sends its rows in `window`
     * instead, and only to viewers whose window they enter.
     */
    user_data?: Row;
    /**
     * The game board: who changed (joined, connected, completed, was changed by a host), for the
     * room's toasts and completion moment, whether or not their row is in the viewer's window.
     */
    player?: { event_register_id: string; user_name: string };
    /** The game board: what changed in the viewer's window (absent when nothing in it did). */
    window?: WindowChange<Row>;
    /** The game board: the totals after the change, when they changed. */
    totals?: BoardTotals;
    /** The new connection's image (connection_made). */
    image_data?: ConnectionImage;
    voting_enabled?: boolean;
    matrix?: string[][];
    /** player_removed: the player whose row leaves the board. */
    event_register_id?: string;
    /**
     * player_removed: the removed player's row revision at the removal; a later row of theirs with no
     * newer revision arrived late and is ignored (core's isRemovedRow).
     */
    revision?: number;
    /** connection_hidden: the `image` of the gallery entry to drop. */
    hidden_image?: string;
    /** event_renamed: the event's new name. */
    name?: string;
    /** branding_changed: the big screen's logo and accent colour. */
    branding?: Branding;
    /** language_changed: the room's language. */
    language?: Locale;
  };
}

/** Sent before the server closes a host socket whose token is missing, invalid or expired. */
export interface LiveAuthError {
  type: 'error';
  hasError: true;
  statusCode: 1000;
  message: { general: string[] };
}

/**
 * The game board's answer to a client's `me` message, sent to that socket only: right after the key was
 * checked, after every snapshot, and again whenever the player's row or rank changes (frames of changes
 * are shared by the viewers of one window, so the own place travels apart from them). `refused` (with a
 * null place) says why a key was not accepted: unknown, of another event, or of a removed player.
 */
export interface LiveOwnPlace {
  type: 'me';
  response: OwnPlace<LeaderboardPlayer>;
  refused?: string;
}

export type GameSocketMessage =
  | LiveSnapshot<LeaderboardPlayer>
  | LiveUpdate<LeaderboardPlayer>
  | LiveOwnPlace
  | LiveAuthError;
export type VotingSocketMessage = LiveSnapshot<VotingRow> | LiveUpdate<VotingRow> | LiveAuthError;

/** Close code after a LiveAuthError: the client refreshes its token and reconnects. */
export const LIVE_CLOSE_AUTH = 4001;
/**
 * Sent before the server closes the hosts' activity socket (api/moderation.ts, ActivitySocketMessage)
 * when the token is valid but not one of the event's hosts'.
 */
export interface LiveForbidden {
  type: 'error';
  hasError: true;
  statusCode: 403;
  message: { general: string[] };
}
/** Close code after a LiveForbidden: the client does not reconnect. */
export const LIVE_CLOSE_FORBIDDEN = 4003;
/** Close code after which clients reconnect (the server restarts or sheds load). */
export const LIVE_CLOSE_RESTART = 1012;
/** Close code for a client that could not keep up with the messages. */
export const LIVE_CLOSE_TOO_SLOW = 1013;

/**
 * The player pages' own small channel, `/manage-event/{id}/status/`: a plain GET answers the envelope with an
 * EventStatus, a WebSocket upgrade sends one `status` message on connect and another whenever a field
 * changes (counts at most every few seconds). It never carries leaderboard rows, so a phone's live traffic
 * stays a few hundred bytes per change whatever the size of the event.
 */
export type EventStatus = z.infer<typeof eventStatusSchema>;

export interface StatusSocketMessage {
  type: 'status';
  response: EventStatus;
}

/**
 * The status channel's heartbeat: the phone sends `{"type":"ping"}` now and then and the server answers
 * `{"type":"pong"}` on that socket only, so the phone learns within seconds that its socket is dead
 * (core's STATUS_HEARTBEAT_MS). Anything else a phone sends on the status channel is ignored.
 */
export const STATUS_PING = '{"type":"ping"}';
export const STATUS_PONG = '{"type":"pong"}';

/**
 * What a game board's client may send on its socket: move its window (the server answers with a
 * `snapshot` of the new window; a big screen sends one per page), or name the player it is (their
 * secret player key: the server then sends `me`). The first window comes from the socket's `offset` and
 * `limit` query parameters (core's clampWindow); the key is never put in the URL, which proxies log.
 */
export type BoardClientMessage =
  | { type: 'window'; offset: number; limit: number }
  | { type: 'me'; user_id: string };
