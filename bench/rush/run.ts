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
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { InstanceProxy } from '../../e2e/support/proxy.ts';
import { createBenchDatabase, type HoogoServer } from '../lib/hoogo.ts';
import { freePort, repositoryRoot, runScript } from '../lib/process.ts';
import {
  dropLimitVariables,
  emptyRedis,
  flag,
  numberSetting,
  organiserEvent,
  runContext,
  runEach,
  runLog,
  startServers,
  webBuild,
} from '../lib/run-support.ts';
import { sleep } from '../lib/stats.ts';
import { type AttendeeResult, isReturning, type RushPlan, runCrowd } from './attendee.ts';
import { type MailLatency, SlowMailbox } from './mailbox.ts';
import {
  type RushRun,
  renderRushSection,
  type ServerUsage,
  summarizeRun,
  writeRushSection,
} from './report.ts';

const sizes = (flag('attendees') ?? process.env.BENCH_RUSH_ATTENDEES ?? '500')
  .split(',')
  .map((part) => numberSetting(part.trim(), 500, 'attendees', 1, 5_000));
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

const log = runLog('bench:rush');
dropLimitVariables(log);

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
    const run = await startServers(mode, {
      tmp,
      port,
      smtpUrl: mailbox.url,
      webDist,
      databaseUrl: database?.url,
      redisUrl,
    });
    servers.push(...run.servers);
    proxy = run.proxy;
    const { apiPort } = run;
    const eventName = `Rush${tag}`;
    const { event, assets, note } = await organiserEvent(
      new URL(`http://127.0.0.1:${apiPort}`),
      mailbox,
      eventName,
    );
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
      ...runContext(load),
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
    const webDist = await webBuild(tmp, log);
    results.push(
      ...(await runEach(
        settings.modes,
        settings.sizes,
        { adminUrl, redisUrl },
        (mode, size) => runOne(mode, size, webDist),
        log,
      )),
    );
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
