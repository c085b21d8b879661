import { readFile } from 'node:fs/promises';
import { type EventInfo, messages } from '@hoogo/core';
import { expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { callApi, registerThroughApi } from '../support/api.js';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { storeSession } from '../support/session.js';
import { test } from '../support/stack.js';

const setup = gameFile();
const { stamp } = setup;
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
  const res = await callApi<EventInfo>(setup.url, `/api/hoogo/manage-event/${eventName}/get-info/`);
  return { status: res.status, info: res.body.response };
}

setup.start();

// One organiser's page, from creating the event to deleting it: each test goes on from the last.
test.describe.configure({ mode: 'serial' });

test.describe('an organiser runs an event from the dashboard', () => {
  let page: Page;

  test.beforeAll(async () => {
    const owner = await registerThroughApi(setup.url, setup.mailbox, ownerEmail, 'Olga Owner');
    const context = await setup.browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    page = await context.newPage();
    await storeSession(page, setup.url, owner);
  });

  test.afterAll(async () => {
    await page?.context().close();
  });

  test('creates an event and lands on its management screen', async () => {
    await page.goto(`${setup.url}/dashboard`);
    await page.getByRole('button', { name: messages.dashboard.createCard }).first().click();
    await page.getByLabel(messages.dashboard.eventNameLabel).fill('My Event');
    await page.getByRole('button', { name: messages.dashboard.createSubmit }).click();
    await expect(page.getByText(messages.validation.eventNameChars)).toBeVisible();
    await page.getByLabel(messages.dashboard.eventNameLabel).fill(eventName);
    await page.getByRole('button', { name: messages.dashboard.createSubmit }).click();
    await expect(page.getByText(messages.events.created)).toBeVisible();
    await page.waitForURL(new RegExp(`/dashboard/${eventName}/?$`));
    await expect(page.getByRole('heading', { name: eventName })).toBeVisible();
    await expect(page.getByText(`${setup.url}/${eventName}`).first()).toBeVisible();
  });

  test('edits the grid behind the update confirmation', async () => {
    // A new event's empty grid has its own Edit Grid beside the section's: both open the editor.
    await page.getByRole('button', { name: messages.eventAdmin.editGrid }).first().click();
    for (let row = 0; row < 5; row += 1) {
      for (let col = 0; col < 5; col += 1) {
        const cell = page.getByLabel(messages.eventAdmin.cellLabel(columns[col]!, row + 1), { exact: true });
        await cell.fill(`${letters[row * 5 + col]!.toLowerCase()}xyz`);
      }
    }
    await expect(page.getByLabel(messages.eventAdmin.cellLabel('B', 1), { exact: true })).toHaveValue('A');
    await page.getByRole('button', { name: messages.eventAdmin.saveGrid }).click();
    await expect(page.getByText(messages.events.gridUpdateConfirm)).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/organiser-grid-confirm.png` });
    await page.getByRole('button', { name: messages.eventAdmin.confirm }).click();
    await expect(page.getByText(messages.events.gridUpdateConfirm)).not.toBeAttached();
    const { info } = await eventInfo();
    expect(info.matrix.flat().join('')).toBe(letters.join(''));
  });

  test('turns friend codes on with five digits', async () => {
    await page.getByRole('button', { name: messages.eventAdmin.editSettings }).click();
    await page.getByRole('switch', { name: messages.eventAdmin.codeDigitsToggle }).click();
    await page.getByLabel(messages.eventAdmin.codeDigitsCount).fill('5');
    await page.getByRole('button', { name: messages.eventAdmin.save, exact: true }).click();
    await expect(page.getByText(messages.events.updated).first()).toBeVisible();
    // The grid's own "updated" toast may still be on screen: the stored event is the outcome to wait for.
    await expect.poll(async () => (await eventInfo()).info.code_digits).toBe(5);
  });

  test('invites an admin who signs in, accepts on the dashboard and sees the event under Organized', async () => {
    await page.getByRole('button', { name: messages.hostAdmin.addHost }).click();
    await page.getByLabel(messages.hostAdmin.emailLabel).fill(adminEmail);
    await page.getByRole('button', { name: messages.hostAdmin.addAdmin }).click();
    await expect(page.getByText(messages.hosts.added)).toBeVisible();
    await expect(page.getByRole('cell', { name: adminEmail }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/organiser-management.png`, fullPage: true });

    const adminContext = await setup.browser.newContext({ viewport: { width: 390, height: 844 } });
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`${setup.url}/login`);
    const otp = await setup.askCode(adminPage, adminEmail);
    await expect(adminPage.getByLabel('Name')).toBeVisible();
    await adminPage.getByLabel('Name').fill('Ada Admin');
    await adminPage.getByLabel('OTP').fill(otp);
    await adminPage.getByRole('button', { name: 'Register' }).click();
    await adminPage.waitForURL(/\/dashboard$/);
    await expect(adminPage.getByRole('heading', { name: messages.dashboard.invitationsTitle })).toBeVisible();
    await adminPage.getByRole('button', { name: messages.dashboard.acceptLabel(eventName) }).click();
    await expect(adminPage.getByText(messages.hosts.invitationAccepted(eventName))).toBeVisible();
    await expect(
      adminPage.getByRole('link', { name: `${messages.dashboard.manage} ${eventName}` }),
    ).toBeVisible();
    await adminPage.screenshot({ path: `${SHOTS_DIR}/admin-dashboard-360.png`, fullPage: true });
    await adminContext.close();
  });

  test('uploads both templates and previews them', async () => {
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
    await expect(page.getByText(messages.events.templatesUploaded)).toBeVisible();
    const { info } = await eventInfo();
    expect(info.templates.custom).toBe(true);
    expect(info.templates.story).toMatchObject({ width: 1080, height: 1920 });
    const stored = await fetch(`${setup.url}${info.others_post}`);
    expect(stored.headers.get('content-type')).toBe('image/png');

    await page.getByRole('button', { name: messages.eventAdmin.uploadTemplates }).click();
    // Preview Templates draws the cards in the modal; the saved templates' page stays at its address.
    await page.getByRole('button', { name: messages.eventAdmin.previewTemplates }).click();
    await expect(
      page.getByRole('dialog').getByRole('button', { name: messages.templatesPreview.downloadStory }),
    ).toBeVisible();
    await page.goto(`${setup.url}/${eventName}/preview/templates`);
    await expect(page.getByRole('button', { name: messages.templatesPreview.downloadStory })).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/organiser-template-preview.png`, fullPage: true });
  });

  test('opens the QR page and downloads a QR code that scans to the public link', async () => {
    await page.goto(`${setup.url}/${eventName}/qr`);
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
    expect(decoded?.data).toBe(`${setup.url}/${eventName}`);
    await page.screenshot({ path: `${SHOTS_DIR}/organiser-qr-page.png` });
  });

  test('deletes the event', async () => {
    await page.goto(`${setup.url}/dashboard/${eventName}/`);
    await page.getByRole('button', { name: messages.eventAdmin.deleteEvent }).first().click();
    await expect(page.getByText(messages.events.deleteConfirm)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: messages.eventAdmin.deleteEvent }).click();
    await expect(page.getByText(messages.events.deleted)).toBeVisible();
    await page.waitForURL(/\/dashboard\/?$/);
    expect((await eventInfo()).status).toBe(404);
  });
});
