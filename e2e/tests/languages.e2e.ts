import { type Catalogue, loadCatalogue } from '@hoogo/core';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { grid } from '../support/grid.js';
import { foreignTexts } from '../support/languages.js';
import { selfie } from '../support/selfie.js';
import { storeSession } from '../support/session.js';
import { test } from '../support/stack.js';

/**
 * The product in the attendee's and the organiser's languages (docs/decisions/0086-five-languages.md): a
 * phone set to French signs up from the event's link (the code mail in French), fills a cell and opens its
 * card; an organiser whose browser is German sets the room's language to French, and a big screen opened
 * by a German browser speaks French; the pseudo-locale finds text that is not the catalogue's or is cut.
 */

const setup = gameFile();
const { stamp } = setup;
const eventName = `Rencontres${stamp}`;
let fr: Catalogue;
let de: Catalogue;
let organiserTokens: Awaited<ReturnType<typeof setup.register>>;

setup.start(async () => {
  fr = await loadCatalogue('fr');
  de = await loadCatalogue('de');
  organiserTokens = await setup.register('organiser', 'Greta Gastgeberin');
  await setup.createEvent(organiserTokens.access_token, eventName, { grid });
}, 300_000);

const contexts: BrowserContext[] = [];
test.afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function context(options: Parameters<typeof setup.browser.newContext>[0]): Promise<BrowserContext> {
  const made = await setup.browser.newContext(options);
  contexts.push(made);
  return made;
}

const phone = (locale: string, width = 390, height = 844) =>
  context({ viewport: { width, height }, hasTouch: true, isMobile: true, locale });

/** Whether the page scrolls sideways: a sentence too long for the screen would. */
const spillsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

test.describe('the product in five languages', () => {
  test.describe.configure({ mode: 'serial' });

  let attendee: Page;

  /**
   * A phone in `locale` signs up from the event's link (the code mail in its language), fills the cell of
   * `cell`'s letter with `met` and opens its card, each screen checked at 390 and 360 px: answers the page.
   */
  async function attendeeIn(
    locale: string,
    code: 'fr' | 'de',
    t: Catalogue,
    who: { local: string; name: string; met: string; about: string; cell: [number, number] },
  ): Promise<Page> {
    const context = await phone(locale);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${setup.url}/${eventName}`);
    await expect(page.getByRole('heading', { name: t.login.joinEvent(eventName) })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(code);
    // The phone fetched its own language's sentences, and no other language's.
    const catalogues = scripts.filter((path) => /\/assets\/(en|es|fr|de|pt-br)-[\w-]+\.js$/.test(path));
    expect(catalogues).toHaveLength(1);
    expect(catalogues[0]).toMatch(new RegExp(`/assets/${code}-`));

    const email = setup.email(who.local);
    await page.getByLabel(t.login.emailLabel).fill(email);
    const before = setup.mailbox.count();
    await page.getByRole('button', { name: t.login.generateOtp }).tap();
    const otp = await setup.mailbox.nextCode(email, before);
    const mail = setup.mailbox.mails.slice(before).find((received) => received.to.includes(email));
    expect(mail?.subject).toBe(t.codeMail.loginSubject(otp, 'Hoogo'));
    expect(mail?.text).toContain(t.codeMail.validity(10));
    await page.getByLabel(t.login.nameLabel).fill(who.name);
    await page.getByLabel(t.login.otpLabel).fill(otp);
    await page.getByRole('button', { name: t.login.register }).tap();

    const rules = page.getByRole('dialog', { name: t.play.rulesTitle });
    await rules.getByRole('button', { name: t.play.rulesClose }).click();
    await expect(page.getByRole('group', { name: t.play.gridLabel })).toBeVisible();
    const [row, column] = who.cell;
    const letter = grid[row]![column]!;
    const columnLetter = 'BINGO'[column]!;
    await page.getByRole('button', { name: t.play.cellEmpty(columnLetter, row + 1, letter) }).click();
    const form = page.getByRole('dialog', { name: t.play.formTitle(letter) });
    await form.getByLabel(t.play.nameLabel).fill(who.met);
    await form
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfie('#0f766e') });
    await form.getByLabel(t.play.descriptionLabel).fill(who.about);
    await page.screenshot({ path: `${SHOTS_DIR}/languages-${code}-form-390.png` });
    await form.getByRole('button', { name: t.play.submit }).click();
    await expect(form).not.toBeAttached();
    await expect(
      page.getByRole('button', { name: t.play.cellFilled(columnLetter, row + 1, who.met) }),
    ).toBeVisible();
    await expect(page.getByText(t.play.connections(1))).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/languages-${code}-grid-390.png` });

    await page.setViewportSize({ width: 360, height: 740 });
    expect(await spillsSideways(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS_DIR}/languages-${code}-grid-360.png` });

    await page.goto(`${setup.url}/${eventName}/hoogocard/`);
    await expect(page.getByRole('heading', { name: t.card.title })).toBeVisible();
    expect(await spillsSideways(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS_DIR}/languages-${code}-card-360.png` });
    return page;
  }

  test('a French phone signs up in French, with the code mail in French, and fills a cell', async () => {
    attendee = await attendeeIn('fr-FR', 'fr', fr, {
      local: 'camille',
      name: 'Camille Martin',
      met: 'Amélie',
      about: 'Elle organise des ateliers de céramique à Lyon.',
      cell: [0, 0],
    });
  });

  test('a German phone signs up in German, with the code mail in German, and fills a cell', async () => {
    await attendeeIn('de-DE', 'de', de, {
      local: 'jonas',
      name: 'Jonas Schäfer',
      met: 'Gülsen',
      about: 'Sie baut Lastenräder in Leipzig und sucht Testfahrer.',
      cell: [1, 1],
    });
  });

  test("the attendee's switch to German holds on the device and on the account", async () => {
    await attendee.goto(`${setup.url}/${eventName}`);
    await attendee.getByRole('combobox', { name: fr.language.label }).selectOption('de');
    await expect(attendee.getByRole('group', { name: de.play.gridLabel })).toBeVisible();
    await expect(attendee.getByRole('combobox', { name: de.language.label })).toBeVisible();
    await attendee.reload();
    await expect(attendee.getByRole('group', { name: de.play.gridLabel })).toBeVisible();
    const token = await attendee.evaluate(() => localStorage.getItem('accessToken'));
    await expect
      .poll(async () => {
        const profile = await fetch(`${setup.url}/api/auth/profile-info/`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await profile.json()) as { response: { language: string | null } }).response.language;
      })
      .toBe('de');
  });

  test("a German organiser sets the room's language to French; a German browser's big screen speaks it", async () => {
    const desk = await context({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
    const organiser = await desk.newPage();
    await storeSession(organiser, setup.url, organiserTokens);
    await organiser.goto(`${setup.url}/dashboard/${eventName}/`);
    await organiser.getByRole('button', { name: de.eventAdmin.editSettings }).click();
    const settings = organiser.getByRole('dialog', { name: de.eventAdmin.settingsTitle });
    const language = settings.getByLabel(de.language.eventLabel);
    await expect(language).toHaveValue('en');
    await language.selectOption('fr');
    await organiser.screenshot({ path: `${SHOTS_DIR}/languages-de-settings.png` });
    await settings.getByRole('button', { name: de.eventAdmin.save }).click();
    await expect(organiser.getByText(de.events.updated)).toBeVisible();

    for (const [width, height] of [
      [1920, 1080],
      [3840, 2160],
    ] as const) {
      const screen = await context({ viewport: { width, height }, locale: 'de-DE' });
      const board = await screen.newPage();
      await board.goto(`${setup.url}/${eventName}/leaderboard`);
      await expect(board.getByText(fr.venue.scanToPlay)).toBeVisible();
      await expect(board.getByText('Camille Martin')).toBeVisible();
      expect(await board.evaluate(() => document.documentElement.lang)).toBe('fr');
      expect(await spillsSideways(board)).toBe(false);
      await board.screenshot({ path: `${SHOTS_DIR}/languages-board-fr-${width}.png` });
    }

    // The organiser changes the room's language again: an open big screen follows at once, no reload.
    const screen = await context({ viewport: { width: 1920, height: 1080 }, locale: 'fr-FR' });
    const board = await screen.newPage();
    await board.goto(`${setup.url}/${eventName}/leaderboard`);
    await expect(board.getByText(fr.venue.scanToPlay)).toBeVisible();
    await board.evaluate(() => {
      (window as Window & { notReloaded?: boolean }).notReloaded = true;
    });
    const changed = await setup.updateEvent(organiserTokens.access_token, eventName, [['language', 'de']]);
    expect(changed.status).toBe(200);
    await expect(board.getByText(de.venue.scanToPlay)).toBeVisible();
    await expect(board.getByText('Camille Martin')).toBeVisible();
    expect(await board.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
    await board.screenshot({ path: `${SHOTS_DIR}/languages-board-de-live-1920.png` });

    // A big screen whose game socket opens only after the change (its page read the event first; or it
    // was off the venue's Wi-Fi meanwhile) speaks the new language from its snapshot, still no reload.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const late = await (
      await context({ viewport: { width: 1920, height: 1080 }, locale: 'fr-FR' })
    ).newPage();
    await late.routeWebSocket(/\/leaderboard\//, async (socket) => {
      await released;
      socket.connectToServer();
    });
    await late.goto(`${setup.url}/${eventName}/leaderboard`);
    await expect(late.getByText(de.venue.scanToPlay)).toBeVisible();
    await late.evaluate(() => {
      (window as Window & { notReloaded?: boolean }).notReloaded = true;
    });
    expect(
      (await setup.updateEvent(organiserTokens.access_token, eventName, [['language', 'fr']])).status,
    ).toBe(200);
    release();
    await expect(late.getByText(fr.venue.scanToPlay)).toBeVisible();
    expect(await late.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  test('in the pseudo-locale every text on the phone is the catalogue’s, and none is cut', async () => {
    const context = await phone('en-US', 360, 740);
    await context.addInitScript(() => localStorage.setItem('hoogo-language', 'en-XA'));
    const page = await context.newPage();
    const player = await setup.join(eventName, 'pseudo', 'Pia Pseudo');
    await storeSession(page, setup.url, player.tokens);
    await page.goto(`${setup.url}/${eventName}`);
    const rules = page.getByRole('dialog', { name: /⟦/ });
    await rules.getByRole('button').last().click();
    await expect(page.getByRole('group', { name: /⟦/ })).toBeVisible();

    const own = [eventName, 'Pia Pseudo', 'Hoogo', player.registration.user_code ?? eventName];
    const foreign = () => foreignTexts(page, own);
    expect(await foreign()).toEqual([]);
    expect(await spillsSideways(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS_DIR}/languages-pseudo-grid-360.png`, fullPage: true });

    await page.getByRole('group', { name: /⟦/ }).getByRole('button').nth(1).click();
    await expect(page.getByRole('dialog', { name: /⟦/ })).toBeVisible();
    expect(await foreign()).toEqual([]);
    expect(await spillsSideways(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS_DIR}/languages-pseudo-form-360.png` });
  });
});
