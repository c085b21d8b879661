import { type LoginResponse, messages } from '@hoogo/core';
import { expect, type Page } from '@playwright/test';
import type { ApiPlayer } from '../support/api.js';
import { axe, report } from '../support/axe.js';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { grid } from '../support/grid.js';
import { test } from '../support/stack.js';

/*
 * Deleting one's data (docs/data.md): a player linked by friend code leaves the event from their phone
 * and disappears from the big screen and from the other player's card, live; then an organiser deletes
 * their account, and their event goes with it.
 */

const setup = gameFile();
const { stamp, newPage } = setup;
const eventName = `Delete-${stamp}`;
const d = messages.dataDeletion;

const LEA = 'Lea Leaving';
const ANN = 'Ann Staying';

let organiser: LoginResponse;
let lea: ApiPlayer;
let ann: ApiPlayer;

setup.start(async () => {
  organiser = await setup.register('del-host', 'Dee Host');
  await setup.createEvent(organiser.access_token, eventName, { grid, codeDigits: 3 });
  lea = await setup.join(eventName, 'del-lea', LEA);
  ann = await setup.join(eventName, 'del-ann', ANN);
  // Linked both ways: Ann's first cell holds Lea's code, Lea's holds Ann's.
  await setup.connect(eventName, ann, [0, 0], {
    code: lea.registration.user_code ?? undefined,
    name: 'Alea Leaving',
    color: '#be123c',
  });
  await setup.connect(eventName, lea, [0, 1], {
    code: ann.registration.user_code ?? undefined,
    name: 'Bann Staying',
    color: '#0369a1',
  });
});

async function expectAccessible(page: Page, what: string) {
  const violations = await axe(page);
  expect(violations, `${what}:\n${report(violations)}`).toEqual([]);
}

const boardRow = (board: Page, name: string) => board.getByTestId('game-row').filter({ hasText: name });

async function playerPage(tokens: LoginResponse, width = 390, height = 844) {
  const phone = await newPage({ width, height }, tokens, true);
  await phone.goto(`${setup.url}/${eventName}/`);
  const rules = phone.getByRole('dialog', { name: messages.play.rulesTitle });
  await rules.getByRole('button', { name: messages.play.rulesClose }).click();
  return phone;
}

test.describe('deleting data', () => {
  test.describe.configure({ mode: 'serial' });

  test('a player leaves: their row leaves the big screen and the cell that linked them leaves the other card, live', async () => {
    const board = await newPage({ width: 1920, height: 1080 });
    await board.goto(`${setup.url}/${eventName}/leaderboard`);
    await expect(boardRow(board, LEA).getByTitle(messages.leaderboard.connectionsBadge(1))).toBeVisible();
    await expect(boardRow(board, ANN).getByTitle(messages.leaderboard.connectionsBadge(1))).toBeVisible();

    const annPhone = await playerPage(ann.tokens);
    const annCell = messages.play.cellFilled('B', 1, 'Alea Leaving');
    await expect(annPhone.getByRole('button', { name: annCell })).toBeVisible();
    await expect(annPhone.getByText(messages.play.connections(1))).toBeVisible();

    const phone = await playerPage(lea.tokens);
    const leave = phone.getByRole('button', { name: d.leaveAction });
    await leave.scrollIntoViewIfNeeded();
    await leave.click();
    const dialog = phone.getByRole('dialog', { name: d.leaveTitle });
    await expect(dialog).toBeVisible();
    for (const line of d.leaveDeletes) await expect(dialog.getByText(line)).toBeVisible();
    await expect(dialog.getByText(d.leaveKeeps)).toBeVisible();
    await phone.screenshot({ path: `${SHOTS_DIR}/data-deletion-leave-dialog-390.png` });
    await expectAccessible(phone, 'the leave dialog');
    await dialog.getByRole('button', { name: d.leaveConfirm }).click();
    await expect(dialog).not.toBeAttached();
    await expect(phone.getByText(d.left)).toBeVisible();
    await expect(phone).toHaveURL(/\/dashboard$/);
    // An attendee lands on the events they play, not on the organiser's tab.
    await expect(
      phone.getByRole('tab', { name: messages.dashboard.participated, selected: true }),
    ).toBeVisible();
    expect(
      await phone.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('eventUserId-'))),
    ).toEqual([]);

    // The big screen: Lea's row is gone, Ann's count follows.
    await expect(boardRow(board, LEA)).toHaveCount(0);
    await expect(boardRow(board, ANN).getByTitle(messages.leaderboard.connectionsBadge(0))).toBeVisible();
    await board.screenshot({ path: `${SHOTS_DIR}/data-deletion-board-1920.png` });

    // Ann's phone: the cell that held Lea's code is empty again, her count follows.
    await expect(annPhone.getByRole('button', { name: annCell })).toHaveCount(0);
    await expect(
      annPhone.getByRole('button', { name: messages.play.cellEmpty('B', 1, grid[0]![0]!) }),
    ).toBeVisible();
    await expect(annPhone.getByText(messages.play.connections(0))).toBeVisible();

    // Lea's key is nobody's now.
    const again = await setup.request(
      `/api/hoogo/manage-game/${eventName}/leave/`,
      {
        user_id: lea.registration.user_id,
      },
      {},
    );
    expect(again.status).toBe(403);
  });

  test('the organiser deletes their account from /account: the event goes with it', async () => {
    const page = await newPage({ width: 360, height: 780 }, organiser);
    await page.goto(`${setup.url}/dashboard`);
    await page.getByRole('link', { name: d.accountLink }).click();
    await expect(page.getByRole('heading', { name: d.accountTitle, exact: true })).toBeVisible();
    await expect(page.getByText(setup.email('del-host'))).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/data-deletion-account-360.png`, fullPage: true });
    await expectAccessible(page, 'the account page');

    await page.getByRole('button', { name: d.deleteAccountAction }).click();
    const dialog = page.getByRole('dialog', { name: d.deleteAccountDialogTitle });
    await expect(dialog.getByText(d.ownedEvent(eventName, 1))).toBeVisible();
    const confirm = dialog.getByRole('button', { name: d.deleteAccountConfirm });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(d.typeEmailLabel(setup.email('del-host'))).fill(setup.email('del-host'));
    await expect(confirm).toBeEnabled();
    await page.screenshot({ path: `${SHOTS_DIR}/data-deletion-account-dialog-360.png` });
    await expectAccessible(page, 'the account deletion dialog');
    await confirm.click();
    await expect(page.getByText(d.accountDeleted)).toBeVisible();
    await expect(page).toHaveURL(`${setup.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    const info = await setup.request(`/api/hoogo/manage-event/${eventName}/get-info/`, undefined, {});
    expect(info.status).toBe(404);
  });
});
