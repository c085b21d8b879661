import { type EventInfo, type EventStatus, messages } from '@hoogo/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createEventThroughApi, registerThroughApi } from '../support/api.js';
import type { RunningApp } from '../support/app.js';
import { SHOTS_DIR } from '../support/browser.js';
import { grid } from '../support/grid.js';
import type { Mailbox } from '../support/mailbox.js';
import { storeSession } from '../support/session.js';
import { startStack, stopStack } from '../support/stack.js';

let mailbox: Mailbox;
let app: RunningApp;
let browser: Browser;

const c = messages.organiserControls;
const stamp = `${Date.now()}`.slice(-6);
const oldName = `HostCtl-${stamp}`;
const newName = `HostCtl-${stamp}-renamed`;
let ip = 1;
const nextIp = () => `10.12.0.${ip++}`;

/** The event's player count, as the public board and the status channel see it. */
async function counted(name: string): Promise<{ info: number; status: number; board: number }> {
  const info = await callApi<EventInfo>(app.url, `/api/hoogo/manage-event/${name}/get-info/`);
  const status = await callApi<EventStatus>(app.url, `/api/hoogo/manage-event/${name}/status/`);
  const board = await callApi<unknown>(app.url, `/api/hoogo/manage-event/${name}/leaderboard/`);
  const rows = board.body.response as unknown[] | { user_data: unknown[] };
  return {
    info: info.body.response.participant_count,
    status: status.body.response.participant_count,
    board: Array.isArray(rows) ? rows.length : rows.user_data.length,
  };
}

beforeAll(async () => {
  ({ mailbox, app, browser } = await startStack());
});

afterAll(() => stopStack({ mailbox, app, browser }));

describe("the organiser's live controls", () => {
  let page: Page;

  beforeAll(async () => {
    const owner = await registerThroughApi(
      app.url,
      mailbox,
      `host-${stamp}@example.com`,
      'Hana Host',
      nextIp(),
    );
    await createEventThroughApi(app.url, owner.access_token, oldName, { grid, codeDigits: 4 });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    await storeSession(page, app.url, owner);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('a host who previews is shown the player page and never counted', async () => {
    await page.goto(`${app.url}/dashboard/${oldName}/`);
    await page.getByText(messages.gridStatus.complete).waitFor();
    await page
      .getByRole('region', { name: c.liveTitle })
      .screenshot({ path: `${SHOTS_DIR}/host-controls-live.png` });
    await page.getByRole('link', { name: c.previewAsPlayer }).click();
    await page.getByRole('heading', { name: c.previewTitle }).waitFor();
    await page.getByRole('group', { name: messages.play.gridLabel }).waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/host-controls-preview.png`, fullPage: true });
    expect(await counted(oldName)).toEqual({ info: 0, status: 0, board: 0 });
  });

  it("the dashboard's View on an event the host runs opens the preview, not a registration", async () => {
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('link', { name: `${messages.dashboard.view} ${oldName}` }).click();
    await page.getByRole('heading', { name: c.previewTitle }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: c.previewTitle }).waitFor();
    expect(await counted(oldName)).toEqual({ info: 0, status: 0, board: 0 });
  });

  it('starting voting asks first and says what it does; opening it does not count the host', async () => {
    await page.goto(`${app.url}/dashboard/${oldName}/`);
    await page.getByText(c.votingOff).waitFor();
    await page.getByRole('button', { name: c.startVoting }).click();
    const dialog = page.getByRole('dialog', { name: c.startVotingTitle });
    await dialog.getByText('Each player has 2 votes.').waitFor();
    await dialog.getByText(c.startVotingPoints(2)[0]!).waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/host-controls-start-voting.png` });
    await dialog.getByRole('button', { name: c.startVoting }).click();
    await page.getByText(c.votingOn).waitFor();
    const info = await callApi<EventInfo>(app.url, `/api/hoogo/manage-event/${oldName}/get-info/`);
    expect(info.body.response.voting_enabled).toBe(true);
    expect(await counted(oldName)).toEqual({ info: 0, status: 0, board: 0 });

    await page.getByRole('button', { name: c.stopVoting }).click();
    const stop = page.getByRole('dialog', { name: c.stopVotingTitle });
    await stop.getByText(c.stopVotingPoints[0]!).waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/host-controls-stop-voting.png` });
    await stop.getByRole('button', { name: c.stopVoting }).click();
    await page.getByText(c.votingOff).waitFor();
  });

  it('removing an admin asks first', async () => {
    const adminEmail = `admin-${stamp}@example.com`;
    await page.getByRole('button', { name: messages.hostAdmin.addHost }).click();
    await page.getByLabel(messages.hostAdmin.emailLabel).fill(adminEmail);
    await page.getByRole('button', { name: messages.hostAdmin.addAdmin }).click();
    await page.getByText(messages.hosts.added).waitFor();
    await page.getByRole('button', { name: messages.hostAdmin.removeAdmin(adminEmail) }).click();
    const dialog = page.getByRole('dialog', { name: c.removeAdminTitle });
    await dialog.getByText(c.removeAdminText(adminEmail)).waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/host-controls-remove-admin.png` });
    await dialog.getByRole('button', { name: c.removeAdminConfirm }).click();
    await page.getByText(messages.hosts.removed).waitFor();
  });

  it('renaming warns; then the old link and the old QR address still reach the event', async () => {
    await page.getByRole('button', { name: messages.eventAdmin.editSettings }).click();
    const dialog = page.getByRole('dialog', { name: messages.eventAdmin.settingsTitle });
    await dialog.getByLabel(messages.dashboard.eventNameLabel).fill(newName);
    await dialog.getByText(c.renameWarning).waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/host-controls-rename.png` });
    await dialog.getByRole('button', { name: messages.eventAdmin.save }).click();
    await page.waitForURL(new RegExp(`/dashboard/${newName}/?$`));

    // The old management address moves to the new one.
    await page.goto(`${app.url}/dashboard/${oldName}/`);
    await page.waitForURL(new RegExp(`/dashboard/${newName}/?$`));
    await page.getByRole('heading', { level: 1, name: newName }).waitFor();

    // A player opens a link shared before the rename, and the address a printed QR code carries
    // (the public link without a trailing slash): both reach the event, under its new name.
    const player = await registerThroughApi(
      app.url,
      mailbox,
      `player-${stamp}@example.com`,
      'Pia Player',
      nextIp(),
    );
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await storeSession(phone, app.url, player);
    for (const address of [`${app.url}/${oldName}/`, `${app.url}/${oldName}`]) {
      await phone.goto(address);
      await phone.waitForURL(new RegExp(`/${newName}/?$`));
      await phone.getByRole('heading', { level: 1, name: newName }).waitFor();
      await phone.getByRole('group', { name: messages.play.gridLabel }).waitFor();
    }
    await context.close();
    // The player joined (once); the host, who only looked, still is not counted.
    expect(await counted(newName)).toEqual({ info: 1, status: 1, board: 1 });
    expect(await counted(oldName)).toEqual({ info: 1, status: 1, board: 1 });
  });

  it('without friend codes the voting switch says why it is missing and what to do', async () => {
    const name = `NoCodes-${stamp}`;
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    await createEventThroughApi(app.url, token ?? '', name, {
      grid: [grid[0]!, grid[1]!, ['', '', '', '', ''], ['', '', '', '', ''], ['', '', '', '', '']],
    });
    await page.goto(`${app.url}/dashboard/${name}/`);
    const section = page.getByRole('region', { name: c.liveTitle });
    await section.getByText(c.votingNeedsCodes).waitFor();
    await section.getByText(messages.gridStatus.incomplete(10)).waitFor();
    expect(await section.getByRole('button', { name: c.startVoting }).count()).toBe(0);
    await section.screenshot({ path: `${SHOTS_DIR}/host-controls-needs-codes.png` });
    await section.getByRole('button', { name: c.openSettings }).click();
    await page.getByRole('dialog', { name: messages.eventAdmin.settingsTitle }).waitFor();
    await page.goto(`${app.url}/dashboard`);
    await page.getByText(messages.gridStatus.incomplete(10)).waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/host-controls-dashboard.png` });
  });

  it('a host may still choose to play with Join as player', async () => {
    await page.goto(`${app.url}/${newName}/`);
    await page.getByRole('button', { name: c.joinAsPlayer }).click();
    await page.getByText(messages.play.connections(0)).waitFor();
    expect(await counted(newName)).toEqual({ info: 2, status: 2, board: 2 });
  });
});
