import { mkdirSync } from 'node:fs';
import { messages } from '@hoogo/core';
import { expect, type Page } from '@playwright/test';
import type { ApiPlayer } from '../support/api.js';
import { axe, report } from '../support/axe.js';
import { gameFile } from '../support/game-file.js';
import { grid } from '../support/grid.js';
import { selfie } from '../support/selfie.js';
import { test } from '../support/stack.js';

/**
 * The game's time (docs/decisions/0079-the-games-time.md) as the room meets it: a host sets when
 * connections close on the management screen; a 1920x1080 board and a 390x844 phone count down; the
 * host closes connections now while a connection waits offline on the phone; back online, the phone
 * is told why it was not sent, its empty cells are locked, the server refuses any other connection, and
 * the board says connections are closed; opened again from the remote on the host's phone, the phone
 * takes connections. Screenshots go to
 * /tmp/schedule-shots to be looked at.
 */

const s = messages.schedule;
const t = messages.play;
const SHOTS = '/tmp/schedule-shots';
const setup = gameFile();
const { stamp } = setup;
const eventName = `Schedule-${stamp}`;
let organiser: Awaited<ReturnType<typeof setup.register>>;
let player: ApiPlayer;
let other: ApiPlayer;

setup.start(async () => {
  organiser = await setup.register('schedule-host', 'Hana Host');
  await setup.createEvent(organiser.access_token, eventName, { grid });
  player = await setup.join(eventName, 'schedule-player', 'Pia Player');
  other = await setup.join(eventName, 'schedule-other', 'Otto Other');
  await setup.connect(eventName, other, [0, 0]);
});

/** A time `minutes` from now as the page's own `datetime-local` inputs write it (its time zone). */
const localInput = (page: Page, minutes: number) =>
  page.evaluate((ms) => {
    const at = new Date(Date.now() + ms);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, minutes * 60_000);

test('connections close by the schedule: counted down, closed now, a queued connection told why', async () => {
  test.setTimeout(150_000);
  mkdirSync(SHOTS, { recursive: true });

  const board = await setup.newPage({ width: 1920, height: 1080 });
  await board.goto(`${setup.url}/${eventName}/leaderboard`);
  await expect(board.getByRole('heading', { level: 1, name: eventName })).toBeVisible();

  const phone = await setup.newPage({ width: 390, height: 844 }, player.tokens, true);
  await phone.goto(`${setup.url}/${eventName}/`);
  await expect(phone.getByRole('group', { name: t.gridLabel })).toBeVisible();
  await phone.getByRole('button', { name: t.rulesClose }).click();
  await expect(phone.getByText(t.eventCounts(2, 1))).toBeVisible();

  // The host, on the management screen: connections close in ten minutes.
  const host = await setup.newPage({ width: 1280, height: 900 }, organiser, false);
  await host.goto(`${setup.url}/dashboard/${eventName}/`);
  const schedule = host.getByRole('region', { name: s.title });
  const closeField = schedule.getByLabel(s.connectionsCloseLabel);
  await expect(closeField).toBeEnabled();
  await closeField.fill(await localInput(host, 10));
  await schedule.getByRole('button', { name: s.save }).click();
  await expect(host.getByText(s.saved)).toBeVisible();
  expect(await axe(host), report(await axe(host))).toEqual([]);
  await schedule.scrollIntoViewIfNeeded();
  await host.screenshot({ path: `${SHOTS}/host-schedule-1280.png` });

  // The board and the phone count down, by their own clock, within a second of the save.
  const countdown = /^Connections close in (9:[0-5]\d|10:00)$/;
  await expect(board.getByRole('timer')).toHaveText(countdown, { timeout: 2_000 });
  const chipSize = await board
    .getByRole('timer')
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  expect(chipSize).toBeGreaterThanOrEqual(30);
  await board.screenshot({ path: `${SHOTS}/board-countdown-1920.png` });
  await expect(phone.getByRole('timer')).toHaveText(countdown, { timeout: 2_000 });
  await phone.screenshot({ path: `${SHOTS}/phone-countdown-390.png` });

  // On the phone, a connection is made while the Wi-Fi is gone: it waits in the outbox.
  await phone.getByRole('button', { name: t.cellEmpty('B', 1, 'A') }).tap();
  const dialog = phone.getByRole('dialog');
  await dialog.getByLabel(t.nameLabel).fill('Ada');
  await dialog
    .locator('input[type="file"]')
    .last()
    .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfie('#3355aa') });
  await expect(dialog.getByRole('img', { name: t.photoPreview })).toBeVisible();
  await dialog.getByLabel(t.descriptionLabel).fill('Talked about the keynote');
  await phone.context().setOffline(true);
  await dialog.getByRole('button', { name: t.submit }).tap();
  await expect(phone.getByRole('button', { name: t.cellWaiting('B', 1, 'Ada') })).toBeVisible();

  // Meanwhile the host closes connections now, asked once more.
  await schedule.getByRole('button', { name: s.closeNow }).click();
  const confirm = host.getByRole('dialog', { name: s.closeNowTitle });
  await confirm.getByRole('button', { name: s.closeNow }).click();
  await expect(schedule.getByRole('status')).toHaveText(/^Connections closed at /);
  await expect(schedule.getByRole('button', { name: s.reopen })).toBeVisible();

  // The server keeps the time, not the clients: any new connection is refused.
  await expect(setup.connect(eventName, other, [0, 1])).rejects.toThrow(s.connectionsClosed);

  // Back online, the queued connection is sent, refused, and the phone says why; the cells are locked.
  await phone.context().setOffline(false);
  // Said in a toast and kept in the notice above the grid (the page's main region).
  await expect(phone.getByRole('main').getByText(t.notSent('A', s.connectionsClosed))).toBeVisible({
    timeout: 30_000,
  });
  await expect(phone.getByTestId('connections-closed')).toHaveText(s.connectionsClosed);
  await expect(phone.getByRole('button', { name: t.cellClosed('I', 1, 'B') })).toBeDisabled();
  await expect(phone.getByRole('button', { name: messages.play.retry })).toHaveCount(0);
  expect(await axe(phone), report(await axe(phone))).toEqual([]);
  await phone.screenshot({ path: `${SHOTS}/phone-closed-390.png`, fullPage: true });

  await expect(board.getByTestId('board-schedule')).toHaveText(s.closedShort);
  await board.screenshot({ path: `${SHOTS}/board-closed-1920.png` });
  await board.setViewportSize({ width: 3840, height: 2160 });
  await expect(board.getByTestId('board-schedule')).toBeVisible();
  await board.screenshot({ path: `${SHOTS}/board-closed-3840.png` });

  // Opened again from the remote in the host's hand: the phone's cells take connections once more, the
  // board's line goes, and the management screen follows.
  const remote = await setup.newPage({ width: 390, height: 844 }, organiser, true);
  await remote.goto(`${setup.url}/dashboard/${eventName}/remote`);
  const connections = remote.getByRole('region', { name: s.connectionsTitle });
  await expect(connections.getByRole('status')).toHaveText(/^Connections closed at /);
  await connections.scrollIntoViewIfNeeded();
  expect(await axe(remote), report(await axe(remote))).toEqual([]);
  await remote.screenshot({ path: `${SHOTS}/remote-closed-390.png` });
  await connections.getByRole('button', { name: s.reopen }).tap();
  await expect(connections.getByRole('status')).toHaveText(s.open);
  await expect(schedule.getByRole('button', { name: s.closeNow })).toBeVisible();
  await expect(phone.getByRole('button', { name: t.cellEmpty('I', 1, 'B') })).toBeEnabled({ timeout: 5_000 });
  await expect(phone.getByTestId('connections-closed')).toHaveCount(0);
  await expect(board.getByTestId('board-schedule')).toHaveCount(0);
  await setup.connect(eventName, other, [0, 1]);
});

test("a phone whose clock is three minutes fast counts down by the server's time", async () => {
  const closeAt = new Date(Date.now() + 90_000).toISOString();
  const set = await setup.request(
    `/api/hoogo/manage-event/${eventName}/schedule/`,
    { connections_close_at: closeAt },
    { method: 'PUT', token: organiser.access_token },
  );
  expect(set.status).toBe(200);

  const phone = await setup.newPage({ width: 390, height: 844 }, other.tokens, true);
  // The phone's own clock runs three minutes ahead: by it, connections closed a minute and a half ago.
  await phone.clock.install({ time: Date.now() + 180_000 });
  await phone.clock.resume();
  await phone.goto(`${setup.url}/${eventName}/`);
  await expect(phone.getByRole('group', { name: t.gridLabel })).toBeVisible();
  await phone.getByRole('button', { name: t.rulesClose }).click();
  await expect(phone.getByRole('timer')).toHaveText(/^Connections close in 1:[0-3]\d$/);
  await expect(phone.getByTestId('connections-closed')).toHaveCount(0);
  await expect(phone.getByRole('button', { name: t.cellEmpty('N', 1, 'C') })).toBeEnabled();

  const cleared = await setup.request(
    `/api/hoogo/manage-event/${eventName}/schedule/`,
    { connections_close_at: null },
    { method: 'PUT', token: organiser.access_token },
  );
  expect(cleared.status).toBe(200);
});
