/**
 * The per-request rate limits (RATE_LIMIT_*) and guessing budgets (GUESS_BUDGET_*): their shapes, their
 * defaults, their variables and how a variable's `<max>/<window>` is read.
 */

import { z } from 'zod';
import { optional } from './values.js';

/** One limit of @fastify/rate-limit: at most `max` requests per `timeWindowMs`. */
export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/**
 * The per-request limits (plugins/external/rate-limit.ts), each overridable by its RATE_LIMIT_* variable
 * (RATE_LIMIT_VARIABLES). The per-address ones are a flood guard only, sized so that a 2,000-person
 * venue behind one address is never refused (docs/operations.md, "Rate limits and guessing budgets"); what
 * holds an attacker are the guessing budgets, which do not depend on the address.
 */
export interface RateLimits {
  /**
   * generate-otp, pre-register and a guest's add-email, per address. Per email, the codes mailed are
   * throttled in one place only: the OTP service's cool-down (plugins/app/auth/otp.ts, mailCooldownMs;
   * docs/decisions/0077-one-throttle-of-codes-mailed.md).
   */
  otpPerIp: RateLimit;
  /** login, register, reset-password and Google sign-in, per address. */
  credentialsPerIp: RateLimit;
  /** login, register and reset-password: one bucket per address and email. */
  credentialsPerIpAndEmail: RateLimit;
  /** Ticket-code sign-in, per address (the event's guessing budget holds the guessers). */
  ticketCodePerIp: RateLimit;
  /**
   * The People I met downloads (vCard and CSV together), per player: a vCard re-encodes up to 25
   * photos, so a loop of downloads would keep the server's image threads busy.
   */
  peopleDownloadsPerPlayer: RateLimit;
  /**
   * Quick join (docs/decisions/0055-quick-join.md): new guests per event, shared by every address, and per
   * address as a flood guard sized for a venue's crowd behind one address.
   */
  guestJoinsPerEvent: RateLimit;
  guestJoinsPerIp: RateLimit;
  /** A host's announcements, per event, every host together (docs/decisions/0082-announcements.md). */
  announcementsPerEvent: RateLimit;
}

/**
 * A guessing budget (plugins/app/game/guess-budgets.ts): `max` failures in `windowMs`, then the key is
 * refused for `blockMs`, each further block twice as long as the last, up to `maxBlockMs`.
 */
export interface BudgetRule {
  max: number;
  windowMs: number;
  blockMs: number;
  maxBlockMs: number;
}

/** A capped budget: at most `max` uses in `windowMs` (no growing block). */
export type CapRule = Pick<BudgetRule, 'max' | 'windowMs'>;

/**
 * The guessing budgets, kept in the database so they hold across instances and addresses, each
 * overridable by its GUESS_BUDGET_* variable (GUESS_BUDGET_VARIABLES). The codes mailed per email are
 * the OTP service's own (plugins/app/auth/otp.ts).
 */
export interface GuessBudgets {
  /** Wrong passwords per account (its email, known or not). */
  password: BudgetRule;
  /** Wrong friend codes per player. */
  friendCode: BudgetRule;
  /**
   * Wrong ticket codes per event: past `max`, the event is guarded for `blockMs` (doubling while wrong
   * codes keep coming) and `ticketCodeAddress` holds each address (plugins/app/ticketing/ticket-code-guard.ts).
   */
  ticketCodeEvent: BudgetRule;
  /** While the event is guarded: the wrong ticket codes an address may have outstanding. */
  ticketCodeAddress: BudgetRule;
  /** Event creations per account (attempts: a taken name counts too). */
  eventCreations: CapRule;
  /** Host invitations (Add Host) an account sends, whatever the event (refusals count too). */
  hostInvitations: CapRule;
}

const minute = 60_000;

export const defaultRateLimits: RateLimits = {
  // The flood guards: 3,000 a minute per address (the sizing is in docs/operations.md).
  otpPerIp: { max: 3_000, timeWindowMs: minute },
  credentialsPerIp: { max: 3_000, timeWindowMs: minute },
  credentialsPerIpAndEmail: { max: 10, timeWindowMs: minute },
  ticketCodePerIp: { max: 3_000, timeWindowMs: minute },
  peopleDownloadsPerPlayer: { max: 10, timeWindowMs: minute },
  // Quick join: new guests per event, above a venue's peak minute of 1,000 arrivals; per address, the
  // same flood guard as the sign-in routes.
  guestJoinsPerEvent: { max: 1_500, timeWindowMs: minute },
  guestJoinsPerIp: { max: 3_000, timeWindowMs: minute },
  // Announcements interrupt every phone in the room: a handful a minute is plenty for a real message.
  announcementsPerEvent: { max: 5, timeWindowMs: minute },
};

export const defaultGuessBudgets: GuessBudgets = {
  // 10 wrong in 15 minutes, then blocked 1, 2, 4… minutes, at most an hour.
  password: { max: 10, windowMs: 15 * minute, blockMs: minute, maxBlockMs: 60 * minute },
  // 10 wrong in 15 minutes, then refused for 15 minutes.
  friendCode: { max: 10, windowMs: 15 * minute, blockMs: 15 * minute, maxBlockMs: 15 * minute },
  // 50 wrong in 10 minutes guard the event for 10 minutes, then 20, 40, at most an hour.
  ticketCodeEvent: { max: 50, windowMs: 10 * minute, blockMs: 10 * minute, maxBlockMs: 60 * minute },
  // 10 codes outstanding (checks under way and wrong codes not paid back by a first sign-in), then the
  // address waits 1, 2, 4… minutes, at most an hour: a venue has a few checks under way at once.
  ticketCodeAddress: { max: 10, windowMs: 10 * minute, blockMs: minute, maxBlockMs: 60 * minute },
  eventCreations: { max: 20, windowMs: 60 * minute },
  // A team of co-hosts is a handful of people: 20 an hour is several events' worth, and a script
  // writing to strangers' addresses stops there (docs/decisions/0059-hosts-by-invitation.md).
  hostInvitations: { max: 20, windowMs: 60 * minute },
};

/** The variable that overrides each rate limit (README, Configuration). */
export const RATE_LIMIT_VARIABLES = {
  otpPerIp: 'RATE_LIMIT_CODES_PER_IP',
  credentialsPerIp: 'RATE_LIMIT_SIGN_IN_PER_IP',
  credentialsPerIpAndEmail: 'RATE_LIMIT_SIGN_IN_PER_IP_AND_EMAIL',
  ticketCodePerIp: 'RATE_LIMIT_TICKET_CODES_PER_IP',
  peopleDownloadsPerPlayer: 'RATE_LIMIT_PEOPLE_DOWNLOADS_PER_PLAYER',
  guestJoinsPerEvent: 'RATE_LIMIT_GUEST_JOINS_PER_EVENT',
  guestJoinsPerIp: 'RATE_LIMIT_GUEST_JOINS_PER_IP',
  announcementsPerEvent: 'RATE_LIMIT_ANNOUNCEMENTS_PER_EVENT',
} as const satisfies Record<keyof RateLimits, string>;

/** The variable that overrides each guessing budget (README, Configuration). */
export const GUESS_BUDGET_VARIABLES = {
  password: 'GUESS_BUDGET_PASSWORD',
  friendCode: 'GUESS_BUDGET_FRIEND_CODE',
  ticketCodeEvent: 'GUESS_BUDGET_TICKET_CODE_EVENT',
  ticketCodeAddress: 'GUESS_BUDGET_TICKET_CODE_ADDRESS',
  eventCreations: 'GUESS_BUDGET_EVENT_CREATIONS',
  hostInvitations: 'GUESS_BUDGET_HOST_INVITATIONS',
} as const satisfies Record<keyof GuessBudgets, string>;

const DURATION_UNITS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** `30s`, `15m`, `1h`: a whole number and a unit. */
function duration(text: string): number | undefined {
  const match = /^(\d+)(s|m|h)$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * DURATION_UNITS[match[2] as keyof typeof DURATION_UNITS];
}

const RATE_HELP = 'must be <max>/<window>, e.g. 3000/1m (a whole number of requests per s, m or h)';
const BUDGET_HELP =
  'must be <max>/<window>[,<block>[-<longest block>]], e.g. 10/15m,1m-1h (durations in s, m or h)';
const CAP_HELP = 'must be <max>/<window>, e.g. 20/1h (durations in s, m or h)';

/** `max/window` with a max of at least 1 and a window of at least a second and at most a day. */
function maxPerWindow(text: string): { max: number; windowMs: number } | undefined {
  const [max, window, extra] = text.split('/');
  const windowMs = duration(window ?? '');
  if (extra !== undefined || !/^\d{1,9}$/.test(max?.trim() ?? '') || windowMs === undefined) return undefined;
  if (Number(max) < 1 || windowMs < 1_000 || windowMs > 24 * 3_600_000) return undefined;
  return { max: Number(max), windowMs };
}

/** A RATE_LIMIT_* variable: `<max>/<window>`; unset or empty keeps the default. */
export const rateLimitVariable = (fallback: RateLimit) =>
  optional.transform((value, context): RateLimit => {
    if (value === undefined) return fallback;
    const parsed = maxPerWindow(value);
    if (parsed) return { max: parsed.max, timeWindowMs: parsed.windowMs };
    context.addIssue({ code: 'custom', message: RATE_HELP });
    return z.NEVER;
  });

/**
 * A GUESS_BUDGET_* variable: `<max>/<window>`, then optionally the first block and the longest one
 * (`,1m-1h`; one duration alone blocks that long every time). Unset parts keep the default's.
 */
export const budgetVariable = (fallback: BudgetRule) =>
  optional.transform((value, context): BudgetRule => {
    if (value === undefined) return fallback;
    const [rate = '', block, extra] = value.split(',');
    const parsed = maxPerWindow(rate);
    const [first, longest, more] = (block ?? '').split('-');
    const blockMs = block === undefined ? fallback.blockMs : duration(first ?? '');
    const maxBlockMs =
      block === undefined ? fallback.maxBlockMs : longest === undefined ? blockMs : duration(longest);
    if (
      parsed &&
      extra === undefined &&
      more === undefined &&
      blockMs !== undefined &&
      maxBlockMs !== undefined &&
      blockMs >= 1_000 &&
      maxBlockMs >= blockMs &&
      maxBlockMs <= 24 * 3_600_000
    ) {
      return { ...parsed, blockMs, maxBlockMs };
    }
    context.addIssue({
      code: 'custom',
      message:
        parsed && blockMs !== undefined && maxBlockMs !== undefined && maxBlockMs < blockMs
          ? `${BUDGET_HELP}; the longest block must not be shorter than the first`
          : BUDGET_HELP,
    });
    return z.NEVER;
  });

/** A capped GUESS_BUDGET_* variable: `<max>/<window>` with no block. */
export const capVariable = (fallback: CapRule) =>
  optional.transform((value, context): CapRule => {
    if (value === undefined) return fallback;
    const parsed = maxPerWindow(value);
    if (parsed) return parsed;
    context.addIssue({ code: 'custom', message: CAP_HELP });
    return z.NEVER;
  });
