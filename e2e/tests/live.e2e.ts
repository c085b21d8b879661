import { type LoginResponse, messages, type PlayerRegistration } from '@hoogo/core';
import { type Browser, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createEventThroughApi, registerThroughApi, request } from '../support/api.js';
import type { RunningApp } from '../support/app.js';
import { SHOTS_DIR } from '../support/browser.js';
import { grid } from '../support/grid.js';
import type { Mailbox } from '../support/mailbox.js';
import { storeSession } from '../support/session.js';
import { test, withStack } from '../support/stack.js';
import { nextIp, uniqueStamp } from '../support/unique.js';

let mailbox: Mailbox;
let app: RunningApp;
let browser: Browser;

const stamp = uniqueStamp();
const eventName = `LiveNight-${stamp}`;

let organiser: LoginResponse;
let anna: { tokens: LoginResponse; registration: PlayerRegistration };
let ben: { tokens: LoginResponse; registration: PlayerRegistration };

async function join(email: string, name: string) {
  const tokens = await registerThroughApi(app.url, mailbox, email, name, nextIp());
  const joined = await request<PlayerRegistration>(
    app.url,
    `/api/hoogo/manage-user/${eventName}/get-event-register-id/`,
    undefined,
    { method: 'POST', token: tokens.access_token },
  );
  return { tokens, registration: joined.body.response };
}

async function page(viewport: { width: number; height: number }, tokens?: LoginResponse): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const p = await context.newPage();
  if (tokens) await storeSession(p, app.url, tokens);
  return p;
}

withStack(240_000, async (stack) => {
  ({ mailbox, app, browser } = stack);
  organiser = await registerThroughApi(
    app.url,
    mailbox,
    `live-host-${stamp}@example.com`,
    'Lee Host',
    nextIp(),
  );
  await createEventThroughApi(app.url, organiser.access_token, eventName, { grid, codeDigits: 3 });
  anna = await join(`live-anna-${stamp}@example.com`, 'Anna Live');
  ben = await join(`live-ben-${stamp}@example.com`, 'Ben Live');
});

/** The board's live sign: its socket is open, so it hears what happens from now on. */
const liveSign = (board: Page) => board.getByRole('status').filter({ hasText: messages.leaderboard.live });

/**
 * The leaderboard on the host's big screen and on a public screen, both showing the event's players and
 * listening: a change made before a board's socket opened would never reach it as a moment.
 */
async function bigScreens(): Promise<{ host: Page; viewer: Page }> {
  const host = await page({ width: 1920, height: 1080 }, organiser);
  await host.goto(`${app.url}/${eventName}/leaderboard`);
  await expect(host.getByText('Anna Live').first()).toBeVisible();
  await expect(liveSign(host)).toBeVisible();
  const viewer = await page({ width: 1366, height: 768 });
  await viewer.goto(`${app.url}/${eventName}/leaderboard`);
  await expect(viewer.getByText('Ben Live').first()).toBeVisible();
  await expect(liveSign(viewer)).toBeVisible();
  return { host, viewer };
}

test.describe('the big screen follows the game live', () => {
  test('shows a connection the moment it is made, on the host screen and a public one', async () => {
    const { host, viewer } = await bigScreens();

    const form = new FormData();
    form.set('letter', 'A');
    form.set('name', 'Aaron');
    form.set('liner', 'Runs the robotics meetup downtown');
    form.set('cords[x]', '0');
    form.set('cords[y]', '0');
    form.set('code', ben.registration.user_code!);
    const selfie = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#2563eb' } })
      .jpeg()
      .toBuffer();
    form.set('image', new Blob([new Uint8Array(selfie)], { type: 'image/jpeg' }), 'selfie.jpg');
    const made = await request(
      app.url,
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
    await player.goto(`${app.url}/${eventName}/`);
    const rules = player.getByRole('dialog');
    await expect(rules).toBeVisible();
    await rules.getByRole('button').last().click();
    await expect(player.getByRole('button', { name: /row 1: empty/ }).first()).toBeVisible();
    await expect(player.getByRole('link', { name: messages.play.goToVoting })).toHaveCount(0);

    // Voting is switched from the management screen (the big screen has no switch): here through its API.
    const form = new FormData();
    form.set('voting_enabled', 'true');
    const switched = await request(app.url, `/api/hoogo/manage-event/${eventName}/update/`, undefined, {
      method: 'PATCH',
      token: organiser.access_token,
      form,
    });
    expect(switched.status).toBe(200);
    await expect(host.getByText(messages.venue.votingOpenedTitle)).toBeVisible();
    await expect(host.getByRole('heading', { name: messages.leaderboard.votingTitle })).toBeVisible();
    await expect(viewer.getByRole('heading', { name: messages.leaderboard.votingTitle })).toBeVisible();
    await expect(player.getByRole('link', { name: messages.play.goToVoting }).first()).toBeVisible();
    await host.screenshot({ path: `${SHOTS_DIR}/leaderboard-voting-1920.png` });
  });
});
