import type { z } from 'zod';
import type {
  createdEventSchema,
  eventIdAnswerSchema,
  eventInfoSchema,
  eventListItemSchema,
  eventNameAnswerSchema,
  hostInvitationSchema,
  hostListSchema,
  hostRoleSchema,
  hostSchema,
  organisedEventSchema,
  participatedEventSchema,
  socialMediaTemplateSchema,
  templateImageSchema,
} from '../schemas/event.js';

/**
 * Payloads of the organiser API: what the server answers in the envelope's `response`, and what the web
 * app reads. List calls answer the list itself. The shapes are the zod schemas of schemas/event.ts; these
 * are their types (type-only, so a page that reads them loads no zod).
 */

export type HostRole = z.infer<typeof hostRoleSchema>;

/** POST /manage-event/create/ */
export type CreatedEvent = z.infer<typeof createdEventSchema>;

/** GET /manage-user/organised-events/ : one entry per event the user hosts (owner or admin). */
export type OrganisedEvent = z.infer<typeof organisedEventSchema>;

/** GET /manage-user/participated-events/ : one entry per event the user plays in. */
export type ParticipatedEvent = z.infer<typeof participatedEventSchema>;

/** GET /manage-event/user/list-events/ : the events the user may manage. */
export type EventListItem = z.infer<typeof eventListItemSchema>;

export type TemplateImage = z.infer<typeof templateImageSchema>;

export type SocialMediaTemplate = z.infer<typeof socialMediaTemplateSchema>;

/** GET /manage-event/{id}/get-info/ */
export type EventInfo = z.infer<typeof eventInfoSchema>;

/** GET /manage-event/{id}/host/list/ : response.hosts, the owner first, then admins. */
export type Host = z.infer<typeof hostSchema>;

export type HostList = z.infer<typeof hostListSchema>;

/** GET /manage-user/host-invitations/ : one entry per event the account is invited to co-host. */
export type HostInvitation = z.infer<typeof hostInvitationSchema>;

/** GET /manage-event/{id}/get-event-id/ */
export type EventIdAnswer = z.infer<typeof eventIdAnswerSchema>;

/** GET /manage-event/{id}/get-event-name/ : the event's current name, from any name it answers to. */
export type EventNameAnswer = z.infer<typeof eventNameAnswerSchema>;
