import {
  connectionNameSchema,
  friendCodeSchema,
  linerSchema,
  messages,
  nameMustStartWith,
  nameStartsWithLetter,
} from '@hoogo/core';
import { z } from 'zod';

/**
 * The connection rules for one cell: the name starts with its letter, a code when the event uses them,
 * and the consent of the person in the photo when the event requires it (docs/data.md).
 */
export function connectionFormSchema(letter: string, codeDigits: number | null, requireConsent = false) {
  return z.object({
    name: connectionNameSchema.refine(
      (name) => nameStartsWithLetter(name, letter),
      nameMustStartWith(letter),
    ),
    image: z.custom<File>((value) => value instanceof Blob, messages.validation.connectionImage),
    liner: linerSchema,
    code: codeDigits ? friendCodeSchema(codeDigits) : z.string().optional(),
    consent: requireConsent
      ? z.boolean().refine((given) => given, messages.selfies.consentRequired)
      : z.boolean(),
  });
}

/** The connection form's fields as typed. */
export type ConnectionFormValues = z.input<ReturnType<typeof connectionFormSchema>>;
/** The connection form's fields once the rules passed: what a send takes. */
export type ConnectionFormSubmit = z.output<ReturnType<typeof connectionFormSchema>>;

/** A friend code as typed: digits only, at most the event's length. */
export function friendCodeDigits(value: string, digits: number): string {
  return value.replace(/\D/g, '').slice(0, digits);
}
