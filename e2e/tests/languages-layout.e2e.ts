import { type Catalogue, LOCALES, loadCatalogue, PSEUDO_LOCALE } from '@hoogo/core';
import { expect } from '@playwright/test';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { grid } from '../support/grid.js';
import { foreignTexts, overflows } from '../support/languages.js';
import { storeSession } from '../support/session.js';
import { test } from '../support/stack.js';

/**
 * Every screen holds in every language (docs/decisions/0086-five-languages.md): French and German run
 * 30-40 % longer than English, the pseudo-locale 40 % longer still. At 360 px a phone's screens, and at
 * 1920x1080 the big screen in the room's language, may neither scroll sideways nor cut a sentence (text
 * clipped by its box without the whole of it in a title); in the pseudo-locale every text they show is the
 * catalogue's or the game's own data.
 */

const setup = gameFile();
const { stamp } = setup;
const eventName = `Sprachen${stamp}`;
let organiser: Awaited<ReturnType<typeof setup.register>>;
let player: Awaited<ReturnType<typeof setup.join>>;

setup.start(async () => {
  organiser = await setup.register('organiser', 'Olga Organisatorin');
  await setup.createEvent(organiser.access_token, eventName, { grid });
  player = await setup.join(eventName, 'player', 'Maximiliane Mustermann-Schmidt');
  const friend = await setup.join(eventName, 'friend', 'Bartholomäus Brandenburger');
  for (const cell of [
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
  ] as const) {
    await setup.connect(eventName, player, [...cell], { name: `${grid[cell[0]]![cell[1]]}nnabelle-Sophie` });
  }
  await setup.connect(eventName, friend, [0, 1], { name: `${grid[0]![1]}ernadette` });
}, 300_000);

const languages = [...LOCALES, PSEUDO_LOCALE] as const;

test.describe('every screen holds in every language', () => {
  const catalogues = new Map<string, Catalogue>();
  test.beforeAll(async () => {
    for (const language of languages) catalogues.set(language, await loadCatalogue(language));
  });

  for (const language of languages) {
    test(`the phone's screens at 360 px in ${language}`, async () => {
      const t = catalogues.get(language) as Catalogue;
      const context = await setup.browser.newContext({
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
      });
      await context.addInitScript((chosen) => localStorage.setItem('hoogo-language', chosen), language);
      const page = await context.newPage();
      const problems: string[] = [];
      const look = async (screen: string) => {
        for (const problem of await overflows(page, language === PSEUDO_LOCALE))
          problems.push(`${screen}: ${problem}`);
        await page.screenshot({ path: `${SHOTS_DIR}/layout-${language}-${screen}.png`, fullPage: true });
      };

      await page.goto(`${setup.url}/login`);
      await expect(page.getByRole('button', { name: t.login.generateOtp })).toBeVisible();
      await look('login');

      await storeSession(page, setup.url, player.tokens);
      await page.goto(`${setup.url}/${eventName}`);
      await page
        .getByRole('dialog', { name: t.play.rulesTitle })
        .getByRole('button', { name: t.play.rulesClose })
        .click();
      await expect(page.getByRole('group', { name: t.play.gridLabel })).toBeVisible();
      await look('play');
      await page.getByRole('button', { name: t.play.cellEmpty('B', 2, grid[1]![0]!) }).click();
      await expect(page.getByRole('dialog', { name: t.play.formTitle(grid[1]![0]!) })).toBeVisible();
      await look('form');

      await page.goto(`${setup.url}/${eventName}/hoogocard/`);
      await expect(page.getByRole('heading', { name: t.card.title })).toBeVisible();
      await look('card');
      await page.goto(`${setup.url}/${eventName}/people/`);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await look('people');

      await storeSession(page, setup.url, organiser);
      await page.goto(`${setup.url}/dashboard`);
      await expect(page.getByRole('link', { name: new RegExp(eventName) }).first()).toBeVisible();
      await look('dashboard');
      await page.goto(`${setup.url}/dashboard/${eventName}/`);
      await expect(page.getByRole('heading', { name: eventName })).toBeVisible();
      await look('event-admin');
      await context.close();
      expect(problems).toEqual([]);
    });
  }

  for (const language of LOCALES) {
    test(`the big screen at 1920x1080 in the room's language, ${language}`, async () => {
      const t = catalogues.get(language) as Catalogue;
      const changed = await setup.updateEvent(organiser.access_token, eventName, [['language', language]]);
      expect(changed.status).toBe(200);
      const context = await setup.browser.newContext({ viewport: { width: 1920, height: 1080 } });
      const page = await context.newPage();
      await page.goto(`${setup.url}/${eventName}/leaderboard`);
      await expect(page.getByText(t.venue.scanToPlay)).toBeVisible();
      await expect(page.getByText('Maximiliane Mustermann-Schmidt')).toBeVisible();
      expect(await overflows(page, false)).toEqual([]);
      await page.screenshot({ path: `${SHOTS_DIR}/layout-${language}-board-1920.png` });
      await context.close();
    });
  }

  test('the big screen at 1920x1080 in the pseudo-locale: the catalogue only, nothing cut', async () => {
    const context = await setup.browser.newContext({ viewport: { width: 1920, height: 1080 } });
    await context.addInitScript(() => localStorage.setItem('hoogo-language', 'en-XA'));
    const page = await context.newPage();
    await page.goto(`${setup.url}/${eventName}/leaderboard`);
    await expect(page.getByText('Maximiliane Mustermann-Schmidt')).toBeVisible();
    await expect(page.getByText(/⟦/).first()).toBeVisible();
    expect(await overflows(page, true)).toEqual([]);
    const address = setup.url.replace(/^https?:\/\//, '');
    const names = ['Maximiliane Mustermann-Schmidt', 'Bartholomäus Brandenburger'];
    expect(await foreignTexts(page, [eventName, 'Hoogo', ...names, address])).toEqual([]);
    await page.screenshot({ path: `${SHOTS_DIR}/layout-en-XA-board-1920.png` });
    await context.close();
  });
});
