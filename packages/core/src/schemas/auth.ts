import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_NAME_MAX_LENGTH,
} from '../constants.js';
import { messages } from '../messages/index.js';
import { OTP_TYPES } from '../status.js';
import { localeSchema } from './common.js';

const v = messages.validation;

/** A pragmatic email pattern: one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: () => v.emailEmpty })
  .trim()
  .min(1, { error: () => v.emailEmpty })
  .max(EMAIL_MAX_LENGTH, { error: () => v.emailInvalid })
  .regex(EMAIL_PATTERN, { error: () => v.emailInvalid })
  .transform((email) => email.toLowerCase());

export const otpSchema = z
  .string({ error: () => v.otpEmpty })
  .trim()
  .min(1, { error: () => v.otpEmpty })
  .regex(/^\d+$/, { error: () => v.otpNumeric })
  .length(OTP_LENGTH, { error: () => v.otpLength(OTP_LENGTH) });

export const passwordSchema = z
  .string({ error: () => v.passwordEmpty })
  .min(1, { error: () => v.passwordEmpty })
  .min(PASSWORD_MIN_LENGTH, { error: () => v.passwordTooShort(PASSWORD_MIN_LENGTH) })
  .max(PASSWORD_MAX_LENGTH, { error: () => v.passwordTooLong(PASSWORD_MAX_LENGTH) });

/** A password offered at login is only checked for presence: the rules may have changed since. */
export const loginPasswordSchema = z
  .string({ error: () => v.passwordEmpty })
  .min(1, { error: () => v.passwordEmpty })
  .max(PASSWORD_MAX_LENGTH, { error: () => messages.auth.resetInvalidPassword });

export const userNameSchema = z
  .string({ error: () => v.nameEmpty })
  .trim()
  .min(1, { error: () => v.nameEmpty })
  .max(USER_NAME_MAX_LENGTH, { error: () => v.nameTooLong(USER_NAME_MAX_LENGTH) });

export const ticketCodeSchema = z
  .string({ error: () => v.ticketCodeEmpty })
  .trim()
  .min(1, { error: () => v.ticketCodeEmpty })
  .max(128, { error: () => messages.auth.invalidTicketCode });

/**
 * What a browser sends with a code request for the mail's sign-in link
 * (docs/decisions/0057-the-mail-path.md): a random marker it keeps (the link signs in at once in that browser
 * only, elsewhere it asks first), and the same-origin path to return to after signing in.
 */
const signInLinkFields = {
  link_nonce: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: () => messages.fieldApi.linkNonce('link_nonce') })
    .optional(),
  return_path: z
    .string()
    .max(500, { error: () => messages.fieldApi.atMost('return_path', 500) })
    // A path of this site: one leading slash, then printable characters (no space, no backslash).
    .regex(/^\/(?![/\\])[!-[\]-~]*$/, { error: () => messages.fieldApi.sitePath('return_path') })
    .optional(),
};

export const generateOtpBody = z.object({
  email_or_phone: emailSchema,
  type: z.enum(OTP_TYPES, { error: () => messages.fieldApi.otpType('type') }).default('Login'),
  ...signInLinkFields,
});

export const preRegisterBody = z.object({ email: emailSchema, ...signInLinkFields });

/**
 * POST /auth/link-sign-in/: the token of a mailed sign-in link, the marker of this browser, and once
 * asked for, the confirmation (another device) and the name (an account still to be registered).
 */
export const linkSignInBody = z.object({
  token: z
    .string()
    .regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, { error: () => messages.fieldApi.signInLink('token') }),
  link_nonce: signInLinkFields.link_nonce,
  confirm: z.boolean().default(false),
  name: userNameSchema.optional(),
});
export type LinkSignInBody = z.input<typeof linkSignInBody>;

/**
 * How the mail with a code went: sent; delayed (on its way, the code works when it arrives); failed
 * (Resend tries again at once); held (no new mail: the code mailed before still works, and another mail
 * may go in `resend_in` seconds). docs/decisions/0057-the-mail-path.md.
 */
export const OTP_MAIL_OUTCOMES = ['sent', 'delayed', 'failed', 'held'] as const;
export type OtpMailOutcome = (typeof OTP_MAIL_OUTCOMES)[number];

/** The answer of generate-otp (Login) and pre-register. */
export const otpSentSchema = z.object({
  mail: z.enum(OTP_MAIL_OUTCOMES),
  /** The mail to ask about (GET /auth/otp-mail/{id}/) while it is delayed; null when none was queued. */
  mail_id: z.uuid().nullable(),
  /** Seconds until another mail may be asked for. */
  resend_in: z.number().int().min(0),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

/** GET /auth/otp-mail/{id}/: the mail's state now (a mail that will not go any more is failed). */
export const otpMailStatusSchema = z.object({ mail: z.enum(['sent', 'delayed', 'failed']) });
export type OtpMailStatus = z.infer<typeof otpMailStatusSchema>;

export const registerBody = z.object({
  email: emailSchema,
  name: userNameSchema,
  otp: otpSchema,
});

/** Login takes either an OTP or a password next to the email. */
export const loginBody = z
  .object({
    email_or_phone: emailSchema,
    otp: z.string().optional(),
    password: z.string().optional(),
  })
  .superRefine((body, ctx) => {
    const hasOtp = body.otp !== undefined && body.otp !== '';
    const hasPassword = body.password !== undefined && body.password !== '';
    if (!hasOtp && !hasPassword) {
      ctx.addIssue({ code: 'custom', path: ['otp'], message: v.otpEmpty });
      return;
    }
    if (hasOtp) {
      const otp = otpSchema.safeParse(body.otp);
      if (!otp.success)
        ctx.addIssue({ code: 'custom', path: ['otp'], message: otp.error.issues[0]?.message ?? v.otpEmpty });
    } else {
      const password = loginPasswordSchema.safeParse(body.password);
      if (!password.success)
        ctx.addIssue({
          code: 'custom',
          path: ['password'],
          message: password.error.issues[0]?.message ?? v.passwordEmpty,
        });
    }
  });

export const resetPasswordBody = z.object({
  email: emailSchema,
  otp: otpSchema,
  password: passwordSchema,
});

export const refreshBody = z.object({
  refresh_token: z
    .string({ error: () => messages.fieldApi.required('refresh_token') })
    .min(1, { error: () => messages.fieldApi.required('refresh_token') })
    .max(512),
});

/** Google sign-in: the ID token Google returned, and the nonce this browser sent Google for it. */
export const googleBody = z.object({
  token: z
    .string({ error: () => messages.fieldApi.required('token') })
    .min(1, { error: () => messages.fieldApi.required('token') })
    .max(4096),
  nonce: z
    .string({ error: () => messages.fieldApi.required('nonce') })
    .min(1, { error: () => messages.fieldApi.required('nonce') })
    .max(256),
});

export const updateProfileBody = z
  .object({
    name: userNameSchema.optional(),
    profile_pic_url: z
      .url({ error: () => v.profilePictureUrl })
      .max(2048)
      .nullable()
      .optional(),
    /** The language chosen in the app, which the person's mails follow (null: none chosen). */
    language: localeSchema.nullable().optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.profile_pic_url !== undefined || body.language !== undefined,
    {
      error: () => v.nothingToUpdate,
      path: ['general'],
    },
  );

export const changePasswordBody = z.object({
  old_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  new_password: passwordSchema,
});

/** The request bodies as a client sends them (before the server trims and lowercases). */
export type GenerateOtpBody = z.input<typeof generateOtpBody>;
export type RegisterBody = z.input<typeof registerBody>;
export type LoginBody = z.input<typeof loginBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** POST /auth/get-access-token/: the new pair (refresh tokens rotate). Other answers: api/auth.ts. */
export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
});

/** A new session: its tokens, and who signed in. */
export const loginResponseSchema = tokenPairSchema.extend({
  email: z.string(),
  profile_pic_url: z.string().nullable(),
});

/**
 * The answer of link-sign-in: `confirm` (opened on another device: ask "Sign in as {email} on this
 * device?"), `name` (an account to finish: ask the name) or `signed-in` with the session.
 */
export const linkSignInSchema = z.object({
  step: z.enum(['confirm', 'name', 'signed-in']),
  email: z.string(),
  session: loginResponseSchema.nullable(),
});
export type LinkSignIn = z.infer<typeof linkSignInSchema>;

export const profileInfoSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  profile_pic_url: z.string().nullable(),
  has_password: z.boolean(),
  created_at: z.string(),
  /** A guest account (quick join): bound to one phone and one event until an email is added. */
  guest: z.boolean().describe('A guest account of quick join, without an email yet'),
  language: localeSchema.nullable().describe('The language chosen in the app; null: none chosen'),
});

export type TokenPair = z.infer<typeof tokenPairSchema>;
