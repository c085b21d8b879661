import { type Browser, test as base } from '@playwright/test';
import { type RunningApp, startApp } from './app.js';
import { Mailbox } from './mailbox.js';

/**
 * What an end-to-end file runs against: a mail catcher and the app mailing to it. One per worker, shared
 * by the worker's files one after the other (docs/decisions/0075-e2e-one-app-per-worker.md); each file
 * keeps to its own accounts, events and client addresses (support/unique.ts). Chromium is Playwright's
 * browser of the worker (playwright.config.ts).
 */
export interface Stack {
  mailbox: Mailbox;
  app: RunningApp;
}

/**
 * The environment of the worker's app, on top of what `npm start` would read (support/app.ts).
 * - PGLITE_DURABILITY=relaxed: a commit does not wait for the disk (docs/operations.md, "Durability of
 *   the embedded database"); no e2e test is about a crash, and the flush of every commit was most of the
 *   seeding's time on a loaded machine.
 * - PRETIX_ALLOW_PRIVATE_NETWORK: ticketing.e2e.ts's fake pretix listens on loopback, as a self-hosted
 *   pretix on a private network would; the refusal of such addresses is the server tests' subject
 *   (apps/server/test), not a browser's.
 */
export const SHARED_APP_ENV: NodeJS.ProcessEnv = {
  PGLITE_DURABILITY: 'relaxed',
  PRETIX_ALLOW_PRIVATE_NETWORK: 'true',
};

/** Starts a stack; `env` adds to the app's environment (SMTP_URL points at the mailbox). */
export async function startStack(env: NodeJS.ProcessEnv = {}): Promise<Stack> {
  const mailbox = new Mailbox();
  await mailbox.start();
  try {
    const app = await startApp({ SMTP_URL: mailbox.url, ...env });
    return { mailbox, app };
  } catch (error) {
    await mailbox.stop();
    throw error;
  }
}

/** Stops what was started, also after a start that failed halfway. */
export async function stopStack(stack: Partial<Stack>): Promise<void> {
  await stack.app?.stop();
  await stack.mailbox?.stop();
}

/**
 * Playwright's `test` with the worker's stack: started when a file of the worker first asks for it, stopped
 * when the worker ends (after its last file, or after a failure, when Playwright starts a new worker).
 * Every file imports `test` from here, also one that starts apps of its own (multi-instance.e2e.ts), so
 * that all files have the same worker fixtures and go on in the same workers.
 */
export const test = base.extend<Record<never, never>, { stack: Stack }>({
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from its first parameter.
    async ({}, use) => {
      const stack = await startStack(SHARED_APP_ENV);
      try {
        await use(stack);
      } finally {
        await stopStack(stack);
      }
    },
    // An app start is up to 3 min on a busy machine (support/app.ts), plus the mailbox.
    { scope: 'worker', timeout: 200_000 },
  ],
});

/** A file's stack as its tests use it: with the worker's browser. */
export interface FileStack extends Stack {
  browser: Browser;
}

/**
 * Hands the file the worker's stack in a beforeAll, which has `timeoutMs` for what `started` seeds (the
 * app's start has its own timeout, above), and closes the contexts the file opened in the worker's
 * browser in an afterAll: the browser and the app go on to the worker's next file.
 */
export function withStack(timeoutMs: number, started: (stack: FileStack) => Promise<void> | void): void {
  test.beforeAll(async ({ stack, browser }) => {
    test.setTimeout(timeoutMs);
    await started({ ...stack, browser });
  });
  test.afterAll(async ({ browser }) => {
    for (const context of browser.contexts()) await context.close();
  });
}
