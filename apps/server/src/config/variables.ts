/** Every environment variable the server reads, each with its rule and default (envSchema). */

import { z } from 'zod';
import {
  budgetVariable,
  capVariable,
  defaultGuessBudgets,
  defaultRateLimits,
  rateLimitVariable,
} from './limits.js';
import { trustProxySchema } from './proxy.js';
import {
  BUCKET_NAME,
  DEFAULT_PRETIX_LISTING_LIMITS,
  MEDIA_S3_REQUIRED,
  OUTSIDE_DEFAULTS,
} from './services.js';
import { milliseconds, optional, originList, portNumber, serverUrl, url, wholeNumber } from './values.js';

export const envSchema = z
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
    RATE_LIMIT_ANNOUNCEMENTS_PER_EVENT: rateLimitVariable(defaultRateLimits.announcementsPerEvent),
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
    CORS_ORIGINS: originList,
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
