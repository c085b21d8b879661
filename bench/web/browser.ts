/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// (Functions passed to page.evaluate run in the browser: they are typed against the DOM.)
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  chromium,
  type ElementHandle,
  type Page,
} from 'playwright-core';
import { GRID, type SeededWeb } from './app.ts';
import { type Milestone, probe } from './probe.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chrome DevTools' presets, in CDP units (bytes/s, ms), as DevTools' NetworkManager defines them (and
 * puppeteer-core's PredefinedNetworkConditions copies): Slow 3G = 500 kbit/s x 0.8 both ways and
 * 400 ms x 5 latency; Fast 3G = 1.6 Mbit/s x 0.9 down, 750 kbit/s x 0.9 up, 150 ms x 3.75 latency.
 */
export const NETWORKS = {
  'Slow 3G': { latency: 2_000, downloadThroughput: 50_000, uploadThroughput: 50_000 },
  'Fast 3G': { latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 },
} as const;
export type NetworkName = keyof typeof NETWORKS;
export const CPU_SLOWDOWN = 4;
/** A 390x844 phone (iPhone 12-class viewport) with touch; scale 2 keeps software rasterising affordable. */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 2 };

export interface Visit {
  /** Milliseconds from navigation start to each milestone reached (absent: not within the time limit). */
  marks: Partial<Record<Milestone, number>>;
  /** Sum of Network.loadingFinished encodedDataLength (headers + body as on the wire) until the last milestone. */
  bytes: number;
  requests: number;
  /** Bytes of WebSocket frames received meanwhile (not part of `bytes`). */
  socketBytes: number;
  /** Whether a service worker controlled the page. */
  serviceWorker: boolean;
  timedOut?: Milestone[];
}

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * A fresh phone context (cold cache: Playwright contexts share no cache) signed in as the seeded player,
 * as after a login on this phone: tokens, the player keys of both events and the rules already seen,
 * set in local storage without loading the app.
 */
export async function phoneContext(browser: Browser, origin: string, seeded?: SeededWeb) {
  const localStorage = seeded
    ? [
        { name: 'accessToken', value: seeded.player.access_token },
        { name: 'refreshToken', value: seeded.player.refresh_token },
        { name: 'userEmail', value: seeded.player.email },
        { name: `eventUserId-${seeded.gridEvent.id}`, value: seeded.player.gridKey },
        { name: `eventUserId-${seeded.submitEvent.id}`, value: seeded.player.submitKey },
        { name: `rulesSeen-${seeded.gridEvent.id}`, value: 'true' },
        { name: `rulesSeen-${seeded.submitEvent.id}`, value: 'true' },
      ]
    : [];
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    storageState: { cookies: [], origins: [{ origin, localStorage }] },
  });
  return context;
}

/** A page of `context` with the probe, the network preset and the CPU slowdown, and traffic counters. */
export async function throttledPage(context: BrowserContext, network: NetworkName, photos = 0) {
  const page = await context.newPage();
  await page.addInitScript(probe(photos));
  const cdp: CDPSession = await context.newCDPSession(page);
  const counters = { bytes: 0, requests: 0, socketBytes: 0 };
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.startsWith('data:')) counters.requests += 1;
  });
  cdp.on('Network.loadingFinished', (event) => {
    counters.bytes += event.encodedDataLength;
  });
  cdp.on('Network.webSocketFrameReceived', (event) => {
    counters.socketBytes += Buffer.byteLength(event.response.payloadData);
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORKS[network] });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp, counters };
}

/** Opens `url` and waits for the milestones (or the time limit); the counters cover the whole visit. */
export async function visit(
  tab: Awaited<ReturnType<typeof throttledPage>>,
  url: string,
  milestones: Milestone[],
  timeoutMs: number,
): Promise<Visit> {
  const { page, counters } = tab;
  counters.bytes = 0;
  counters.requests = 0;
  counters.socketBytes = 0;
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  let timedOut: Milestone[] | undefined;
  try {
    await page.waitForFunction(
      (names) => {
        const marks = (window as unknown as { __benchMarks?: Record<string, number> }).__benchMarks;
        return names.every((name) => marks?.[name] !== undefined);
      },
      milestones,
      { polling: 500, timeout: timeoutMs },
    );
  } catch {
    timedOut = milestones;
  }
  const { bytes, requests, socketBytes } = counters;
  const { marks, serviceWorker } = await page.evaluate(() => ({
    marks: (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks,
    serviceWorker: Boolean(navigator.serviceWorker?.controller),
  }));
  const reached: Partial<Record<Milestone, number>> = {};
  for (const name of milestones) if (marks[name] !== undefined) reached[name] = Math.round(marks[name]);
  if (timedOut) timedOut = milestones.filter((name) => reached[name] === undefined);
  return { marks: reached, bytes, requests, socketBytes, serviceWorker, timedOut };
}

/**
 * Waits (at most `timeoutMs`) until the page's service worker, when the app registers one, is active:
 * the warm visit then starts from what it cached. Answers whether there is one.
 */
export async function serviceWorkerReady(page: Page, timeoutMs: number): Promise<boolean> {
  return page.evaluate(async (limit) => {
    if (!('serviceWorker' in navigator)) return false;
    const deadline = Date.now() + limit;
    // The app may register its worker only after the first render: give it a moment to appear.
    while (Date.now() < deadline) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      if (registrations.length > 0) break;
      if (Date.now() > deadline - limit + 5_000) return false;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const ready = await Promise.race([
      navigator.serviceWorker.ready.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()))),
    ]);
    return ready;
  }, timeoutMs);
}

export interface Submission {
  photoBytes: number;
  /** From choosing the file to the submit button being usable (the photo compressed and previewed). */
  readyMs?: number;
  /** Bytes of the user-input request's body (the compressed selfie and the fields). */
  uploadBytes?: number;
  /** From choosing the file to the server's answer to the submission. */
  answeredMs?: number;
  /** From choosing the file to the cell showing the photo, after the server accepted it. */
  filledMs?: number;
  status?: number;
  error?: string;
}

/** The grid's cell `index` (row by row), found as the probe finds the grid. */
async function gridCell(page: Page, index: number): Promise<ElementHandle<Element>> {
  const handle = await page.evaluateHandle((i) => {
    for (const el of document.querySelectorAll('[role="group"], [role="grid"]')) {
      const cells =
        el.getAttribute('role') === 'grid' ? el.querySelectorAll('[role="gridcell"]') : el.children;
      if (cells.length === 25) {
        const cell = cells[i] as Element;
        return cell.matches('button') ? cell : (cell.querySelector('button') ?? cell);
      }
    }
    return null;
  }, index);
  const element = handle.asElement();
  if (!element) throw new Error('grid cell not found');
  return element as ElementHandle<Element>;
}

/**
 * The attendee's submission through the app's real form, on the second event's player page: open the
 * empty cell `index` (row by row; each network preset fills its own), type a name and a description, choose the 12 MP photo, submit, and wait for the
 * cell to show the photo once the server has accepted it.
 */
export async function submitPhoto(
  tab: Awaited<ReturnType<typeof throttledPage>>,
  url: string,
  photo: Buffer,
  index: number,
  timeoutMs: number,
): Promise<Submission> {
  const { page } = tab;
  const result: Submission = { photoBytes: photo.length };
  const opened = await visit(tab, url, ['grid'], timeoutMs);
  if (opened.timedOut?.length) throw new Error('the player page did not show its grid');
  await (await gridCell(page, index)).click();
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor({ timeout: timeoutMs });
  await dialog
    .getByLabel(/name/i)
    .first()
    .fill(`${GRID[Math.floor(index / 5)]?.[index % 5]}lex Bench`, { timeout: timeoutMs });
  await dialog
    .getByLabel(/description/i)
    .first()
    .fill('We talked about venue Wi-Fi, phones on Slow 3G and keeping every photo safe.', {
      timeout: timeoutMs,
    });
  const fileInputs = dialog.locator('input[type="file"]');
  const chooser = (await dialog.locator('input[type="file"]:not([capture])').count())
    ? dialog.locator('input[type="file"]:not([capture])').first()
    : fileInputs.first();
  const answered = page.waitForResponse((response) => response.url().includes('/user-input/'), {
    timeout: timeoutMs,
  });
  answered.catch(() => undefined);
  const started = performance.now();
  await chooser.setInputFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo });
  const submit = dialog.locator('button[type="submit"]').first();
  await submit.click({ timeout: timeoutMs });
  result.readyMs = Math.round(performance.now() - started);
  try {
    const response = await answered;
    result.answeredMs = Math.round(performance.now() - started);
    result.status = response.status();
    result.uploadBytes = (await response.request().sizes()).requestBodySize;
    await page.waitForFunction(
      (i) => {
        for (const el of document.querySelectorAll('[role="group"], [role="grid"]')) {
          const cells =
            el.getAttribute('role') === 'grid' ? el.querySelectorAll('[role="gridcell"]') : el.children;
          if (cells.length !== 25) continue;
          const img = cells[i]?.querySelector('img');
          return Boolean(img?.complete && img.naturalWidth > 0);
        }
        return false;
      },
      index,
      { polling: 100, timeout: timeoutMs },
    );
    result.filledMs = Math.round(performance.now() - started);
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
  return result;
}
