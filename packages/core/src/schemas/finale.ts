import { z } from 'zod';

const isoTime = z.string().describe('ISO 8601 time');

/**
 * The finale of the big screen (docs/decisions/0083-the-finale.md): the summary slide's figures, counted
 * as every public view counts (no hidden connection, no removed player).
 */
export const eventSummarySchema = z.object({
  players: z.number().int().describe('Players in the game'),
  connections: z.number().int().describe('Connections made'),
  photos: z.number().int().describe('Connections with a selfie still kept'),
  busiest_minute: z
    .object({ at: isoTime, connections: z.number().int() })
    .nullable()
    .describe('The minute with the most connections (its start), or null before the first'),
});
/** GET /manage-event/{id}/summary/ */
export type EventSummary = z.infer<typeof eventSummarySchema>;
