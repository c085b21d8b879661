import { readFile } from 'node:fs/promises';
import { type EventInfo, messages } from '@hoogo/core';
import { expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { callApi } from '../support/api.js';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { storeSession } from '../support/session.js';
import { test } from '../support/stack.js';

const t = messages.eventAdmin;
const setup = gameFile();
const { stamp } = setup;
/** One long word: the QR page's title must shrink rather than break it on a phone. */
const eventName = `VenueToolsEvening${stamp}`;
const LETTERS = 'ABCDEFGHIJKLMNOPRSTUVWXYZ';

/** The text of the QR code in an image (PNG, or SVG rasterised by sharp), read with jsQR. */
async function decodeQr(image: Buffer, width?: number): Promise<string | null> {
  const pipeline = width ? sharp(image, { density: 144 }).resize({ width }) : sharp(image);
  const { data, info } = await pipeline
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ??
    null
  );
}

setup.start();

test.describe('venue tools: the grid, the QR downloads, the poster and the QR page', () => {
  // One organiser's page: the grid is saved before the downloads and the poster show it.
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let publicLink: string;

  test.beforeAll(async () => {
    const owner = await setup.register('venue-tools', 'Vera Venue');
    await setup.createEvent(owner.access_token, eventName);
    publicLink = `${setup.url}/${eventName}`;
    const context = await setup.browser.newContext({
      viewport: { width: 390, height: 844 },
      acceptDownloads: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    page = await context.newPage();
    await storeSession(page, setup.url, owner);
  });

  test.afterAll(async () => {
    await page?.context().close();
  });

  test('shows a new event’s empty grid as squares with an invitation to edit it', async () => {
    await page.goto(`${setup.url}/dashboard/${eventName}/`);
    await expect(page.getByText(t.gridEmptyInvite)).toBeVisible();
    const boxes = await page.getByTestId('grid-cell').evaluateAll((cells) =>
      cells.map((cell) => {
        const { width, height } = cell.getBoundingClientRect();
        return { width, height };
      }),
    );
    expect(boxes).toHaveLength(25);
    for (const box of boxes) {
      expect(box.height).toBeGreaterThan(30);
      expect(Math.abs(box.width - box.height)).toBeLessThan(1);
    }
    await page.getByRole('table', { name: t.gridLabel }).screenshot({
      path: `${SHOTS_DIR}/venue-tools-grid-empty-390.png`,
    });
  });

  test('types letter by letter, refuses a digit, pastes the whole grid and saves it', async () => {
    // The invitation's own Edit Grid opens the editor.
    await page.getByText(t.gridEmptyInvite).locator('..').getByRole('button', { name: t.editGrid }).click();
    const dialog = page.getByRole('dialog', { name: t.editGridTitle });
    const cell = (col: string, row: number) => dialog.getByLabel(t.cellLabel(col, row), { exact: true });
    await cell('B', 1).click();
    await page.keyboard.type('xyz');
    await expect(cell('B', 1)).toHaveValue('X');
    await expect(cell('I', 1)).toHaveValue('Y');
    await expect(cell('N', 1)).toHaveValue('Z');
    await expect(cell('G', 1)).toBeFocused();
    await page.keyboard.type('7');
    await expect(dialog.getByText(t.gridLettersOnly('7'))).toBeVisible();
    await expect(cell('G', 1)).toHaveValue('');
    await expect(dialog.getByText(t.gridLettersSet(3))).toBeVisible();

    // 25 letters pasted anywhere fill the grid; separators are skipped.
    await page.evaluate((text) => navigator.clipboard.writeText(text), LETTERS.split('').join(', '));
    await cell('N', 3).click();
    await page.keyboard.press('Control+V');
    await expect(dialog.getByText(t.gridLettersSet(25))).toBeVisible();
    const values = await dialog
      .getByRole('textbox')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join(''));
    expect(values).toBe(LETTERS);
    await page.screenshot({ path: `${SHOTS_DIR}/venue-tools-grid-editor-390.png` });

    await dialog.getByRole('button', { name: t.saveGrid }).click();
    const confirm = page.getByRole('dialog', { name: t.updateConfirmTitle });
    await expect(confirm.getByText(messages.events.gridUpdateConfirm)).toBeVisible();
    await confirm.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(messages.events.updated).first()).toBeVisible();
    await expect(dialog).not.toBeAttached();

    const cells = page.getByTestId('grid-cell');
    await expect(cells).toHaveText(LETTERS.split(''));
    const box = await cells.first().boundingBox();
    expect(box && Math.abs(box.width - box.height)).toBeLessThan(1);
    expect(box?.height).toBeGreaterThan(30);
    await page.getByRole('table', { name: t.gridLabel }).screenshot({
      path: `${SHOTS_DIR}/venue-tools-grid-filled-390.png`,
    });
  });

  test('previews the templates just chosen before saving, then goes back to the defaults', async () => {
    const image = (width: number, height: number, background: string) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer();
    await page.goto(`${setup.url}/dashboard/${eventName}/`);
    await page.getByRole('button', { name: t.uploadTemplates }).click();
    const dialog = page.getByRole('dialog', { name: t.templatesTitle });
    await expect(dialog.getByText(t.defaultTemplatesInUse)).toBeVisible();
    await dialog.getByLabel(t.postTemplate).setInputFiles({
      name: 'post.png',
      mimeType: 'image/png',
      buffer: await image(1080, 1080, '#0f766e'),
    });
    await dialog.getByLabel(t.storyTemplate).setInputFiles({
      name: 'story.png',
      mimeType: 'image/png',
      buffer: await image(1080, 1920, '#b91c1c'),
    });
    await dialog.getByRole('button', { name: t.previewTemplates }).click();
    const story = dialog.getByRole('img', { name: messages.templatesPreview.story });
    // Both cards drawn: the post's image stays alive while the story is chosen after it.
    for (const name of [messages.templatesPreview.downloadStory, messages.templatesPreview.downloadPost]) {
      await expect(dialog.getByRole('button', { name, disabled: false })).toBeVisible();
    }
    await expect(story).toHaveAttribute('data-template', /^blob:/);
    // The story card is drawn on the red image just chosen: its top-left corner is that red.
    const corner = await story.evaluate((canvas) =>
      Array.from((canvas as HTMLCanvasElement).getContext('2d')!.getImageData(2, 2, 1, 1).data.slice(0, 3)),
    );
    expect(corner).toEqual([0xb9, 0x1c, 0x1c]);
    await page.screenshot({ path: `${SHOTS_DIR}/venue-tools-templates-preview-390.png` });

    await dialog.getByRole('button', { name: t.backToTemplates }).click();
    await expect(dialog.getByAltText(t.templatePreviewAlt(t.storyTemplate))).toHaveAttribute('src', /^blob:/);
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(messages.events.templatesUploaded).first()).toBeVisible();
    const uploaded = await callApi<EventInfo>(setup.url, `/api/hoogo/manage-event/${eventName}/get-info/`);
    expect(uploaded.body.response.templates.custom).toBe(true);
    const uploadedPost = uploaded.body.response.others_post;
    expect((await fetch(`${setup.url}${uploadedPost}`)).status).toBe(200);

    await page.getByRole('button', { name: t.uploadTemplates }).click();
    await dialog.getByRole('button', { name: t.useDefaultTemplates }).click();
    const confirm = page.getByRole('dialog', { name: t.defaultTemplatesTitle });
    await expect(confirm.getByText(t.defaultTemplatesConfirm)).toBeVisible();
    await confirm.getByRole('button', { name: t.useDefaultTemplates }).click();
    await expect(page.getByText(messages.events.templatesRestored).first()).toBeVisible();
    await expect(dialog.getByText(t.defaultTemplatesInUse)).toBeVisible();
    const restored = await callApi<EventInfo>(setup.url, `/api/hoogo/manage-event/${eventName}/get-info/`);
    expect(restored.body.response.templates.custom).toBe(false);
    expect((await fetch(`${setup.url}${uploadedPost}`)).status).toBe(404);
  });

  test('downloads a 2048 px PNG and an SVG of the join QR, both scanning to the public link', async () => {
    await page.goto(`${setup.url}/dashboard/${eventName}/`);
    await page.getByRole('button', { name: t.generateQr }).click();
    const dialog = page.getByRole('dialog', { name: t.qrTitle });
    await expect(dialog.getByRole('img', { name: messages.qrPage.imageLabel(publicLink) })).toBeVisible();

    const pngDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: t.downloadQr }).click();
    const png = await pngDownload;
    expect(png.suggestedFilename()).toBe(`${eventName}_QR.png`);
    const pngBytes = await readFile(await png.path());
    expect(await sharp(pngBytes).metadata()).toMatchObject({ format: 'png', width: 2048, height: 2048 });
    expect(await decodeQr(pngBytes)).toBe(publicLink);

    const svgDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: t.downloadQrSvg }).click();
    const svg = await svgDownload;
    expect(svg.suggestedFilename()).toBe(`${eventName}_QR.svg`);
    const svgBytes = await readFile(await svg.path());
    expect(svgBytes.toString('utf8')).toMatch(/^(<\?xml[^>]*>\s*)?<svg/);
    expect(await decodeQr(svgBytes, 1200)).toBe(publicLink);
  });

  test('prints an A4 poster: event name, a code of the public link, the short link, how to play', async () => {
    const poster = await setup.browser.newPage({ viewport: { width: 794, height: 1123 } });
    await poster.goto(`${setup.url}/${eventName}/poster`);
    await expect(poster.getByRole('heading', { name: messages.poster.title(eventName) })).toBeVisible();
    await expect(poster.getByRole('img', { name: messages.qrPage.imageLabel(publicLink) })).toBeVisible();
    await expect(poster.getByText(publicLink.replace(/^https?:\/\//, ''), { exact: true })).toBeVisible();
    await expect(poster.getByRole('listitem')).toHaveCount(3);

    await poster.emulateMedia({ media: 'print' });
    await expect(poster.getByRole('button', { name: messages.poster.print })).toBeHidden();
    const sheet = poster.getByTestId('poster-sheet');
    const box = await sheet.boundingBox();
    // 210 x 297 mm at 96 px per inch.
    expect(Math.round(box?.width ?? 0)).toBe(794);
    expect(Math.round(box?.height ?? 0)).toBe(1123);
    // One sheet, one page: nothing but the sheet takes room in print.
    expect(await poster.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1124);
    // The print layout settles a frame or two after the media switch (the title fits itself again):
    // the sheet is read until its code scans, as a person would look at the finished page.
    await expect
      .poll(async () => decodeQr(await sheet.screenshot({ path: `${SHOTS_DIR}/venue-tools-poster-a4.png` })))
      .toBe(publicLink);
    const pdf = await poster.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await poster.close();
  });

  test('shows the not-found page, not a Join poster, for an event that does not exist', async () => {
    const stranger = await setup.browser.newPage();
    for (const path of [`/NoSuchEvent${stamp}/qr`, `/NoSuchEvent${stamp}/poster`]) {
      await stranger.goto(`${setup.url}${path}`);
      await expect(stranger.getByRole('heading', { name: messages.notFound.title })).toBeVisible();
      await expect(
        stranger.getByRole('heading', { name: messages.qrPage.title(`NoSuchEvent${stamp}`) }),
      ).toHaveCount(0);
      await expect(stranger.getByRole('img', { name: /^QR code for/ })).toHaveCount(0);
    }
    await stranger.close();
  });

  test('fills most of a projector’s height with the QR, and keeps the title whole on a phone', async () => {
    const screens = [
      { width: 1920, height: 1080, shot: 'venue-tools-qr-1920.png' },
      { width: 3840, height: 2160, shot: 'venue-tools-qr-3840.png' },
    ];
    for (const { width, height, shot } of screens) {
      const screen = await setup.browser.newPage({ viewport: { width, height } });
      await screen.goto(`${setup.url}/${eventName}/qr`);
      const code = screen.getByRole('img', { name: messages.qrPage.imageLabel(publicLink) });
      await expect(code).toBeVisible();
      const box = await code.boundingBox();
      expect(box?.height).toBeGreaterThan(height * 0.7);
      expect(box && box.y + box.height).toBeLessThanOrEqual(height);
      const scroll = await screen.evaluate(() => document.documentElement.scrollHeight);
      expect(scroll).toBeLessThanOrEqual(height);
      // The code is drawn into its frame after the frame shows (CI once took the picture before): read
      // pictures until one decodes, then keep it.
      await expect.poll(async () => decodeQr(await screen.screenshot(), 1920)).toBe(publicLink);
      await screen.screenshot({ path: `${SHOTS_DIR}/${shot}` });
      await screen.close();
    }

    for (const width of [360, 390]) {
      const phone = await setup.browser.newPage({ viewport: { width, height: 844 } });
      await phone.goto(`${setup.url}/${eventName}/qr`);
      const title = phone.getByRole('heading', { name: messages.qrPage.title(eventName) });
      await expect(title).toBeVisible();
      await expect(phone.getByRole('img', { name: messages.qrPage.imageLabel(publicLink) })).toBeVisible();
      // The event name is one word: all of it on one line box, and inside the screen.
      const lines = await title.evaluate((heading) => {
        const text = heading.firstChild as Text;
        const range = document.createRange();
        const start = (text.textContent ?? '').lastIndexOf(' ') + 1;
        range.setStart(text, start);
        range.setEnd(text, text.length);
        const rects = Array.from(range.getClientRects());
        return {
          count: new Set(rects.map((rect) => Math.round(rect.top))).size,
          right: Math.max(...rects.map((r) => r.right)),
        };
      });
      expect(lines.count).toBe(1);
      expect(lines.right).toBeLessThanOrEqual(width);
      if (width === 390)
        await phone.screenshot({ path: `${SHOTS_DIR}/venue-tools-qr-390.png`, fullPage: true });
      await phone.close();
    }
  });
});
