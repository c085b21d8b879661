/**
 * The rehearsal's figures (bench/event/run.ts): one run summarised (per action, lags, servers from
 * `/metrics`, the lost-or-doubled check, the goals), its chart, and the section of docs/benchmarks.md
 * rendered from the kept runs (bench/event/results/).
 */

import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EVENT_END, EVENT_START, markedSection } from '../lib/report.ts';
import type { Mode, RunContext } from '../lib/run-support.ts';
import { ms, summarize } from '../lib/stats.ts';
import { renderChart, svgToPng } from './chart.ts';
import type { EventPlan, Floor } from './floor.ts';
import type { GeneratorFigures } from './generator-monitor.ts';
import { diff, type MetricsRecorder, sum } from './metrics.ts';
import type { PhoneResult } from './phone.ts';
import { type ActionSummary, Recorder } from './recorder.ts';
import type { StoredConnection } from './stored-connections.ts';

/** The answers that only read (the goal's "reads"). */
const READS = [
  'ticket-code check',
  'card',
  'completed players',
  'people I met',
  'people I met (.vcf)',
  'people I met (.csv)',
  'results',
  'insights',
  'hosts feed (first page)',
];
const PHOTO = 'connection with a photo';
const BUCKET_MS = 10_000;

type Points = Array<[number, number]>;

export interface ServerFigures {
  name: string;
  cpuMeanPercent: number;
  cpuPeakPercent: number;
  rssStartMb: number;
  rssPeakMb: number;
  rssEndMb: number;
  loopLagP99MaxMs: number;
  socketsPeak: Record<string, number>;
  mailQueueMax: number;
  scrapeErrors: number;
}

export interface EventRun extends RunContext {
  /** The bench's own process (absent in runs kept before it was measured). */
  generator?: GeneratorFigures;
  /** staging: a deployment elsewhere (--base-url), not one of this machine's. */
  mode: Mode | 'staging';
  attendees: number;
  factor: number;
  arrivalMs: number;
  floorMs: number;
  photosKb: [number, number];
  crowdMail: number;
  phones: Record<PhoneResult['outcome'], number> & { stoppedAt: Record<string, number> };
  actions: ActionSummary[];
  lags: Array<{ kind: string; count: number; p50: number; p95: number; p99: number; max: number }>;
  servers: ServerFigures[];
  /** Totals over the run read from /metrics, all instances together. */
  counters: Record<string, number>;
  check: {
    told: number;
    rows: number;
    lost: number;
    doubled: number;
    phantom: number;
    withoutKey: number;
    lostAnswers: number;
    csvRows: number;
    hidden: number;
    details: string[];
  };
  goals: Array<{ goal: string; value: string; met: boolean }>;
  chart: {
    reads: Points;
    photo: Points;
    screens: Points;
    connections: Points;
    cpu: Record<string, Points>;
    rss: Record<string, Points>;
    statusSockets: Points;
    markers: Array<{ x: number; label: string }>;
  };
  problems: string[];
  headline: string;
}

const round = (points: Points): Points =>
  points.map(([x, y]) => [
    Math.round(x * 10) / 10,
    Number.isFinite(y) ? Math.round(y * 10) / 10 : Number.NaN,
  ]);

export function summarizeEventRun(input: {
  mode: Mode | 'staging';
  plan: EventPlan;
  recorder: Recorder;
  floor: Floor;
  results: PhoneResult[];
  metrics: MetricsRecorder;
  instances: string[];
  stored: StoredConnection[];
  connectionsCsv: string | undefined;
  endMs: number;
  photos: number[];
  crowdMail: number;
  context: RunContext;
  generator: GeneratorFigures;
  listenOverflows: number;
}): EventRun {
  const { recorder, floor, metrics, plan } = input;
  const problems = [...recorder.problems];
  if (input.listenOverflows > 0)
    problems.push(
      `the kernel dropped ${input.listenOverflows.toLocaleString('en-US')} connection requests: a listening socket's queue was full (TcpExt ListenOverflows)`,
    );

  const phones = { in: 0, refused: 0, failed: 0, cut: 0, stoppedAt: {} as Record<string, number> };
  for (const result of input.results) {
    phones[result.outcome] += 1;
    if (result.stoppedAt) {
      const where = result.stoppedAt.split('\n')[0] as string;
      phones.stoppedAt[where] = (phones.stoppedAt[where] ?? 0) + 1;
    }
  }

  const lags = [...recorder.lags].map(([kind, points]) => ({ kind, ...summarize(points.map((p) => p.ms)) }));

  // Servers, from their /metrics.
  const servers: ServerFigures[] = input.instances.map((name) => {
    const points = metrics.series(name);
    const cpu = points.map((p) => p.cpuPercent).filter(Number.isFinite);
    const socketsPeak: Record<string, number> = {};
    for (const point of points)
      for (const [kind, count] of Object.entries(point.sockets))
        socketsPeak[kind] = Math.max(socketsPeak[kind] ?? 0, count);
    return {
      name,
      cpuMeanPercent: cpu.length ? cpu.reduce((a, b) => a + b, 0) / cpu.length : Number.NaN,
      cpuPeakPercent: cpu.length ? Math.max(...cpu) : Number.NaN,
      rssStartMb: points[0]?.rssMb ?? Number.NaN,
      rssPeakMb: points.length ? Math.max(...points.map((p) => p.rssMb)) : Number.NaN,
      rssEndMb: points.at(-1)?.rssMb ?? Number.NaN,
      loopLagP99MaxMs: points.length
        ? Math.max(...points.map((p) => p.eventLoopLagP99Ms).filter(Number.isFinite))
        : Number.NaN,
      socketsPeak,
      mailQueueMax: points.length
        ? Math.max(0, ...points.map((p) => p.mailQueue).filter(Number.isFinite))
        : Number.NaN,
      scrapeErrors: metrics.errors(name).count,
    };
  });
  const counters: Record<string, number> = {};
  const add = (key: string, value: number) => {
    counters[key] = (counters[key] ?? 0) + value;
  };
  for (const name of input.instances) {
    const first = metrics.first(name);
    const last = metrics.last(name);
    if (!first || !last) {
      problems.push(`${name}: /metrics never answered (${metrics.errors(name).last ?? 'no scrape'})`);
      continue;
    }
    const run = diff(last, first);
    add('submissions accepted', sum(run, 'hoogo_submissions_accepted_total'));
    add('submissions replayed', sum(run, 'hoogo_submissions_replayed_total'));
    add('submissions refused', sum(run, 'hoogo_submissions_refused_total'));
    add('OTP mails sent', sum(run, 'hoogo_otp_mails_sent_total'));
    add('OTP mails failed', sum(run, 'hoogo_otp_mails_failed_total'));
    add('rate-limit refusals', sum(run, 'hoogo_rate_limit_refusals_total'));
    add('budget refusals', sum(run, 'hoogo_budget_refusals_total'));
    add('live messages sent', sum(run, 'hoogo_live_messages_sent_total'));
    add('HTTP requests', sum(run, 'hoogo_http_request_duration_seconds_count'));
    add(
      'HTTP 5xx',
      sum(
        run,
        'hoogo_http_request_duration_seconds_count',
        (labels) => labels.status?.startsWith('5') ?? false,
      ),
    );
  }

  // Lost or doubled, against the database.
  const rowsByKey = new Map<string, StoredConnection[]>();
  let withoutKey = 0;
  for (const row of input.stored) {
    if (!row.key) {
      withoutKey += 1;
      continue;
    }
    rowsByKey.set(row.key, [...(rowsByKey.get(row.key) ?? []), row]);
  }
  const details: string[] = [];
  let told = 0;
  let lost = 0;
  let doubled = 0;
  let phantom = 0;
  let lostAnswers = 0;
  for (const [key, submission] of floor.submissions) {
    if (submission.lostAnswer) lostAnswers += 1;
    const rows = rowsByKey.get(key) ?? [];
    rowsByKey.delete(key);
    if (submission.state === 'accepted') {
      told += 1;
      const match = rows.filter(
        (row) =>
          row.player_key === submission.playerKey &&
          row.x === submission.x &&
          row.y === submission.y &&
          row.connected_name === submission.name,
      );
      if (match.length === 0) {
        lost += 1;
        if (details.length < 10) details.push(`lost: ${submission.name} (${key})`);
      } else if (rows.length > 1) {
        doubled += rows.length - 1;
        if (details.length < 10) details.push(`doubled: ${submission.name} stored ${rows.length} times`);
      }
    } else if (rows.length > 0) {
      phantom += 1;
      if (details.length < 10) details.push(`stored although the phone gave up: ${submission.name}`);
    }
  }
  // Rows no submission of the bench asked for.
  for (const [key, rows] of rowsByKey) {
    doubled += rows.length;
    if (details.length < 10) details.push(`a row under an unknown key ${key}`);
  }
  const names = new Map<string, number>();
  for (const row of input.stored)
    names.set(
      `${row.player_key} ${row.connected_name}`,
      (names.get(`${row.player_key} ${row.connected_name}`) ?? 0) + 1,
    );
  for (const [name, count] of names)
    if (count > 1) {
      doubled += count - 1;
      if (details.length < 10)
        details.push(`one connection in ${count} rows: ${name.split(' ').slice(1).join(' ')}`);
    }
  const csvRows = input.connectionsCsv
    ? input.connectionsCsv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n').length - 1
    : Number.NaN;
  if (csvRows !== input.stored.length)
    problems.push(`the connections export has ${csvRows} rows, the database ${input.stored.length}`);
  const metricAccepted = counters['submissions accepted'] ?? Number.NaN;
  if (metricAccepted !== input.stored.length)
    problems.push(
      `/metrics counted ${metricAccepted} connections stored, the database holds ${input.stored.length}`,
    );

  const actions = recorder.summaries();
  const errors = actions.reduce((total, a) => total + a.errors, 0);
  const reads = summarize(recorder.samples.filter((s) => READS.includes(s.action)).map((s) => s.ms));
  const photo = summarize(
    recorder.samples.filter((s) => s.action === PHOTO && s.outcome === 'ok').map((s) => s.ms),
  );
  const screens = lags.find((lag) => lag.kind === 'big screen');
  const rssPeak = Math.max(...servers.map((s) => s.rssPeakMb));
  const goals = [
    { goal: '0 errors', value: String(errors), met: errors === 0 },
    {
      goal: '0 lost or doubled writes',
      value: `${lost} lost, ${doubled} doubled`,
      met: lost === 0 && doubled === 0 && phantom === 0,
    },
    { goal: 'reads p95 < 300 ms', value: ms(reads.p95), met: reads.p95 < 300 },
    { goal: 'connection with a photo p95 < 1.5 s', value: ms(photo.p95), met: photo.p95 < 1500 },
    {
      goal: 'big screens lag p95 < 1 s',
      value: screens ? ms(screens.p95) : 'n/a',
      met: (screens?.p95 ?? Number.NaN) < 1000,
    },
    { goal: 'RSS < 1 GB per instance', value: `${Math.round(rssPeak)} MB`, met: rssPeak < 1024 },
  ];

  // The chart's series.
  const at = (action: string) =>
    recorder.samples.filter((s) => s.action === action).map((s) => ({ at: s.at, ms: s.ms }));
  const markers = [
    { x: plan.arrivalMs / 1000, label: 'arrivals over' },
    ...['hide a connection', 'remove a player', 'privacy change', 'voting on', 'voting off'].flatMap(
      (action) => {
        const sample = recorder.samples.find((s) => s.action === action);
        return sample ? [{ x: Math.round(sample.at / 100) / 10, label: action }] : [];
      },
    ),
  ];
  const seconds = (points: ReadonlyArray<{ atMs: number }>, value: (index: number) => number): Points =>
    points.map((p, i) => [p.atMs / 1000, value(i)]);
  // Status sockets of all instances together, by scrape (the instances are read at the same ticks).
  const perInstance = input.instances.map((name) => metrics.series(name));
  const statusSockets: Points = (perInstance[0] ?? []).map((point, i) => [
    point.atMs / 1000,
    perInstance.reduce((total, s) => total + (s[i]?.sockets.status ?? 0), 0),
  ]);
  const chart = {
    reads: round(
      Recorder.series(
        recorder.samples.filter((s) => READS.includes(s.action)),
        BUCKET_MS,
        input.endMs,
      ),
    ),
    photo: round(Recorder.series(at(PHOTO), BUCKET_MS, input.endMs)),
    // A screen often shows a connection a millisecond before the phone reads its answer: drawn as 0.
    screens: round(
      Recorder.series(
        (recorder.lags.get('big screen') ?? []).map((lag) => ({ at: lag.at, ms: Math.max(0, lag.ms) })),
        BUCKET_MS,
        input.endMs,
      ),
    ),
    connections: round(recorder.rateSeries(PHOTO, BUCKET_MS, input.endMs)),
    cpu: Object.fromEntries(
      input.instances.map((name) => [
        name,
        round(seconds(metrics.series(name), (i) => metrics.series(name)[i]?.cpuPercent ?? Number.NaN)),
      ]),
    ),
    rss: Object.fromEntries(
      input.instances.map((name) => [
        name,
        round(seconds(metrics.series(name), (i) => metrics.series(name)[i]?.rssMb ?? Number.NaN)),
      ]),
    ),
    statusSockets: round(statusSockets),
    markers,
  };

  const label = `${modeName(input.mode)} ${plan.attendees}`;
  return {
    mode: input.mode,
    attendees: plan.attendees,
    factor: plan.factor,
    arrivalMs: plan.arrivalMs,
    floorMs: plan.floorMs,
    ...input.context,
    generator: input.generator,
    photosKb: [Math.round(Math.min(...input.photos) / 1024), Math.round(Math.max(...input.photos) / 1024)],
    crowdMail: input.crowdMail,
    phones,
    actions,
    lags,
    servers,
    counters,
    check: {
      told,
      rows: input.stored.length,
      lost,
      doubled,
      phantom,
      withoutKey,
      lostAnswers,
      csvRows,
      hidden: input.stored.filter((r) => r.hidden).length,
      details,
    },
    goals,
    chart,
    problems,
    headline: `${label}: ${phones.in}/${plan.attendees} in, ${errors} errors, ${lost} lost, ${doubled} doubled; reads p95 ${ms(reads.p95)}, photo p95 ${ms(photo.p95)}, screens p95 ${screens ? ms(screens.p95) : 'n/a'}, RSS peak ${Math.round(rssPeak)} MB`,
  };
}

const modeName = (mode: EventRun['mode']) =>
  mode === 'embedded'
    ? 'embedded (PGlite)'
    : mode === 'scaled'
      ? 'PostgreSQL + Redis, 2 instances'
      : 'staging';
/**
 * A run's name in bench/event/results/ and docs/charts/: mode and size, and its pace when it is not the
 * default (arrivals over 2.5 min, factor 6), so that a run at the day's pace keeps the default one.
 */
export function runName(run: Pick<EventRun, 'mode' | 'attendees' | 'arrivalMs' | 'factor'>): string {
  const pace =
    run.arrivalMs === 150_000 && run.factor === 6 ? '' : `-${run.arrivalMs / 60_000}min-factor${run.factor}`;
  return `${run.mode}-${run.attendees}${pace}`;
}

const chartFile = (run: EventRun) => `event-${runName(run)}`;
const count = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a');

/** The chart of a run: latencies, the screens' lag, the floor's pace, CPU, memory and sockets over time. */
export function eventChart(run: EventRun): string {
  const names = Object.keys(run.chart.cpu);
  return renderChart({
    title: `The event rehearsed: ${run.attendees.toLocaleString('en-US')} attendees, ${modeName(run.mode)}`,
    subtitle: `${run.date.slice(0, 16).replace('T', ' ')} UTC, commit ${run.commit.slice(0, 10)}; the floor's hour in ${Math.round(run.floorMs / 60_000)} min (factor ${run.factor}); p95 per 10 s`,
    xLabel: 'seconds after the QR code was shown',
    markers: run.chart.markers,
    panels: [
      {
        title: 'API latency (p95)',
        unit: 'ms',
        series: [
          { name: 'connection with a photo', points: run.chart.photo },
          { name: 'reads', points: run.chart.reads },
        ],
        goal: { value: 1500, label: 'photo goal 1.5 s' },
      },
      {
        title: 'Lag from the answer to the big screens (p95)',
        unit: 'ms',
        series: [{ name: 'big screens', points: run.chart.screens }],
        goal: { value: 1000, label: 'goal 1 s' },
      },
      {
        title: 'Connections stored per second',
        unit: '/s',
        series: [{ name: 'connections', points: run.chart.connections }],
      },
      {
        title: 'Server CPU (from /metrics)',
        unit: '% of a core',
        series: names.map((name) => ({ name, points: run.chart.cpu[name] ?? [] })),
      },
      {
        title: 'Server memory, RSS (from /metrics)',
        unit: 'MB',
        series: names.map((name) => ({ name, points: run.chart.rss[name] ?? [] })),
        goal: { value: 1024, label: '1 GB' },
      },
      {
        title: 'Status sockets open (from /metrics)',
        unit: 'sockets',
        series: [{ name: 'status channel', points: run.chart.statusSockets }],
      },
    ],
  });
}

export async function writeCharts(runs: EventRun[], dir: string) {
  mkdirSync(dir, { recursive: true });
  for (const run of runs) {
    const svg = eventChart(run);
    writeFileSync(path.join(dir, `${chartFile(run)}.svg`), svg);
    await svgToPng(svg, path.join(dir, `${chartFile(run)}.png`));
  }
}

/** The kept runs (bench/event/results/<run name>.json), embedded first, then by size, then by pace. */
export function keptRuns(dir: string): EventRun[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as EventRun)
    .sort((a, b) => a.mode.localeCompare(b.mode) || a.attendees - b.attendees || a.arrivalMs - b.arrivalMs);
}

export function renderEventSection(runs: EventRun[]): string {
  const lines: string[] = [
    EVENT_START,
    '## The event, rehearsed',
    '',
    'Generated by `npm run bench:event` (bench/event/run.ts); each run kept in bench/event/results/.',
    '',
    "One whole event through the real HTTP and WebSocket API of the servers `npm start` runs, with their default limits. **Arrivals**: N attendees over 10 simulated minutes (played in the minutes given below), from **one address** (the venue's NAT), at the quantiles of an exponential decay (the burst when the QR code appears, then a tail): the event link and its files, the ticket-code check, the sign-up or sign-in by a code read from a loopback SMTP provider that accepts each mail after 300–1000 ms (20 % of them returning attendees), start-playing (role, registration, card), 30 % fetching the PWA shell (the files of the service worker's precache list the page had not loaded; a browser installs it after the first load), every phone holding the status channel with its heartbeat, 3 % holding the board too. The person's pauses (6–15 s typing the email, 8–20 s reading the mail) are waited, not timed; a page that does not come in 30 s is reloaded 5–15 s later, up to three times (each failure is an error). A 429, or a 503 with a Retry-After (an upload that waited 10 s for one of the server's 4 upload slots), is a *refusal*: the phone waits as told and sends again with the same key. **The floor**: about 10 connections per attendee over an hour (8 % fill the card, the rest 3–14), played faster by the stated factor, each with a friend code of another player in the game and a photo-like JPEG of 400–600 px (the web client's compressed selfies, sizes below), in a random free cell; after 5 % of them a mistake the server must refuse (a name of another letter, an unknown code, a filled cell: \"rule\" below). **The Wi-Fi**: 15 % of the phones lose it once for 5–30 s in the middle of a submission (the connection broken after the request was sent, or when the answer's head came: the answer lost), their sockets going silent without a close; half of them lose it once more with nothing in flight. Back online, the phone opens new sockets and retries the submission with the same Idempotency-Key. **The room**: 3 big screens on the game board (50 rows, paging every 10 s, loading each new selfie), 2 hosts on the activity feed (the organiser and a co-host invited and accepted through the API, from another address); at half the floor a host hides the newest connection, at 60 % removes a player, at 70 % shows first names only (venue privacy). **The end**: voting on, 70 % of the phones asking for their completed connections and voting for up to two, voting off, results, both CSV exports, insights; 50 % of the phones download the people they met (list, .vcf, .csv), 30 % their card's photos. **Checked**: every submission a phone was told was stored, against the database (the connection under its Idempotency-Key, at its cell, with its name): *lost* if absent, *doubled* if stored twice or under a key no phone sent, *phantom* if stored although the phone gave up; the connections export and /metrics' count of stored connections must agree with the database. **Lags**: from the answer of a submission (the phone's clock) to each big screen, phone board and host feed showing it (a message before the answer counts negative), from the host's request to the phones' status channel (voting on) and to the screens' fresh board (privacy change). Server CPU, memory, sockets and the mail queue are read from each instance's `/metrics` every 5 s (METRICS_TOKEN set). PostgreSQL + Redis: a fresh database and the bench's own Redis database, two instances with TRUST_PROXY=1 behind the loopback load balancer of the e2e tests; PostgreSQL's and Redis's own CPU are not in the server figures. The load generator runs on the same 2 cores as the servers.",
    '',
    'Goals at 2,000 attendees: 0 errors and 0 lost or doubled writes; p95 under 300 ms for reads and under 1.5 s for a connection with a photo; p95 lag to the big screens under 1 s; RSS under 1 GB per instance. What bounds each missed goal, with a profile, and what the rehearsal made us fix: docs/decisions/0068-the-event-rehearsed.md.',
    '',
    '| mode | attendees | when | arrivals / floor | in | errors | lost / doubled | reads p95 | photo p95 | screens lag p95 | RSS peak | goals met |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const goal = (run: EventRun, prefix: string) => run.goals.find((g) => g.goal.startsWith(prefix));
  const mark = (run: EventRun, prefix: string) => {
    const found = goal(run, prefix);
    return found ? (found.met ? found.value : `**${found.value}**`) : 'n/a';
  };
  for (const run of runs)
    lines.push(
      `| ${modeName(run.mode)} | ${count(run.attendees)} | ${run.date.slice(0, 16).replace('T', ' ')}, ${run.commit.slice(0, 7)}${run.dirty ? ' (changed)' : ''} | ${(run.arrivalMs / 60_000).toFixed(1)} min / ${Math.round(run.floorMs / 60_000)} min (factor ${run.factor}) | ${count(run.phones.in)} | ${mark(run, '0 errors')} | ${mark(run, '0 lost')} | ${mark(run, 'reads')} | ${mark(run, 'connection')} | ${mark(run, 'big screens')} | ${mark(run, 'RSS')} | ${run.goals.filter((g) => g.met).length} of ${run.goals.length} |`,
    );
  lines.push(
    '',
    'A bold figure misses its goal. Load average (1 minute) at the end of each run is given under its servers.',
    '',
  );
  for (const run of runs) {
    lines.push(`### ${modeName(run.mode)}, ${count(run.attendees)} attendees`, '');
    lines.push(
      `![Latency, screen lag, connections per second, CPU, memory and sockets over the run](charts/${chartFile(run)}.png)`,
      '',
    );
    lines.push(
      `Photos ${run.photosKb[0]}–${run.photosKb[1]} KB. Phones: ${count(run.phones.in)} in, ${run.phones.refused} stopped by a refusal, ${run.phones.failed} by an error, ${run.phones.cut} cut by the run's end${
        Object.keys(run.phones.stoppedAt).length
          ? ` (stopped at: ${Object.entries(run.phones.stoppedAt)
              .map(([where, n]) => `${where} ${n}`)
              .join(', ')})`
          : ''
      }. Mails to the crowd: ${count(run.crowdMail)}.`,
      '',
      '| action | answers | ok | refused (429, 503 + Retry-After) | rule | errors | p50 | p95 | p99 |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const a of run.actions)
      lines.push(
        `| ${a.action} | ${count(a.count)} | ${count(a.ok)} | ${a.refused} | ${a.rule} | ${a.errors ? `**${a.errors}**` : 0} | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(a.p99)} |`,
      );
    const said = run.actions.flatMap((a) => a.sentences.map(([text, n]) => `${a.action}: ${text} (${n})`));
    if (said.length) lines.push('', `What the refusals and errors said: ${said.join('; ')}.`);
    lines.push('', '| lag | count | p50 | p95 | p99 | max |', '|---|---|---|---|---|---|');
    for (const lag of run.lags)
      lines.push(
        `| ${lag.kind} | ${count(lag.count)} | ${ms(lag.p50)} | ${ms(lag.p95)} | ${ms(lag.p99)} | ${ms(lag.max)} |`,
      );
    lines.push(
      '',
      '| server (/metrics) | CPU mean / peak | RSS start / peak / end | event-loop lag p99, worst | sockets peak | mail queue, most |',
      '|---|---|---|---|---|---|',
    );
    for (const s of run.servers)
      lines.push(
        `| ${s.name} | ${Math.round(s.cpuMeanPercent)} % / ${Math.round(s.cpuPeakPercent)} % | ${Math.round(s.rssStartMb)} / ${Math.round(s.rssPeakMb)} / ${Math.round(s.rssEndMb)} MB | ${ms(s.loopLagP99MaxMs)} | ${Object.entries(
          s.socketsPeak,
        )
          .map(([kind, n]) => `${kind} ${n}`)
          .join(', ')} | ${Number.isFinite(s.mailQueueMax) ? s.mailQueueMax : 'n/a'} |`,
      );
    const g = run.generator;
    if (g)
      lines.push(
        `| load generator (the bench's process) | ${Math.round(g.cpuMeanPercent)} % / ${Math.round(g.cpuPeakPercent)} % | peak ${Math.round(g.rssPeakMb)} MB | ${ms(g.loopLagP99MaxMs)} | ${Number.isFinite(g.fdsPeak) ? `${count(g.fdsPeak)} open files of ${count(g.fdLimit)}` : 'n/a'} | n/a |`,
      );
    lines.push(
      '',
      `Counted by /metrics over the run: ${Object.entries(run.counters)
        .map(([name, n]) => `${name} ${count(n)}`)
        .join(
          ', ',
        )}. Load average at the end: ${run.loadBefore.toFixed(1)} on ${run.cores} cores, Node.js ${run.node}.`,
      '',
      `Against the database: ${count(run.check.told)} connections the phones were told were stored, ${count(run.check.rows)} rows (${run.check.hidden} hidden by the hosts), **${run.check.lost} lost, ${run.check.doubled} doubled, ${run.check.phantom} phantom**, ${run.check.withoutKey} without a key; ${run.check.lostAnswers} answers lost to a Wi-Fi drop and retried; the connections export had ${count(run.check.csvRows)} rows.${run.check.details.length ? ` ${run.check.details.join('; ')}.` : ''}`,
      '',
    );
    if (run.problems.length) lines.push('Problems seen:', '', ...run.problems.map((p) => `- ${p}`), '');
  }
  lines.push(EVENT_END);
  return lines.join('\n');
}

export function writeEventSection(file: string, section: string) {
  const previous = readFileSync(file, 'utf8');
  const old = markedSection(previous, EVENT_START, EVENT_END);
  writeFileSync(
    file,
    old ? previous.replace(old, section) : `${previous.replace(/\n*$/, '\n\n')}${section}\n`,
  );
}
