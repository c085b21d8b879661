import { z } from 'zod';
import { messages } from '../messages/index.js';
import { hasUrlProtocol } from '../text.js';

/** A ticketing-platform event the organiser may connect; event_id is what mmp_event_id stores. */
export const ticketingEventSchema = z.object({ event_id: z.string(), event_name: z.string() });
export type TicketingEvent = z.infer<typeof ticketingEventSchema>;

/** A provider whose events are missing from a listing, and why. */
export const unavailableProviderSchema = z.object({
  provider: z.string().describe('Display name of the provider, as `provider`'),
  message: z.string().describe('Why its events are missing, to show the organiser'),
});
export type UnavailableProvider = z.infer<typeof unavailableProviderSchema>;

/** GET /manage-event/user/mmp/list-events/ */
export const ticketingEventsSchema = z.object({
  /** Display name of the caller's provider (pretix first), null when none is set up. */
  provider: z.string().nullable(),
  events: z.array(ticketingEventSchema),
  unavailable: z.array(unavailableProviderSchema),
});
/**
 * A provider that failed is named in `unavailable` while the others' events still come back; the request
 * itself fails only when no event is left to show.
 */
export type TicketingEvents = z.infer<typeof ticketingEventsSchema>;

/** An uploaded attendee list: a ticketing event of its own, with its counts. */
export const attendeeListSchema = ticketingEventSchema.extend({
  attendees: z.number(),
  checked_in: z.number(),
});
export type AttendeeList = z.infer<typeof attendeeListSchema>;

/** The organiser's pretix account; the server never answers its API token. */
export const pretixAccountSchema = z.object({ base_url: z.string(), organizer: z.string() });
export type PretixAccount = z.infer<typeof pretixAccountSchema>;

/** POST /manage-event/user/mmp/pretix/ : the account saved, and how many events pretix listed with it. */
export const pretixConnectedSchema = pretixAccountSchema.extend({ events: z.number() });
export type PretixConnected = z.infer<typeof pretixConnectedSchema>;

/** A pretix address as both sides take it: an absolute http or https URL. */
export const isHttpUrl = (value: string) => hasUrlProtocol(value, /^https?:$/);

/** POST /manage-event/user/mmp/pretix/ */
export const pretixBody = z.object({
  base_url: z
    .string()
    .trim()
    .max(500)
    .refine(isHttpUrl, { error: () => messages.ticketingApi.pretixUrl }),
  organizer: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,100}$/, { error: () => messages.ticketingApi.pretixOrganizer }),
  api_token: z
    .string()
    .trim()
    .min(1, { error: () => messages.ticketingApi.pretixTokenEmpty })
    .max(500, { error: () => messages.ticketingApi.pretixTokenTooLong }),
});
/** What the organiser sends to connect pretix (before the server trims it). */
export type PretixCredentials = z.input<typeof pretixBody>;

/** POST /manage-event/{id}/grid/import/ : the grid built from the checked-in participants. */
export const gridImportAnswerSchema = z.object({ grid: z.array(z.array(z.string())) });
export type GridImportAnswer = z.infer<typeof gridImportAnswerSchema>;

/** GET /manage-event/{id}/check-play-with-ticket-code/ */
export const playWithTicketCodeSchema = z.object({ play_with_ticket_code: z.boolean() });
export type PlayWithTicketCode = z.infer<typeof playWithTicketCodeSchema>;

/** POST /manage-game/{id}/validate-ticket-code/ : the ticket code an attendee signs in with. */
export const validateTicketCodeBody = z.object({
  ticket_code: z
    .string()
    .trim()
    .min(1, { error: () => messages.auth.invalidTicketCode })
    .max(200),
});
