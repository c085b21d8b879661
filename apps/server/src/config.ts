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

export interface RateLimits {
  otpPerIp: RateLimit;
  otpPerEmail: RateLimit;
  /** login, register and reset-password: one bucket per IP and email. */
  credentialsPerIpAndEmail: RateLimit;
  /** Ticket-code sign-in: one bucket per IP (ticket codes are short credentials). */
  ticketCodePerIp: RateLimit;
  /**
   * The People I met downloads (vCard and CSV together), per player: a vCard re-encodes up to 25
   * photos, so a loop of downloads would keep the server's image threads busy.
   */
  peopleDownloadsPerPlayer: RateLimit;
}

/** TRUST_PROXY: nothing trusted, a hop count, or the trusted proxies' addresses and CIDRs. */
export type TrustProxy = false | number | string[];

/**
 * An S3-compatible bucket for the media (docs/operations.md, Several instances): set by the MEDIA_S3_*
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

export interface DatabaseTimeouts {
  /** Opening a connection (TCP, TLS and PostgreSQL's start-up) gives up after this long. */
  connectMs: number;
  /** A statement the server runs longer than this is cancelled by the server (statement_timeout). */
  statementMs: number;
}

export const defaultRateLimits: RateLimits = {
  otpPerIp: { max: 10, timeWindowMs: 60_000 },
  otpPerEmail: { max: 5, timeWindowMs: 60_000 },
  credentialsPerIpAndEmail: { max: 10, timeWindowMs: 60_000 },
  ticketCodePerIp: { max: 10, timeWindowMs: 60_000 },
  peopleDownloadsPerPlayer: { max: 10, timeWindowMs: 60_000 },
};

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
 * the address the per-IP limits count (docs/decisions.md, Hardening: proxies, Redis, database).
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

const envSchema = z
  .object({
    PORT: z
      .string()
      .trim()
      .regex(/^\d+$/, 'must be a whole number between 1 and 65535')
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be between 1 and 65535').max(65535, 'must be between 1 and 65535'))
      .default(3000),
    HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
    PUBLIC_URL: url(/^https?:$/, 'http://localhost:3000'),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: url(/^postgres(ql)?:$/, 'postgres://user:password@host:5432/hoogo'),
    REDIS_URL: url(/^rediss?:$/, 'redis://localhost:6379'),
    SMTP_URL: url(/^smtps?:$/, 'smtp://user:pass@host:587'),
    MAIL_FROM: optional,
    MAIL_WAIT_MS: milliseconds(2_000),
    MAIL_POOL_SIZE: wholeNumber(5, 1, 100),
    MAIL_PER_MINUTE: wholeNumber(600, 1, 1_000_000),
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
    PGLITE_DURABILITY: z
      .enum(['fsync', 'relaxed', ''], { error: 'must be fsync (the default) or relaxed' })
      .default('fsync')
      .transform((value) => value !== 'relaxed'),
    PRETIX_ALLOW_PRIVATE_NETWORK: z
      .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
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
  })
  .superRefine((e, context) => {
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
  'PGLITE_DURABILITY',
  'MAIL_WAIT_MS',
  'MAIL_POOL_SIZE',
  'MAIL_PER_MINUTE',
  'MAIL_MAX_ATTEMPTS',
  'MAIL_RETRY_BASE_MS',
  'PRETIX_ALLOW_PRIVATE_NETWORK',
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_REGION',
  'MEDIA_S3_PUBLIC_URL',
  'MEDIA_S3_FORCE_PATH_STYLE',
  'GOOGLE_AUTHORIZE_URL',
  'GOOGLE_JWKS_URL',
  'GOOGLE_ISSUERS',
  'LINKEDIN_OAUTH_URL',
  'LINKEDIN_API_URL',
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
    /** The S3-compatible bucket the media go to instead of mediaDir (docs/operations.md, Several instances). */
    mediaS3,
    /** Where the embedded PGlite database lives; `memory://` keeps it in memory. */
    pgliteDir: path.join(dataDir, 'pglite'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.PRODUCT_NAME} <no-reply@localhost>`,
    /** The outgoing mail queue (docs/operations.md, Mail). */
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
     * Which X-Forwarded-For entries are believed (docs/operations.md, Trusted proxies): false for none, a
     * number of proxy hops in front of the server, or the addresses/CIDRs of the trusted proxies.
     */
    trustProxy: e.TRUST_PROXY,
    /** Connect and statement timeouts toward PostgreSQL, in milliseconds. */
    databaseTimeouts,
    /**
     * Whether embedded PGlite flushes each commit to the disk before answering (docs/operations.md,
     * Durability). Off trades the last moments of writes before an OS crash for faster writes.
     */
    pgliteDurable: e.PGLITE_DURABILITY,
    rateLimits: defaultRateLimits,
    /**
     * Let organisers connect a pretix on the operator's private network: loopback, private and link-local
     * addresses and plain http become callable (docs/operations.md). Off by default.
     */
    pretixAllowPrivateNetwork: e.PRETIX_ALLOW_PRIVATE_NETWORK,
    /**
     * How often the selfies past their event's retention are deleted (docs/data.md, Retention), besides
     * once at start-up. An hour by default.
     */
    selfieRetentionIntervalMs: e.SELFIE_RETENTION_INTERVAL_MS,
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
