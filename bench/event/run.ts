/**
 * `npm run bench:event`: the whole event, rehearsed (docs/benchmarks.md, "The event, rehearsed"). N
 * attendees arrive from ONE address (the venue's NAT) over 10 simulated minutes, sign up by mail through
 * a loopback SMTP provider with latency, open the player page and hold the status channel; on the floor
 * each makes about 10 connections with a selfie over an hour compressed by a stated factor, a few with
 * a mistake the server must refuse, some through a Wi-Fi drop; three big screens and two hosts' feeds
 * watch; a host hides a connection, removes a player and changes the venue's privacy; then voting on,
 * votes, voting off, results, exports and the people-I-met downloads. Against the servers `npm start`
 * runs, embedded and PostgreSQL + Redis with two instances behind a loopback load balancer, with their
 * default limits. Figures come from the bench's own clocks and from the servers' `/metrics`; at the end
 * every submission is checked against the database (nothing lost, nothing doubled).
 *
 * Settings (environment, or flags after `npm run bench:event --`):
 *   --attendees=2000 / BENCH_EVENT_ATTENDEES     crowd sizes, comma-separated (default 2000; 500 and 5000 too)
 *   --modes=embedded,scaled / BENCH_EVENT_MODES   (default both)
 *   --factor=6 / BENCH_EVENT_FACTOR               the floor's hour is played in 60/factor minutes (default 6)
 *   --arrival-minutes=2.5                         real minutes over which the 10 simulated minutes of
 *                                                 arrivals are played (default 2.5)
 *   --no-think                                    no pauses for typing and reading the mail
 *   --write / BENCH_WRITE=1                       write the section of docs/benchmarks.md and the charts
 *   --render                                      no run: the section (and with --write the charts) from
 *                                                 the kept runs in bench/event/results/
 *   BENCH_EVENT_RUN_MINUTES=40                    hard bound of one run
 *   BENCH_DATABASE_URL, BENCH_RUSH_REDIS_URL      as bench:rush (a database created and dropped per run;
 *                                                 the bench's own Redis database, emptied)
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { seededRandom } from '@hoogo/core';
import { createBenchDatabase } from '../lib/hoogo.ts';
import { clientFor } from '../lib/http.ts';
import { freePort, repositoryRoot, runScript } from '../lib/process.ts';
import {
  dropLimitVariables,
  emptyRedis,
  flag,
  hostAddress,
  type Mode,
  mustAnswer,
  numberSetting,
  organiserEvent,
  runContext,
  runEach,
  runLog,
  signUp,
  startServers,
  webBuild,
} from '../lib/run-support.ts';
import { makeSelfie } from '../lib/selfie.ts';
import { sleep } from '../lib/stats.ts';
import { arrivalTimes, isReturning, returningEmail } from '../rush/attendee.ts';
import { SlowMailbox } from '../rush/mailbox.ts';
import { type EventPlan, Floor } from './floor.ts';
import { GeneratorMonitor } from './generator-monitor.ts';
import { MetricsRecorder } from './metrics.ts';
import { type PhoneResult, phone } from './phone.ts';
import { Recorder } from './recorder.ts';
import {
  type EventRun,
  keptRuns,
  renderEventSection,
  runName,
  summarizeEventRun,
  writeCharts,
  writeEventSection,
} from './report.ts';
import { Room } from './room.ts';
import type { StoredConnection } from './stored-connections.ts';

function urlSetting(value: string | undefined, name: string): URL | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`--${name}: an http:// or https:// address, got "${value}"`);
  return url;
}

const settings = {
  sizes: (flag('attendees') ?? process.env.BENCH_EVENT_ATTENDEES ?? '2000')
    .split(',')
    .map((part) => numberSetting(part.trim(), 2000, 'attendees', 10, 10_000)),
  modes: (flag('modes') ?? process.env.BENCH_EVENT_MODES ?? 'embedded,scaled')
    .split(',')
    .map((mode) => mode.trim())
    .filter((mode): mode is Mode => mode === 'embedded' || mode === 'scaled'),
  factor: numberSetting(flag('factor') ?? process.env.BENCH_EVENT_FACTOR, 6, 'factor', 1, 120),
  arrivalMs: numberSetting(flag('arrival-minutes'), 2.5, 'arrival-minutes', 0.2, 10) * 60_000,
  think: !(flag('no-think') || process.env.BENCH_EVENT_THINK === '0'),
  runMs: numberSetting(process.env.BENCH_EVENT_RUN_MINUTES, 40, 'BENCH_EVENT_RUN_MINUTES', 3, 180) * 60_000,
  write: Boolean(flag('write')) || process.env.BENCH_WRITE === '1',
  screens: 3,
  votingMs: 60_000,
  /** A staging deployment to rehearse against instead of servers started here (docs/operations.md). */
  baseUrl: urlSetting(flag('base-url') ?? process.env.BENCH_EVENT_BASE_URL, 'base-url'),
  metricsUrls: (flag('metrics-urls') ?? '').split(',').filter(Boolean),
  databaseUrl: flag('database-url'),
  /** Where the bench's mailbox listens: a staging server's SMTP_URL points here. */
  smtpListen: ((value) => ({
    host: value.includes(':') ? (value.split(':')[0] as string) : '127.0.0.1',
    port: Number(value.split(':').at(-1)) || 0,
  }))(flag('smtp-listen') ?? ''),
};
if (settings.modes.length === 0) throw new Error('--modes: embedded, scaled or both');
if (settings.baseUrl && process.env.BENCH_EVENT_STAGING !== 'yes')
  throw new Error(
    `--base-url ${settings.baseUrl.origin}: the rehearsal creates accounts and an event and loads the servers ` +
      'as a crowd would. Aim it at a staging copy, never at production, and say so with BENCH_EVENT_STAGING=yes.',
  );
for (const url of settings.metricsUrls) urlSetting(url, 'metrics-urls');

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_RUSH_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const METRICS_TOKEN = randomBytes(24).toString('base64url');

const log = runLog('bench:event');
dropLimitVariables(log);

/**
 * Connection requests this machine's kernel dropped because a listening socket's queue was full
 * (TcpExt ListenOverflows): phones whose browsers try again only seconds later. NaN where not readable.
 */
function listenOverflows(): number {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('TcpExt:'));
    const names = (lines[0] ?? '').split(' ');
    const values = (lines[1] ?? '').split(' ');
    return Number(values[names.indexOf('ListenOverflows')]);
  } catch {
    return Number.NaN;
  }
}

/** The service worker's precache list: the files a phone fetches when it installs the app. */
async function shellFiles(origin: URL): Promise<string[]> {
  const answer = await fetch(new URL('/service-worker.js', origin));
  const text = await answer.text();
  if (!answer.ok) throw new Error(`/service-worker.js answered HTTP ${answer.status}`);
  const files = [...text.matchAll(/url:\s*"([^"]+)"|"url"\s*:\s*"([^"]+)"/g)].map(
    (m) => `/${(m[1] ?? m[2] ?? '').replace(/^\//, '')}`,
  );
  return ['/service-worker.js', ...new Set(files)];
}

/** Where the rehearsal plays: the servers it started, or a staging deployment it was pointed at. */
interface Deployment {
  origin: URL;
  /** Each instance's /metrics. */
  metrics: Array<{ name: string; url: string; token?: string }>;
  /** The event's connections as the database holds them (the servers are stopped first if need be). */
  storedConnections(eventId: string): Promise<StoredConnection[]>;
  stop(): Promise<void>;
}

/** The event's connections read by bench/event/stored-connections.ts from the database of `env`. */
async function readStored(tmp: string, eventId: string, env: NodeJS.ProcessEnv): Promise<StoredConnection[]> {
  const file = path.join(tmp, 'stored.json');
  await runScript(path.join(repositoryRoot, 'bench/event/stored-connections.ts'), {
    args: [eventId, file],
    env,
    logFile: path.join(tmp, 'stored.log'),
  });
  return JSON.parse(readFileSync(file, 'utf8')) as StoredConnection[];
}

/**
 * The servers `npm start` runs, on this machine: embedded, or two instances on a fresh PostgreSQL
 * database and the bench's own Redis database; with the returning attendees' accounts made first.
 */
async function localDeployment(
  mode: Mode,
  tmp: string,
  plan: EventPlan,
  mailbox: SlowMailbox,
  webDist: string,
): Promise<Deployment> {
  const database = mode === 'scaled' ? await createBenchDatabase(adminUrl) : undefined;
  const dropDatabase = async () => {
    await database
      ?.drop()
      .catch((error: unknown) => log(`could not drop ${database.name}: ${String(error)}`));
    if (mode === 'scaled') await emptyRedis(redisUrl).catch(() => {});
  };
  const databaseEnv = database
    ? { DATABASE_URL: database.url }
    : { PGLITE_DIR: path.join(tmp, 'a', 'pglite') };
  try {
    if (mode === 'scaled') await emptyRedis(redisUrl);
    const returning = Array.from({ length: plan.attendees }, (_, i) =>
      isReturning(i, plan.returningShare),
    ).filter(Boolean).length;
    await runScript(path.join(repositoryRoot, 'bench/rush/seed-accounts.ts'), {
      args: [String(returning)],
      env: databaseEnv,
      logFile: path.join(tmp, 'seed.log'),
    });
    const servers = await startServers(mode, {
      tmp,
      port: freePort,
      smtpUrl: mailbox.url,
      webDist,
      databaseUrl: database?.url,
      redisUrl,
      extra: { METRICS_TOKEN },
    });
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      await servers.stop();
      await dropDatabase();
    };
    return {
      origin: new URL(`http://127.0.0.1:${servers.apiPort}`),
      metrics: servers.servers.map((server, i) => ({
        name: servers.names[i] as string,
        url: `http://127.0.0.1:${server.port}/metrics`,
        token: METRICS_TOKEN,
      })),
      async storedConnections(eventId) {
        // The embedded database is the server's alone: read once it stopped.
        if (mode === 'embedded') await servers.stop();
        return readStored(tmp, eventId, databaseEnv);
      },
      stop,
    };
  } catch (error) {
    await dropDatabase();
    throw error;
  }
}

/**
 * A staging copy of a deployment (--base-url): nothing is started or seeded here. Its SMTP_URL must
 * point at this bench's mailbox (--smtp-listen); its /metrics are read from --metrics-urls with
 * METRICS_TOKEN; the database check needs --database-url (its PostgreSQL), else only the export is
 * compared (docs/operations.md, "Rehearse before the day").
 */
function stagingDeployment(): Deployment {
  const origin = settings.baseUrl as URL;
  return {
    origin,
    metrics: settings.metricsUrls.map((url, i) => ({
      name: `instance ${String.fromCharCode(97 + i)}`,
      url,
      token: process.env.METRICS_TOKEN,
    })),
    async storedConnections(eventId) {
      if (!settings.databaseUrl) return [];
      const tmp = mkdtempSync(path.join(os.tmpdir(), 'hoogo-bench-event-staging-'));
      try {
        return await readStored(tmp, eventId, { DATABASE_URL: settings.databaseUrl });
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
    async stop() {},
  };
}

async function runOne(mode: Mode | 'staging', attendees: number, webDist: string): Promise<EventRun> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), `hoogo-bench-event-${mode}-`));
  const tag = `${mode.slice(0, 3)}${attendees}${Date.now().toString(36)}`;
  const floorMs = (60 * 60_000) / settings.factor;
  const plan: EventPlan = {
    attendees,
    // A staging database has no accounts of earlier events to sign in with.
    returningShare: mode === 'staging' ? 0 : 0.2,
    arrivalMs: settings.arrivalMs,
    floorMs,
    factor: settings.factor,
    think: settings.think,
    requestTimeoutMs: 30_000,
    mailTimeoutMs: 60_000,
    tag,
    seed: attendees,
    shares: { pwa: 0.3, drops: 0.15, board: 0.03, vote: 0.7, downloads: 0.5, card: 0.3 },
    mistakes: 0.05,
    codeDigits: 5,
  };
  const mailbox = new SlowMailbox({ minMs: 300, maxMs: 1000, connectMs: 150, maxConnections: 0 }, attendees);
  let deployment: Deployment | undefined;
  try {
    await mailbox.start(settings.smtpListen.port, settings.smtpListen.host);
    deployment =
      mode === 'staging' ? stagingDeployment() : await localDeployment(mode, tmp, plan, mailbox, webDist);
    const { origin } = deployment;

    // The organiser's event (friend codes on), and a co-host invited, signed up and accepting.
    const name = `Event${tag}`;
    const organiser = await organiserEvent(origin, mailbox, name, [['code_digits', String(plan.codeDigits)]]);
    const cohost = clientFor(origin, 2, { localAddress: hostAddress(origin), timeoutMs: 30_000 });
    const cohostEmail = `cohost-${tag}@example.com`;
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    mustAnswer(
      await cohost.request({
        method: 'POST',
        path: `/api/hoogo/manage-event/${name}/host/create/`,
        headers: { 'content-type': 'application/json', ...auth(organiser.session.access_token) },
        body: Buffer.from(JSON.stringify({ email: cohostEmail })),
      }),
      'invite the co-host',
    );
    const cohostSession = await signUp(cohost, mailbox, cohostEmail, 'Co Host');
    const invitations = mustAnswer(
      await cohost.request({
        path: '/api/hoogo/manage-user/host-invitations/',
        headers: auth(cohostSession.access_token),
      }),
      'co-host: invitations',
    ) as Array<{ invitation_id: string }>;
    mustAnswer(
      await cohost.request({
        method: 'POST',
        path: `/api/hoogo/manage-user/host-invitations/${invitations[0]?.invitation_id}/accept/`,
        headers: auth(cohostSession.access_token),
      }),
      'co-host: accept',
    );
    cohost.close();
    const setupMail = mailbox.counts.accepted;
    const shell = await shellFiles(origin);
    const photos = await Promise.all(
      [400, 480, 540, 600, 420, 500, 560, 600].map((size, i) => makeSelfie(size, 100 + i)),
    );
    log(
      `${mode} ${attendees}: event ${name} ready (${organiser.assets.length} files on its page, ${shell.length} in the PWA shell, photos ${Math.round(Math.min(...photos.map((p) => p.length)) / 1024)}-${Math.round(Math.max(...photos.map((p) => p.length)) / 1024)} KB)`,
    );

    const overflowsBefore = listenOverflows();
    const t0 = performance.now();
    const recorder = new Recorder(t0);
    const floor = new Floor(plan, recorder);
    const metrics = new MetricsRecorder(deployment.metrics, 5_000);
    metrics.start();
    const generator = new GeneratorMonitor(5_000);
    generator.start();
    const room = new Room(floor, {
      origin,
      event: organiser.event,
      hostTokens: [organiser.session.access_token, cohostSession.access_token],
    });
    await room.open(settings.screens);
    log(
      `${mode} ${attendees}: ${settings.screens} big screens and 2 hosts' feeds open; the QR code is shown`,
    );

    const deadline = t0 + Math.min(settings.runMs - 90_000, plan.arrivalMs + floorMs + 6 * 60_000);
    const floorEnd = t0 + plan.arrivalMs + floorMs;
    const arrivals = arrivalTimes(attendees, plan.arrivalMs);
    const random = seededRandom(plan.seed);
    let returningSoFar = 0;
    const results: PhoneResult[] = [];
    const phones = arrivals.map((arrivalMs, index) => {
      const isBack = isReturning(index, plan.returningShare);
      const email = isBack ? returningEmail(returningSoFar++) : `event-${tag}-${index}@example.com`;
      return phone(
        floor,
        {
          origin,
          event: organiser.event,
          assets: organiser.assets,
          mailbox,
          photos,
          shell,
          deadline,
          floorEnd,
        },
        {
          index,
          arrivalAt: t0 + arrivalMs,
          returning: isBack,
          email,
          random: seededRandom(plan.seed * 10_000 + index + Math.floor(random() * 1e6)),
        },
      ).then((result) => {
        results.push(result);
        return result;
      });
    });

    // The room's moments, at shares of the floor.
    const at = (share: number) =>
      sleep(Math.max(0, t0 + plan.arrivalMs + floorMs * share - performance.now()));
    const progress = setInterval(() => {
      const seconds = Math.round(recorder.now() / 1000);
      const errors = recorder.samples.filter((s) => s.outcome === 'error');
      const connections = recorder.samples.filter(
        (s) => s.action === 'connection with a photo' && s.outcome === 'ok',
      ).length;
      const said = new Map<string, number>();
      for (const e of errors.slice(-500)) {
        const key = `${e.action}: ${e.status} ${e.sentence ?? ''}`.slice(0, 120);
        said.set(key, (said.get(key) ?? 0) + 1);
      }
      const top = [...said].sort((a, b) => b[1] - a[1]).slice(0, 3);
      log(
        `${mode} ${attendees}: ${seconds} s, ${floor.players.length} in, ${connections} connections, ${errors.length} errors${top.length ? ` (latest: ${top.map(([k, n]) => `${k} ×${n}`).join('; ')})` : ''}`,
      );
    }, 30_000);
    const roomDone = (async () => {
      await at(0.5);
      await room.hideConnection();
      await at(0.6);
      await room.removePlayer();
      await at(0.7);
      await room.changePrivacy();
      // Voting once every phone finished its floor (or the floor's time is up and a minute more).
      const floorOver = floorEnd + 60_000;
      await floor.until(() => floor.floorDone >= floor.players.length, floorOver);
      await sleep(Math.max(0, floorEnd - performance.now()));
      log(`${mode} ${attendees}: the floor is over; voting on`);
      await room.vote(settings.votingMs, () => floor.players.length);
      log(`${mode} ${attendees}: voting off; results and exports`);
      return room.results();
    })();
    const [connectionsCsv] = await Promise.all([roomDone, Promise.all(phones)]);
    clearInterval(progress);
    const endMs = recorder.now();
    room.close();
    await metrics.stop();
    const generatorFigures = generator.stop();
    floor.settleWatchers();

    // Lost or doubled: every submission the phones were told was stored, against the database.
    const stored = await deployment.storedConnections(organiser.event.id);
    return summarizeEventRun({
      mode,
      plan,
      recorder,
      floor,
      results,
      metrics,
      instances: deployment.metrics.map((target) => target.name),
      stored,
      connectionsCsv,
      endMs,
      photos: photos.map((p) => p.length),
      crowdMail: mailbox.counts.accepted - setupMail,
      context: runContext(),
      generator: generatorFigures,
      listenOverflows: mode === 'staging' ? Number.NaN : listenOverflows() - overflowsBefore,
    });
  } finally {
    await deployment?.stop();
    await mailbox.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** A staging rehearsal's report: its own folder (--out), never this project's docs. */
async function writeStaging(runs: EventRun[]) {
  const out = path.resolve(
    flag('out') ?? `rehearsal-${new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-')}`,
  );
  mkdirSync(out, { recursive: true });
  for (const run of runs) writeFileSync(path.join(out, `${run.attendees}.json`), `${JSON.stringify(run)}\n`);
  await writeCharts(runs, path.join(out, 'charts'));
  writeFileSync(path.join(out, 'report.md'), `${renderEventSection(runs)}\n`);
  log(`the report is in ${out}/report.md`);
}

/** --render: the section and charts again from the kept runs alone (after a change of the report). */
async function render() {
  const runs = keptRuns(path.join(repositoryRoot, 'bench/event/results'));
  const section = renderEventSection(runs);
  console.log(section);
  if (settings.write) {
    await writeCharts(runs, path.join(repositoryRoot, 'docs/charts'));
    writeEventSection(path.join(repositoryRoot, 'docs/benchmarks.md'), section);
  }
}

async function main() {
  if (flag('render')) return render();
  const modes = settings.baseUrl ? ['staging' as const] : settings.modes;
  const watchdog = setTimeout(
    () => {
      log('the bench overstayed its bound: stopping');
      process.exit(2);
    },
    modes.length * settings.sizes.length * settings.runMs + 120_000,
  );
  watchdog.unref();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'hoogo-bench-event-'));
  const runs: EventRun[] = [];
  try {
    log(
      `${settings.sizes.join(', ')} attendees × ${modes.join(', ')}; arrivals over ${settings.arrivalMs / 60_000} min, the floor's hour in ${60 / settings.factor} min (factor ${settings.factor})`,
    );
    const webDist = settings.baseUrl ? '' : await webBuild(tmp, log);
    runs.push(
      ...(await runEach(
        modes,
        settings.sizes,
        { adminUrl, redisUrl },
        (mode, size) => runOne(mode, size, webDist),
        log,
      )),
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  if (runs.length === 0) throw new Error('no run finished');
  if (settings.baseUrl) return writeStaging(runs);
  const resultsDir = path.join(repositoryRoot, 'bench/event/results');
  mkdirSync(resultsDir, { recursive: true });
  const files = runs.map((run) => path.join(resultsDir, `${runName(run)}.json`));
  for (const [i, run] of runs.entries()) writeFileSync(files[i] as string, `${JSON.stringify(run)}\n`);
  // In the repository's own format, so that `npm run lint` passes with the kept runs.
  try {
    execFileSync(path.join(repositoryRoot, 'node_modules/.bin/biome'), ['format', '--write', ...files], {
      stdio: 'ignore',
    });
  } catch {
    log(`could not format ${files.join(', ')}: run npx biome format --write on them`);
  }
  // The section shows every kept run: a run of one mode or size replaces only its own.
  const section = renderEventSection(keptRuns(resultsDir));
  console.log(section);
  if (settings.write) {
    await writeCharts(runs, path.join(repositoryRoot, 'docs/charts'));
    writeEventSection(path.join(repositoryRoot, 'docs/benchmarks.md'), section);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
