import { readFile } from 'node:fs/promises';
import { type EventInfo, messages } from '@hoogo/core';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerThroughApi } from '../support/api.js';
import type { RunningApp } from '../support/app.js';
import { SHOTS_DIR } from '../support/browser.js';
import type { Mailbox } from '../support/mailbox.js';
import { storeSession } from '../support/session.js';
import { startStack, stopStack } from '../support/stack.js';

let mailbox: Mailbox;
let app: RunningApp;
let browser: Browser;

const stamp = `${Date.now()}`.slice(-6);
const eventName = `DevMeetup-${stamp}`;
const ownerEmail = `owner-${stamp}@example.com`;
const adminEmail = `admin-${stamp}@example.com`;
const letters = 'ABCDEFGHIJKLMNOPRSTUVWXYZ'.split('');
const columns = ['B', 'I', 'N', 'G', 'O'];

async function solidPng(width: number, height: number, color: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

async function eventInfo(): Promise<{ status: number; info: EventInfo }> {
  const res = await callApi<EventInfo>(app.url, `/api/hoogo/manage-event/${eventName}/get-info/`);
  return { status: res.status, info: res.body.response };
}

beforeAll(async () => {
  ({ mailbox, app, browser } = await startStack());
});

afterAll(() => stopStack({ mailbox, app, browser }));

describe('an organiser runs an event from the dashboard', () => {
  let page: Page;

  beforeAll(async () => {
    const owner = await registerThroughApi(app.url, mailbox, ownerEmail, 'Olga Owner');
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    page = await context.newPage();
    await storeSession(page, app.url, owner);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('creates an event and lands on its management screen', async () => {
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('button', { name: messages.dashboard.createCard }).first().click();
    await page.getByLabel(messages.dashboard.eventNameLabel).fill('My Event');
    await page.getByRole('button', { name: messages.dashboard.createSubmit }).click();
    await page.getByText(messages.validation.eventNameChars).waitFor();
    await page.getByLabel(messages.dashboard.eventNameLabel).fill(eventName);
    await page.getByRole('button', { name: messages.dashboard.createSubmit }).click();
    await page.getByText(messages.events.created).waitFor();
    await page.waitForURL(new RegExp(`/dashboard/${eventName}/?$`));
    await page.getByRole('heading', { name: eventName }).waitFor();
    await page.getByText(`${app.url}/${eventName}`).first().waitFor();
  });

  it('edits the grid behind the update confirmation', async () => {
    // A new event's empty grid has its own Edit Grid beside the section's: both open the editor.
    await page.getByRole('button', { name: messages.eventAdmin.editGrid }).first().click();
    for (let row = 0; row < 5; row += 1) {
      for (let col = 0; col < 5; col += 1) {
        const cell = page.getByLabel(messages.eventAdmin.cellLabel(columns[col]!, row + 1), { exact: true });
        await cell.fill(`${letters[row * 5 + col]!.toLowerCase()}xyz`);
      }
    }
    expect(await page.getByLabel(messages.eventAdmin.cellLabel('B', 1), { exact: true }).inputValue()).toBe(
      'A',
    );
    await page.getByRole('button', { name: messages.eventAdmin.saveGrid }).click();
    await page.getByText(messages.events.gridUpdateConfirm).waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/organiser-grid-confirm.png` });
    await page.getByRole('button', { name: messages.eventAdmin.confirm }).click();
    await page.getByText(messages.events.gridUpdateConfirm).waitFor({ state: 'detached' });
    const { info } = await eventInfo();
    expect(info.matrix.flat().join('')).toBe(letters.join(''));
  });

  it('turns friend codes on with five digits', async () => {
    await page.getByRole('button', { name: messages.eventAdmin.editSettings }).click();
    await page.getByRole('switch', { name: messages.eventAdmin.codeDigitsToggle }).click();
    await page.getByLabel(messages.eventAdmin.codeDigitsCount).fill('5');
    await page.getByRole('button', { name: messages.eventAdmin.save }).click();
    await page.getByText(messages.events.updated).first().waitFor();
    const { info } = await eventInfo();
    expect(info.code_digits).toBe(5);
  });

  it('adds an admin who then signs in and sees the event under Organized', async () => {
    await page.getByRole('button', { name: messages.hostAdmin.addHost }).click();
    await page.getByLabel(messages.hostAdmin.emailLabel).fill(adminEmail);
    await page.getByRole('button', { name: messages.hostAdmin.addAdmin }).click();
    await page.getByText(messages.hosts.added).waitFor();
    await page.getByRole('cell', { name: adminEmail }).first().waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/organiser-management.png`, fullPage: true });

    const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`${app.url}/login`);
    const before = mailbox.count();
    await adminPage.getByLabel('Email').fill(adminEmail);
    await adminPage.getByRole('button', { name: 'Generate OTP' }).click();
    await adminPage.getByLabel('Name').waitFor();
    const otp = await mailbox.nextCode(adminEmail, before);
    await adminPage.getByLabel('Name').fill('Ada Admin');
    await adminPage.getByLabel('OTP').fill(otp);
    await adminPage.getByRole('button', { name: 'Register' }).click();
    await adminPage.waitForURL(/\/dashboard$/);
    await adminPage.getByText(eventName).first().waitFor();
    await adminPage.screenshot({ path: `${SHOTS_DIR}/admin-dashboard-360.png`, fullPage: true });
    await adminContext.close();
  });

  it('uploads both templates and previews them', async () => {
    await page.getByRole('button', { name: messages.eventAdmin.uploadTemplates }).click();
    await page
      .getByLabel(messages.eventAdmin.postTemplate, { exact: false })
      .first()
      .setInputFiles({
        name: 'post.png',
        mimeType: 'image/png',
        buffer: await solidPng(1080, 1080, '#0f766e'),
      });
    await page
      .getByLabel(messages.eventAdmin.storyTemplate, { exact: false })
      .first()
      .setInputFiles({
        name: 'story.png',
        mimeType: 'image/png',
        buffer: await solidPng(1080, 1920, '#9d174d'),
      });
    await page.getByRole('button', { name: messages.eventAdmin.submit }).click();
    await page.getByText(messages.events.templatesUploaded).waitFor();
    const { info } = await eventInfo();
    expect(info.templates.custom).toBe(true);
    expect(info.templates.story).toMatchObject({ width: 1080, height: 1920 });
    const stored = await fetch(`${app.url}${info.others_post}`);
    expect(stored.headers.get('content-type')).toBe('image/png');

    await page.getByRole('button', { name: messages.eventAdmin.uploadTemplates }).click();
    // Preview Templates draws the cards in the modal; the saved templates' page stays at its address.
    await page.getByRole('button', { name: messages.eventAdmin.previewTemplates }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: messages.templatesPreview.downloadStory })
      .waitFor();
    await page.goto(`${app.url}/${eventName}/preview/templates`);
    await page.getByRole('button', { name: messages.templatesPreview.downloadStory }).waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/organiser-template-preview.png`, fullPage: true });
  });

  it('opens the QR page and downloads a QR code that scans to the public link', async () => {
    await page.goto(`${app.url}/${eventName}/qr`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: messages.qrPage.download }).click();
    const file = await (await download).path();
    const { data, info } = await sharp(await readFile(file))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = jsQR(
      new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      info.width,
      info.height,
    );
    expect(decoded?.data).toBe(`${app.url}/${eventName}`);
    await page.screenshot({ path: `${SHOTS_DIR}/organiser-qr-page.png` });
  });

  it('deletes the event', async () => {
    await page.goto(`${app.url}/dashboard/${eventName}/`);
    await page.getByRole('button', { name: messages.eventAdmin.deleteEvent }).first().click();
    await page.getByText(messages.events.deleteConfirm).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: messages.eventAdmin.deleteEvent }).click();
    await page.getByText(messages.events.deleted).waitFor();
    await page.waitForURL(/\/dashboard\/?$/);
    expect((await eventInfo()).status).toBe(404);
  });
});
