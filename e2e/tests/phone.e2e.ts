import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CompletedPlayer, type LoginResponse, messages } from '@hoogo/core';
import {
  type Browser,
  type BrowserContext,
  chromium,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { ApiPlayer } from '../support/api.js';
import { CHROMIUM_PATH, SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { bingoCells, grid } from '../support/grid.js';
import { selfie } from '../support/selfie.js';
import { storeSession } from '../support/session.js';
import { test } from '../support/stack.js';

/**
 * The attendee's phone: every tap target at least 44x44 px and no text under 14 px on the player pages,
 * toasts that never lie over a primary button or the rules sheet's "Got it", the completion banner, and a
 * friend code scanned from a QR code through a fake camera.
 */

const setup = gameFile();
const { stamp } = setup;
const eventName = `Phones-${stamp}`;
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;
const MIN_TARGET_PX = 44;
const MIN_TEXT_PX = 14;
/** Anna's name: a voting row shows it whole, wrapped, never cut. */
const LONG_NAME = 'Anna Priyadarshini Venkataraman-Subramanian';

type Player = ApiPlayer;

const connect = (player: Player, cell: [number, number], code: string, color: string) =>
  setup.connect(eventName, player, cell, {
    code,
    color,
    name: `${grid[cell[0]]![cell[1]]!}lex Longname`,
  });

/**
 * Every visible tap target smaller than 44x44 px and every visible text under 14 px on the page (with its
 * open dialogs). Screen-reader-only elements (1 px boxes) are neither tapped nor read on screen.
 */
async function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ minTarget, minText }) => {
      const problems: string[] = [];
      const shown = (element: Element) => {
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1;
      };
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 50)}"`;
      const targets = document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="switch"], [role="checkbox"], [tabindex]:not([tabindex="-1"])',
      );
      for (const target of Array.from(targets)) {
        if (!shown(target)) continue;
        const box = target.getBoundingClientRect();
        if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5) {
          problems.push(`tap target ${name(target)} is ${box.width.toFixed(1)}x${box.height.toFixed(1)} px`);
        }
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.replace(/\s+/g, ' ').trim();
        const parent = node.parentElement;
        if (!text || !parent || !shown(parent)) continue;
        const size = Number.parseFloat(getComputedStyle(parent).fontSize);
        if (size < minText) problems.push(`text "${text.slice(0, 50)}" is ${size} px`);
      }
      return problems;
    },
    { minTarget: MIN_TARGET_PX, minText: MIN_TEXT_PX },
  );
}

async function expectPhoneFriendly(page: Page, what: string) {
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: `${SHOTS_DIR}/phone-${width}-${what}.png`, fullPage: true });
  expect(await phoneProblems(page), `${what} at ${width} px`).toEqual([]);
}

/** Matches a text that is exactly one of `texts`. */
function oneOf(...texts: string[]): RegExp {
  const escaped = texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^(?:${escaped.join('|')})$`);
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast bar around a toast's message. */
function toastBar(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text }).locator('xpath=..');
}

/** The boxes of the tap targets inside the viewport, outside the sticky navbar. */
async function targetBoxesOnScreen(page: Page, scope = 'body'): Promise<Array<Box & { name: string }>> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector) ?? document.body;
    return Array.from(root.querySelectorAll('a[href], button, input:not([type="hidden"]), textarea'))
      .filter((element) => !element.closest('header') && element.checkVisibility())
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
          x: box.x,
          y: box.y,
          width: box.width,
          height: box.height,
        };
      })
      .filter((box) => box.width > 1 && box.y + box.height > 0 && box.y < window.innerHeight);
  }, scope);
}

async function newPhone(
  player: Player,
  size: { width: number; height: number },
  on: Browser = setup.browser,
) {
  const context = await on.newContext({ viewport: size, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await storeSession(page, setup.url, player.tokens);
  return { context, page };
}

async function closeRules(page: Page) {
  const rules = page.getByRole('dialog', { name: messages.play.rulesTitle });
  await rules.getByRole('button', { name: messages.play.rulesClose }).click();
  await expect(rules).not.toBeAttached();
}

let organiser: LoginResponse;
let anna: Player;
let ben: Player;
let cara: Player;
let dan: Player;
const guests: Player[] = [];

setup.start(async () => {
  organiser = await setup.register('host', 'Hana Host');
  await setup.createEvent(organiser.access_token, eventName, { grid, codeDigits: 4 });

  anna = await setup.join(eventName, 'anna', LONG_NAME);
  ben = await setup.join(eventName, 'ben', 'Ben Phone');
  cara = await setup.join(eventName, 'cara', 'Cara Phone');
  dan = await setup.join(eventName, 'dan', 'Dan Phone');
  for (let i = 0; i < 15; i += 1) guests.push(await setup.join(eventName, `guest${i}`, `Guest ${i}`));
  // Anna lights all five letters (Ben's code in one cell); Ben connects back to Anna with a selfie.
  for (const [i, cell] of bingoCells.entries()) {
    const code = i === 0 ? ben.registration.user_code! : guests[i - 1]!.registration.user_code!;
    await connect(anna, cell, code, '#336699');
  }
  await connect(ben, [2, 0], anna.registration.user_code!, '#aa5533');
}, 360_000);

for (const size of PHONES) {
  test.describe(`the player pages at ${size.width} x ${size.height}`, () => {
    // One phone's page, each test going on from where the last left it.
    test.describe.configure({ mode: 'serial' });
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async () => {
      ({ context, page } = await newPhone(anna, size));
    });
    test.afterAll(() => context.close());

    test('player page with the rules sheet, the completion banner and the friend-code QR', async () => {
      await page.goto(`${setup.url}/${eventName}/`);
      const rules = page.getByRole('dialog', { name: messages.play.rulesTitle });
      await expect(rules).toBeVisible();
      // Said at join: what the big screen shows of the player, and the event's privacy notice.
      const privacy = rules.getByRole('region', { name: messages.eventPrivacy.title });
      await expect(privacy.getByText(messages.eventPrivacy.venue.full)).toBeAttached();
      await expect(privacy.getByRole('link', { name: messages.eventPrivacy.noticeLink })).toBeAttached();
      await expectPhoneFriendly(page, 'rules');
      await closeRules(page);

      // The first finisher is told so, below the grid, with a way to the card.
      const banner = page.getByText(messages.completion.first);
      await expect(banner).toBeVisible();
      const gridBox = (await page.getByRole('group', { name: messages.play.gridLabel }).boundingBox())!;
      expect((await banner.boundingBox())!.y).toBeGreaterThan(gridBox.y + gridBox.height);
      await expect(page.getByRole('link', { name: messages.completion.viewCard })).toHaveAttribute(
        'href',
        `/${eventName}/hoogocard/`,
      );

      await page.getByRole('button', { name: messages.scan.showQr }).click();
      await expect(
        page.getByRole('img', { name: messages.scan.qrLabel(anna.registration.user_code!) }),
      ).toBeVisible();
      await expectPhoneFriendly(page, 'player');
    });

    test('connection form', async () => {
      await page.getByRole('button', { name: /^B row 3: empty/ }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel(messages.play.codeLabel)).toBeVisible();
      await expectPhoneFriendly(page, 'connection-form');

      // This browser has no camera: the scanner says why it cannot scan, and Escape closes only the scanner.
      await dialog.getByRole('button', { name: messages.scan.scanCode }).click();
      const scanner = dialog.getByRole('region', { name: messages.scan.title });
      const problem = scanner.getByRole('alert');
      await expect(problem).toBeVisible();
      await expect(problem).toHaveText(oneOf(messages.scan.denied, messages.scan.noCamera));
      await expectPhoneFriendly(page, 'scanner-no-camera');
      await page.keyboard.press('Escape');
      await expect(scanner).not.toBeAttached();
      await expect(dialog.getByRole('button', { name: messages.scan.scanCode })).toBeVisible();
      await dialog.getByRole('button', { name: messages.play.cancel, exact: true }).click();
      await expect(dialog).not.toBeAttached();
    });

    test('card page and its Bingo Card dialog', async () => {
      await page.goto(`${setup.url}/${eventName}/hoogocard/`);
      await expect(page.getByText(messages.game.cardHint)).toBeVisible();
      await expectPhoneFriendly(page, 'card');
      await page.getByRole('button', { name: messages.card.cellLabel('Alex Longname') }).click();
      await expect(page.getByRole('dialog', { name: messages.card.dialogTitle })).toBeVisible();
      await expectPhoneFriendly(page, 'card-dialog');
    });
  });
}

for (const size of PHONES) {
  test.describe(`the way in at ${size.width} x ${size.height}`, () => {
    test('landing page and sign-in', async () => {
      const context = await setup.browser.newContext({ viewport: size, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await page.goto(`${setup.url}/`);
      await expect(page.getByRole('link', { name: messages.navbar.login }).first()).toBeVisible();
      await expectPhoneFriendly(page, 'landing');
      await page.goto(`${setup.url}/login?ruri=/${eventName}/`);
      await expect(page.getByLabel(messages.login.emailLabel)).toBeVisible();
      await expectPhoneFriendly(page, 'login');
      await context.close();
    });
  });
}

test.describe('toasts on a 390x844 phone', () => {
  test('a toast never lies over the rules sheet’s Got it nor a button on the page', async () => {
    const { context, page } = await newPhone(anna, PHONES[1]);
    await page.goto(`${setup.url}/${eventName}/`);
    await closeRules(page);
    await page.getByRole('button', { name: /^B row 3: empty/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(messages.play.nameLabel).fill('Kim Toast');
    await dialog
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfie('#228844') });
    await dialog.getByLabel(messages.play.codeLabel).fill(cara.registration.user_code!);
    await dialog.getByLabel(messages.play.descriptionLabel).fill('Runs the local maker space');
    await dialog.getByRole('button', { name: messages.play.submit }).click();

    const toast = toastBar(page, messages.game.connectionAdded);
    await expect(toast).toBeVisible();
    await expect(dialog).not.toBeAttached();
    const pageTargets = await targetBoxesOnScreen(page);
    const toastBox = (await toast.boundingBox())!;
    expect(pageTargets.length).toBeGreaterThan(0);
    expect(pageTargets.filter((target) => intersects(toastBox, target))).toEqual([]);

    await page.getByRole('button', { name: messages.play.viewRules }).click();
    const gotIt = page.getByRole('button', { name: messages.play.rulesClose });
    await expect(gotIt).toBeVisible();
    // Measured while the toast is still up.
    await expect(toast).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/phone-toast-over-rules.png` });
    const sheetTargets = await targetBoxesOnScreen(page, '[role="dialog"]');
    expect(sheetTargets.map((target) => target.name)).toContain(messages.play.rulesClose);
    const stillBox = (await toast.boundingBox())!;
    expect(sheetTargets.filter((target) => intersects(stillBox, target))).toEqual([]);
    await context.close();
  });
});

/** The text of the QR code in a PNG, read with jsQR. */
async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ??
    null
  );
}

/** The friend-code QR code as the player page draws it after "Show QR", once it reads back. */
async function friendCodeQrPng(player: Player): Promise<Buffer> {
  const { context, page } = await newPhone(player, PHONES[1]);
  await page.goto(`${setup.url}/${eventName}/`);
  await closeRules(page);
  await page.getByRole('button', { name: messages.scan.showQr }).click();
  const qr = page.getByRole('img', { name: messages.scan.qrLabel(player.registration.user_code!) });
  await expect(qr.locator('canvas')).toBeVisible();
  // The canvas is drawn after the QR library loads: read it back until it scans.
  const expected = `hoogo:code:${player.registration.user_code}`;
  let png: Buffer = Buffer.alloc(0);
  await expect
    .poll(
      async () => {
        png = await qr.screenshot();
        return decodeQr(png);
      },
      { message: `the friend-code QR code reads back as ${expected}` },
    )
    .toBe(expected);
  await context.close();
  return png;
}

/**
 * A YUV4MPEG2 video (4:2:0, a few identical frames) of a picture centred on a white 640x480 frame: what
 * Chromium's fake camera shows.
 */
async function y4mVideo(picture: Buffer, file: string) {
  const width = 640;
  const height = 480;
  const side = 300;
  const luma = await sharp(picture)
    .resize(side, side, { fit: 'contain', background: '#ffffff' })
    .extend({
      top: (height - side) / 2,
      bottom: (height - side) / 2,
      left: (width - side) / 2,
      right: (width - side) / 2,
      background: '#ffffff',
    })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer();
  expect(luma.length).toBe(width * height);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}

test.describe('scan to connect', () => {
  let videoDir: string;
  let cameraBrowser: Browser;

  test.beforeAll(async () => {
    // The camera films Dan's friend code exactly as his player page draws it.
    videoDir = mkdtempSync(path.join(tmpdir(), 'hoogo-qr-video-'));
    const video = path.join(videoDir, 'friend-code.y4m');
    await y4mVideo(await friendCodeQrPng(dan), video);
    cameraBrowser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
  });
  test.afterAll(async () => {
    await cameraBrowser?.close();
    rmSync(videoDir, { recursive: true, force: true });
  });

  test('the friend-code field fills from the other player’s QR code through the camera', async () => {
    const { context, page } = await newPhone(anna, PHONES[1], cameraBrowser);
    await context.grantPermissions(['camera'], { origin: setup.url });
    await page.goto(`${setup.url}/${eventName}/`);
    await closeRules(page);
    await page.getByRole('button', { name: /^G row 3: empty/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: messages.scan.scanCode }).click();
    // Exact: the open scanner's region is labelled "Scan their friend code".
    const code = dialog.getByLabel(messages.play.codeLabel, { exact: true });
    await expect(code).toHaveValue(dan.registration.user_code!, { timeout: 15_000 });
    // The scanner closed and let go of the camera.
    await expect(dialog.getByRole('region', { name: messages.scan.title })).not.toBeAttached();
    expect(
      await page.evaluate(() =>
        Array.from(document.querySelectorAll('video')).some((video) => video.srcObject),
      ),
    ).toBe(false);
    await page.screenshot({ path: `${SHOTS_DIR}/phone-scanned.png` });
    await context.close();
  });
});

test.describe('the voting page', () => {
  test.beforeAll(async () => {
    const toggled = await setup.updateEvent(organiser.access_token, eventName, [['voting_enabled', 'true']]);
    expect(toggled.status).toBe(200);
  });

  for (const size of PHONES) {
    test(`shows the selfie and whole name of each player at ${size.width} x ${size.height}`, async () => {
      const { context, page } = await newPhone(ben, size);
      const players = await setup.request<CompletedPlayer[]>(
        `/api/hoogo/manage-game/${eventName}/hoogo-completed-players/?user_id=${ben.registration.user_id}`,
        undefined,
        {},
      );
      expect(players.body.response.map((player) => player.user_name)).toEqual([LONG_NAME]);
      await page.goto(`${setup.url}/${eventName}/voting`);
      const row = page.getByRole('listitem').filter({ hasText: LONG_NAME });
      await expect(row.getByRole('button')).toBeVisible();
      const photo = row.locator('img');
      await expect(photo).toHaveAttribute(
        'src',
        (players.body.response[0]!.thumbnail ?? players.body.response[0]!.image)!,
      );
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const name = row.getByText(LONG_NAME, { exact: true });
      expect(
        await name.evaluate((el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow),
      ).toBe('clip');
      await expectPhoneFriendly(page, 'voting');
      await context.close();
    });
  }

  for (const size of PHONES) {
    test(`the player page with voting open at ${size.width} x ${size.height}`, async () => {
      const { context, page } = await newPhone(anna, size);
      await page.goto(`${setup.url}/${eventName}/`);
      await closeRules(page);
      await expect(page.getByText(messages.play.votingOpen)).toBeVisible();
      await expectPhoneFriendly(page, 'player-voting-open');
      await page.getByRole('button', { name: /^O row 3: empty/ }).click();
      await expect(page.getByRole('dialog', { name: messages.play.votingTitle })).toBeVisible();
      await expectPhoneFriendly(page, 'voting-notice');
      await context.close();
    });
  }

  test('the vote toast lies over no button', async () => {
    const { context, page } = await newPhone(ben, PHONES[0]);
    await page.goto(`${setup.url}/${eventName}/voting`);
    const row = page.getByRole('listitem').filter({ hasText: LONG_NAME });
    await row.getByRole('button', { name: messages.voting.voteFor(LONG_NAME) }).click();
    const toast = toastBar(page, messages.voting.voted);
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    const targets = await targetBoxesOnScreen(page);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((target) => intersects(toastBox, target))).toEqual([]);
    await context.close();
  });
});
