import { z } from 'zod';
import { emailSchema, loginResponseSchema, otpSchema, userNameSchema } from './auth.js';
import { playerRegistrationSchema } from './game.js';

/**
 * Quick join (docs/decisions/0055-quick-join.md): an attendee plays at once with a name, on a guest account
 * bound to their phone, and may add their email later.
 */

/** POST /manage-game/{id}/quick-join/ */
export const quickJoinBody = z.object({ name: userNameSchema });

/** The guest's session (its refresh token stays on the phone) and their player in the event. */
export const quickJoinResponseSchema = loginResponseSchema.extend({
  registration: playerRegistrationSchema,
});
/** Answer of quick-join: the guest's session and their player registration. */
export type QuickJoinResponse = z.infer<typeof quickJoinResponseSchema>;

/** POST /guest/add-email/ : mails a code to the email the guest wants to add. */
export const guestEmailBody = z.object({ email: emailSchema });

/** POST /guest/confirm-email/ : the mailed code proves the email; the guest becomes a normal account. */
export const guestConfirmEmailBody = z.object({ email: emailSchema, otp: otpSchema });

/** The account's new session, and whether the guest's card went into an account that already existed. */
export const guestConfirmedSchema = loginResponseSchema.extend({
  merged: z.boolean().describe('The email already had an account: the guest card now belongs to it'),
});
/** Answer of guest confirm-email: the account's new session. */
export type GuestConfirmed = z.infer<typeof guestConfirmedSchema>;

export type QuickJoinBody = z.input<typeof quickJoinBody>;
export type GuestEmailBody = z.input<typeof guestEmailBody>;
export type GuestConfirmEmailBody = z.input<typeof guestConfirmEmailBody>;
