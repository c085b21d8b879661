import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { type LoginResponse, messages } from '@hoogo/core';
import { type LoopbackS3, startLoopbackS3 } from '@hoogo/testing/s3';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { type ApiPlayer, createEventThroughApi, joinThroughApi, registerThroughApi } from '../support/api.js';
import { type RunningApp, startApp } from '../support/app.js';
import { SHOTS_DIR } from '../support/browser.js';
import { grid } from '../support/grid.js';
import { Mailbox } from '../support/mailbox.js';
import { createSharedDatabase, type SharedDatabase } from '../support/postgres.js';
import { INSTANCE_COOKIE, InstanceProxy } from '../support/proxy.js';
import { selfie } from '../support/selfie.js';
import { storeSession } from '../support/session.js';
import { test } from '../support/stack.js';
import { nextIp, uniqueStamp } from '../support/unique.js';

/*
 * Scaled mode (README, Scaled mode; docs/operations.md, "Several instances"): two instances A and B behind a
 * reverse proxy that passes WebSocket upgrades, sharing one PostgreSQL database, one Redis and one S3
 * bucket. A player's phone is served by A, the big screen by B: the connection made on A reaches B's
 * screen live (through Redis), and its selfie, stored in the bucket by A, is served to the big screen by B.
 * The proxy routes each browser context by a cookie the test sets, and logs which instance served what.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (process.env.CI === 'true' && (!databaseUrl || !redisUrl)) {
  throw new Error('CI=true but TEST_DATABASE_URL or TEST_REDIS_URL is not set: scaled mode must be tested');
}
test.skip(!databaseUrl || !redisUrl, 'needs TEST_DATABASE_URL and TEST_REDIS_URL: the instances share them');

const stamp = uniqueStamp();
const eventName = `Scaled-${stamp}`;
const PLAYER = 'Pia Phone';
const MET = 'Aaron Sky';

let browser: Browser;
let mailbox: Mailbox | undefined;
let s3: LoopbackS3 | undefined;
let database: SharedDatabase | undefined;
let proxy: InstanceProxy | undefined;
const instances: RunningApp[] = [];
let pia: ApiPlayer;
let ben: ApiPlayer;

/** The proxy, once started. */
const front = (): InstanceProxy => {
  if (!proxy) throw new Error('the proxy is not started');
  return proxy;
};

/**
 * Redis with a database index of the test's own: the rate-limit counters (per address) of tests run at
 * the same time stay apart; the live bus's channels are per event, whatever the index.
 */
function ownRedisDatabase(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/7';
  return parsed.toString();
}

// Apps of its own, not the worker's (support/stack.ts): its subject is the scaled mode itself, two instances
// on PostgreSQL, Redis and a bucket, which the worker's embedded-database app is not
// (docs/decisions/0075-e2e-one-app-per-worker.md).
test.beforeAll(async ({ browser: workerBrowser }) => {
  // Two starts one after the other (the first migrates the new database), each up to 3 min when busy.
  test.setTimeout(420_000);
  browser = workerBrowser;
  mailbox = new Mailbox();
  await mailbox.start();
  s3 = await startLoopbackS3();
  database = await createSharedDatabase(databaseUrl!);
  proxy = await InstanceProxy.start();
  const env = {
    SMTP_URL: mailbox.url,
    DATABASE_URL: database.url,
    REDIS_URL: ownRedisDatabase(redisUrl!),
    JWT_SECRET: `e2e-scaled-${randomBytes(16).toString('hex')}`,
    PUBLIC_URL: proxy.url,
    TRUST_PROXY: '127.0.0.1',
    ...s3.env,
  };
  // Each instance has a data folder of its own (startApp): nothing but the bucket holds media.
  for (const name of ['a', 'b']) {
    const app = await startApp(env);
    instances.push(app);
    proxy.route(name, app.url);
  }

  // The organiser's and players' accounts go through the proxy in turn (A, B, A, ...): the sign-in code
  // one instance mailed is checked by the other, in the shared database.
  const organiser: LoginResponse = await registerThroughApi(
    proxy.url,
    mailbox,
    `scaled-host-${stamp}@example.com`,
    'Sam Host',
    nextIp(),
  );
  await createEventThroughApi(proxy.url, organiser.access_token, eventName, { grid, codeDigits: 3 });
  const join = (local: string, name: string) =>
    joinThroughApi(front().url, mailbox!, eventName, {
      email: `${local}-${stamp}@example.com`,
      name,
      ip: nextIp(),
    });
  pia = await join('scaled-pia', PLAYER);
  ben = await join('scaled-ben', 'Ben Board');
});

test.afterAll(async () => {
  for (const context of browser?.contexts() ?? []) await context.close();
  await proxy?.stop();
  for (const app of instances) await app.stop();
  await database?.drop();
  await s3?.destroy();
  await mailbox?.stop();
});

/** A browser context whose every request (pages, API, sockets, images) the proxy sends to `instance`. */
async function contextOn(
  instance: 'a' | 'b',
  options: Parameters<Browser['newContext']>[0],
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addCookies([{ name: INSTANCE_COOKIE, value: instance, url: front().url }]);
  return context;
}

/** Whether an image has loaded (a broken or pending one has no natural width). */
const loaded = (image: ReturnType<Page['locator']>) =>
  expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth));

test('a player on instance A, the big screen on instance B: the connection, its selfie and the live update arrive', async () => {
  const url = front().url;

  // The big screen, served by B.
  const board = await (await contextOn('b', { viewport: { width: 1920, height: 1080 } })).newPage();
  await board.goto(`${url}/${eventName}/leaderboard`);
  const row = board.getByTestId('game-row').filter({ hasText: PLAYER });
  await expect(row.getByTitle(messages.leaderboard.connectionsBadge(0))).toBeVisible();

  // The player, on a 390x844 phone served by A, fills the first cell with Ben's friend code and a selfie.
  const phone = await (
    await contextOn('a', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  ).newPage();
  await storeSession(phone, url, pia.tokens);
  await phone.goto(`${url}/${eventName}/`);
  const rules = phone.getByRole('dialog', { name: messages.play.rulesTitle });
  await rules.getByRole('button', { name: messages.play.rulesClose }).click();
  await phone.getByRole('button', { name: messages.play.cellEmpty('B', 1, grid[0]![0]!) }).click();
  const form = phone.getByRole('dialog', { name: messages.play.formTitle('A') });
  await form.getByLabel(messages.play.nameLabel).fill(MET);
  await form
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfie('#7c3aed') });
  await form.getByLabel(messages.play.codeLabel).fill(ben.registration.user_code!);
  await form.getByLabel(messages.play.descriptionLabel).fill('Runs the scaling meetup');
  await form.getByLabel(messages.selfies.consentLabel).check();
  await form.getByRole('button', { name: messages.play.submit }).click();
  await expect(form).not.toBeAttached();

  // The player's own card, on A, shows the connection and its selfie.
  const cell = phone.getByRole('button', { name: messages.play.cellFilled('B', 1, MET) });
  await expect(cell).toBeVisible();
  await loaded(cell.locator('img')).toBeGreaterThan(0);

  // The live update reaches B's screen: the row, the room's toast, and the gallery's selfie.
  await expect(row.getByTitle(messages.leaderboard.connectionsBadge(1))).toBeVisible();
  await expect(
    board.getByTestId('room-toast').filter({ hasText: messages.live.connected(PLAYER, MET) }),
  ).toBeVisible();
  const gallerySelfie = board
    .getByTestId('recent-images')
    .getByRole('img', { name: messages.venue.galleryCaption(PLAYER, MET) });
  await expect(gallerySelfie).toBeVisible();
  await loaded(gallerySelfie).toBeGreaterThan(0);
  await board.screenshot({ path: `${SHOTS_DIR}/multi-instance-board-b-1920.png` });
  // What each instance served, beside the screenshot: the first thing to read when this test fails.
  await writeFile(`${SHOTS_DIR}/multi-instance-proxy-log.json`, JSON.stringify(front().log, null, 1));

  // The selfie is an object of the bucket, which B read for the big screen (a private bucket is served
  // from /media/<key>, docs/operations.md): B's data folder never had it.
  const src = (await gallerySelfie.getAttribute('src')) ?? '';
  const key = /\/media\/([^?#]+)/.exec(src)?.[1];
  expect(key, `the gallery's image address: ${src}`).toBeTruthy();
  expect(s3!.has(key!), `object ${key} in the bucket`).toBe(true);
  expect(
    front()
      .served('b', `/media/${key}`)
      .map((entry) => entry.status),
  ).toContain(200);

  // Which instance served what: the upload went to A only, the big screen's socket to B only.
  // (The pages name the event by its id in these paths; the test's database holds this event alone.)
  const upload = '/user-input/';
  expect(
    front()
      .served('a', upload)
      .map((entry) => `${entry.method} ${entry.status}`),
  ).toEqual(['POST 200']);
  expect(front().served('b', upload)).toEqual([]);
  const boardSocket = '/leaderboard/';
  const sockets = (instance: string) =>
    front()
      .served(instance, boardSocket)
      .filter((entry) => entry.upgrade);
  expect(sockets('b').map((entry) => entry.status)).toContain(101);
  expect(sockets('a')).toEqual([]);
  expect(front().served('a', '/media/').length).toBeGreaterThan(0);
});
