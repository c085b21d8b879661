import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/index.js';

export type Backend = 'pglite' | 'postgres';

/**
 * Which databases a test file runs on, chosen per file: 'both' where what it checks depends on the
 * engine (triggers and notifications, races and row locks, migrations, Redis shared by instances),
 * 'one' everywhere else. The rule and the list are in docs/testing.md ("Which tests run on both
 * databases"); the reason in docs/decisions/0074-a-fast-steady-suite.md.
 */
export type Engines = 'one' | 'both' | 'scaled';

/**
 * The databases a test file runs against. 'one': PGlite, so `npm test` without any service covers it.
 * 'both': PGlite, and PostgreSQL too when TEST_DATABASE_URL is set. 'scaled': the scaled mode's database
 * alone (PostgreSQL beside Redis, for instances that share both), PGlite where no PostgreSQL is set.
 * Under CI a missing PostgreSQL is a failure, never a silent skip.
 */
export function testBackends(engines: Engines): Backend[] {
  if (engines === 'one') return ['pglite'];
  if (process.env.TEST_DATABASE_URL) return engines === 'both' ? ['pglite', 'postgres'] : ['postgres'];
  if (process.env.CI === 'true') {
    throw new Error('CI=true but TEST_DATABASE_URL is not set: the server tests must also run on PostgreSQL');
  }
  return ['pglite'];
}

export interface TestDatabase {
  database: Database;
  /** Empties every table: cheaper than a new database for each test. */
  reset(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database: PGlite in memory, started from the run's migrated template (see
 * test/global-setup.ts), or a uniquely named PostgreSQL database dropped at the end.
 */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    const database = openDatabase({ pgliteDir: 'memory://', pgliteTemplate: template });
    await database.migrate();
    return { database, reset: () => truncateAll(database), destroy: () => database.close() };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `hoogo_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://' });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    throw error;
  }
  return {
    database,
    reset: () => truncateAll(database),
    async destroy() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function truncateAll(database: Database) {
  // The previous test's background work (the mail queue, a media release) may still hold a row lock
  // that the truncation's table locks cross: PostgreSQL then ends one side with a deadlock, retried here.
  for (let attempt = 1; ; attempt++) {
    try {
      await database.db.execute(
        sql`truncate table votes, connections, players, event_hosts, events, refresh_tokens, otp_codes, users, guess_budgets cascade`,
      );
      return;
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code !== '40P01' || attempt === 5) throw error;
    }
  }
}
