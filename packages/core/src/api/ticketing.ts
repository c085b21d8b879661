import type { z } from 'zod';
import type {
  attendeeListSchema,
  gridImportAnswerSchema,
  playWithTicketCodeSchema,
  pretixAccountSchema,
  pretixBody,
  pretixConnectedSchema,
  ticketingEventSchema,
  ticketingEventsSchema,
  unavailableProviderSchema,
} from '../schemas/ticketing.js';

/**
 * Payloads of the ticketing API (the organiser's pretix account and attendee lists, the grid import). The
 * shapes are the zod schemas of schemas/ticketing.ts; these are their types.
 */

export type TicketingEvent = z.infer<typeof ticketingEventSchema>;

export type UnavailableProvider = z.infer<typeof unavailableProviderSchema>;

/**
 * A provider that failed is named in `unavailable` while the others' events still come back; the request
 * itself fails only when no event is left to show.
 */
export type TicketingEvents = z.infer<typeof ticketingEventsSchema>;

export type AttendeeList = z.infer<typeof attendeeListSchema>;

export type PretixAccount = z.infer<typeof pretixAccountSchema>;

export type PretixConnected = z.infer<typeof pretixConnectedSchema>;

/** What the organiser sends to connect pretix (before the server trims it). */
export type PretixCredentials = z.input<typeof pretixBody>;

export type GridImportAnswer = z.infer<typeof gridImportAnswerSchema>;

export type PlayWithTicketCode = z.infer<typeof playWithTicketCodeSchema>;
