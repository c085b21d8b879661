import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

/** The one query interface the app uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Brings the schema up to date with the checked-in migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** An arbitrary constant: the advisory lock that keeps several instances from migrating at once. */
const MIGRATION_LOCK_ID = 4_640_001;

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  pgliteDir: string;
  /** Errors of idle PostgreSQL connections (a server restart): reported, not fatal. */
  onConnectionError?: (error: Error) => void;
}

/** PostgreSQL when a URL is given, otherwise PGlite in `pgliteDir` (a folder, or `memory://`). */
export function openDatabase(options: OpenDatabaseOptions): Database {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onConnectionError ?? (() => {}))
    : openPglite(options.pgliteDir);
}

function openPglite(dataDir: string): Database {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

function openPostgres(connectionString: string, onConnectionError: (error: Error) => void): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', onConnectionError);
  return {
    kind: 'postgres',
    db: drizzleNodePg({ client: pool, schema }) as unknown as Db,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
