import {
  codeDigitsSchema,
  GRID_SIZE,
  gridCellSchema,
  messages,
  newEventNameSchema,
  selfieRetentionDaysSchema,
  socialMediaTemplateSchema,
  venuePrivacySchema,
} from '@hoogo/core';
import { z } from 'zod';

/*
 * The multipart body of the event update as the server reads it: the API's shapes live in @hoogo/core;
 * this one stays here because its files are the Node Buffers the server's multipart parser makes.
 */

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
  .custom<Buffer>((value) => Buffer.isBuffer(value), { error: messages.eventApi.imageFile })
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
        context.addIssue({ code: 'custom', message: messages.eventApi.socialMediaNotJson });
        return z.NEVER;
      }
    })
    .pipe(socialMediaTemplateSchema)
    .optional()
    .describe('JSON text: {"linkedin":{"content":"..."}}'),
  voting_enabled: textBoolean('voting_enabled').optional(),
  venue_privacy: venuePrivacySchema.optional().describe("'full', 'first_name' or 'initials' (docs/data.md)"),
  require_selfie_consent: textBoolean('require_selfie_consent').optional(),
  quick_join: textBoolean('quick_join')
    .optional()
    .describe('Attendees may play with just a name (guest accounts)'),
  selfie_retention_days: z
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
