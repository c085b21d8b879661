import { type LoginResponse, messages, type PlayerRegistration } from '@hoogo/core';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { SHOTS_DIR } from '../support/browser.js';
import { gameFile } from '../support/game-file.js';
import { grid } from '../support/grid.js';
import { storeSession } from '../support/session.js';
import { test } from '../support/stack.js';
import { nextIp } from '../support/unique.js';

/**
 * The venue's big screen, as a projector shows it: at 1280x720, 1920x1080 and 3840x2160, with 0, 3, 24 and
 * 200 players. Every player is on screen within one paging cycle (the page clock is fast-forwarded), the
 * public board shows the event name and the join QR and no host control.
 */

const v = messages.venue;
const t = messages.leaderboard;

const setup = gameFile();
const { stamp } = setup;
const pals: Record<string, string> = {
  A: 'Aisha',
  B: 'Bruno',
  C: 'Chen',
  D: 'Dara',
  E: 'Elif',
  F: 'Femi',
  G: 'Greta',
  H: 'Hugo',
  I: 'Ines',
  J: 'Jonas',
  K: 'Kemal',
  L: 'Lena',
  M: 'Mira',
  N: 'Noah',
  O: 'Olga',
  P: 'Priya',
  R: 'Rafael',
  S: 'Sofia',
  T: 'Tariq',
  U: 'Uma',
  V: 'Vera',
  W: 'Wen',
  X: 'Xavi',
  Y: 'Yusuf',
  Z: 'Zoe',
};
const firstNames = [
  'Amelia',
  'Bastian',
  'Chiara',
  'Dmitri',
  'Esperanza',
  'Farouk',
  'Giulia',
  'Henrik',
  'Ingrid',
  'Jamal',
  'Katarzyna',
  'Luca',
  'Maximilian',
  'Nadia',
  'Oskar',
  'Paloma',
  'Quentin',
  'Rosalind',
  'Sebastian',
  'Thandiwe',
];
const lastNames = [
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  'Castellanos',
  'Van der Berg',
  'Haddad',
  'Kowalski',
  'Ferreira',
  'Abernathy-Smith',
];
const sizes = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
];
const counts = [0, 3, 24, 200] as const;
const eventOf = (count: number) => `Venue${count}-${stamp}`;

let organiser: LoginResponse;
/** The attendees, in the order they join: the first 3 play in the 3-player game, the first 24 in the 24-player one. */
const people: Array<{ name: string; ticket: string }> = [];
const joined = new Map<number, PlayerRegistration[]>();

async function inBatches<T>(
  items: readonly T[],
  size: number,
  work: (item: T, index: number) => Promise<void>,
) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map((item, i) => work(item, start + i)));
  }
}

/** A player signs in to the event with their ticket code (the event plays with the attendee list). */
async function join(eventName: string, ticket: string): Promise<PlayerRegistration> {
  const res = await setup.request<PlayerRegistration>(
    `/api/hoogo/manage-game/${eventName}/validate-ticket-code/`,
    { ticket_code: ticket },
    { clientIp: nextIp() },
  );
  if (res.status !== 200) throw new Error(`join failed: ${JSON.stringify(res.body)}`);
  return res.body.response;
}

/** Fills the cell (row, col) of a player's grid with a selfie. */
async function connect(
  eventName: string,
  player: PlayerRegistration,
  row: number,
  col: number,
  photo: Buffer,
) {
  const letter = grid[row]![col]!;
  const form = new FormData();
  form.set('letter', letter);
  form.set('name', pals[letter]!);
  form.set('liner', 'Talked about the keynote');
  form.set('cords[x]', String(row));
  form.set('cords[y]', String(col));
  form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'selfie.jpg');
  const res = await setup.request(
    `/api/hoogo/manage-game/${eventName}/user-input/?user_id=${player.user_id}`,
    undefined,
    { form, clientIp: nextIp() },
  );
  if (res.status !== 200) throw new Error(`connection failed: ${JSON.stringify(res.body)}`);
}

async function board(viewport: { width: number; height: number }, eventName: string, tokens?: LoginResponse) {
  // Reduced motion: pages change without the fade (cheaper at 4K, and that path is the one tested here).
  const context = await setup.browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  if (tokens) await storeSession(page, setup.url, tokens);
  await page.clock.install();
  await page.goto(`${setup.url}/${eventName}/leaderboard`);
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  return { context, page };
}

const names = (page: Page) =>
  page.getByTestId('player-name').evaluateAll((els) => els.map((el) => el.textContent ?? ''));

setup.start(async () => {
  organiser = await setup.register('venue-host', 'Vic Venue');
  const started = Date.now();
  for (let i = 0; i < 200; i += 1) {
    const first = firstNames[i % firstNames.length]!;
    const last = lastNames[Math.floor(i / firstNames.length) % lastNames.length]!;
    people.push({ name: `${first} ${last}`, ticket: `T${stamp}-${String(i).padStart(3, '0')}` });
  }
  // 200 players join fast through an attendee list (one upload) and their ticket codes: no sign-up mails.
  const listId = await setup.uploadAttendees(organiser.access_token, `Venue attendees ${stamp}`, people);
  for (const count of counts) {
    const eventName = eventOf(count);
    await setup.createEvent(organiser.access_token, eventName, { grid });
    const linked = await setup.updateEvent(organiser.access_token, eventName, [
      ['mmp_event_id', listId],
      ['play_with_ticket_code', 'true'],
    ]);
    if (linked.status !== 200) throw new Error(`event update failed: ${JSON.stringify(linked.body)}`);
    const registrations: PlayerRegistration[] = [];
    await inBatches(people.slice(0, count), 25, async (person, i) => {
      registrations[i] = await join(eventName, person.ticket);
    });
    joined.set(count, registrations);
  }
  // Connections: in the 24-player game the first player completes the card (5 rows), the next ones get
  // fewer cells, some equal (tied ranks); in the 200-player game a few players have a cell or two.
  const photos = await Promise.all(
    ['#f97316', '#0ea5e9', '#22c55e', '#e11d48', '#a855f7', '#eab308'].map((color) =>
      sharp({ create: { width: 320, height: 320, channels: 3, background: color } })
        .jpeg()
        .toBuffer(),
    ),
  );
  const cells: Array<[string, PlayerRegistration, number, number, Buffer]> = [];
  const p24 = joined.get(24)!;
  for (let r = 0; r < 5; r += 1)
    for (let c = 0; c < 5; c += 1) cells.push([eventOf(24), p24[0]!, r, c, photos[(r + c) % 6]!]);
  [7, 5, 5, 3, 3, 2, 1, 1].forEach((k, n) => {
    for (let c = 0; c < k; c += 1)
      cells.push([eventOf(24), p24[n + 1]!, Math.floor(c / 5), c % 5, photos[(n + c) % 6]!]);
  });
  const p200 = joined.get(200)!;
  for (let n = 0; n < 12; n += 1) cells.push([eventOf(200), p200[n * 7]!, 0, n % 5, photos[n % 6]!]);
  const p3 = joined.get(3)!;
  cells.push([eventOf(3), p3[1]!, 2, 2, photos[4]!]);
  // Each phone sends its connections one after the other, as the app's outbox does (the server takes
  // at most two uploads of one sender at a time); the phones themselves send in parallel.
  const byPlayer = new Map<string, typeof cells>();
  for (const cell of cells) byPlayer.set(cell[1].user_id, [...(byPlayer.get(cell[1].user_id) ?? []), cell]);
  await inBatches([...byPlayer.values()], 12, async (own) => {
    for (const [eventName, player, r, c, photo] of own) await connect(eventName, player, r, c, photo);
  });
  console.log(`venue: seeded 200 players and ${cells.length} connections in ${Date.now() - started} ms`);
}, 300_000);

test.describe('the venue board', () => {
  for (const count of counts) {
    test(`${count} players at 1280x720, 1920x1080 and 3840x2160: name, QR, no host control, everyone within a cycle`, async () => {
      const eventName = eventOf(count);
      // One signed-out screen, resized like a laptop moved from one projector to the next.
      const { context, page } = await board(sizes[0]!, eventName);
      try {
        for (const size of sizes) {
          await page.setViewportSize(size);
          if (count > 0) await expect(page.getByTestId('player-name').first()).toBeVisible();
          else await expect(page.getByText(t.empty)).toBeVisible();
          // The QR is drawn for the new size.
          const qr = page.getByTestId('join-qr');
          await expect(
            qr.getByRole('img', { name: messages.qrPage.imageLabel(`${setup.url}/${eventName}`) }),
          ).toBeVisible();
          await expect
            .poll(() =>
              qr
                .locator('canvas')
                .first()
                .evaluate((canvas: HTMLCanvasElement) => canvas.width),
            )
            .toBeGreaterThanOrEqual(Math.round((size.height / 100) * 30));
          const qrBox = (await qr.boundingBox())!;
          expect(qrBox.y + qrBox.height).toBeLessThanOrEqual(size.height + 1);
          expect(qrBox.width).toBeGreaterThan(size.height * 0.3);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(eventName);
          await expect(page.getByTestId('short-link')).toHaveText(`${new URL(setup.url).host}/${eventName}`);
          // The board fits the screen: no page scroll.
          expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
            size.height,
          );
          // No host control for the public.
          for (const name of [t.viewVoting, t.showQr, v.openHostControls]) {
            await expect(page.getByRole('button', { name })).toHaveCount(0);
          }
          await expect(page.getByRole('switch')).toHaveCount(0);
          await page.screenshot({
            path: `${SHOTS_DIR}/venue-${count}-${size.width}x${size.height}.jpg`,
            type: 'jpeg',
            quality: 70,
          });
          if (count === 0) continue;

          // Names readable from the back of the room: at least ~40 px at 1080 lines.
          const fontPx = await page
            .getByTestId('player-name')
            .first()
            .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
          expect(fontPx).toBeGreaterThanOrEqual((size.height / 1080) * 39);

          // Every player within one cycle of pages. The page clock is paused, so each step is one page.
          const expected = people.slice(0, count).map((p) => p.name);
          const seen = new Set(await names(page));
          // What each step showed, for the failure message: the page, its names, the board's row count.
          const steps: string[] = [];
          const rowCount = () =>
            page
              .locator('li[aria-setsize]')
              .first()
              .getAttribute('aria-setsize')
              .catch(() => null);
          steps.push(`start: ${seen.size} names, ${await rowCount()} rows`);
          const indicator = page.getByTestId('page-indicator');
          if ((await indicator.count()) > 0) {
            // A paging board pins the leaders above its pages; they come on a socket of their own, and
            // their arrival plans the pages again (fewer rows a page). A loaded machine shows the board
            // paging without them for a moment: the turn is taken once they are there.
            await expect(page.getByTestId('pinned-leaders')).toBeVisible();
            for (const name of await names(page)) seen.add(name);
            await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
            let text = (await indicator.textContent()) ?? '';
            const total = Number(text.match(/of (\d+)/)?.[1]);
            steps.push(`paused at ${text}`);
            // A whole turn, back to the page it started on: after a resize the board keeps the rows it
            // held until those of its new window arrive (the moment a loaded machine shows), so the
            // first page is read again once its own rows are there.
            for (let step = 1; step <= total; step += 1) {
              await page.clock.runFor(9_000);
              const shown = await page.waitForFunction((before) => {
                const now = document.querySelector('[data-testid="page-indicator"]')?.textContent ?? '';
                if (now === before) return null;
                const rows = Array.from(document.querySelectorAll('[data-testid="player-name"]'));
                return { now, names: rows.map((el) => el.textContent ?? '') };
              }, text);
              const { now, names: onPage } = (await shown.jsonValue())!;
              text = now;
              for (const name of onPage) seen.add(name);
              steps.push(`${now}: ${onPage.length} names (${onPage[0]} ...), ${await rowCount()} rows`);
            }
            await page.clock.resume();
          } else {
            // One page at this size: a resize asks the board for the rows of its new window, and until
            // they arrive it keeps the rows it held (a loaded machine shows that moment). Then everyone
            // is on it.
            await expect
              .poll(async () => {
                for (const name of await names(page)) seen.add(name);
                return expected.filter((name) => !seen.has(name));
              })
              .toEqual([]);
          }
          expect(
            expected.filter((name) => !seen.has(name)),
            `at ${size.width}x${size.height}: ${steps.join('; ')}`,
          ).toEqual([]);
        }
        // On a phone the board stacks and nothing is cut sideways.
        await page.setViewportSize({ width: 360, height: 740 });
        await expect(page.getByTestId('join-qr')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        if (count === 24)
          await page.screenshot({ path: `${SHOTS_DIR}/venue-24-360x740.png`, fullPage: true });
      } finally {
        await context.close();
      }
    });
  }

  test('the host opens the controls with H: grid status, Manage event; the audience never saw them', async () => {
    const { context, page } = await board({ width: 1920, height: 1080 }, eventOf(24), organiser);
    try {
      const button = page.getByRole('button', { name: v.openHostControls });
      await expect(button).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.keyboard.press('h');
      const drawer = page.getByRole('dialog', { name: v.hostControls });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByTestId('grid-status')).toHaveText(messages.gridStatus.complete);
      await expect(drawer.getByRole('link', { name: v.manageEvent })).toHaveAttribute(
        'href',
        `/dashboard/${eventOf(24)}/`,
      );
      await page.screenshot({
        path: `${SHOTS_DIR}/venue-host-drawer-1920x1080.jpg`,
        type: 'jpeg',
        quality: 70,
      });
    } finally {
      await context.close();
    }
  });
});
