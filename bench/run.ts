/**
 * `npm run bench`: the benchmarks of the issue against the real server on loopback, with the embedded
 * database (PGlite) and with PostgreSQL + Redis, each next to a baseline measured in the same run.
 * Writes docs/benchmarks.md. BENCH_QUICK=1 runs a small version (for working on the benchmark itself).
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres: an admin
 * connection used to create and drop a fresh bench database), BENCH_REDIS_URL (default
 * redis://127.0.0.1:6379). Without them reachable, the scaled mode is reported as skipped.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { cellAllocator, leaderboardSocketUrl, taggedSeq, userInput } from './lib/game.ts';
import { createBenchDatabase, type HoogoServer, startHoogo } from './lib/hoogo.ts';
import { createClient } from './lib/http.ts';
import {
  freePort,
  isListening,
  openFileLimit,
  repositoryRoot,
  runScript,
  startScript,
  waitForHttp,
} from './lib/process.ts';
import { type BenchReport, type ModeReport, writeReport } from './lib/report.ts';
import type { Seeded } from './lib/seed.ts';
import { makeSelfie } from './lib/selfie.ts';
import { measureBaseline, measureFanout } from './parts/fanout.ts';
import { measureBareFastify, measureReads } from './parts/reads.ts';
import { measureSharpBaseline, measureSubmissions } from './parts/submissions.ts';

const quick = process.env.BENCH_QUICK === '1';
export const settings = {
  quick,
  fanout: { sockets: quick ? 200 : 2_000, openConcurrency: 50, changes: quick ? 10 : 50, spacingMs: 200 },
  submissions: { concurrency: 8, durationMs: quick ? 3_000 : 15_000, warmup: 8 },
  reads: {
    concurrency: 8,
    durationMs: quick ? 3_000 : 8_000,
    sequentialSamples: quick ? 5 : 20,
    changeSamples: quick ? 3 : 10,
  },
  multi: { socketsPerInstance: quick ? 50 : 200, changes: quick ? 6 : 20, spacingMs: 200 },
};

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** Runs one part; a failure is reported in the document instead of ending the whole benchmark. */
async function part<T>(name: string, errors: string[], run: () => Promise<T>): Promise<T | undefined> {
  log(`${name}...`);
  const started = performance.now();
  try {
    const result = await run();
    log(`${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  } catch (error) {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`${name} FAILED: ${text}`);
    errors.push(`${name}: ${text.split('\n').slice(0, 3).join(' ')}`);
    return undefined;
  }
}

/** Part 1 against a Hoogo server: the sockets on `ports` (round robin), submissions alternating too. */
function hoogoFanout(
  servers: HoogoServer[],
  seeded: Seeded,
  cells: ReturnType<typeof cellAllocator>,
  selfie: Buffer,
  options: { sockets: number; changes: number; spacingMs: number; openConcurrency: number; tag: string },
) {
  const clients = servers.map((server) => createClient(server.port, 4));
  const submitTimes: number[] = [];
  const failures: string[] = [];
  return measureFanout({
    ...options,
    socketUrl: (i) => leaderboardSocketUrl((servers[i % servers.length] as HoogoServer).port, seeded.fanout),
    waitFirstMessage: true,
    trigger: async (seq) => {
      const cell = cells.take();
      if (!cell) throw new Error('no empty cell left in the fan-out event');
      const client = clients[seq % clients.length] as ReturnType<typeof createClient>;
      const answer = await client.request(userInput(seeded.fanout, cell, selfie, `${options.tag} ${seq}`));
      submitTimes.push(answer.elapsed);
      if (answer.status !== 200)
        failures.push(`HTTP ${answer.status} ${answer.body.toString().slice(0, 200)}`);
    },
    identify: (message) => taggedSeq(message, options.tag),
  }).then(
    (result) => {
      for (const client of clients) client.close();
      if (failures.length) throw new Error(`submissions failed: ${failures.slice(0, 3).join('; ')}`);
      return { ...result, submitTimes };
    },
    (error: unknown) => {
      for (const client of clients) client.close();
      throw error;
    },
  );
}

async function runMode(
  mode: 'embedded' | 'scaled',
  tmp: string,
  selfie: Buffer,
  report: BenchReport,
): Promise<ModeReport> {
  const result: ModeReport = { mode, errors: [] };
  const dataDir = path.join(tmp, mode);
  mkdirSync(dataDir, { recursive: true });
  const database = mode === 'scaled' ? await createBenchDatabase(adminUrl) : undefined;
  const servers: HoogoServer[] = [];
  try {
    const seedOut = path.join(tmp, `${mode}-seed.json`);
    log(`${mode}: seeding (10,000 players, ~100,000 connections)`);
    await runScript(path.join(repositoryRoot, 'bench/lib/seed.ts'), {
      args: [seedOut],
      env: database ? { DATABASE_URL: database.url } : { PGLITE_DIR: path.join(dataDir, 'pglite') },
      logFile: path.join(tmp, `${mode}-seed.log`),
    });
    const seeded = JSON.parse(readFileSync(seedOut, 'utf8')) as Seeded;
    const env = { dataDir, databaseUrl: database?.url, redisUrl: mode === 'scaled' ? redisUrl : undefined };
    const server = await startHoogo(await freePort(), env, path.join(tmp, `${mode}-server.log`));
    servers.push(server);
    const cells = cellAllocator(seeded.fanout);

    result.fanout = await part(`${mode}: 1. fan-out`, result.errors, () =>
      hoogoFanout([server], seeded, cells, selfie, { ...settings.fanout, tag: 'Fanout' }),
    );
    if (!report.wsBaseline) {
      report.wsBaseline = await part('baseline: bare ws broadcast', report.errors, async () => {
        const payloadFile = path.join(tmp, 'ws-payload.json');
        writeFileSync(
          payloadFile,
          result.fanout?.sampleFrame ?? JSON.stringify({ type: 'connection_made', pad: 'x'.repeat(700) }),
        );
        const port = await freePort();
        const child = startScript(path.join(repositoryRoot, 'bench/baselines/ws-broadcast.ts'), {
          args: [String(port), payloadFile],
          logFile: path.join(tmp, 'ws-baseline.log'),
        });
        try {
          await waitForHttp(`http://127.0.0.1:${port}/`, child);
          return await measureBaseline(port, settings.fanout);
        } finally {
          await child.stop();
        }
      });
    }

    result.submissions = await part(`${mode}: 2. submissions`, result.errors, () =>
      measureSubmissions(server.port, seeded.submit, selfie, settings.submissions),
    );

    result.reads = await part(`${mode}: 3. reads`, result.errors, () =>
      measureReads(server, seeded, selfie, settings.reads, path.join(tmp, mode)),
    );
    if (!report.bareFastify && result.reads) {
      const reads = result.reads;
      report.bareFastify = await part('baseline: bare Fastify JSON', report.errors, () =>
        measureBareFastify(reads, settings.reads, path.join(tmp, 'fastify-baseline.log')),
      );
    }

    if (mode === 'scaled') {
      result.multi = await part('scaled: 4. two instances', result.errors, async () => {
        const second = await startHoogo(await freePort(), env, path.join(tmp, 'scaled-server-2.log'));
        servers.push(second);
        return hoogoFanout([server, second], seeded, cells, selfie, {
          sockets: settings.multi.socketsPerInstance * 2,
          changes: settings.multi.changes,
          spacingMs: settings.multi.spacingMs,
          openConcurrency: 50,
          tag: 'Multi',
        });
      });
    }
    return result;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  }
}

async function main() {
  const started = Date.now();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'hoogo-bench-'));
  const cpus = os.cpus();
  const report: BenchReport = {
    date: new Date().toISOString(),
    machine: {
      os: `${os.type()} ${os.release()} (${os.arch()})`,
      cpu: cpus[0]?.model ?? 'unknown',
      cores: os.availableParallelism(),
      memory: `${Math.round(os.totalmem() / 1024 ** 3)} GB`,
      node: process.version,
      openFiles: openFileLimit(),
    },
    settings,
    errors: [],
    modes: [],
    durationMs: 0,
  };
  log(
    `machine: ${report.machine.cpu}, ${report.machine.cores} cores, node ${report.machine.node}, ulimit -n ${report.machine.openFiles}`,
  );
  try {
    const selfie = await makeSelfie();
    const selfieFile = path.join(tmp, 'selfie.jpg');
    writeFileSync(selfieFile, selfie);
    report.selfieBytes = selfie.length;

    report.sharpBaseline = await part('baseline: sharp re-encode', report.errors, () =>
      measureSharpBaseline(selfieFile, settings.submissions, path.join(tmp, 'sharp-baseline.log')),
    );

    report.modes.push(await runMode('embedded', tmp, selfie, report));
    const postgresUp = await isListening(Number(new URL(adminUrl).port || 5432));
    const redisUp = await isListening(Number(new URL(redisUrl).port || 6379));
    if (postgresUp && redisUp) {
      report.modes.push(await runMode('scaled', tmp, selfie, report));
    } else {
      report.errors.push(
        `scaled mode skipped: ${postgresUp ? '' : `PostgreSQL (${new URL(adminUrl).host}) `}${redisUp ? '' : `Redis (${new URL(redisUrl).host}) `}not reachable`,
      );
    }
  } finally {
    report.durationMs = Date.now() - started;
    const file = path.join(repositoryRoot, 'docs/benchmarks.md');
    writeReport(file, report);
    log(`wrote ${path.relative(repositoryRoot, file)} (${(report.durationMs / 1000).toFixed(0)} s)`);
    if (process.env.BENCH_KEEP_TMP === '1') log(`kept ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
