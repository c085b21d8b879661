import { readFile } from 'node:fs/promises';
import { messages } from '@hoogo/core';
import { type Browser, expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { createEventThroughApi, registerThroughApi } from '../support/api.js';
import { SHOTS_DIR } from '../support/browser.js';
import { storeSession } from '../support/session.js';
import { SHARED_APP_ENV, type Stack, startStack, stopStack, test } from '../support/stack.js';
import { nextIp, uniqueStamp } from '../support/unique.js';

const t = messages.eventAdmin;
const stamp = uniqueStamp();
const eventName = `PublicUrlNight${stamp}`;
/** The deployment's public origin: not the 127.0.0.1 address the organiser's laptop opens the app at. */
const PUBLIC_URL = 'https://hoogo-public.example.org';
const publicLink = `${PUBLIC_URL}/${eventName}`;

/** The decoded text and the quiet zone in modules of the QR code in a PNG (dark modules on white). */
async function readQr(png: Buffer): Promise<{ text: string | null; quietModules: number }> {
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  const code = jsQR(pixels, info.width, info.height);
  // The first and last dark columns of the middle row of the top finder pattern bound the code.
  const row = Math.round(code?.location.topLeftFinderPattern.y ?? info.height / 2);
  const dark = (x: number) => (pixels[(row * info.width + x) * 4] ?? 255) < 128;
  let left = 0;
  while (left < info.width && !dark(left)) left += 1;
  let right = info.width - 1;
  while (right > 0 && !dark(right)) right -= 1;
  const modules = 17 + 4 * (code?.version ?? 1);
  const module = (right - left + 1) / modules;
  return { text: code?.data ?? null, quietModules: left / module };
}

// An app of its own, not the worker's (support/stack.ts): its subject is PUBLIC_URL, which the worker's
// app sets to the address the tests open.
let stack: Stack | undefined;
let browser: Browser;
let page: Page;

test.beforeAll(async ({ browser: workerBrowser }) => {
  test.setTimeout(240_000);
  browser = workerBrowser;
  stack = await startStack({ ...SHARED_APP_ENV, PUBLIC_URL });
  const organiser = await registerThroughApi(
    stack.app.url,
    stack.mailbox,
    `public-url-${stamp}@example.com`,
    'Olivia Organiser',
    nextIp(),
  );
  await createEventThroughApi(stack.app.url, organiser.access_token, eventName);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await storeSession(page, stack.app.url, organiser);
});

test.afterAll(async () => {
  await page?.close();
  if (stack) await stopStack(stack);
});

test.describe('QR codes and join links from PUBLIC_URL', () => {
  test.describe.configure({ mode: 'serial' });

  test('the dashboard opened at 127.0.0.1 shows, copies and encodes PUBLIC_URL, and says so', async () => {
    const url = stack!.app.url;
    expect(new URL(url).hostname).toBe('127.0.0.1');
    await page.goto(`${url}/dashboard/${eventName}/`);
    await expect(page.getByRole('link', { name: publicLink })).toBeVisible();
    // Opened on the server's machine, shown codes of another address: the organiser is told.
    await expect(page.getByText(t.publicUrlElsewhere(PUBLIC_URL))).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/public-url-dashboard.png` });

    await page.getByRole('button', { name: t.generateQr }).click();
    const dialog = page.getByRole('dialog', { name: t.qrTitle });
    const shown = dialog.getByRole('img', { name: messages.qrPage.imageLabel(publicLink) });
    await expect(shown).toBeVisible();
    // The code on the screen, read back as a phone's camera would.
    await expect.poll(async () => (await readQr(await shown.screenshot())).text).toBe(publicLink);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: t.downloadQr }).click();
    const printed = await readQr(await readFile((await (await download).path())!));
    expect(printed.text).toBe(publicLink);
    // The standard's quiet zone: 4 modules of white around the printed code.
    expect(printed.quietModules).toBeGreaterThanOrEqual(4);
  });

  test('the QR page and the board opened at a lower-case address join by PUBLIC_URL and the event name', async () => {
    const url = stack!.app.url;
    await page.goto(`${url}/${eventName}/qr`);
    await expect(page.getByText(publicLink.replace(/^https:\/\//, ''), { exact: true })).toBeVisible();

    await page.goto(`${url}/${eventName.toLowerCase()}/leaderboard`);
    const qr = page.getByTestId('join-qr');
    await expect(qr.getByTestId('short-link')).toHaveText(publicLink.replace(/^https:\/\//, ''));
    await expect
      .poll(async () => (await readQr(await qr.getByRole('img').screenshot())).text)
      .toBe(publicLink);
  });
});
