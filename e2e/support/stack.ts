import type { Browser } from 'playwright-core';
import { type RunningApp, startApp } from './app.js';
import { launchBrowser } from './browser.js';
import { Mailbox } from './mailbox.js';

/** What an end-to-end file runs against: a mail catcher, the app mailing to it, and Chromium. */
export interface Stack {
  mailbox: Mailbox;
  app: RunningApp;
  browser: Browser;
}

/** Starts the stack; `env` adds to the app's environment (SMTP_URL points at the mailbox). */
export async function startStack(env: NodeJS.ProcessEnv = {}): Promise<Stack> {
  const mailbox = new Mailbox();
  await mailbox.start();
  const app = await startApp({ SMTP_URL: mailbox.url, ...env });
  const browser = await launchBrowser();
  return { mailbox, app, browser };
}

/** Stops what was started, also after a start that failed halfway. */
export async function stopStack(stack: Partial<Stack>): Promise<void> {
  await stack.browser?.close();
  await stack.app?.stop();
  await stack.mailbox?.stop();
}
