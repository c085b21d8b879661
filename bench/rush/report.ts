import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { markedSection, RUSH_END, RUSH_START } from '../lib/report.ts';
import type { RunContext } from '../lib/run-support.ts';
import { ms, type Summary, summarize } from '../lib/stats.ts';
import { type AttendeeResult, STEPS } from './attendee.ts';
import type { MailLatency } from './mailbox.ts';

export interface ServerUsage {
  name: string;
  /** CPU time (user + system) the process spent during the crowd, in seconds. */
  cpuSeconds: number;
  /** That time over the crowd's wall time, in % of one core. */
  cpuPercentMean: number;
  /** The busiest second, in % of one core. */
  cpuPercentPeak: number;
  rssStartMb: number;
  rssPeakMb: number;
  rssEndMb: number;
  /** Requests the load balancer sent it (two instances). */
  requests?: number;
}

export interface StepSummary {
  step: string;
  count: number;
  ok: number;
  refused: number;
  errors: number;
  /** Latency of every answer of the step (ok or not), ms. */
  latency: Summary;
}

/** A sentence of refusals or errors, how often it came, at which steps and with which Retry-After. */
export interface Sample {
  sentence: string;
  count: number;
  steps: string[];
  retryAfter?: [number, number];
}

export interface RushRun extends RunContext {
  mode: 'embedded' | 'scaled';
  attendees: number;
  returning: number;
  settings: MailLatency & { windowMs: number; think: boolean; returningShare: number };
  outcomes: Record<AttendeeResult['outcome'], number>;
  /** Where the attendees who did not get in stopped. */
  stoppedAt: Record<string, number>;
  steps: StepSummary[];
  /** Sum of the server-facing steps, of those who got in. */
  qrToGrid: Summary;
  mailDelivery: Summary;
  mailAfterAnswer: Summary;
  /** The crowd's mail at the provider (addresses: distinct recipients; absent in older runs). */
  mail: { accepted: number; addresses?: number; connections: number; failed: number };
  /** When the last attendee got in, ms after the QR code was shown (NaN: nobody did). */
  lastInMs: number;
  crowdMs: number;
  refusals: Sample[];
  errors: Sample[];
  usage: ServerUsage[];
  problems: string[];
  headline: string;
}

function samples(calls: AttendeeResult['calls'], kind: 'refused' | 'error'): Sample[] {
  const bySentence = new Map<string, Sample>();
  for (const call of calls) {
    if (call.kind !== kind) continue;
    const said = call.sentence ?? String(call.status);
    const sentence = kind === 'error' ? `HTTP ${call.status}: ${said}` : said;
    // One entry per sentence whatever its numbers (the seconds to wait): the first one heard is shown.
    const key = sentence.replace(/\d+/g, 'N');
    const sample = bySentence.get(key) ?? { sentence, count: 0, steps: [] };
    sample.count += 1;
    if (!sample.steps.includes(call.step)) sample.steps.push(call.step);
    if (call.retryAfter !== undefined) {
      const [low, high] = sample.retryAfter ?? [call.retryAfter, call.retryAfter];
      sample.retryAfter = [Math.min(low, call.retryAfter), Math.max(high, call.retryAfter)];
    }
    bySentence.set(key, sample);
  }
  return [...bySentence.values()].sort((a, b) => b.count - a.count).slice(0, 6);
}

/** The run's figures from every attendee's record. */
export function summarizeRun(
  input: {
    mode: RushRun['mode'];
    attendees: number;
    returning: number;
    results: AttendeeResult[];
    crowdMs: number;
    usage: ServerUsage[];
    mail: RushRun['mail'];
    settings: RushRun['settings'];
    problems: string[];
  } & RunContext,
): RushRun {
  const { results } = input;
  const calls = results.flatMap((r) => r.calls);
  const outcomes = { in: 0, refused: 0, failed: 0, cut: 0 };
  const stoppedAt: Record<string, number> = {};
  for (const r of results) {
    outcomes[r.outcome] += 1;
    if (r.outcome !== 'in') {
      const key = `${r.outcome} at ${r.stoppedAt ?? '?'}`;
      stoppedAt[key] = (stoppedAt[key] ?? 0) + 1;
    }
  }
  const steps = STEPS.map((step) => {
    const of = calls.filter((c) => c.step === step);
    return {
      step,
      count: of.length,
      ok: of.filter((c) => c.kind === 'ok').length,
      refused: of.filter((c) => c.kind === 'refused').length,
      errors: of.filter((c) => c.kind === 'error').length,
      latency: summarize(of.map((c) => c.ms)),
    };
  }).filter((step) => step.count > 0);
  const got = results.filter((r) => r.outcome === 'in');
  const qrToGrid = summarize(got.map((r) => r.serverMs as number));
  const lastInMs = got.length ? Math.max(...got.map((r) => r.finishedMs as number)) : Number.NaN;
  const refusedCalls = calls.filter((c) => c.kind === 'refused').length;
  const errorCalls = calls.filter((c) => c.kind === 'error').length;
  const noMail = results.filter((r) => r.outcome === 'failed' && r.stoppedAt === 'mail').length;
  const run: RushRun = {
    mode: input.mode,
    attendees: input.attendees,
    returning: input.returning,
    date: input.date,
    commit: input.commit,
    dirty: input.dirty,
    cores: input.cores,
    node: input.node,
    loadBefore: input.loadBefore,
    settings: input.settings,
    outcomes,
    stoppedAt,
    steps,
    qrToGrid,
    mailDelivery: summarize(
      results.flatMap((r) => (r.mailDeliveryMs === undefined ? [] : [r.mailDeliveryMs])),
    ),
    mailAfterAnswer: summarize(
      results.flatMap((r) => (r.mailAfterAnswerMs === undefined ? [] : [r.mailAfterAnswerMs])),
    ),
    mail: input.mail,
    lastInMs,
    crowdMs: input.crowdMs,
    refusals: samples(calls, 'refused'),
    errors: samples(calls, 'error'),
    usage: input.usage,
    problems: [...input.problems, ...(noMail ? [`${noMail} attendees never got their mail`] : [])],
    headline: '',
  };
  run.headline = `in ${outcomes.in}/${input.attendees}, refused ${outcomes.refused} (${refusedCalls} answers 429), failed ${outcomes.failed} (${errorCalls} errors), cut ${outcomes.cut}; QR-to-grid p50 ${ms(qrToGrid.p50)} p95 ${ms(qrToGrid.p95)} p99 ${ms(qrToGrid.p99)}; CPU ${input.usage.map((u) => `${u.name} ${Math.round(u.cpuPercentMean)} % mean / ${Math.round(u.cpuPercentPeak)} % peak, RSS peak ${Math.round(u.rssPeakMb)} MB`).join('; ')}`;
  return run;
}

const MODE_NAMES = { embedded: 'embedded (PGlite)', scaled: 'PostgreSQL + Redis, 2 instances' } as const;
const n = (value: number) => value.toLocaleString('en-US');
const fin = (value: number | null | undefined) => typeof value === 'number' && Number.isFinite(value);
const msOf = (value: number | null | undefined) => (fin(value) ? ms(value as number) : 'n/a');
const seconds = (value: number | null | undefined) =>
  fin(value) ? `${((value as number) / 1000).toFixed(1)} s` : 'n/a';
const triple = (s: Summary) => (s.count ? `${msOf(s.p50)} / ${msOf(s.p95)} / ${msOf(s.p99)}` : 'n/a');
const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
const GOAL_P95_MS = 2_000;
const verdict = (met: boolean) => (met ? '**met**' : '**missed**');

/** When and on which code the runs were measured: one phrase per commit, with the span of their times. */
function describe(runs: RushRun[]): string {
  const keyOf = (run: RushRun) => `${run.commit}${run.dirty ? ' dirty' : ''}`;
  return [...new Set(runs.map(keyOf))]
    .map((key) => {
      const of = runs.filter((run) => keyOf(run) === key);
      const times = of.map((run) => run.date.slice(11, 16)).sort();
      const span = times.length > 1 ? `${times[0]}–${times[times.length - 1]}` : times[0];
      const { commit, dirty, date } = of[0] as RushRun;
      return `${date.slice(0, 10)} ${span} UTC, commit ${commit.slice(0, 10)}${dirty ? ' with uncommitted changes of the code' : ''}`;
    })
    .join('; ');
}

/** The rows of the before and this run, paired by mode and crowd size. */
function pairs(after: RushRun[], before: RushRun[] | undefined) {
  const key = (r: RushRun) => `${r.mode} ${r.attendees}`;
  const keys = [...new Set([...(before ?? []).map(key), ...after.map(key)])];
  return keys.map((k) => ({
    before: before?.find((r) => key(r) === k),
    after: after.find((r) => key(r) === k),
  }));
}

/**
 * The section of docs/benchmarks.md: `runs` is this run's figures; `before`, when given, the kept
 * "before" shown beside them; `isBefore` says this run is itself the before.
 */
export function renderRushSection(runs: RushRun[], before: RushRun[] | undefined, isBefore: boolean): string {
  const first = runs[0] as RushRun;
  const s = first.settings;
  const label = (run: RushRun, which: 'before' | 'after') =>
    `${which} (${run.date.slice(0, 10)}, ${run.commit.slice(0, 7)})`;
  const rows: Array<{ run: RushRun; which: 'before' | 'after' }> = [];
  for (const pair of pairs(runs, isBefore ? undefined : before)) {
    if (pair.before) rows.push({ run: pair.before, which: 'before' });
    if (pair.after) rows.push({ run: pair.after, which: isBefore ? 'before' : 'after' });
  }
  const runName = ({ run, which }: (typeof rows)[number]) =>
    `${MODE_NAMES[run.mode]}, ${n(run.attendees)} attendees, ${label(run, which)}`;

  const verdictRows = rows.map(({ run, which }) => {
    const errors = run.steps.reduce((sum, step) => sum + step.errors, 0) + run.outcomes.cut;
    const refusals = run.steps.reduce((sum, step) => sum + step.refused, 0);
    return [
      MODE_NAMES[run.mode],
      n(run.attendees),
      label(run, which),
      `**${n(run.outcomes.in)}**`,
      `${n(run.outcomes.refused)} (${n(refusals)} × 429)`,
      `${n(run.outcomes.failed)}${run.outcomes.cut ? ` + ${n(run.outcomes.cut)} cut` : ''}`,
      triple(run.qrToGrid),
      seconds(run.lastInMs),
      verdict(refusals === 0),
      verdict(errors === 0),
      verdict(run.outcomes.in === run.attendees && fin(run.qrToGrid.p95) && run.qrToGrid.p95 < GOAL_P95_MS),
    ];
  });

  const stepTables = rows.flatMap((row) => [
    `**${runName(row)}**: ${
      Object.entries(row.run.stoppedAt)
        .map(([where, count]) => `${count} ${where}`)
        .join(', ') || 'everyone got in'
    }.`,
    '',
    table(
      ['step', 'requests', 'ok', 'refused (429)', 'errors', 'p50', 'p95', 'p99'],
      row.run.steps.map((step) => [
        step.step,
        n(step.count),
        n(step.ok),
        n(step.refused),
        n(step.errors),
        msOf(step.latency.p50),
        msOf(step.latency.p95),
        msOf(step.latency.p99),
      ]),
    ),
    '',
  ]);

  const serverRows = rows.map(({ run, which }) => [
    MODE_NAMES[run.mode],
    n(run.attendees),
    label(run, which),
    `${n(run.mail.accepted)} mails${run.mail.addresses !== undefined ? ` to ${n(run.mail.addresses)} addresses` : ''}, ${n(run.mail.connections)} connections`,
    triple(run.mailDelivery),
    triple(run.mailAfterAnswer),
    run.usage
      .map(
        (u) =>
          `${u.name}: ${Math.round(u.cpuPercentMean)} % mean, ${Math.round(u.cpuPercentPeak)} % busiest second, ${fin(u.cpuSeconds) ? u.cpuSeconds.toFixed(1) : 'n/a'} CPU s${u.requests !== undefined ? `, ${n(u.requests)} requests` : ''}`,
      )
      .join('; '),
    run.usage.map((u) => `${Math.round(u.rssStartMb)} → ${Math.round(u.rssPeakMb)} MB`).join('; '),
    fin(run.loadBefore) ? run.loadBefore.toFixed(1) : 'n/a',
  ]);

  const sentences = rows.flatMap((row) => {
    const lines = [
      ...row.run.refusals.map(
        (r) =>
          `  - refused ${n(r.count)} × at ${r.steps.join(', ')}${r.retryAfter ? ` (Retry-After ${r.retryAfter[0]}–${r.retryAfter[1]} s)` : ''}: "${r.sentence}"`,
      ),
      ...row.run.errors.map((e) => `  - error ${n(e.count)} × at ${e.steps.join(', ')}: ${e.sentence}`),
      ...row.run.problems.map((p) => `  - ${p}`),
    ];
    return lines.length ? [`- ${runName(row)}:`, ...lines] : [];
  });

  const beforeRuns = rows.filter((r) => r.which === 'before').map((r) => r.run);
  const afterRuns = rows.filter((r) => r.which === 'after').map((r) => r.run);
  return [
    RUSH_START,
    '',
    "## The morning rush: a venue's crowd behind one address",
    '',
    `Generated by \`npm run bench:rush\` (bench/rush/run.ts). ${beforeRuns.length ? `**Before**: ${describe(beforeRuns)} (kept in bench/rush/baseline-before.json).` : ''} ${afterRuns.length ? `**After**: ${describe(afterRuns)}.` : 'No run after it yet: run `BENCH_WRITE=1 npm run bench:rush -- --attendees=200,500` to put one beside it.'} ${first.cores} cores, Node.js ${first.node}.`,
    '',
    `A crowd of N attendees arrives over ${s.windowMs / 60_000} minutes from **one address** (loopback, 127.0.0.1: a venue's Wi-Fi behind its NAT as the server sees it), at the quantiles of an exponential decay with a time constant of a quarter of the window (about 65 % in the first quarter: the burst when the QR code appears on the screen, then a tail). Each attendee goes through the real HTTP API of the server \`npm start\` runs (the compiled build, NODE_ENV=production, its web build, **its default limits**: no variable that could set a limit is passed on), as the web app calls it: the event link signed out (the HTML page and the ${'`/assets/`'} files it links, up to 6 at once, timed as one step), check-play-with-ticket-code (the sign-in form asks it), generate-otp (Login) answered 1001 then pre-register (new attendees) or 200 (the ${Math.round(s.returningShare * 100)} % returning attendees, whose accounts exist before the rush, seeded with SQL), the code read from the mail's text (the first 6-digit number) at a loopback SMTP provider that accepts each mail after ${s.minMs}–${s.maxMs} ms (evenly drawn) and opens each connection after ${s.connectMs} ms (TLS and greeting at a real provider)${s.maxConnections ? `, at most ${s.maxConnections} connections at once` : ''}, register with a name or login with the code, then the player page's get-info, get-event-register-id (join) and get-user-matrix (the grid). ${s.think ? "The person's pauses are waited but not timed: 6–15 s typing the email, 8–20 s from the answer to typing the code (and name)." : 'No pauses: each step follows the last.'} **QR-to-grid** is the sum of the server-facing steps of those who got in (the person's typing and the wait for the mail left out); the mail is given apart: *delivery* from the request that sends it until it is readable, *after the answer* what an attendee quicker than the mail would wait beyond the answer. An attendee refused (HTTP 429) or failed (another status, no answer within 30 s, no mail within 60 s) stops there: the figures say how many got in without help, not how long the crowd needed with retries. The organiser signs up, creates the event and fills its 25-letter grid through the API first, from 127.0.0.2 (another address). PostgreSQL + Redis: a fresh database, the bench's own Redis database emptied first, two instances with TRUST_PROXY=1 behind a loopback load balancer that sends each request to the next instance in turn (e2e/support/proxy.ts); PostgreSQL's and Redis's own CPU are not in the server figures. Each run is bounded to 10 minutes. Goals: 0 refusals of honest attendees, 0 errors, p95 QR-to-grid under ${GOAL_P95_MS / 1000} s with everyone in.`,
    '',
    table(
      [
        'mode',
        'attendees',
        'run',
        'got in',
        'refused (429 answers)',
        'failed',
        'QR-to-grid p50 / p95 / p99',
        'last one in',
        '0 refusals',
        '0 errors',
        'p95 < 2 s, all in',
      ],
      verdictRows,
    ),
    '',
    'The machine is shared: its load average (1 minute) when the QR code was shown is in the last column of "Mail and server"; above its 2 cores, the latencies are upper bounds.',
    '',
    '### Each step',
    '',
    'Latency of every answer of the step (refusals and errors included), measured by the client; "event page" is the HTML and its files.',
    '',
    ...stepTables,
    '### Mail and server',
    '',
    table(
      [
        'mode',
        'attendees',
        'run',
        'SMTP',
        'mail delivery p50 / p95 / p99',
        'mail after the answer p50 / p95 / p99',
        'server CPU during the crowd (% of one core)',
        'server RSS start → peak',
        'load before',
      ],
      serverRows,
    ),
    '',
    '### What the refusals and errors said',
    '',
    ...(sentences.length ? sentences : ['None.']),
    '',
    RUSH_END,
  ].join('\n');
}

/** Writes (or replaces) the rush section of docs/benchmarks.md, leaving the rest as it is. */
export function writeRushSection(file: string, section: string) {
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const old = markedSection(previous, RUSH_START, RUSH_END);
  writeFileSync(
    file,
    old ? previous.replace(old, section) : `${previous.replace(/\n*$/, '\n\n')}${section}\n`,
  );
}
