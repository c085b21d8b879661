import { z } from 'zod';

/** An event the account owns: deleted with the account (docs/data.md, "Deleting data"). */
export const accountOwnedEventSchema = z.object({
  event_id: z.string(),
  event_name: z.string(),
  /** Players still in the game, as the dashboard counts them. */
  participant_count: z.number().int(),
  demo: z.boolean(),
});

/** An event the account plays in or co-hosts, without owning it. */
export const accountEventSchema = z.object({
  event_id: z.string(),
  event_name: z.string(),
});

/** GET /auth/account/: what deleting the account deletes, for the confirmation to list. */
export const accountSummarySchema = z.object({
  email: z.string(),
  owned_events: z.array(accountOwnedEventSchema),
  /** Events it plays in and does not own: it leaves them (its card and the links to it go). */
  played_events: z.array(accountEventSchema),
  /** Events it is an admin of: the membership goes. */
  admin_events: z.array(accountEventSchema),
});

/** POST /manage-game/{id}/leave/: the secret player key. */
export const leaveEventBody = z.object({ user_id: z.string().min(1).max(200) });
