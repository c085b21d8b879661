import { messages } from '@hoogo/core';
import { expect } from '@playwright/test';
import { registerThroughApi } from '../support/api.js';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { grid } from '../support/grid.js';
import { test } from '../support/stack.js';

/**
 * An attendee's first minutes on a phone (docs/decisions/0058-the-attendees-first-minutes.md): the event's
 * link opened signed out loads only the sign-in, which names the event and says what the code is; the
 * loader is styled before the app's stylesheet; after Register the grid needs one answer.
 */

const setup = gameFile();
const { stamp } = setup;
const eventName = `NordicDevDays${stamp}`;

setup.start(async () => {
  const organiser = await registerThroughApi(
    setup.url,
    setup.mailbox,
    `host-${stamp}@example.com`,
    'Hana Host',
  );
  await setup.createEvent(organiser.access_token, eventName, { grid });
}, 300_000);

/**
 * The files `roots` import statically, themselves included, read from the served build: `from"./x.js"`
 * and `import"./x.js"` in the minified output (a dynamic `import("./x.js")` is not followed).
 */
async function staticImports(base: string, roots: string[]): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = String(queue.shift());
    if (seen.has(file)) continue;
    seen.add(file);
    const source = await (await fetch(new URL(file, base))).text();
    for (const match of source.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
      queue.push(`/assets/${match[1]}`);
    }
  }
  return [...seen];
}

const phone = (size: { width: number; height: number } = { width: 390, height: 844 }) =>
  setup.browser.newContext({ viewport: size, hasTouch: true, isMobile: true });

test.describe("the attendee's first minutes", () => {
  test('the index.html loader comes before the stylesheet, so it paints without waiting for it', async () => {
    const html = await (
      await fetch(`${setup.url}/${eventName}`, { headers: { accept: 'text/html' } })
    ).text();
    const loader = html.indexOf('<div class="boot" role="status">');
    const sheet = html.indexOf('rel="stylesheet"');
    expect(loader).toBeGreaterThan(0);
    expect(sheet).toBeGreaterThan(loader);
    // The loader's own styles are inline, in the head.
    expect(html.indexOf('.boot{')).toBeLessThan(html.indexOf('</head>'));
  });

  test('the event link signed out loads only the sign-in, names the event and explains the code', async () => {
    for (const size of [
      { width: 390, height: 844 },
      { width: 360, height: 740 },
    ]) {
      const context = await phone(size);
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
      });
      await page.goto(`${setup.url}/${eventName.toLowerCase()}`);
      await expect(page.getByRole('heading', { name: messages.login.joinEvent(eventName) })).toBeVisible();
      await expect(page.getByText(messages.login.codeExplained)).toBeVisible();
      await expect(page.getByRole('button', { name: messages.login.generateOtp })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(new URL(page.url()).searchParams.get('ruri')).toBe(`/${eventName.toLowerCase()}`);
      // Of the route chunks, only the sign-in's was loaded before the form showed (the player page's
      // follows once the form is up, while the person types).
      const routeChunks = scripts.filter((s) => /\/assets\/route-/.test(s));
      expect(routeChunks[0]).toMatch(/\/assets\/route-login-[\w-]+\.js$/);
      expect(routeChunks.filter((s) => !/route-(login|play)-/.test(s))).toEqual([]);
      // What the sign-in's first screen needs (the entry and the sign-in's chunk with everything they
      // import statically) carries neither the validation library nor the dialog library: the form
      // loads its schema once it shows, and the sign-in has no dialog.
      const html = await (
        await fetch(`${setup.url}/${eventName}`, { headers: { accept: 'text/html' } })
      ).text();
      const entries = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => String(match[1]));
      const needed = await staticImports(setup.url, [...entries, String(routeChunks[0])]);
      expect(needed.some((file) => /route-login-/.test(file))).toBe(true);
      expect(needed.filter((file) => /\/assets\/(zod|modal)-/.test(file))).toEqual([]);
      // The form's rules load once the person touches the form.
      expect(scripts.some((file) => /\/assets\/zod-/.test(file))).toBe(false);
      await page.locator('input[type="email"]').fill('early@example.com');
      await expect.poll(() => scripts.some((file) => /\/assets\/zod-/.test(file))).toBe(true);
      await page.screenshot({ path: `${SHOTS_DIR}/first-minutes-login-${size.width}.png` });
      await context.close();
    }
  });

  test('a first-time attendee registers from the event link and gets the grid from one answer', async () => {
    const context = await phone();
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/hoogo/')) calls.push(`${req.method()} ${url.pathname}`);
    });
    const email = `first-${stamp}@example.com`;
    await page.goto(`${setup.url}/${eventName}`);
    await page.getByLabel(messages.login.emailLabel).fill(email);
    const before = setup.mailbox.count();
    await page.getByRole('button', { name: messages.login.generateOtp }).tap();
    await page.getByLabel(messages.login.nameLabel).fill('Rita Rush');
    await page.getByLabel(messages.login.otpLabel).fill(await setup.mailbox.nextCode(email, before));
    calls.length = 0;
    await page.getByRole('button', { name: messages.login.register }).tap();
    await expect(page.getByRole('group', { name: messages.play.gridLabel })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/${eventName}`);
    // One answer carried registration and card: neither was asked for on its own.
    expect(calls).toContain(`POST /api/hoogo/manage-user/${eventName}/start-playing/`);
    expect(calls.filter((call) => /get-event-register-id|get-user-matrix/.test(call))).toEqual([]);
    const eventId = await page.evaluate(() => localStorage.getItem('currentEventId'));
    expect(await page.evaluate((id) => localStorage.getItem(`eventUserId-${id}`), eventId)).toBeTruthy();
    await context.close();
  });
});
