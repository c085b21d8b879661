import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type App, buildApp } from '../../src/app.js';
import { type Config, loadConfig, type RateLimits } from '../../src/config/index.js';
import { type Backend, createTestDatabase, type TestDatabase } from './database.js';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Limits high enough that no test but the rate-limit tests ever meets them. */
export const relaxedRateLimits: RateLimits = {
  otpPerIp: { max: 10_000, timeWindowMs: 60_000 },
  credentialsPerIp: { max: 10_000, timeWindowMs: 60_000 },
  credentialsPerIpAndEmail: { max: 10_000, timeWindowMs: 60_000 },
  ticketCodePerIp: { max: 10_000, timeWindowMs: 60_000 },
  peopleDownloadsPerPlayer: { max: 10_000, timeWindowMs: 60_000 },
  guestJoinsPerEvent: { max: 10_000, timeWindowMs: 60_000 },
  guestJoinsPerIp: { max: 10_000, timeWindowMs: 60_000 },
  announcementsPerEvent: { max: 10_000, timeWindowMs: 60_000 },
};

/** A configuration for tests: a temporary DATA_DIR, no web build, OTP mails to the (captured) log. */
export function testConfig(env: NodeJS.ProcessEnv = {}, overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hoogo-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    JWT_SECRET: TEST_SECRET,
    LOG_LEVEL: 'info',
    ...env,
  });
  return { ...config, rateLimits: relaxedRateLimits, ...overrides };
}

/** A clock the tests move by hand: OTP and token expiry without sleeping. */
export class TestClock {
  private time = Date.now();
  readonly now = () => new Date(this.time);
  advance(ms: number) {
    this.time += ms;
  }
  reset() {
    this.time = Date.now();
  }
}

/** Collects the app's log lines so tests can read OTP mails (no SMTP) and check nothing secret leaks. */
export class LogCapture extends Writable {
  lines: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  /** The code of the last OTP mail logged for `email`. */
  lastCode(email: string): string {
    const pattern = new RegExp(`OTP mail to ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: code (\\d{6})`);
    for (let i = this.lines.length - 1; i >= 0; i--) {
      const match = pattern.exec(this.lines[i] ?? '');
      if (match?.[1]) return match[1];
    }
    throw new Error(`no OTP mail logged for ${email}`);
  }
  /**
   * The code of the first OTP mail for `email` logged after line `since`, waiting for it: a mail the
   * request did not wait for (Forget Password) is written by the queue a moment after the answer.
   */
  async nextCode(email: string, since: number, timeoutMs = 5_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = this.lines.slice(since).find((l) => l.includes(`OTP mail to ${email}: code `));
      const code = line && /: code (\d{6})/.exec(line)?.[1];
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no OTP mail logged for ${email} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

export interface TestApp {
  app: App;
  clock: TestClock;
  logs: LogCapture;
  db: TestDatabase;
  config: Config;
}

/**
 * One database and one app per test file and backend (starting PGlite is slow); tables are emptied and
 * the clock reset before each test. Returns a handle whose fields are filled in beforeAll.
 */
export function useTestApp(
  backend: Backend,
  options: { env?: NodeJS.ProcessEnv; config?: Partial<Config>; setup?: (app: App) => void } = {},
): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    handle.db = await createTestDatabase(backend);
    handle.config = testConfig(options.env, options.config);
    handle.logs = new LogCapture();
    handle.clock = new TestClock();
    handle.app = await buildApp(handle.config, {
      database: handle.db.database,
      now: handle.clock.now,
      logStream: handle.logs,
    });
    options.setup?.(handle.app);
    await handle.app.ready();
  });
  beforeEach(async () => {
    await handle.db.reset();
    handle.clock.reset();
    handle.logs.lines = [];
  });
  afterAll(async () => {
    await handle.app?.close();
    await handle.db?.destroy();
    if (handle.config) rmSync(handle.config.dataDir, { recursive: true, force: true });
  });
  return handle;
}

/**
 * More instances of the app on the test file's database, as the instances of a scaled deployment share
 * one (each with its own configuration: a REDIS_URL, limits); each is closed and its data folder removed
 * after the test.
 */
export function useOtherInstances(t: TestApp): (config: Config) => Promise<App> {
  const apps: App[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) {
      await app.close();
      rmSync(app.config.dataDir, { recursive: true, force: true });
    }
  });
  return async (config) => {
    const app = await buildApp(config, { database: t.db.database, logStream: new LogCapture() });
    apps.push(app);
    await app.ready();
    return app;
  };
}

/**
 * `useOtherInstances` for instances that all run with `env` (a shared REDIS_URL) and the relaxed limits but
 * for `limits`: each call starts one more.
 */
export function useInstancesWith(
  t: TestApp,
  env: NodeJS.ProcessEnv,
  limits: Partial<RateLimits>,
): () => Promise<App> {
  const other = useOtherInstances(t);
  return () => other(testConfig(env, { rateLimits: { ...relaxedRateLimits, ...limits } }));
}

/**
 * A test's own app on a new PGlite database, for a test whose subject is the app's start or its
 * configuration: ready, with a log capture and a clock, handed to `body` as a TestApp; closed, and its
 * database and data folder removed, after it.
 */
export async function withOwnApp(config: Config, body: (t: TestApp) => Promise<void>): Promise<void> {
  const db = await createTestDatabase('pglite');
  const logs = new LogCapture();
  const clock = new TestClock();
  const app = await buildApp(config, { database: db.database, logStream: logs, now: clock.now });
  try {
    await app.ready();
    await body({ app, config, logs, db, clock });
  } finally {
    await app.close();
    await db.destroy();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
}
