/**
 * What `/metrics` costs a request (docs/operations.md, "Metrics"). Two apps in this process, embedded
 * (PGlite in memory), one with the metrics off and one with METRICS_TOKEN set (every request timed,
 * every statement timed), on loopback, loaded in short alternating turns by the same closed loop, on a
 * route answered from memory (the worst case: the timing is all the extra work) and one that reads the
 * database. Alternating turns in one process cancel the drift of a shared machine's load, which made
 * two servers side by side differ by more than the metrics do; two passes, each starting another app
 * first, cancel what the order of starting does. The process's own figures (an event
 * loop monitor sampling every 10 ms, a GC observer) cost nothing per request and are on for both apps
 * here. Prints the medians and the middle half of the turns (25th to 75th percentile).
 * Run: `npm run bench:metrics` (METRICS_BENCH_TURNS, METRICS_BENCH_SECONDS to change the turns).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/index.ts';
import { createClient, loadLoop } from './lib/http.ts';
import { median, percentile, ratio } from './lib/stats.ts';

const TURNS = Number(process.env.METRICS_BENCH_TURNS ?? 10);
const SECONDS = Number(process.env.METRICS_BENCH_SECONDS ?? 2);
const CONCURRENCY = 16;
const ROUTES = ['/api/hoogo/common/config/', '/api/hoogo/common/total-connections/'] as const;
const TOKEN = 'f'.repeat(64);

type Mode = 'off' | 'on';
type Turn = { throughput: number; cpuMicros: number };

const log = (message: string) =>
  console.log(`[bench:metrics ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function start(mode: Mode, dataDir: string): Promise<{ app: App; port: number }> {
  const config = loadConfig({
    DATA_DIR: path.join(dataDir, mode),
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    JWT_SECRET: TOKEN,
    LOG_LEVEL: 'warn',
    ...(mode === 'on' && { METRICS_TOKEN: TOKEN }),
  });
  const app = await buildApp({ ...config, pgliteDir: 'memory://' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as { port: number }).port };
}

/** One turn: answers per second, and microseconds of this process's CPU per answer. */
async function load(port: number, route: string, seconds: number): Promise<Turn> {
  const client = createClient(port, CONCURRENCY);
  const cpu = process.cpuUsage();
  try {
    const result = await loadLoop(client, {
      concurrency: CONCURRENCY,
      durationMs: seconds * 1000,
      next: () => ({ path: route }),
    });
    if (result.failed > 0) throw new Error(`${route}: ${JSON.stringify(result.failures)}`);
    const used = process.cpuUsage(cpu);
    return { throughput: result.throughput, cpuMicros: (used.user + used.system) / result.ok };
  } finally {
    client.close();
  }
}

/** The median and the middle half of the turns' figure. */
function spread(values: number[], digits: number): { median: number; text: string } {
  const at = (p: number) => percentile(values, p).toFixed(digits);
  return { median: median(values), text: `${at(50)} (${at(25)}-${at(75)})` };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'hoogo-bench-metrics-'));
const servers: Array<{ app: App }> = [];
/** Per route, the ratios (with over without) of each pass: CPU per request and throughput. */
const ratios = new Map<string, Array<{ cpu: number; throughput: number }>>();
try {
  // Two passes, each with its own pair of apps: the app started second ran a few percent slower
  // whichever it was, so each pass starts another one first.
  for (const first of ['off', 'on'] as const) {
    const started = first === 'off' ? (['off', 'on'] as const) : (['on', 'off'] as const);
    const apps = {} as Record<Mode, { app: App; port: number }>;
    for (const mode of started) {
      apps[mode] = await start(mode, path.join(dataDir, `${first}-first`));
      servers.push(apps[mode]);
    }
    for (const route of ROUTES) {
      for (const mode of started) await load(apps[mode].port, route, 1);
      const turns: Record<Mode, Turn[]> = { off: [], on: [] };
      for (let turn = 0; turn < TURNS; turn++) {
        const order: Mode[] = turn % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
        for (const mode of order) turns[mode].push(await load(apps[mode].port, route, SECONDS));
      }
      const throughput = (mode: Mode) =>
        spread(
          turns[mode].map((turn) => turn.throughput),
          0,
        );
      const cpu = (mode: Mode) =>
        spread(
          turns[mode].map((turn) => turn.cpuMicros),
          1,
        );
      const cpuRatio = cpu('on').median / cpu('off').median;
      const throughputRatio = throughput('on').median / throughput('off').median;
      ratios.set(route, [...(ratios.get(route) ?? []), { cpu: cpuRatio, throughput: throughputRatio }]);
      log(
        `${first} started first, ${route}: req/s ${throughput('off').text} without metrics, ` +
          `${throughput('on').text} with (${ratio(throughputRatio)}); ` +
          `CPU µs per request ${cpu('off').text} without, ${cpu('on').text} with (${ratio(cpuRatio)})`,
      );
    }
    if (first === 'on') {
      const scrape = await apps.on.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const counted = scrape.body
        .split('\n')
        .filter((line) => line.startsWith('hoogo_http_request_duration_seconds_count'))
        .join('; ');
      log(`counted by /metrics: ${counted}`);
    }
  }
  for (const [route, passes] of ratios) {
    const mean = (values: number[]) =>
      Math.exp(values.reduce((sum, v) => sum + Math.log(v), 0) / values.length);
    log(
      `${route}, both passes (geometric mean), with metrics over without: CPU per request ` +
        `${ratio(mean(passes.map((pass) => pass.cpu)))}, throughput ${ratio(mean(passes.map((pass) => pass.throughput)))}`,
    );
  }
  log(
    `${TURNS} alternating turns of ${SECONDS} s per route, mode and pass, ${CONCURRENCY} connections, client ` +
      `in the same process, on ${os.cpus().length} cores (load average ${os.loadavg()[0]?.toFixed(1)}), ` +
      `Node.js ${process.version}`,
  );
} finally {
  for (const { app } of servers) await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
