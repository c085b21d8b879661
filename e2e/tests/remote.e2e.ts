import { messages, type PlayerRegistration } from '@hoogo/core';
import { expect } from '@playwright/test';
import type { ApiPlayer } from '../support/api.js';
import { axe, report } from '../support/axe.js';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { grid } from '../support/grid.js';
import { test } from '../support/stack.js';
import { nextIp } from '../support/unique.js';

/**
 * The hosts' remote (docs/decisions/0080-the-remote.md): a host's phone at 390x844 drives the big screen
 * at 1920x1080 in another context: pages, the QR, the screen's name; the leaders stay pinned above the
 * pages; the remote is axe clean.
 */

const r = messages.remote;
const v = messages.venue;
const setup = gameFile();
const { stamp } = setup;
const eventName = `Remote-${stamp}`;
const PLAYERS = 24;
let organiser: Awaited<ReturnType<typeof setup.register>>;

setup.start(async () => {
  organiser = await setup.register('remote-host', 'Rémi Remote');
  const people = Array.from({ length: PLAYERS }, (_, i) => ({
    name: `Player ${String(i + 1).padStart(2, '0')}`,
    ticket: `R${stamp}-${String(i).padStart(3, '0')}`,
  }));
  // The players join through an attendee list and their ticket codes: no sign-up mails.
  const listId = await setup.uploadAttendees(organiser.access_token, `Remote attendees ${stamp}`, people);
  await setup.createEvent(organiser.access_token, eventName, { grid });
  const linked = await setup.updateEvent(organiser.access_token, eventName, [
    ['mmp_event_id', listId],
    ['play_with_ticket_code', 'true'],
  ]);
  if (linked.status !== 200) throw new Error(`event update failed: ${JSON.stringify(linked.body)}`);
  const joined: PlayerRegistration[] = [];
  for (const person of people) {
    const res = await setup.request<PlayerRegistration>(
      `/api/hoogo/manage-game/${eventName}/validate-ticket-code/`,
      { ticket_code: person.ticket },
      { clientIp: nextIp() },
    );
    if (res.status !== 200) throw new Error(`join failed: ${JSON.stringify(res.body)}`);
    joined.push(res.body.response);
  }
  // Three leaders: Player 01 with 3 connections, 02 with 2, 03 with 1.
  for (const [index, cells] of [3, 2, 1].entries()) {
    const player = { registration: joined[index], ip: nextIp(), tokens: organiser } as ApiPlayer;
    for (let y = 0; y < cells; y += 1) await setup.connect(eventName, player, [0, y]);
  }
});

test('a remote on a phone drives the big screen: pages, QR, name; the leaders stay pinned', async () => {
  test.setTimeout(120_000);
  // The projector: the public board, signed out.
  const boardContext = await setup.browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const board = await boardContext.newPage();
  await board.goto(`${setup.url}/${eventName}/leaderboard`);
  await expect(board.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  const leaders = board.getByTestId('pinned-leaders');
  await expect(leaders.getByTestId('player-name')).toHaveText(['Player 01', 'Player 02', 'Player 03']);
  const indicator = board.getByTestId('page-indicator');
  await expect(indicator).toHaveText(/^Page 1 of \d+$/);
  const pages = Number((await indicator.textContent())?.match(/of (\d+)/)?.[1]);
  expect(pages).toBeGreaterThan(1);
  // No control for the audience.
  await expect(board.getByTestId('host-controls-button')).toHaveCount(0);

  const phone = await setup.newPage({ width: 390, height: 844 }, organiser, true);
  await phone.goto(`${setup.url}/dashboard/${eventName}/remote`);
  await expect(phone.getByRole('heading', { level: 1, name: r.title(eventName) })).toBeVisible();
  const listed = phone.getByRole('radio', { name: /^Screen / });
  await expect(listed).toHaveCount(1);
  expect(await axe(phone), report(await axe(phone))).toEqual([]);

  // Pause first: the page clock must not move the page while the remote does.
  await phone.getByRole('button', { name: r.pause }).click();
  await phone.getByRole('button', { name: r.nextPage }).click();
  await expect(indicator).toHaveText(v.pageOf(2, pages), { timeout: 1_500 });
  await expect(leaders.getByTestId('player-name')).toHaveText(['Player 01', 'Player 02', 'Player 03']);
  await phone.getByRole('button', { name: r.hideQr }).click();
  await expect(board.getByTestId('join-qr')).toBeHidden({ timeout: 1_500 });
  await board.screenshot({ path: `${SHOTS_DIR}/remote-board-page2-no-qr-1920.png` });

  // The screen is named from the remote: its name comes back from the board.
  await listed.check();
  await phone.getByRole('textbox', { name: r.screenName }).fill('Main hall');
  await phone.getByRole('button', { name: r.rename }).click();
  await expect(phone.getByRole('radio', { name: 'Main hall' })).toBeVisible();
  await phone.getByRole('button', { name: r.showQr }).click();
  await expect(board.getByTestId('join-qr')).toBeVisible({ timeout: 1_500 });
  await phone.getByRole('button', { name: r.top }).click();
  await expect(indicator).toHaveText(v.pageOf(1, pages), { timeout: 1_500 });
  // The lobby slide, with players already on the board, while the room is still arriving.
  await phone.getByRole('button', { name: r.showLobby }).click();
  await expect(board.getByTestId('lobby')).toBeVisible({ timeout: 1_500 });
  await expect(board.getByTestId('join-qr')).toBeVisible();
  await board.screenshot({ path: `${SHOTS_DIR}/remote-board-lobby-1920.png` });
  await phone.getByRole('button', { name: r.hideLobby }).click();
  await expect(board.getByTestId('lobby')).toHaveCount(0, { timeout: 1_500 });
  await phone.screenshot({ path: `${SHOTS_DIR}/remote-phone-390.png`, fullPage: true });
  await board.screenshot({ path: `${SHOTS_DIR}/remote-board-page1-1920.png` });
  expect(await axe(phone), report(await axe(phone))).toEqual([]);

  // The name survives a reload of the projector's page.
  await board.reload();
  await expect(phone.getByRole('radio', { name: 'Main hall' })).toBeVisible();
  await boardContext.close();
});
