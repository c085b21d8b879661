import { z } from 'zod';
import {
  CODE_DIGITS_MAX,
  CODE_DIGITS_MIN,
  EVENT_NAME_MAX_LENGTH,
  RESERVED_EVENT_NAMES,
  SELFIE_RETENTION_MAX_DAYS,
  SELFIE_RETENTION_MIN_DAYS,
} from '../constants.js';
import { isGridLetter } from '../game/grid.js';
import type { Locale } from '../i18n/locales.js';
import { messages } from '../messages/index.js';
import { emailSchema } from './auth.js';
import { brandingSchema } from './branding.js';
import { localeSchema } from './common.js';

/** Event names: letters, digits, hyphen, ampersand, underscore. */
export const EVENT_NAME_PATTERN = /^[A-Za-z0-9&_-]+$/;

export const eventNameSchema = z
  .string({ error: () => messages.validation.eventNameEmpty })
  .trim()
  .min(1, { error: () => messages.validation.eventNameEmpty })
  .max(EVENT_NAME_MAX_LENGTH, { error: () => messages.validation.eventNameTooLong(EVENT_NAME_MAX_LENGTH) })
  .regex(EVENT_NAME_PATTERN, { error: () => messages.validation.eventNameChars })
  .refine((name) => !(RESERVED_EVENT_NAMES as readonly string[]).includes(name.toLowerCase()), {
    error: () => messages.validation.eventNameReserved,
  });

/** A uuid, in any letter case. An event reference of this shape is an event id, never a name. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A name an event may take: letters, digits, &, _ and -, and never the shape of an id. */
export const newEventNameSchema = eventNameSchema.refine((name) => !UUID_PATTERN.test(name), {
  error: () => messages.eventApi.nameLooksLikeId,
});

/** POST /manage-event/create/ */
export const createEventBody = z.object({ name: newEventNameSchema });

/** `{id}` of the /manage-event/{id}/ paths: the event's id, its name, or a former name (event_name_aliases). */
export const eventParams = z.object({
  id: z
    .string()
    .min(1)
    .describe(
      'The event id, or its name (any letter case), or one of its former names: a renamed event answers for its old names, with its current name in the answer',
    ),
});

export const codeDigitsSchema = z.coerce
  .number({ error: () => messages.validation.codeDigitsNumber(CODE_DIGITS_MIN, CODE_DIGITS_MAX) })
  .int({ error: () => messages.validation.codeDigitsWhole(CODE_DIGITS_MIN, CODE_DIGITS_MAX) })
  .min(CODE_DIGITS_MIN, {
    error: () => messages.validation.codeDigitsRange(CODE_DIGITS_MIN, CODE_DIGITS_MAX),
  })
  .max(CODE_DIGITS_MAX, {
    error: () => messages.validation.codeDigitsRange(CODE_DIGITS_MIN, CODE_DIGITS_MAX),
  });

/** One grid cell as sent by the organiser: one letter A-Z (uppercased), or empty to clear it. */
export const gridCellSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => value === '' || isGridLetter(value), { error: () => messages.validation.cellLetter });

export const LINKEDIN_CONTENT_MAX_LENGTH = 3000;

export const socialMediaTemplateSchema = z.object({
  linkedin: z.object({
    content: z.string().max(LINKEDIN_CONTENT_MAX_LENGTH, {
      error: () => messages.validation.linkedinContentTooLong(LINKEDIN_CONTENT_MAX_LENGTH),
    }),
  }),
});
export type SocialMediaTemplate = z.infer<typeof socialMediaTemplateSchema>;

/** Add Host: the admin's email is required and must be valid. */
export const addHostBody = z.object({ email: emailSchema });

export const hostParams = eventParams.extend({
  hostId: z
    .string()
    .min(1)
    .describe("The host's user id, or a pending invitation's id (`invited`: removing it withdraws it)"),
});

/** An invitation of the signed-in account: its id in the path. */
export const invitationParams = z.object({
  invitationId: z.string().min(1).describe("The invitation's id"),
});

export const hostRoleSchema = z.enum(['Owner', 'Admin']);
export type HostRole = z.infer<typeof hostRoleSchema>;

export const templateImageSchema = z.object({
  /** Address under /media/ of the template image. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TemplateImage = z.infer<typeof templateImageSchema>;

/**
 * What the public views (big screen, its gallery, others' read-only cards) show of the players: whole
 * names and selfies ('full'), or first names only or initials, and then no selfie (docs/data.md).
 */
export const venuePrivacySchema = z.enum(['full', 'first_name', 'initials']);
export type VenuePrivacy = z.infer<typeof venuePrivacySchema>;

/** Days after which an event's selfies are deleted; null keeps them until the event is deleted. */
export const selfieRetentionDaysSchema = z.coerce
  .number({ error: () => messages.privacy.retentionDays })
  .int({ error: () => messages.privacy.retentionDays })
  .min(SELFIE_RETENTION_MIN_DAYS, { error: () => messages.privacy.retentionDays })
  .max(SELFIE_RETENTION_MAX_DAYS, { error: () => messages.privacy.retentionDays });

/**
 * The event's settings an update may change, as values: what the organiser's screens send
 * (apps/web's `EventUpdate`) and what the server stores (its `EventChanges`), beside the templates and
 * the grid, which each side holds in its own form (files and cells). The update's field names are
 * `eventUpdateFields` (../api/multipart.ts).
 */
export interface EventSettingsUpdate {
  name?: string;
  codeDigits?: number | null;
  playWithTicketCode?: boolean;
  mmpEventId?: string | null;
  socialMediaTemplate?: SocialMediaTemplate;
  votingEnabled?: boolean;
  venuePrivacy?: VenuePrivacy;
  requireSelfieConsent?: boolean;
  /** null keeps the selfies until the event is deleted. */
  selfieRetentionDays?: number | null;
  /** Quick join: attendees may play with just a name, on a guest account. */
  quickJoin?: boolean;
  /** The room's language: the big screen, the QR poster and the print files. */
  language?: Locale;
}

export const eventInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  participant_count: z.number().int(),
  code_digits: z.number().int().nullable(),
  play_with_ticket_code: z.boolean(),
  mmp_event_id: z.string().nullable(),
  /** 5x5, '' for a cell without a letter. */
  matrix: z.array(z.array(z.string())),
  /** Post (1080x1080) and story (1080x1920) templates: the event's own, or the product's defaults. */
  others_post: z.string(),
  others_story: z.string(),
  templates: z.object({ post: templateImageSchema, story: templateImageSchema, custom: z.boolean() }),
  social_media_template: socialMediaTemplateSchema,
  voting_enabled: z.boolean(),
  /** The signed-in caller's host role in this event, null for anyone else. */
  role: hostRoleSchema.nullable().describe("The caller's host role; null without a token or for a non-host"),
  /** Display name of the connected ticketing provider (the {product} of the ticketing texts), null when none is set up. */
  ticketing_provider: z.string().nullable(),
  /** A demo event: simulated players; every screen marks it. */
  demo: z.boolean().optional().describe('A demo event with simulated players'),
  venue_privacy: venuePrivacySchema.describe('What the public views show of the players (docs/data.md)'),
  require_selfie_consent: z
    .boolean()
    .describe('A connection must carry the consent of the person in the selfie'),
  selfie_retention_days: z
    .number()
    .int()
    .nullable()
    .describe('Selfies are deleted this many days after they were taken; null keeps them'),
  quick_join: z.boolean().describe('Attendees may play at once with just a name, on a guest account'),
  branding: brandingSchema,
  language: localeSchema.describe(
    "The room's language: the big screen, QR poster and print files, and phones' fallback",
  ),
});
/** GET /manage-event/{id}/get-info/ */
export type EventInfo = z.infer<typeof eventInfoSchema>;

export const createdEventSchema = z.object({
  event_id: z.string(),
  event_name: z.string(),
});
/** POST /manage-event/create/ */
export type CreatedEvent = z.infer<typeof createdEventSchema>;

export const eventListItemSchema = createdEventSchema;
/** GET /manage-event/user/list-events/ : the events the user may manage. */
export type EventListItem = z.infer<typeof eventListItemSchema>;

/** POST /manage-event/{id}/media/purge/ : how many connections of the event lost their selfie. */
export const mediaPurgeSchema = z.object({
  deleted: z.number().int().describe('Connections whose selfie and small copy were deleted now'),
});
export type MediaPurge = z.infer<typeof mediaPurgeSchema>;

export const organisedEventSchema = z.object({
  event_id: z.string(),
  event_name: z.string(),
  created_at: z.string(),
  participant_count: z.number().int(),
  role: hostRoleSchema,
  /** Cells of the grid that hold a letter, 0..25: the card's grid status (players play at 25). */
  grid_filled: z.number().int().min(0).max(25),
  /** A demo event: simulated players; the dashboard marks it. */
  demo: z.boolean().optional(),
});
/** GET /manage-user/organised-events/ : one entry per event the user hosts (owner or admin). */
export type OrganisedEvent = z.infer<typeof organisedEventSchema>;

export const participatedEventSchema = z.object({
  event_id: z.string(),
  event_name: z.string(),
  created_at: z.string(),
});
/** GET /manage-user/participated-events/ : one entry per event the user plays in. */
export type ParticipatedEvent = z.infer<typeof participatedEventSchema>;

export const hostSchema = z.object({
  /** The host's user id; for an invitation, the invitation's id (never the invited account's). */
  id: z.string(),
  /** The host's name; null for an invitation (nothing of the invited account is shown before it accepts). */
  name: z.string().nullable(),
  email: z.string(),
  role: hostRoleSchema,
  /** An invitation the person has not accepted yet: not a host until they do (the list shows Invited). */
  invited: z.boolean(),
});
/** GET /manage-event/{id}/host/list/ : response.hosts, the owner first, then admins. */
export type Host = z.infer<typeof hostSchema>;

/** The owner, the admins in the order they were added, then the invitations waiting, oldest first. */
export const hostListSchema = z.object({ hosts: z.array(hostSchema) });
export type HostList = z.infer<typeof hostListSchema>;

/** An invitation to co-host an event, as its invited account sees it on the dashboard. */
export const hostInvitationSchema = z.object({
  invitation_id: z.string(),
  event_id: z.string(),
  event_name: z.string(),
  invited_at: z.string(),
});
/** GET /manage-user/host-invitations/ : one entry per event the account is invited to co-host. */
export type HostInvitation = z.infer<typeof hostInvitationSchema>;

/** GET /manage-event/{id}/get-event-id/ */
export const eventIdAnswerSchema = z.object({ event_id: z.string() });
export type EventIdAnswer = z.infer<typeof eventIdAnswerSchema>;

/** GET /manage-event/{id}/get-event-name/ */
export const eventNameAnswerSchema = z.object({ event_name: z.string() });
/** GET /manage-event/{id}/get-event-name/ : the event's current name, from any name it answers to. */
export type EventNameAnswer = z.infer<typeof eventNameAnswerSchema>;
