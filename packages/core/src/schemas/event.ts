import { z } from 'zod';
import { EVENT_NAME_MAX_LENGTH } from '../constants.js';
import { messages } from '../messages.js';

/** Event names: letters, digits, hyphen, ampersand, underscore (SPEC.md §5). */
export const EVENT_NAME_PATTERN = /^[A-Za-z0-9&_-]+$/;

export const eventNameSchema = z
  .string({ error: 'Event name cannot be empty' })
  .trim()
  .min(1, 'Event name cannot be empty')
  .max(EVENT_NAME_MAX_LENGTH, `Event name must be at most ${EVENT_NAME_MAX_LENGTH} characters`)
  .regex(EVENT_NAME_PATTERN, messages.validation.eventNameChars);
