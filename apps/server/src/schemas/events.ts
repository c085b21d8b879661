import {
  type CreatedEvent,
  codeDigitsSchema,
  type EventInfo,
  type EventListItem,
  eventNameSchema,
  GRID_SIZE,
  gridCellSchema,
  type Host,
  type HostList,
  messages,
  type OrganisedEvent,
  type ParticipatedEvent,
  socialMediaTemplateSchema,
} from '@hoogo/core';
import { z } from 'zod';
import { isUuid } from '../lib/ids.js';

export const eventSentences = {
  nameLooksLikeId: 'An event name cannot look like an event id',
  duplicateName: 'An event with this name already exists',
  notFound: 'Event not found',
  notHost: messages.eventAdmin.notHost,
  ownerOnly: (action: string) => `Only the event owner can ${action}`,
  ticketCodeNeedsLink: 'Play with ticket code needs a connected ticketing event: set mmp_event_id first',
  unknownTicketingEvent:
    'Choose one of your own ticketing events: upload the attendee list or connect your pretix account first',
  socialMediaNotJson: 'social_media_template must be JSON like {"linkedin":{"content":"..."}}',
  unknownField: (field: string) => `${field} is not a field of an event`,
  cellOutOfGrid: (field: string) =>
    `${field} is not a cell of the grid: rows and columns go from 0 to ${GRID_SIZE - 1}`,
  imageFile: 'Please choose an image file',
  ownerCannotBeRemoved: 'The owner cannot be removed',
  hostNotFound: 'Host not found',
  alreadyOwner: 'This person is the owner of this event',
  alreadyAdmin: 'This person is already an admin of this event',
};

/** `{id}` of the /manage-event/{id}/ paths: the event's id, its name, or a former name (event_name_aliases). */
export const eventParams = z.object({
  id: z
    .string()
    .min(1)
    .describe(
      'The event id, or its name (any letter case), or one of its former names: a renamed event answers for its old names, with its current name in the answer',
    ),
});

/** A name an event may take: letters, digits, &, _ and -, and never the shape of an id. */
export const newEventNameSchema = eventNameSchema.refine(
  (name) => !isUuid(name),
  eventSentences.nameLooksLikeId,
);

export const createEventRequestBody = z.object({ name: newEventNameSchema });

type GridIndex = 0 | 1 | 2 | 3 | 4;
export type CellField = `matrix[${GridIndex}][${GridIndex}]`;

export const cellFields = Array.from({ length: GRID_SIZE * GRID_SIZE }, (_, i) => ({
  row: Math.floor(i / GRID_SIZE),
  col: i % GRID_SIZE,
  field: `matrix[${Math.floor(i / GRID_SIZE)}][${i % GRID_SIZE}]` as CellField,
}));

const cellShape = Object.fromEntries(
  cellFields.map(({ field }) => [field, gridCellSchema.optional()]),
) as Record<CellField, z.ZodOptional<typeof gridCellSchema>>;

const textBoolean = (field: string) =>
  z
    .enum(['true', 'false'], { error: `${field} must be true or false` })
    .transform((value) => value === 'true');

/** 'null' (the text) clears a value, as the web client sends it in a multipart body. */
const nullText = (value: string) => (value === 'null' ? null : value);

const imageFile = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), { error: eventSentences.imageFile })
  .meta({ type: 'string', format: 'binary' });

const updateShape = {
  name: newEventNameSchema.optional(),
  code_digits: z
    .preprocess((value) => (value === 'null' ? null : value), codeDigitsSchema.nullable())
    .optional()
    .describe("3 to 8, or 'null' to turn friend codes off"),
  play_with_ticket_code: textBoolean('play_with_ticket_code').optional(),
  mmp_event_id: z
    .string()
    .trim()
    .min(1, 'mmp_event_id cannot be empty')
    .max(200, 'mmp_event_id is too long')
    .transform(nullText)
    .optional()
    .describe("The ticketing event's id, or 'null' to disconnect"),
  post_template: imageFile.optional().describe('Post template image (1080 x 1080 advised)'),
  story_template: imageFile.optional().describe('Story template image (1080 x 1920 advised)'),
  social_media_template: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: eventSentences.socialMediaNotJson });
        return z.NEVER;
      }
    })
    .pipe(socialMediaTemplateSchema)
    .optional()
    .describe('JSON text: {"linkedin":{"content":"..."}}'),
  voting_enabled: textBoolean('voting_enabled').optional(),
  ...cellShape,
};

const knownFields = new Set(Object.keys(updateShape));

/**
 * PATCH /manage-event/{id}/update/ (multipart): any of the event's editable fields. Both templates or
 * neither; fields the event does not have are refused rather than ignored, so a typo is never silent.
 */
export const updateEventBody = z
  .object(updateShape)
  .catchall(z.unknown())
  .superRefine((body, context) => {
    for (const field of Object.keys(body)) {
      if (knownFields.has(field)) continue;
      const message = field.startsWith('matrix[')
        ? eventSentences.cellOutOfGrid(field)
        : eventSentences.unknownField(field);
      context.addIssue({ code: 'custom', path: [field], message });
    }
    const hasPost = body.post_template !== undefined;
    const hasStory = body.story_template !== undefined;
    if (hasPost !== hasStory) {
      const message = messages.validation.templatesBoth;
      context.addIssue({ code: 'custom', path: [], message });
      context.addIssue({ code: 'custom', path: [hasPost ? 'story_template' : 'post_template'], message });
    }
  });

export type UpdateEventBody = z.infer<typeof updateEventBody>;

const hostRole = z.enum(['Owner', 'Admin']);

const templateImage = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

export const eventInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  participant_count: z.number().int(),
  code_digits: z.number().int().nullable(),
  play_with_ticket_code: z.boolean(),
  mmp_event_id: z.string().nullable(),
  matrix: z.array(z.array(z.string())),
  others_post: z.string(),
  others_story: z.string(),
  templates: z.object({ post: templateImage, story: templateImage, custom: z.boolean() }),
  social_media_template: socialMediaTemplateSchema,
  voting_enabled: z.boolean(),
  role: hostRole.nullable().describe("The caller's host role; null without a token or for a non-host"),
  ticketing_provider: z.string().nullable(),
}) satisfies z.ZodType<EventInfo>;

export const createdEventSchema = z.object({
  event_id: z.string(),
  event_name: z.string(),
}) satisfies z.ZodType<CreatedEvent>;

export const eventListItemSchema = createdEventSchema satisfies z.ZodType<EventListItem>;

export const organisedEventSchema = z.object({
  event_id: z.string(),
  event_name: z.string(),
  created_at: z.string(),
  participant_count: z.number().int(),
  role: hostRole,
  grid_filled: z.number().int().min(0).max(25),
}) satisfies z.ZodType<OrganisedEvent>;

export const participatedEventSchema = z.object({
  event_id: z.string(),
  event_name: z.string(),
  created_at: z.string(),
}) satisfies z.ZodType<ParticipatedEvent>;

export const hostSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  role: hostRole,
}) satisfies z.ZodType<Host>;

export const hostListSchema = z.object({ hosts: z.array(hostSchema) }) satisfies z.ZodType<HostList>;

export const hostParams = eventParams.extend({
  hostId: z.string().min(1).describe("The host's user id"),
});
