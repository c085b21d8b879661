/**
 * The configuration made of the environment (`loadConfig`): relative paths resolved, secrets kept, the
 * variables grouped by what uses them; a bad value is a ConfigError naming it.
 */

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import {
  GUESS_BUDGET_VARIABLES,
  type GuessBudgets,
  RATE_LIMIT_VARIABLES,
  type RateLimits,
} from './limits.js';
import {
  type BodyDeadline,
  type DatabaseTimeouts,
  type MediaS3Settings,
  OUTSIDE_DEFAULTS,
} from './services.js';
import { ConfigError } from './values.js';
import { envSchema } from './variables.js';

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

/** Variables whose value may be repeated in an error message: none that can hold a password or a key. */
const SHOWN_VALUES = new Set([
  'CORS_ORIGINS',
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
      announcementsPerEvent: e.RATE_LIMIT_ANNOUNCEMENTS_PER_EVENT,
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
     * The exact origins a client served elsewhere may call the API and /media from (CORS), none by
     * default (docs/decisions/0072-one-contract.md: "CORS").
     */
    corsOrigins: e.CORS_ORIGINS,
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
