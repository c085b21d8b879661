/**
 * The settings of what the server talks to or bounds: the media bucket (MEDIA_S3_*), the outside
 * services' addresses, request bodies, database timeouts and pretix listings.
 */

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

/** S3 bucket names: 3 to 63 lowercase letters, digits, dots and hyphens, a letter or digit at each end. */
export const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The MEDIA_S3_* variables media on S3 cannot do without; the public URL and path style are optional. */
export const MEDIA_S3_REQUIRED = [
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_REGION',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
] as const;

/** The outside services' real addresses, used when their variables are not set. */
export const OUTSIDE_DEFAULTS = {
  GOOGLE_AUTHORIZE_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
  GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
  GOOGLE_ISSUERS: 'accounts.google.com,https://accounts.google.com',
  LINKEDIN_OAUTH_URL: 'https://www.linkedin.com/oauth/v2',
  LINKEDIN_API_URL: 'https://api.linkedin.com',
};

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

/**
 * What one pretix listing (every page of events, check-in lists or positions) may hold: rows kept and
 * bytes read. 50,000 rows is five times the 10,000-player event of the benchmarks (docs/benchmarks.md); 64 MB
 * read is over a kilobyte per row of pretix's documented position objects.
 */
export const DEFAULT_PRETIX_LISTING_LIMITS = { maxItems: 50_000, maxBytes: 64 * 1024 * 1024 };
