import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
   * docs/decisions/0071-card-cache-plugin.md: "One throttle of the codes mailed").
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

/** TRUST_PROXY: nothing trusted, a hop count, or the trusted proxies' addresses and CIDRs. */
export type TrustProxy = false | number | string[];

/**
 * An S3-compatible bucket for the media (docs/operations.md, "Several instances"): set by the MEDIA_S3_*
 * variables, all of them or none. Without it, media stay on the disk under DATA_DIR.
 */
export interface MediaS3Settings {
  /** The S3 API's address: https://s3.eu-west-1.amazonaws.com, http://minio:9000, an R2 account URL. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * Where browsers load the objects from (a public bucket or a CDN), without a trailing slash; undefined
   * when the bucket is private and the server answers /media/<key> from it.
   */
  publicUrl: string | undefined;
  /** bucket in the path (http://host/bucket/key) rather than in the host name (MinIO, Garage). */
  forcePathStyle: boolean;
}

/**
 * How slowly a request body may arrive (plugins/app/http/body-deadline.ts;
 * docs/decisions/0064-hardening-slow-bodies-and-fair-uploads.md). Past `graceMs`, the bytes received so far
 * must average `minBytesPerSecond`; whatever its rate, the whole body must be in within `deadlineMs`. A body
 * that misses either is refused with 408 and its connection closed.
 */
export interface BodyDeadline {
  graceMs: number;
  /** 0 checks the deadline only. */
  minBytesPerSecond: number;
  deadlineMs: number;
}

export interface DatabaseTimeouts {
  /** Opening a connection (TCP, TLS and PostgreSQL's start-up) gives up after this long. */
  connectMs: number;
  /** A statement the server runs longer than this is cancelled by the server (statement_timeout). */
  statementMs: number;
}

/** A bad configuration value: main.ts prints the message (naming the variable) and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The repository root: the nearest folder above this file whose package.json declares workspaces. */
export function findRepositoryRoot(start = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (pkg.workspaces) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start, '../../..');
    dir = parent;
  }
}

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const url = (protocols: RegExp, example: string) =>
  optional.refine((value) => {
    if (value === undefined) return true;
    try {
      return protocols.test(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a URL like ${example}`);

/** The outside services' real addresses, used when their variables are not set. */
const OUTSIDE_DEFAULTS = {
  GOOGLE_AUTHORIZE_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
  GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
  GOOGLE_ISSUERS: 'accounts.google.com,https://accounts.google.com',
  LINKEDIN_OAUTH_URL: 'https://www.linkedin.com/oauth/v2',
  LINKEDIN_API_URL: 'https://api.linkedin.com',
};

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A trusted proxy entry: an IP address, an address/prefix CIDR, or one of PROXY_RANGE_NAMES. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_HELP =
  'must be the number of proxies in front of the server (e.g. 1) or their addresses or CIDRs, ' +
  'comma-separated (e.g. 10.0.0.0/8,127.0.0.1)';

/**
 * TRUST_PROXY. `true` is refused: it believed every X-Forwarded-For a client wrote, so anyone could pick
 * the address the per-IP limits count (docs/decisions/0032-hardening-proxies-redis-database.md).
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('')
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === '' || lower === 'false' || lower === '0') return false;
    if (lower === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'no longer accepts true, which trusted any X-Forwarded-For a client sends: set the number of ' +
          'proxies in front of the server (TRUST_PROXY=1 behind one load balancer) or their addresses ' +
          '(TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(lower)) {
      const hops = Number(lower);
      if (hops <= 10) return hops;
      context.addIssue({ code: 'custom', message: `${TRUST_PROXY_HELP}; at most 10 hops` });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => entry !== '' && isProxyAddress(entry))) return entries;
    context.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
    return z.NEVER;
  });

/** A whole number from `min` to `max`, with its default. */
const wholeNumber = (fallback: number, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `must be a whole number from ${min} to ${max}`)
        .max(max, `must be a whole number from ${min} to ${max}`),
    )
    .default(fallback);

const milliseconds = (fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number of milliseconds, at least 100')
    .transform(Number)
    .pipe(z.number().int().min(100, 'must be at least 100 milliseconds'))
    .default(fallback);

/**
 * What one pretix listing (every page of events, check-in lists or positions) may hold: rows kept and
 * bytes read. 50,000 rows is five times the 10,000-player event of the benchmarks (docs/benchmarks.md); 64 MB
 * read is over a kilobyte per row of pretix's documented position objects.
 */
export const DEFAULT_PRETIX_LISTING_LIMITS = { maxItems: 50_000, maxBytes: 64 * 1024 * 1024 };

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
const rateLimitVariable = (fallback: RateLimit) =>
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
const budgetVariable = (fallback: BudgetRule) =>
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
const capVariable = (fallback: CapRule) =>
  optional.transform((value, context): CapRule => {
    if (value === undefined) return fallback;
    const parsed = maxPerWindow(value);
    if (parsed) return parsed;
    context.addIssue({ code: 'custom', message: CAP_HELP });
    return z.NEVER;
  });

/** S3 bucket names: 3 to 63 lowercase letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The MEDIA_S3_* variables media on S3 cannot do without; the public URL and path style are optional. */
const MEDIA_S3_REQUIRED = [
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_REGION',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
] as const;

/** An http(s) URL of a server, with no user name or password in it (those go in their own variables). */
const serverUrl = (example: string) =>
  url(/^https?:$/, example).refine((value) => {
    if (value === undefined || !URL.canParse(value)) return true;
    const parsed = new URL(value);
    return parsed.username === '' && parsed.password === '' && parsed.search === '' && parsed.hash === '';
  }, 'must hold neither a user name, a password, a query nor a fragment');

/** A TCP port: a whole number from 1 to 65535. */
const portNumber = z
  .string()
  .trim()
  .regex(/^\d+$/, 'must be a whole number between 1 and 65535')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be between 1 and 65535').max(65535, 'must be between 1 and 65535'));

const envSchema = z
  .object({
    PORT: portNumber.default(3000),
    HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
    PUBLIC_URL: url(/^https?:$/, 'http://localhost:3000'),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: url(/^postgres(ql)?:$/, 'postgres://user:password@host:5432/hoogo'),
    REDIS_URL: url(/^rediss?:$/, 'redis://localhost:6379'),
    SMTP_URL: url(/^smtps?:$/, 'smtp://user:pass@host:587'),
    MAIL_FROM: optional,
    MAIL_WAIT_MS: milliseconds(2_000),
    // Sized for a venue's peak minute of 1,000 arrivals at 0.3-1 s a mail (docs/operations.md, "Mail and its
    // part of `/healthz`").
    MAIL_POOL_SIZE: wholeNumber(20, 1, 100),
    MAIL_PER_MINUTE: wholeNumber(1_500, 1, 1_000_000),
    MAIL_MAX_ATTEMPTS: wholeNumber(8, 1, 50),
    MAIL_RETRY_BASE_MS: milliseconds(1_000),
    JWT_SECRET: optional.refine(
      (value) => value === undefined || value.length >= 32,
      'must be at least 32 characters',
    ),
    PRODUCT_NAME: z.string().trim().min(1, 'must not be empty').default('Hoogo'),
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_AUTHORIZE_URL: url(/^https?:$/, OUTSIDE_DEFAULTS.GOOGLE_AUTHORIZE_URL),
    GOOGLE_JWKS_URL: url(/^https?:$/, OUTSIDE_DEFAULTS.GOOGLE_JWKS_URL),
    GOOGLE_ISSUERS: optional,
    LINKEDIN_CLIENT_ID: optional,
    LINKEDIN_CLIENT_SECRET: optional,
    LINKEDIN_OAUTH_URL: url(/^https?:$/, OUTSIDE_DEFAULTS.LINKEDIN_OAUTH_URL),
    LINKEDIN_API_URL: url(/^https?:$/, OUTSIDE_DEFAULTS.LINKEDIN_API_URL),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    WEB_DIST: z.string().trim().min(1, 'must not be empty').default('apps/web/dist'),
    TRUST_PROXY: trustProxySchema,
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(15_000),
    SELFIE_RETENTION_INTERVAL_MS: milliseconds(60 * 60_000),
    // A phone on Slow 3G (50 KB/s up, 2 s latency) sends a 100 KB selfie in about 4 s, inside the grace;
    // a 10 MB template needs 85 KB/s to meet the deadline
    // (docs/decisions/0064-hardening-slow-bodies-and-fair-uploads.md).
    REQUEST_BODY_GRACE_MS: milliseconds(10_000),
    REQUEST_BODY_MIN_BYTES_PER_SECOND: wholeNumber(8 * 1024, 0, 1_000_000_000),
    REQUEST_BODY_DEADLINE_MS: milliseconds(120_000),
    PGLITE_SCRUB_DELAY_MS: milliseconds(5 * 60_000),
    QUICK_JOIN_MAX_GUESTS: z
      .string()
      .trim()
      .regex(/^\d+$/, 'must be a whole number of guests, at least 1')
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be at least 1'))
      .default(10_000),
    // docs/decisions/0062-live-sockets-per-client.md: a host's screens per account; a venue NAT's phones.
    LIVE_SOCKETS_PER_ACCOUNT: wholeNumber(20, 1, 10_000),
    LIVE_SOCKETS_PER_ADDRESS: wholeNumber(20_000, 1, 1_000_000),
    PGLITE_DURABILITY: z
      .enum(['fsync', 'relaxed', ''], { error: 'must be fsync (the default) or relaxed' })
      .default('fsync')
      .transform((value) => value !== 'relaxed'),
    PRETIX_ALLOW_PRIVATE_NETWORK: z
      .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    PRETIX_LISTING_MAX_ITEMS: wholeNumber(DEFAULT_PRETIX_LISTING_LIMITS.maxItems, 1, 10_000_000),
    PRETIX_LISTING_MAX_BYTES: wholeNumber(DEFAULT_PRETIX_LISTING_LIMITS.maxBytes, 1_024, 2 ** 40),
    RATE_LIMIT_CODES_PER_IP: rateLimitVariable(defaultRateLimits.otpPerIp),
    RATE_LIMIT_SIGN_IN_PER_IP: rateLimitVariable(defaultRateLimits.credentialsPerIp),
    RATE_LIMIT_SIGN_IN_PER_IP_AND_EMAIL: rateLimitVariable(defaultRateLimits.credentialsPerIpAndEmail),
    RATE_LIMIT_TICKET_CODES_PER_IP: rateLimitVariable(defaultRateLimits.ticketCodePerIp),
    RATE_LIMIT_PEOPLE_DOWNLOADS_PER_PLAYER: rateLimitVariable(defaultRateLimits.peopleDownloadsPerPlayer),
    RATE_LIMIT_GUEST_JOINS_PER_EVENT: rateLimitVariable(defaultRateLimits.guestJoinsPerEvent),
    RATE_LIMIT_GUEST_JOINS_PER_IP: rateLimitVariable(defaultRateLimits.guestJoinsPerIp),
    GUESS_BUDGET_PASSWORD: budgetVariable(defaultGuessBudgets.password),
    GUESS_BUDGET_FRIEND_CODE: budgetVariable(defaultGuessBudgets.friendCode),
    GUESS_BUDGET_TICKET_CODE_EVENT: budgetVariable(defaultGuessBudgets.ticketCodeEvent),
    GUESS_BUDGET_TICKET_CODE_ADDRESS: budgetVariable(defaultGuessBudgets.ticketCodeAddress),
    GUESS_BUDGET_EVENT_CREATIONS: capVariable(defaultGuessBudgets.eventCreations),
    GUESS_BUDGET_HOST_INVITATIONS: capVariable(defaultGuessBudgets.hostInvitations),
    MEDIA_S3_ENDPOINT: serverUrl('https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000'),
    MEDIA_S3_BUCKET: optional.refine(
      (value) => value === undefined || BUCKET_NAME.test(value),
      'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    ),
    MEDIA_S3_REGION: optional,
    MEDIA_S3_ACCESS_KEY_ID: optional,
    MEDIA_S3_SECRET_ACCESS_KEY: optional,
    MEDIA_S3_PUBLIC_URL: serverUrl('https://media.example.org or https://bucket.s3.amazonaws.com'),
    MEDIA_S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    METRICS_TOKEN: optional.refine(
      (value) => value === undefined || /^[\x21-\x7e]{32,}$/.test(value),
      'must be at least 32 characters, without spaces (e.g. from `openssl rand -hex 32`)',
    ),
    METRICS_PORT: optional.pipe(portNumber.optional()),
    METRICS_HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  })
  .superRefine((e, context) => {
    if (e.REQUEST_BODY_DEADLINE_MS < e.REQUEST_BODY_GRACE_MS) {
      context.addIssue({
        code: 'custom',
        path: ['REQUEST_BODY_DEADLINE_MS'],
        message: `must not be shorter than REQUEST_BODY_GRACE_MS (${e.REQUEST_BODY_GRACE_MS})`,
      });
    }
    if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
      context.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT: the metrics have a server of their own there',
      });
    }
    // All or nothing: half a bucket configuration would quietly keep the media on this machine's disk.
    const set = MEDIA_S3_REQUIRED.filter((name) => e[name] !== undefined);
    const optionalSet = e.MEDIA_S3_PUBLIC_URL !== undefined || e.MEDIA_S3_FORCE_PATH_STYLE;
    if (set.length === MEDIA_S3_REQUIRED.length || (set.length === 0 && !optionalSet)) return;
    const [first, ...others] = MEDIA_S3_REQUIRED.filter((name) => e[name] === undefined);
    context.addIssue({
      code: 'custom',
      path: [first ?? 'MEDIA_S3_ENDPOINT'],
      message:
        `${others.length > 0 ? `(and ${others.join(', ')}) ` : ''}must be set too: media on S3 needs ` +
        `${MEDIA_S3_REQUIRED.join(', ')}, or none of them to keep media on the disk`,
    });
  });

/** Variables whose value may be repeated in an error message: none that can hold a password or a key. */
const SHOWN_VALUES = new Set([
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'DATA_DIR',
  'LOG_LEVEL',
  'WEB_DIST',
  'TRUST_PROXY',
  'DATABASE_CONNECT_TIMEOUT_MS',
  'DATABASE_STATEMENT_TIMEOUT_MS',
  'SELFIE_RETENTION_INTERVAL_MS',
  'REQUEST_BODY_GRACE_MS',
  'REQUEST_BODY_MIN_BYTES_PER_SECOND',
  'REQUEST_BODY_DEADLINE_MS',
  'QUICK_JOIN_MAX_GUESTS',
  'PGLITE_DURABILITY',
  'LIVE_SOCKETS_PER_ACCOUNT',
  'LIVE_SOCKETS_PER_ADDRESS',
  'PGLITE_SCRUB_DELAY_MS',
  'MAIL_WAIT_MS',
  'MAIL_POOL_SIZE',
  'MAIL_PER_MINUTE',
  'MAIL_MAX_ATTEMPTS',
  'MAIL_RETRY_BASE_MS',
  'PRETIX_ALLOW_PRIVATE_NETWORK',
  'PRETIX_LISTING_MAX_ITEMS',
  'PRETIX_LISTING_MAX_BYTES',
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_REGION',
  'MEDIA_S3_PUBLIC_URL',
  'MEDIA_S3_FORCE_PATH_STYLE',
  'METRICS_PORT',
  'METRICS_HOST',
  'GOOGLE_AUTHORIZE_URL',
  'GOOGLE_JWKS_URL',
  'GOOGLE_ISSUERS',
  'LINKEDIN_OAUTH_URL',
  'LINKEDIN_API_URL',
  ...Object.values(RATE_LIMIT_VARIABLES),
  ...Object.values(GUESS_BUDGET_VARIABLES),
]);

/** The signing secret kept in DATA_DIR when JWT_SECRET is not set: created once, readable by the owner only. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another instance may have written it first; anything else is a real problem.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new ConfigError(`${file} holds a secret shorter than 32 characters`);
  return secret;
}

/**
 * The configuration, read from the environment. Relative paths are resolved against the repository
 * root so the server finds the same data wherever it is started from.
 */
const configSchema = envSchema.transform((e) => {
  const root = findRepositoryRoot();
  const dataDir = path.resolve(root, e.DATA_DIR);
  const mediaS3: MediaS3Settings | undefined =
    e.MEDIA_S3_ENDPOINT &&
    e.MEDIA_S3_BUCKET &&
    e.MEDIA_S3_REGION &&
    e.MEDIA_S3_ACCESS_KEY_ID &&
    e.MEDIA_S3_SECRET_ACCESS_KEY
      ? {
          endpoint: e.MEDIA_S3_ENDPOINT.replace(/\/+$/, ''),
          bucket: e.MEDIA_S3_BUCKET,
          region: e.MEDIA_S3_REGION,
          accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID,
          secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY,
          publicUrl: e.MEDIA_S3_PUBLIC_URL?.replace(/\/+$/, ''),
          forcePathStyle: e.MEDIA_S3_FORCE_PATH_STYLE,
        }
      : undefined;
  const databaseTimeouts: DatabaseTimeouts = {
    connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
  };
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    /**
     * The S3-compatible bucket the media go to instead of mediaDir (docs/operations.md, "Several instances").
     */
    mediaS3,
    /** Where the embedded PGlite database lives; `memory://` keeps it in memory. */
    pgliteDir: path.join(dataDir, 'pglite'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.PRODUCT_NAME} <no-reply@localhost>`,
    /** The outgoing mail queue (docs/operations.md, "Mail and its part of `/healthz`"). */
    mail: {
      /** How long generate-otp and pre-register wait for their mail before answering "on its way". */
      waitMs: e.MAIL_WAIT_MS,
      /** SMTP connections kept open, and mails sent at once, per instance. */
      poolSize: e.MAIL_POOL_SIZE,
      /** Mails sent per minute by all instances together; past it, mails wait in the queue. */
      perMinute: e.MAIL_PER_MINUTE,
      /** Attempts of one mail before it counts as failed (a permanent refusal ends it at once). */
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      /** The first retry's delay; each next one waits twice as long, at most a minute. */
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
    },
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    productName: e.PRODUCT_NAME,
    googleClientId: e.GOOGLE_CLIENT_ID,
    /** Google's OAuth 2.0 authorization page, where the web app sends a user to sign in. */
    googleAuthorizeUrl: e.GOOGLE_AUTHORIZE_URL ?? OUTSIDE_DEFAULTS.GOOGLE_AUTHORIZE_URL,
    /** Google's signing keys (JWKS), which prove a Google ID token. */
    googleJwksUrl: e.GOOGLE_JWKS_URL ?? OUTSIDE_DEFAULTS.GOOGLE_JWKS_URL,
    /** The `iss` values accepted in a Google ID token. */
    googleIssuers: (e.GOOGLE_ISSUERS ?? OUTSIDE_DEFAULTS.GOOGLE_ISSUERS)
      .split(',')
      .map((issuer) => issuer.trim())
      .filter(Boolean),
    linkedinClientId: e.LINKEDIN_CLIENT_ID,
    linkedinClientSecret: e.LINKEDIN_CLIENT_SECRET,
    /** LinkedIn's OAuth 2.0 base: /authorization (browser) and /accessToken (server). */
    linkedinOauthUrl: (e.LINKEDIN_OAUTH_URL ?? OUTSIDE_DEFAULTS.LINKEDIN_OAUTH_URL).replace(/\/+$/, ''),
    /** LinkedIn's API base: /v2/userinfo, /rest/images, /rest/posts. */
    linkedinApiUrl: (e.LINKEDIN_API_URL ?? OUTSIDE_DEFAULTS.LINKEDIN_API_URL).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(root, e.WEB_DIST),
    /**
     * Which X-Forwarded-For entries are believed (docs/operations.md, "Trusted proxies"): false for none, a
     * number of proxy hops in front of the server, or the addresses/CIDRs of the trusted proxies.
     */
    trustProxy: e.TRUST_PROXY,
    /** Connect and statement timeouts toward PostgreSQL, in milliseconds. */
    databaseTimeouts,
    /**
     * Whether embedded PGlite flushes each commit to the disk before answering
     * (docs/operations.md, "Durability of the embedded database"). Off trades the last moments of writes
     * before an OS crash for faster writes.
     */
    pgliteDurable: e.PGLITE_DURABILITY,
    /**
     * How long after a deletion (leave, account, event) the embedded database's files are scrubbed of
     * the deleted rows; deletions meanwhile share the scrub (docs/data.md, "Deleting data"). 5 minutes.
     */
    pgliteScrubDelayMs: e.PGLITE_SCRUB_DELAY_MS,
    /** The per-request limits, RATE_LIMIT_* (docs/operations.md, "Rate limits and guessing budgets"). */
    rateLimits: {
      otpPerIp: e.RATE_LIMIT_CODES_PER_IP,
      credentialsPerIp: e.RATE_LIMIT_SIGN_IN_PER_IP,
      credentialsPerIpAndEmail: e.RATE_LIMIT_SIGN_IN_PER_IP_AND_EMAIL,
      ticketCodePerIp: e.RATE_LIMIT_TICKET_CODES_PER_IP,
      peopleDownloadsPerPlayer: e.RATE_LIMIT_PEOPLE_DOWNLOADS_PER_PLAYER,
      guestJoinsPerEvent: e.RATE_LIMIT_GUEST_JOINS_PER_EVENT,
      guestJoinsPerIp: e.RATE_LIMIT_GUEST_JOINS_PER_IP,
    } satisfies RateLimits as RateLimits,
    /** The guessing budgets, GUESS_BUDGET_* (same section). */
    guessBudgets: {
      password: e.GUESS_BUDGET_PASSWORD,
      friendCode: e.GUESS_BUDGET_FRIEND_CODE,
      ticketCodeEvent: e.GUESS_BUDGET_TICKET_CODE_EVENT,
      ticketCodeAddress: e.GUESS_BUDGET_TICKET_CODE_ADDRESS,
      eventCreations: e.GUESS_BUDGET_EVENT_CREATIONS,
      hostInvitations: e.GUESS_BUDGET_HOST_INVITATIONS,
    } satisfies GuessBudgets as GuessBudgets,
    /**
     * Let organisers connect a pretix on the operator's private network: loopback, private and link-local
     * addresses and plain http become callable (docs/operations.md). Off by default.
     */
    pretixAllowPrivateNetwork: e.PRETIX_ALLOW_PRIVATE_NETWORK,
    /**
     * The most one pretix listing (all its pages) may hold, PRETIX_LISTING_MAX_ITEMS and
     * PRETIX_LISTING_MAX_BYTES: past either the listing stops with an error (docs/operations.md).
     */
    pretixListingLimits: { maxItems: e.PRETIX_LISTING_MAX_ITEMS, maxBytes: e.PRETIX_LISTING_MAX_BYTES },
    /**
     * How often the selfies past their event's retention are deleted (docs/data.md, "How long it is kept"),
     * besides once at start-up. An hour by default.
     */
    selfieRetentionIntervalMs: e.SELFIE_RETENTION_INTERVAL_MS,
    /** How slowly a request body may arrive before it is refused with 408 (REQUEST_BODY_*). */
    bodyDeadline: {
      graceMs: e.REQUEST_BODY_GRACE_MS,
      minBytesPerSecond: e.REQUEST_BODY_MIN_BYTES_PER_SECOND,
      deadlineMs: e.REQUEST_BODY_DEADLINE_MS,
    } satisfies BodyDeadline as BodyDeadline,
    /**
     * The most guests (quick join) one event takes, whatever their addresses
     * (docs/decisions/0055-quick-join.md).
     */
    quickJoinMaxGuests: e.QUICK_JOIN_MAX_GUESTS,
    /**
     * Open live sockets (boards, status channel, activity feed) per instance: those carrying one
     * account's access token, and all of one address (docs/decisions/0062-live-sockets-per-client.md).
     */
    liveSockets: { perAccount: e.LIVE_SOCKETS_PER_ACCOUNT, perAddress: e.LIVE_SOCKETS_PER_ADDRESS },
    /**
     * `/metrics` (docs/operations.md, "Metrics"): off unless a token or a port is set. With the token, on the
     * main port for requests bearing it; with the port, on a server of its own bound to `host`.
     */
    metrics: {
      enabled: e.METRICS_TOKEN !== undefined || e.METRICS_PORT !== undefined,
      token: e.METRICS_TOKEN,
      port: e.METRICS_PORT,
      host: e.METRICS_HOST,
    },
  };
});

/** The server's configuration: what configSchema makes of the environment. */
export type Config = z.infer<typeof configSchema>;

/** Reads and validates the environment. Throws ConfigError naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = SHOWN_VALUES.has(name) ? env[name] : undefined;
      return `${name} ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
    });
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  return parsed.data;
}
