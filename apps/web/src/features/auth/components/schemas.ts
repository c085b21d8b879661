import {
  emailSchema,
  loginPasswordSchema,
  otpSchema,
  passwordSchema,
  ticketCodeSchema,
  userNameSchema,
} from '@hoogo/core';
import { z } from 'zod';

/**
 * The sign-in forms, built from the core schemas the server validates with. The forms load this module
 * when they mount (lib/api-form.ts), never with the first screen; their values' types are imported alone.
 */
/** The email alone, for a check made outside a form's submit (Forgot password). */
export { emailSchema };
export const emailFormSchema = z.object({ email: emailSchema });
export const passwordLoginFormSchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export const otpLoginFormSchema = z.object({ otp: otpSchema });
export const registerFormSchema = z.object({ name: userNameSchema, otp: otpSchema });
export const resetPasswordFormSchema = z.object({ otp: otpSchema, password: passwordSchema });
/** The name asked by a sign-in link that creates the account. */
export const linkNameFormSchema = z.object({ name: userNameSchema });
export const ticketCodeFormSchema = z.object({ ticket_code: ticketCodeSchema });

export type OtpLoginValues = z.output<typeof otpLoginFormSchema>;
export type RegisterValues = z.output<typeof registerFormSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordFormSchema>;
