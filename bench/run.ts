/**
 * `npm run bench`: the benchmarks of the issue against the real server on loopback, with the embedded
 * database (PGlite) and with PostgreSQL + Redis, each next to a baseline measured in the same run, as a
 * curve over the event's size: each size is seeded once per mode, then every part is repeated (a fresh
 * server per repetition, whose first snapshot is the cold one) and the report gives the median of the
 * repetitions with their spread. Writes docs/benchmarks.md.
 *
 * BENCH_SIZES (players, default 1000,10000,50000), BENCH_REPEATS (default 3), BENCH_QUICK=1 (shorter
 * parts and fewer sockets, for working on the benchmark itself), BENCH_MODES (default embedded,scaled).
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres: an admin
 * connection used to create and drop a fresh bench database), BENCH_REDIS_URL (default
 * redis://127.0.0.1:6379). Without them reachable, the scaled mode is reported as skipped.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  type CellSource,
  cellAllocator,
  leaderboardSocketUrl,
  linkedCellAllocator,
  taggedSeq,
  userInput,
} from './lib/game.ts';
import { createBenchDatabase, type HoogoServer, type ServerEnv, startHoogo } from './lib/hoogo.ts';
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
import {
  type BenchReport,
  type HoogoFanout,
  type ModeReport,
  type Repetition,
  type SizeBaselines,
  type SizeReport,
  writeReport,
} from './lib/report.ts';
import type { Seeded, SeededEvent } from './lib/seed.ts';
import { makeSelfie } from './lib/selfie.ts';
import { bytes, ms, rate } from './lib/stats.ts';
import { type FanoutResult, measureBaseline, measureFanout } from './parts/fanout.ts';
import {
  captureDocuments,
  gallerySelfies,
  measureBareFastify,
  measureReads,
  socketSnapshot,
} from './parts/reads.ts';
import { measureSharpBaseline, measureSubmissions } from './parts/submissions.ts';

const quick = process.env.BENCH_QUICK === '1';

function sizesFrom(text: string): number[] {
  const sizes = text.split(',').map((part) => Number(part.trim().replace(/_/g, '')));
  const wrong = sizes.filter((size) => !Number.isInteger(size) || size < 100 || size > 99_999);
  if (wrong.length || sizes.length === 0)
    throw new Error(`BENCH_SIZES: whole numbers of players from 100 to 99,999, got "${text}"`);
  return sizes;
}

export const settings = {
  quick,
  sizes: sizesFrom(process.env.BENCH_SIZES ?? '1000,10000,50000'),
  repeats: Math.max(1, Number(process.env.BENCH_REPEATS ?? 3) || 3),
  /** BENCH_MODES=embedded or scaled runs one mode only (for working on the benchmark). */
  modes: (process.env.BENCH_MODES ?? 'embedded,scaled').split(',').map((mode) => mode.trim()),
  fanout: { sockets: quick ? 200 : 2_000, openConcurrency: 50, changes: quick ? 10 : 30, spacingMs: 200 },
  submissions: {
    concurrency: 8,
    durationMs: quick ? 3_000 : 10_000,
    warmup: 8,
    viewers: quick ? 50 : 200,
  },
  reads: {
    concurrency: 8,
    durationMs: quick ? 2_000 : 5_000,
    sequentialSamples: quick ? 5 : 20,
    changeSamples: quick ? 3 : 10,
  },
  multi: { socketsPerInstance: quick ? 50 : 200, changes: quick ? 6 : 20, spacingMs: 200 },
};

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const benchStarted = performance.now();
const log = (message: string) => {
  const elapsed = Math.round((performance.now() - benchStarted) / 1000);
  const clock = `${Math.floor(elapsed / 60)}:${String(elapsed % 60).padStart(2, '0')}`;
  console.log(`[bench ${new Date().toISOString().slice(11, 19)} +${clock}] ${message}`);
};

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

/** Fan-out against Hoogo servers: the sockets on `servers` (round robin), submissions alternating too. */
function hoogoFanout(
  servers: HoogoServer[],
  event: SeededEvent,
  cells: CellSource,
  selfie: Buffer,
  options: { sockets: number; changes: number; spacingMs: number; openConcurrency: number; tag: string },
): Promise<HoogoFanout> {
  const clients = servers.map((server) => createClient(server.port, 4));
  const submitTimes: number[] = [];
  const failures: string[] = [];
  return measureFanout({
    ...options,
    socketUrl: (i) => leaderboardSocketUrl((servers[i % servers.length] as HoogoServer).port, event),
    waitFirstMessage: true,
    trigger: async (seq) => {
      const cell = cells.take();
      if (!cell) throw new Error(`no empty cell left in ${event.name}`);
      const client = clients[seq % clients.length] as ReturnType<typeof createClient>;
      const answer = await client.request(userInput(event, cell, selfie, `${options.tag} ${seq}`, cell.code));
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

/** The bare `ws` broadcast of `frame` (a frame Hoogo sent), same sockets and schedule as Hoogo's run. */
async function wsBaseline(tmp: string, label: string, frame: string | null): Promise<FanoutResult> {
  const payloadFile = path.join(tmp, `ws-payload-${label}.json`);
  writeFileSync(payloadFile, frame ?? JSON.stringify({ type: 'connection_made', pad: 'x'.repeat(700) }));
  const port = await freePort();
  const child = startScript(path.join(repositoryRoot, 'bench/baselines/ws-broadcast.ts'), {
    args: [String(port), payloadFile],
    logFile: path.join(tmp, `ws-baseline-${label}.log`),
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, child);
    return await measureBaseline(port, settings.fanout);
  } finally {
    await child.stop();
  }
}

/** A repetition's headline figures, for the progress log. */
function repetitionLine(rep: Repetition): string {
  const fanout = rep.fanout;
  return [
    `server ready ${ms(rep.startMs)}`,
    `cold ${rep.cold ? ms(rep.cold.ms) : 'failed'}`,
    `new viewer ${rep.reads ? `${ms(rep.reads.cached.ms)} / after a change ${ms(rep.reads.afterChange.ms)}, ${bytes(rep.reads.cached.bytes)}` : 'failed'}`,
    `matrix ${rep.reads ? `${rate(rep.reads.matrix.load.throughput)} req/s (each built ${rate(rep.reads.matrixBuilt.load.throughput)})` : 'failed'}`,
    `submissions ${rep.submissions ? `${rate(rep.submissions.load.throughput)} req/s` : 'failed'}`,
    `fan-out ${fanout ? `p99 ${ms(fanout.latency.p99)}, ${fanout.received}/${fanout.expected}` : 'failed'}`,
  ].join('; ');
}

/**
 * One size in one mode: a fresh database seeded once, then `repeats` repetitions, each on a freshly
 * started server (its first snapshot is the cold one), of every part. Baselines of the size are
 * measured on its first run (whichever mode) and kept in `report.baselines` for the other.
 */
async function runSize(
  mode: 'embedded' | 'scaled',
  size: number,
  tmp: string,
  selfie: Buffer,
  report: BenchReport,
  first: boolean,
): Promise<SizeReport> {
  const label = `${mode} ${size.toLocaleString('en-US')}`;
  const result: SizeReport = {
    players: size,
    connections: 0,
    seedMs: 0,
    selfies: 0,
    repetitions: [],
    errors: [],
  };
  const dataDir = path.join(tmp, `${mode}-${size}`);
  mkdirSync(dataDir, { recursive: true });
  const database = mode === 'scaled' ? await createBenchDatabase(adminUrl) : undefined;
  const baselines: SizeBaselines = report.baselines[String(size)] ?? {};
  report.baselines[String(size)] = baselines;
  try {
    const seedOut = path.join(dataDir, 'seed.json');
    log(
      `${label}: seeding ${size.toLocaleString('en-US')} players (~${(size * 10).toLocaleString('en-US')} connections)`,
    );
    const seedStarted = performance.now();
    await runScript(path.join(repositoryRoot, 'bench/lib/seed.ts'), {
      args: [seedOut, String(size)],
      env: {
        MEDIA_DIR: path.join(dataDir, 'media'),
        ...(database ? { DATABASE_URL: database.url } : { PGLITE_DIR: path.join(dataDir, 'pglite') }),
      },
      logFile: path.join(dataDir, 'seed.log'),
    });
    const seeded = JSON.parse(readFileSync(seedOut, 'utf8')) as Seeded;
    result.connections = seeded.reads.connectionCount;
    result.selfies = seeded.reads.selfies;
    result.seedMs = performance.now() - seedStarted;
    log(
      `${label}: seeded ${result.connections.toLocaleString('en-US')} connections in ${(result.seedMs / 1000).toFixed(1)} s`,
    );
    const env: ServerEnv = {
      dataDir,
      databaseUrl: database?.url,
      redisUrl: mode === 'scaled' ? redisUrl : undefined,
    };
    const cells = linkedCellAllocator(seeded.reads);
    const smallCells = cellAllocator(seeded.fanout);
    const boardUrl = (port: number) => leaderboardSocketUrl(port, seeded.reads);

    for (let rep = 0; rep < settings.repeats; rep++) {
      const name = `${label} #${rep + 1}/${settings.repeats}`;
      const errors = result.errors;
      const servers: HoogoServer[] = [];
      try {
        const startedAt = performance.now();
        const server = await startHoogo(await freePort(), env, path.join(dataDir, `server-${rep + 1}.log`));
        servers.push(server);
        const repetition: Repetition = { startMs: performance.now() - startedAt };
        result.repetitions.push(repetition);
        const cold = await part(`${name}: cold snapshot`, errors, () =>
          socketSnapshot(boardUrl(server.port)),
        );
        if (cold) {
          const { frame: _frame, ...snapshot } = cold;
          repetition.cold = snapshot;
          if (rep === 0)
            result.gallery = await part(`${name}: gallery selfies`, errors, () =>
              gallerySelfies(server.port, cold.images),
            );
        }
        if (rep === 0 && !baselines.fastify) {
          baselines.fastify = await part(`baseline ${size}: bare Fastify`, report.errors, async () =>
            measureBareFastify(
              await captureDocuments(server.port, seeded, dataDir),
              settings.reads,
              path.join(dataDir, 'fastify-baseline.log'),
            ),
          );
        }
        repetition.reads = await part(`${name}: reads`, errors, () =>
          measureReads(server.port, seeded, cells, selfie, settings.reads),
        );
        repetition.submissions = await part(`${name}: submissions`, errors, () =>
          measureSubmissions(
            server.port,
            seeded.reads,
            cells,
            selfie,
            settings.submissions,
            boardUrl(server.port),
          ),
        );
        repetition.fanout = await part(`${name}: fan-out on the large event`, errors, () =>
          hoogoFanout([server], seeded.reads, cells, selfie, { ...settings.fanout, tag: `Fanout r${rep}` }),
        );
        if (!baselines.ws && repetition.fanout) {
          const frame = repetition.fanout.sampleFrame;
          baselines.ws = await part(`baseline ${size}: bare ws broadcast`, report.errors, () =>
            wsBaseline(tmp, String(size), frame),
          );
        }
        if (first) {
          repetition.smallFanout = await part(`${name}: fan-out on a small event`, errors, () =>
            hoogoFanout([server], seeded.fanout, smallCells, selfie, {
              ...settings.fanout,
              tag: `Small r${rep}`,
            }),
          );
          if (!report.baselines.small?.ws && repetition.smallFanout) {
            const frame = repetition.smallFanout.sampleFrame;
            const small: SizeBaselines = report.baselines.small ?? {};
            report.baselines.small = small;
            small.ws = await part('baseline small event: bare ws broadcast', report.errors, () =>
              wsBaseline(tmp, 'small', frame),
            );
          }
          if (mode === 'scaled' && rep === 0) {
            result.multi = await part(`${name}: two instances`, errors, async () => {
              const second = await startHoogo(await freePort(), env, path.join(dataDir, 'server-second.log'));
              servers.push(second);
              return hoogoFanout([server, second], seeded.fanout, smallCells, selfie, {
                sockets: settings.multi.socketsPerInstance * 2,
                changes: settings.multi.changes,
                spacingMs: settings.multi.spacingMs,
                openConcurrency: 50,
                tag: 'Multi',
              });
            });
          }
        }
        log(`${name}: ${repetitionLine(repetition)}`);
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
    }
    return result;
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    log(`${label} FAILED: ${text}`);
    result.errors.push(`${label}: ${text.split('\n').slice(0, 3).join(' ')}`);
    return result;
  } finally {
    await database?.drop();
    if (process.env.BENCH_KEEP_TMP !== '1') rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runMode(
  mode: 'embedded' | 'scaled',
  tmp: string,
  selfie: Buffer,
  report: BenchReport,
): Promise<ModeReport> {
  const result: ModeReport = { mode, sizes: [] };
  report.modes.push(result);
  for (const [index, size] of settings.sizes.entries())
    result.sizes.push(await runSize(mode, size, tmp, selfie, report, index === 0));
  return result;
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
    baselines: {},
    errors: [],
    modes: [],
    durationMs: 0,
  };
  log(
    `machine: ${report.machine.cpu}, ${report.machine.cores} cores, node ${report.machine.node}, ulimit -n ${report.machine.openFiles}`,
  );
  log(
    `sizes ${settings.sizes.join(', ')} players, ${settings.repeats} repetitions each, ${quick ? 'quick' : 'full'} parts`,
  );
  try {
    const selfie = await makeSelfie();
    const selfieFile = path.join(tmp, 'selfie.jpg');
    writeFileSync(selfieFile, selfie);
    report.selfieBytes = selfie.length;

    report.sharpBaseline = await part('baseline: sharp re-encode', report.errors, () =>
      measureSharpBaseline(selfieFile, settings.submissions, path.join(tmp, 'sharp-baseline.log')),
    );

    if (settings.modes.includes('embedded')) await runMode('embedded', tmp, selfie, report);
    if (!settings.modes.includes('scaled')) return;
    const postgresUp = await isListening(Number(new URL(adminUrl).port || 5432));
    const redisUp = await isListening(Number(new URL(redisUrl).port || 6379));
    if (postgresUp && redisUp) {
      await runMode('scaled', tmp, selfie, report);
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
