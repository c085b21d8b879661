import {
  codeDigitsSchema,
  eventUpdateFields,
  GRID_SIZE,
  type GridCellField,
  gridCellField,
  gridCellSchema,
  localeSchema,
  messages,
  newEventNameSchema,
  selfieRetentionDaysSchema,
  socialMediaTemplateSchema,
  venuePrivacySchema,
} from '@hoogo/core';
import { z } from 'zod';

/*
 * The multipart body of the event update as the server reads it: the API's shapes and its field names
 * (eventUpdateFields, gridCellField) live in @hoogo/core; this one stays here because its files are the
 * Node Buffers the server's multipart parser makes.
 */

export const cellFields = Array.from({ length: GRID_SIZE * GRID_SIZE }, (_, i) => ({
  row: Math.floor(i / GRID_SIZE),
  col: i % GRID_SIZE,
  field: gridCellField(Math.floor(i / GRID_SIZE), i % GRID_SIZE),
}));

const cellShape = Object.fromEntries(
  cellFields.map(({ field }) => [field, gridCellSchema.optional()]),
) as Record<GridCellField, z.ZodOptional<typeof gridCellSchema>>;

export const textBoolean = (field: string) =>
  z
    .enum(['true', 'false'], { error: messages.fieldApi.trueOrFalse(field) })
    .transform((value) => value === 'true');

/** 'null' (the text) clears a value, as the web client sends it in a multipart body. */
const nullText = (value: string) => (value === 'null' ? null : value);

export const imageFile = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), { error: () => messages.eventApi.imageFile })
  .meta({ type: 'string', format: 'binary' });

const updateShape = {
  [eventUpdateFields.name]: newEventNameSchema.optional(),
  [eventUpdateFields.codeDigits]: z
    .preprocess((value) => (value === 'null' ? null : value), codeDigitsSchema.nullable())
    .optional()
    .describe("3 to 8, or 'null' to turn friend codes off"),
  [eventUpdateFields.playWithTicketCode]: textBoolean('play_with_ticket_code').optional(),
  [eventUpdateFields.mmpEventId]: z
    .string()
    .trim()
    .min(1, { error: () => messages.fieldApi.empty('mmp_event_id') })
    .max(200, { error: () => messages.fieldApi.tooLong('mmp_event_id') })
    .transform(nullText)
    .optional()
    .describe("The ticketing event's id, or 'null' to disconnect"),
  [eventUpdateFields.postTemplate]: imageFile
    .optional()
    .describe('Post template image (1080 x 1080 advised)'),
  [eventUpdateFields.storyTemplate]: imageFile
    .optional()
    .describe('Story template image (1080 x 1920 advised)'),
  [eventUpdateFields.socialMediaTemplate]: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: messages.eventApi.socialMediaNotJson });
        return z.NEVER;
      }
    })
    .pipe(socialMediaTemplateSchema)
    .optional()
    .describe('JSON text: {"linkedin":{"content":"..."}}'),
  [eventUpdateFields.votingEnabled]: textBoolean('voting_enabled').optional(),
  [eventUpdateFields.language]: localeSchema
    .optional()
    .describe("The room's language: the big screen, QR poster and print files (en, es, fr, de, pt-BR)"),
  [eventUpdateFields.venuePrivacy]: venuePrivacySchema
    .optional()
    .describe("'full', 'first_name' or 'initials' (docs/data.md)"),
  [eventUpdateFields.requireSelfieConsent]: textBoolean('require_selfie_consent').optional(),
  [eventUpdateFields.quickJoin]: textBoolean('quick_join')
    .optional()
    .describe('Attendees may play with just a name (guest accounts)'),
  [eventUpdateFields.selfieRetentionDays]: z
    .preprocess((value) => (value === 'null' ? null : value), selfieRetentionDaysSchema.nullable())
    .optional()
    .describe("Days after which selfies are deleted, or 'null' to keep them until the event is deleted"),
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
        ? messages.eventApi.cellOutOfGrid(field)
        : messages.eventApi.unknownField(field);
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
