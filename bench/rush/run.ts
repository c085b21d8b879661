/**
 * `npm run bench:rush`: the morning rush. A venue's crowd arrives over a few minutes from ONE address
 * (loopback: the venue's NAT as the server sees it) and signs up through the real HTTP API of the server
 * `npm start` runs, its OTP mails going to a loopback SMTP provider with a provider's latency, then joins
 * the event and loads its grid (bench/rush/attendee.ts). Embedded (one server, PGlite), and PostgreSQL +
 * Redis with two instances behind a loopback load balancer (e2e/support/proxy.ts). The server runs with
 * its default limits: no variable that could raise them is passed on.
 *
 * Settings (environment, or flags after `npm run bench:rush --`):
 *   BENCH_RUSH_ATTENDEES / --attendees=200,500   crowd sizes, each run in each mode (default 500)
 *   BENCH_RUSH_MINUTES / --minutes=3             the arrival window (default 3)
 *   BENCH_RUSH_RETURNING / --returning=0.2       share of attendees with an account already (default 0.2)
 *   BENCH_RUSH_MODES / --modes=embedded,scaled   (default both)
 *   BENCH_RUSH_THINK=0 / --no-think              no pauses for the person's typing (default: pauses)
 *   BENCH_RUSH_SMTP_MS=300-1000                  the provider's time to accept a mail (ms, evenly drawn)
 *   BENCH_RUSH_SMTP_CONNECT_MS=150               its time to open a connection (TLS, greeting)
 *   BENCH_RUSH_SMTP_MAX_CONNECTIONS=0            connections at once beyond which it answers 421 (0: none)
 *   BENCH_RUSH_RUN_MINUTES=10                    hard bound of one run (setup, crowd, teardown)
 *   BENCH_RUSH_PORT                              first port for the servers (default: free ports)
 *   BENCH_DATABASE_URL                           admin connection to create/drop the run's database
 *                                                (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_RUSH_REDIS_URL                         a Redis database of the bench's own, emptied before each
 *                                                run (default redis://127.0.0.1:6379/9)
 *   BENCH_WRITE=1 / --write                      write the section of docs/benchmarks.md
 *   BENCH_RUSH_BEFORE=1 / --before               keep this run as the "before" (bench/rush/baseline-before.json)
 *   --render                                     no run: the section from the kept before alone
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import type { CreatedEvent, Envelope, LoginResponse } from '@hoogo/core';
import { gridFields, multipart } from '@hoogo/testing/forms';
import { Redis } from 'ioredis';
import { InstanceProxy } from '../../e2e/support/proxy.ts';
import { createBenchDatabase, type HoogoServer, startHoogo } from '../lib/hoogo.ts';
import { createClient, type HttpAnswer } from '../lib/http.ts';
import { freePort, isListening, repositoryRoot, runScript } from '../lib/process.ts';
import { GRID } from '../lib/seed.ts';
import { sleep } from '../lib/stats.ts';
import { type AttendeeResult, isReturning, type RushPlan, runCrowd } from './attendee.ts';
import { type MailLatency, readCode, SlowMailbox } from './mailbox.ts';
import {
  type RushRun,
  renderRushSection,
  type ServerUsage,
  summarizeRun,
  writeRushSection,
} from './report.ts';

function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  const found = process.argv.find((arg) => arg === `--${name}` || arg.startsWith(prefix));
  if (found === undefined) return undefined;
  return found.startsWith(prefix) ? found.slice(prefix.length) : '1';
}

function numberSetting(value: string | undefined, fallback: number, name: string, min: number, max: number) {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min || parsed > max)
    throw new Error(`${name}: a number from ${min} to ${max}, got "${value}"`);
  return parsed;
}

const sizes = (flag('attendees') ?? process.env.BENCH_RUSH_ATTENDEES ?? '500')
  .split(',')
  .map((part) => numberSetting(part.trim().replace(/_/g, ''), 500, 'attendees', 1, 5_000));
const [smtpMin, smtpMax] = (process.env.BENCH_RUSH_SMTP_MS ?? '300-1000').split('-').map(Number);
if (!Number.isFinite(smtpMin) || !Number.isFinite(smtpMax) || (smtpMin as number) > (smtpMax as number))
  throw new Error(`BENCH_RUSH_SMTP_MS: "min-max" in ms, got "${process.env.BENCH_RUSH_SMTP_MS}"`);

export const settings = {
  sizes,
  windowMs: numberSetting(flag('minutes') ?? process.env.BENCH_RUSH_MINUTES, 3, 'minutes', 0.1, 8) * 60_000,
  returningShare: numberSetting(
    flag('returning') ?? process.env.BENCH_RUSH_RETURNING,
    0.2,
    'returning',
    0,
    1,
  ),
  modes: (flag('modes') ?? process.env.BENCH_RUSH_MODES ?? 'embedded,scaled')
    .split(',')
    .map((mode) => mode.trim())
    .filter((mode): mode is 'embedded' | 'scaled' => mode === 'embedded' || mode === 'scaled'),
  think: !(flag('no-think') || process.env.BENCH_RUSH_THINK === '0'),
  mail: {
    minMs: smtpMin as number,
    maxMs: smtpMax as number,
    connectMs: numberSetting(
      process.env.BENCH_RUSH_SMTP_CONNECT_MS,
      150,
      'BENCH_RUSH_SMTP_CONNECT_MS',
      0,
      10_000,
    ),
    maxConnections: numberSetting(
      process.env.BENCH_RUSH_SMTP_MAX_CONNECTIONS,
      0,
      'BENCH_RUSH_SMTP_MAX_CONNECTIONS',
      0,
      10_000,
    ),
  } satisfies MailLatency,
  runMs: numberSetting(process.env.BENCH_RUSH_RUN_MINUTES, 10, 'BENCH_RUSH_RUN_MINUTES', 2, 60) * 60_000,
  requestTimeoutMs: 30_000,
  mailTimeoutMs: 60_000,
  write: Boolean(flag('write')) || process.env.BENCH_WRITE === '1',
  before: Boolean(flag('before')) || process.env.BENCH_RUSH_BEFORE === '1',
};
if (settings.modes.length === 0) throw new Error('BENCH_RUSH_MODES: embedded, scaled or both');

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_RUSH_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const basePort = process.env.BENCH_RUSH_PORT ? Number(process.env.BENCH_RUSH_PORT) : undefined;
let nextPort = basePort ?? 0;
const port = async () => (basePort === undefined ? freePort() : nextPort++);

export const BASELINE_FILE = path.join(repositoryRoot, 'bench/rush/baseline-before.json');

const began = performance.now();
const log = (message: string) => {
  const elapsed = Math.round((performance.now() - began) / 1000);
  console.log(
    `[bench:rush ${new Date().toISOString().slice(11, 19)} +${Math.floor(elapsed / 60)}:${String(elapsed % 60).padStart(2, '0')}] ${message}`,
  );
};

// The bench measures what an operator gets by default: any variable that might set a limit or a budget
// is left out of the servers' environment (they inherit this process's).
const dropped = Object.keys(process.env).filter((name) => /LIMIT|BUDGET|FLOOD|THROTTLE/i.test(name));
for (const name of dropped) delete process.env[name];
if (dropped.length) log(`left out of the servers' environment: ${dropped.join(', ')}`);

/** Servers and helpers of the run under way, stopped by the watchdog if the run overstays. */
const running = new Set<{ stop(): Promise<void> }>();

/** CPU time and resident memory of a process, sampled from /proc every second. */
function sampleUsage(name: string, pid: number | undefined) {
  const tick = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  const read = () => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpu = (Number(fields[11]) + Number(fields[12])) / tick; // utime + stime, seconds
      const rss =
        Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
      return { cpu, rss, at: performance.now() };
    } catch {
      return undefined; // the process is gone
    }
  };
  const first = read();
  let last = first;
  let peakPercent = 0;
  let rssPeak = first?.rss ?? 0;
  const timer = setInterval(() => {
    const now = read();
    if (!now || !last) return;
    peakPercent = Math.max(peakPercent, ((now.cpu - last.cpu) / ((now.at - last.at) / 1000)) * 100);
    rssPeak = Math.max(rssPeak, now.rss);
    last = now;
  }, 1_000);
  return {
    stop(): ServerUsage {
      clearInterval(timer);
      const end = read() ?? last;
      const seconds = first && end ? end.cpu - first.cpu : Number.NaN;
      const wall = first && end ? (end.at - first.at) / 1000 : Number.NaN;
      return {
        name,
        cpuSeconds: seconds,
        cpuPercentMean: (seconds / wall) * 100,
        cpuPercentPeak: peakPercent,
        rssStartMb: first?.rss ?? Number.NaN,
        rssPeakMb: Math.max(rssPeak, end?.rss ?? 0),
        rssEndMb: end?.rss ?? Number.NaN,
      };
    },
  };
}

/** The web build `npm start` serves (built first when stale), copied aside for the whole run. */
async function webBuild(tmp: string): Promise<string> {
  const lib = (await import(pathToFileURL(path.join(repositoryRoot, 'scripts/lib.mjs')).href)) as {
    webBuildIsStale(): boolean;
    buildWeb(): Promise<void>;
  };
  if (lib.webBuildIsStale()) {
    log('building the web app (stale)');
    await lib.buildWeb();
  }
  const target = path.join(tmp, 'web-dist');
  cpSync(path.join(repositoryRoot, 'apps/web/dist'), target, { recursive: true });
  return target;
}

/** Empties the bench's own Redis database; refuses one that holds keys Hoogo did not write. */
async function emptyRedis(url: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const [, keys] = await redis.scan('0', 'COUNT', 1000);
    const foreign = keys.filter((key) => !key.startsWith('hoogo:'));
    if (foreign.length)
      throw new Error(
        `${url} holds keys that are not Hoogo's (${foreign.slice(0, 3).join(', ')}): give the bench its own database`,
      );
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

const envelope = (answer: HttpAnswer) => JSON.parse(answer.body.toString('utf8')) as Envelope<unknown>;

/**
 * The organiser signs up, creates the event and fills its 25-letter grid, through the API, from another
 * loopback address (127.0.0.2): their requests do not count against the crowd's address.
 */
async function organiserEvent(apiPort: number, mailbox: SlowMailbox, name: string) {
  const client = createClient(apiPort, 4, { localAddress: '127.0.0.2', timeoutMs: 30_000 });
  const email = `rush-organiser-${name.toLowerCase()}@example.com`;
  const json = (body: unknown) => ({
    'content-type': 'application/json',
    body: Buffer.from(JSON.stringify(body)),
  });
  const must = (answer: HttpAnswer, what: string) => {
    if (answer.status !== 200)
      throw new Error(
        `organiser: ${what} answered HTTP ${answer.status} ${answer.body.toString().slice(0, 300)}`,
      );
    return envelope(answer).response;
  };
  try {
    const since = performance.now();
    const { body: preBody, ...preHeaders } = json({ email });
    must(
      await client.request({
        method: 'POST',
        path: '/api/auth/pre-register/',
        headers: preHeaders,
        body: preBody,
      }),
      'pre-register',
    );
    const mail = await mailbox.waitFor(email, since, performance.now() + 30_000);
    const otp = mail && readCode(mail.text);
    if (!otp) throw new Error('organiser: no code in the mail within 30 s');
    const { body: regBody, ...regHeaders } = json({ email, name: 'Rush Organiser', otp });
    const session = must(
      await client.request({
        method: 'POST',
        path: '/api/auth/register/',
        headers: regHeaders,
        body: regBody,
      }),
      'register',
    ) as LoginResponse;
    const auth = { authorization: `Bearer ${session.access_token}` };
    const { body: createBody, ...createHeaders } = json({ name });
    const created = must(
      await client.request({
        method: 'POST',
        path: '/api/hoogo/manage-event/create/',
        headers: { ...createHeaders, ...auth },
        body: createBody,
      }),
      'create event',
    ) as CreatedEvent;
    const form = multipart(gridFields(GRID));
    must(
      await client.request({
        method: 'PATCH',
        path: `/api/hoogo/manage-event/${name}/update/`,
        headers: { 'content-type': form.contentType, ...auth },
        body: form.payload,
      }),
      'fill the grid',
    );
    // The files the event link's page links: what every phone downloads before the app runs.
    const page = await client.request({ path: `/${name}`, headers: { accept: 'text/html' } });
    const html = page.body.toString('utf8');
    if (page.status !== 200 || !html.includes('<html'))
      throw new Error(`the event link did not answer the web app (HTTP ${page.status})`);
    return { event: { id: created.event_id, name }, ...pageFiles(html, `/${name}`) };
  } finally {
    client.close();
  }
}

/**
 * The files a phone's browser fetches for the page before the app runs: the entry script, the stylesheet,
 * the modulepreload links, and those the page's inline scripts add (the route preload of index.html,
 * apps/web/src/app/route-preload.ts), found by running them as a signed-out browser at `pathname` would,
 * with an empty local storage.
 */
function pageFiles(html: string, pathname: string): { assets: string[]; note?: string } {
  const files = new Set<string>();
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel');
    const href =
      tag.startsWith('<link') && /^(modulepreload|stylesheet|preload)$/.test(rel ?? '')
        ? attribute(tag, 'href')
        : undefined;
    const src = tag.startsWith('<script') ? attribute(tag, 'src') : undefined;
    const file = href ?? src;
    if (file?.startsWith('/')) files.add(file);
  }
  const added: Array<{ rel?: string; href?: string }> = [];
  const element = () => ({}) as { rel?: string; href?: string };
  const sandbox = {
    location: { pathname },
    localStorage: Object.assign(Object.create(null), { getItem: () => null }),
    document: {
      createElement: element,
      head: { appendChild: (node: { rel?: string; href?: string }) => added.push(node) },
      body: { appendChild: (node: { rel?: string; href?: string }) => added.push(node) },
    },
  };
  // Object.keys(localStorage) must be empty, as in a browser that never signed in.
  Object.defineProperty(sandbox.localStorage, 'getItem', { enumerable: false });
  let note: string | undefined;
  for (const [, code] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    try {
      vm.runInNewContext(code ?? '', sandbox, { timeout: 1_000 });
    } catch (error) {
      note = `an inline script of the page did not run in the bench's stand-in browser (${String(error)}): its files are not fetched`;
    }
  }
  for (const node of added) if (node.href?.startsWith('/') && node.rel !== 'icon') files.add(node.href);
  return { assets: [...files], note };
}

function gitState() {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repositoryRoot, encoding: 'utf8' }).trim();
  try {
    // Uncommitted changes of the measured code only: the bench's own files and docs/ do not change it.
    const code = ['apps', 'packages', 'scripts', 'package.json', 'package-lock.json'];
    return { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain', '--', ...code) !== '' };
  } catch {
    return { commit: 'unknown', dirty: false };
  }
}

async function runOne(mode: 'embedded' | 'scaled', attendees: number, webDist: string): Promise<RushRun> {
  const runStarted = performance.now();
  const runDeadline = runStarted + settings.runMs - 45_000; // leaves time to stop and clean up
  const tmp = mkdtempSync(path.join(os.tmpdir(), `hoogo-bench-rush-${mode}-`));
  const tag = `${mode.slice(0, 3)}${attendees}${Date.now().toString(36)}`;
  const returning = Array.from({ length: attendees }, (_, i) =>
    isReturning(i, settings.returningShare),
  ).filter(Boolean).length;
  const mailbox = new SlowMailbox(settings.mail, attendees);
  const servers: HoogoServer[] = [];
  let proxy: InstanceProxy | undefined;
  const database = mode === 'scaled' ? await createBenchDatabase(adminUrl) : undefined;
  const problems: string[] = [];
  const cleanup = {
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      await proxy?.stop();
      await mailbox.stop();
    },
  };
  running.add(cleanup);
  try {
    await mailbox.start();
    if (mode === 'scaled') await emptyRedis(redisUrl);
    log(`${mode} ${attendees}: ${returning} returning accounts`);
    await runScript(path.join(repositoryRoot, 'bench/rush/seed-accounts.ts'), {
      args: [String(returning)],
      env: database ? { DATABASE_URL: database.url } : { PGLITE_DIR: path.join(tmp, 'a', 'pglite') },
      logFile: path.join(tmp, 'seed.log'),
    });
    const common = { smtpUrl: mailbox.url, webDist };
    if (mode === 'embedded') {
      servers.push(
        await startHoogo(
          await port(),
          { ...common, dataDir: path.join(tmp, 'a') },
          path.join(tmp, 'server-a.log'),
        ),
      );
    } else {
      // Behind one load balancer, as docs/operations.md tells an operator: TRUST_PROXY=1.
      for (const name of ['a', 'b']) {
        const dataDir = path.join(tmp, name);
        mkdirSync(dataDir, { recursive: true });
        servers.push(
          await startHoogo(
            await port(),
            { ...common, dataDir, databaseUrl: database?.url, redisUrl, extra: { TRUST_PROXY: '1' } },
            path.join(tmp, `server-${name}.log`),
          ),
        );
      }
      proxy = await InstanceProxy.start();
      proxy.route('a', `http://127.0.0.1:${servers[0]?.port}`);
      proxy.route('b', `http://127.0.0.1:${servers[1]?.port}`);
    }
    const apiPort = proxy ? Number(new URL(proxy.url).port) : (servers[0]?.port as number);
    const eventName = `Rush${tag}`;
    const { event, assets, note } = await organiserEvent(apiPort, mailbox, eventName);
    if (note) problems.push(note);
    const organiserMail = { ...mailbox.counts };
    log(
      `${mode} ${attendees}: event ${event.name} ready (${assets.length} files on its page); the QR code is shown`,
    );

    const load = os.loadavg()[0] ?? Number.NaN;
    const samplers = servers.map((server, i) =>
      sampleUsage(servers.length > 1 ? `instance ${'ab'[i]}` : 'server', server.child.process.pid),
    );
    const plan: RushPlan = {
      attendees,
      returningShare: settings.returningShare,
      windowMs: settings.windowMs,
      think: settings.think,
      requestTimeoutMs: settings.requestTimeoutMs,
      mailTimeoutMs: settings.mailTimeoutMs,
      tag,
      seed: attendees,
    };
    const start = performance.now();
    const done: AttendeeResult[] = [];
    const progress = setInterval(() => {
      const count = (outcome: AttendeeResult['outcome']) => done.filter((r) => r.outcome === outcome).length;
      log(
        `${mode} ${attendees}: ${Math.round((performance.now() - start) / 1000)} s, done ${done.length}/${attendees}: in ${count('in')}, refused ${count('refused')}, failed ${count('failed')}, cut ${count('cut')}`,
      );
    }, 20_000);
    let results: AttendeeResult[];
    try {
      results = await runCrowd({ port: apiPort, event, assets, mailbox }, plan, start, runDeadline, (r) =>
        done.push(r),
      );
    } finally {
      clearInterval(progress);
    }
    const crowdMs = performance.now() - start;
    const usage = samplers.map((sampler) => sampler.stop());
    if (proxy) {
      const served = { a: 0, b: 0 } as Record<string, number>;
      for (const entry of proxy.log) served[entry.instance] = (served[entry.instance] ?? 0) + 1;
      for (const u of usage) u.requests = served[u.name.slice(-1)];
    }
    const repeated = mailbox.repeated();
    if (repeated.length)
      problems.push(
        `${repeated.length} addresses got more than one mail (${repeated
          .slice(0, 3)
          .map(([to, count]) => `${to} ${count}`)
          .join(', ')}): each attendee asked once`,
      );
    if (mailbox.counts.failed) problems.push(`${mailbox.counts.failed} mails failed at the SMTP provider`);
    const { commit, dirty } = gitState();
    return summarizeRun({
      mode,
      attendees,
      returning,
      results,
      crowdMs,
      usage,
      // The crowd's mail only (the organiser's sign-up is left out).
      mail: {
        accepted: mailbox.counts.accepted - organiserMail.accepted,
        addresses: mailbox.counts.addresses - organiserMail.addresses,
        connections: mailbox.counts.connections - organiserMail.connections,
        failed: mailbox.counts.failed - organiserMail.failed,
      },
      settings: {
        ...settings.mail,
        windowMs: settings.windowMs,
        think: settings.think,
        returningShare: settings.returningShare,
      },
      date: new Date().toISOString(),
      commit,
      dirty,
      loadBefore: load,
      cores: os.availableParallelism(),
      node: process.version,
      problems,
    });
  } finally {
    await cleanup.stop();
    running.delete(cleanup);
    await database
      ?.drop()
      .catch((error: unknown) => log(`could not drop ${database.name}: ${String(error)}`));
    if (mode === 'scaled') await emptyRedis(redisUrl).catch(() => {});
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** --render: the section again from the kept before alone (after a change of the report's wording). */
function renderKept() {
  const kept = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as RushRun[];
  const section = renderRushSection(kept, undefined, true);
  console.log(section);
  if (settings.write) writeRushSection(path.join(repositoryRoot, 'docs/benchmarks.md'), section);
}

async function main() {
  const runs = settings.modes.length * settings.sizes.length;
  // Every run ends by its own deadline; this is the net under them, should a teardown hang.
  const watchdog = setTimeout(
    async () => {
      log('the whole bench overstayed its bound: stopping');
      await Promise.race([Promise.all([...running].map((r) => r.stop())), sleep(15_000)]);
      process.exit(2);
    },
    runs * (settings.runMs + 30_000) + 120_000,
  );
  watchdog.unref();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'hoogo-bench-rush-'));
  const results: RushRun[] = [];
  try {
    log(
      `${settings.sizes.join(', ')} attendees × ${settings.modes.join(', ')}; arrivals over ${settings.windowMs / 60_000} min, ${Math.round(settings.returningShare * 100)} % returning, mail ${settings.mail.minMs}-${settings.mail.maxMs} ms (+${settings.mail.connectMs} ms a connection), pauses ${settings.think ? 'on' : 'off'}`,
    );
    const webDist = await webBuild(tmp);
    const scaledUp =
      (await isListening(Number(new URL(adminUrl).port || 5432))) &&
      (await isListening(Number(new URL(redisUrl).port || 6379)));
    for (const mode of settings.modes) {
      if (mode === 'scaled' && !scaledUp) {
        log(
          `scaled mode skipped: PostgreSQL (${new URL(adminUrl).host}) or Redis (${new URL(redisUrl).host}) not reachable`,
        );
        continue;
      }
      for (const attendees of settings.sizes) {
        log(`${mode} ${attendees}: starting`);
        try {
          const run = await runOne(mode, attendees, webDist);
          results.push(run);
          log(`${mode} ${attendees}: ${run.headline}`);
        } catch (error) {
          log(
            `${mode} ${attendees} FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
          );
        }
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  if (results.length === 0) throw new Error('no run finished');
  const before =
    existsSync(BASELINE_FILE) && !settings.before
      ? (JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as RushRun[])
      : undefined;
  if (settings.before) {
    writeFileSync(BASELINE_FILE, `${JSON.stringify(results, null, 2)}\n`);
    // In the repository's own format, so that `npm run lint` passes with the new file.
    try {
      execFileSync(
        path.join(repositoryRoot, 'node_modules/.bin/biome'),
        ['format', '--write', BASELINE_FILE],
        {
          stdio: 'ignore',
        },
      );
    } catch {
      log(`could not format ${BASELINE_FILE}: run npx biome format --write on it`);
    }
    log(`kept as the before: ${path.relative(repositoryRoot, BASELINE_FILE)}`);
  }
  const section = renderRushSection(results, before, settings.before);
  console.log(`\n${section}`);
  if (settings.write) {
    const file = path.join(repositoryRoot, 'docs/benchmarks.md');
    writeRushSection(file, section);
    log(`written to ${path.relative(repositoryRoot, file)}`);
  }
  clearTimeout(watchdog);
}

if (flag('render')) renderKept();
else await main();
