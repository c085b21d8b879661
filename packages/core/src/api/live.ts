import type { z } from 'zod';
import type { VenuePrivacy } from '../schemas/event.js';
import type { eventStatusSchema } from '../schemas/game.js';
import type { ConnectionImage, LeaderboardPlayer, VotingRow } from './game.js';

/**
 * The live sockets (docs/decisions.md, Live): `/manage-event/{id}/leaderboard/` (rows: LeaderboardPlayer) and
 * `/manage-event/{id}/vote-leaderboard/` (rows: VotingRow). On connect the server sends one snapshot, then
 * one small update per change. The data they carry (rows, images, status) are the zod schemas of
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
  | 'connection_hidden';

export interface LiveSnapshot<Row> {
  type: 'snapshot';
  response: {
    /** Every row, in the core order. */
    user_data: Row[];
    /** The most recent connection images, newest first (at most RECENT_IMAGES_KEPT). */
    image_data: ConnectionImage[];
    voting_enabled: boolean;
    participant_count: number;
    total_connections: number;
    /**
     * What the board shows of the players (docs/data.md, anonymous venue mode): the names and gallery
     * above already follow it; a board tells the room why there are no selfies. A change of the setting
     * sends every open board a fresh snapshot.
     */
    venue_privacy?: VenuePrivacy;
  };
}

export interface LiveUpdate<Row> {
  type: LiveChange;
  response: {
    /** The row of the player who changed, when the change concerns a row of this board. */
    user_data?: Row;
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
  };
}

/** Sent before the server closes a host socket whose token is missing, invalid or expired. */
export interface LiveAuthError {
  type: 'error';
  hasError: true;
  statusCode: 1000;
  message: { general: string[] };
}

export type GameSocketMessage =
  | LiveSnapshot<LeaderboardPlayer>
  | LiveUpdate<LeaderboardPlayer>
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
