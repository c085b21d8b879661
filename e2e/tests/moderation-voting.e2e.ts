import { type LoginResponse, messages } from '@hoogo/core';
import { expect } from '@playwright/test';
import type { ApiPlayer } from '../support/api.js';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { bingoCells, grid } from '../support/grid.js';
import { test } from '../support/stack.js';

/*
 * Removing a player while voting runs (docs/decisions/0045-moderation-what-others-read.md: "Votes while
 * someone is removed"): Anna completed her card and Ben, who met her, voted for her. The host removes Ben:
 * his vote stops counting on the voting board, and Anna's cell that showed Ben (linked by his friend code)
 * empties on her phone, her completion intact. Restoring Ben brings both back.
 */

const setup = gameFile();
const { newPage } = setup;
const eventName = `VotingMod-${setup.stamp}`;
const g = messages.gameMaster;

let organiser: LoginResponse;
let anna: ApiPlayer;
let ben: ApiPlayer;
/** The cell of Anna's card that shows Ben, outside the lines that light her letters. */
const benCell: [number, number] = [1, 0];
const BEN_MET_AS = 'Flex Ben';

setup.start(async () => {
  organiser = await setup.register('vm-host', 'Vi Host');
  await setup.createEvent(organiser.access_token, eventName, { grid, codeDigits: 3 });
  const join = (name: string, email: string) => setup.join(eventName, email, name);
  anna = await join('Anna Winner', 'vm-anna');
  ben = await join('Ben Voter', 'vm-ben');
  const guests: ApiPlayer[] = [];
  for (let i = 0; i < bingoCells.length; i += 1) guests.push(await join(`Guest ${i}`, `vm-guest${i}`));
  for (const [i, cell] of bingoCells.entries()) {
    await setup.connect(eventName, anna, cell, { code: guests[i]!.registration.user_code! });
  }
  await setup.connect(eventName, anna, benCell, {
    code: ben.registration.user_code!,
    name: BEN_MET_AS,
  });
  await setup.connect(eventName, ben, [2, 0], { code: anna.registration.user_code! });

  const voting = await setup.updateEvent(organiser.access_token, eventName, [['voting_enabled', 'true']]);
  if (voting.status !== 200) throw new Error(`voting on failed: ${JSON.stringify(voting.body)}`);
  const vote = await setup.request(
    `/api/hoogo/manage-game/${eventName}/vote/${anna.registration.event_register_id}/`,
    { user_id: ben.registration.user_id },
    { clientIp: ben.ip },
  );
  if (vote.status !== 200) throw new Error(`vote failed: ${JSON.stringify(vote.body)}`);
});

test('removing a voter withdraws his vote live and empties the cell that showed him; restoring brings both back', async () => {
  const board = await newPage({ width: 1920, height: 1080 });
  await board.goto(`${setup.url}/${eventName}/leaderboard`);
  const annaRow = board.getByTestId('voting-row').filter({ hasText: 'Anna Winner' });
  await expect(annaRow.getByText(messages.leaderboard.votes(1))).toBeVisible();

  const phone = await newPage({ width: 390, height: 844 }, anna.tokens, true);
  await phone.goto(`${setup.url}/${eventName}/`);
  const rules = phone.getByRole('dialog', { name: messages.play.rulesTitle });
  await rules.getByRole('button', { name: messages.play.rulesClose }).click();
  const benFilled = phone.getByRole('button', { name: messages.play.cellFilled('B', 2, BEN_MET_AS) });
  await expect(benFilled).toBeVisible();

  const host = await newPage({ width: 1280, height: 900 }, organiser);
  await host.goto(`${setup.url}/dashboard/${eventName}/activity`);
  await host
    .getByRole('button', { name: `${g.removePlayer}: Ben Voter` })
    .first()
    .click();
  const remove = host.getByRole('dialog', { name: g.removeTitle('Ben Voter') });
  await remove.getByRole('button', { name: g.removePlayer }).click();
  await expect(remove).not.toBeAttached();

  // The voting board: Ben's vote no longer counts; Anna is still a candidate (her letters stand).
  await expect(annaRow.getByText(messages.leaderboard.votes(0))).toBeVisible();
  // Anna's phone: the cell that showed Ben is empty, with the notice; her five letters stay.
  await expect(phone.getByText(messages.play.connectionHidden(BEN_MET_AS))).toBeVisible();
  await expect(benFilled).toHaveCount(0);
  await expect(
    phone.getByRole('button', { name: messages.play.cellEmpty('B', 2, grid[1]![0]!) }),
  ).toBeVisible();
  await expect(phone.getByText(messages.play.connections(16))).toBeVisible();
  for (const letter of 'BINGO')
    await expect(phone.getByLabel(messages.play.letterDone(letter))).toBeVisible();
  await board.screenshot({ path: `${SHOTS_DIR}/moderation-voting-board.png` });

  // Restored: the vote counts again, the cell shows Ben again.
  await host
    .getByRole('button', { name: `${g.restorePlayer}: Ben Voter` })
    .first()
    .click();
  const restore = host.getByRole('dialog', { name: g.restoreTitle('Ben Voter') });
  await restore.getByRole('button', { name: g.restorePlayer }).click();
  await expect(restore).not.toBeAttached();
  await expect(annaRow.getByText(messages.leaderboard.votes(1))).toBeVisible();
  await expect(benFilled).toBeVisible();
  await expect(phone.getByText(messages.play.connectionHidden(BEN_MET_AS))).toHaveCount(0);
  await expect(phone.getByText(messages.play.connections(17))).toBeVisible();
});
