import { readFile } from 'node:fs/promises';
import { type ContactDetails, type LoginResponse, messages } from '@hoogo/core';
import { connectionFields, formData } from '@hoogo/testing/forms';
import { expect, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import sharp from 'sharp';
import type { ApiPlayer } from '../support/api.js';
import { axe, report } from '../support/axe.js';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { grid } from '../support/grid.js';
import { selfie } from '../support/selfie.js';
import { storeSession } from '../support/session.js';
import { test } from '../support/stack.js';

/**
 * "People I met" (docs/product.md): two players connect with each other's friend codes and selfies, Ben
 * shares his contact details on his People I met page, Anna opens hers on a phone, sees how to reach Ben,
 * and downloads her people as a vCard through the button; the file is read here by a vCard parser.
 */

const t = messages.people;

const setup = gameFile();
const { stamp } = setup;
const eventName = `People-${stamp}`;

let organiser: LoginResponse;
let anna: ApiPlayer;
let ben: ApiPlayer;

/**
 * A connection made through the API with a selfie whose person agreed to it being shown (selfie_consent),
 * as the connection form sends it when the box is ticked.
 */
async function connectWithConsent(
  player: ApiPlayer,
  [x, y]: [number, number],
  connection: { code: string; name: string; liner: string; color: string },
) {
  const parts = connectionFields({
    x,
    y,
    letter: grid[x]![y]!,
    name: connection.name,
    liner: connection.liner,
    code: connection.code,
    image: { filename: 'selfie.jpg', content: await selfie(connection.color), type: 'image/jpeg' },
  });
  parts.push(['selfie_consent', 'true']);
  const res = await setup.request(
    `/api/hoogo/manage-game/${eventName}/user-input/?user_id=${player.registration.user_id}`,
    undefined,
    { form: formData(parts), clientIp: player.ip },
  );
  expect(res.status, JSON.stringify(res.body.message)).toBe(200);
}

/** A phone signed in as the player, at the given size. */
async function phone(player: ApiPlayer, width: number, height: number): Promise<Page> {
  const context = await setup.browser.newContext({ viewport: { width, height }, acceptDownloads: true });
  const page = await context.newPage();
  await storeSession(page, setup.url, player.tokens);
  return page;
}

/** The cards of a vCard file, as ical.js reads them (one card parses as one component). */
function vcards(text: string): ICAL.Component[] {
  const parsed = ICAL.parse(text) as unknown[];
  const list = (Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[][];
  return list.map((jcal) => new ICAL.Component(jcal as never));
}

setup.start(async () => {
  organiser = await setup.register('host', 'Hana Host');
  await setup.createEvent(organiser.access_token, eventName, { grid, codeDigits: 4 });
  anna = await setup.join(eventName, 'anna', 'Anna Åström');
  ben = await setup.join(eventName, 'ben', 'Ben Müller');
  // Each enters the other's friend code, with a selfie taken together.
  await connectWithConsent(anna, [0, 1], {
    code: ben.registration.user_code!,
    name: 'Bén Müller, Jr.',
    liner: 'Runs the robotics meetup; promised to send the slides',
    color: '#aa5533',
  });
  await connectWithConsent(ben, [0, 0], {
    code: anna.registration.user_code!,
    name: 'Anna Åström',
    liner: 'Builds community tools and loves chess',
    color: '#3355aa',
  });
});

test.describe('People I met', () => {
  test.describe.configure({ mode: 'serial' });

  test('Ben shares his contact details from his People I met page', async () => {
    const page = await phone(ben, 390, 844);
    await page.goto(`${setup.url}/${eventName}/people`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Anna Åström' })).toBeVisible();
    const share = page.getByRole('switch', { name: t.shareLabel });
    await expect(share).toHaveAttribute('aria-checked', 'false');
    await page.getByLabel(t.linkedinLabel).fill('https://www.linkedin.com/in/ben-mueller');
    await page.getByLabel(t.emailLabel).fill(`ben-${stamp}@example.com`);
    await page.getByLabel(t.roleLabel).fill('CTO at Robots; Ltd');
    await share.click();
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    const stored = await setup.request<ContactDetails>(
      `/api/hoogo/manage-game/${eventName}/contact/?user_id=${ben.registration.user_id}`,
      undefined,
      {},
    );
    expect(stored.body.response).toEqual({
      linkedin: 'https://www.linkedin.com/in/ben-mueller',
      email: `ben-${stamp}@example.com`,
      role: 'CTO at Robots; Ltd',
      share: true,
    });
    await page.context().close();
  });

  test('Anna opens People I met from her card page, sees how to reach Ben and downloads the vCard', async () => {
    const page = await phone(anna, 390, 844);
    await page.goto(`${setup.url}/${eventName}/`);
    const rules = page.getByRole('dialog');
    await expect(rules).toBeVisible();
    await rules.getByRole('button').last().click();
    await expect(rules).not.toBeAttached();
    await page.getByRole('link', { name: t.openLink }).click();
    await expect(page).toHaveURL(new RegExp(`/${eventName}/people$`));

    const card = page.getByRole('listitem').filter({ hasText: 'Bén Müller, Jr.' });
    await expect(card.getByText(t.linkedAs('Ben Müller'))).toBeVisible();
    await expect(card.getByText('Runs the robotics meetup; promised to send the slides')).toBeVisible();
    await expect(
      card.getByRole('link', { name: `${t.emailLink('Bén Müller, Jr.')}: ben-${stamp}@example.com` }),
    ).toHaveAttribute('href', `mailto:ben-${stamp}@example.com`);
    await expect(
      card.getByRole('link', { name: `${t.linkedinLink('Bén Müller, Jr.')}: linkedin.com/in/ben-mueller` }),
    ).toHaveAttribute('href', 'https://www.linkedin.com/in/ben-mueller');
    await expect(card.getByText('CTO at Robots; Ltd')).toBeVisible();
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    await page.screenshot({ path: `${SHOTS_DIR}/people-390.png`, fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.downloadVcard }).click(),
    ]);
    const day = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`${eventName}-people-${day}.vcf`);
    const text = await readFile(await download.path(), 'utf8');
    const [ben0, ...rest] = vcards(text);
    expect(rest).toHaveLength(0);
    const person = ben0!;
    expect(person.getFirstPropertyValue('fn')).toBe('Bén Müller, Jr.');
    // ical.js leaves vCard 3.0's escaped semicolon (\;) as written in a text value; the phone unescapes it.
    expect(String(person.getFirstPropertyValue('note')).replaceAll('\\;', ';')).toBe(
      `Runs the robotics meetup; promised to send the slides\n${t.metAt(eventName, day)}`,
    );
    expect(person.getFirstPropertyValue('email')).toBe(`ben-${stamp}@example.com`);
    expect(person.getFirstPropertyValue('url')).toBe('https://www.linkedin.com/in/ben-mueller');
    const photo = person.getFirstProperty('photo');
    expect(photo?.getParameter('type')).toBe('JPEG');
    const base64 = (photo?.getFirstValue() as { value: string } | undefined)?.value ?? '';
    const jpeg = Buffer.from(base64, 'base64');
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(256);
    await page.context().close();
  });

  test('the page fits a 360 px wide phone, with no serious accessibility violation', async () => {
    const page = await phone(anna, 360, 740);
    await page.goto(`${setup.url}/${eventName}/people`);
    await expect(page.getByRole('heading', { name: 'Bén Müller, Jr.' })).toBeVisible();
    await expect(page.getByRole('button', { name: t.downloadCsv })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS_DIR}/people-360.png`, fullPage: true });
    const violations = await axe(page);
    expect(violations, report(violations)).toEqual([]);
    await page.context().close();
  });

  test("after the hosts' purge Anna's people show a placeholder and the vCard has no photo", async () => {
    const purged = await setup.request<{ deleted: number }>(
      `/api/hoogo/manage-event/${eventName}/media/purge/`,
      undefined,
      { method: 'POST', token: organiser.access_token },
    );
    expect(purged.status).toBe(200);
    const page = await phone(anna, 360, 740);
    await page.goto(`${setup.url}/${eventName}/people`);
    const card = page.getByRole('listitem').filter({ hasText: 'Bén Müller, Jr.' });
    await expect(card.getByRole('img', { name: t.noPhoto })).toHaveText('B');
    await expect(card.locator('img')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS_DIR}/people-no-photo-360.png`, fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.downloadVcard }).click(),
    ]);
    const [person] = vcards(await readFile(await download.path(), 'utf8'));
    expect(person?.getFirstPropertyValue('fn')).toBe('Bén Müller, Jr.');
    expect(person?.getFirstPropertyValue('email')).toBe(`ben-${stamp}@example.com`);
    expect(person?.getFirstProperty('photo')).toBeNull();
    await page.context().close();
  });

  test('downloading again and again, Anna is told how long to wait', async () => {
    const page = await phone(anna, 390, 844);
    await page.goto(`${setup.url}/${eventName}/people`);
    const csv = page.getByRole('button', { name: t.downloadCsv });
    // 10 downloads a minute per player (docs/product.md), two of them made above.
    const refused = page.getByText(/^Too many downloads\. Please try again in /).first();
    // Each press ends in a file or in the refusal; the next press waits for it.
    let files = 0;
    page.on('download', () => {
      files += 1;
    });
    for (let tries = 0; tries < 12 && !(await refused.isVisible()); tries++) {
      const before = files;
      await csv.click();
      await expect.poll(async () => files > before || (await refused.isVisible())).toBe(true);
    }
    // The toast slides in: the picture once it is whole on the screen.
    await expect(refused).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `${SHOTS_DIR}/people-too-many-390.png` });
    await page.context().close();
  });
});
