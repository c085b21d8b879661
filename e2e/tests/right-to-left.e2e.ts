import { mkdirSync } from 'node:fs';
import { messages } from '@hoogo/core';
import { expect, type Page } from '@playwright/test';
import type { ApiPlayer } from '../support/api.js';
import { gameFile } from '../support/game-file.js';
import { grid } from '../support/grid.js';
import { test } from '../support/stack.js';

/**
 * The pages lay out by start and end (docs/decisions/0085-the-readers-locale.md), so a right-to-left
 * language needs no redesign: with `dir="rtl"` on the page, the player's grid, the management screen and
 * the big screen mirror (B on the right, the board's QR column on the left), nothing spills sideways at
 * 360 px, and addresses and codes still read left to right. Screenshots go to /tmp/rtl-shots to be looked at.
 */

const t = messages.play;
const SHOTS = '/tmp/rtl-shots';
const setup = gameFile();
const eventName = `Mirror-${setup.stamp}`;
let organiser: Awaited<ReturnType<typeof setup.register>>;
let player: ApiPlayer;

setup.start(async () => {
  organiser = await setup.register('rtl-host', 'Rana Host');
  await setup.createEvent(organiser.access_token, eventName, { grid });
  player = await setup.join(eventName, 'rtl-player', 'Pia Player');
  await setup.connect(eventName, player, [0, 0]);
});

/** Every page of the context opens right to left, as a page in Arabic or Hebrew would. */
const rightToLeft = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => document.documentElement.setAttribute('dir', 'rtl'));
  });

/** How far the page spills past the viewport's sides, in px (0: it does not). */
const spill = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const centreX = async (page: Page, name: string | RegExp) => {
  const box = await page.getByRole('button', { name }).first().boundingBox();
  if (!box) throw new Error(`no box for ${name}`);
  return box.x + box.width / 2;
};

test('the player page, the management screen and the board mirror right to left at 360 px and 1920', async () => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });

  const phone = await setup.newPage({ width: 360, height: 780 }, player.tokens, true);
  await rightToLeft(phone);
  await phone.goto(`${setup.url}/${eventName}/`);
  await expect(phone.getByRole('group', { name: t.gridLabel })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const rules = phone.getByRole('dialog', { name: t.rulesTitle });
  await expect(rules).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/phone-rules-360.png` });
  await rules.getByRole('button', { name: t.rulesClose }).click();

  // B (the first column) is on the right, O on the left; the filled cell too.
  const b = await centreX(phone, t.cellFilled('B', 1, 'Alex'));
  const o = await centreX(phone, t.cellEmpty('O', 1, 'E'));
  expect(b).toBeGreaterThan(o);
  expect(await spill(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/phone-grid-360.png`, fullPage: true });

  // The connection form: its fields and buttons stay on screen.
  await phone.getByRole('button', { name: t.cellEmpty('I', 1, 'B') }).tap();
  const dialog = phone.getByRole('dialog');
  await expect(dialog.getByLabel(t.nameLabel)).toBeVisible();
  expect(await spill(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/phone-form-360.png` });

  const host = await setup.newPage({ width: 360, height: 780 }, organiser, true);
  await rightToLeft(host);
  await host.goto(`${setup.url}/dashboard/${eventName}/`);
  await expect(host.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  expect(await spill(host)).toBeLessThanOrEqual(0);
  await host.screenshot({ path: `${SHOTS}/management-360.png`, fullPage: true });

  const board = await setup.newPage({ width: 1920, height: 1080 });
  await rightToLeft(board);
  await board.goto(`${setup.url}/${eventName}/leaderboard`);
  const title = board.getByRole('heading', { level: 1, name: eventName });
  await expect(title).toBeVisible();
  const qr = await board.getByTestId('join-qr').boundingBox();
  const titleBox = await title.boundingBox();
  // The QR's column, on the end side, is now on the left; the title on the right.
  expect(qr && titleBox && qr.x < titleBox.x).toBe(true);
  // An address reads left to right in any language.
  await expect(board.getByTestId('short-link')).toHaveAttribute('dir', 'ltr');
  expect(await spill(board)).toBeLessThanOrEqual(0);
  await board.screenshot({ path: `${SHOTS}/board-1920.png` });
});
