import { z } from 'zod';
import { CONTACT_ROLE_MAX_LENGTH, CONTACT_URL_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../constants.js';
import { messages } from '../messages/index.js';
import { EMAIL_PATTERN } from './auth.js';

const m = messages.people;
const isoTime = z.string().describe('ISO 8601 time');

/** linkedin.com or one of its subdomains (www., de., ...): no other site is linked from a profile. */
const LINKEDIN_HOST = /^([a-z0-9-]+\.)*linkedin\.com$/i;

/**
 * A field of the contact form: trimmed, then either empty, which clears it (null), or checked by `field`.
 */
const clearable = (error: () => string, field: z.ZodType<string, string>) =>
  z
    .string({ error })
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(field.nullable());

export const contactLinkedinSchema = clearable(
  () => m.linkedinInvalid,
  z
    .string()
    .max(CONTACT_URL_MAX_LENGTH, { error: () => m.linkedinTooLong(CONTACT_URL_MAX_LENGTH) })
    // No user name or password before the host: https://linkedin.com@example.com goes elsewhere.
    .regex(/^https:\/\/[^/@]+(\/|$)/i, { error: () => m.linkedinInvalid })
    .pipe(z.url({ protocol: /^https$/, hostname: LINKEDIN_HOST, error: () => m.linkedinInvalid })),
);

export const contactEmailSchema = clearable(
  () => m.emailInvalid,
  z
    .string()
    .max(EMAIL_MAX_LENGTH, { error: () => m.emailTooLong(EMAIL_MAX_LENGTH) })
    .regex(EMAIL_PATTERN, { error: () => m.emailInvalid }),
);

export const contactRoleSchema = clearable(
  () => m.roleTooLong(CONTACT_ROLE_MAX_LENGTH),
  z.string().max(CONTACT_ROLE_MAX_LENGTH, { error: () => m.roleTooLong(CONTACT_ROLE_MAX_LENGTH) }),
);

/** Contact details a player shares: each null when not given. */
export const sharedContactSchema = z.object({
  linkedin: z.string().nullable(),
  email: z.string().nullable(),
  role: z.string().nullable(),
});
/** Contact details another player shares with the caller. */
export type SharedContact = z.infer<typeof sharedContactSchema>;

/** GET|PUT /manage-game/{id}/contact/ : the player's own contact details for the event, and whether they share them. */
export const contactDetailsSchema = sharedContactSchema.extend({
  share: z.boolean().describe('Shown to the players who linked you by your friend code; false by default'),
});
/** GET|PUT /manage-game/{id}/contact/ : the caller's own contact details for the event. */
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/**
 * PUT /manage-game/{id}/contact/ : the whole form, as it replaces what was stored. An empty string (or a
 * field left out) clears that field.
 */
export const contactBody = z.object({
  user_id: z.string().min(1).max(200).describe('The secret player key (PlayerRegistration.user_id)'),
  linkedin: contactLinkedinSchema.prefault('').describe('https://…linkedin.com/…, or "" to clear'),
  email: contactEmailSchema.prefault('').describe('An email address, or "" to clear'),
  role: contactRoleSchema.prefault('').describe('Company or role, or "" to clear'),
  share: z.boolean({ error: () => m.shareInvalid }).default(false),
});
/** The body of PUT /manage-game/{id}/contact/ as sent (empty strings clear a field). */
export type ContactInput = z.input<typeof contactBody>;

/** One person the player met: one of their connections that counts, as only they see it. */
export const personMetSchema = z.object({
  id: z.string(),
  letter: z.string(),
  x: z.number().int(),
  y: z.number().int(),
  connected_name: z.string(),
  liner: z.string(),
  /** The player's own selfie (shown to them even without the other's consent); null once deleted. */
  image: z.string().nullable(),
  thumbnail: z.string().nullable(),
  connected_at: isoTime,
  /** The player whose friend code filled the cell; null when the name was typed. */
  linked_player: z
    .object({
      event_register_id: z.string(),
      user_name: z.string(),
      /** Their contact details while they share them (and play); else null. */
      contact: sharedContactSchema.nullable(),
    })
    .nullable(),
});
/** GET /manage-game/{id}/people/ : one of the caller's connections that count, newest first. */
export type PersonMet = z.infer<typeof personMetSchema>;
