/**
 * The server's configuration: environment variables, validated at start-up (`loadConfig`), one file per
 * concern. Every rate limit and guessing budget is in limits.ts (docs/operations.md, "Rate limits and
 * guessing budgets").
 */

export {
  type BudgetRule,
  type CapRule,
  defaultGuessBudgets,
  defaultRateLimits,
  GUESS_BUDGET_VARIABLES,
  type GuessBudgets,
  RATE_LIMIT_VARIABLES,
  type RateLimit,
  type RateLimits,
} from './limits.js';
export { type Config, findRepositoryRoot, loadConfig } from './load.js';
export type { TrustProxy } from './proxy.js';
export {
  type BodyDeadline,
  type DatabaseTimeouts,
  DEFAULT_PRETIX_LISTING_LIMITS,
  type MediaS3Settings,
} from './services.js';
export { ConfigError } from './values.js';
