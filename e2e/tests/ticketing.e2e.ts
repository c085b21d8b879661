import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CreatedEvent,
  type EventInfo,
  type LoginResponse,
  messages,
  type UserMatrix,
} from '@hoogo/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerThroughApi, request } from '../support/api.js';
import type { RunningApp } from '../support/app.js';
import { SHOTS_DIR } from '../support/browser.js';
import type { Mailbox } from '../support/mailbox.js';
import { selfie } from '../support/selfie.js';
import { storeSession } from '../support/session.js';
import { startStack, stopStack } from '../support/stack.js';

let mailbox: Mailbox;
let app: RunningApp;
let browser: Browser;

const t = messages.ticketing;
const e = messages.eventAdmin;
const CSV = 'CSV attendee list';
const phone = { width: 360, height: 740 };
const stamp = `${Date.now()}`.slice(-6);
const eventName = `Ticketed-${stamp}`;
const listName = `Attendees ${stamp}`;
const columns = ['B', 'I', 'N', 'G', 'O'];

/** Thirty checked-in attendees, three for each of ten initials, and two who never came in. */
const firstNames = [
  'Anna Alba Arno',
  'Ben Bea Bruno',
  'Cleo Carl Cora',
  'Dana Dirk Dora',
  'Emil Eva Ezra',
  'Finn Fay Flora',
  'Gus Gala Greta',
  'Hugo Hana Hedi',
  'Jan Jade Juno',
  'Kai Kim Kora',
]
  .join(' ')
  .split(' ');
const attendees = [
  ...firstNames.map((name, i) => ({ name: `${name} Example`, code: `TK${stamp}-${i + 1}`, checkedIn: true })),
  { name: 'Zoe Absent', code: `TK${stamp}-31`, checkedIn: false },
  { name: 'Zack Absent', code: `TK${stamp}-32`, checkedIn: false },
];

function attendeeCsv(rows: typeof attendees): Buffer {
  const lines = [
    'Name,Ticket code,Checked in',
    ...rows.map((a) => `${a.name},${a.code},${a.checkedIn ? 'yes' : 'no'}`),
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * Toasts sit at the bottom centre, over a phone's bottom-sheet buttons, and pause while the pointer is on
 * them: wait for one to leave before the next tap, as a person would.
 */
async function toastGone(page: Page, text: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.getByText(text).first().waitFor({ state: 'detached' });
}

async function eventInfo(): Promise<EventInfo> {
  const res = await callApi<EventInfo>(app.url, `/api/hoogo/manage-event/${eventName}/get-info/`);
  expect(res.status).toBe(200);
  return res.body.response;
}

beforeAll(async () => {
  // The test's pretix listens on loopback, as a self-hosted pretix on a private network would.
  ({ mailbox, app, browser } = await startStack({ PRETIX_ALLOW_PRIVATE_NETWORK: 'true' }));
});

afterAll(() => stopStack({ mailbox, app, browser }));

describe('an organiser connects the event to an attendee list; a participant signs in with a ticket code', () => {
  let organiser: LoginResponse;
  let page: Page;

  beforeAll(async () => {
    organiser = await registerThroughApi(app.url, mailbox, `ticket-host-${stamp}@example.com`, 'Tara Host');
    const created = await request<CreatedEvent>(
      app.url,
      '/api/hoogo/manage-event/create/',
      { name: eventName },
      { token: organiser.access_token },
    );
    expect(created.status).toBe(200);
    page = await (await browser.newContext({ viewport: phone })).newPage();
    await storeSession(page, app.url, organiser);
  }, 120_000);

  afterAll(async () => {
    await page?.context().close();
  });

  it('uploads the attendee list in the connect modal: a bad row is named, then the list is taken', async () => {
    await page.goto(`${app.url}/dashboard/${eventName}/`);
    await page.getByRole('button', { name: t.notConnected(t.genericProduct) }).click();
    await page.getByRole('dialog', { name: e.connectTitle(t.genericProduct) }).waitFor();
    // The title follows the organiser's provider: it turns into the attendee list's once one is uploaded.
    const dialog = page.getByRole('dialog');
    // Nothing to connect yet: the dialog leads with what to do, the upload open, and a calm hint.
    await dialog.getByRole('heading', { name: t.accountsTitle }).waitFor();
    await dialog.getByText(t.noEventsHint).waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: t.csvTitle }).getAttribute('aria-expanded')).toBe('true');
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${SHOTS_DIR}/ticketing-connect-empty-${viewport.width}.png` });
    }
    await page.setViewportSize(phone);
    const listNameInput = dialog.getByLabel(t.csvNameLabel);
    await listNameInput.fill(listName);

    const duplicate = [...attendees.slice(0, 3), { ...attendees[3]!, code: attendees[0]!.code }];
    await dialog.getByLabel(t.csvFileLabel).setInputFiles({
      name: 'attendees.csv',
      mimeType: 'text/csv',
      buffer: attendeeCsv(duplicate),
    });
    await dialog.getByRole('button', { name: t.csvUpload }).click();
    // Said once, under the file input (docs/decisions.md, "The form pattern").
    const rowError = `Row 5: the ticket code "${attendees[0]!.code}" is already used in row 2`;
    await dialog.getByText(rowError).waitFor();
    expect(await dialog.getByText(rowError).count()).toBe(1);
    expect(await dialog.getByLabel(t.csvFileLabel).getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel(t.csvFileLabel).setInputFiles({
      name: 'attendees.csv',
      mimeType: 'text/csv',
      buffer: attendeeCsv(attendees),
    });
    await dialog.getByRole('button', { name: t.csvUpload }).click();
    await page.getByText('Attendee list uploaded').first().waitFor();
    await toastGone(page, 'Attendee list uploaded');
    // The new list is selected and focus is back on Select Event, right above Use this event.
    await page.getByRole('dialog', { name: e.connectTitle(CSV) }).waitFor();
    const combobox = dialog.getByRole('combobox', { name: t.selectEvent });
    await expect.poll(() => combobox.inputValue()).toBe(listName);
    await expect.poll(() => combobox.evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByText(t.connectNote).waitFor();
    await dialog.getByRole('button', { name: t.csvTitle }).click();
    await dialog.getByText(t.csvSummary(32, 30)).waitFor();
    await dialog.getByRole('button', { name: t.csvTitle }).click();
    await combobox.click();
    await dialog.getByRole('option', { name: listName }).waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/ticketing-connect-360.png` });
    await page.keyboard.press('Escape');
    await dialog.getByRole('listbox').waitFor({ state: 'hidden' });

    // A search that finds nothing says so, visibly, where the list would be.
    await combobox.fill('zzz');
    const noMatches = dialog.getByRole('status').filter({ hasText: t.noMatchingEvents });
    await noMatches.waitFor();
    expect(await noMatches.isVisible()).toBe(true);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${SHOTS_DIR}/ticketing-connect-no-matches-${viewport.width}.png` });
    }
    await page.setViewportSize(phone);
    await page.keyboard.press('Escape');
    await expect.poll(() => combobox.inputValue()).toBe(listName);
  });

  it('connects the event with Use this event', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t.useEvent }).click();
    await page.getByText(t.eventIdUpdated(CSV)).first().waitFor();
    await toastGone(page, t.eventIdUpdated(CSV));
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: t.connected(CSV) }).waitFor();
    const info = await eventInfo();
    expect(info.mmp_event_id).toMatch(/^csv:/);
    expect(info.ticketing_provider).toBe(CSV);
  });

  it('generates the grid from the checked-in names, behind the import confirmation', async () => {
    // An event without a grid offers Edit Grid twice: in the section's header and in the empty grid.
    await page.getByRole('button', { name: e.editGrid }).first().click();
    const dialog = page.getByRole('dialog', { name: e.editGridTitle });
    await dialog.getByRole('button', { name: e.generateGrid }).click();
    const confirm = page.getByRole('dialog', { name: e.importConfirmTitle });
    await confirm.getByText(t.importConfirm(CSV)).waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/ticketing-import-confirm-360.png` });
    await confirm.getByRole('button', { name: e.confirm }).click();
    await confirm.waitFor({ state: 'detached' });
    await dialog.getByRole('status').filter({ hasText: 'Grid imported' }).waitFor();

    const info = await eventInfo();
    const letters = info.matrix.flat();
    expect(letters).toHaveLength(25);
    const initials = new Set(firstNames.map((name) => name[0]));
    for (const letter of letters) expect(initials.has(letter)).toBe(true);
    for (let col = 0; col < 5; col += 1) {
      const cell = dialog.getByLabel(e.cellLabel(columns[col]!, 1), { exact: true });
      expect(await cell.inputValue()).toBe(info.matrix[0]![col]);
    }
    await page.screenshot({ path: `${SHOTS_DIR}/ticketing-grid-360.png`, fullPage: true });
    await dialog.getByRole('button', { name: messages.app.close }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('turns on play with ticket code in the settings', async () => {
    await page.getByRole('button', { name: e.editSettings }).click();
    const dialog = page.getByRole('dialog', { name: e.settingsTitle });
    const toggle = dialog.getByRole('switch', { name: e.playWithTicketCode });
    expect(await toggle.isEnabled()).toBe(true);
    await toggle.click();
    await dialog.getByRole('button', { name: e.save }).click();
    await page.getByText(messages.events.updated).first().waitFor();
    expect((await eventInfo()).play_with_ticket_code).toBe(true);
  });

  it('a participant opens the event link, signs in with the ticket code and makes a connection', async () => {
    const info = await eventInfo();
    const context = await browser.newContext({ viewport: phone });
    const player = await context.newPage();
    await player.goto(`${app.url}/${eventName}`);
    await player.waitForURL(/\/login\?ruri=/);
    await player.getByRole('button', { name: messages.login.loginWithTicketCode }).click();
    await player.getByRole('heading', { name: messages.login.ticketTitle }).waitFor();
    await player.getByRole('button', { name: messages.login.loginWithEmail }).waitFor();

    await player.getByRole('button', { name: messages.login.login, exact: true }).click();
    await player.getByText(messages.validation.ticketCodeEmpty).waitFor();
    const code = player.getByLabel(messages.login.ticketCodeLabel);
    await code.fill(attendees[31]!.code);
    await player.getByRole('button', { name: messages.login.login, exact: true }).click();
    // Said once, under the code, and not again in a box or a toast.
    await player.getByText(messages.auth.invalidTicketCode).waitFor();
    expect(await player.getByText(messages.auth.invalidTicketCode).count()).toBe(1);
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    await player.screenshot({ path: `${SHOTS_DIR}/ticketing-login-360.png`, fullPage: true });

    const ticket = attendees[4]!;
    await code.fill(ticket.code);
    await player.getByRole('button', { name: messages.login.login, exact: true }).click();
    await player.getByText(messages.auth.loginSuccessful).first().waitFor();
    await player.waitForURL(new RegExp(`/${eventName}/?$`));

    const rules = player.getByRole('dialog');
    await rules.waitFor();
    await rules.getByRole('button').last().click();
    await rules.waitFor({ state: 'detached' });
    await player.getByRole('heading', { level: 1, name: eventName }).waitFor();
    const stored = await player.evaluate((id) => localStorage.getItem(`eventUserId-${id}`), info.id);
    expect(stored).toMatch(/\S+/);
    expect(await player.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    const letter = info.matrix[0]![0]!;
    await player.getByRole('button', { name: /^B row 1: empty/ }).click();
    const form = player.getByRole('dialog');
    const name = form.getByLabel(/name/i).first();
    expect(await name.inputValue()).toBe(letter);
    await name.fill(`${letter}ndrea`);
    await form
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfie('#2f6f4f') });
    await form.getByLabel(/description/i).fill('Runs the community garden and loves jazz');
    await form.getByRole('button', { name: /save|submit|add/i }).click();
    await player.getByText(messages.game.connectionAdded).first().waitFor();
    await form.waitFor({ state: 'detached' });
    await player.screenshot({ path: `${SHOTS_DIR}/ticketing-player-360.png`, fullPage: true });

    const matrix = await callApi<UserMatrix>(
      app.url,
      `/api/hoogo/manage-game/${eventName}/get-user-matrix/?user_id=${stored}`,
    );
    expect(matrix.status).toBe(200);
    expect(matrix.body.response.total_connections).toBe(1);
    expect(matrix.body.response.user_name).toBe(ticket.name);
    expect(matrix.body.response.answer[0]![0]!.connected_name).toBe(`${letter}ndrea`);
    await context.close();
  });

  it('still lists the attendee list while pretix refuses the saved token, the reason readable on a phone', async () => {
    // A pretix that takes the token when it is saved and refuses it afterwards (a revoked token).
    let revoked = false;
    const pretix = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (revoked || req.headers.authorization !== 'Token e2e-pretix-token') {
        res.writeHead(401).end(JSON.stringify({ detail: 'Invalid token.' }));
      } else if (req.url?.startsWith('/api/v1/organizers/acme/events/')) {
        const results = [{ slug: 'expo', name: { en: 'Expo' } }];
        res.end(JSON.stringify({ count: 1, next: null, previous: null, results }));
      } else {
        res.writeHead(404).end(JSON.stringify({ detail: 'Not found.' }));
      }
    });
    await new Promise<void>((resolve) => pretix.listen(0, '127.0.0.1', resolve));
    const pretixUrl = `http://127.0.0.1:${(pretix.address() as AddressInfo).port}`;
    const pretixPath = '/api/hoogo/manage-event/user/mmp/pretix/';
    try {
      const saved = await request(
        app.url,
        pretixPath,
        { base_url: pretixUrl, organizer: 'acme', api_token: 'e2e-pretix-token' },
        { token: organiser.access_token },
      );
      expect(saved.status).toBe(200);
      revoked = true;

      await page.goto(`${app.url}/dashboard/${eventName}/`);
      await page.getByRole('button', { name: t.connected(CSV) }).click();
      const dialog = page.getByRole('dialog', { name: e.connectTitle(CSV) });
      const warning = dialog.getByRole('status').filter({ hasText: t.providerUnavailable('pretix') });
      await warning.waitFor();
      expect(await warning.textContent()).toContain(t.pretixUnavailable);
      await dialog.getByText(t.connectedTo(listName)).waitFor();
      expect(await dialog.getByText(t.fetchFailed).count()).toBe(0);
      const combobox = dialog.getByRole('combobox', { name: t.selectEvent });
      await combobox.click();
      await dialog.getByRole('option', { name: listName }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.getByRole('listbox').waitFor({ state: 'hidden' });

      // Readable at 360 px: the warning wraps inside the screen, nothing scrolls sideways.
      await warning.scrollIntoViewIfNeeded();
      const box = await warning.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );
      await page.screenshot({ path: `${SHOTS_DIR}/ticketing-pretix-unavailable-360.png` });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await request(app.url, pretixPath, undefined, { token: organiser.access_token, method: 'DELETE' });
      await new Promise<void>((resolve) => pretix.close(() => resolve()));
    }
  });
});
