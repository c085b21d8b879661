import type { Browser } from '@playwright/test';
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
