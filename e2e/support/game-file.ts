import type { LoginResponse } from '@hoogo/core';
import type { Browser, Page } from '@playwright/test';
import { type ApiPlayer, joinThroughApi, registerThroughApi } from './api.js';
import type { RunningApp } from './app.js';
import type { Mailbox } from './mailbox.js';
import { storeSession } from './session.js';
import { type FileStack, withStack } from './stack.js';
import { nextIp, uniqueStamp } from './unique.js';

/**
 * The setup that the files of a hosted game share: the worker's stack (support/stack.ts), behind whose
 * trusted loopback proxy each simulated account signs up and joins from an address of its own under the
 * per-address rate limits (`nextIp`, support/unique.ts); a stamp that makes the file's accounts and events
 * its own; accounts made through the API; pages in the worker's browser, signed in or not.
 */
export interface GameFile {
  /** Six digits no other file of the worker has (`uniqueStamp`), in every email address and event name the file makes. */
  readonly stamp: string;
  /** The running app's address; read it (and the three below) in the tests and in the seed. */
  readonly url: string;
  readonly app: RunningApp;
  readonly mailbox: Mailbox;
  readonly browser: Browser;
  /** Takes the worker's stack, then makes what the file's tests share (accounts, events, a game played). */
  start: (seed: () => Promise<void>) => void;
  /** The next client address of the worker, never another file's. */
  nextIp: () => string;
  /** `<local>-<stamp>@example.com`. */
  email: (local: string) => string;
  /** Signs up `email(local)` through the API, from the next address. */
  register: (local: string, name: string) => Promise<LoginResponse>;
  /** Signs up `email(local)` and joins the event with it, from the next address. */
  join: (eventName: string, local: string, name: string) => Promise<ApiPlayer>;
  /**
   * A page in a context of its own, signed in with `tokens` when given; a phone has touch. Downloads are
   * accepted (Playwright's default, set here for the files that read the exports).
   */
  newPage: (
    viewport: { width: number; height: number },
    tokens?: LoginResponse,
    phone?: boolean,
  ) => Promise<Page>;
}

/**
 * A file's game setup, made at the top of the file. Its `start` (called once, at the file's top level)
 * hands it the worker's stack in a beforeAll that has 4 minutes for what `seed` makes, and closes the
 * file's browser contexts in an afterAll.
 */
export function gameFile(): GameFile {
  const stamp = uniqueStamp();
  let stack: FileStack | undefined;
  const running = (): FileStack => {
    if (!stack) throw new Error('the stack is not started yet: use the file in its tests or in its seed');
    return stack;
  };
  const file: GameFile = {
    stamp,
    get url() {
      return running().app.url;
    },
    get app() {
      return running().app;
    },
    get mailbox() {
      return running().mailbox;
    },
    get browser() {
      return running().browser;
    },
    start: (seed) =>
      withStack(240_000, async (fileStack) => {
        stack = fileStack;
        await seed();
      }),
    nextIp,
    email: (local) => `${local}-${stamp}@example.com`,
    register: (local, name) =>
      registerThroughApi(file.url, file.mailbox, file.email(local), name, file.nextIp()),
    join: (eventName, local, name) =>
      joinThroughApi(file.url, file.mailbox, eventName, {
        email: file.email(local),
        name,
        ip: file.nextIp(),
      }),
    newPage: async (viewport, tokens, phone = false) => {
      const context = await file.browser.newContext({
        viewport,
        acceptDownloads: true,
        ...(phone ? { hasTouch: true, isMobile: true } : {}),
      });
      const page = await context.newPage();
      if (tokens) await storeSession(page, file.url, tokens);
      return page;
    },
  };
  return file;
}
