import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface SharedDatabase {
  /** DATABASE_URL of a new, empty database, for every instance of the test. */
  url: string;
  /** Drops the database (its instances stopped first). */
  drop: () => Promise<void>;
}

/**
 * A new PostgreSQL database of its own on the server TEST_DATABASE_URL names (as the server tests do,
 * apps/server/test/helpers/database.ts), so that files run side by side never see each other's rows. The
 * first instance started on it applies the migrations. Its commits do not wait for the disk
 * (synchronous_commit off): no e2e test is about a crash (docs/decisions/0075-e2e-one-app-per-worker.md).
 */
export async function createSharedDatabase(adminUrl: string): Promise<SharedDatabase> {
  const name = `hoogo_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
