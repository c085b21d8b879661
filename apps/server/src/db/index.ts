import { createHash } from 'node:crypto';
import fs, { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { findRepositoryRoot } from '../config/index.js';
import * as schema from './schema.js';
import { type StatementListener, StatementListeners, timedPgClient, timePglite } from './statement-timing.js';

/** The one query interface the app uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Brings the schema up to date with the checked-in migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite in a folder only (undefined otherwise): rewrites every table and index (VACUUM FULL), moves
   * the write-ahead log to a new segment and checkpoints, so that the rows deleted so far leave the
   * database's files and its log (docs/data.md, "Deleting data"). Blocks the database while it runs.
   */
  scrub?(): Promise<void>;
  /**
   * `listener` hears the duration of every statement the app runs from now on (the metrics' statement
   * latency, docs/operations.md, "Metrics"); answers the function that stops it.
   */
  onStatement(listener: StatementListener): () => void;
  /** PostgreSQL only (undefined on PGlite, which has one session): the pool's connections now. */
  poolStats?(): PoolStats;
  /**
   * PGlite only (undefined on PostgreSQL): `listener` hears each change of a card's player or event that
   * the card-version triggers see (migration 0011), from the commit that made it, before the writer's own
   * query resolves: PGlite queues its notifications while it reads the commit's answer, ahead of that
   * answer. Answers the function that stops listening.
   */
  onCardChange?(listener: (change: CardChange) => void): Promise<() => Promise<void>>;
}

/**
 * A row whose change may change cards: a player (its card) or an event (all of its cards); or `all`, a
 * table emptied at once (TRUNCATE), every card.
 */
export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is exhausted while this stays above 0. */
  waiting: number;
}

export type CardChange = { table: 'players' | 'events'; id: string } | { table: 'all' };

// From the repository root rather than this file: the compiled server (apps/server/dist) is one file.
const migrationsFolder = path.join(findRepositoryRoot(), 'apps/server/drizzle');

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
   * the slowest part of a start). Used only when the folder holds no database yet. The tests start every
   * database from one migrated dump; `npm start` keeps one in pgliteTemplateFile()
   * (docs/decisions/0051-a-compiled-server-for-npm-start.md).
   */
  pgliteTemplate?: Blob | undefined;
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
 * wal_sync_method=fsync, so a COMMIT returns once its WAL is on the disk (docs/operations.md, "Durability of
 * the embedded database").
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

/**
 * PGlite's start parameters in a folder. The log's old segments are deleted rather than renamed for
 * reuse (wal_recycle=off): a reused segment keeps its old bytes, deleted data included, beyond what is
 * written over them (docs/data.md, "Deleting data").
 */
export const FOLDER_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'wal_recycle=off'];

/** PGlite's start parameters in a folder, with fsync on (its defaults turn it off with -F). */
export const DURABLE_START_PARAMS = [
  ...FOLDER_START_PARAMS.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'synchronous_commit=on',
  '-c',
  'wal_sync_method=fsync',
];

/** Whether a PGlite data folder holds a database already (PGlite refuses a dump into one). */
export function pgliteDatabaseExists(dataDir: string): boolean {
  return !dataDir.startsWith('memory://') && existsSync(path.join(dataDir, 'PG_VERSION'));
}

function openPglite(dataDir: string, durable: boolean, given: Blob | undefined): Database {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const template = pgliteDatabaseExists(dataDir) ? undefined : given;
  const client =
    durable && !inMemory
      ? new PGlite({
          fs: new DurableNodeFS(dataDir),
          startParams: DURABLE_START_PARAMS,
          loadDataDir: template,
        })
      : new PGlite(dataDir, {
          loadDataDir: template,
          ...(!inMemory && { startParams: FOLDER_START_PARAMS }),
        });
  const statements = new StatementListeners();
  timePglite(client, statements);
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    ...(!inMemory && {
      async scrub() {
        // A deleted row stays in its page (VACUUM only marks the space free) and in the log's segments
        // until they are deleted: rewrite the tables, start a new segment, and let the checkpoint delete
        // the older ones (nothing else needs them: no replica, no archive).
        await client.exec('VACUUM FULL');
        await client.query('select pg_switch_wal()');
        await client.exec('CHECKPOINT');
      },
    }),
    onStatement: (listener) => statements.add(listener),
    async onCardChange(listener) {
      // PGlite has one session: the setting holds for every statement the app runs from now on.
      await client.exec(`SET hoogo.card_changes = 'notify'`);
      return client.listen('card_changed', (payload) => {
        const [table, id] = payload.split(':');
        if (table === 'all') listener({ table });
        else if ((table === 'players' || table === 'events') && id) listener({ table, id });
      });
    },
  };
}

/**
 * A pool whose every wait is bounded (docs/operations.md, "Database timeouts"): opening a connection (and
 * waiting for a free one), and each statement, by the server (statement_timeout) and, should the server
 * stop answering altogether, by the client a second later.
 */
function openPostgres(
  connectionString: string,
  onConnectionError: (error: Error) => void,
  timeouts: { connectMs: number; statementMs: number },
): Database {
  const statements = new StatementListeners();
  const pool = new pg.Pool({
    Client: timedPgClient(statements),
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
    onStatement: (listener) => statements.add(listener),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** The installed PGlite's version, from the package.json above its entry (not among its exports). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version: string };
      if (pkg.name === '@electric-sql/pglite') return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('PGlite’s package.json not found');
    dir = parent;
  }
}

/**
 * Where `npm start` keeps the dump of a new, migrated PGlite data folder
 * (docs/decisions/0051-a-compiled-server-for-npm-start.md): named by
 * PGlite's version and the migrations' content, so a dump made by another PGlite, whose files this one
 * might not read, or before a migration changed, is never used. A dump older than the newest migrations
 * would still be safe (the server migrates after loading it), only slower.
 */
export function pgliteTemplateFile(root = findRepositoryRoot()): string {
  // The "2": templates before it were dumps of a running cluster (see makePgliteTemplate).
  const hash = createHash('sha256').update('2');
  hash.update(pgliteVersion());
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (!name.endsWith('.sql')) continue;
    hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  hash.update(readFileSync(path.join(migrationsFolder, 'meta/_journal.json')));
  return path.join(root, 'node_modules/.cache/hoogo', `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** The template of pgliteTemplateFile() when it has been made, else undefined (the server runs initdb). */
export async function readPgliteTemplate(file = pgliteTemplateFile()): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(file)]);
  } catch {
    return undefined;
  }
}

/**
 * Makes the template: a cluster created in a temporary folder (initdb), migrated and shut down, then put
 * in a tar file the way PGlite dumps one. Shut down cleanly, it needs no recovery when it is loaded:
 * a dump of a running cluster (PGlite's dumpDataDir) made every new database start with a recovery that
 * flushes each of its thousand files to the disk one by one, 9 s on a busy machine
 * (docs/measurements/startup.md). Written beside its name and renamed, so a reader never sees half a file.
 */
export async function makePgliteTemplate(file = pgliteTemplateFile()): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'hoogo-pglite-template-'));
  try {
    const dataDir = path.join(work, 'pgdata');
    const client = new PGlite(dataDir);
    try {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    } finally {
      await client.close();
    }
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, tarOf(dataDir));
    await rename(partial, file);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** A ustar archive of the folder's contents, named from its root ("/base/1/1255"), as PGlite reads them. */
function tarOf(dir: string): Buffer {
  const blocks: Buffer[] = [];
  const header = (name: string, mode: number, size: number, type: '0' | '5') => {
    if (Buffer.byteLength(name) > 100) throw new Error(`Path too long for the template: ${name}`);
    const block = Buffer.alloc(512);
    const field = (value: string, offset: number, length: number) =>
      block.write(value, offset, length, 'utf8');
    const octal = (value: number, offset: number, length: number) =>
      field(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length);
    field(name, 0, 100);
    octal(mode, 100, 8);
    octal(0, 108, 8);
    octal(0, 116, 8);
    octal(size, 124, 12);
    octal(Math.floor(Date.now() / 1000), 136, 12);
    field('        ', 148, 8);
    field(type, 156, 1);
    field('ustar\0', 257, 6);
    field('00', 263, 2);
    let sum = 0;
    for (const byte of block) sum += byte;
    field(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
    blocks.push(block);
  };
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const name = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        header(name, 0o750, 0, '5');
        visit(name);
      } else {
        const content = readFileSync(path.join(dir, name));
        header(name, 0o600, content.length, '0');
        blocks.push(content, Buffer.alloc((512 - (content.length % 512)) % 512));
      }
    }
  };
  visit('');
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}
