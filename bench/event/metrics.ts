import { performance } from 'node:perf_hooks';

/**
 * Reading the server's `/metrics` (apps/server/src/lib/metrics.ts, prom-client's text format 0.0.4)
 * during a rehearsal: what the server itself counted (CPU, memory, event loop, sockets, requests), next
 * to what the bench measured from outside. Self-contained: no Prometheus to run, no dependency.
 */

/** One line of the exposition: `name{label="value",...} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

/** One scrape: its samples in the order written, and the families' types from their `# TYPE` lines. */
export interface MetricSamples {
  samples: Sample[];
  /** By family name (a histogram's base name, without `_bucket`, `_sum`, `_count`). */
  types: Record<string, MetricType>;
}

/** Keeps only some label sets of a metric; it is given the sample's labels (a bucket's without `le`). */
export type LabelFilter = (labels: Record<string, string>) => boolean;

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*/;
/** A float as Prometheus reads one: NaN and Inf in any case (prom-client writes `Nan`). */
const FLOAT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const TYPES = new Set<string>(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

function parseValue(text: string): number | undefined {
  const lower = text.toLowerCase();
  if (lower === 'nan') return Number.NaN;
  if (lower === '+inf' || lower === 'inf') return Number.POSITIVE_INFINITY;
  if (lower === '-inf') return Number.NEGATIVE_INFINITY;
  return FLOAT.test(text) ? Number(text) : undefined;
}

/**
 * The labels between `{` (at `start`) and `}`, unescaping `\\`, `\"` and `\n` in values; answers them
 * with the index after the `}`. Read character by character, since an escaped quote or a comma inside a
 * value fools any pattern that splits on them.
 */
function parseLabels(line: string, start: number, fail: (why: string) => never) {
  const labels: Record<string, string> = {};
  let i = start + 1;
  const skipSpaces = () => {
    while (line[i] === ' ' || line[i] === '\t') i += 1;
  };
  for (;;) {
    skipSpaces();
    if (line[i] === '}') return { labels, end: i + 1 };
    const name = LABEL_NAME.exec(line.slice(i))?.[0];
    if (!name) fail('a label name expected');
    i += name.length;
    skipSpaces();
    if (line[i] !== '=') fail(`'=' expected after label ${name}`);
    i += 1;
    skipSpaces();
    if (line[i] !== '"') fail(`a quoted value expected for label ${name}`);
    i += 1;
    let value = '';
    for (;;) {
      const c = line[i];
      if (c === undefined) fail(`unterminated value of label ${name}`);
      i += 1;
      if (c === '"') break;
      if (c === '\\') {
        const next = line[i];
        i += 1;
        // Only three escapes exist; anything else after a backslash is kept as written.
        value += next === 'n' ? '\n' : next === '\\' || next === '"' ? next : `\\${next ?? ''}`;
      } else value += c;
    }
    labels[name] = value;
    skipSpaces();
    if (line[i] === ',') i += 1;
    else if (line[i] !== '}') fail(`',' or '}' expected after label ${name}`);
  }
}

/**
 * Parses the Prometheus text exposition format. `# HELP` lines and other comments are skipped, `# TYPE`
 * lines give the families' types; a sample's optional timestamp is ignored. A line that is none of these
 * throws, naming its number: a page that is not an exposition (a proxy's error page) should not read as
 * an empty scrape.
 */
export function parseMetrics(text: string): MetricSamples {
  const samples: Sample[] = [];
  const types: Record<string, MetricType> = {};
  const lines = text.split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const fail: (why: string) => never = (why) => {
      throw new Error(`metrics line ${index + 1}: ${why}: ${line.slice(0, 200)}`);
    };
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      const type = /^#\s*TYPE\s+(\S+)\s+(\S+)\s*$/.exec(line);
      if (type) {
        const kind = type[2]?.toLowerCase() ?? '';
        if (!TYPES.has(kind)) fail(`unknown type ${kind}`);
        types[type[1] as string] = kind as MetricType;
      }
      continue;
    }
    const trimmed = line.trimStart();
    const name = NAME.exec(trimmed)?.[0];
    if (!name) fail('a metric name expected');
    let i = name.length;
    while (trimmed[i] === ' ' || trimmed[i] === '\t') i += 1;
    let labels: Record<string, string> = {};
    if (trimmed[i] === '{') ({ labels, end: i } = parseLabels(trimmed, i, fail));
    const [valueText, timestamp, extra] = trimmed.slice(i).trim().split(/\s+/);
    const value = parseValue(valueText ?? '');
    if (value === undefined) fail(`not a value: '${valueText ?? ''}'`);
    if (extra !== undefined || (timestamp !== undefined && !/^-?\d+$/.test(timestamp)))
      fail('unexpected text after the value');
    samples.push({ name, labels, value });
  }
  return { samples, types };
}

/** The type of a sample's family: its own name's, else its base name's (`_bucket`, `_sum`, `_count`). */
function typeOf(scrape: MetricSamples, name: string): MetricType | undefined {
  const own = scrape.types[name];
  if (own) return own;
  const base = /^(.*)_(bucket|sum|count)$/.exec(name)?.[1];
  return base === undefined ? undefined : scrape.types[base];
}

/** The samples named `name` whose labels pass the filter. */
export function select(scrape: MetricSamples, name: string, filter?: LabelFilter): Sample[] {
  return scrape.samples.filter((s) => s.name === name && (!filter || filter(s.labels)));
}

/** The sum of the samples named `name` whose labels pass the filter; 0 when none do. */
export function sum(scrape: MetricSamples, name: string, filter?: LabelFilter): number {
  let total = 0;
  for (const sample of select(scrape, name, filter)) total += sample.value;
  return total;
}

/**
 * The value of the one sample named `name` (with exactly these labels, when given); NaN when there is
 * none: a gauge the server did not write (a metric switched off) must not read as 0.
 */
export function value(scrape: MetricSamples, name: string, labels?: Record<string, string>): number {
  const wanted = labels ? Object.entries(labels) : [];
  const sample = scrape.samples.find(
    (s) =>
      s.name === name &&
      (!labels || Object.keys(s.labels).length === wanted.length) &&
      wanted.every(([k, v]) => s.labels[k] === v),
  );
  return sample ? sample.value : Number.NaN;
}

const labelsWithout = (labels: Record<string, string>, drop: string) =>
  Object.fromEntries(Object.entries(labels).filter(([k]) => k !== drop));

/** The cumulative buckets of histogram `name`, summed by `le` over the label sets that pass the filter. */
function buckets(scrape: MetricSamples, name: string, filter?: LabelFilter) {
  const byBound = new Map<number, number>();
  for (const sample of select(scrape, `${name}_bucket`)) {
    const le = sample.labels.le;
    if (le === undefined) continue;
    if (filter && !filter(labelsWithout(sample.labels, 'le'))) continue;
    const bound = parseValue(le);
    if (bound === undefined || Number.isNaN(bound)) continue;
    byBound.set(bound, (byBound.get(bound) ?? 0) + sample.value);
  }
  return [...byBound].map(([bound, count]) => ({ bound, count })).sort((a, b) => a.bound - b.bound);
}

/**
 * The q-quantile (0..1) of histogram `name` (its base name, without `_bucket`) as Prometheus's
 * histogram_quantile computes it: the bucket holding the rank is found, and the value interpolated
 * linearly within it (from 0 for the first bucket). So the answer is exact only to a bucket's width; a
 * rank in the +Inf bucket answers the highest finite bound. NaN when there are no observations or no
 * +Inf bucket. Label sets that pass the filter are added together, bucket by bucket.
 */
export function histogramQuantile(
  scrape: MetricSamples,
  name: string,
  q: number,
  filter?: LabelFilter,
): number {
  if (Number.isNaN(q)) return Number.NaN;
  if (q < 0) return Number.NEGATIVE_INFINITY;
  if (q > 1) return Number.POSITIVE_INFINITY;
  const sorted = buckets(scrape, name, filter);
  const last = sorted[sorted.length - 1];
  if (sorted.length < 2 || !last || last.bound !== Number.POSITIVE_INFINITY) return Number.NaN;
  // Counts read from several label sets (or a diff across a restart) may dip; a cumulative one cannot.
  for (let i = 1; i < sorted.length; i += 1) {
    const here = sorted[i] as { count: number };
    here.count = Math.max(here.count, (sorted[i - 1] as { count: number }).count);
  }
  const observations = last.count;
  if (!(observations > 0)) return Number.NaN;
  const rank = q * observations;
  const at = sorted.findIndex((b) => b.count >= rank);
  const bucket = sorted[at] as { bound: number; count: number };
  if (at === sorted.length - 1) return (sorted[at - 1] as { bound: number }).bound;
  if (at === 0 && bucket.bound <= 0) return bucket.bound;
  const below = at === 0 ? { bound: 0, count: 0 } : (sorted[at - 1] as { bound: number; count: number });
  const inBucket = bucket.count - below.count;
  if (inBucket <= 0) return below.bound;
  return below.bound + (bucket.bound - below.bound) * ((rank - below.count) / inBucket);
}

/** The mean observation of histogram `name` (`_sum` / `_count`) over the label sets that pass the filter. */
export function histogramMean(scrape: MetricSamples, name: string, filter?: LabelFilter): number {
  const count = sum(scrape, `${name}_count`, filter);
  return count > 0 ? sum(scrape, `${name}_sum`, filter) / count : Number.NaN;
}

/** Whether a sample only ever grows while its process lives: counters, and a histogram's or summary's totals. */
function isCumulative(scrape: MetricSamples, name: string): boolean {
  const type = typeOf(scrape, name);
  if (type === 'counter') return true;
  if (type === 'histogram') return /_(bucket|sum|count)$/.test(name);
  if (type === 'summary') return /_(sum|count)$/.test(name);
  // Without a TYPE line, the naming convention is all there is.
  return type === undefined && name.endsWith('_total');
}

const keyOf = (sample: Sample) =>
  `${sample.name}\u0000${Object.entries(sample.labels)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}\u0001${v}`)
    .join('\u0000')}`;

/**
 * What happened between two scrapes of one process: counters and histograms (buckets, sum, count) as
 * `after - before`, so that sum and histogramQuantile over the result describe that window alone;
 * gauges as they were `after`. A series that appeared in between counts from 0. A count lower than
 * before means the process restarted (as Prometheus's increase() reads a drop): its whole `after` value
 * is the window's.
 */
export function diff(after: MetricSamples, before: MetricSamples): MetricSamples {
  const earlier = new Map(before.samples.map((s) => [keyOf(s), s.value]));
  const samples = after.samples.map((sample) => {
    if (!isCumulative(after, sample.name)) return { ...sample, labels: { ...sample.labels } };
    const was = earlier.get(keyOf(sample)) ?? 0;
    const delta = sample.value >= was ? sample.value - was : sample.value;
    return { name: sample.name, labels: { ...sample.labels }, value: delta };
  });
  return { samples, types: { ...after.types } };
}

/**
 * Reads `url` once: `Authorization: Bearer <token>` when a token is given (the server's METRICS_TOKEN).
 * Throws an Error naming the URL on anything but a 200 (with the start of the answer), on a timeout and
 * on a connection that failed.
 */
export async function scrapeMetrics(
  url: string,
  token: string | undefined,
  timeoutMs = 5000,
): Promise<MetricSamples> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'text/plain', ...(token !== undefined && { authorization: `Bearer ${token}` }) },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const why =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : // fetch's own message is "fetch failed"; the reason (ECONNREFUSED...) is its cause.
          String((error as Error & { cause?: Error }).cause?.message ?? (error as Error).message ?? error);
    throw new Error(`GET ${url}: ${why}`);
  }
  const text = await response.text().catch(() => '');
  if (response.status !== 200) {
    const start = text.slice(0, 200).replace(/\s+/g, ' ').trim();
    throw new Error(`GET ${url}: ${response.status} ${response.statusText}${start ? ` (${start})` : ''}`);
  }
  return parseMetrics(text);
}

/** A server whose `/metrics` the recorder reads. */
export interface MetricsTarget {
  name: string;
  url: string;
  token?: string;
}

/** What one scrape of one server said, reduced to what a rehearsal's chart shows. */
export interface MetricsPoint {
  /** When the server was read: ms since start(), half-way between the request and its answer. */
  atMs: number;
  /** CPU time over wall time since the previous scrape, in % of one core (NaN on the first). */
  cpuPercent: number;
  rssMb: number;
  /**
   * The event loop delay's p99 since the previous collection of any scraper (prom-client resets its
   * histogram at each), in ms. It includes prom-client's 10 ms sampling period: an idle loop reads ~10.
   */
  eventLoopLagP99Ms: number;
  /** Live sockets open, by kind (game, voting, status, activity). */
  sockets: Record<string, number>;
  /** OTP mails queued, all instances together; NaN when the server could not read the queue. */
  mailQueue: number;
  /** HTTP requests answered per second since the previous scrape, all routes (NaN on the first). */
  requestsPerSecond: number;
  /** Connections stored since the process started (the counter itself). */
  submissionsAccepted: number;
}

interface Track {
  target: MetricsTarget;
  points: MetricsPoint[];
  first?: MetricSamples;
  last?: MetricSamples;
  lastAtMs: number;
  errors: number;
  lastError?: string;
  timer?: NodeJS.Timeout;
  inFlight?: Promise<void>;
}

/**
 * Like sum(), but NaN for a metric the server does not serve at all, so that it shows as a gap. A family
 * with a TYPE line and no sample yet (a labelled histogram before its first request) is 0.
 */
function total(scrape: MetricSamples, name: string): number {
  if (select(scrape, name).length > 0) return sum(scrape, name);
  return typeOf(scrape, name) === undefined ? Number.NaN : 0;
}

/** Growth per second between two readings of a counter; NaN without an earlier one or across a restart. */
const perSecond = (now: number, was: number, seconds: number) =>
  seconds > 0 && now >= was ? (now - was) / seconds : Number.NaN;

/**
 * Scrapes each target every `intervalMs` while a rehearsal runs and keeps a time series per target,
 * plus its first and last scrapes whole (totals over the run: diff(last, first)). A failed scrape is
 * counted, never thrown: a server too busy to answer its metrics is a finding, not a reason to stop the
 * bench. A target is never read twice at once; a scrape slower than the interval skips the ticks it
 * overran. The timers are unref'd: a recorder left running does not hold the process open.
 */
export class MetricsRecorder {
  private readonly tracks = new Map<string, Track>();
  private readonly intervalMs: number;
  private startedAt = 0;
  private running = false;

  constructor(targets: MetricsTarget[], intervalMs = 5000) {
    this.intervalMs = intervalMs;
    for (const target of targets) {
      if (this.tracks.has(target.name)) throw new Error(`two metrics targets named ${target.name}`);
      this.tracks.set(target.name, { target, points: [], lastAtMs: 0, errors: 0 });
    }
  }

  /** Takes a first scrape of every target now, then one every interval. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.startedAt = performance.now();
    for (const track of this.tracks.values()) this.tick(track, 0);
  }

  /** Stops the timers, waits for scrapes under way, then takes a last scrape of every target. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    const tracks = [...this.tracks.values()];
    for (const track of tracks) clearTimeout(track.timer);
    await Promise.all(tracks.map((track) => track.inFlight));
    await Promise.all(tracks.map((track) => this.scrape(track)));
  }

  /** The time series of one target, one point per successful scrape. */
  series(name: string): readonly MetricsPoint[] {
    return this.track(name).points;
  }

  /** The first successful scrape of a target (undefined when none succeeded). */
  first(name: string): MetricSamples | undefined {
    return this.track(name).first;
  }

  /** The last successful scrape of a target (undefined when none succeeded). */
  last(name: string): MetricSamples | undefined {
    return this.track(name).last;
  }

  /** Scrapes of a target that failed, with the last one's reason. */
  errors(name: string): { count: number; last: string | undefined } {
    const track = this.track(name);
    return { count: track.errors, last: track.lastError };
  }

  get targets(): string[] {
    return [...this.tracks.keys()];
  }

  private track(name: string): Track {
    const track = this.tracks.get(name);
    if (!track) throw new Error(`no metrics target named ${name}`);
    return track;
  }

  /** Scrapes now, then schedules the next tick on the interval's grid (from start()). */
  private tick(track: Track, n: number): void {
    track.inFlight = this.scrape(track).then(() => {
      track.inFlight = undefined;
      if (!this.running) return;
      const elapsed = performance.now() - this.startedAt;
      const next = Math.max(n + 1, Math.ceil(elapsed / this.intervalMs));
      track.timer = setTimeout(() => this.tick(track, next), next * this.intervalMs - elapsed);
      track.timer.unref();
    });
  }

  private async scrape(track: Track): Promise<void> {
    const asked = performance.now();
    let scrape: MetricSamples;
    try {
      scrape = await scrapeMetrics(track.target.url, track.target.token, Math.max(1000, this.intervalMs));
    } catch (error) {
      track.errors += 1;
      track.lastError = error instanceof Error ? error.message : String(error);
      return;
    }
    const atMs = (asked + performance.now()) / 2 - this.startedAt;
    const previous = track.last;
    const seconds = (atMs - track.lastAtMs) / 1000;
    const sockets: Record<string, number> = {};
    for (const sample of select(scrape, 'hoogo_live_sockets'))
      sockets[sample.labels.kind ?? ''] = sample.value;
    const requests = (s: MetricSamples) => total(s, 'hoogo_http_request_duration_seconds_count');
    const cpu = (s: MetricSamples) => total(s, 'process_cpu_seconds_total');
    track.points.push({
      atMs,
      cpuPercent: previous ? perSecond(cpu(scrape), cpu(previous), seconds) * 100 : Number.NaN,
      rssMb: total(scrape, 'process_resident_memory_bytes') / 2 ** 20,
      eventLoopLagP99Ms: total(scrape, 'nodejs_eventloop_lag_p99_seconds') * 1000,
      sockets,
      mailQueue: total(scrape, 'hoogo_mail_queue_length'),
      requestsPerSecond: previous ? perSecond(requests(scrape), requests(previous), seconds) : Number.NaN,
      submissionsAccepted: total(scrape, 'hoogo_submissions_accepted_total'),
    });
    track.first ??= scrape;
    track.last = scrape;
    track.lastAtMs = atMs;
  }
}
