import type { CreatedEvent, LoginResponse } from '@hoogo/core';
import type { FormParts } from '@hoogo/testing/forms';
import type { Browser, Page } from '@playwright/test';
import {
  type ApiPlayer,
  type CallOptions,
  connectThroughApi,
  createEventThroughApi,
  joinThroughApi,
  registerThroughApi,
  request,
  updateEventThroughApi,
  uploadAttendeeListThroughApi,
} from './api.js';
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
  /**
   * Takes the worker's stack, then makes what the file's tests share (accounts, events, a game played),
   * within `timeoutMs` (4 minutes unless given).
   */
  start: (seed?: () => Promise<void>, timeoutMs?: number) => void;
  /** The next client address of the worker, never another file's. */
  nextIp: () => string;
  /** `<local>-<stamp>@example.com`. */
  email: (local: string) => string;
  /** Signs up `email(local)` through the API, from the next address. */
  register: (local: string, name: string) => Promise<LoginResponse>;
  /** Signs up `email(local)` and joins the event with it, from the next address. */
  join: (eventName: string, local: string, name: string) => Promise<ApiPlayer>;
  /** `request` (support/api.ts) to the running app: a JSON body, or a form in `options`. */
  request: <T>(path: string, body?: unknown, options?: CallOptions) => ReturnType<typeof request<T>>;
  /** `createEventThroughApi` on the running app: the event, with its grid and friend-code length when given. */
  createEvent: (
    token: string,
    name: string,
    setup?: { grid?: string[][]; codeDigits?: number },
  ) => Promise<CreatedEvent>;
  /** `updateEventThroughApi` on the running app, answering what the server answers. */
  updateEvent: (
    token: string,
    eventName: string,
    fields: FormParts,
  ) => ReturnType<typeof updateEventThroughApi>;
  /** `uploadAttendeeListThroughApi` on the running app: answers the list's id. */
  uploadAttendees: (
    token: string,
    name: string,
    people: ReadonlyArray<{ name: string; ticket: string }>,
  ) => Promise<string>;
  /** `connectThroughApi` on the running app: fills the player's cell (row x, column y). */
  connect: (
    eventName: string,
    player: ApiPlayer,
    cell: [number, number],
    connection?: Parameters<typeof connectThroughApi>[4],
  ) => Promise<void>;
  /** Types `email` on the login screen open in `page` and asks for a code: answers the code mailed to it. */
  askCode: (page: Page, email: string) => Promise<string>;
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
 * hands it the worker's stack in a beforeAll that has 4 minutes (or as long as it is told) for what `seed`
 * makes, and closes the file's browser contexts in an afterAll.
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
    start: (seed, timeoutMs = 240_000) =>
      withStack(timeoutMs, async (fileStack) => {
        stack = fileStack;
        await seed?.();
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
    request: (path, body, options = {}) => request(file.url, path, body, options),
    createEvent: (token, name, setup) => createEventThroughApi(file.url, token, name, setup),
    updateEvent: (token, eventName, fields) => updateEventThroughApi(file.url, token, eventName, fields),
    uploadAttendees: (token, name, people) => uploadAttendeeListThroughApi(file.url, token, name, people),
    connect: (eventName, player, cell, connection = {}) =>
      connectThroughApi(file.url, eventName, player, cell, connection),
    askCode: async (page, email) => {
      const before = file.mailbox.count();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Generate OTP' }).click();
      return file.mailbox.nextCode(email, before);
    },
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
