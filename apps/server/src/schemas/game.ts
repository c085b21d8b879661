import { createHash } from 'node:crypto';
import {
  type CompletedPlayer,
  type ConnectionImage,
  connectionNameSchema,
  type EventStatus,
  GRID_LETTER_PATTERN,
  GRID_SIZE,
  type GridCell,
  type LeaderboardPlayer,
  linerSchema,
  MAX_VOTES_PER_PLAYER,
  messages,
  type PlayerRegistration,
  type UserInputResult,
  type UserMatrix,
  type VotingRow,
} from '@hoogo/core';
import { z } from 'zod';
import { eventParams } from './events.js';

export const gameSentences = {
  invalidPlayerKey: 'Invalid player key',
  playerNotFound: 'Player not found',
  notJoined: 'You have not joined this event yet',
  cardNeedsPlayer: 'Give user_id (your own card) or event_register_id (a read-only card)',
  cellOutOfGrid: `This cell is not on the grid: x and y go from 0 to ${GRID_SIZE - 1}`,
  letterMismatch: (letter: string) => `This cell's letter is ${letter}`,
  cellFilled: 'This cell is already filled',
  codeUnknown: 'No player in this event has this code',
  codeOwn: 'This is your own code',
  codeUsed: 'You already connected with this player',
  noFreeCode: 'Every friend code is taken: the organizer needs to allow more code digits',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 8 to 128 letters, digits, - or _',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for another connection: send a new connection with a new key',
  joined: 'You joined the event',
  registration: 'Your registration',
  matrix: 'Card loaded',
  leaderboard: 'Leaderboard loaded',
  status: 'Event status',
};

export const votingSentences = {
  unknown: 'Player not found',
  self: 'You cannot vote for yourself',
  notCompleted: 'This player has not completed the Hoogo yet',
  notConnected: 'You can only vote for players you connected with',
  alreadyVoted: 'You already voted for this player',
  limit: `You can vote for at most ${MAX_VOTES_PER_PLAYER} players`,
  completedPlayers: 'Completed players loaded',
  leaderboard: 'Voting leaderboard loaded',
};

const isoTime = z.string().describe('ISO 8601 time');
const score = z.array(z.boolean()).length(5).describe('B I N G O: the first n letters are lit by n bingos');

export const playerRegistrationSchema = z.object({
  event_id: z.string(),
  event_name: z.string(),
  event_register_id: z.string().describe('Public id of the player: card and leaderboard links'),
  user_id: z.string().describe('Secret player key: only ever sent to its owner'),
  user_code: z.string().nullable().describe('Friend code, when the event uses codes'),
}) satisfies z.ZodType<PlayerRegistration>;

export const answerCellSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  connected_name: z.string().nullable(),
  image: z.string().nullable(),
  thumbnail: z.string().nullable().describe('Small copy of the selfie (about 160 px) for the grid'),
  user_name: z.string().nullable(),
  code: z.string().nullable(),
  liner: z.string().nullable(),
  connected_at: isoTime.nullable(),
  disabled: z.boolean(),
}) satisfies z.ZodType<GridCell>;

export const userMatrixSchema = z.object({
  event_id: z.string(),
  event_name: z.string(),
  event_register_id: z.string(),
  user_name: z.string(),
  question: z.array(z.array(z.string())),
  answer: z.array(z.array(answerCellSchema)),
  user_code: z.string().nullable(),
  voting_enabled: z.boolean(),
  code_digits: z.number().int().nullable(),
  total_connections: z.number().int(),
  score,
  completed_at: isoTime.nullable(),
  completion_rank: z
    .number()
    .int()
    .nullable()
    .describe("1 for the event's first player to complete, 2 for the second, ...; null until completed"),
  editable: z.boolean(),
}) satisfies z.ZodType<UserMatrix>;

export const connectionImageSchema = z.object({
  image: z.string(),
  thumbnail: z.string().nullable().describe('Small copy of the selfie (about 160 px)'),
  user_name: z.string().nullable(),
  liner: z.string(),
  connected_name: z.string(),
  connected_at: isoTime,
  code: z.string().nullable(),
}) satisfies z.ZodType<ConnectionImage>;

export const userInputResultSchema = connectionImageSchema.extend({
  x: z.number().int(),
  y: z.number().int(),
  score,
  total_connections: z.number().int(),
  completed_at: isoTime.nullable(),
}) satisfies z.ZodType<UserInputResult>;

export const leaderboardPlayerSchema = z.object({
  event_register_id: z.string(),
  user_name: z.string(),
  user_code: z.string().nullable().describe("Only for the event's hosts; null for anyone else"),
  total_connections: z.number().int(),
  score,
  completed_at: isoTime.nullable(),
  connected_to: z.array(z.string()),
}) satisfies z.ZodType<LeaderboardPlayer>;

export const votingRowSchema = z.object({
  event_register_id: z.string(),
  name: z.string(),
  vote_count: z.number().int(),
  total_connections: z.number().int(),
  completed_at: isoTime.nullable(),
  time_taken: z.number().nullable().describe('Hours from joining to completing, 2 decimals'),
}) satisfies z.ZodType<VotingRow>;

export const completedPlayerSchema = z.object({
  user_name: z.string(),
  event_register_id: z.string(),
  voted: z.boolean(),
  image: z.string().nullable().describe('The selfie the voter took with this player, newest if several'),
  thumbnail: z.string().nullable(),
}) satisfies z.ZodType<CompletedPlayer>;

export const eventStatusSchema = z.object({
  voting_enabled: z.boolean(),
  grid_complete: z.boolean().describe('All 25 letters are set: players can fill cells'),
  grid_version: z.string().describe('Changes whenever the grid changes: refetch the card when it differs'),
  code_digits: z.number().int().nullable(),
  participant_count: z.number().int(),
  total_connections: z.number().int(),
}) satisfies z.ZodType<EventStatus>;

const playerKey = z.string().min(1).max(200).describe('The secret player key (PlayerRegistration.user_id)');

export const playerKeyQuery = z.object({ user_id: playerKey });

export const matrixQuery = z.object({
  user_id: playerKey.optional().describe('Your own card, editable'),
  event_register_id: z.string().min(1).max(200).optional().describe("Someone's card, read-only"),
});

const coordinate = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .regex(/^-?\d{1,3}$/, `${field} must be a whole number`)
    .transform(Number);

/** POST /manage-game/{id}/user-input/ (multipart). The rules that need the event run in the route. */
export const userInputBody = z.object({
  letter: z
    .string({ error: 'letter is required' })
    .trim()
    .toUpperCase()
    .regex(GRID_LETTER_PATTERN, 'letter must be one letter A-Z'),
  name: connectionNameSchema,
  liner: linerSchema,
  image: z
    .custom<Buffer>((value) => Buffer.isBuffer(value) && value.length > 0, {
      error: messages.validation.connectionImage,
    })
    .meta({ type: 'string', format: 'binary' })
    .describe('The selfie: any common image format, at most 10 MB and 40 megapixels'),
  'cords[x]': coordinate('cords[x]').describe('Row, 0..4'),
  'cords[y]': coordinate('cords[y]').describe('Column, 0..4'),
  code: z
    .string()
    .trim()
    .optional()
    .transform((code) => code || undefined)
    .describe("Another player's friend code: required when the event uses codes"),
});

export type UserInputBody = z.infer<typeof userInputBody>;

/** The optional Idempotency-Key of a submission (docs/decisions.md, Idempotent submissions). */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,128}$/, gameSentences.idempotencyKeyInvalid)
    .optional()
    .describe('A key per submission (8-128 of A-Z a-z 0-9 _ -): a repeated key answers the first result'),
});

/**
 * What makes two submissions the same connection: the cell and the typed fields as the schema
 * normalised them. The photo is left out, since a client may compress it again for a retry.
 */
export function submissionFingerprint(body: UserInputBody): string {
  const fields = [body['cords[x]'], body['cords[y]'], body.letter, body.name, body.liner, body.code ?? null];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

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
    .refine(isTimeZone, 'must be an IANA time zone like Europe/Berlin')
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
