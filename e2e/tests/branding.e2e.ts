import { messages } from '@hoogo/core';
import { expect } from '@playwright/test';
import sharp from 'sharp';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { grid } from '../support/grid.js';
import { test } from '../support/stack.js';

/**
 * The big screen's branding (docs/decisions/0084-the-boards-branding.md): an organiser gives the event a
 * logo and an accent colour on the management screen; an open 1920x1080 board shows them at once, and
 * the band's text stays readable.
 */

const b = messages.branding;
const setup = gameFile();
const { stamp } = setup;
const eventName = `Branded-${stamp}`;
let organiser: Awaited<ReturnType<typeof setup.register>>;

setup.start(async () => {
  organiser = await setup.register('brand-host', 'Bea Brand');
  await setup.createEvent(organiser.access_token, eventName, { grid });
});

/** A logo as designers export one: a transparent PNG with a coloured mark. */
const logoPng = () =>
  sharp({ create: { width: 600, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><circle cx="150" cy="150" r="120" fill="#f59e0b"/><rect x="300" y="60" width="260" height="180" rx="30" fill="#ffffff"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

test('an organiser brands the big screen; an open board follows at once, readable', async () => {
  test.setTimeout(120_000);
  const boardContext = await setup.browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const board = await boardContext.newPage();
  await board.goto(`${setup.url}/${eventName}/leaderboard`);
  const heading = board.getByRole('heading', { level: 1, name: eventName });
  await expect(heading).toBeVisible();
  const band = board.getByTestId('brand-band');
  await expect(band.getByRole('img')).toHaveCount(0);

  const host = await setup.newPage({ width: 1280, height: 900 }, organiser);
  await host.goto(`${setup.url}/dashboard/${eventName}/`);
  await host.getByRole('button', { name: b.open }).click();
  const dialog = host.getByRole('dialog', { name: b.title });
  await dialog
    .getByLabel(b.logo)
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
  await expect(
    dialog.getByTestId('brand-band').getByRole('img', { name: b.logoAlt(eventName) }),
  ).toBeVisible();
  await dialog.getByRole('switch', { name: b.useAccent }).click();
  await dialog.getByLabel(new RegExp(b.accent)).fill('#1e3a8a');
  await dialog.getByRole('button', { name: b.save }).click();
  await expect(host.getByText(b.saved)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The open board: the logo before the name, the accent behind both, white text on the dark blue.
  const logo = band.getByRole('img', { name: b.logoAlt(eventName) });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  await expect(band).toHaveCSS('background-color', 'rgb(30, 58, 138)');
  await expect(heading).toHaveCSS('color', 'rgb(255, 255, 255)');
  await board.screenshot({ path: `${SHOTS_DIR}/branding-board-1920.png` });

  // A light accent turns the text black; the 4K projector shows the same band, scaled.
  await host.getByRole('button', { name: b.open }).click();
  await dialog.getByLabel(new RegExp(b.accent)).fill('#fde68a');
  await dialog.getByRole('button', { name: b.save }).click();
  await expect(band).toHaveCSS('background-color', 'rgb(253, 230, 138)');
  await expect(heading).toHaveCSS('color', 'rgb(0, 0, 0)');
  await board.setViewportSize({ width: 3840, height: 2160 });
  await board.screenshot({ path: `${SHOTS_DIR}/branding-board-3840.png` });
  const logoBox = await logo.boundingBox();
  // Read from across the room: the logo as tall as the title's line on the 4K screen.
  expect(logoBox!.height).toBeGreaterThan(100);

  // A reload keeps it: the branding is part of the event's public information.
  await board.reload();
  await expect(board.getByTestId('brand-band')).toHaveCSS('background-color', 'rgb(253, 230, 138)');
  await boardContext.close();
});
