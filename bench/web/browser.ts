/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// (Functions passed to page.evaluate run in the browser: they are typed against the DOM.)
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { messages } from '@hoogo/core';
import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  chromium,
  type ElementHandle,
  type Page,
} from 'playwright-core';
import WebSocket from 'ws';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/browser.ts';
import { freePort } from '../lib/process.ts';
import { GRID, type SeededWeb } from './app.ts';
import { type Milestone, probe } from './probe.ts';

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
  /** Bytes the app's service worker fetched meanwhile (precache, navigations, media; not part of `bytes`). */
  workerBytes: number;
  /**
   * The requests before the last milestone grouped by when they started (within 300 ms of each other),
   * in seconds from navigation start: each group is one more round trip the page waited for.
   */
  waves?: string;
  /** Whether a service worker controlled the page. */
  serviceWorker: boolean;
  /** First contentful paint (the index.html loader's first showing), from navigation start. */
  paintMs?: number;
  /** The milestone of every sample when the figure is the median of several visits (this one the median's). */
  samples?: number[];
  timedOut?: Milestone[];
}

/**
 * Service workers are targets of their own: a page's `Network.emulateNetworkConditions` does not slow
 * what its worker fetches (precache, network-first navigations, media). So every service worker is
 * attached as it starts (paused until then) over a second CDP connection and gets the same preset; what
 * workers fetch is counted in `workerBytes`.
 */
class WorkerThrottle {
  network: NetworkName = 'Slow 3G';
  workerBytes = 0;
  private id = 0;
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as {
        method?: string;
        sessionId?: string;
        params?: { sessionId?: string; encodedDataLength?: number };
      };
      if (message.method === 'Target.attachedToTarget' && message.params?.sessionId) {
        const session = message.params.sessionId;
        this.send('Network.enable', {}, session);
        this.send('Network.emulateNetworkConditions', { offline: false, ...NETWORKS[this.network] }, session);
        this.send('Runtime.runIfWaitingForDebugger', {}, session);
      } else if (message.method === 'Network.loadingFinished') {
        this.workerBytes += message.params?.encodedDataLength ?? 0;
      }
    });
  }

  static async connect(port: number): Promise<WorkerThrottle> {
    const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
      webSocketDebuggerUrl: string;
    };
    const socket = new WebSocket(version.webSocketDebuggerUrl);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const throttle = new WorkerThrottle(socket);
    throttle.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: true,
      flatten: true,
      filter: [{ type: 'service_worker', exclude: false }, { exclude: true }],
    });
    return throttle;
  }

  private send(method: string, params: object, sessionId?: string) {
    this.id += 1;
    this.socket.send(JSON.stringify({ id: this.id, method, params, sessionId }));
  }

  close() {
    this.socket.close();
  }
}

let workers: WorkerThrottle | undefined;

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}`);
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  workers = await WorkerThrottle.connect(port);
  browser.on('disconnected', () => workers?.close());
  return browser;
}

/**
 * A fresh phone context (cold cache: Playwright contexts share no cache) signed in as the seeded player,
 * as after a login on this phone: tokens, the player keys of both events and the rules already seen,
 * set in local storage without loading the app.
 */
/** `locale`: the browser's language (the pages speak it when it is one of the five, docs/decisions/0086-five-languages.md). */
export async function phoneContext(browser: Browser, origin: string, seeded?: SeededWeb, locale?: string) {
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
    ...(locale && { locale }),
    storageState: { cookies: [], origins: [{ origin, localStorage }] },
  });
  return context;
}

/** A page of `context` with the probe, the network preset and the CPU slowdown, and traffic counters. */
export async function throttledPage(context: BrowserContext, network: NetworkName, photos = 0) {
  const page = await context.newPage();
  await page.addInitScript(probe(photos));
  const cdp: CDPSession = await context.newCDPSession(page);
  const counters = { bytes: 0, requests: 0, socketBytes: 0, started: [] as Array<[number, string]> };
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    counters.requests += 1;
    counters.started.push([event.timestamp, event.type ?? 'Other']);
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
  if (workers) workers.network = network;
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
  counters.started = [];
  if (workers) workers.workerBytes = 0;
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
  const workerBytes = workers?.workerBytes ?? 0;
  const { marks, serviceWorker, paintMs } = await page.evaluate(() => ({
    marks: (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks,
    serviceWorker: Boolean(navigator.serviceWorker?.controller),
    paintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  const reached: Partial<Record<Milestone, number>> = {};
  for (const name of milestones) if (marks[name] !== undefined) reached[name] = Math.round(marks[name]);
  if (timedOut) timedOut = milestones.filter((name) => reached[name] === undefined);
  const last = Math.max(0, ...Object.values(reached));
  return {
    marks: reached,
    bytes,
    requests,
    socketBytes,
    workerBytes,
    waves: waves(counters.started, last),
    serviceWorker,
    paintMs: paintMs === undefined ? undefined : Math.round(paintMs),
    timedOut,
  };
}

/** "0.0 s: 1 Document; 2.4 s: 6 Script, 1 Stylesheet; ..." for the requests started before `untilMs`. */
function waves(started: Array<[number, string]>, untilMs: number): string {
  const first = started[0]?.[0];
  if (first === undefined) return '';
  const groups: Array<{ at: number; types: Map<string, number> }> = [];
  for (const [timestamp, type] of [...started].sort((a, b) => a[0] - b[0])) {
    const at = (timestamp - first) * 1000;
    // A request sent in the same moment the milestone was reached was not waited for.
    if (at > untilMs - 50) break;
    let group = groups.at(-1);
    if (!group || at - group.at > 300) {
      group = { at, types: new Map() };
      groups.push(group);
    }
    group.types.set(type, (group.types.get(type) ?? 0) + 1);
  }
  return groups
    .map(
      (group) =>
        `${(group.at / 1000).toFixed(1)} s: ${[...group.types].map(([type, count]) => `${count} ${type}`).join(', ')}`,
    )
    .join('; ');
}

/**
 * Waits (at most `timeoutMs`) until the page's service worker, when the app registers one, is active
 * (its precache done): the warm visit then starts from what it cached. Answers when that happened, in
 * milliseconds since the page's navigation start, or undefined without an active worker.
 */
export async function serviceWorkerReady(page: Page, timeoutMs: number): Promise<number | undefined> {
  const at = await page.evaluate(async (limit) => {
    if (!('serviceWorker' in navigator)) return -1;
    const deadline = Date.now() + limit;
    // The app registers its worker after the load event: give the registration time to appear.
    const appears = Date.now() + 15_000;
    while ((await navigator.serviceWorker.getRegistrations()).length === 0) {
      if (Date.now() > appears) return -1;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return Promise.race([
      navigator.serviceWorker.ready.then(() => performance.now()),
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), Math.max(0, deadline - Date.now()))),
    ]);
  }, timeoutMs);
  return at < 0 ? undefined : Math.round(at);
}

/**
 * The median of `runs` visits made by `once` (each in a fresh context), by the milestone `by`: the median
 * sample is answered, with every sample's milestone in `samples` (a visit that missed it counts as the
 * time limit).
 */
export async function medianVisit(
  runs: number,
  by: Milestone,
  limitMs: number,
  once: () => Promise<Visit>,
): Promise<Visit> {
  const visits: Visit[] = [];
  for (let i = 0; i < runs; i++) visits.push(await once());
  const at = (visit: Visit) => visit.marks[by] ?? limitMs;
  const sorted = [...visits].sort((a, b) => at(a) - at(b));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)] as Visit;
  return { ...middle, samples: visits.map(at) };
}

export interface SignUp {
  /** From navigation start of the event link (signed out) to the login form usable. */
  loginMs?: number;
  /** From the tap on Register to the grid shown (25 cells laid out). */
  gridAfterRegisterMs?: number;
  /** The requests after the tap on Register until the grid, grouped as Visit.waves (seconds from the tap). */
  waves?: string;
  /** Requests and bytes on the wire after the tap until the grid. */
  requests: number;
  bytes: number;
  /** Every sample's gridAfterRegisterMs when this is the median of several. */
  samples?: number[];
  error?: string;
}

/**
 * A first-time attendee on the event link, signed out: the login form, an email never seen, Generate
 * OTP, the name and the mailed code typed, Register; timed from the tap on Register to the grid (the app's
 * own waiting time: typing and the mail are the person's).
 */
export async function signUpFromEventLink(
  tab: Awaited<ReturnType<typeof throttledPage>>,
  url: string,
  email: string,
  code: (since: number) => Promise<string>,
  mails: () => number,
  timeoutMs: number,
): Promise<SignUp> {
  const { page, counters } = tab;
  const opened = await visit(tab, url, ['login'], timeoutMs);
  const result: SignUp = { loginMs: opened.marks.login, requests: 0, bytes: 0 };
  if (opened.timedOut?.length) throw new Error('the login form did not become usable');
  try {
    await page.locator('input[type="email"]').fill(email, { timeout: timeoutMs });
    const before = mails();
    await page.locator('form button[type="submit"]').first().click({ timeout: timeoutMs });
    const name = page.locator('input[autocomplete="name"]');
    await name.waitFor({ timeout: timeoutMs });
    await name.fill('Rita Rush', { timeout: timeoutMs });
    await page
      .locator('input[autocomplete="one-time-code"]')
      .fill(await code(before), { timeout: timeoutMs });
    const bytesBefore = counters.bytes;
    const requestsBefore = counters.requests;
    const tapAt = await page.evaluate(() => performance.now());
    const startedBefore = counters.started.length;
    await page.locator('form button[type="submit"]').first().click({ timeout: timeoutMs });
    await page.waitForFunction(
      () => (window as unknown as { __benchMarks?: Record<string, number> }).__benchMarks?.grid !== undefined,
      undefined,
      { polling: 200, timeout: timeoutMs },
    );
    const gridAt = await page.evaluate(
      () => (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks.grid as number,
    );
    result.gridAfterRegisterMs = Math.round(gridAt - tapAt);
    result.requests = counters.requests - requestsBefore;
    result.bytes = counters.bytes - bytesBefore;
    // Counted from the first request after the tap (the register call itself).
    result.waves = waves(counters.started.slice(startedBefore), result.gridAfterRegisterMs);
  } catch (error) {
    result.error = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
  }
  return result;
}

/** A first-time attendee from the event link to a playable grid, without a typed code. */
export interface Arrival {
  /** From the tap on the event link (navigation start) to the grid shown, wall clock. */
  totalMs?: number;
  /** Of which the wait for the mail (from the tap on Generate OTP until the mail was in the box). */
  mailWaitMs?: number;
  /** Every sample's totalMs when this is the median of several. */
  samples?: number[];
  error?: string;
}

/** The moment `mark` was taken in the page, on the machine's wall clock (performance.timeOrigin + mark). */
async function markAt(page: Page, mark: string, timeoutMs: number): Promise<number> {
  await page.waitForFunction(
    (name) =>
      (window as unknown as { __benchMarks?: Record<string, number> }).__benchMarks?.[name] !== undefined,
    mark,
    { polling: 200, timeout: timeoutMs },
  );
  return page.evaluate(
    (name) =>
      performance.timeOrigin +
      ((window as unknown as { __benchMarks: Record<string, number> }).__benchMarks[name] as number),
    mark,
  );
}

/**
 * A first-time attendee opens the event's link signed out and reaches a playable grid either by the mail's
 * sign-in link (email, Generate OTP, the link opened in the same browser, a name, Register) or by quick
 * join (a name, Join). Typing is instant: the figure is what the phone and the network take, the mail's
 * wait included and given apart.
 */
export async function arriveFromEventLink(
  tab: Awaited<ReturnType<typeof throttledPage>>,
  url: string,
  way:
    | { by: 'mail link'; email: string; link: (since: number) => Promise<URL>; mails: () => number }
    | { by: 'quick join' },
  timeoutMs: number,
): Promise<Arrival> {
  const { page } = tab;
  const started = Date.now();
  const result: Arrival = {};
  try {
    const opened = await visit(tab, url, ['login'], timeoutMs);
    if (opened.timedOut?.length) throw new Error('the login form did not become usable');
    if (way.by === 'quick join') {
      await page.locator('input[autocomplete="name"]').fill('Quinn Quick', { timeout: timeoutMs });
      await page.getByRole('button', { name: messages.guest.join }).click({ timeout: timeoutMs });
    } else {
      await page.locator('input[type="email"]').fill(way.email, { timeout: timeoutMs });
      const before = way.mails();
      const asked = Date.now();
      await page.locator('form button[type="submit"]').first().click({ timeout: timeoutMs });
      const link = await way.link(before);
      result.mailWaitMs = Date.now() - asked;
      // Tapped in the mail app, the link opens in the phone's browser: the same one, as a new page load.
      await page.goto(new URL(`${link.pathname}${link.search}${link.hash}`, url).href, {
        timeout: timeoutMs,
      });
      const name = page.locator('input[autocomplete="name"]');
      await name.fill('Lina Link', { timeout: timeoutMs });
      await page.locator('form button[type="submit"]').first().click({ timeout: timeoutMs });
    }
    result.totalMs = Math.round((await markAt(page, 'grid', timeoutMs)) - started);
  } catch (error) {
    result.error = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
  }
  return result;
}

export interface Submission {
  photoBytes: number;
  /** From choosing the file to the submit button being usable (the photo compressed and previewed). */
  readyMs?: number;
  /** Size of the photo file the page uploaded (the app's compressed selfie). */
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
    result.uploadBytes = await page.evaluate(() => {
      const uploads = (window as unknown as { __benchUploads?: number[] }).__benchUploads ?? [];
      return uploads.length ? Math.max(...uploads) : undefined;
    });
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
