import { readFile } from 'node:fs/promises';
import { type ActivityPage, type Host, type LoginResponse, messages, type UserMatrix } from '@hoogo/core';
import { type Download, expect, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { ApiPlayer } from '../support/api.js';
import { axe, report } from '../support/axe.js';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { grid } from '../support/grid.js';
import { selfie } from '../support/selfie.js';
import { test } from '../support/stack.js';

/*
 * Running the game (docs/product.md, "Moderation" and "Running the game"): a host watches the activity feed
 * while a player on a phone makes a connection; the host hides it, and the player's phone and the big screen
 * change live; then the host downloads both CSV exports, read here as a spreadsheet would read them.
 */

const setup = gameFile();
const { stamp, newPage } = setup;
const eventName = `Moderation-${stamp}`;

const g = messages.gameMaster;
const PLAYER = 'María Phone';
const MET = 'Aaron Sky';
// Starts like a formula: the export must neutralise it (docs/decisions/0048-results-exports-and-insights.md:
// "CSV dialect").
const LINER = '=SUM(1,2) jokes about spreadsheets';

let organiser: LoginResponse;
let maria: ApiPlayer;
let ben: ApiPlayer;

/** A second event, without friend codes, run by two hosts at once. */
const busyEvent = `Moderation2-${stamp}`;
let coHost: LoginResponse;
let pia: ApiPlayer;

setup.start(async () => {
  organiser = await setup.register('mod-host', 'Mo Host');
  await setup.createEvent(organiser.access_token, eventName, { grid, codeDigits: 3 });
  maria = await setup.join(eventName, 'mod-maria', PLAYER);
  ben = await setup.join(eventName, 'mod-ben', 'Ben Board');

  await setup.createEvent(organiser.access_token, busyEvent, { grid });
  coHost = await setup.register('mod-cohost', 'Co Host');
  const added = await setup.request<Host>(
    `/api/hoogo/manage-event/${busyEvent}/host/create/`,
    {
      email: setup.email('mod-cohost'),
    },
    { token: organiser.access_token },
  );
  if (added.status !== 200) throw new Error(`add host failed: ${JSON.stringify(added.body)}`);
  const accepted = await setup.request(
    `/api/hoogo/manage-user/host-invitations/${added.body.response.id}/accept/`,
    {},
    { token: coHost.access_token },
  );
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  pia = await setup.join(busyEvent, 'mod-pia', 'Pia Busy');
});

/** No serious or critical axe-core violation on the page as it is. */
async function expectAccessible(page: Page, what: string) {
  const violations = await axe(page);
  expect(violations, `${what}:\n${report(violations)}`).toEqual([]);
}

/** The row of a player on the big screen. */
const boardRow = (board: Page, name: string) => board.getByTestId('game-row').filter({ hasText: name });

/** The file a download saved, as text, with its first bytes. */
async function downloaded(download: Download): Promise<{ name: string; bytes: Buffer; text: string }> {
  const file = await download.path();
  const bytes = await readFile(file);
  return { name: download.suggestedFilename(), bytes, text: bytes.toString('utf8') };
}

test.describe('moderation, live', () => {
  // The second test goes on from the hidden connection the first leaves.
  test.describe.configure({ mode: 'serial' });

  test('a host hides a connection: the phone and the big screen change live; the exports tell it', async () => {
    // The host's activity feed, before anything happened.
    const host = await newPage({ width: 1280, height: 900 }, organiser);
    await host.goto(`${setup.url}/dashboard/${eventName}/activity`);
    await expect(host.getByRole('heading', { name: g.activityTitle(eventName) })).toBeVisible();
    await expect(host.getByText(g.noActivity)).toBeVisible();

    // The big screen, as the public sees it.
    const board = await newPage({ width: 1366, height: 768 });
    await board.goto(`${setup.url}/${eventName}/leaderboard`);
    await expect(boardRow(board, PLAYER).getByTitle(messages.leaderboard.connectionsBadge(0))).toBeVisible();

    // The player, on a 390x844 phone, fills the first cell (A) with Ben's friend code.
    const phone = await newPage({ width: 390, height: 844 }, maria.tokens, true);
    await phone.goto(`${setup.url}/${eventName}/`);
    const rules = phone.getByRole('dialog', { name: messages.play.rulesTitle });
    await rules.getByRole('button', { name: messages.play.rulesClose }).click();
    const cell = phone.getByRole('button', { name: messages.play.cellEmpty('B', 1, grid[0]![0]!) });
    await cell.click();
    const form = phone.getByRole('dialog', { name: messages.play.formTitle('A') });
    await form.getByLabel(messages.play.nameLabel).fill(MET);
    await form
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfie('#0f766e') });
    await form.getByLabel(messages.play.codeLabel).fill(ben.registration.user_code!);
    await form.getByLabel(messages.play.descriptionLabel).fill(LINER);
    // Ben agrees to the photo being shown: without it the big screen's gallery never shows it (docs/data.md).
    await form.getByLabel(messages.selfies.consentLabel).check();
    await form.getByRole('button', { name: messages.play.submit }).click();
    await expect(form).not.toBeAttached();
    await expect(phone.getByRole('button', { name: messages.play.cellFilled('B', 1, MET) })).toBeVisible();

    // It reaches the host's feed live, and the big screen.
    const hideButton = host.getByRole('button', { name: `${g.hide}: ${PLAYER}, ${MET}` });
    await expect(hideButton).toBeVisible();
    await expect(host.getByText(g.noActivity)).toHaveCount(0);
    await expect(boardRow(board, PLAYER).getByTitle(messages.leaderboard.connectionsBadge(1))).toBeVisible();
    const gallerySelfie = board
      .getByTestId('recent-images')
      .getByRole('img', { name: messages.venue.galleryCaption(PLAYER, MET) });
    await expect(gallerySelfie).toBeVisible();

    // The host hides it.
    await hideButton.click();
    const confirm = host.getByRole('dialog', { name: g.hideTitle });
    await confirm.getByRole('button', { name: g.hide }).click();
    await expect(confirm).not.toBeAttached();
    await expect(host.getByRole('button', { name: `${g.unhide}: ${PLAYER}, ${MET}` })).toBeVisible();
    await expectAccessible(host, 'the activity feed with a hidden connection');

    // The phone: the cell is empty again, the player is told why, and may fill it again.
    await expect(phone.getByText(messages.play.connectionHidden(MET))).toBeVisible();
    await expect(cell).toBeVisible();
    await expect(phone.getByText(messages.play.connections(0))).toBeVisible();
    await phone.screenshot({ path: `${SHOTS_DIR}/moderation-phone-hidden.png` });
    await expectAccessible(phone, 'the player page with the hidden connection notice');

    // The big screen: the row lost its connection, the selfie left the gallery.
    await expect(boardRow(board, PLAYER).getByTitle(messages.leaderboard.connectionsBadge(0))).toBeVisible();
    await expect(gallerySelfie).toHaveCount(0);

    // The exports, from the results page.
    await host.goto(`${setup.url}/dashboard/${eventName}/results`);
    await expect(host.getByRole('heading', { name: g.resultsTitle(eventName) })).toBeVisible();
    const [playersDownload] = await Promise.all([
      host.waitForEvent('download'),
      host.getByRole('button', { name: g.downloadPlayers }).click(),
    ]);
    const playersFile = await downloaded(playersDownload);
    expect(playersFile.name).toMatch(/players.*\.csv$/);
    expect([...playersFile.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const playerRows = parse(playersFile.text, { bom: true }) as string[][];
    expect(playerRows[0]).toEqual(messages.resultsApi.playersHeader);
    const players = parse(playersFile.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(players.map((row) => row.Name).sort()).toEqual(['Ben Board', PLAYER]);
    const mariaRow = players.find((row) => row.Name === PLAYER)!;
    expect(mariaRow.Email).toBe(`mod-maria-${stamp}@example.com`);
    expect(mariaRow.Connections).toBe('0');

    const [connectionsDownload] = await Promise.all([
      host.waitForEvent('download'),
      host.getByRole('button', { name: g.downloadConnections }).click(),
    ]);
    const connectionsFile = await downloaded(connectionsDownload);
    expect(connectionsFile.name).toMatch(/connections.*\.csv$/);
    expect([...connectionsFile.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const header = (parse(connectionsFile.text, { bom: true }) as string[][])[0];
    expect(header).toEqual(messages.resultsApi.connectionsHeader);
    const connections = parse(connectionsFile.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(connections).toHaveLength(1);
    const made = connections[0]!;
    expect(made.Player).toBe(PLAYER);
    expect(made['Person met']).toBe(MET);
    expect(made['Linked player (friend code)']).toBe('Ben Board');
    expect(made.Letter).toBe('A');
    expect(made.Description).toBe(`'${LINER}`);
    expect(made.Hidden).toBe(messages.resultsApi.hiddenByHost);
  });

  test('the host unhides it and then removes the player: the phone and the big screen follow', async () => {
    const host = await newPage({ width: 1280, height: 900 }, organiser);
    await host.goto(`${setup.url}/dashboard/${eventName}/activity`);
    const unhide = host.getByRole('button', { name: `${g.unhide}: ${PLAYER}, ${MET}` });
    await expect(unhide).toBeVisible();

    const board = await newPage({ width: 1366, height: 768 });
    await board.goto(`${setup.url}/${eventName}/leaderboard`);
    await expect(boardRow(board, PLAYER).getByTitle(messages.leaderboard.connectionsBadge(0))).toBeVisible();

    const phone = await newPage({ width: 390, height: 844 }, maria.tokens, true);
    await phone.goto(`${setup.url}/${eventName}/`);
    await expect(phone.getByText(messages.play.connectionHidden(MET))).toBeVisible();

    // Unhidden: the cell shows the connection again, the notice goes, the row counts it again.
    await unhide.click();
    await expect(host.getByRole('button', { name: `${g.hide}: ${PLAYER}, ${MET}` })).toBeVisible();
    await expect(phone.getByRole('button', { name: messages.play.cellFilled('B', 1, MET) })).toBeVisible();
    await expect(phone.getByText(messages.play.connectionHidden(MET))).toHaveCount(0);
    await expect(boardRow(board, PLAYER).getByTitle(messages.leaderboard.connectionsBadge(1))).toBeVisible();

    // Removed: the phone says so instead of the grid, the row leaves the big screen.
    await host.getByRole('button', { name: `${g.removePlayer}: ${PLAYER}` }).click();
    const confirm = host.getByRole('dialog', { name: g.removeTitle(PLAYER) });
    await confirm.getByRole('button', { name: g.removePlayer }).click();
    await expect(confirm).not.toBeAttached();
    await expect(host.getByRole('button', { name: `${g.restorePlayer}: ${PLAYER}` }).first()).toBeVisible();
    await expect(phone.getByRole('heading', { name: messages.play.removedTitle })).toBeVisible();
    await expect(phone.getByText(messages.play.removedText)).toBeVisible();
    await expect(phone.getByRole('group', { name: messages.play.gridLabel })).toHaveCount(0);
    await phone.screenshot({ path: `${SHOTS_DIR}/moderation-phone-removed.png` });
    await expectAccessible(phone, "the removed player's page");
    await expect(boardRow(board, PLAYER)).toHaveCount(0);
    await expect(boardRow(board, 'Ben Board')).toBeVisible();
  });
});

test.describe('moderation under concurrency', () => {
  test('two hosts hide the same connection at once while its player fills another cell', async () => {
    await setup.connect(busyEvent, pia, [0, 0], { name: 'Alex First', color: '#b91c1c' });
    const hosts = [
      await newPage({ width: 1280, height: 900 }, organiser),
      await newPage({ width: 1280, height: 900 }, coHost),
    ];
    const hide = (page: Page) => page.getByRole('button', { name: `${g.hide}: Pia Busy, Alex First` });
    for (const page of hosts) {
      await page.goto(`${setup.url}/dashboard/${busyEvent}/activity`);
      await hide(page).click();
      await expect(page.getByRole('dialog', { name: g.hideTitle })).toBeVisible();
    }

    // Both confirm at the same moment, and Pia's next connection arrives meanwhile.
    await Promise.all([
      ...hosts.map((page) =>
        page.getByRole('dialog', { name: g.hideTitle }).getByRole('button', { name: g.hide }).click(),
      ),
      setup.connect(busyEvent, pia, [0, 1], { name: 'Bea Second', color: '#1d4ed8' }),
    ]);

    for (const page of hosts) {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('button', { name: `${g.unhide}: Pia Busy, Alex First` })).toBeVisible();
      // The second hide found it hidden already: answered as it is, no refusal shown.
      await expect(page.getByRole('alert')).toHaveCount(0);
      // Bea's connection arrived while this host was at work in the feed (the dialog open, the pointer
      // or focus in the list) or after: held behind "Show 1 new connection" in the first case, by design.
      const bea = page.getByRole('button', { name: `${g.hide}: Pia Busy, Bea Second` });
      const showNew = page.getByRole('button', { name: g.showNew(1) });
      await expect(bea.or(showNew)).toBeVisible();
      if (await showNew.isVisible()) await showNew.click();
      await expect(bea).toBeVisible();
    }

    // Pia's card: the hidden cell empty and said so, the new one counted.
    const card = await setup.request<UserMatrix>(
      `/api/hoogo/manage-game/${busyEvent}/get-user-matrix/?user_id=${pia.registration.user_id}`,
      undefined,
      {},
    );
    expect(card.status).toBe(200);
    expect(card.body.response.total_connections).toBe(1);
    expect(card.body.response.answer[0]![0]!.connected_name).toBeNull();
    expect(card.body.response.answer[0]![1]!.connected_name).toBe('Bea Second');
    expect(card.body.response.hidden_connections).toEqual([
      expect.objectContaining({ x: 0, y: 0, connected_name: 'Alex First' }),
    ]);
    const hidden = await setup.request<ActivityPage>(
      `/api/hoogo/manage-event/${busyEvent}/activity/?filter=hidden`,
      undefined,
      { token: coHost.access_token },
    );
    expect(hidden.body.response.items.map((item) => item.connected_name)).toEqual(['Alex First']);
  });
});

test.describe('only the hosts run the game', () => {
  test("a player who opens the hosts' screens gets the reason, and their token no export", async () => {
    const page = await newPage({ width: 1280, height: 900 }, pia.tokens);
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    for (const screen of ['activity', 'results', 'insights']) {
      await page.goto(`${setup.url}/dashboard/${busyEvent}/${screen}`);
      await expect(page.getByRole('alert')).toHaveText(messages.eventAdmin.notHost);
      await expect(page.getByRole('button', { name: g.downloadPlayers })).toHaveCount(0);
    }
    expect(sockets.filter((url) => url.includes('/activity/'))).toEqual([]);
    for (const kind of ['players', 'connections']) {
      const res = await fetch(`${setup.url}/api/hoogo/manage-event/${busyEvent}/export/${kind}.csv`, {
        headers: { authorization: `Bearer ${pia.tokens.access_token}` },
      });
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).not.toMatch(/text\/csv/);
    }
  });
});
