import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { call, registerUser } from './helpers/api.js';
import { LogCapture, relaxedRateLimits, testConfig, useTestApp } from './helpers/app.js';
import { createTestDatabase, type TestDatabase, testBackends } from './helpers/database.js';
import { connect, join, playableEvent } from './helpers/game.js';
import { LiveClient, listenLocally } from './helpers/live.js';

const TOKEN = 'metrics-token-0123456789abcdef0123456789abcdef';
const minute = 60_000;

/** A sample of the exposition: its name and labels, as `name{a="1",b="2"}` (labels sorted). */
type Samples = Map<string, number>;

const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g;
const SAMPLE = /^([a-zA-Z_:][\w:]*)(\{(?:[a-zA-Z_]\w*="(?:[^"\\]|\\.)*",?)*\})? (\S+)$/;
/** A float as Prometheus reads one (Go's ParseFloat: NaN and Inf in any case; prom-client writes "Nan"). */
const VALUE = /^(?:[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?|nan|[+-]inf)$/i;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

const keyOf = (name: string, labels: Record<string, string> = {}) => {
  const parts = Object.entries(labels)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, value]) => `${label}="${value}"`);
  return parts.length > 0 ? `${name}{${parts.join(',')}}` : name;
};

/**
 * Parses the Prometheus text format (version 0.0.4) strictly: every line is a HELP, a TYPE (declared
 * once, before the family's samples) or a sample with a valid value; anything else fails the test.
 */
function parseExposition(text: string): { samples: Samples; types: Map<string, string> } {
  const samples: Samples = new Map();
  const types = new Map<string, string>();
  expect(text.endsWith('\n')).toBe(true);
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][\w:]*) (.*)$/.exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') {
        expect(TYPES.has(meta[3] as string), line).toBe(true);
        expect(types.has(meta[2] as string), `TYPE twice: ${line}`).toBe(false);
        types.set(meta[2] as string, meta[3] as string);
      }
      continue;
    }
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not a line of the text format: ${line}`);
    const [, name = '', labelText = '', value = ''] = sample;
    expect(VALUE.test(value), line).toBe(true);
    const family = name.replace(/_(bucket|sum|count)$/, '');
    expect(types.has(name) || types.has(family), `sample before its TYPE: ${line}`).toBe(true);
    const labels = Object.fromEntries([...labelText.matchAll(LABEL)].map((m) => [m[1], m[2]]));
    samples.set(keyOf(name, labels), Number(value));
  }
  return { samples, types };
}

/** Every metric the app itself exposes (docs/operations.md, "Metrics"), on either database. */
const APP_METRICS = [
  'hoogo_http_request_duration_seconds',
  'hoogo_live_sockets',
  'hoogo_live_messages_sent_total',
  'hoogo_submissions_accepted_total',
  'hoogo_submissions_replayed_total',
  'hoogo_submissions_refused_total',
  'hoogo_otp_mails_sent_total',
  'hoogo_otp_mails_failed_total',
  'hoogo_otp_mail_attempts_failed_total',
  'hoogo_mail_queue_length',
  'hoogo_mail_queue_oldest_seconds',
  'hoogo_rate_limit_refusals_total',
  'hoogo_budget_refusals_total',
  'hoogo_db_statement_duration_seconds',
  'process_resident_memory_bytes',
  'nodejs_heap_size_used_bytes',
  'nodejs_eventloop_lag_seconds',
  'nodejs_eventloop_lag_p99_seconds',
];
const POOL_METRICS = [
  'hoogo_db_pool_connections',
  'hoogo_db_pool_idle_connections',
  'hoogo_db_pool_waiting_queries',
];

/** A port nobody listens on now (the metrics' own server takes it a moment later). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `read` until `check` holds (a socket's close reaches the server a moment after the client's). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`not reached within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('metrics switched off (the default)', () => {
  const t = useTestApp('pglite');

  it('serves no /metrics, whatever the request says', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }, { accept: 'text/html' }] as Array<
      Record<string, string>
    >) {
      const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('hoogo_');
    }
  });
});

describe.each(testBackends('one'))('metrics on %s', (backend) => {
  const t = useTestApp(backend, {
    env: { METRICS_TOKEN: TOKEN },
    config: {
      rateLimits: { ...relaxedRateLimits, credentialsPerIpAndEmail: { max: 3, timeWindowMs: minute } },
      guessBudgets: {
        ...testConfig().guessBudgets,
        password: { max: 2, windowMs: 15 * minute, blockMs: minute, maxBlockMs: minute },
      },
    },
  });

  beforeAll(async () => {
    await listenLocally(t.app);
  });

  const scrape = async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return parseExposition(answer.body);
  };
  const value = async (name: string, labels?: Record<string, string>) =>
    (await scrape()).samples.get(keyOf(name, labels)) ?? 0;

  it('refuses a missing or wrong token with 401, showing none of the metrics', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token',
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      TOKEN,
    ]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(answer.statusCode, authorization).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(answer.body).not.toMatch(/hoogo_|nodejs_|process_/);
      expect(answer.body).not.toContain(TOKEN);
      expect(answer.json()).toMatchObject({ hasError: true, statusCode: 401, response: null });
    }
  });

  it('answers the text format with every metric, typed, and the pool only on PostgreSQL', async () => {
    await call(t.app, 'GET', '/healthz');
    const { samples, types } = await scrape();
    for (const name of APP_METRICS) expect(types.has(name), name).toBe(true);
    for (const name of POOL_METRICS) expect(types.has(name), name).toBe(backend === 'postgres');
    expect(types.get('hoogo_http_request_duration_seconds')).toBe('histogram');
    expect(types.get('hoogo_submissions_refused_total')).toBe('counter');
    expect(types.get('hoogo_live_sockets')).toBe('gauge');
    expect(samples.get('process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(samples.get('hoogo_mail_queue_length')).toBe(0);
    expect(samples.get('hoogo_db_statement_duration_seconds_count')).toBeGreaterThan(0);
    if (backend === 'postgres') expect(samples.get('hoogo_db_pool_connections')).toBeGreaterThan(0);
  });

  it('counts requests by route pattern and status, never by the raw path', async () => {
    const healthz = { method: 'GET', route: '/healthz', status: '200' };
    const before = await value('hoogo_http_request_duration_seconds_count', healthz);
    await call(t.app, 'GET', '/healthz');
    await call(t.app, 'GET', '/healthz');
    expect(await value('hoogo_http_request_duration_seconds_count', healthz)).toBe(before + 2);
    expect(await value('hoogo_http_request_duration_seconds_bucket', { ...healthz, le: '+Inf' })).toBe(
      before + 2,
    );

    await call(t.app, 'GET', '/api/hoogo/manage-event/SomeSecretEventName/status/');
    await call(t.app, 'GET', '/no/such/path-x7q');
    const { samples } = await scrape();
    const status = { method: 'GET', route: '/api/hoogo/manage-event/:id/status/', status: '404' };
    expect(samples.get(keyOf('hoogo_http_request_duration_seconds_count', status))).toBe(1);
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
    expect(samples.get(keyOf('hoogo_http_request_duration_seconds_count', unmatched))).toBeGreaterThan(0);
    const text = [...samples.keys()].join('\n');
    expect(text).not.toContain('SomeSecretEventName');
    expect(text).not.toContain('path-x7q');
  });

  it('counts the sign-in refusals of the rate limit and of the password budget', async () => {
    const login = () =>
      call(t.app, 'POST', '/api/auth/login/', {
        ip: '10.9.0.1',
        body: { email_or_phone: 'guesser@example.com', password: 'guess-guess' },
      });
    expect((await login()).status).toBe(401);
    expect((await login()).status).toBe(401);
    expect(await value('hoogo_budget_refusals_total', { budget: 'password' })).toBe(0);
    // The budget (2 wrong) is spent: the third is refused without a check.
    expect((await login()).status).toBe(429);
    expect(await value('hoogo_budget_refusals_total', { budget: 'password' })).toBe(1);
    expect(await value('hoogo_rate_limit_refusals_total', { limit: 'credentials' })).toBe(0);
    // The fourth from the same address and email meets the per-request limit (3 a minute) first.
    expect((await login()).status).toBe(429);
    expect(await value('hoogo_rate_limit_refusals_total', { limit: 'credentials' })).toBe(1);
    expect(await value('hoogo_budget_refusals_total', { budget: 'password' })).toBe(1);
  });

  it('counts OTP mails sent', async () => {
    const before = await value('hoogo_otp_mails_sent_total');
    await registerUser(t, 'ada@example.com');
    expect(await value('hoogo_otp_mails_sent_total')).toBe(before + 1);
    expect(await value('hoogo_otp_mails_failed_total')).toBe(0);
  });

  it('counts submissions accepted, replayed and refused by reason', async () => {
    await playableEvent(t);
    const player = await join(t, 'DevMeetup', 'pia@example.com');
    const accepted = await value('hoogo_submissions_accepted_total');
    expect(
      (await connect(t, 'DevMeetup', player.user_id, 0, 0, { idempotencyKey: 'submission-1' })).status,
    ).toBe(200);
    expect(await value('hoogo_submissions_accepted_total')).toBe(accepted + 1);
    expect(
      (await connect(t, 'DevMeetup', player.user_id, 0, 0, { idempotencyKey: 'submission-1' })).status,
    ).toBe(200);
    expect(await value('hoogo_submissions_replayed_total')).toBe(1);
    expect(await value('hoogo_submissions_accepted_total')).toBe(accepted + 1);

    expect((await connect(t, 'DevMeetup', player.user_id, 0, 1, { letter: 'Z' })).status).toBe(400);
    expect((await connect(t, 'DevMeetup', player.user_id, 0, 0)).status).toBe(409);
    const { samples } = await scrape();
    expect(samples.get(keyOf('hoogo_submissions_refused_total', { reason: 'wrong_letter' }))).toBe(1);
    expect(samples.get(keyOf('hoogo_submissions_refused_total', { reason: 'cell_filled' }))).toBe(1);
    expect(samples.get('hoogo_submissions_accepted_total')).toBe(accepted + 1);
  });

  it('shows an open status socket in the gauge, and the messages sent to it', async () => {
    await playableEvent(t);
    const sent = await value('hoogo_live_messages_sent_total', { kind: 'status' });
    expect(await value('hoogo_live_sockets', { kind: 'status' })).toBe(0);
    const phone = LiveClient.connect(t.app, '/api/hoogo/manage-event/DevMeetup/status/');
    await phone.next('status');
    const { samples } = await scrape();
    expect(samples.get(keyOf('hoogo_live_sockets', { kind: 'status' }))).toBe(1);
    expect(samples.get(keyOf('hoogo_live_sockets', { kind: 'game' }))).toBe(0);
    expect(samples.get(keyOf('hoogo_live_messages_sent_total', { kind: 'status' }))).toBe(sent + 1);
    phone.close();
    await eventually(
      () => value('hoogo_live_sockets', { kind: 'status' }),
      (open) => open === 0,
    );
  });

  it('times the database statements of a request', async () => {
    const before = await value('hoogo_db_statement_duration_seconds_count');
    await playableEvent(t);
    const { samples } = await scrape();
    const after = samples.get('hoogo_db_statement_duration_seconds_count') ?? 0;
    expect(after).toBeGreaterThan(before + 3);
    expect(samples.get(keyOf('hoogo_db_statement_duration_seconds_bucket', { le: '+Inf' }))).toBe(after);
    expect(samples.get('hoogo_db_statement_duration_seconds_sum')).toBeGreaterThan(0);
  });
});

describe('metrics on their own port (METRICS_PORT)', () => {
  let db: TestDatabase;
  const apps: App[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    for (const app of apps) {
      await app.close();
      rmSync(app.config.dataDir, { recursive: true, force: true });
    }
    await db?.destroy();
  });

  const start = async (env: NodeJS.ProcessEnv) => {
    const app = await buildApp(testConfig(env), { database: db.database, logStream: new LogCapture() });
    apps.push(app);
    await app.ready();
    return app;
  };

  it('serves /metrics there on 127.0.0.1 only, and nothing else; the main port has none', async () => {
    const port = await freePort();
    const app = await start({ METRICS_PORT: String(port) });
    const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const { types } = parseExposition(await answer.text());
    for (const name of APP_METRICS) expect(types.has(name), name).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    // Bound to the loopback address: not reachable through any other address of the machine.
    expect(app.config.metrics.host).toBe('127.0.0.1');
  });

  it('asks for the token there too when METRICS_TOKEN is set', async () => {
    const port = await freePort();
    await start({ METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
    const refused = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toMatch(/hoogo_|nodejs_/);
    const wrong = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
    const allowed = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('hoogo_live_sockets');
  });

  it('refuses to start when the port is taken', async () => {
    const port = await freePort();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const app = await buildApp(testConfig({ METRICS_PORT: String(port) }), {
        database: db.database,
        logStream: new LogCapture(),
      });
      apps.push(app);
      await expect(app.ready()).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
