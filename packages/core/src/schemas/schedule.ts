import { z } from 'zod';

/**
 * The game's schedule (docs/decisions/0079-the-games-time.md): when connections close, and when voting
 * opens and closes by itself. Each time is an ISO 8601 instant, or null when none is set.
 */
export const eventScheduleSchema = z.object({
  connections_close_at: z.string().nullable().describe('From this time on a connection is refused'),
  voting_opens_at: z.string().nullable().describe('Voting opens by itself at this time'),
  voting_closes_at: z.string().nullable().describe('Voting closes by itself at this time'),
});
/** PUT /manage-event/{id}/schedule/ : the event's schedule. */
export type EventSchedule = z.infer<typeof eventScheduleSchema>;

const instant = z.iso.datetime({ offset: true });

/**
 * A host's change of the schedule: a field left out stays as it is, null clears it, and
 * `connections_close_at: "now"` closes connections at the server's time.
 */
export const scheduleBody = z.object({
  connections_close_at: z
    .union([z.literal('now'), instant])
    .nullable()
    .optional(),
  voting_opens_at: instant.nullable().optional(),
  voting_closes_at: instant.nullable().optional(),
});
export type ScheduleBody = z.infer<typeof scheduleBody>;
