import type { z } from 'zod';
import type { accountSummarySchema } from '../schemas/account.js';
import type { loginResponseSchema, profileInfoSchema } from '../schemas/auth.js';

/** Answer of login, register and Google sign-in: the new session's tokens and who signed in. */
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /auth/profile-info/ */
export type ProfileInfo = z.infer<typeof profileInfoSchema>;

/** GET /auth/account/: what deleting the account deletes. */
export type AccountSummary = z.infer<typeof accountSummarySchema>;
