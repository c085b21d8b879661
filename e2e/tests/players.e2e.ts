import { readFile } from 'node:fs/promises';
import { type LoginResponse, messages, type UserMatrix, type VotingRow } from '@hoogo/core';
import { connectionFields, formData } from '@hoogo/testing/forms';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { ApiPlayer } from '../support/api.js';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { bingoCells, grid } from '../support/grid.js';
import { selfie } from '../support/selfie.js';
import { storeSession } from '../support/session.js';
import { test } from '../support/stack.js';

const setup = gameFile();
const { stamp } = setup;
const eventName = `Networking-${stamp}`;

type Player = ApiPlayer;

const connect = (player: Player, cell: [number, number], code: string) =>
  setup.connect(eventName, player, cell, { code });

/** Fills a cell through the connection form, as a player on a phone does. */
async function connectInBrowser(page: Page, [x, y]: [number, number], code: string): Promise<void> {
  const letter = grid[x]![y]!;
  await page.getByRole('button', { name: new RegExp(`^${'BINGO'[y]} row ${x + 1}: empty`) }).click();
  const dialog = page.getByRole('dialog');
  const name = dialog.getByLabel(/name/i).first();
  await expect(name).toHaveValue(letter);
  await name.fill(`${letter}nna`);
  await dialog
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfie('#aa5533') });
  await dialog.getByLabel(/code/i).fill(code);
  await dialog.getByLabel(/description/i).fill('Builds community tools and loves chess');
  await dialog.getByRole('button', { name: /save|submit|add/i }).click();
  await expect(page.getByText(messages.game.connectionAdded).first()).toBeVisible();
  await expect(dialog).not.toBeAttached();
}

async function openPlayerPage(page: Page): Promise<void> {
  await page.goto(`${setup.url}/${eventName}/`);
  const rules = page.getByRole('dialog');
  await expect(rules).toBeVisible();
  await rules.getByRole('button').last().click();
  await expect(rules).not.toBeAttached();
}

let organiser: LoginResponse;
let eventId: string;
let anna: Player;
let ben: Player;
const others: Player[] = [];

setup.start(async () => {
  organiser = await setup.register('host', 'Hana Host');
  const created = await setup.createEvent(organiser.access_token, eventName, {
    grid,
    codeDigits: 4,
  });
  eventId = created.event_id;
});

test.describe('two players meet, one completes the card, the other votes', () => {
  // One story: each test goes on from what the last left (the connections, the completed card).
  test.describe.configure({ mode: 'serial' });
  let annaPage: Page;
  let benPage: Page;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    anna = await setup.join(eventName, 'anna', 'Anna Player');
    ben = await setup.join(eventName, 'ben', 'Ben Player');
    for (let i = 0; i < 15; i += 1) others.push(await setup.join(eventName, `guest${i}`, `Guest ${i}`));
    annaPage = await (
      await setup.browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true })
    ).newPage();
    benPage = await (await setup.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await storeSession(annaPage, setup.url, anna.tokens);
    await storeSession(benPage, setup.url, ben.tokens);
  });

  test('both open the event and connect to each other with friend codes and selfies', async () => {
    await openPlayerPage(annaPage);
    await openPlayerPage(benPage);
    await connectInBrowser(annaPage, [0, 0], ben.registration.user_code!);
    await connectInBrowser(benPage, [2, 2], anna.registration.user_code!);
    await expect(annaPage.getByRole('button', { name: /B row 1: Anna/ })).toBeVisible();
    await annaPage.screenshot({ path: `${SHOTS_DIR}/player-first-connection.png`, fullPage: true });
  });

  test('a friend code cannot be used twice', async () => {
    const form = formData(
      connectionFields({
        x: 0,
        y: 1,
        letter: 'B',
        name: 'Bert',
        liner: 'Second try with the same code',
        code: ben.registration.user_code!,
        image: { filename: 'a.jpg', content: await selfie('#123456'), type: 'image/jpeg' },
      }),
    );
    const res = await setup.request(
      `/api/hoogo/manage-game/${eventName}/user-input/?user_id=${anna.registration.user_id}`,
      undefined,
      { form, clientIp: anna.ip },
    );
    expect(res.status).toBe(409);
    expect(res.body.message.code?.[0]).toBeTruthy();
  });

  test('Anna completes all five letters and sees the confetti', async () => {
    const rest = bingoCells.slice(1, -1);
    for (const [i, cell] of rest.entries()) await connect(anna, cell, others[i]!.registration.user_code!);
    await annaPage.reload();
    await connectInBrowser(annaPage, bingoCells.at(-1)!, others[14]!.registration.user_code!);
    await expect(annaPage.getByTestId('bingo-confetti').locator('canvas')).toBeVisible();
    const matrix = await setup.request<UserMatrix>(
      `/api/hoogo/manage-game/${eventName}/get-user-matrix/?user_id=${anna.registration.user_id}`,
      undefined,
      {},
    );
    expect(matrix.body.response.score).toEqual([true, true, true, true, true]);
    expect(matrix.body.response.completed_at).not.toBeNull();
    await annaPage.screenshot({ path: `${SHOTS_DIR}/player-completed.png`, fullPage: true });
  });

  test('Anna downloads the story and post cards at their template sizes', async () => {
    await annaPage.goto(`${setup.url}/${eventName}/hoogocard/`);
    await expect(annaPage.getByText(messages.game.cardHint)).toBeVisible();
    for (const [button, file, width, height] of [
      ['Instagram Story', `${eventName}_BingoStoryCard.png`, 1080, 1920],
      ['Instagram Post', `${eventName}_BingoPostCard.png`, 1080, 1080],
    ] as const) {
      const download = annaPage.waitForEvent('download');
      await annaPage.getByRole('button', { name: button }).click();
      const done = await download;
      expect(done.suggestedFilename()).toBe(file);
      const meta = await sharp(await readFile((await done.path())!)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', width, height]);
    }
    await annaPage.screenshot({ path: `${SHOTS_DIR}/player-card.png`, fullPage: true });
  });

  test('the organiser turns voting on and Ben votes for Anna', async () => {
    const toggled = await setup.updateEvent(organiser.access_token, eventName, [['voting_enabled', 'true']]);
    expect(toggled.status).toBe(200);
    const before = await setup.request<VotingRow[]>(
      `/api/hoogo/manage-event/${eventName}/vote-leaderboard/`,
      undefined,
      {},
    );
    expect(
      before.body.response.find((row) => row.event_register_id === anna.registration.event_register_id)
        ?.vote_count,
    ).toBe(0);

    await benPage.goto(`${setup.url}/${eventName}/voting`);
    const row = benPage.getByRole('listitem').filter({ hasText: 'Anna Player' });
    await row.getByRole('button', { name: 'Vote' }).click();
    await expect(benPage.getByText(messages.voting.voted)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Voted' })).toBeVisible();
    await benPage.screenshot({ path: `${SHOTS_DIR}/player-voting.png`, fullPage: true });

    const after = await setup.request<VotingRow[]>(
      `/api/hoogo/manage-event/${eventName}/vote-leaderboard/`,
      undefined,
      {},
    );
    expect(
      after.body.response.find((r) => r.event_register_id === anna.registration.event_register_id)
        ?.vote_count,
    ).toBe(1);
  });
});

test.describe('the entry route', () => {
  test('stores a handed-over session and sends a player to the event, an organiser to its management', async () => {
    const visitor = await setup.register('visitor', 'Vic');
    const page = await setup.browser.newPage({ viewport: { width: 390, height: 844 } });
    const query = (tokens: LoginResponse, organizer: boolean) =>
      new URLSearchParams({
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token,
        user_email: tokens.email,
        is_organizer: String(organizer),
      });
    await page.goto(`${setup.url}/entry/${eventId}?${query(visitor, false)}`);
    await page.waitForURL(new RegExp(`/${eventName}/?$`));
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBe(visitor.refresh_token);
    expect(await page.evaluate(() => localStorage.getItem('eventName'))).toBe(eventName);
    await page.evaluate(() => localStorage.clear());

    await page.goto(`${setup.url}/entry/${eventId}?${query(organiser, true)}`);
    await page.waitForURL(new RegExp(`/dashboard/${eventName}/?$`));
    expect(page.url()).not.toContain('access_token');
    await page.close();
  });
});
