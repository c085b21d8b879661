import { type EventInfo, type LoginResponse, messages } from '@hoogo/core';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createEventThroughApi, registerThroughApi, request } from '../support/api.js';
import type { RunningApp } from '../support/app.js';
import { SHOTS_DIR } from '../support/browser.js';
import { grid } from '../support/grid.js';
import type { Mailbox } from '../support/mailbox.js';
import { storeSession } from '../support/session.js';
import { withStack } from '../support/stack.js';

/*
 * Demo events (docs/product.md, Demo events): one click on the dashboard creates a demo whose simulated
 * players join at once (the first four within about three seconds of its start, whatever its seed), the
 * big screen fills with them and says it is a demo, a real event of the same host is untouched, and one
 * click (with its confirmation) deletes it.
 */

let mailbox: Mailbox;
let app: RunningApp;
let browser: Browser;

const stamp = `${Date.now()}`.slice(-6);
const realEvent = `RealNight-${stamp}`;
const d = messages.demo;

let host: LoginResponse;

withStack({ TRUST_PROXY: '127.0.0.1' }, 240_000, async (stack) => {
  ({ mailbox, app, browser } = stack);
  host = await registerThroughApi(app.url, mailbox, `demo-host-${stamp}@example.com`, 'Dee Host', '10.0.8.1');
  await createEventThroughApi(app.url, host.access_token, realEvent, { grid, codeDigits: 3 });
});

async function newPage(viewport: { width: number; height: number }, tokens?: LoginResponse): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  if (tokens) await storeSession(page, app.url, tokens);
  return page;
}

const info = (name: string) =>
  request<EventInfo>(app.url, `/api/hoogo/manage-event/${encodeURIComponent(name)}/get-info/`, undefined, {
    token: host.access_token,
  });

test('a host starts a demo in one click, the big screen fills with simulated players, one click deletes it', async () => {
  const dashboard = await newPage({ width: 1280, height: 900 }, host);
  await dashboard.goto(`${app.url}/dashboard`);
  await dashboard.getByRole('button', { name: d.tryDemo }).click();

  // The demo's management screen opens, marked as a demo.
  await expect(dashboard).toHaveURL(/\/dashboard\/Demo-[A-Za-z]+-\d{4}$/);
  const demoName = decodeURIComponent(new URL(dashboard.url()).pathname.split('/').pop()!);
  await expect(dashboard.getByRole('heading', { name: demoName })).toBeVisible();
  await expect(dashboard.getByTestId('demo-badge').first()).toBeVisible();
  await expect(dashboard.getByText(d.managementBanner)).toBeVisible();
  const demo = await info(demoName);
  expect(demo.status).toBe(200);
  expect(demo.body.response.demo).toBe(true);
  expect(demo.body.response.role).toBe('Owner');

  // The big screen, as the public sees it: a demo, filling with players.
  const board = await newPage({ width: 1920, height: 1080 });
  await board.goto(`${app.url}/${demoName}/leaderboard`);
  await expect(board.getByTestId('demo-badge')).toHaveText(d.boardBanner);
  await expect
    .poll(() => board.getByTestId('game-row').count(), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(4);
  await expect
    .poll(async () => Number(await board.getByTestId('participant-count').textContent()), { timeout: 5_000 })
    .toBeGreaterThanOrEqual(4);
  await board.screenshot({ path: `${SHOTS_DIR}/demo-board-1920.png` });

  // The player page says it too (here the host's preview of it).
  const preview = await newPage({ width: 390, height: 844 }, host);
  await preview.goto(`${app.url}/${demoName}/`);
  await expect(preview.getByText(d.playerBanner)).toBeVisible();

  // Nothing of it reaches the host's real event.
  const real = await newPage({ width: 1366, height: 768 });
  await real.goto(`${app.url}/${realEvent}/leaderboard`);
  await expect(real.getByRole('heading', { name: realEvent })).toBeVisible();
  await expect(real.getByTestId('participant-count')).toHaveText('0');
  await expect(real.getByTestId('demo-badge')).toHaveCount(0);
  expect((await info(realEvent)).body.response.demo).not.toBe(true);

  // Deleted from the dashboard, with one confirmation.
  await dashboard.goto(`${app.url}/dashboard`);
  const card = dashboard.getByRole('listitem').filter({ hasText: demoName });
  await expect(card.getByTestId('demo-badge')).toBeVisible();
  await expect(
    dashboard.getByRole('listitem').filter({ hasText: realEvent }).getByTestId('demo-badge'),
  ).toHaveCount(0);
  await dashboard.getByRole('button', { name: `${d.deleteDemo} ${demoName}` }).click();
  const confirm = dashboard.getByRole('dialog', { name: d.deleteTitle });
  await confirm.getByRole('button', { name: d.deleteDemo }).click();
  await expect(confirm).not.toBeAttached();
  await expect(dashboard.getByRole('button', { name: `${d.deleteDemo} ${demoName}` })).toHaveCount(0);
  expect((await info(demoName)).status).toBe(404);
  // The real event stays.
  await expect(dashboard.getByText(realEvent).first()).toBeVisible();
  expect((await info(realEvent)).status).toBe(200);
});
