import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closedAddress } from '@hoogo/testing/ports';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// The bench's own modules (bench/event, run by `npm run bench:event`): no vitest project of their own,
// so their tests live with the server's, which makes the metrics they read. `.js` as the server's
// imports are written; vite and tsc find the `.ts` file.
import { escapeXml, renderChart, svgToPng } from '../../../bench/event/chart.js';
import {
  diff,
  histogramMean,
  histogramQuantile,
  MetricsRecorder,
  parseMetrics,
  scrapeMetrics,
  select,
  sum,
  value,
} from '../../../bench/event/metrics.js';
import { createMetrics } from '../src/lib/metrics.js';

const BUCKETS = [0.1, 0.5, 1, 5];
/** 100 observations spread evenly over (0, 1], and 20 beyond the last finite bucket. */
const EVEN = Array.from({ length: 100 }, (_, i) => (i + 1) / 100);
const ODD_LABEL = 'say "hi" \\ and\nbye';

/** A registry of each kind of metric prom-client writes, with known values. */
function sampleRegistry() {
  const registry = new Registry();
  const registers = [registry];
  const refused = new Counter({
    name: 't_refused_total',
    help: 'Refusals.',
    labelNames: ['reason'],
    registers,
  });
  const latency = new Histogram({
    name: 't_latency_seconds',
    help: 'Latency with a "quoted" \\ help.',
    labelNames: ['method'],
    buckets: BUCKETS,
    registers,
  });
  const queue = new Gauge({ name: 't_queue_length', help: 'Unknown: NaN.', registers });
  const bounds = new Gauge({ name: 't_bounds', help: 'Infinities.', labelNames: ['side'], registers });
  refused.inc({ reason: 'code_used' }, 3);
  refused.inc({ reason: 'cell_filled' }, 2);
  refused.inc({ reason: ODD_LABEL }, 1);
  for (const seconds of EVEN) latency.observe({ method: 'GET' }, seconds);
  for (let i = 0; i < 20; i += 1) latency.observe({ method: 'POST' }, 7);
  queue.set(Number.NaN);
  bounds.set({ side: 'high' }, Number.POSITIVE_INFINITY);
  bounds.set({ side: 'low' }, Number.NEGATIVE_INFINITY);
  return { registry, refused, latency, queue };
}

/** The q-quantile of the values, nearest rank (what a bucketed estimate should come near). */
function exactQuantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] as number;
}

/** The width of the bucket holding `value`: how far a histogram's estimate of it may be off. */
const bucketWidth = (value: number) => {
  const at = BUCKETS.findIndex((bound) => value <= bound);
  return (BUCKETS[at] as number) - (at > 0 ? (BUCKETS[at - 1] as number) : 0);
};

describe('parseMetrics', () => {
  it('reads what prom-client writes: labels unescaped, NaN and infinities, types', async () => {
    const { registry } = sampleRegistry();
    const scrape = parseMetrics(await registry.metrics());

    expect(scrape.types).toMatchObject({
      t_refused_total: 'counter',
      t_latency_seconds: 'histogram',
      t_queue_length: 'gauge',
    });
    expect(value(scrape, 't_refused_total', { reason: ODD_LABEL })).toBe(1);
    expect(value(scrape, 't_queue_length')).toBeNaN();
    expect(value(scrape, 't_bounds', { side: 'high' })).toBe(Number.POSITIVE_INFINITY);
    expect(value(scrape, 't_bounds', { side: 'low' })).toBe(Number.NEGATIVE_INFINITY);
    expect(value(scrape, 't_missing')).toBeNaN();
    expect(select(scrape, 't_latency_seconds_bucket', (l) => l.method === 'GET')).toHaveLength(5);
    expect(value(scrape, 't_latency_seconds_bucket', { method: 'GET', le: '+Inf' })).toBe(100);
    expect(value(scrape, 't_latency_seconds_count', { method: 'POST' })).toBe(20);
  });

  it('takes timestamps, spaces and a trailing comma; refuses a line that is not a sample', () => {
    const scrape = parseMetrics(
      '# a comment\r\n# TYPE x counter\r\nx{a="1",b="q\\"",} 2 1700000000000\r\n  y  { a = "2" }  -1.5e3\n',
    );
    expect(scrape.samples).toEqual([
      { name: 'x', labels: { a: '1', b: 'q"' }, value: 2 },
      { name: 'y', labels: { a: '2' }, value: -1500 },
    ]);
    expect(() => parseMetrics('ok 1\n<html>Bad gateway</html>\n')).toThrow(/line 2/);
    expect(() => parseMetrics('x{a="1} 2\n')).toThrow(/unterminated/);
    expect(() => parseMetrics('x 12abc\n')).toThrow(/not a value/);
  });
});

describe('sum, histogramQuantile, diff', () => {
  it('adds up label sets, all or filtered', async () => {
    const scrape = parseMetrics(await sampleRegistry().registry.metrics());
    expect(sum(scrape, 't_refused_total')).toBe(6);
    expect(sum(scrape, 't_refused_total', (l) => l.reason?.startsWith('c') ?? false)).toBe(5);
    expect(sum(scrape, 't_nothing')).toBe(0);
  });

  it('interpolates within buckets as Prometheus does, within a bucket of the observations', async () => {
    const scrape = parseMetrics(await sampleRegistry().registry.metrics());
    const get = (l: Record<string, string>) => l.method === 'GET';
    // 100 even observations: 10 under 0.1, 50 under 0.5, all under 1.
    expect(histogramQuantile(scrape, 't_latency_seconds', 0.5, get)).toBeCloseTo(0.5, 12);
    expect(histogramQuantile(scrape, 't_latency_seconds', 0.95, get)).toBeCloseTo(0.95, 12);
    expect(histogramQuantile(scrape, 't_latency_seconds', 0.05, get)).toBeCloseTo(0.05, 12);
    for (const q of [0.1, 0.25, 0.5, 0.9, 0.99]) {
      const exact = exactQuantile(EVEN, q);
      const estimate = histogramQuantile(scrape, 't_latency_seconds', q, get);
      expect(Math.abs(estimate - exact), `q=${q}`).toBeLessThanOrEqual(bucketWidth(exact));
    }
    // GET and POST together: the 20 POSTs at 7 s are beyond the last bucket (5), which is all it can say.
    expect(histogramQuantile(scrape, 't_latency_seconds', 0.99)).toBe(5);
    expect(histogramQuantile(scrape, 't_latency_seconds', 0.5)).toBeCloseTo(0.6, 12);
    expect(histogramQuantile(scrape, 't_latency_seconds', 0.5, (l) => l.method === 'PUT')).toBeNaN();
    expect(histogramMean(scrape, 't_latency_seconds', get)).toBeCloseTo(0.505, 12);
  });

  it('diffs two scrapes: counters and histograms over the window, gauges as they are after', async () => {
    const { registry, refused, latency, queue } = sampleRegistry();
    const before = parseMetrics(await registry.metrics());
    refused.inc({ reason: 'code_used' }, 4);
    refused.inc({ reason: 'image' });
    for (let i = 0; i < 10; i += 1) latency.observe({ method: 'GET' }, 2);
    queue.set(12);
    const after = parseMetrics(await registry.metrics());
    const window = diff(after, before);

    expect(sum(window, 't_refused_total')).toBe(5);
    expect(value(window, 't_refused_total', { reason: 'image' })).toBe(1);
    expect(value(window, 't_refused_total', { reason: ODD_LABEL })).toBe(0);
    expect(value(window, 't_queue_length')).toBe(12);
    expect(sum(window, 't_latency_seconds_count')).toBe(10);
    // The window saw only the ten 2 s observations: every quantile falls in the (1, 5] bucket.
    const median = histogramQuantile(window, 't_latency_seconds', 0.5);
    expect(median).toBeGreaterThan(1);
    expect(median).toBeLessThanOrEqual(5);
    expect(histogramMean(window, 't_latency_seconds')).toBeCloseTo(2, 12);

    // A restarted process counts from 0 again: its whole count is the window's.
    const restarted = parseMetrics('# TYPE t_refused_total counter\nt_refused_total{reason="code_used"} 2\n');
    expect(sum(diff(restarted, after), 't_refused_total')).toBe(2);
  });
});

describe('scrapeMetrics and MetricsRecorder', () => {
  const TOKEN = 'bench-token';
  const metrics = createMetrics();
  let server: Server;
  let url = '';
  let scrapes = 0;

  beforeAll(async () => {
    metrics.collectProcessMetrics();
    metrics.countSocketsWith(() => ({ game: 7, voting: 0, status: 2, activity: 1 }));
    metrics.readMailQueueWith(async () => ({ queued: 3, oldestQueuedSeconds: 1 }));
    // The server's /metrics, as far as a scraper can tell: the exposition behind a bearer token.
    server = createServer((request, response) => {
      if (request.headers.authorization !== `Bearer ${TOKEN}`) {
        response.writeHead(401).end('{"error":"The metrics need the bearer token"}');
        return;
      }
      scrapes += 1;
      metrics.httpRequest('GET', '/api/hoogo/status', 200, 0.004);
      metrics.submissionAccepted();
      metrics.registry.metrics().then((body) => {
        response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads with the token, and names the URL and status when refused', async () => {
    const scrape = await scrapeMetrics(url, TOKEN);
    expect(value(scrape, 'hoogo_live_sockets', { kind: 'game' })).toBe(7);
    await expect(scrapeMetrics(url, undefined)).rejects.toThrow(`GET ${url}: 401`);
    await expect(scrapeMetrics(url, 'wrong')).rejects.toThrow(/bearer token/);
    const closed = `${await closedAddress()}/metrics`;
    await expect(scrapeMetrics(closed, TOKEN)).rejects.toThrow(`GET ${closed}: `);
  });

  it('records a series per target, and counts the failures of one that does not answer', async () => {
    const down = `${await closedAddress()}/metrics`;
    const recorder = new MetricsRecorder(
      [
        { name: 'app', url, token: TOKEN },
        { name: 'down', url: down },
      ],
      50,
    );
    const scrapesBefore = scrapes;
    recorder.start();
    // Until a few ticks have gone by for both targets: the outcome, not a time, on a busy machine.
    await vi.waitFor(
      () => {
        if (recorder.series('app').length < 3 || recorder.errors('down').count < 3)
          throw new Error('the recorder did not scrape three times yet');
      },
      { timeout: 10_000, interval: 20 },
    );
    await recorder.stop();
    const taken = scrapes - scrapesBefore;

    const points = recorder.series('app');
    expect(points.length).toBe(taken);
    expect(points.length).toBeGreaterThanOrEqual(3);
    expect(points.map((p) => p.atMs)).toEqual([...points.map((p) => p.atMs)].sort((a, b) => a - b));
    const [first, second] = points;
    expect(first?.cpuPercent).toBeNaN();
    expect(first?.requestsPerSecond).toBeNaN();
    expect(second?.cpuPercent).toBeGreaterThanOrEqual(0);
    expect(second?.requestsPerSecond).toBeGreaterThan(0);
    for (const point of points) {
      expect(point.rssMb).toBeGreaterThan(10);
      expect(point.eventLoopLagP99Ms).toBeGreaterThanOrEqual(0);
      expect(point.sockets).toEqual({ game: 7, voting: 0, status: 2, activity: 1 });
      expect(point.mailQueue).toBe(3);
    }
    // One submission per scrape: the last point counts them all, and diff(last, first) the run's.
    const firstScrape = recorder.first('app');
    const lastScrape = recorder.last('app');
    expect(firstScrape && lastScrape).toBeTruthy();
    if (!firstScrape || !lastScrape) return;
    expect(sum(diff(lastScrape, firstScrape), 'hoogo_submissions_accepted_total')).toBe(taken - 1);
    expect(points[points.length - 1]?.submissionsAccepted).toBe(
      sum(lastScrape, 'hoogo_submissions_accepted_total'),
    );

    expect(recorder.series('down')).toHaveLength(0);
    expect(recorder.last('down')).toBeUndefined();
    expect(recorder.errors('down').count).toBeGreaterThanOrEqual(3);
    expect(recorder.errors('down').last).toContain(down);
    expect(recorder.errors('app').count).toBe(0);
  });
});

describe('renderChart and svgToPng', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hoogo-chart-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const options = {
    title: 'Rehearsal & <load>',
    subtitle: 'seed "1"',
    xLabel: 'seconds',
    width: 900,
    markers: [{ x: 30, label: 'voting <on>' }],
    panels: [
      {
        title: 'CPU & memory',
        unit: '%',
        goal: { value: 80, label: 'goal < 80%' },
        series: [
          {
            name: 'instance a',
            points: [
              [0, 10],
              [10, 40],
              [20, Number.NaN],
              [30, 70],
              [40, 50],
            ] as Array<[number, number]>,
          },
        ],
      },
      {
        title: 'Sockets',
        unit: 'open',
        series: [
          {
            name: 'game',
            points: [
              [0, 0],
              [60, 380],
            ] as Array<[number, number]>,
          },
          { name: 'voting', dashed: true, points: [[45, 120]] as Array<[number, number]> },
        ],
      },
    ],
  };

  /** Whether every element that opens is closed, in order (the SVG has no comments or CDATA). */
  function balanced(xml: string): boolean {
    const open: string[] = [];
    for (const [, closing, name, selfClosing] of xml.matchAll(
      /<(\/?)([a-zA-Z][\w:-]*)(?:\s[^<>]*?)?(\/?)>/g,
    )) {
      if (selfClosing) continue;
      if (!closing) open.push(name as string);
      else if (open.pop() !== name) return false;
    }
    return open.length === 0;
  }

  it('draws a well-formed, deterministic SVG with its texts escaped', () => {
    const svg = renderChart(options);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(balanced(svg)).toBe(true);
    // Outside tags, only the five entities: no raw `<` or `&` from a title.
    expect(svg.replace(/<[^<>]*>/g, '')).not.toMatch(/<|>|&(?!(amp|lt|gt|quot|apos);)/);
    for (const text of ['Rehearsal & <load>', 'CPU & memory', 'goal < 80%', 'voting <on>', 'seed "1"'])
      expect(svg).toContain(escapeXml(text));
    expect(svg).toContain('width="900"');
    expect(svg).toContain('fill="#ffffff"');
    // The NaN splits instance a's line in two; the lone voting point is a dot.
    expect(svg.match(/<polyline /g)).toHaveLength(3);
    expect(svg.match(/<circle /g)).toHaveLength(1);
    expect(svg).toContain('stroke-dasharray');
    expect(renderChart(options)).toBe(svg);
  });

  it('writes a PNG of the requested width', async () => {
    const file = path.join(dir, 'chart.png');
    await svgToPng(renderChart(options), file);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(900);
    expect(meta.height).toBeGreaterThan(400);
  });
});
