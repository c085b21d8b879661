import { z } from 'zod';
import { messages } from '../messages/index.js';
import { eventParams } from './event.js';

/**
 * The organisers' game-master calls (docs/product.md, "Running the game"): the activity feed, hiding and
 * restoring connections, removing and restoring players, results, exports and insights. Hosts only.
 */

const isoTime = z.string().describe('ISO 8601 time');
const score = z.array(z.boolean()).length(5).describe('B I N G O: the first n letters are lit by n bingos');

/** The most items a page of the activity feed or of the player list holds. */
export const ACTIVITY_PAGE_MAX = 100;
export const ACTIVITY_PAGE_DEFAULT = 30;
/** The longest search text of the activity feed and the player list. */
export const MODERATION_SEARCH_MAX_LENGTH = 100;

export const hiddenCauseSchema = z
  .enum(['host', 'player_removed'])
  .describe("'host': a host hid it; 'player_removed': it showed a player the hosts removed");

/** A moderation mark: when, by which host (their name, or email when unnamed; null once the account is gone). */
export const moderationMarkSchema = z.object({
  at: isoTime,
  by: z.string().nullable(),
});

/** One connection as the hosts' activity feed shows it. */
export const activityItemSchema = z.object({
  /** The connection's id: what hide and unhide take. */
  id: z.string(),
  /** The player who made it. */
  player: z.object({
    event_register_id: z.string(),
    user_name: z.string(),
    /** The hosts removed this player from the game. */
    removed: z.boolean(),
    /** A guest of quick join (no email yet): the hosts' screens mark them. */
    guest: z.boolean(),
  }),
  /** The name the player typed for the person they met. */
  connected_name: z.string(),
  /** The player linked by a friend code, when one was entered. */
  linked_player: z.object({ event_register_id: z.string(), user_name: z.string() }).nullable(),
  letter: z.string(),
  /** The cell: x is the row, y the column. */
  x: z.number().int(),
  y: z.number().int(),
  liner: z.string(),
  /** null once the selfie was deleted (retention or a host's purge). */
  image: z.string().nullable(),
  thumbnail: z.string().nullable(),
  connected_at: isoTime,
  /** Null while the connection counts; else when and by whom it was hidden, and why. */
  hidden: moderationMarkSchema.extend({ cause: hiddenCauseSchema }).nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityFilterSchema = z.enum(['all', 'hidden']);

const limitQuery = z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(ACTIVITY_PAGE_DEFAULT);
const searchQuery = z
  .string()
  .trim()
  .max(MODERATION_SEARCH_MAX_LENGTH, {
    error: () => messages.validation.searchTooLong(MODERATION_SEARCH_MAX_LENGTH),
  })
  .optional()
  .describe("Part of a player's name (the maker or the person met), any letter case");
const cursorQuery = z
  .string()
  .max(200)
  .optional()
  .describe('The next_before of the previous page: the page after it');

/**
 * The query of the hosts' two paged lists, the activity feed and the player list: a search, the list's
 * filter, the cursor of the page before and the page's length.
 */
const pagedListQuery = <Filter extends z.ZodType>(filter: Filter) =>
  z.object({ search: searchQuery, filter, before: cursorQuery, limit: limitQuery });

/** A page's cursor: the `before` of the next page, null at the end. */
const nextBefore = z.string().nullable();

/** GET /manage-event/{id}/activity/ */
export const activityQuery = pagedListQuery(activityFilterSchema.default('all'));

/** A page of the activity feed, newest first; `next_before` asks for the next one (null at the end). */
export const activityPageSchema = z.object({ items: z.array(activityItemSchema), next_before: nextBefore });
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** /manage-event/{id}/connections/{connectionId}/hide/ and .../unhide/ */
export const connectionParams = eventParams.extend({
  connectionId: z.string().min(1).describe("The connection's id (ActivityItem.id)"),
});

/** A player as the hosts' player list shows it. */
export const moderatedPlayerSchema = z.object({
  event_register_id: z.string(),
  user_name: z.string(),
  total_connections: z.number().int(),
  score,
  completed_at: isoTime.nullable(),
  /** Null while the player plays; else when and by whom they were removed. */
  removed: moderationMarkSchema.nullable(),
  /** A guest of quick join (no email yet): the hosts' screens mark them. */
  guest: z.boolean(),
});
export type ModeratedPlayer = z.infer<typeof moderatedPlayerSchema>;

export const playerFilterSchema = z.enum(['all', 'removed']);

/** GET /manage-event/{id}/players/ */
export const playerListQuery = pagedListQuery(playerFilterSchema.default('all'));

export const playerListSchema = z.object({
  players: z.array(moderatedPlayerSchema),
  next_before: nextBefore,
});
export type PlayerList = z.infer<typeof playerListSchema>;

/** /manage-event/{id}/players/{playerId}/remove/ and .../restore/ */
export const moderatedPlayerParams = eventParams.extend({
  playerId: z.string().min(1).describe("The player's event_register_id"),
});

/** The player a row of either ranking of the results is about: its (shared) rank, then who. */
const rankedPlayer = { rank: z.number().int(), event_register_id: z.string(), user_name: z.string() };

/** What a row of either ranking ends with. */
const rankedPlayerEnd = {
  completed_at: isoTime.nullable(),
  /** A guest of quick join (no email yet): the hosts' screens mark them. */
  guest: z.boolean(),
};

/** A row of the results' game ranking (core order, shared ranks). */
export const resultRowSchema = z.object({
  ...rankedPlayer,
  total_connections: z.number().int(),
  score,
  ...rankedPlayerEnd,
});
export type ResultRow = z.infer<typeof resultRowSchema>;

/** A row of the results' voting ranking (core voting order, shared ranks). */
export const votingResultRowSchema = z.object({
  ...rankedPlayer,
  vote_count: z.number().int(),
  total_connections: z.number().int(),
  ...rankedPlayerEnd,
});
export type VotingResultRow = z.infer<typeof votingResultRowSchema>;

/** GET /manage-event/{id}/results/ : both rankings, removed players left out. */
export const resultsSchema = z.object({
  event_name: z.string(),
  generated_at: isoTime,
  participant_count: z.number().int(),
  completed_count: z.number().int(),
  /** The first player to complete the card (null until someone did); ties on the time all share rank 1. */
  first_finisher: z.string().nullable().describe('event_register_id of the first to complete'),
  game: z.array(resultRowSchema),
  voting_enabled: z.boolean(),
  voting: z.array(votingResultRowSchema),
});
export type Results = z.infer<typeof resultsSchema>;

/** GET /manage-event/{id}/insights/ : numbers computed by the database. */
export const insightsSchema = z.object({
  generated_at: isoTime,
  participant_count: z.number().int(),
  connection_count: z.number().int(),
  completed_count: z.number().int(),
  /** Players joined and connections made per time bucket (oldest first), the bucket's start time. */
  timeline: z.object({
    bucket_minutes: z.number().int(),
    points: z.array(z.object({ at: isoTime, joined: z.number().int(), connections: z.number().int() })),
  }),
  /** How many players have 0, 1-4, 5-24 and 25 connections. */
  connection_spread: z.object({
    none: z.number().int(),
    few: z.number().int(),
    many: z.number().int(),
    full: z.number().int(),
  }),
  /** Players by letters lit: index n is how many players have n bingos (0..5). */
  bingo_spread: z.array(z.number().int()).length(6),
  /** The players most often met: linked by others' friend codes, then their own connections. */
  most_connected: z.array(
    z.object({
      event_register_id: z.string(),
      user_name: z.string(),
      linked_by: z.number().int(),
      total_connections: z.number().int(),
    }),
  ),
  voting: z.object({
    enabled: z.boolean(),
    /** Players with a vote that counts, of those who may vote (every player in the game). */
    voters: z.number().int(),
    eligible: z.number().int(),
    votes: z.number().int(),
  }),
});
export type Insights = z.infer<typeof insightsSchema>;
