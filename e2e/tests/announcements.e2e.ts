import { mkdirSync } from 'node:fs';
import { messages } from '@hoogo/core';
import { expect } from '@playwright/test';
import type { ApiPlayer } from '../support/api.js';
import { axe, report } from '../support/axe.js';
import { gameFile } from '../support/game-file.js';
import { grid } from '../support/grid.js';
import { test } from '../support/stack.js';

/**
 * Announcements (docs/decisions/0082-announcements.md): a host's remote on a 390x844 phone sends one;
 * a player's phone shows the banner and dismisses it (it stays dismissed after a reload); the 1920x1080
 * board, and a 3840x2160 one, show it large. The screenshots go to /tmp to be looked at.
 */

const t = messages.announcements;
const SHOTS = '/tmp/announce-shots';
const setup = gameFile();
const { stamp } = setup;
const eventName = `Announce-${stamp}`;
const TEXT = 'Lunch is served in the main hall: the keynote starts again at 2 pm';
/** 200 characters: the most an announcement may have. */
const LONGEST =
  'The closing keynote moves to the main hall at 4:30 pm. Please bring your phone: voting for the best ' +
  'networker opens right after the talk, and the three winners are announced on stage at 5:15 pm sharp!';
let organiser: Awaited<ReturnType<typeof setup.register>>;
let player: ApiPlayer;

setup.start(async () => {
  organiser = await setup.register('announce-host', 'Anna Host');
  await setup.createEvent(organiser.access_token, eventName, { grid });
  player = await setup.join(eventName, 'announce-player', 'Pia Player');
  await setup.connect(eventName, player, [0, 0]);
});

test('a remote on a phone sends an announcement: the phones show a banner, the big screens show it large', async () => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });

  // The projectors: the public board, signed out, at 1920x1080 and 3840x2160.
  const board = await setup.newPage({ width: 1920, height: 1080 });
  await board.goto(`${setup.url}/${eventName}/leaderboard`);
  await expect(board.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  const big = await setup.newPage({ width: 3840, height: 2160 });
  await big.goto(`${setup.url}/${eventName}/leaderboard`);
  await expect(big.getByRole('heading', { level: 1, name: eventName })).toBeVisible();

  // The player's phone, on the player page.
  const phone = await setup.newPage({ width: 390, height: 844 }, player.tokens, true);
  await phone.goto(`${setup.url}/${eventName}/`);
  await expect(phone.getByRole('group', { name: messages.play.gridLabel })).toBeVisible();
  // The rules open by themselves on the first visit: read, then closed.
  await phone.getByRole('button', { name: messages.play.rulesClose }).click();
  await expect(phone.getByText(messages.play.eventCounts(1, 1))).toBeVisible();

  // The host's remote: both screens are listed, so their sockets hear the event.
  const remote = await setup.newPage({ width: 390, height: 844 }, organiser, true);
  await remote.goto(`${setup.url}/dashboard/${eventName}/remote`);
  await expect(remote.getByRole('radio', { name: /^Screen / })).toHaveCount(2);
  const field = remote.getByRole('textbox', { name: t.label });
  await field.fill(TEXT);
  await expect(remote.getByTestId('announcement-count')).toHaveText(t.counter(200 - TEXT.length));
  await remote.getByRole('button', { name: t.send }).click();
  await expect(remote.getByTestId('announcement-sent')).toHaveText(t.sentStatus(TEXT));
  await expect(remote.getByTestId('announcement-list')).toContainText(TEXT);
  expect(await axe(remote), report(await axe(remote))).toEqual([]);
  await remote.getByRole('heading', { name: t.title }).scrollIntoViewIfNeeded();
  await remote.screenshot({ path: `${SHOTS}/remote-390.png` });

  // The big screens: large, over the board.
  const moment = board.getByTestId('announcement');
  await expect(moment).toBeVisible({ timeout: 2_000 });
  await expect(moment).toContainText(TEXT);
  const size = await moment
    .getByText(TEXT)
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  // Readable from the back of the room: at least 60 px on a 1080-line projector.
  expect(size).toBeGreaterThanOrEqual(60);
  await board.screenshot({ path: `${SHOTS}/board-1920.png` });
  await expect(big.getByTestId('announcement')).toContainText(TEXT);
  await big.screenshot({ path: `${SHOTS}/board-3840.png` });

  // The phone: a banner at the top, in the page's flow, covering no button.
  const banner = phone.getByRole('region', { name: t.bannerHeading });
  await expect(banner).toContainText(TEXT, { timeout: 2_000 });
  const bannerBox = await banner.boundingBox();
  const headingBox = await phone.getByRole('heading', { level: 1 }).boundingBox();
  expect(bannerBox && headingBox && bannerBox.y + bannerBox.height <= headingBox.y).toBe(true);
  expect(await axe(phone), report(await axe(phone))).toEqual([]);
  await phone.screenshot({ path: `${SHOTS}/phone-banner-390.png` });

  await banner.getByRole('button', { name: t.dismissLabel }).click();
  await expect(banner).toHaveCount(0);
  // Reloaded: the status comes again with the announcement, and it stays dismissed.
  await phone.reload();
  await expect(phone.getByText(messages.play.eventCounts(1, 1))).toBeVisible();
  await expect(phone.getByTestId('announcement-banner')).toHaveCount(0);

  // A new one shows again; withdrawn from the remote, it leaves the phone and the board.
  await field.fill('Raffle at the bar');
  await remote.getByRole('button', { name: t.send }).click();
  await expect(phone.getByTestId('announcement-banner')).toContainText('Raffle at the bar');
  await expect(board.getByTestId('announcement')).toContainText('Raffle at the bar');
  await remote.getByRole('button', { name: t.deleteLabel('Raffle at the bar') }).click();
  await expect(phone.getByTestId('announcement-banner')).toHaveCount(0);
  await expect(board.getByTestId('announcement')).toHaveCount(0);
  await expect(board.getByRole('heading', { level: 1, name: eventName })).toBeVisible();

  // The longest announcement still fits the projector's screen.
  await field.fill(LONGEST);
  await expect(remote.getByTestId('announcement-count')).toHaveText(t.counter(0));
  await remote.getByRole('button', { name: t.send }).click();
  const longest = board.getByTestId('announcement').getByText(LONGEST);
  await expect(longest).toBeVisible();
  const box = await longest.boundingBox();
  expect(box && box.y >= 0 && box.y + box.height <= 1080 && box.x >= 0 && box.x + box.width <= 1920).toBe(
    true,
  );
  await board.screenshot({ path: `${SHOTS}/board-longest-1920.png` });

  // The management screen's live controls list them too, with the same form; axe clean.
  await remote.goto(`${setup.url}/dashboard/${eventName}/`);
  const sentList = remote.getByTestId('announcement-list');
  await expect(sentList).toContainText(LONGEST);
  await expect(sentList).toContainText(TEXT);
  await expect(remote.getByRole('textbox', { name: t.label })).toBeVisible();
  expect(await axe(remote), report(await axe(remote))).toEqual([]);
  await remote.getByRole('heading', { name: t.title }).scrollIntoViewIfNeeded();
  await remote.screenshot({ path: `${SHOTS}/live-controls-390.png` });
});
