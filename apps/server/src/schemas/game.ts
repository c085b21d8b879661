import { createHash } from 'node:crypto';
import {
  connectionFields,
  connectionNameSchema,
  GRID_LETTER_PATTERN,
  linerSchema,
  messages,
} from '@hoogo/core';
import { z } from 'zod';

/*
 * The multipart body of a connection as the server reads it: the API's shapes and its field names
 * (connectionFields) live in @hoogo/core; this
 * one stays here because its photo is the Node Buffer the server's multipart parser makes, and its
 * fingerprint hashes with node:crypto.
 */

const coordinate = (field: string) =>
  z
    .string({ error: messages.fieldApi.required(field) })
    .trim()
    .regex(/^-?\d{1,3}$/, messages.fieldApi.wholeNumber(field))
    .transform(Number);

/** POST /manage-game/{id}/user-input/ (multipart). The rules that need the event run in the route. */
export const userInputBody = z.object({
  [connectionFields.letter]: z
    .string({ error: () => messages.fieldApi.required('letter') })
    .trim()
    .toUpperCase()
    .regex(GRID_LETTER_PATTERN, { error: () => messages.fieldApi.gridLetter('letter') }),
  [connectionFields.name]: connectionNameSchema,
  [connectionFields.liner]: linerSchema,
  [connectionFields.image]: z
    .custom<Buffer>((value) => Buffer.isBuffer(value) && value.length > 0, {
      error: () => messages.validation.connectionImage,
    })
    .meta({ type: 'string', format: 'binary' })
    .describe('The selfie: any common image format, at most 10 MB and 40 megapixels'),
  [connectionFields.x]: coordinate(connectionFields.x).describe('Row, 0..4'),
  [connectionFields.y]: coordinate(connectionFields.y).describe('Column, 0..4'),
  [connectionFields.code]: z
    .string()
    .trim()
    .optional()
    .transform((code) => code || undefined)
    .describe("Another player's friend code: required when the event uses codes"),
  [connectionFields.selfieConsent]: z
    .enum(['true', 'false'], { error: () => messages.selfies.consentInvalid })
    .transform((value) => value === 'true')
    .optional()
    .describe(
      'The person in the selfie agreed to it being shown to others (docs/data.md). Left out counts as not ' +
        'given; an event that requires consent refuses anything but true',
    ),
});

export type UserInputBody = z.infer<typeof userInputBody>;

/**
 * What makes two submissions the same connection: the cell and the typed fields as the schema
 * normalised them. The photo is left out, since a client may compress it again for a retry. The consent
 * counts only when sent: a draft queued before the form asked for it, sent once before and retried now
 * without it, is still the same submission.
 */
export function submissionFingerprint(body: UserInputBody): string {
  const fields: unknown[] = [
    body[connectionFields.x],
    body[connectionFields.y],
    body.letter,
    body.name,
    body.liner,
    body.code ?? null,
  ];
  if (body.selfie_consent !== undefined) fields.push(body.selfie_consent);
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}
