/**
 * The fuzz suites' size and seed: `npm test` (and CI) runs FUZZ_RUNS (default 12) generated requests per
 * operation, `npm run fuzz` many more; the seed is fixed (FUZZ_SEED) and printed with any failure.
 */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
export const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** A run's time limit: the short run takes seconds; the margin is for a busy CI machine. */
export const TIMEOUT_MS = Number(process.env.FUZZ_TIMEOUT_MS ?? Math.max(240_000, RUNS * 10_000));

/** An address where nothing listens: the outside services fail at once instead of being called. */
const NOWHERE = 'http://127.0.0.1:9';

/** Every outside service configured, and pointed nowhere, so that the routes using them are reached. */
export const fuzzEnv: NodeJS.ProcessEnv = {
  GOOGLE_CLIENT_ID: 'fuzz-client.apps.googleusercontent.com',
  LINKEDIN_CLIENT_ID: 'fuzz-linkedin',
  LINKEDIN_CLIENT_SECRET: 'fuzz-linkedin-secret',
  LINKEDIN_OAUTH_URL: NOWHERE,
  LINKEDIN_API_URL: NOWHERE,
  GOOGLE_AUTHORIZE_URL: NOWHERE,
  GOOGLE_JWKS_URL: NOWHERE,
};
