import type { z } from 'zod';
import type { guestConfirmedSchema, quickJoinResponseSchema } from '../schemas/guest.js';

/** Answer of quick-join: the guest's session and their player registration. */
export type QuickJoinResponse = z.infer<typeof quickJoinResponseSchema>;

/** Answer of guest confirm-email: the account's new session. */
export type GuestConfirmed = z.infer<typeof guestConfirmedSchema>;
