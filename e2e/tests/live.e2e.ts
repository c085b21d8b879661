import { type LoginResponse, messages, type PlayerRegistration } from '@hoogo/core';
import { connectionFields, formData } from '@hoogo/testing/forms';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { grid } from '../support/grid.js';
import { storeSession } from '../support/session.js';
import { test } from '../support/stack.js';

const setup = gameFile();
const { stamp } = setup;
const eventName = `LiveNight-${stamp}`;

let organiser: LoginResponse;
let anna: { tokens: LoginResponse; registration: PlayerRegistration };
let ben: { tokens: LoginResponse; registration: PlayerRegistration };

async function page(viewport: { width: number; height: number }, tokens?: LoginResponse): Promise<Page> {
  const context = await setup.browser.newContext({ viewport });
  const p = await context.newPage();
  if (tokens) await storeSession(p, setup.url, tokens);
  return p;
}

setup.start(async () => {
  organiser = await setup.register('live-host', 'Lee Host');
  await setup.createEvent(organiser.access_token, eventName, { grid, codeDigits: 3 });
  anna = await setup.join(eventName, 'live-anna', 'Anna Live');
  ben = await setup.join(eventName, 'live-ben', 'Ben Live');
});

/** The board's live sign: its socket is open, so it hears what happens from now on. */
const liveSign = (board: Page) => board.getByRole('status').filter({ hasText: messages.leaderboard.live });

/**
 * The leaderboard on the host's big screen and on a public screen, both showing the event's players and
 * listening: a change made before a board's socket opened would never reach it as a moment.
 */
async function bigScreens(): Promise<{ host: Page; viewer: Page }> {
  const host = await page({ width: 1920, height: 1080 }, organiser);
  await host.goto(`${setup.url}/${eventName}/leaderboard`);
  await expect(host.getByText('Anna Live').first()).toBeVisible();
  await expect(liveSign(host)).toBeVisible();
  const viewer = await page({ width: 1366, height: 768 });
  await viewer.goto(`${setup.url}/${eventName}/leaderboard`);
  await expect(viewer.getByText('Ben Live').first()).toBeVisible();
  await expect(liveSign(viewer)).toBeVisible();
  return { host, viewer };
}

test.describe('the big screen follows the game live', () => {
  test('shows a connection the moment it is made, on the host screen and a public one', async () => {
    const { host, viewer } = await bigScreens();

    const selfie = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#2563eb' } })
      .jpeg()
      .toBuffer();
    const form = formData(
      connectionFields({
        x: 0,
        y: 0,
        letter: 'A',
        name: 'Aaron',
        liner: 'Runs the robotics meetup downtown',
        code: ben.registration.user_code!,
        image: { filename: 'selfie.jpg', content: selfie, type: 'image/jpeg' },
      }),
    );
    const made = await setup.request(
      `/api/hoogo/manage-game/${eventName}/user-input/?user_id=${anna.registration.user_id}`,
      undefined,
      { form },
    );
    expect(made.status).toBe(200);

    const toast = messages.live.connected('Anna Live', 'Aaron');
    await expect(host.getByText(toast)).toBeVisible();
    await expect(viewer.getByText(toast)).toBeVisible();
    await host.screenshot({ path: `${SHOTS_DIR}/leaderboard-1920.png` });
  });

  test('voting turns on: both big screens announce it and switch, the player page reacts', async () => {
    const { host, viewer } = await bigScreens();
    const player = await page({ width: 390, height: 844 }, ben.tokens);
    await player.goto(`${setup.url}/${eventName}/`);
    const rules = player.getByRole('dialog');
    await expect(rules).toBeVisible();
    await rules.getByRole('button').last().click();
    await expect(player.getByRole('button', { name: /row 1: empty/ }).first()).toBeVisible();
    await expect(player.getByRole('link', { name: messages.play.goToVoting })).toHaveCount(0);

    // Voting is switched from the management screen (the big screen has no switch): here through its API.
    const switched = await setup.updateEvent(organiser.access_token, eventName, [['voting_enabled', 'true']]);
    expect(switched.status).toBe(200);
    await expect(host.getByText(messages.venue.votingOpenedTitle)).toBeVisible();
    await expect(host.getByRole('heading', { name: messages.leaderboard.votingTitle })).toBeVisible();
    await expect(viewer.getByRole('heading', { name: messages.leaderboard.votingTitle })).toBeVisible();
    await expect(player.getByRole('link', { name: messages.play.goToVoting }).first()).toBeVisible();
    await host.screenshot({ path: `${SHOTS_DIR}/leaderboard-voting-1920.png` });
  });
});
