import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scrubbing the embedded database's files of deleted rows (docs/data.md, "Deleting data"). */
    databaseScrub: DatabaseScrub;
  }
}

export interface DatabaseScrub {
  /**
   * A deletion committed: the embedded database is scrubbed within the delay, once for all the
   * deletions meanwhile. Does nothing on PostgreSQL or an in-memory database.
   */
  request(): void;
  /** Scrubs now, after a scrub under way (the timer's work; tests). */
  run(): Promise<void>;
}

/** The file that says a scrub is due: a scrub a crash or a stop prevented runs at the next start. */
export const SCRUB_PENDING_FILE = 'database-scrub-pending';

/**
 * Deleted rows leave the embedded database's files `delayMs` after the first deletion that asked (a
 * batch): `scrub` is the database's (db/index.ts), which blocks the database while it runs, hence the
 * batching. A marker file under DATA_DIR stands for a requested scrub until it ran, so that a crash or
 * a stop in between does not skip it: start-up schedules it again. A failed scrub is logged and tried
 * again at the next request or start.
 */
export function createDatabaseScrub(options: {
  scrub: (() => Promise<void>) | undefined;
  delayMs: number;
  dataDir: string;
  log: FastifyBaseLogger;
}) {
  const { scrub, delayMs, log } = options;
  const marker = path.join(options.dataDir, SCRUB_PENDING_FILE);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  function run(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (!scrub) return Promise.resolve();
    running = running.then(async () => {
      const started = Date.now();
      try {
        // Removed first: a deletion that commits during the scrub writes it again.
        await rm(marker, { force: true });
        await scrub();
        log.info({ ms: Date.now() - started }, 'database: deleted rows scrubbed from the files');
      } catch (error) {
        await writeFile(marker, '').catch(() => {});
        log.error({ err: error }, 'database: could not scrub deleted rows from the files');
      }
    });
    return running;
  }

  function schedule() {
    if (timer || closed) return;
    timer = setTimeout(() => void run(), delayMs);
    timer.unref();
  }

  return {
    request() {
      if (!scrub || closed) return;
      writeFile(marker, '').catch((error: unknown) =>
        log.warn({ err: error }, 'database: could not note the scrub due'),
      );
      schedule();
    },
    run,
    /** At start-up: a scrub noted and not run (a crash, a stop) is scheduled. */
    resume() {
      if (scrub && existsSync(marker)) schedule();
    },
    /** At close, before the database closes: a scheduled scrub runs now. */
    async close() {
      closed = true;
      if (timer) await run();
      await running;
    },
  };
}

export default fp(
  async (fastify) => {
    const scrub = createDatabaseScrub({
      scrub: fastify.scrubDatabase,
      delayMs: fastify.config.pgliteScrubDelayMs,
      dataDir: fastify.config.dataDir,
      log: fastify.log,
    });
    fastify.decorate('databaseScrub', { request: scrub.request, run: scrub.run } satisfies DatabaseScrub);
    fastify.addHook('onReady', async () => scrub.resume());
    fastify.addHook('preClose', () => scrub.close());
  },
  { name: 'database-scrub', dependencies: ['db'] },
);
