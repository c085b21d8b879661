import { z } from 'zod';
import {
  CONNECTION_NAME_MAX_LENGTH,
  CONNECTION_NAME_MIN_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
} from '../constants.js';
import { messages } from '../messages.js';
import { startsWithLetter } from '../text.js';

const v = messages.validation;

export const connectionNameSchema = z
  .string({ error: v.connectionName })
  .trim()
  .min(CONNECTION_NAME_MIN_LENGTH, v.connectionName)
  .max(CONNECTION_NAME_MAX_LENGTH, `Name must be at most ${CONNECTION_NAME_MAX_LENGTH} characters`);

export const linerSchema = z
  .string({ error: v.connectionDescription })
  .trim()
  .min(DESCRIPTION_MIN_LENGTH, v.connectionDescription)
  .max(DESCRIPTION_MAX_LENGTH, `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`);

export const nameMustStartWith = (letter: string) => `The name must start with the letter ${letter}`;

/** The name of a connection starts with its cell's letter, in any case and with any accent (text.ts). */
export function nameStartsWithLetter(name: string, letter: string): boolean {
  return startsWithLetter(name, letter);
}

export const friendCodeMessage = (digits: number) => `The friend code has ${digits} digits`;

/** A friend code as typed: exactly `digits` digits. */
export function friendCodeSchema(digits: number) {
  return z
    .string({ error: friendCodeMessage(digits) })
    .trim()
    .regex(new RegExp(`^\\d{${digits}}$`), friendCodeMessage(digits));
}

/** Letters left in the description before its maximum (the live count under the field). */
export function descriptionLettersLeft(text: string): number {
  return Math.max(0, DESCRIPTION_MAX_LENGTH - text.length);
}
