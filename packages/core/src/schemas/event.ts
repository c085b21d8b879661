import { z } from 'zod';
import {
  CODE_DIGITS_MAX,
  CODE_DIGITS_MIN,
  EVENT_NAME_MAX_LENGTH,
  RESERVED_EVENT_NAMES,
} from '../constants.js';
import { isGridLetter } from '../game/grid.js';
import { messages } from '../messages.js';
import { emailSchema } from './auth.js';

/** Event names: letters, digits, hyphen, ampersand, underscore. */
export const EVENT_NAME_PATTERN = /^[A-Za-z0-9&_-]+$/;

export const reservedEventNameMessage = 'This name is used by the app itself. Please choose another one';

export const eventNameSchema = z
  .string({ error: 'Event name cannot be empty' })
  .trim()
  .min(1, 'Event name cannot be empty')
  .max(EVENT_NAME_MAX_LENGTH, `Event name must be at most ${EVENT_NAME_MAX_LENGTH} characters`)
  .regex(EVENT_NAME_PATTERN, messages.validation.eventNameChars)
  .refine(
    (name) => !(RESERVED_EVENT_NAMES as readonly string[]).includes(name.toLowerCase()),
    reservedEventNameMessage,
  );

export const createEventBody = z.object({ name: eventNameSchema });

export const codeDigitsSchema = z.coerce
  .number({ error: `Code digits must be a number between ${CODE_DIGITS_MIN} and ${CODE_DIGITS_MAX}` })
  .int(`Code digits must be a whole number between ${CODE_DIGITS_MIN} and ${CODE_DIGITS_MAX}`)
  .min(CODE_DIGITS_MIN, `Code digits must be between ${CODE_DIGITS_MIN} and ${CODE_DIGITS_MAX}`)
  .max(CODE_DIGITS_MAX, `Code digits must be between ${CODE_DIGITS_MIN} and ${CODE_DIGITS_MAX}`);

/** One grid cell as sent by the organiser: one letter A-Z (uppercased), or empty to clear it. */
export const gridCellSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => value === '' || isGridLetter(value), 'Each cell holds one letter A-Z');

export const LINKEDIN_CONTENT_MAX_LENGTH = 3000;

export const socialMediaTemplateSchema = z.object({
  linkedin: z.object({
    content: z
      .string()
      .max(
        LINKEDIN_CONTENT_MAX_LENGTH,
        `The content must be at most ${LINKEDIN_CONTENT_MAX_LENGTH} characters`,
      ),
  }),
});

/** Add Host: the admin's email is required and must be valid. */
export const addHostBody = z.object({ email: emailSchema });
