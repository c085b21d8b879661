import { type LoginResponse, messages, type PlayerRegistration } from '@hoogo/core';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import type { ApiPlayer } from '../support/api.js';
import { axe, report } from '../support/axe.js';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { bingoCells, grid } from '../support/grid.js';
import { storeSession } from '../support/session.js';
import { test } from '../support/stack.js';
import { nextIp } from '../support/unique.js';

/*
 * axe-core on every screen, at a phone's and a laptop's size: no serious or critical violation. A
 * failure lists each violation's rule, the elements it found and the rule's help page.
 */

const setup = gameFile();
const { stamp } = setup;
const eventName = `Axe-${stamp}`;

type Player = ApiPlayer;

/** An event without voting, where the connection form opens (voting refuses new connections). */
const openEventName = `${eventName}-b`;

async function joinEvent(event: string, tokens: LoginResponse, ip: string) {
  const joined = await setup.request<PlayerRegistration>(
    `/api/hoogo/manage-user/${event}/get-event-register-id/`,
    undefined,
    { method: 'POST', token: tokens.access_token, clientIp: ip },
  );
  expect(joined.status).toBe(200);
}

const connect = (player: Player, cell: [number, number], code: string) =>
  setup.connect(eventName, player, cell, { code, liner: 'Talked about accessible events' });

let organiser: LoginResponse;
/** Completes all five letters: the card page, the voting page and the boards have someone to show. */
let anna: Player;
/** One connection (to Anna): the player page's grid with empty cells, and Anna to vote for. */
let ben: Player;

setup.start(async () => {
  organiser = await setup.register('host', 'Hana Host');
  await setup.createEvent(organiser.access_token, eventName, { grid, codeDigits: 4 });
  await setup.createEvent(organiser.access_token, openEventName, { grid, codeDigits: 4 });
  anna = await setup.join(eventName, 'anna', 'Anna Player');
  ben = await setup.join(eventName, 'ben', 'Ben Player');
  const others: Player[] = [];
  for (let i = 0; i < 15; i += 1) others.push(await setup.join(eventName, `guest${i}`, `Guest ${i}`));
  for (const [i, cell] of bingoCells.entries())
    await connect(anna, cell, (i === 0 ? ben : others[i - 1]!).registration.user_code!);
  await connect(ben, [2, 2], anna.registration.user_code!);
  await joinEvent(openEventName, ben.tokens, ben.ip);
  const voting = await setup.updateEvent(organiser.access_token, eventName, [['voting_enabled', 'true']]);
  expect(voting.status).toBe(200);
}, 300_000);

type Who = 'visitor' | 'organiser' | 'anna' | 'ben';

const managementPath = `/dashboard/${eventName}`;

async function go(page: Page, path: string) {
  await page.goto(`${setup.url}${path}`);
}

/** Opens a dialog from a button of the page and waits for it. */
async function openDialog(page: Page, button: ReturnType<Page['getByRole']>) {
  await button.first().click();
  await expect(page.getByRole('dialog').last()).toBeVisible();
}

async function management(page: Page) {
  await go(page, managementPath);
  await expect(page.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
}

/** A screen of the management page with the dialog its button `opener` opens; `then` waits for its content. */
function managementDialog(
  dialog: string,
  opener: string | RegExp,
  then?: (page: Page) => Promise<unknown>,
): Screen {
  return {
    name: `event management: ${dialog}`,
    who: 'organiser',
    open: async (page) => {
      await management(page);
      await openDialog(page, page.getByRole('button', { name: opener }));
      await then?.(page);
    },
  };
}

async function loginEmailStep(page: Page) {
  await go(page, '/login');
  await expect(page.getByLabel(messages.login.emailLabel)).toBeVisible();
}

interface Screen {
  name: string;
  who: Who;
  open: (page: Page) => Promise<void>;
}

const screens: Screen[] = [
  {
    name: 'landing',
    who: 'visitor',
    open: async (page) => {
      await go(page, '/');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    },
  },
  { name: 'login: email step', who: 'visitor', open: loginEmailStep },
  {
    name: 'login: password step',
    who: 'visitor',
    open: async (page) => {
      await loginEmailStep(page);
      await page.getByRole('button', { name: messages.login.loginWithPassword }).click();
      await expect(page.getByLabel(messages.login.passwordLabel, { exact: true })).toBeVisible();
    },
  },
  {
    name: 'login: OTP step',
    who: 'visitor',
    open: async (page) => {
      await loginEmailStep(page);
      // One account per size: a second code for the same email within 30 s is refused (the resend cooldown).
      const who = (page.viewportSize()?.width ?? 0) < 640 ? 'anna' : 'ben';
      await page.getByLabel(messages.login.emailLabel).fill(`${who}-${stamp}@example.com`);
      await page.getByRole('button', { name: messages.login.generateOtp }).click();
      await expect(page.getByLabel(messages.login.otpLabel)).toBeVisible();
    },
  },
  {
    name: 'register step',
    who: 'visitor',
    open: async (page) => {
      await loginEmailStep(page);
      await page.getByLabel(messages.login.emailLabel).fill(`new-${stamp}-${nextIp()}@example.com`);
      await page.getByRole('button', { name: messages.login.generateOtp }).click();
      await expect(page.getByLabel(messages.login.nameLabel)).toBeVisible();
    },
  },
  {
    name: 'reset password step',
    who: 'visitor',
    open: async (page) => {
      await loginEmailStep(page);
      await page.getByRole('button', { name: messages.login.loginWithPassword }).click();
      await page.getByLabel(messages.login.emailLabel).fill(`host-${stamp}@example.com`);
      await page.getByRole('button', { name: messages.login.forgotPassword }).click();
      await expect(page.getByRole('heading', { name: messages.login.resetTitle })).toBeVisible();
    },
  },
  {
    name: 'dashboard with events',
    who: 'organiser',
    open: async (page) => {
      await go(page, '/dashboard');
      await expect(page.getByText(eventName, { exact: true }).first()).toBeVisible();
    },
  },
  {
    name: 'create-event modal',
    who: 'organiser',
    open: async (page) => {
      await go(page, '/dashboard');
      await openDialog(page, page.getByRole('button', { name: messages.dashboard.createCard }));
    },
  },
  { name: 'event management', who: 'organiser', open: management },
  managementDialog('settings modal', messages.eventAdmin.editSettings),
  managementDialog('edit grid modal', messages.eventAdmin.editGrid),
  managementDialog('QR modal', messages.eventAdmin.generateQr, (page) =>
    page.getByRole('dialog').getByRole('img').first().waitFor(),
  ),
  managementDialog('upload templates modal', messages.eventAdmin.uploadTemplates),
  managementDialog('branding modal', messages.branding.open),
  managementDialog('add host modal', messages.hostAdmin.addHost),
  managementDialog('ticketing connect modal', / connected$/, (page) => page.waitForLoadState('networkidle')),
  managementDialog('delete modal', messages.eventAdmin.deleteEvent),
  {
    name: 'player page: rules on the first visit',
    who: 'ben',
    open: async (page) => {
      await go(page, `/${eventName}/`);
      await expect(page.getByRole('dialog', { name: messages.play.rulesTitle })).toBeVisible();
    },
  },
  {
    name: 'player page: grid',
    who: 'ben',
    open: async (page) => {
      await go(page, `/${eventName}/`);
      const rules = page.getByRole('dialog', { name: messages.play.rulesTitle });
      const cell = page.getByRole('button', { name: /row 1: empty/ }).first();
      await Promise.race([rules.waitFor(), cell.waitFor()]);
      if (await rules.isVisible()) {
        await page.keyboard.press('Escape');
        await expect(rules).not.toBeAttached();
      }
      await expect(cell).toBeVisible();
    },
  },
  {
    name: 'player page: connection form',
    who: 'ben',
    open: async (page) => {
      await go(page, `/${openEventName}/`);
      const rules = page.getByRole('dialog', { name: messages.play.rulesTitle });
      const cell = page.getByRole('button', { name: /row 1: empty/ }).first();
      await Promise.race([rules.waitFor(), cell.waitFor()]);
      if (await rules.isVisible()) {
        await page.keyboard.press('Escape');
        await expect(rules).not.toBeAttached();
      }
      await openDialog(page, cell);
      await page.getByRole('dialog').locator('input[type="file"]').first().waitFor({ state: 'attached' });
    },
  },
  {
    name: 'card page',
    who: 'anna',
    open: async (page) => {
      await go(page, `/${eventName}/hoogocard/`);
      await expect(page.getByRole('button', { name: messages.card.cellLabel('Alex') })).toBeVisible();
    },
  },
  {
    name: 'voting page',
    who: 'ben',
    open: async (page) => {
      await go(page, `/${eventName}/voting`);
      await expect(page.getByText('Anna Player').filter({ visible: true }).first()).toBeVisible();
    },
  },
  {
    name: 'leaderboard (public)',
    who: 'visitor',
    open: async (page) => {
      await go(page, `/${eventName}/leaderboard`);
      await expect(page.getByText('Anna Player').first()).toBeVisible();
    },
  },
  {
    name: 'leaderboard (host)',
    who: 'organiser',
    open: async (page) => {
      await go(page, `/${eventName}/leaderboard`);
      await expect(page.getByText('Anna Player').first()).toBeVisible();
    },
  },
  {
    name: 'leaderboard (host): control drawer',
    who: 'organiser',
    open: async (page) => {
      await go(page, `/${eventName}/leaderboard`);
      await expect(page.getByText('Anna Player').first()).toBeVisible();
      await page.getByRole('button', { name: messages.venue.openHostControls }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'results (host)',
    who: 'organiser',
    open: async (page) => {
      await go(page, `/dashboard/${eventName}/results`);
      await expect(
        page.getByRole('heading', { name: messages.gameMaster.resultsTitle(eventName) }),
      ).toBeVisible();
      await expect(page.getByText('Anna Player').first()).toBeVisible();
    },
  },
  {
    name: 'activity (host)',
    who: 'organiser',
    open: async (page) => {
      await go(page, `/dashboard/${eventName}/activity`);
      await expect(
        page.getByRole('heading', { name: messages.gameMaster.activityTitle(eventName) }),
      ).toBeVisible();
    },
  },
  {
    name: 'remote (host)',
    who: 'organiser',
    open: async (page) => {
      await go(page, `/dashboard/${eventName}/remote`);
      await expect(
        page.getByRole('heading', { level: 1, name: messages.remote.title(eventName) }),
      ).toBeVisible();
    },
  },
  {
    name: '/qr',
    who: 'visitor',
    open: async (page) => {
      await go(page, `/${eventName}/qr`);
      await expect(page.getByRole('img').first()).toBeVisible();
    },
  },
  {
    name: 'not found',
    who: 'visitor',
    open: async (page) => {
      await go(page, '/no/such/page');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    },
  },
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`axe at ${viewport.width}x${viewport.height}`, () => {
    const pages = new Map<Who, Page>();
    const contexts: BrowserContext[] = [];

    test.beforeAll(async () => {
      const sessions: Record<Who, LoginResponse | null> = {
        visitor: null,
        organiser,
        anna: anna.tokens,
        ben: ben.tokens,
      };
      for (const who of Object.keys(sessions) as Who[]) {
        const context = await setup.browser.newContext({
          viewport,
          reducedMotion: 'reduce',
          // One address per person, as from their own phone: the sign-in limits count per address.
          extraHTTPHeaders: { 'x-forwarded-for': nextIp() },
        });
        contexts.push(context);
        const page = await context.newPage();
        const tokens = sessions[who];
        if (tokens) await storeSession(page, setup.url, tokens);
        pages.set(who, page);
      }
    });

    test.afterAll(async () => {
      for (const context of contexts) await context.close();
    });

    // A11Y_ONLY=<part of a name> runs the matching screens alone, when working on one of them.
    for (const screen of screens.filter((s) => s.name.includes(process.env.A11Y_ONLY ?? ''))) {
      test(screen.name, async () => {
        const page = pages.get(screen.who)!;
        const file = screen.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
        const shot = () => page.screenshot({ path: `${SHOTS_DIR}/a11y-${viewport.width}-${file}.png` });
        await screen.open(page).catch(async (error) => {
          await shot();
          throw error;
        });
        const violations = await axe(page);
        await shot();
        expect(violations, `${screen.name}:\n${report(violations)}`).toEqual([]);
      });
    }
  });
}

test.describe('keyboard', () => {
  test('shows the focus ring on Generate OTP: a 3 px dark outline with a white halo', async () => {
    const context = await setup.browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': nextIp() } });
    const page = await context.newPage();
    await loginEmailStep(page);
    await page.getByLabel(messages.login.emailLabel).focus();
    await page.keyboard.press('Tab');
    const ring = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return {
          text: document.activeElement?.textContent,
          outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
          shadow: style.boxShadow,
        };
      });
    // The button's colour transition includes the outline colour: read it once it has settled.
    await expect.poll(ring).toEqual({
      text: messages.login.generateOtp,
      outline: 'solid 3px rgb(30, 27, 75)',
      shadow: expect.stringContaining('rgb(255, 255, 255)'),
    });
    await page.screenshot({ path: `${SHOTS_DIR}/a11y-focus-generate-otp.png` });
    await context.close();
  });

  test('shows the same ring on the dark big screen (the host controls button)', async () => {
    const context = await setup.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await storeSession(page, setup.url, organiser);
    await go(page, `/${eventName}/leaderboard`);
    await expect(page.getByText('Anna Player').first()).toBeVisible();
    const button = page.getByRole('button', { name: messages.venue.openHostControls });
    for (let i = 0; i < 15 && !(await button.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect
      .poll(() => button.evaluate((el) => getComputedStyle(el).outlineColor))
      .toBe('rgb(30, 27, 75)');
    expect(await button.evaluate((el) => getComputedStyle(el).boxShadow)).toContain('rgb(255, 255, 255)');
    await page.screenshot({ path: `${SHOTS_DIR}/a11y-focus-big-screen.png` });
    await context.close();
  });

  test('Add Host: after a refused email, Escape still closes the dialog and Tab stays in it', async () => {
    const context = await setup.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await storeSession(page, setup.url, organiser);
    await management(page);
    const opener = page.getByRole('button', { name: messages.hostAdmin.addHost });
    await openDialog(page, opener);
    const dialog = page.getByRole('dialog');
    const email = dialog.getByLabel(messages.hostAdmin.emailLabel);
    await expect(email).toBeFocused();
    // The owner's own address: the server refuses it, after the submit button was disabled during the call.
    await email.fill(`host-${stamp}@example.com`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert').or(dialog.locator('[aria-invalid="true"]')).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/a11y-add-host-error.png` });
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).not.toBeAttached();
    await expect(opener).toBeFocused();
    await context.close();
  });
});
