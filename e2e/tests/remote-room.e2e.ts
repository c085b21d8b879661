import { type LoginResponse, messages } from '@hoogo/core';
import { expect } from '@playwright/test';
import type { ApiPlayer } from '../support/api.js';
import { axe, report } from '../support/axe.js';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { bingoCells, grid } from '../support/grid.js';
import { test } from '../support/stack.js';

/**
 * Running the room from the remote (docs/decisions/0080-the-remote.md): a host's 390x844 phone puts a
 * player and then a photo of the gallery in the spotlight on a 1920x1080 board in another context, and
 * starts voting (the confirmation counts the candidates) and stops it, then runs the finale (the podium,
 * the event in figures); the board follows each.
 */

const r = messages.remote;
const o = messages.organiserControls;
const setup = gameFile();
const eventName = `RemoteRoom-${setup.stamp}`;

let organiser: LoginResponse;
let anna: ApiPlayer;

setup.start(async () => {
  organiser = await setup.register('rr-host', 'Rhea Room');
  await setup.createEvent(organiser.access_token, eventName, { grid, codeDigits: 3 });
  anna = await setup.join(eventName, 'rr-anna', 'Anna Winner');
  const guests: ApiPlayer[] = [];
  for (let i = 0; i < bingoCells.length; i += 1) {
    guests.push(await setup.join(eventName, `rr-guest${i}`, `Guest ${i}`));
  }
  // Anna completes her card, one selfie of its own per connection (a colour each: the same bytes would be
  // one photo), each named after its cell's letter ("Alex").
  for (const [i, cell] of bingoCells.entries()) {
    await setup.connect(eventName, anna, cell, {
      code: guests[i]!.registration.user_code!,
      color: `#${(0x204060 + i * 0x0a0806).toString(16)}`,
    });
  }
});

test('a remote spotlights a player and a photo, runs voting and the finale on the board', async () => {
  test.setTimeout(150_000);
  const board = await setup.newPage({ width: 1920, height: 1080 });
  await board.goto(`${setup.url}/${eventName}/leaderboard`);
  await expect(board.getByRole('heading', { level: 1, name: eventName })).toBeVisible();

  const phone = await setup.newPage({ width: 390, height: 844 }, organiser, true);
  await phone.goto(`${setup.url}/dashboard/${eventName}/remote`);
  await expect(phone.getByRole('radio', { name: /^Screen / })).toHaveCount(1);

  // A player in the spotlight, then nobody.
  await phone.getByRole('combobox', { name: r.spotlight }).selectOption({ label: 'Anna Winner' });
  const spotlight = board.getByTestId('spotlight');
  await expect(spotlight).toContainText('Anna Winner', { timeout: 1_500 });
  await phone.getByRole('combobox', { name: r.spotlight }).selectOption({ label: r.nobody });
  await expect(spotlight).toBeHidden({ timeout: 1_500 });

  // A photo of the gallery: the remote offers the board's own photos, named as the board names them.
  const photos = phone.getByRole('region', { name: r.spotlightPhoto });
  const first = photos.getByRole('img').first();
  await expect(first).toHaveAccessibleName(/^Anna Winner & [A-Z]lex$/);
  const last = (await first.getAttribute('alt'))!;
  // A tap on the photo picks it, as on the phone.
  await first.tap();
  await expect(photos.getByRole('radio', { name: last })).toBeChecked();
  const photo = board.getByTestId('photo-spotlight');
  await expect(photo.getByRole('img', { name: last })).toBeVisible({ timeout: 1_500 });
  expect(await photo.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  await board.screenshot({ path: `${SHOTS_DIR}/remote-photo-spotlight-1920.png` });
  await phone.screenshot({ path: `${SHOTS_DIR}/remote-photos-390.png`, fullPage: true });
  expect(await axe(phone), report(await axe(phone))).toEqual([]);
  await photos.getByText(r.photoNone).tap();
  await expect(photo).toBeHidden({ timeout: 1_500 });

  // Voting, confirmed with the number of candidates: Anna alone completed her card.
  await phone.getByRole('button', { name: o.startVoting }).click();
  const confirm = phone.getByRole('dialog', { name: o.startVotingTitle });
  await expect(confirm.getByTestId('candidate-count')).toHaveText(r.candidates(1));
  await confirm.getByRole('button', { name: o.startVoting }).click();
  await expect(board.getByTestId('voting-row').filter({ hasText: 'Anna Winner' })).toBeVisible({
    timeout: 5_000,
  });
  await phone.getByRole('button', { name: o.stopVoting }).click();
  await phone
    .getByRole('dialog', { name: o.stopVotingTitle })
    .getByRole('button', { name: o.stopVoting })
    .click();
  await expect(board.getByTestId('voting-row')).toHaveCount(0, { timeout: 5_000 });

  // The finale from the game board: Anna alone has connections, so she is first; then the figures.
  const f = messages.finale;
  const finale = phone.getByRole('region', { name: f.remoteTitle });
  await finale.getByRole('button', { name: f.start }).click();
  await expect(board.getByTestId('finale-place')).toHaveText(f.place(1), { timeout: 10_000 });
  await expect(board.getByTestId('podium-1')).toContainText('Anna Winner');
  await board.screenshot({ path: `${SHOTS_DIR}/finale-podium-1920.png` });
  const summary = board.getByTestId('finale-summary');
  await expect(summary).toBeVisible({ timeout: 15_000 });
  await expect(summary.getByText(f.connectionsLabel).locator('xpath=following-sibling::dd')).toHaveText(
    String(bingoCells.length),
  );
  await board.screenshot({ path: `${SHOTS_DIR}/finale-summary-1920.png` });
  await board.setViewportSize({ width: 3840, height: 2160 });
  await board.screenshot({ path: `${SHOTS_DIR}/finale-summary-3840.png` });
  await finale.getByRole('button', { name: f.end }).click();
  await expect(board.getByTestId('finale')).toBeHidden({ timeout: 1_500 });
});
