import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/index.js';
import { call } from './helpers/api.js';
import { LogCapture, testConfig } from './helpers/app.js';
import { silentServer, TcpProxy, timed } from './helpers/tcp-proxy.js';

const timeouts = { connectMs: 500, statementMs: 500 };

describe('a PostgreSQL that stops answering', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const appOn = async (database: Database) => {
    const app = await buildApp(testConfig(), { database, logStream: new LogCapture() });
    cleanups.push(async () => {
      await app.close();
      rmSync(app.config.dataDir, { recursive: true, force: true });
    });
    await app.ready();
    return app;
  };

  /** /healthz and a database-backed route answer within the bound, as errors inside the envelope. */
  const expectBoundedAnswers = async (app: App, boundMs: number) => {
    const health = await timed(call(app, 'GET', '/healthz'));
    expect(health.ms).toBeLessThan(2_500);
    expect(health.value.status).toBe(503);
    expect(health.value.body).toMatchObject({
      hasError: true,
      statusCode: 503,
      response: { status: 'down', checks: { database: 'down', redis: 'disabled' } },
    });
    const route = await timed(call(app, 'GET', '/api/hoogo/common/total-connections/'));
    expect(route.ms).toBeLessThan(boundMs);
    expect(route.value.status).toBeGreaterThanOrEqual(500);
    expect(route.value.body).toMatchObject({ hasError: true, response: null });
  };

  it('accepts connections and never answers: requests and /healthz answer within the bound', async () => {
    const silent = await silentServer();
    cleanups.push(silent.close);
    const database = openDatabase({
      databaseUrl: `postgres://hoogo@127.0.0.1:${silent.port}/hoogo`,
      pgliteDir: 'memory://',
      timeouts,
    });
    cleanups.push(() => database.close().catch(() => {}));
    await expectBoundedAnswers(await appOn(database), 2_000);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('hangs mid-run: open connections give up too', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL as string);
    const proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    const database = openDatabase({
      databaseUrl: proxy.url(process.env.TEST_DATABASE_URL as string),
      pgliteDir: 'memory://',
      timeouts,
    });
    cleanups.push(() => database.close().catch(() => {}));
    await database.db.execute(sql`select 1`); // a pooled connection, open and idle
    const app = await appOn(database);
    proxy.blackhole();
    // statement 500 ms, then the client's own second: well under the minute it used to take.
    await expectBoundedAnswers(app, 3_000);
  });
});

describe('PGlite durability', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const fsyncsPerInsert = async (durable: boolean | undefined) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hoogo-durable-'));
    dirs.push(dir);
    const database = openDatabase({ pgliteDir: dir, ...(durable !== undefined && { durable }) });
    try {
      await database.db.execute(sql`create table notes (id int)`);
      const fsync = vi.spyOn(fs, 'fsyncSync');
      for (let i = 0; i < 5; i++) await database.db.execute(sql`insert into notes values (${i})`);
      const calls = fsync.mock.calls.length;
      fsync.mockRestore();
      const setting = await database.db.execute(sql`show fsync`);
      return { calls, fsync: (setting as { rows: Array<{ fsync: string }> }).rows[0]?.fsync };
    } finally {
      await database.close();
    }
  };

  it('flushes every acknowledged commit to the disk by default', async () => {
    const { calls, fsync } = await fsyncsPerInsert(undefined);
    expect(fsync).toBe('on');
    expect(calls).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('does not with PGLITE_DURABILITY=relaxed', async () => {
    expect(await fsyncsPerInsert(false)).toEqual({ calls: 0, fsync: 'off' });
  }, 60_000);
});
