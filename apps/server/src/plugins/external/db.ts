import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  type Database,
  type Db,
  openDatabase,
  pgliteDatabaseExists,
  readPgliteTemplate,
} from '../../db/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The database's onCardChange: PGlite reports card changes, PostgreSQL does not (undefined). */
    cardChanges: Database['onCardChange'];
    /** The database's scrub: PGlite in a folder only, undefined otherwise (plugins/app/privacy/database-scrub.ts). */
    scrubDatabase: Database['scrub'];
  }
}

export interface DbPluginOptions {
  /** A database owned by the caller (tests): used as is, neither migrated nor closed here. */
  database?: Database | undefined;
}

/**
 * PGlite under DATA_DIR, or PostgreSQL when DATABASE_URL is set; migrated at start-up. A new PGlite
 * folder starts from the template `npm start` made, when there is one
 * (docs/decisions/0051-a-compiled-server-for-npm-start.md).
 */
/** The statements' latency and the pool's connections go to the metrics while they are served. */
function measure(fastify: FastifyInstance, database: Database) {
  if (!fastify.config.metrics.enabled) return;
  const stop = database.onStatement((seconds) => fastify.metrics.statement(seconds));
  fastify.addHook('onClose', async () => stop());
  if (database.poolStats) fastify.metrics.readPoolWith(database.poolStats);
}

export default fp<DbPluginOptions>(
  async (fastify, options) => {
    if (options.database) {
      fastify.decorate('db', options.database.db);
      fastify.decorate('cardChanges', options.database.onCardChange?.bind(options.database));
      fastify.decorate('scrubDatabase', options.database.scrub?.bind(options.database));
      measure(fastify, options.database);
      return;
    }
    const { databaseUrl, pgliteDir, databaseTimeouts, pgliteDurable } = fastify.config;
    const template = databaseUrl || pgliteDatabaseExists(pgliteDir) ? undefined : await readPgliteTemplate();
    const database = openDatabase({
      databaseUrl,
      pgliteDir,
      pgliteTemplate: template,
      timeouts: databaseTimeouts,
      durable: pgliteDurable,
      onConnectionError: (error) => fastify.log.error({ err: error }, 'database connection lost'),
    });
    try {
      await database.migrate();
    } catch (error) {
      await database.close().catch(() => {});
      throw error;
    }
    fastify.log.info(
      {
        database: database.kind,
        ...(database.kind === 'pglite' && { durable: pgliteDurable }),
        ...(template && { fromTemplate: true }),
      },
      'database ready',
    );
    fastify.decorate('db', database.db);
    fastify.decorate('cardChanges', database.onCardChange?.bind(database));
    fastify.decorate('scrubDatabase', database.scrub?.bind(database));
    measure(fastify, database);
    fastify.addHook('onClose', () => database.close());
  },
  { name: 'db', dependencies: ['metrics'] },
);
