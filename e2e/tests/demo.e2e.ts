import { type EventInfo, type LoginResponse, messages } from '@hoogo/core';
import { expect } from '@playwright/test';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { grid } from '../support/grid.js';
import { test } from '../support/stack.js';

/*
 * Demo events (docs/product.md, "Demo events"): one click on the dashboard creates a demo whose simulated
 * players join at once (the first four within about three seconds of its start, whatever its seed), the
 * big screen fills with them and says it is a demo, a real event of the same host is untouched, and one
 * click (with its confirmation) deletes it.
 */

const setup = gameFile();
const { newPage } = setup;
const realEvent = `RealNight-${setup.stamp}`;
const d = messages.demo;

let host: LoginResponse;

setup.start(async () => {
  host = await setup.register('demo-host', 'Dee Host');
  await setup.createEvent(host.access_token, realEvent, { grid, codeDigits: 3 });
});

const info = (name: string) =>
  setup.request<EventInfo>(`/api/hoogo/manage-event/${encodeURIComponent(name)}/get-info/`, undefined, {
    token: host.access_token,
  });

test('a host starts a demo in one click, the big screen fills with simulated players, one click deletes it', async () => {
  const dashboard = await newPage({ width: 1280, height: 900 }, host);
  await dashboard.goto(`${setup.url}/dashboard`);
  await dashboard.getByRole('button', { name: d.tryDemo }).click();

  // The demo's management screen opens, marked as a demo.
  await expect(dashboard).toHaveURL(/\/dashboard\/Demo-[A-Za-z]+-\d{4}\/?$/);
  const demoName = decodeURIComponent(new URL(dashboard.url()).pathname.split('/')[2]!);
  await expect(dashboard.getByRole('heading', { name: demoName })).toBeVisible();
  await expect(dashboard.getByTestId('demo-badge').first()).toBeVisible();
  await expect(dashboard.getByText(d.managementBanner)).toBeVisible();
  const demo = await info(demoName);
  expect(demo.status).toBe(200);
  expect(demo.body.response.demo).toBe(true);
  expect(demo.body.response.role).toBe('Owner');

  // The big screen, as the public sees it: a demo, filling with players.
  const board = await newPage({ width: 1920, height: 1080 });
  await board.goto(`${setup.url}/${demoName}/leaderboard`);
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
  await preview.goto(`${setup.url}/${demoName}/`);
  await expect(preview.getByText(d.playerBanner)).toBeVisible();

  // Nothing of it reaches the host's real event.
  const real = await newPage({ width: 1366, height: 768 });
  await real.goto(`${setup.url}/${realEvent}/leaderboard`);
  await expect(real.getByRole('heading', { name: realEvent })).toBeVisible();
  await expect(real.getByTestId('participant-count')).toHaveText('0');
  await expect(real.getByTestId('demo-badge')).toHaveCount(0);
  expect((await info(realEvent)).body.response.demo).not.toBe(true);

  // Deleted from the dashboard, with one confirmation.
  await dashboard.goto(`${setup.url}/dashboard`);
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
