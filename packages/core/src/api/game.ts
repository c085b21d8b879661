import type { z } from 'zod';
import type {
  answerCellSchema,
  completedPlayerSchema,
  connectionImageSchema,
  leaderboardPlayerSchema,
  leaderboardWindowSchema,
  playerRegistrationSchema,
  playerStartSchema,
  userInputResultSchema,
  userMatrixSchema,
  votingRowSchema,
} from '../schemas/game.js';

/**
 * Payloads of the player API. A player is one registration of a person in one event: `event_register_id`
 * is public, `user_id` is the secret player key. The shapes are the zod schemas of schemas/game.ts; these
 * are their types (type-only, so a page that reads them loads no zod).
 */

/** GET|POST /manage-user/{id}/get-event-register-id/ : the caller's registration in the event (created once). */
export type PlayerRegistration = z.infer<typeof playerRegistrationSchema>;

/** POST /manage-user/{id}/start-playing/ : the player page's first answer (role, registration, own card). */
export type PlayerStart = z.infer<typeof playerStartSchema>;

/** One cell of a player's grid, addressed by x (row) and y (column). */
export type GridCell = z.infer<typeof answerCellSchema>;

/** GET /manage-game/{id}/get-user-matrix/ */
export type UserMatrix = z.infer<typeof userMatrixSchema>;

/** A connection made, as the live boards' gallery shows it (image_data). */
export type ConnectionImage = z.infer<typeof connectionImageSchema>;

/** POST /manage-game/{id}/user-input/ : the connection made, and the player's new score. */
export type UserInputResult = z.infer<typeof userInputResultSchema>;

/** A row of the game leaderboard (HTTP snapshot and sockets). */
export type LeaderboardPlayer = z.infer<typeof leaderboardPlayerSchema>;

/**
 * GET /manage-event/{id}/leaderboard/ : one window of the game board with the board's totals, and the
 * caller's own place when the request named their player key.
 */
export type LeaderboardWindow = z.infer<typeof leaderboardWindowSchema>;

/** A row of the voting leaderboard. */
export type VotingRow = z.infer<typeof votingRowSchema>;

/** GET /manage-game/{id}/hoogo-completed-players/ : completed players connected to me. */
export type CompletedPlayer = z.infer<typeof completedPlayerSchema>;
