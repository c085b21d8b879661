import { z } from 'zod';
import {
  CONNECTION_NAME_MAX_LENGTH,
  CONNECTION_NAME_MIN_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
} from '../constants.js';
import { messages } from '../messages/index.js';
import { startsWithLetter } from '../text.js';
import { announcementSchema } from './announcements.js';
import { eventParams, hostRoleSchema } from './event.js';
import { eventScheduleSchema } from './schedule.js';

const v = messages.validation;

export const connectionNameSchema = z
  .string({ error: () => v.connectionName })
  .trim()
  .min(CONNECTION_NAME_MIN_LENGTH, { error: () => v.connectionName })
  .max(CONNECTION_NAME_MAX_LENGTH, { error: () => v.nameTooLong(CONNECTION_NAME_MAX_LENGTH) });

export const linerSchema = z
  .string({ error: () => v.connectionDescription })
  .trim()
  .min(DESCRIPTION_MIN_LENGTH, { error: () => v.connectionDescription })
  .max(DESCRIPTION_MAX_LENGTH, { error: () => v.descriptionTooLong(DESCRIPTION_MAX_LENGTH) });

export const nameMustStartWith = (letter: string) => messages.validation.nameMustStartWith(letter);

/** The name of a connection starts with its cell's letter, in any case and with any accent (text.ts). */
export function nameStartsWithLetter(name: string, letter: string): boolean {
  return startsWithLetter(name, letter);
}

export const friendCodeMessage = (digits: number) => messages.validation.friendCodeDigits(digits);

/** A friend code as typed: exactly `digits` digits. */
export function friendCodeSchema(digits: number) {
  return z
    .string({ error: friendCodeMessage(digits) })
    .trim()
    .regex(new RegExp(`^\\d{${digits}}$`), friendCodeMessage(digits));
}

/** Letters left in the description before its maximum (the live count under the field). */
export function descriptionLettersLeft(text: string): number {
  return Math.max(0, DESCRIPTION_MAX_LENGTH - text.length);
}

const isoTime = z.string().describe('ISO 8601 time');
const score = z.array(z.boolean()).length(5).describe('B I N G O: the first n letters are lit by n bingos');

export const playerRegistrationSchema = z.object({
  event_id: z.string(),
  event_name: z.string(),
  event_register_id: z.string().describe('Public id of the player: card and leaderboard links'),
  /** Secret: stored by the client as eventUserId-{eventId}; never shown to anyone else. */
  user_id: z.string().describe('Secret player key: only ever sent to its owner'),
  /** The player's friend code when the event uses codes, else null. */
  user_code: z.string().nullable().describe('Friend code, when the event uses codes'),
});
/** GET|POST /manage-user/{id}/get-event-register-id/ : the caller's registration in the event (created once). */
export type PlayerRegistration = z.infer<typeof playerRegistrationSchema>;

/** One cell of a player's grid, addressed by x (row) and y (column). */
export const answerCellSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  /** The name the player entered for the person they met; null while the cell is empty. */
  connected_name: z.string().nullable(),
  /** /media/ address of the selfie. */
  image: z.string().nullable(),
  /** /media/ address of a small copy of the selfie (about 160 px) for grids, galleries and boards. */
  thumbnail: z.string().nullable().describe('Small copy of the selfie (about 160 px) for the grid'),
  /** Registered name of the linked player when a friend code linked the two, else null. */
  user_name: z.string().nullable(),
  /** The friend code entered, when the event uses codes. */
  code: z.string().nullable(),
  liner: z.string().nullable(),
  connected_at: isoTime.nullable(),
  /** True once the cell is filled: a cell is filled only once. */
  disabled: z.boolean(),
});
export type GridCell = z.infer<typeof answerCellSchema>;

/** A cell of a card that nobody fills yet, at row `x`, column `y`. */
export const emptyGridCell = (x: number, y: number): GridCell => ({
  x,
  y,
  connected_name: null,
  image: null,
  thumbnail: null,
  user_name: null,
  code: null,
  liner: null,
  connected_at: null,
  disabled: false,
});

export const userMatrixSchema = z.object({
  event_id: z.string(),
  event_name: z.string(),
  event_register_id: z.string(),
  user_name: z.string(),
  /** The 25 letters of the event's grid ('' while unset). */
  question: z.array(z.array(z.string())),
  answer: z.array(z.array(answerCellSchema)),
  /** Own friend code; null in a read-only view of someone else's card. */
  user_code: z.string().nullable(),
  voting_enabled: z.boolean(),
  code_digits: z.number().int().nullable(),
  total_connections: z.number().int(),
  /** B I N G O letters lit. */
  score,
  completed_at: isoTime.nullable(),
  /** 1 for the event's first player to light all five letters, 2 for the second, ...; null until completed. */
  completion_rank: z
    .number()
    .int()
    .nullable()
    .describe("1 for the event's first player to complete, 2 for the second, ...; null until completed"),
  /** True when opened with the player's secret user_id. */
  editable: z.boolean(),
  /**
   * Own card only (empty in a read-only view): connections a host hid whose cell is still empty, so the
   * page can say why the cell emptied. The player may fill the cell again.
   */
  hidden_connections: z
    .array(
      z.object({ x: z.number().int(), y: z.number().int(), connected_name: z.string(), hidden_at: isoTime }),
    )
    .optional()
    .describe('Own card only: connections a host hid whose cell is empty again'),
  /** Own card only: the hosts removed the player from the game (they cannot play; off every board). */
  removed: z.boolean().optional().describe('Own card only: the hosts removed the player from the game'),
});
/** GET /manage-game/{id}/get-user-matrix/ */
export type UserMatrix = z.infer<typeof userMatrixSchema>;

/**
 * POST /manage-user/{id}/start-playing/ : what the player page shows first, in one answer (one round trip
 * after the sign-in on a slow network). `registration` and `matrix` are null for a host who has not joined.
 */
export const playerStartSchema = z.object({
  event_id: z.string(),
  event_name: z.string(),
  role: hostRoleSchema.nullable().describe("The caller's host role; null for a non-host"),
  registration: playerRegistrationSchema
    .nullable()
    .describe(
      'The caller as a player of the event (joined now if needed); null for a host who has not joined',
    ),
  matrix: userMatrixSchema.nullable().describe('The caller’s own card (as get-user-matrix with user_id)'),
});
/** POST /manage-user/{id}/start-playing/ : the player page's first answer (role, registration, own card). */
export type PlayerStart = z.infer<typeof playerStartSchema>;

const connectionImageShape = {
  /** /media/ address of the selfie; null once it was deleted (retention or a host's purge, docs/data.md). */
  image: z.string().nullable().describe('The selfie; null once it was deleted'),
  /** Small copy of the image (about 160 px); the full image only where it is shown large. */
  thumbnail: z.string().nullable().describe('Small copy of the selfie (about 160 px)'),
  user_name: z.string().nullable(),
  liner: z.string(),
  connected_name: z.string(),
  connected_at: isoTime,
  code: z.string().nullable(),
};

/** A connection made, as the live boards' gallery shows it (image_data of the live sockets). */
export const connectionImageSchema = z.object({
  /** The player who made the connection (their event_register_id), on the live boards' gallery. */
  event_register_id: z.string().optional(),
  /**
   * The maker's name, as the event's venue_privacy shows it, on the boards' snapshot: the maker's row is
   * seldom in a viewer's window (a live update names the maker in its `player`).
   */
  maker_name: z.string().optional(),
  ...connectionImageShape,
});
/** A connection made, as the live boards' gallery shows it (image_data). */
export type ConnectionImage = z.infer<typeof connectionImageSchema>;

/** POST /manage-game/{id}/user-input/ : the connection made, and the player's new score. */
export const userInputResultSchema = z.object({
  ...connectionImageShape,
  x: z.number().int(),
  y: z.number().int(),
  score,
  total_connections: z.number().int(),
  completed_at: isoTime.nullable(),
});
export type UserInputResult = z.infer<typeof userInputResultSchema>;

/** A row of the game leaderboard (HTTP snapshot and sockets). */
export const leaderboardPlayerSchema = z.object({
  event_register_id: z.string(),
  user_name: z.string(),
  /** Only sent to the event's hosts: friend codes are exchanged in person. */
  user_code: z.string().nullable().describe("Only for the event's hosts; null for anyone else"),
  total_connections: z.number().int(),
  score,
  completed_at: isoTime.nullable(),
  /** event_register_ids of the players this player linked with a friend code. */
  connected_to: z.array(z.string()),
  /**
   * Bumped by every change of the player's row: a live board keeps the row with the higher revision (a
   * host's hide can lower the counts, so they no longer tell a newer row from a late one).
   */
  revision: z.number().int().optional().describe('Bumped by every change of the row: keep the higher one'),
});
export type LeaderboardPlayer = z.infer<typeof leaderboardPlayerSchema>;

/**
 * GET /manage-event/{id}/leaderboard/ : one window of the game board
 * (docs/decisions/0052-boards-that-cost-what-a-viewer-sees.md). Rows keep the LeaderboardPlayer shape, with
 * `connected_to` always empty: the links are on the player's card and in the results export.
 */
export const leaderboardWindowSchema = z.object({
  rows: z.array(leaderboardPlayerSchema).describe('The window: at most `limit` rows from `offset`'),
  offset: z.number().int().describe('Position of the first row on the whole board (0-based)'),
  first_rank: z
    .number()
    .int()
    .describe('Rank of the first row (it may tie with rows above the window); ties share a rank'),
  row_count: z.number().int().describe('Rows on the whole board'),
  participant_count: z.number().int(),
  total_connections: z.number().int(),
  completed_count: z.number().int().describe('Players who completed their card'),
  me: z
    .object({ row: leaderboardPlayerSchema, rank: z.number().int() })
    .nullable()
    .optional()
    .describe('With `user_id`: your row and rank (null when you have no row)'),
});
/**
 * GET /manage-event/{id}/leaderboard/ : one window of the game board with the board's totals, and the
 * caller's own place when the request named their player key.
 */
export type LeaderboardWindow = z.infer<typeof leaderboardWindowSchema>;

/** A row of the voting leaderboard. */
export const votingRowSchema = z.object({
  event_register_id: z.string(),
  name: z.string(),
  vote_count: z.number().int(),
  total_connections: z.number().int(),
  completed_at: isoTime.nullable(),
  /** Hours from joining the event to completing the card. */
  time_taken: z.number().nullable().describe('Hours from joining to completing, 2 decimals'),
});
export type VotingRow = z.infer<typeof votingRowSchema>;

/** GET /manage-game/{id}/hoogo-completed-players/ : completed players connected to me. */
export const completedPlayerSchema = z.object({
  user_name: z.string(),
  event_register_id: z.string(),
  voted: z.boolean(),
  /** The selfie the voter took with this player (their linked connection), and its small copy. */
  image: z.string().nullable().describe('The selfie the voter took with this player, newest if several'),
  thumbnail: z.string().nullable(),
});
export type CompletedPlayer = z.infer<typeof completedPlayerSchema>;

/** The player pages' status (api/live.ts, EventStatus). */
export const eventStatusSchema = z.object({
  voting_enabled: z.boolean(),
  /** All 25 letters of the grid are set (players are unlocked). */
  grid_complete: z.boolean().describe('All 25 letters are set: players can fill cells'),
  /** Changes whenever the grid changes: a client refetches its matrix when it differs from the last one. */
  grid_version: z.string().describe('Changes whenever the grid changes: refetch the card when it differs'),
  code_digits: z.number().int().nullable(),
  participant_count: z.number().int(),
  total_connections: z.number().int(),
  /**
   * Bumped by every moderation action in the event, with the event_register_ids whose card the last one
   * changed: a phone fetches its card again when its id is listed, or when it missed a version.
   */
  moderation: z
    .object({ version: z.number().int(), players: z.array(z.string()) })
    .optional()
    .describe('A phone refetches its card when listed in players, or when it missed a version'),
  /** The game's schedule: phones and big screens count down to its times (schedule.ts). */
  schedule: eventScheduleSchema.optional(),
  /**
   * The hosts' newest announcements still standing, newest first (at most ANNOUNCEMENTS_ON_STATUS): a
   * phone shows each until dismissed (docs/decisions/0082-announcements.md).
   */
  announcements: z.array(announcementSchema).optional(),
});

const playerKey = z.string().min(1).max(200).describe('The secret player key (PlayerRegistration.user_id)');

export const playerKeyQuery = z.object({ user_id: playerKey });

export const matrixQuery = z.object({
  user_id: playerKey.optional().describe('Your own card, editable'),
  event_register_id: z.string().min(1).max(200).optional().describe("Someone's card, read-only"),
});

/** The optional Idempotency-Key of a submission (docs/decisions/0018-idempotent-submissions.md). */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,128}$/, { error: () => messages.gameApi.idempotencyKeyInvalid })
    .optional()
    .describe('A key per submission (8-128 of A-Z a-z 0-9 _ -): a repeated key answers the first result'),
});

export const voteParams = eventParams.extend({
  playerId: z.string().min(1).describe("The candidate's event_register_id"),
});

export const voteBody = z
  .object({ user_id: playerKey })
  .describe('Other fields (event name, ids) are ignored');

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The query of the live boards; the same path answers a plain GET and upgrades a WebSocket request. */
export const liveQuery = z.object({
  tz: z
    .string()
    .max(64)
    .refine(isTimeZone, { error: () => messages.fieldApi.timeZone })
    .optional()
    .describe("The viewer's time zone (accepted for the web client; times are sent in UTC)"),
  token: z
    .string()
    .optional()
    .describe(
      'WebSocket only: an access token. A host’s makes rows carry friend codes; an invalid or expired ' +
        'one is answered with statusCode 1000 and close code 4001.',
    ),
});

/**
 * The game leaderboard's query: a window of the board (core's clampWindow: whole numbers, default 50
 * rows, at most 200; values out of bounds are brought within them) and, for a plain GET, your player key
 * to get your own row and rank (`me`). A socket names its key in a message instead (api/live.ts).
 */
export const leaderboardQuery = liveQuery.extend({
  offset: z.string().max(16).optional().describe('Position of the window’s first row (0-based; default 0)'),
  limit: z.string().max(16).optional().describe('Rows in the window (default 50, at most 200)'),
  user_id: playerKey.optional().describe('Plain GET only: your secret player key, to get `me`'),
});
