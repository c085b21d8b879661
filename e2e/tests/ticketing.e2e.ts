import {
  type CreatedEvent,
  type EventInfo,
  type LoginResponse,
  messages,
  type UserMatrix,
} from '@hoogo/core';
import { startFakePretix } from '@hoogo/testing/pretix';
import { expect, type Page } from '@playwright/test';
import { callApi, registerThroughApi } from '../support/api.js';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { selfie } from '../support/selfie.js';
import { test } from '../support/stack.js';

const t = messages.ticketing;
const e = messages.eventAdmin;
const CSV = 'CSV attendee list';
const phone = { width: 360, height: 740 };
const setup = gameFile();
const { stamp } = setup;
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
  await expect(page.getByText(text).first()).not.toBeAttached();
}

async function eventInfo(): Promise<EventInfo> {
  const res = await callApi<EventInfo>(setup.url, `/api/hoogo/manage-event/${eventName}/get-info/`);
  expect(res.status).toBe(200);
  return res.body.response;
}

// The test's pretix listens on loopback, as a self-hosted pretix on a private network would: the worker's app
// allows that (SHARED_APP_ENV in support/stack.ts).
setup.start();

test.describe('an organiser connects the event to an attendee list; a participant signs in with a ticket code', () => {
  // One organiser's page going step by step from an empty event to a participant playing with a ticket.
  test.describe.configure({ mode: 'serial' });
  let organiser: LoginResponse;
  let page: Page;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    organiser = await registerThroughApi(
      setup.url,
      setup.mailbox,
      `ticket-host-${stamp}@example.com`,
      'Tara Host',
    );
    const created = await setup.request<CreatedEvent>(
      '/api/hoogo/manage-event/create/',
      { name: eventName },
      { token: organiser.access_token },
    );
    expect(created.status).toBe(200);
    page = await setup.newPage(phone, organiser);
  });

  test.afterAll(async () => {
    await page?.context().close();
  });

  test('uploads the attendee list in the connect modal: a bad row is named, then the list is taken', async () => {
    await page.goto(`${setup.url}/dashboard/${eventName}/`);
    await page.getByRole('button', { name: t.notConnected(t.genericProduct) }).click();
    await expect(page.getByRole('dialog', { name: e.connectTitle(t.genericProduct) })).toBeVisible();
    // The title follows the organiser's provider: it turns into the attendee list's once one is uploaded.
    const dialog = page.getByRole('dialog');
    // Nothing to connect yet: the dialog leads with what to do, the upload open, and a calm hint.
    await expect(dialog.getByRole('heading', { name: t.accountsTitle })).toBeVisible();
    await expect(dialog.getByText(t.noEventsHint)).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: t.csvTitle })).toHaveAttribute('aria-expanded', 'true');
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
    // Said once, under the file input (docs/decisions/0016-the-form-pattern.md).
    const rowError = `Row 5: the ticket code "${attendees[0]!.code}" is already used in row 2`;
    await expect(dialog.getByText(rowError)).toBeVisible();
    await expect(dialog.getByText(rowError)).toHaveCount(1);
    await expect(dialog.getByLabel(t.csvFileLabel)).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel(t.csvFileLabel).setInputFiles({
      name: 'attendees.csv',
      mimeType: 'text/csv',
      buffer: attendeeCsv(attendees),
    });
    await dialog.getByRole('button', { name: t.csvUpload }).click();
    await expect(page.getByText('Attendee list uploaded').first()).toBeVisible();
    await toastGone(page, 'Attendee list uploaded');
    // The new list is selected and focus is back on Select Event, right above Use this event.
    await expect(page.getByRole('dialog', { name: e.connectTitle(CSV) })).toBeVisible();
    const combobox = dialog.getByRole('combobox', { name: t.selectEvent });
    await expect(combobox).toHaveValue(listName);
    await expect(combobox).toBeFocused();
    await expect(dialog.getByText(t.connectNote)).toBeVisible();
    await dialog.getByRole('button', { name: t.csvTitle }).click();
    await expect(dialog.getByText(t.csvSummary(32, 30))).toBeVisible();
    await dialog.getByRole('button', { name: t.csvTitle }).click();
    await combobox.click();
    await expect(dialog.getByRole('option', { name: listName })).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/ticketing-connect-360.png` });
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('listbox')).toBeHidden();

    // A search that finds nothing says so, visibly, where the list would be.
    await combobox.fill('zzz');
    const noMatches = dialog.getByRole('status').filter({ hasText: t.noMatchingEvents });
    await expect(noMatches).toBeVisible();
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${SHOTS_DIR}/ticketing-connect-no-matches-${viewport.width}.png` });
    }
    await page.setViewportSize(phone);
    await page.keyboard.press('Escape');
    await expect(combobox).toHaveValue(listName);
  });

  test('connects the event with Use this event', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t.useEvent }).click();
    await expect(page.getByText(t.eventIdUpdated(CSV)).first()).toBeVisible();
    await toastGone(page, t.eventIdUpdated(CSV));
    await expect(dialog).not.toBeAttached();
    await expect(page.getByRole('button', { name: t.connected(CSV) })).toBeVisible();
    const info = await eventInfo();
    expect(info.mmp_event_id).toMatch(/^csv:/);
    expect(info.ticketing_provider).toBe(CSV);
  });

  test('generates the grid from the checked-in names, behind the import confirmation', async () => {
    // An event without a grid offers Edit Grid twice: in the section's header and in the empty grid.
    await page.getByRole('button', { name: e.editGrid }).first().click();
    const dialog = page.getByRole('dialog', { name: e.editGridTitle });
    await dialog.getByRole('button', { name: e.generateGrid }).click();
    const confirm = page.getByRole('dialog', { name: e.importConfirmTitle });
    await expect(confirm.getByText(t.importConfirm(CSV))).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/ticketing-import-confirm-360.png` });
    await confirm.getByRole('button', { name: e.confirm }).click();
    await expect(confirm).not.toBeAttached();
    await expect(dialog.getByRole('status').filter({ hasText: 'Grid imported' })).toBeVisible();

    const info = await eventInfo();
    const letters = info.matrix.flat();
    expect(letters).toHaveLength(25);
    const initials = new Set(firstNames.map((name) => name[0]));
    for (const letter of letters) expect(initials.has(letter)).toBe(true);
    for (let col = 0; col < 5; col += 1) {
      const cell = dialog.getByLabel(e.cellLabel(columns[col]!, 1), { exact: true });
      await expect(cell).toHaveValue(info.matrix[0]![col]!);
    }
    await page.screenshot({ path: `${SHOTS_DIR}/ticketing-grid-360.png`, fullPage: true });
    await dialog.getByRole('button', { name: messages.app.close }).click();
    await expect(dialog).not.toBeAttached();
  });

  test('turns on play with ticket code in the settings', async () => {
    await page.getByRole('button', { name: e.editSettings }).click();
    const dialog = page.getByRole('dialog', { name: e.settingsTitle });
    const toggle = dialog.getByRole('switch', { name: e.playWithTicketCode });
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await dialog.getByRole('button', { name: e.save }).click();
    await expect(page.getByText(messages.events.updated).first()).toBeVisible();
    expect((await eventInfo()).play_with_ticket_code).toBe(true);
  });

  test('a participant opens the event link, signs in with the ticket code and makes a connection', async () => {
    const info = await eventInfo();
    const context = await setup.browser.newContext({ viewport: phone });
    const player = await context.newPage();
    await player.goto(`${setup.url}/${eventName}`);
    await player.waitForURL(/\/login\?ruri=/);
    await player.getByRole('button', { name: messages.login.loginWithTicketCode }).click();
    await expect(player.getByRole('heading', { name: messages.login.ticketTitle })).toBeVisible();
    await expect(player.getByRole('button', { name: messages.login.loginWithEmail })).toBeVisible();

    await player.getByRole('button', { name: messages.login.login, exact: true }).click();
    await expect(player.getByText(messages.validation.ticketCodeEmpty)).toBeVisible();
    const code = player.getByLabel(messages.login.ticketCodeLabel);
    await code.fill(attendees[31]!.code);
    await player.getByRole('button', { name: messages.login.login, exact: true }).click();
    // A ticket not checked in yet says so, once, under the code, and not again in a box or a toast.
    await expect(player.getByText(messages.signInWait.ticketNotCheckedIn)).toBeVisible();
    await expect(player.getByText(messages.signInWait.ticketNotCheckedIn)).toHaveCount(1);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await player.screenshot({ path: `${SHOTS_DIR}/ticketing-login-360.png`, fullPage: true });

    const ticket = attendees[4]!;
    await code.fill(ticket.code);
    await player.getByRole('button', { name: messages.login.login, exact: true }).click();
    await expect(player.getByText(messages.auth.loginSuccessful).first()).toBeVisible();
    await player.waitForURL(new RegExp(`/${eventName}/?$`));

    const rules = player.getByRole('dialog');
    await expect(rules).toBeVisible();
    await rules.getByRole('button').last().click();
    await expect(rules).not.toBeAttached();
    await expect(player.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
    const stored = await player.evaluate((id) => localStorage.getItem(`eventUserId-${id}`), info.id);
    expect(stored).toMatch(/\S+/);
    expect(await player.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    const letter = info.matrix[0]![0]!;
    await player.getByRole('button', { name: /^B row 1: empty/ }).click();
    const form = player.getByRole('dialog');
    const name = form.getByLabel(/name/i).first();
    await expect(name).toHaveValue(letter);
    await name.fill(`${letter}ndrea`);
    await form
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfie('#2f6f4f') });
    await form.getByLabel(/description/i).fill('Runs the community garden and loves jazz');
    await form.getByRole('button', { name: /save|submit|add/i }).click();
    await expect(player.getByText(messages.game.connectionAdded).first()).toBeVisible();
    await expect(form).not.toBeAttached();
    await player.screenshot({ path: `${SHOTS_DIR}/ticketing-player-360.png`, fullPage: true });

    const matrix = await callApi<UserMatrix>(
      setup.url,
      `/api/hoogo/manage-game/${eventName}/get-user-matrix/?user_id=${stored}`,
    );
    expect(matrix.status).toBe(200);
    expect(matrix.body.response.total_connections).toBe(1);
    expect(matrix.body.response.user_name).toBe(ticket.name);
    expect(matrix.body.response.answer[0]![0]!.connected_name).toBe(`${letter}ndrea`);
    await context.close();
  });

  test('still lists the attendee list while pretix refuses the saved token, the reason readable on a phone', async () => {
    // A pretix that takes the token when it is saved and refuses it afterwards (a revoked token).
    const pretix = await startFakePretix();
    const pretixPath = '/api/hoogo/manage-event/user/mmp/pretix/';
    try {
      const saved = await setup.request(
        pretixPath,
        { base_url: pretix.baseUrl, organizer: pretix.organizer, api_token: pretix.token },
        { token: organiser.access_token },
      );
      expect(saved.status).toBe(200);
      pretix.failWith = 401;

      await page.goto(`${setup.url}/dashboard/${eventName}/`);
      await page.getByRole('button', { name: t.connected(CSV) }).click();
      const dialog = page.getByRole('dialog', { name: e.connectTitle(CSV) });
      const warning = dialog.getByRole('status').filter({ hasText: t.providerUnavailable('pretix') });
      await expect(warning).toBeVisible();
      await expect(warning).toContainText(t.pretixUnavailable);
      await expect(dialog.getByText(t.connectedTo(listName))).toBeVisible();
      await expect(dialog.getByText(t.fetchFailed)).toHaveCount(0);
      const combobox = dialog.getByRole('combobox', { name: t.selectEvent });
      await combobox.click();
      await expect(dialog.getByRole('option', { name: listName })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog.getByRole('listbox')).toBeHidden();

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
      await expect(dialog).not.toBeAttached();
    } finally {
      await setup.request(pretixPath, undefined, { token: organiser.access_token, method: 'DELETE' });
      await pretix.close();
    }
  });
});
