import { z } from 'zod';

const messageSchema = z
  .object({ general: z.array(z.string()) })
  .catchall(z.array(z.string()))
  .describe('Human sentences: `general[0]` for the form, one list per field in error');

/** The envelope (docs/decisions.md, API) around a payload, for response schemas and the OpenAPI document. */
export function envelope<T extends z.ZodType>(response: T) {
  return z.object({
    hasError: z.boolean(),
    statusCode: z.number().int(),
    message: messageSchema,
    response,
  });
}

export const errorEnvelope = envelope(z.null()).describe('An error: hasError is true, response is null');
