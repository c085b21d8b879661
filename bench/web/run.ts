/**
 * `npm run bench:web`: the attendee's phone on venue Wi-Fi. Starts the app as `npm start` does (on a free
 * port, fresh DATA_DIR), seeds it through the API, drives Chromium (390x844, touch) with DevTools' Slow 3G
 * and Fast 3G presets and a 4x CPU slowdown, cold and warm, runs Lighthouse mobile, and writes the
 * "Web (phone on venue Wi-Fi)" section of docs/benchmarks.md next to the figures of
 * bench/web/baseline-before.json. Traffic stays on 127.0.0.1.
 *
 *   npm run bench:web [-- --app <checkout>] [--json <file>] [--no-doc] [--no-lighthouse] [--no-browser] [--runs <n>]
 *                        [--repeat <n>] [--only <parts>] [--network <name>] [--baseline <file>] [--locale <tag>]
 *
 * --app measures another checkout of the repository (its own build and server; this is how the baseline
 * was taken); --json also writes the raw figures; --no-doc leaves docs/benchmarks.md alone. --repeat takes
 * the median of n visits for the cold first-load figures (landing, login, event link, sign-up, player
 * cold); --only runs some of the browser parts (comma-separated: landing, login, event, signup, arrival, player,
 * submission; player includes the warm visit); --network one preset only ("Slow 3G" or "Fast 3G");
 * --baseline names the "before" file (default bench/web/baseline-before.json); --locale the phone's browser
 * language ("fr-FR": the pages speak French; the sign-up and later parts type English labels, so run
 * landing, login and event with it).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { repositoryRoot } from '../lib/process.ts';
import { cameraPhoto, Mailbox, type SeededWeb, seedThroughApi, startWebApp, type WebApp } from './app.ts';
import {
  type Arrival,
  arriveFromEventLink,
  CPU_SLOWDOWN,
  launch,
  medianVisit,
  NETWORKS,
  type NetworkName,
  PHONE,
  phoneContext,
  type SignUp,
  type Submission,
  serviceWorkerReady,
  signUpFromEventLink,
  submitPhoto,
  throttledPage,
  type Visit,
  visit,
} from './browser.ts';
import { type LighthouseScores, lighthouseVersion, runLighthouse } from './lighthouse.ts';
import { writeWebSection } from './report.ts';

export interface NetworkRun {
  landing?: Visit;
  login?: Visit;
  /** The event's link (/{eventName}) opened signed out: an attendee's first scan of the QR code. */
  eventLogin?: Visit;
  /** From there through the sign-up by mailed code to the grid. */
  signUp?: SignUp;
  /** A first-time attendee from the event link to a playable grid by the mail's sign-in link. */
  arrivalByLink?: Arrival;
  /** The same by quick join (an event with quick join on). */
  arrivalByQuickJoin?: Arrival;
  playerCold?: Visit;
  playerWarm?: Visit;
  /** When the service worker was active (precache done), from the cold player visit's navigation start. */
  workerReadyMs?: number;
  submission?: Submission;
}

export interface WebResult {
  date: string;
  commit: string;
  /** Uncommitted changes in the measured checkout when it was measured. */
  dirty: boolean;
  app: string;
  machine: { cpu: string; cores: number; node: string; chromium: string };
  settings: {
    networks: typeof NETWORKS;
    cpuSlowdown: number;
    phone: typeof PHONE;
    lighthouseRuns: number;
    /** Visits per cold first-load figure (the median shown); absent in older files: 1. */
    repeat?: number;
    /** The browser parts run; absent in older files: all. */
    parts?: string[];
  };
  seeded?: { filled: number; selfieBytes: number; cameraPhotoBytes: number };
  networks: Partial<Record<NetworkName, NetworkRun>>;
  lighthouse?: Record<string, LighthouseScores>;
  lighthouseVersion?: string;
  /** When Lighthouse ran, if not in the same run as the browser figures. */
  lighthouseDate?: string;
  lighthouseSkipped?: string;
  errors: string[];
  durationMs: number;
}

const { values: args } = parseArgs({
  options: {
    app: { type: 'string', default: repositoryRoot },
    json: { type: 'string' },
    'no-doc': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    repeat: { type: 'string', default: '1' },
    only: { type: 'string', default: 'landing,login,event,signup,arrival,player,submission' },
    network: { type: 'string' },
    baseline: { type: 'string', default: 'bench/web/baseline-before.json' },
    locale: { type: 'string' },
  },
});
const repeat = Math.max(1, Number(args.repeat));
const parts = new Set((args.only ?? '').split(',').map((part) => part.trim()));

const log = (message: string) =>
  console.log(`[bench:web ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** Time limit of one visit: well above the slowest figure measured, so that a slow page is measured, not cut. */
const LIMIT: Record<NetworkName, number> = { 'Slow 3G': 180_000, 'Fast 3G': 90_000 };
/** How long the warm visit waits for the app's service worker to finish installing. */
const WORKER_LIMIT: Record<NetworkName, number> = { 'Slow 3G': 240_000, 'Fast 3G': 120_000 };

async function step<T>(name: string, errors: string[], run: () => Promise<T>): Promise<T | undefined> {
  const started = Date.now();
  log(`${name}...`);
  try {
    const result = await run();
    log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s ${JSON.stringify(result)}`);
    return result;
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    log(`${name} FAILED: ${text}`);
    errors.push(`${name}: ${text.split('\n')[0]}`);
    return undefined;
  }
}

async function measureNetwork(
  browser: Browser,
  app: WebApp,
  seeded: SeededWeb,
  network: NetworkName,
  photo: Buffer,
  errors: string[],
  mailbox: Mailbox,
): Promise<NetworkRun> {
  const limit = LIMIT[network];
  const result: NetworkRun = {};
  const player = `${app.url}/${seeded.gridEvent.name}/`;
  const fresh = async <T>(use: (context: Awaited<ReturnType<typeof phoneContext>>) => Promise<T>) => {
    const context = await phoneContext(browser, app.url, seeded, args.locale);
    try {
      return await use(context);
    } finally {
      await context.close();
    }
  };

  const signedOut = async <T>(use: (context: Awaited<ReturnType<typeof phoneContext>>) => Promise<T>) => {
    const context = await phoneContext(browser, app.url, undefined, args.locale);
    try {
      return await use(context);
    } finally {
      await context.close();
    }
  };
  // The landing and login pages and the event's link are opened signed out, as by a new attendee.
  if (parts.has('landing'))
    result.landing = await step(`${network}: landing, cold`, errors, () =>
      medianVisit(repeat, 'landing', limit, () =>
        signedOut(async (context) =>
          visit(await throttledPage(context, network), `${app.url}/`, ['landing'], limit),
        ),
      ),
    );
  if (parts.has('login'))
    result.login = await step(`${network}: login, cold`, errors, () =>
      medianVisit(repeat, 'login', limit, () =>
        signedOut(async (context) =>
          visit(await throttledPage(context, network), `${app.url}/login`, ['login'], limit),
        ),
      ),
    );
  if (parts.has('event'))
    result.eventLogin = await step(`${network}: event link signed out, cold`, errors, () =>
      medianVisit(repeat, 'login', limit, () =>
        signedOut(async (context) =>
          visit(
            await throttledPage(context, network),
            `${app.url}/${seeded.gridEvent.name}`,
            ['login'],
            limit,
          ),
        ),
      ),
    );
  if (parts.has('signup'))
    result.signUp = await step(`${network}: sign-up from the event link`, errors, async () => {
      const samples: SignUp[] = [];
      for (let i = 0; i < repeat; i++) {
        const email = `bench-rush-${Date.now().toString(36)}-${i}@example.com`;
        samples.push(
          await signedOut(async (context) =>
            signUpFromEventLink(
              await throttledPage(context, network),
              `${app.url}/${seeded.gridEvent.name}`,
              email,
              (since) => mailbox.nextCode(email, since, limit),
              () => mailbox.count(),
              limit,
            ),
          ),
        );
      }
      const at = (sample: SignUp) => sample.gridAfterRegisterMs ?? limit;
      const sorted = [...samples].sort((a, b) => at(a) - at(b));
      return { ...(sorted[Math.floor((sorted.length - 1) / 2)] as SignUp), samples: samples.map(at) };
    });
  if (parts.has('arrival')) {
    // The median of `repeat` arrivals, each from a fresh phone.
    const arrivals = async (arrive: (i: number) => Promise<Arrival>): Promise<Arrival> => {
      const samples: Arrival[] = [];
      for (let i = 0; i < repeat; i++) samples.push(await arrive(i));
      const at = (sample: Arrival) => sample.totalMs ?? limit;
      const sorted = [...samples].sort((a, b) => at(a) - at(b));
      return { ...(sorted[Math.floor((sorted.length - 1) / 2)] as Arrival), samples: samples.map(at) };
    };
    result.arrivalByLink = await step(`${network}: event link to grid by the mail's link`, errors, () =>
      arrivals((i) => {
        const email = `bench-link-${Date.now().toString(36)}-${i}@example.com`;
        return signedOut(async (context) =>
          arriveFromEventLink(
            await throttledPage(context, network),
            `${app.url}/${seeded.gridEvent.name}`,
            {
              by: 'mail link',
              email,
              link: (since) => mailbox.nextLink(email, since, limit),
              mails: () => mailbox.count(),
            },
            limit,
          ),
        );
      }),
    );
    result.arrivalByQuickJoin = await step(`${network}: event link to grid by quick join`, errors, () =>
      arrivals(() =>
        signedOut(async (context) =>
          arriveFromEventLink(
            await throttledPage(context, network),
            `${app.url}/${seeded.quickEvent.name}`,
            { by: 'quick join' },
            limit,
          ),
        ),
      ),
    );
  }
  if (!parts.has('player') && !parts.has('submission')) return result;
  if (parts.has('player'))
    await fresh(async (context) => {
      const first = await throttledPage(context, network, seeded.filled);
      result.playerCold = await step(`${network}: player page, cold`, errors, () =>
        visit(first, player, ['grid', 'photos'], limit),
      );
      // Workbox precaches one file after the other: ~55 files at Slow 3G's 2 s per request take minutes.
      result.workerReadyMs = await serviceWorkerReady(first.page, WORKER_LIMIT[network]).catch(
        () => undefined,
      );
      log(`${network}: service worker active: ${result.workerReadyMs ?? 'no'}`);
      await first.page.close();
      const second = await throttledPage(context, network, seeded.filled);
      result.playerWarm = await step(
        `${network}: player page, warm (${result.workerReadyMs !== undefined ? 'service worker active' : 'no service worker'})`,
        errors,
        () => visit(second, player, ['grid', 'photos'], limit),
      );
    });

  if (parts.has('submission'))
    result.submission = await step(`${network}: 12 MP photo submitted`, errors, () =>
      fresh(async (context) =>
        submitPhoto(
          await throttledPage(context, network),
          `${app.url}/${seeded.submitEvent.name}/`,
          photo,
          Object.keys(NETWORKS).indexOf(network),
          limit,
        ),
      ),
    );
  return result;
}

function chromiumVersion(): string {
  try {
    return execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  const started = Date.now();
  const appRoot = path.resolve(args.app ?? repositoryRoot);
  const runs = Number(args.runs);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'hoogo-bench-web-'));
  const git = (...gitArgs: string[]) =>
    execFileSync('git', ['-C', appRoot, ...gitArgs], { encoding: 'utf8' }).trim();
  const result: WebResult = {
    date: new Date().toISOString(),
    commit: git('rev-parse', 'HEAD'),
    dirty: git('status', '--porcelain', '--untracked-files=no').length > 0,
    app: appRoot,
    machine: {
      cpu: os.cpus()[0]?.model ?? 'unknown',
      cores: os.availableParallelism(),
      node: process.version,
      chromium: chromiumVersion(),
    },
    settings: {
      networks: NETWORKS,
      cpuSlowdown: CPU_SLOWDOWN,
      phone: PHONE,
      lighthouseRuns: runs,
      repeat,
      parts: [...parts],
    },
    networks: {},
    errors: [],
    durationMs: 0,
  };
  log(`measuring ${appRoot} at ${result.commit.slice(0, 10)}${result.dirty ? ' (uncommitted changes)' : ''}`);
  const mailbox = new Mailbox();
  await mailbox.start();
  let app: WebApp | undefined;
  let browser: Browser | undefined;
  try {
    log('starting the app (builds the web app when stale)...');
    app = await startWebApp(appRoot, path.join(tmp, 'app.log'), mailbox);
    const running = app;
    log(`app on ${app.url}; seeding through the API...`);
    const seeded = await seedThroughApi(app, mailbox);
    const photo = await cameraPhoto();
    result.seeded = {
      filled: seeded.filled,
      selfieBytes: Math.round(seeded.selfieBytes.reduce((a, b) => a + b, 0) / seeded.selfieBytes.length),
      cameraPhotoBytes: photo.length,
    };
    log(`seeded: ${JSON.stringify(result.seeded)}`);
    if (!args['no-browser']) {
      browser = await launch();
      const networks = (Object.keys(NETWORKS) as NetworkName[]).filter(
        (name) => !args.network || name === args.network,
      );
      for (const network of networks) {
        result.networks[network] = await measureNetwork(
          browser,
          running,
          seeded,
          network,
          photo,
          result.errors,
          mailbox,
        );
      }
      await browser.close();
      browser = undefined;
    }
    if (args['no-lighthouse']) {
      result.lighthouseSkipped = 'not run (--no-lighthouse)';
    } else {
      result.lighthouseVersion = lighthouseVersion();
      result.lighthouse = await step('Lighthouse', result.errors, () =>
        runLighthouse(
          running.url,
          seeded,
          {
            landing: { path: '/', signedIn: false },
            login: { path: '/login', signedIn: false },
            player: { path: `/${seeded.gridEvent.name}/`, signedIn: true },
          },
          runs,
        ),
      );
    }
  } catch (error) {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`FAILED: ${text}`);
    result.errors.push(text.split('\n').slice(0, 3).join(' '));
    if (app) log(`app log tail:\n${readFileSync(path.join(tmp, 'app.log'), 'utf8').slice(-3000)}`);
  } finally {
    await browser?.close();
    await app?.stop();
    await mailbox.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
  result.durationMs = Date.now() - started;
  if (args.json) {
    writeFileSync(args.json, `${JSON.stringify(result, null, 2)}\n`);
    log(`wrote ${args.json}`);
  }
  if (!args['no-doc']) {
    const file = path.join(repositoryRoot, 'docs/benchmarks.md');
    writeWebSection(file, result, path.resolve(repositoryRoot, args.baseline ?? ''));
    log(`wrote the web section of ${path.relative(repositoryRoot, file)}`);
  }
  log(`done in ${(result.durationMs / 1000).toFixed(0)} s`);
}

await main();
