import { type LoginResponse, messages, type PlayerRegistration, type UserMatrix } from '@hoogo/core';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { registerThroughApi } from '../support/api.js';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { selfie } from '../support/selfie.js';
import { storeSession } from '../support/session.js';
import { test } from '../support/stack.js';

/**
 * The event floor: an attendee's phone on bad venue Wi-Fi (offline spells, a stalled upload, a lost
 * network while the grid is open, voting switched on while the form is open). Nothing typed is lost.
 */

const t = messages.play;

const setup = gameFile();
const { stamp } = setup;
const eventName = `Floor-${stamp}`;
const grid = ['BANJO', 'IVORY', 'NOTES', 'GLEAM', 'OPERA'].map((row) => row.split(''));

let organiser: LoginResponse;
let player: LoginResponse;
let registration: PlayerRegistration;
let context: BrowserContext;
let page: Page;

async function serverMatrix(): Promise<UserMatrix> {
  const res = await setup.request<UserMatrix>(
    `/api/hoogo/manage-game/${registration.event_id}/get-user-matrix/?user_id=${registration.user_id}`,
    undefined,
    {},
  );
  expect(res.status).toBe(200);
  return res.body.response;
}

async function setVoting(on: boolean): Promise<void> {
  const res = await setup.updateEvent(organiser.access_token, eventName, [['voting_enabled', String(on)]]);
  expect(res.status).toBe(200);
}

async function openPlayerPage(): Promise<void> {
  await page.goto(`${setup.url}/${eventName}/`);
  await expect(page.getByRole('group', { name: t.gridLabel })).toBeVisible();
}

/** Opens a cell and fills the form as a player does on the phone (without submitting). */
async function fillCell(cellName: string | RegExp, name: string, photo: Buffer): Promise<void> {
  await page.getByRole('button', { name: cellName }).tap();
  const dialog = page.getByRole('dialog');
  const nameInput = dialog.getByLabel(t.nameLabel);
  await nameInput.fill(name);
  await dialog
    .locator('input[type="file"]')
    .last()
    .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByRole('img', { name: t.photoPreview })).toBeVisible();
  await dialog.getByLabel(t.descriptionLabel).fill('Talked about venue Wi-Fi and coffee');
}

setup.start(async () => {
  organiser = await registerThroughApi(setup.url, setup.mailbox, `host-${stamp}@example.com`, 'Hana Host');
  await setup.createEvent(organiser.access_token, eventName, { grid });

  player = await registerThroughApi(setup.url, setup.mailbox, `floor-${stamp}@example.com`, 'Flora Floor');
  const joined = await setup.request<PlayerRegistration>(
    `/api/hoogo/manage-user/${eventName}/get-event-register-id/`,
    undefined,
    { method: 'POST', token: player.access_token },
  );
  expect(joined.status).toBe(200);
  registration = joined.body.response;

  context = await setup.browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  page = await context.newPage();
  await storeSession(page, setup.url, player);
  await page.evaluate(
    ({ id, userId }) => {
      localStorage.setItem(`eventUserId-${id}`, userId);
      localStorage.setItem(`rulesSeen-${id}`, 'true');
    },
    { id: registration.event_id, userId: registration.user_id },
  );
}, 300_000);

// The tests run in order on one phone and one event, each going on from what the last left.
test.describe.configure({ mode: 'serial' });

test.describe('a phone on venue Wi-Fi', () => {
  test('queues a connection made offline, shows it waiting, and fills the cell once when back online', async () => {
    await openPlayerPage();
    // A landscape sensor image that EXIF orientation 6 turns upright (portrait), as phone cameras write them.
    const sideways = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#aa5533' },
    })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await fillCell(t.cellEmpty('B', 1, 'B'), 'Bella', sideways);
    await context.setOffline(true);
    await page.getByRole('dialog').getByRole('button', { name: t.submit }).tap();
    await expect(page.getByRole('button', { name: t.cellWaiting('B', 1, 'Bella') })).toBeVisible();
    await expect(page.getByText(t.outboxWaiting(1))).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/floor-waiting-to-send.png`, fullPage: true });
    expect((await serverMatrix()).total_connections).toBe(0);

    let upload: { body: Buffer; type: string } | null = null;
    await page.route('**/user-input/**', async (route) => {
      const body = route.request().postDataBuffer();
      const type = await route.request().headerValue('content-type');
      if (body && type) upload = { body, type };
      await route.continue();
    });
    await context.setOffline(false);
    // Exact: the waiting cell's name starts with the same words.
    await expect(page.getByRole('button', { name: t.cellFilled('B', 1, 'Bella'), exact: true })).toBeVisible({
      timeout: 30_000,
    });
    const matrix = await serverMatrix();
    expect(matrix.total_connections, JSON.stringify(matrix.answer[0]?.[0])).toBe(1);
    expect(matrix.answer.flat().filter((cell) => cell.connected_name)).toHaveLength(1);
    expect(matrix.answer[0]?.[0]?.connected_name).toBe('Bella');
    await page.unroute('**/user-input/**');

    // The selfie left the phone upright, at most 600 px, as a small JPEG without its EXIF block.
    const sent = upload as { body: Buffer; type: string } | null;
    expect(sent).not.toBeNull();
    const form = await new Response(new Uint8Array(sent!.body), {
      headers: { 'content-type': sent!.type },
    }).formData();
    const image = form.get('image') as File;
    const bytes = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 450, 600]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.length).toBeLessThan(100_000);
  });

  test('cancels a stalled upload, keeps the draft, and restores it when the cell is opened again', async () => {
    await openPlayerPage();
    const before = (await serverMatrix()).total_connections;
    // The upload reaches no server and no answer ever comes.
    const stalled: Array<() => void> = [];
    await page.route('**/user-input/**', (route) => {
      stalled.push(() => void route.abort().catch(() => {}));
    });
    await fillCell(t.cellEmpty('I', 1, 'A'), 'Ada', await selfie('#3355aa'));
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t.submit }).tap();
    await expect(dialog.getByText(t.sending)).toBeVisible();
    await dialog.getByRole('button', { name: t.cancelUpload }).tap();
    await expect(dialog.getByText(t.uploadCancelled)).toBeVisible();
    await dialog.getByRole('button', { name: t.cancel }).tap();
    await expect(dialog).not.toBeAttached();
    for (const end of stalled) end();
    await page.unroute('**/user-input/**');

    await page.reload();
    await page
      .getByRole('group', { name: t.gridLabel })
      .waitFor()
      .catch(async (error) => {
        await page.screenshot({ path: `${SHOTS_DIR}/floor-after-reload.png`, fullPage: true });
        throw error;
      });
    await page.getByRole('button', { name: t.cellDraft('I', 1, 'A') }).tap();
    const reopened = page.getByRole('dialog');
    await expect(reopened.getByText(t.draftRestored)).toBeVisible();
    await expect(reopened.getByLabel(t.nameLabel)).toHaveValue('Ada');
    await expect(reopened.getByLabel(t.descriptionLabel)).toHaveValue('Talked about venue Wi-Fi and coffee');
    await expect(reopened.getByRole('img', { name: t.photoPreview })).toBeVisible();
    expect((await serverMatrix()).total_connections).toBe(before);
    await reopened.getByRole('button', { name: t.cancel }).tap();
    await expect(reopened).not.toBeAttached();
  });

  test('shows the network error with Retry when the grid cannot load, and the grid once the network is back', async () => {
    // A first visit on this phone: no last known grid to fall back on.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('playerSnapshot-')) localStorage.removeItem(key);
      }
    });
    await page.route('**/get-user-matrix/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`${setup.url}/${eventName}/`);
    await expect(page.getByText(messages.network.noResponse)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: messages.network.retry })).toBeVisible();
    await expect(page.getByText(messages.game.noGrid)).toHaveCount(0);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    await page.unroute('**/get-user-matrix/**');
    await page
      .getByRole('group', { name: t.gridLabel })
      .waitFor({ timeout: 30_000 })
      .catch(async (error) => {
        await page.screenshot({ path: `${SHOTS_DIR}/floor-network-back.png`, fullPage: true });
        throw error;
      });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
  });

  test('keeps the grid when the network drops, says so, and refreshes it by itself when it is back', async () => {
    await openPlayerPage();
    await context.setOffline(true);
    await expect(page.getByText(t.offlineGrid)).toBeVisible();
    await expect(
      page.getByRole('button', { name: t.cellFilled('B', 1, 'Bella'), exact: true }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/floor-offline-grid.png`, fullPage: true });
    const refetched = page.waitForResponse((res) => res.url().includes('/get-user-matrix/') && res.ok());
    await context.setOffline(false);
    await refetched;
    await expect(page.getByText(t.offlineGrid)).not.toBeAttached();
    await expect(page.getByRole('group', { name: t.gridLabel })).toBeVisible();
  });

  test('says within seconds when the Wi-Fi is up but the internet is not, and when it is back', async () => {
    // The venue's uplink goes down: the phone keeps its Wi-Fi (navigator.onLine stays true), every
    // request fails, and the open socket goes silent both ways, as a dead uplink leaves it.
    let cut = false;
    await page.routeWebSocket(/\/status\//, (socket) => {
      if (cut) return; // Accepted and then silent, as a captive portal or a dead uplink may do.
      const server = socket.connectToServer();
      socket.onMessage((message) => {
        if (!cut) server.send(message);
      });
      server.onMessage((message) => {
        if (!cut) socket.send(message);
      });
    });
    await openPlayerPage();
    await expect(page.getByText(`${t.eventCounts(1, 1)}`)).toBeVisible();
    const cutAt = Date.now();
    cut = true;
    await page.route('**/*', (route) => route.abort('internetdisconnected'));

    const banner = page.getByRole('status').filter({ hasText: t.unreachableGrid });
    await expect(banner).toBeVisible({ timeout: 20_000 });
    const noticedAfter = Date.now() - cutAt;
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect(page.getByText(t.offlineGrid)).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: t.cellFilled('B', 1, 'Bella'), exact: true }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/floor-internet-down.png` });
    test.info().annotations.push({ type: 'noticed after (ms)', description: String(noticedAfter) });

    // The uplink is back: the next socket gets its status, the page says so and loads the grid again.
    const refetched = page.waitForResponse((res) => res.url().includes('/get-user-matrix/') && res.ok());
    await page.unroute('**/*');
    cut = false;
    await expect(page.getByText(t.backOnline)).toBeVisible({ timeout: 20_000 });
    await refetched;
    await expect(page.getByText(t.unreachableGrid)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS_DIR}/floor-internet-back.png` });
  });

  test('turns an open form to the voting text when the organiser turns voting on, keeping what was typed', async () => {
    await openPlayerPage();
    await page.getByRole('button', { name: t.cellEmpty('N', 1, 'N') }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.nameLabel).fill('Nadia');
    await setVoting(true);
    await expect(dialog.getByText(messages.game.votingNoNewFriend)).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('button', { name: t.submit })).toBeDisabled();
    await expect(dialog.getByLabel(t.nameLabel)).toHaveValue('Nadia');
    await page.screenshot({ path: `${SHOTS_DIR}/floor-voting-while-open.png`, fullPage: true });
    await setVoting(false);
  });
});
