/*
 * Names and addresses no other file of the worker gets. The files of a worker share one app
 * (support/stack.ts), so what one file makes (accounts, events, ticket codes) and the per-address
 * counters its phones spend (rate limits, guessing budgets, upload turns) must never be another's
 * (docs/decisions/0075-e2e-one-app-per-worker.md).
 */

/** The worker's start, in milliseconds: stamps count on from it. */
const workerStart = Date.now();
let stamps = 0;
let addresses = 0;

/**
 * Six digits for the email addresses, event names and ticket codes of one file (or one test): the
 * worker's start time plus a count, so two calls in one worker never get the same stamp, however close
 * or far apart in time they are.
 */
export function uniqueStamp(): string {
  stamps += 1;
  return String((workerStart + stamps) % 1_000_000).padStart(6, '0');
}

/**
 * The next client address of the worker, sent as X-Forwarded-For (the app trusts the loopback proxy):
 * each simulated phone signs up and plays from an address of its own, under the per-address limits.
 * 10.a.b.c, c from 1 to 250: about 16 million before it repeats.
 */
export function nextIp(): string {
  const n = addresses++;
  return `10.${Math.floor(n / 62_500) % 256}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}
