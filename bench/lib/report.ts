import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { FanoutResult } from '../parts/fanout.ts';
import type { BareReads, ReadLoad, ReadsResult, SocketSnapshot } from '../parts/reads.ts';
import type { SharpBaseline, SubmissionsResult } from '../parts/submissions.ts';
import { WEB_END, WEB_START } from '../web/report.ts';
import { table, verdict } from './markdown.ts';
import { bytes, median, ms, percent, rate, ratio } from './stats.ts';

export type HoogoFanout = FanoutResult & { submitTimes: number[] };

/** One repetition of every part at one size, on a freshly started server. */
export interface Repetition {
  /** Starting the server process until /healthz answered. */
  startMs: number;
  /** The first board snapshot after the server started. */
  cold?: SocketSnapshot;
  reads?: ReadsResult;
  submissions?: SubmissionsResult;
  /** Fan-out on the large event. */
  fanout?: HoogoFanout;
  /** Fan-out on the small event (first size only). */
  smallFanout?: HoogoFanout;
}

export interface SizeReport {
  players: number;
  connections: number;
  seedMs: number;
  /** Distinct selfie files the seeded connections point at. */
  selfies: number;
  repetitions: Repetition[];
  errors: string[];
  /** Statuses of the seeded selfies a board's gallery shows (HTTP 200 expected). */
  gallery?: Record<string, number>;
  /** Two instances (scaled mode, first size). */
  multi?: HoogoFanout;
}

export interface ModeReport {
  mode: 'embedded' | 'scaled';
  sizes: SizeReport[];
}

/** Baselines of one size (or of the small event, key "small"): measured once, used by both modes. */
export interface SizeBaselines {
  ws?: FanoutResult;
  fastify?: BareReads;
}

export interface BenchReport {
  date: string;
  machine: { os: string; cpu: string; cores: number; memory: string; node: string; openFiles: number };
  settings: {
    quick: boolean;
    sizes: number[];
    repeats: number;
    modes: string[];
    fanout: { sockets: number; openConcurrency: number; changes: number; spacingMs: number };
    submissions: { concurrency: number; durationMs: number; warmup: number; viewers: number };
    reads: {
      concurrency: number;
      durationMs: number;
      sequentialSamples: number;
      changeSamples: number;
    };
    multi: { socketsPerInstance: number; changes: number; spacingMs: number };
  };
  selfieBytes?: number;
  sharpBaseline?: SharpBaseline;
  baselines: Record<string, SizeBaselines>;
  errors: string[];
  modes: ModeReport[];
  durationMs: number;
}

type Mode = ModeReport['mode'];
const MODE_NAMES: Record<Mode, string> = { embedded: 'embedded (PGlite)', scaled: 'PostgreSQL + Redis' };
const n = (value: number) => value.toLocaleString('en-US');

/** The median of the repetitions' values and their spread (min-max); NaN when none was measured. */
interface Spread {
  median: number;
  min: number;
  max: number;
  count: number;
}

function spread(values: Array<number | undefined>): Spread {
  const finite = values.filter((value): value is number => value !== undefined && Number.isFinite(value));
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of finite) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return finite.length
    ? { median: median(finite), min, max, count: finite.length }
    : { median: Number.NaN, min: Number.NaN, max: Number.NaN, count: 0 };
}

/** "median (min-max)", each part formatted by `format`; one value alone when there is no spread. */
function show(value: Spread, format: (value: number) => string): string {
  if (value.count === 0) return 'n/a';
  if (value.count === 1) return format(value.median);
  return `${format(value.median)} (${format(value.min)}–${format(value.max)})`;
}

const reps = (size: SizeReport) => size.repetitions;

/** Every (mode, size) pair, in run order. */
function rowsOf(report: BenchReport) {
  return report.modes.flatMap((mode) => mode.sizes.map((size) => ({ mode: mode.mode, size })));
}

const sizeLabel = (size: SizeReport) => `${n(size.players)} players / ${n(size.connections)} connections`;

const GOALS = {
  viewerMs: 50,
  viewerBytes: 50 * 1024,
  coldMs: 300,
  fanoutRatio: 2,
  submissionsShare: 0.7,
  readsShare: 0.3,
};

/** The slower of a repetition's two new-viewer medians (no change; right after a change). */
const viewerMs = (rep: Repetition) =>
  rep.reads ? Math.max(rep.reads.cached.ms, rep.reads.afterChange.ms) : undefined;

function boardSection(report: BenchReport): string {
  const rows = rowsOf(report).map(({ mode, size }) => {
    const r = reps(size);
    const viewer = spread(r.map(viewerMs));
    const cold = spread(r.map((rep) => rep.cold?.ms));
    const snapshotBytes = spread(r.map((rep) => rep.reads?.cached.bytes ?? rep.cold?.bytes));
    const gallery = size.gallery
      ? Object.entries(size.gallery)
          .map(([status, count]) => `${count} × ${status}`)
          .join(', ') || 'none shown'
      : 'n/a';
    return [
      MODE_NAMES[mode],
      n(size.players),
      show(spread(r.map((rep) => rep.startMs)), ms),
      show(cold, ms),
      show(spread(r.map((rep) => rep.reads?.cached.ms)), ms),
      show(spread(r.map((rep) => rep.reads?.afterChange.ms)), ms),
      show(spread(r.map((rep) => rep.reads?.afterChange.openMs)), ms),
      show(snapshotBytes, bytes),
      show(spread(r.map((rep) => rep.reads?.leaderboard.bytes)), bytes),
      gallery,
      `${verdict(viewer.count ? viewer.median < GOALS.viewerMs : undefined)} / ${verdict(
        snapshotBytes.count ? snapshotBytes.median < GOALS.viewerBytes : undefined,
      )} / ${verdict(cold.count ? cold.median < GOALS.coldMs : undefined)}`,
    ];
  });
  const { reads } = report.settings;
  return [
    '## 1. The board for a new viewer (socket)',
    '',
    `What was measured: what a big screen or phone opening the board waits for and downloads, on the WebSocket path the screens use (\`/manage-event/{id}/leaderboard/?offset=0&limit=50\`, public, no token). Times run from creating the socket (TCP connect and upgrade included) to the snapshot frame read whole. **Cold**: the first socket after the server process started and answered /healthz (the board computed from the database). **New viewer**: ${reads.sequentialSamples} sockets one after the other with no change between them (median). **After a change**: ${reads.changeSamples} sockets, each right after a connection was submitted on the event (the server's board patched with the changed row; median); "upgrade" is the part of it until the socket was open. **Bytes**: the snapshot frame and the HTTP board's first window (\`GET …/leaderboard/?offset=0&limit=50\`). **Gallery**: the distinct seeded selfies the cold snapshot's gallery shows, each fetched (they must answer 200). Each cell is the median of the ${report.settings.repeats} repetitions (a fresh server each) with the spread (min–max) in brackets. Goals at 50,000 players: a new viewer < ${GOALS.viewerMs} ms (the slower of "new viewer" and "after a change"), snapshot < 50 KB, cold < ${GOALS.coldMs} ms. For where the time goes at start and in memory see [docs/measurements/startup.md](measurements/startup.md).`,
    '',
    table(
      [
        'mode',
        'players',
        'server ready',
        'cold',
        'new viewer',
        'after a change',
        'of which upgrade',
        'snapshot bytes',
        'HTTP window bytes',
        'gallery selfies',
        'goals: viewer / bytes / cold',
      ],
      rows,
    ),
  ].join('\n');
}

function loadRow(
  mode: Mode,
  size: SizeReport,
  pick: (reads: ReadsResult) => ReadLoad,
  bare: ReadLoad | undefined,
) {
  const loads = reps(size).map((rep) => (rep.reads ? pick(rep.reads) : undefined));
  const share = spread(
    loads.map((load) => (load && bare ? load.load.throughput / bare.load.throughput : undefined)),
  );
  const failed = loads.reduce((sum, load) => sum + (load?.load.failed ?? 0), 0);
  return [
    MODE_NAMES[mode],
    n(size.players),
    show(spread(loads.map((load) => load?.bytes)), bytes),
    show(spread(loads.map((load) => load?.load.throughput)), rate),
    show(spread(loads.map((load) => load?.latency.p50)), ms),
    show(spread(loads.map((load) => load?.latency.p99)), ms),
    String(failed),
    bare ? rate(bare.load.throughput) : 'n/a',
    show(share, percent),
    verdict(share.count ? share.median >= GOALS.readsShare : undefined),
  ];
}

const LOAD_HEAD = [
  'mode',
  'players',
  'answer',
  'req/s',
  'p50',
  'p99',
  'errors',
  'bare req/s',
  'share',
  'goal ≥ 30%',
];

function readsSection(report: BenchReport): string {
  const { reads } = report.settings;
  const board = rowsOf(report).map(({ mode, size }) =>
    loadRow(mode, size, (r) => r.leaderboard, report.baselines[String(size.players)]?.fastify?.leaderboard),
  );
  const matrix = rowsOf(report).map(({ mode, size }) =>
    loadRow(mode, size, (r) => r.matrix, report.baselines[String(size.players)]?.fastify?.matrix),
  );
  const matrixBuilt = rowsOf(report).map(({ mode, size }) =>
    loadRow(mode, size, (r) => r.matrixBuilt, report.baselines[String(size.players)]?.fastify?.matrix).slice(
      0,
      -1,
    ),
  );
  return [
    '## 2. Reads under load: the HTTP board and get-user-matrix',
    '',
    `What was measured: ${reads.concurrency} keep-alive connections in a closed loop for ${reads.durationMs / 1000} s per route and repetition. The HTTP board asks for the first window (\`?offset=0&limit=50\`); get-user-matrix (a player's own card, by \`user_id\`) rotates over 1,000 players' keys. The baseline, measured once per size and used for both modes, is a bare Fastify app (same logger level) in its own process answering the documents captured from the real routes at that size, like for like: the bytes as they are, since Hoogo answers strings it serialized once: the board's window, and the card kept in memory (docs/measurements/performance.md, "Cards served from memory"). Each repetition starts a fresh server with nothing kept: get-user-matrix is first read once for each of the 1,000 cards (every card built, the same 8 connections: "each card built" below), then looped over the same cards for the duration, each answer kept and checked against the database by its versions in one small query (the goal's figure). "share" is Hoogo's req/s over the baseline's, median of the repetitions (spread). Goal: at least 30%. Profiles of these routes and of submissions: [docs/measurements/performance.md](measurements/performance.md).`,
    '',
    '### The HTTP board (first window)',
    '',
    table(LOAD_HEAD, board),
    '',
    '### get-user-matrix',
    '',
    table(LOAD_HEAD, matrix),
    '',
    '### get-user-matrix, each card built (its first read on a fresh server)',
    '',
    table(LOAD_HEAD.slice(0, -1), matrixBuilt),
  ].join('\n');
}

function submissionsSection(report: BenchReport): string {
  const { submissions } = report.settings;
  const base = report.sharpBaseline;
  const rows = rowsOf(report).map(({ mode, size }) => {
    const runs = reps(size).map((rep) => rep.submissions);
    const share = spread(
      runs.map((run) => (run && base ? run.load.throughput / base.throughput : undefined)),
    );
    const failures: Record<string, number> = {};
    for (const run of runs)
      for (const [key, count] of Object.entries(run?.load.failures ?? {}))
        failures[key] = (failures[key] ?? 0) + count;
    return [
      MODE_NAMES[mode],
      n(size.players),
      show(spread(runs.map((run) => run?.load.throughput)), rate),
      show(spread(runs.map((run) => run?.latency.p50)), ms),
      show(spread(runs.map((run) => run?.latency.p99)), ms),
      Object.entries(failures)
        .map(([key, count]) => `${count} × ${key}`)
        .join(', ') || '0',
      show(spread(runs.map((run) => run?.viewerMessages)), n),
      show(share, percent),
      verdict(share.count ? share.median >= GOALS.submissionsShare : undefined),
    ];
  });
  return [
    '## 3. Connection submissions with a real selfie, viewers watching',
    '',
    `What was measured: ${submissions.concurrency} concurrent players of the large event POST connections, each to its own empty cell, each linking another player by friend code, with a 600x600 photo-like JPEG of ${report.selfieBytes ? bytes(report.selfieBytes) : 'n/a'}, in a closed loop for ${submissions.durationMs / 1000} s after ${submissions.warmup} warm-up requests, while ${submissions.viewers} board sockets are open on the event and read every update ("viewer messages": what they read in the run). The baseline is sharp alone doing what the server does to a selfie (header check, auto-orient, resize to at most 600 px, JPEG q82) with the same concurrency for the same time, in its own process on the same cores (${base ? `${rate(base.throughput)} req/s, p50 ${ms(base.latency.p50)}` : 'not measured'}). Goal: at least 70% of the baseline's throughput (median of the repetitions).`,
    '',
    table(
      ['mode', 'players', 'req/s', 'p50', 'p99', 'errors', 'viewer messages', 'share of sharp', 'goal ≥ 70%'],
      rows,
    ),
  ].join('\n');
}

function fanoutRow(
  mode: Mode,
  label: string,
  runs: Array<HoogoFanout | undefined>,
  base: FanoutResult | undefined,
) {
  const done = runs.filter((run): run is HoogoFanout => run !== undefined);
  const received = done.reduce((sum, run) => sum + run.received, 0);
  const expected = done.reduce((sum, run) => sum + run.expected, 0);
  const r = spread(done.map((run) => (base ? run.latency.p99 / base.latency.p99 : undefined)));
  const met = r.count ? r.median <= GOALS.fanoutRatio && received === expected : undefined;
  return [
    MODE_NAMES[mode],
    label,
    done.length ? `${n(received)} / ${n(expected)}` : 'failed',
    show(spread(done.map((run) => run.openMs)), ms),
    show(spread(done.map((run) => run.latency.p50)), ms),
    show(spread(done.map((run) => run.latency.p99)), ms),
    show(spread(done.map((run) => median(run.submitTimes))), ms),
    base ? ms(base.latency.p99) : 'n/a',
    show(r, ratio),
    verdict(met),
  ];
}

function fanoutSection(report: BenchReport): string {
  const { fanout } = report.settings;
  const rows: string[][] = [];
  for (const mode of report.modes) {
    const first = mode.sizes[0];
    if (first)
      rows.push(
        fanoutRow(
          mode.mode,
          'small event (8 players)',
          reps(first).map((rep) => rep.smallFanout),
          report.baselines.small?.ws,
        ),
      );
    for (const size of mode.sizes)
      rows.push(
        fanoutRow(
          mode.mode,
          `${n(size.players)} players`,
          reps(size).map((rep) => rep.fanout),
          report.baselines[String(size.players)]?.ws,
        ),
      );
  }
  return [
    `## 4. Live fan-out: one change to ${n(fanout.sockets)} board sockets`,
    '',
    `What was measured: ${n(fanout.sockets)} public board sockets on one event (first window), opened ${fanout.openConcurrency} at a time, each counted open once it has its snapshot ("open all": the time to open them all). Then ${fanout.changes} connections are submitted (POST user-input with the selfie and, on the large event, a friend code), one every ${fanout.spacingMs} ms. Latency: from the client sending the submission to the connection_made message read on a socket, for every (submission, socket) pair. Run on a small event and on the large event at every size. The baseline, measured once per event size and used for both modes, is a bare \`ws\` server in its own process writing a frame Hoogo sent in that run (same bytes) to as many sockets on a \`go\` message, same schedule, from sending \`go\` to delivery. The same client process reads every socket in both cases. Goal: p99 within 2x the baseline's (median of the repetitions), every message delivered.`,
    '',
    table(
      [
        'mode',
        'event',
        'delivered / expected',
        'open all',
        'p50',
        'p99',
        'submit answer',
        'baseline p99',
        'p99 vs baseline',
        'goal ≤ 2x',
      ],
      rows,
    ),
    '',
    FANOUT_LIMIT,
  ].join('\n');
}

const FANOUT_LIMIT =
  'A submission is not a bare broadcast: before anything is sent, the server parses a ~80 KB multipart body, re-encodes the selfie with sharp (tens of ms on these cores), writes it, and runs the connection transaction and the board row query; only then are the frames written to every socket. The "submit answer" column is that fixed cost. On 2 cores the server, the load generator reading every socket and (scaled) PostgreSQL and Redis share the CPU.';

function multiSection(report: BenchReport): string {
  const scaled = report.modes.find((mode) => mode.mode === 'scaled');
  const m = scaled?.sizes[0]?.multi;
  const { multi } = report.settings;
  const rows = m
    ? [
        [
          `${multi.socketsPerInstance} + ${multi.socketsPerInstance}`,
          String(m.changes),
          `${n(m.received)} / ${n(m.expected)}`,
          ms(m.latency.p50),
          ms(m.latency.p99),
          verdict(m.received === m.expected),
        ],
      ]
    : [['not run', '', '', '', '', '']];
  return [
    '## 5. Two instances sharing PostgreSQL and Redis',
    '',
    `What was measured (once, on the small event): two server processes on one PostgreSQL database and one Redis; public board sockets split evenly between them, and the ${multi.changes} submissions alternate between the instances, one every ${multi.spacingMs} ms. Every socket must receive every change, whichever instance it was made on.`,
    '',
    table(['sockets (A + B)', 'changes', 'received / expected', 'p50', 'p99', 'goal: all received'], rows),
  ].join('\n');
}

/** Each goal at the largest size measured, per mode: the median of the repetitions and their spread. */
function verdictsSection(report: BenchReport): string {
  const rows: string[][] = [];
  for (const mode of report.modes) {
    const size = mode.sizes.at(-1);
    if (!size) continue;
    const r = reps(size);
    const at = `${MODE_NAMES[mode.mode]}, ${n(size.players)} players`;
    const goal = (
      name: string,
      value: Spread,
      format: (value: number) => string,
      met: (v: number) => boolean,
    ) => rows.push([at, name, show(value, format), verdict(value.count ? met(value.median) : undefined)]);
    goal('new viewer’s snapshot (socket) < 50 ms', spread(r.map(viewerMs)), ms, (v) => v < GOALS.viewerMs);
    goal(
      'snapshot < 50 KB',
      spread(r.map((rep) => rep.reads?.cached.bytes ?? rep.cold?.bytes)),
      bytes,
      (v) => v < GOALS.viewerBytes,
    );
    goal(
      'board cold after a restart < 300 ms',
      spread(r.map((rep) => rep.cold?.ms)),
      ms,
      (v) => v < GOALS.coldMs,
    );
    const ws = report.baselines[String(size.players)]?.ws;
    const fanouts = r.map((rep) => rep.fanout).filter((run): run is HoogoFanout => run !== undefined);
    const allDelivered = fanouts.every((run) => run.received === run.expected);
    goal(
      `fan-out p99 ≤ 2x bare ws${allDelivered ? '' : ' (**not every message delivered**)'}`,
      spread(fanouts.map((run) => (ws ? run.latency.p99 / ws.latency.p99 : undefined))),
      ratio,
      (v) => v <= GOALS.fanoutRatio && allDelivered,
    );
    const sharp = report.sharpBaseline;
    goal(
      'submissions ≥ 70% of sharp alone',
      spread(
        r.map((rep) =>
          rep.submissions && sharp ? rep.submissions.load.throughput / sharp.throughput : undefined,
        ),
      ),
      percent,
      (v) => v >= GOALS.submissionsShare,
    );
    const bare = report.baselines[String(size.players)]?.fastify;
    goal(
      'HTTP board ≥ 30% of bare Fastify',
      spread(
        r.map((rep) =>
          rep.reads && bare
            ? rep.reads.leaderboard.load.throughput / bare.leaderboard.load.throughput
            : undefined,
        ),
      ),
      percent,
      (v) => v >= GOALS.readsShare,
    );
    goal(
      'get-user-matrix ≥ 30% of bare Fastify',
      spread(
        r.map((rep) =>
          rep.reads && bare ? rep.reads.matrix.load.throughput / bare.matrix.load.throughput : undefined,
        ),
      ),
      percent,
      (v) => v >= GOALS.readsShare,
    );
  }
  return [
    '## Verdicts',
    '',
    `Each goal at the largest size of the run, per mode: the median of the ${report.settings.repeats} repetitions, the spread (min–max) in brackets; the parts below give every size.`,
    '',
    table(['mode and size', 'goal', 'median (min–max)', 'verdict'], rows),
  ].join('\n');
}

export function renderReport(report: BenchReport): string {
  const { machine, settings } = report;
  const errors = [
    ...report.errors,
    ...report.modes.flatMap((mode) =>
      mode.sizes.flatMap((size) =>
        size.errors.map((error) => `${mode.mode}, ${n(size.players)} players: ${error}`),
      ),
    ),
  ];
  const seeding = rowsOf(report)
    .map(({ mode, size }) => `${MODE_NAMES[mode]} ${sizeLabel(size)} in ${(size.seedMs / 1000).toFixed(1)} s`)
    .join('; ');
  return [
    '# Benchmarks',
    '',
    `Generated by \`npm run bench\` (bench/run.ts) on ${report.date.slice(0, 10)} at ${report.date.slice(11, 16)} UTC; the whole run took ${Math.round(report.durationMs / 1000)} s. Sizes: ${settings.sizes.map(n).join(', ')} players; ${settings.repeats} repetitions of every part at each size.${settings.quick ? ' **Quick run (BENCH_QUICK=1): shorter parts and fewer sockets, not the reference figures.**' : ''} Do not edit by hand: run the benchmark again (\`BENCH_SIZES\`, \`BENCH_REPEATS\`, \`BENCH_QUICK\`: bench/run.ts).`,
    '',
    table(
      ['machine', ''],
      [
        ['OS', machine.os],
        ['CPU', machine.cpu],
        ['cores', String(machine.cores)],
        ['memory', machine.memory],
        ['Node.js', machine.node],
        ['open files (`ulimit -n`)', String(machine.openFiles)],
      ],
    ),
    '',
    `Everything runs on this one machine over loopback: the server (the compiled build \`npm start\` runs, \`node --enable-source-maps apps/server/dist/<hash>/main.js\` with NODE_ENV=production, as a child process with PORT, a temporary DATA_DIR and, for the PostgreSQL + Redis mode, DATABASE_URL to a fresh database created and dropped by the run and REDIS_URL), the load generator, the baselines, and PostgreSQL and Redis. The server logs at its default level (info, one line per request) to a file. For each size and mode the database is seeded once with SQL straight into it, not through the API (bench/lib/seed.ts): one large event of N players with 5-digit friend codes, player i having i mod 21 cells filled (about 10 on average), every 100th player all 25 (complete), every connection linking another player by code and pointing at one of ${rowsOf(report)[0]?.size.selfies ?? 'n/a'} distinct real selfies (JPEG and thumbnail) written into DATA_DIR/media; and a small event of 8 players. Seeding took: ${seeding || 'n/a'}. Then each repetition starts the server afresh and runs every part; baselines run once per size, on the same client code.`,
    '',
    'Profiles of the hot paths (get-user-matrix, submissions) and what bounds each missed goal are in [docs/measurements/performance.md](measurements/performance.md) ("Where the time goes now", "Cards served from memory"; a verdict that flips between runs on a slower machine is discussed under "A slower machine in the afternoon"); cold start and memory in [docs/measurements/startup.md](measurements/startup.md).',
    '',
    verdictsSection(report),
    '',
    boardSection(report),
    '',
    readsSection(report),
    '',
    submissionsSection(report),
    '',
    fanoutSection(report),
    '',
    multiSection(report),
    '',
    ...(errors.length
      ? ['## Problems during the run', '', ...errors.map((error) => `- ${error.replace(/\n/g, ' ')}`), '']
      : []),
  ].join('\n');
}

export const DURABILITY_START =
  '<!-- bench:durability start: generated by `npm run bench:durability` (bench/durability.ts) -->';
export const DURABILITY_END = '<!-- bench:durability end -->';

export const INSIGHTS_START =
  '<!-- bench:insights start: generated by `npm run bench:insights` (bench/insights.ts) -->';
export const INSIGHTS_END = '<!-- bench:insights end -->';

export const RUSH_START = '<!-- bench:rush start: generated by `npm run bench:rush` (bench/rush/run.ts) -->';
export const RUSH_END = '<!-- bench:rush end -->';

export const EVENT_START =
  '<!-- bench:event start: generated by `npm run bench:event` (bench/event/run.ts) -->';
export const EVENT_END = '<!-- bench:event end -->';

/** The marked section of `text` from `start` to `end`, markers included, or '' when it is not there. */
export function markedSection(text: string, start: string, end: string): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  return from >= 0 && to > from ? text.slice(from, to + end.length) : '';
}

/**
 * Writes the document; the sections that `npm run bench:web` (bench/web/report.ts),
 * `npm run bench:durability`, `npm run bench:insights`, `npm run bench:rush` and `npm run bench:event` keep at its end stay as
 * they are.
 */
export function writeReport(file: string, report: BenchReport) {
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const kept = [
    markedSection(previous, WEB_START, WEB_END),
    markedSection(previous, DURABILITY_START, DURABILITY_END),
    markedSection(previous, INSIGHTS_START, INSIGHTS_END),
    markedSection(previous, RUSH_START, RUSH_END),
    markedSection(previous, EVENT_START, EVENT_END),
  ]
    .filter(Boolean)
    .map((section) => `\n${section}\n`)
    .join('');
  writeFileSync(file, `${renderReport(report).replace(/\n*$/, '\n')}${kept}`);
}
