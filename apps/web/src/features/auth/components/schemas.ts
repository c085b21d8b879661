import {
  emailSchema,
  loginPasswordSchema,
  otpSchema,
  passwordSchema,
  ticketCodeSchema,
  userNameSchema,
} from '@hoogo/core';
import { z } from 'zod';

/** The sign-in forms, built from the core schemas the server validates with. */
export const emailFormSchema = z.object({ email: emailSchema });
export const passwordLoginFormSchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export const otpLoginFormSchema = z.object({ otp: otpSchema });
export const registerFormSchema = z.object({ name: userNameSchema, otp: otpSchema });
export const resetPasswordFormSchema = z.object({ otp: otpSchema, password: passwordSchema });
export const ticketCodeFormSchema = z.object({ ticket_code: ticketCodeSchema });

export type OtpLoginValues = z.output<typeof otpLoginFormSchema>;
export type RegisterValues = z.output<typeof registerFormSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordFormSchema>;
