import { type Browser, test } from '@playwright/test';
import { type RunningApp, startApp } from './app.js';
import { Mailbox } from './mailbox.js';

/**
 * What an end-to-end file runs against: a mail catcher and the app mailing to it. Each file starts its own
 * (in its beforeAll), so no file sees another's accounts, events, mails or rate limits; Chromium is
 * Playwright's browser of the worker (playwright.config.ts).
 */
export interface Stack {
  mailbox: Mailbox;
  app: RunningApp;
}

/** Starts the stack; `env` adds to the app's environment (SMTP_URL points at the mailbox). */
export async function startStack(env: NodeJS.ProcessEnv = {}): Promise<Stack> {
  const mailbox = new Mailbox();
  await mailbox.start();
  const app = await startApp({ SMTP_URL: mailbox.url, ...env });
  return { mailbox, app };
}

/**
 * Stops what was started, also after a start that failed halfway, and closes the contexts the file opened
 * in the worker's browser, which goes on to the worker's next file.
 */
export async function stopStack(stack: Partial<Stack> & { browser?: Browser }): Promise<void> {
  for (const context of stack.browser?.contexts() ?? []) await context.close();
  await stack.app?.stop();
  await stack.mailbox?.stop();
}

/** A file's stack as its tests use it: with the worker's browser. */
export interface FileStack extends Stack {
  browser: Browser;
}

/**
 * Starts the file's stack in a beforeAll, which has `timeoutMs` for the start (up to 3 min on a busy
 * machine) and for what `started` seeds, and stops it in an afterAll.
 */
export function withStack(
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
  started: (stack: FileStack) => Promise<void> | void,
): void {
  let stack: Partial<FileStack> = {};
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(timeoutMs);
    stack = { ...(await startStack(env)), browser };
    await started(stack as FileStack);
  });
  test.afterAll(() => stopStack(stack));
}
