import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/index.js';
import { events } from '../src/db/schema.js';
import { SCRUB_PENDING_FILE } from '../src/plugins/app/privacy/database-scrub.js';
import { call } from './helpers/api.js';
import { LogCapture, type TestApp, TestClock, testConfig } from './helpers/app.js';
import { connect, join, playableEvent } from './helpers/game.js';

/** The PGlite data files under `dir` whose bytes contain `needle`. */
function filesContaining(dir: string, needle: string): string[] {
  const bytes = Buffer.from(needle);
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (readFileSync(file).includes(bytes)) found.push(path.relative(dir, file));
    }
  };
  walk(dir);
  return found;
}

/**
 * Deleted personal data leaves the embedded database's files (tables, indexes and the write-ahead
 * log) within PGLITE_SCRUB_DELAY_MS of the deletion (docs/data.md, "Deleting data").
 */
describe('scrubbing the embedded database in a folder after a deletion', () => {
  const t = {} as TestApp;
  let app: App;
  let database: Database;
  let pgliteDir: string;

  beforeAll(async () => {
    pgliteDir = mkdtempSync(path.join(tmpdir(), 'hoogo-scrub-db-'));
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    database = openDatabase({ pgliteDir, pgliteTemplate: template });
    await database.migrate();
    t.config = testConfig({ PGLITE_SCRUB_DELAY_MS: '300' });
    t.logs = new LogCapture();
    t.clock = new TestClock();
    app = await buildApp(t.config, { database, now: t.clock.now, logStream: t.logs });
    t.app = app;
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(pgliteDir, { recursive: true, force: true });
    if (t.config) rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it('leaves no trace of a deleted account in the files once the scheduled scrub ran', async () => {
    const email = 'zq-scrubbed-person@example.com';
    await playableEvent(t, { name: 'ScrubFair' });
    const player = await join(t, 'ScrubFair', email, 'Zq Scrubbed');
    expect((await connect(t, 'ScrubFair', player.user_id, 0, 0, { liner: 'zq-scrubbed-liner' })).status).toBe(
      200,
    );
    // Written to the files: the log at least, the tables after a checkpoint.
    await app.db.execute(sql`checkpoint`);
    expect(filesContaining(pgliteDir, email).length).toBeGreaterThan(0);

    const deleted = await call(app, 'DELETE', '/api/auth/account/', { token: player.token });
    expect(deleted.status).toBe(200);
    // Deleting alone leaves the bytes where they were: pages and log segments keep them.
    await app.db.execute(sql`checkpoint`);
    expect(filesContaining(pgliteDir, email).length).toBeGreaterThan(0);
    const marker = path.join(t.config.dataDir, SCRUB_PENDING_FILE);
    expect(existsSync(marker)).toBe(true);

    // The scheduled scrub (PGLITE_SCRUB_DELAY_MS after the deletion) runs: wait for its log line.
    const deadline = Date.now() + 20_000;
    while (!t.logs.lines.some((line) => line.includes('deleted rows scrubbed'))) {
      if (Date.now() > deadline) throw new Error('the scrub did not run within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await app.databaseScrub.run();
    expect(filesContaining(pgliteDir, email)).toEqual([]);
    expect(filesContaining(pgliteDir, 'zq-scrubbed-liner')).toEqual([]);
    expect(existsSync(marker)).toBe(false);
    // The database still answers, with the event and its owner.
    expect((await app.db.select().from(events)).map((event) => event.name)).toEqual(['ScrubFair']);
  });
});
