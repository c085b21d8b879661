import fs, { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
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
  /** PostgreSQL: connect and statement timeouts (config DATABASE_*_TIMEOUT_MS). */
  timeouts?: { connectMs: number; statementMs: number };
  /** PGlite on disk: flush every commit to the disk before answering (config PGLITE_DURABILITY). */
  durable?: boolean;
  /**
   * PGlite: a dump of a data folder to start an empty one from, instead of creating the cluster (initdb,
   * the slowest part of a start). The tests start every database from one migrated dump.
   */
  pgliteTemplate?: Blob;
}

export const DEFAULT_DATABASE_TIMEOUTS = { connectMs: 5_000, statementMs: 15_000 };

/** PostgreSQL when a URL is given, otherwise PGlite in `pgliteDir` (a folder, or `memory://`). */
export function openDatabase(options: OpenDatabaseOptions): Database {
  return options.databaseUrl
    ? openPostgres(
        options.databaseUrl,
        options.onConnectionError ?? (() => {}),
        options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS,
      )
    : openPglite(options.pgliteDir, options.durable ?? true, options.pgliteTemplate);
}

interface EmscriptenStream {
  nfd: number;
}
interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } };
}

/**
 * PGlite's folder on the real disk, where PostgreSQL's fsync reaches the disk. PGlite starts PostgreSQL
 * with fsync off (-F), and its Node filesystem answers fsync without doing anything, so a commit was
 * acknowledged while still in the OS's page cache: an OS crash or power loss could lose it. Here
 * fsync calls fs.fsyncSync on the real file, and PostgreSQL runs with fsync on and
 * wal_sync_method=fsync, so a COMMIT returns once its WAL is on the disk (docs/operations.md, Durability).
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, options);
    const preRun = (result.emscriptenOpts.preRun ?? []) as Array<(module: EmscriptenModule) => void>;
    result.emscriptenOpts.preRun = [
      ...preRun,
      (module: EmscriptenModule) => {
        module.NODEFS.stream_ops.fsync = (stream) => {
          fs.fsyncSync(stream.nfd);
          return 0;
        };
      },
    ];
    return result;
  }
}

/** PGlite's start parameters, with fsync on (its defaults turn it off with -F). */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'synchronous_commit=on',
  '-c',
  'wal_sync_method=fsync',
];

function openPglite(dataDir: string, durable: boolean, template: Blob | undefined): Database {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client =
    durable && !inMemory
      ? new PGlite({
          fs: new DurableNodeFS(dataDir),
          startParams: DURABLE_START_PARAMS,
          loadDataDir: template,
        })
      : new PGlite(dataDir, { loadDataDir: template });
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * A pool whose every wait is bounded (docs/operations.md, Database timeouts): opening a connection (and
 * waiting for a free one), and each statement, by the server (statement_timeout) and, should the server
 * stop answering altogether, by the client a second later.
 */
function openPostgres(
  connectionString: string,
  onConnectionError: (error: Error) => void,
  timeouts: { connectMs: number; statementMs: number },
): Database {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1_000,
    keepAlive: true,
  });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', onConnectionError);
  return {
    kind: 'postgres',
    db: drizzleNodePg({ client: pool, schema }) as unknown as Db,
    async migrate() {
      // A connection of its own, without the statement timeouts: a migration may rightly take long.
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeouts.connectMs });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    close: () => pool.end(),
  };
}
