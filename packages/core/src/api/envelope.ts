import type { z } from 'zod';
import type { envelope, fieldMessagesSchema } from '../schemas/envelope.js';

export type FieldMessages = z.infer<typeof fieldMessagesSchema>;

/** The one JSON envelope every API answer uses, around a `response` of type T. */
export type Envelope<T = unknown> = z.infer<ReturnType<typeof envelope<z.ZodType<T>>>>;
