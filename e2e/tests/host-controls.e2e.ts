import { type EventInfo, type EventStatus, type LeaderboardWindow, messages } from '@hoogo/core';
import { expect, type Page } from '@playwright/test';
import { callApi } from '../support/api.js';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { grid } from '../support/grid.js';
import { storeSession } from '../support/session.js';
import { test } from '../support/stack.js';

const c = messages.organiserControls;
const setup = gameFile();
const { stamp } = setup;
const oldName = `HostCtl-${stamp}`;
const newName = `HostCtl-${stamp}-renamed`;

/** The event's player count, as the public board and the status channel see it. */
async function counted(name: string): Promise<{ info: number; status: number; board: number }> {
  const info = await callApi<EventInfo>(setup.url, `/api/hoogo/manage-event/${name}/get-info/`);
  const status = await callApi<EventStatus>(setup.url, `/api/hoogo/manage-event/${name}/status/`);
  // The board answers a window of its rows with the count of them all
  // (docs/decisions/0052-boards-that-cost-what-a-viewer-sees.md).
  const board = await callApi<LeaderboardWindow>(setup.url, `/api/hoogo/manage-event/${name}/leaderboard/`);
  return {
    info: info.body.response.participant_count,
    status: status.body.response.participant_count,
    board: board.body.response.row_count,
  };
}

setup.start();

// One host's page and one event, renamed halfway: each test goes on from the last.
test.describe.configure({ mode: 'serial' });

test.describe("the organiser's live controls", () => {
  let page: Page;

  test.beforeAll(async () => {
    const owner = await setup.register('host', 'Hana Host');
    await setup.createEvent(owner.access_token, oldName, { grid, codeDigits: 4 });
    page = await setup.newPage({ width: 390, height: 844 }, owner);
  });

  test.afterAll(async () => {
    await page?.context().close();
  });

  test('a host who previews is shown the player page and never counted', async () => {
    await page.goto(`${setup.url}/dashboard/${oldName}/`);
    await expect(page.getByText(messages.gridStatus.complete)).toBeVisible();
    await page
      .getByRole('region', { name: c.liveTitle })
      .screenshot({ path: `${SHOTS_DIR}/host-controls-live.png` });
    await page.getByRole('link', { name: c.previewAsPlayer }).click();
    await expect(page.getByRole('heading', { name: c.previewTitle })).toBeVisible();
    await expect(page.getByRole('group', { name: messages.play.gridLabel })).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/host-controls-preview.png`, fullPage: true });
    expect(await counted(oldName)).toEqual({ info: 0, status: 0, board: 0 });
  });

  test("the dashboard's View on an event the host runs opens the preview, not a registration", async () => {
    await page.goto(`${setup.url}/dashboard`);
    await page.getByRole('link', { name: `${messages.dashboard.view} ${oldName}` }).click();
    await expect(page.getByRole('heading', { name: c.previewTitle })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: c.previewTitle })).toBeVisible();
    expect(await counted(oldName)).toEqual({ info: 0, status: 0, board: 0 });
  });

  test('starting voting asks first and says what it does; opening it does not count the host', async () => {
    await page.goto(`${setup.url}/dashboard/${oldName}/`);
    await expect(page.getByText(c.votingOff)).toBeVisible();
    await page.getByRole('button', { name: c.startVoting }).click();
    const dialog = page.getByRole('dialog', { name: c.startVotingTitle });
    await expect(dialog.getByText('Each player has 2 votes.')).toBeVisible();
    await expect(dialog.getByText(c.startVotingPoints(2)[0]!)).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/host-controls-start-voting.png` });
    await dialog.getByRole('button', { name: c.startVoting }).click();
    await expect(page.getByText(c.votingOn)).toBeVisible();
    const info = await callApi<EventInfo>(setup.url, `/api/hoogo/manage-event/${oldName}/get-info/`);
    expect(info.body.response.voting_enabled).toBe(true);
    expect(await counted(oldName)).toEqual({ info: 0, status: 0, board: 0 });

    await page.getByRole('button', { name: c.stopVoting }).click();
    const stop = page.getByRole('dialog', { name: c.stopVotingTitle });
    await expect(stop.getByText(c.stopVotingPoints[0]!)).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/host-controls-stop-voting.png` });
    await stop.getByRole('button', { name: c.stopVoting }).click();
    await expect(page.getByText(c.votingOff)).toBeVisible();
  });

  test('removing an admin asks first', async () => {
    const adminEmail = `admin-${stamp}@example.com`;
    await page.getByRole('button', { name: messages.hostAdmin.addHost }).click();
    await page.getByLabel(messages.hostAdmin.emailLabel).fill(adminEmail);
    await page.getByRole('button', { name: messages.hostAdmin.addAdmin }).click();
    await expect(page.getByText(messages.hosts.added)).toBeVisible();
    await page.getByRole('button', { name: messages.hostAdmin.removeAdmin(adminEmail) }).click();
    const dialog = page.getByRole('dialog', { name: c.removeAdminTitle });
    await expect(dialog.getByText(c.removeAdminText(adminEmail))).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/host-controls-remove-admin.png` });
    await dialog.getByRole('button', { name: c.removeAdminConfirm }).click();
    await expect(page.getByText(messages.hosts.removed)).toBeVisible();
  });

  test('renaming warns; then the old link and the old QR address still reach the event', async () => {
    await page.getByRole('button', { name: messages.eventAdmin.editSettings }).click();
    const dialog = page.getByRole('dialog', { name: messages.eventAdmin.settingsTitle });
    await dialog.getByLabel(messages.dashboard.eventNameLabel).fill(newName);
    await expect(dialog.getByText(c.renameWarning)).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/host-controls-rename.png` });
    await dialog.getByRole('button', { name: messages.eventAdmin.save }).click();
    await page.waitForURL(new RegExp(`/dashboard/${newName}/?$`));

    // The old management address moves to the new one.
    await page.goto(`${setup.url}/dashboard/${oldName}/`);
    await page.waitForURL(new RegExp(`/dashboard/${newName}/?$`));
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();

    // A player opens a link shared before the rename, and the address a printed QR code carries
    // (the public link without a trailing slash): both reach the event, under its new name.
    const player = await setup.register('player', 'Pia Player');
    const context = await setup.browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await storeSession(phone, setup.url, player);
    for (const address of [`${setup.url}/${oldName}/`, `${setup.url}/${oldName}`]) {
      await phone.goto(address);
      await phone.waitForURL(new RegExp(`/${newName}/?$`));
      await expect(phone.getByRole('heading', { level: 1, name: newName })).toBeVisible();
      await expect(phone.getByRole('group', { name: messages.play.gridLabel })).toBeVisible();
    }
    await context.close();
    // The player joined (once); the host, who only looked, still is not counted.
    expect(await counted(newName)).toEqual({ info: 1, status: 1, board: 1 });
    expect(await counted(oldName)).toEqual({ info: 1, status: 1, board: 1 });
  });

  test('without friend codes the voting switch says why it is missing and what to do', async () => {
    const name = `NoCodes-${stamp}`;
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    await setup.createEvent(token ?? '', name, {
      grid: [grid[0]!, grid[1]!, ['', '', '', '', ''], ['', '', '', '', ''], ['', '', '', '', '']],
    });
    await page.goto(`${setup.url}/dashboard/${name}/`);
    const section = page.getByRole('region', { name: c.liveTitle });
    await expect(section.getByText(c.votingNeedsCodes)).toBeVisible();
    await expect(section.getByText(messages.gridStatus.incomplete(10))).toBeVisible();
    await expect(section.getByRole('button', { name: c.startVoting })).toHaveCount(0);
    await section.screenshot({ path: `${SHOTS_DIR}/host-controls-needs-codes.png` });
    await section.getByRole('button', { name: c.openSettings }).click();
    await expect(page.getByRole('dialog', { name: messages.eventAdmin.settingsTitle })).toBeVisible();
    await page.goto(`${setup.url}/dashboard`);
    await expect(page.getByText(messages.gridStatus.incomplete(10))).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/host-controls-dashboard.png` });
  });

  test('a host may still choose to play with Join as player', async () => {
    await page.goto(`${setup.url}/${newName}/`);
    await page.getByRole('button', { name: c.joinAsPlayer }).click();
    await expect(page.getByText(messages.play.connections(0))).toBeVisible();
    expect(await counted(newName)).toEqual({ info: 2, status: 2, board: 2 });
  });
});
