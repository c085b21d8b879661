import { z } from 'zod';

/** The envelope's `message`: `general` for the form, one list per field in error. */
export const fieldMessagesSchema = z
  .object({ general: z.array(z.string()) })
  .catchall(z.array(z.string()))
  .describe('Human sentences: `general[0]` for the form, one list per field in error');

/**
 * The one JSON envelope every API answer uses (docs/decisions/0002-api.md: "Envelope everywhere"), around a
 * payload schema.
 */
export function envelope<T extends z.ZodType>(response: T) {
  return z.object({
    hasError: z.boolean(),
    statusCode: z.number().int(),
    message: fieldMessagesSchema,
    response,
  });
}

export const errorEnvelope = envelope(z.null()).describe('An error: hasError is true, response is null');
