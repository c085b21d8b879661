import type { z } from 'zod';
import type {
  contactBody,
  contactDetailsSchema,
  personMetSchema,
  sharedContactSchema,
} from '../schemas/people.js';

/**
 * Payloads of "People I met" (docs/product.md): a player's own connections, their contact details and
 * the ones shared with them. The shapes are the zod schemas of schemas/people.ts.
 */

/** GET /manage-game/{id}/people/ : one of the caller's connections that count, newest first. */
export type PersonMet = z.infer<typeof personMetSchema>;

/** Contact details another player shares with the caller. */
export type SharedContact = z.infer<typeof sharedContactSchema>;

/** GET|PUT /manage-game/{id}/contact/ : the caller's own contact details for the event. */
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/** The body of PUT /manage-game/{id}/contact/ as sent (empty strings clear a field). */
export type ContactInput = z.input<typeof contactBody>;
