import { type LoginResponse, messages } from '@hoogo/core';
import { expect, type Locator, type Page } from '@playwright/test';
import type { ApiPlayer } from '../support/api.js';
import { axe, report } from '../support/axe.js';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { bingoCells, grid } from '../support/grid.js';
import { test } from '../support/stack.js';

/*
 * The hosts' results and insights (docs/product.md, "Running the game") on a game played through the
 * API: Anna completes first, Ben second, Cara has three connections, Dan and Eve two each (a tie). The
 * ranking, the first finisher and the tie show as the core order says; the insights' numbers are the
 * game's; the chart library is loaded on the insights screen only.
 */

const setup = gameFile();
const eventName = `Results-${setup.stamp}`;
const g = messages.gameMaster;

let host: LoginResponse;

/** Fills `cells` of the player's card, in order; the event uses no friend codes. */
async function fill(player: ApiPlayer, cells: Array<[number, number]>) {
  for (const cell of cells) await setup.connect(eventName, player, cell, {});
}

setup.start(async () => {
  host = await setup.register('res-host', 'Rae Host');
  await setup.createEvent(host.access_token, eventName, { grid });
  const join = (name: string) => setup.join(eventName, `res-${name.toLowerCase()}`, `${name} Result`);
  const [anna, ben, cara, dan, eve] = [
    await join('Anna'),
    await join('Ben'),
    await join('Cara'),
    await join('Dan'),
    await join('Eve'),
  ];
  await fill(anna!, bingoCells);
  await fill(ben!, bingoCells);
  await fill(cara!, [
    [0, 0],
    [0, 1],
    [0, 2],
  ]);
  await fill(dan!, [
    [1, 0],
    [1, 1],
  ]);
  await fill(eve!, [
    [2, 0],
    [2, 1],
  ]);
});

function hostPage(): Promise<Page> {
  return setup.newPage({ width: 1280, height: 900 }, host);
}

/** The cells of a table's body rows, as text, one array per row. */
async function bodyRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td')).map((cell) => (cell.textContent ?? '').trim()),
      ),
    );
}

/** The scripts the page loaded so far that carry the chart library (uPlot's own class name). */
async function chartScripts(urls: Iterable<string>): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    const body = await (await fetch(url)).text();
    if (body.includes('u-legend')) found.push(url);
  }
  return found;
}

test('results rank the game in core order with the first finisher and the tie; insights count it', async () => {
  const page = await hostPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.add(response.url());
  });

  await page.goto(`${setup.url}/dashboard/${eventName}/results`);
  await expect(page.getByRole('heading', { name: g.resultsTitle(eventName) })).toBeVisible();
  const game = page.getByRole('table').first();
  await expect(game.locator('tbody tr')).toHaveCount(5);
  const rows = await bodyRows(game);
  expect(rows.map((row) => row[1]?.replace(g.firstFinisher, '').trim())).toEqual([
    'Anna Result',
    'Ben Result',
    'Cara Result',
    expect.stringMatching(/^(Dan|Eve) Result$/),
    expect.stringMatching(/^(Dan|Eve) Result$/),
  ]);
  expect(rows.map((row) => row[0])).toEqual([
    '1',
    '2',
    '3',
    expect.stringContaining(g.tiedRank(4)),
    expect.stringContaining(g.tiedRank(4)),
  ]);
  // Only the first finisher wears the badge; the completed show their time, the others a dash.
  await expect(game.getByText(g.firstFinisher)).toHaveCount(1);
  await expect(game.locator('tbody tr').first().getByText(g.firstFinisher)).toBeVisible();
  expect(rows.map((row) => row[3])).toEqual(['16', '16', '3', '2', '2']);
  expect(rows.slice(2).map((row) => row[4])).toEqual([g.notCompleted, g.notCompleted, g.notCompleted]);
  await expect(page.getByRole('button', { name: g.print })).toBeEnabled();
  const violations = await axe(page);
  expect(violations, `results:\n${report(violations)}`).toEqual([]);
  await page.screenshot({ path: `${SHOTS_DIR}/results-1280.png`, fullPage: true });
  expect(await chartScripts(scripts)).toEqual([]);

  // Insights, from the screens' own links: the numbers of the game, and the chart drawn.
  await page.getByRole('link', { name: g.insightsLink }).click();
  await expect(page.getByRole('heading', { name: g.insightsTitle(eventName) })).toBeVisible();
  const stat = (label: string) =>
    page.locator('dl div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(stat(g.participants).locator('dd')).toHaveText('5');
  await expect(stat(g.connectionsMade).locator('dd')).toHaveText('39');
  await expect(stat(g.completed).locator('dd')).toHaveText('2');
  const spread = await bodyRows(page.getByRole('region', { name: g.spreadTitle }).getByRole('table'));
  expect(spread).toEqual([
    ['0', '0'],
    ['1–4', '3'],
    ['5–24', '2'],
    ['25', '0'],
  ]);
  const letters = await bodyRows(page.getByRole('region', { name: g.bingoTitle }).getByRole('table'));
  expect(letters[0]).toEqual([g.bingoLabel(0), '3']);
  expect(letters[5]).toEqual([g.bingoLabel(5), '2']);
  const chart = page.getByRole('img', { name: /players joined and 39 connections were made/ });
  await expect(chart.locator('canvas').first()).toBeVisible();
  expect(await chartScripts(scripts)).toHaveLength(1);
  await page.screenshot({ path: `${SHOTS_DIR}/insights-1280.png`, fullPage: true });
});
