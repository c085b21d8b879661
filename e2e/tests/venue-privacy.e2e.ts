import { type LoginResponse, messages } from '@hoogo/core';
import { expect, type Page } from '@playwright/test';
import { type ApiPlayer, registerThroughApi } from '../support/api.js';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { grid } from '../support/grid.js';
import { test } from '../support/stack.js';

/**
 * Anonymous venue mode (docs/data.md): the hosts switch the event to initials while the big screen is
 * open; its names shorten and its gallery gives way to one line, at once, without a reload; a connection
 * made then is toasted with initials. Back to full names, the selfies come back.
 */

const setup = gameFile();
const { stamp } = setup;
const eventName = `Privacy-${stamp}`;

let organiser: LoginResponse;
let ada: ApiPlayer;

setup.start(async () => {
  organiser = await registerThroughApi(
    setup.url,
    setup.mailbox,
    `privacy-host-${stamp}@example.com`,
    'Hana Host',
  );
  await setup.createEvent(organiser.access_token, eventName, { grid });
  ada = await setup.join(eventName, 'privacy-ada', 'Ada Lovelace');
  const bea = await setup.join(eventName, 'privacy-bea', 'Bea Babbage');
  await setup.connect(eventName, ada, [0, 0], { name: 'Amara Okafor', color: '#b91c1c' });
  await setup.connect(eventName, bea, [0, 1], { name: 'Bruno Salgado', color: '#1d4ed8' });
});

async function setPrivacy(mode: 'full' | 'first_name' | 'initials') {
  const res = await setup.updateEvent(organiser.access_token, eventName, [['venue_privacy', mode]]);
  expect(res.status).toBe(200);
}

/** The board's names, sorted: players with equal counts stand in an order of their ids. */
const names = (board: Page) =>
  expect.poll(async () => (await board.getByTestId('player-name').allInnerTexts()).sort());

test('switching to initials while the big screen is open shortens the names and empties the gallery', async () => {
  const context = await setup.browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const board = await context.newPage();
  await board.goto(`${setup.url}/${eventName}/leaderboard`);
  await names(board).toEqual(['Ada Lovelace', 'Bea Babbage']);
  const gallery = board.getByTestId('recent-images');
  await expect(gallery.getByRole('img')).toHaveCount(2);

  await setPrivacy('initials');
  await names(board).toEqual(['A. L.', 'B. B.']);
  await expect(gallery).toHaveCount(0);
  await expect(board.getByText(messages.leaderboard.selfiesHidden)).toBeVisible();
  await expect(board.locator('img[src*="/media/"]')).toHaveCount(0);
  await expect(board.getByText('Lovelace')).toHaveCount(0);

  // A connection made now: the room's toast names both people by their initials.
  await setup.connect(eventName, ada, [0, 2], { name: 'Chloé Martin', color: '#15803d' });
  await expect(
    board.getByTestId('room-toast').filter({ hasText: messages.live.connected('A. L.', 'C. M.') }),
  ).toBeVisible();
  await expect(board.getByText('Martin')).toHaveCount(0);
  await board.screenshot({ path: `${SHOTS_DIR}/venue-privacy-initials-1920.png` });

  await setPrivacy('full');
  await names(board).toEqual(['Ada Lovelace', 'Bea Babbage']);
  await expect(gallery.getByRole('img')).toHaveCount(3);
  await expect(board.getByText(messages.leaderboard.selfiesHidden)).toHaveCount(0);
  await context.close();
});
