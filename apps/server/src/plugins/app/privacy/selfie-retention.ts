import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/index.js';
import { connections, events } from '../../../db/schema.js';
import type { Announce } from '../live/announce.js';
import type { MediaStorage } from '../media/media-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes selfies: those past their event's retention (on a schedule), or all of an event's now. */
    selfieRetention: SelfieRetention & {
      /** Settles once the scheduled runs started so far are done (start-up's included): tests wait on it. */
      idle(): Promise<void>;
    };
  }
}

export interface SelfieRetention {
  /**
   * Deletes the selfie and thumbnail of every connection older than its event's selfie_retention_days,
   * by the clock; answers how many connections lost theirs. Events with no retention keep all.
   */
  run(): Promise<number>;
  /** Deletes the selfie and thumbnail of every connection of the event now (a host's purge); answers how many. */
  purgeEvent(eventId: string): Promise<number>;
}

/** Connections whose selfie goes in one transaction: a long purge never holds many rows locked. */
export const RETENTION_BATCH = 100;
/** After a run failed (the database away at start-up), it is tried again after this. */
export const RETENTION_RETRY_MS = 30_000;
/**
 * A deletion journal younger than this may be another instance's batch under way (instances share
 * DATA_DIR): only older ones are recovered. A batch takes well under a second.
 */
export const JOURNAL_MIN_AGE_MS = 10 * 60_000;

/** A connection whose selfie is being deleted, as the batch read it. */
interface Doomed {
  id: string;
  eventId: string;
  imageKey: string;
  thumbnailKey: string | null;
}

export interface SelfieDeletionOptions {
  db: Db;
  media: MediaStorage;
  /**
   * Removes the files among `keys` that no committed row uses, never under an upload of the same bytes;
   * answers whether every removal succeeded (plugins/app/media/media-lifetime.ts).
   */
  release(keys: string[]): Promise<boolean>;
  /** Tells the live boards which selfies left (their galleries drop them) and which items changed. */
  announce: Announce;
  /** Where the journals of batches under way are kept: DATA_DIR/selfie-deletions. */
  journalDir: string;
  log: FastifyBaseLogger;
  now: () => Date;
  isClosing?: () => boolean;
}

const keysOf = (rows: Doomed[]) =>
  rows.flatMap((row) => (row.thumbnailKey ? [row.imageKey, row.thumbnailKey] : [row.imageKey]));

/**
 * Deleting selfies (docs/data.md, "How long it is kept"). Order of one batch, so that no row ever points at a
 * missing file and no file stays unreferenced for long, whatever fails or crashes:
 *
 * 1. read up to RETENTION_BATCH connections that still have a selfie and are due;
 * 2. write their media keys to a journal file (DATA_DIR/selfie-deletions) before anything changes;
 * 3. in one statement, set image_key and thumbnail_key to null and selfie_deleted_at to now, for those
 *    that still have a selfie (another instance may have been first: only the rows changed here count);
 * 4. remove the files of those keys that no row uses any more (the files are content-addressed: the
 *    same photo may be another connection's too, which keeps it), through media lifetime, so that an
 *    upload of the same bytes under way keeps its file (plugins/app/media/media-lifetime.ts);
 * 5. delete the journal; then announce the change to the live boards.
 *
 * A failure before 3 changes nothing (the journal's keys are still in use, so recovering it removes
 * nothing). A crash or a failed removal between 3 and 5 leaves unreferenced files named in the journal:
 * each run first recovers journals older than JOURNAL_MIN_AGE_MS (step 4 and 5 again), so such a file
 * lives at most until the next run (an hour). Files are never removed before their rows stop pointing
 * at them, so no row points at a missing file.
 */
export function createSelfieDeletion(options: SelfieDeletionOptions): SelfieRetention {
  const { db, media, release, announce, journalDir, log, now } = options;
  const isClosing = options.isClosing ?? (() => false);

  /** Removes the unreferenced files among `keys`; answers whether every removal succeeded. */
  async function removeFiles(keys: string[]): Promise<boolean> {
    return release(keys);
  }

  async function writeJournal(keys: string[]): Promise<string> {
    await mkdir(journalDir, { recursive: true });
    const file = path.join(journalDir, `${Date.now()}-${randomBytes(6).toString('hex')}.json`);
    await writeFile(file, JSON.stringify(keys));
    return file;
  }

  /** Finishes the batches a crash or a failed removal left: their unreferenced files go now. */
  async function recoverJournals(): Promise<void> {
    const names = await readdir(journalDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    for (const name of names) {
      if (!name.endsWith('.json')) continue;
      const file = path.join(journalDir, name);
      const info = await stat(file).catch(() => null);
      if (!info || Date.now() - info.mtimeMs < JOURNAL_MIN_AGE_MS) continue;
      let keys: string[];
      try {
        keys = JSON.parse(await readFile(file, 'utf8')) as string[];
        if (!Array.isArray(keys)) throw new Error('not a list of keys');
      } catch (error) {
        // Written partly by a crash before its batch changed any row: nothing to finish.
        log.warn({ err: error, file }, 'selfie deletion journal unreadable: dropped');
        await rm(file, { force: true });
        continue;
      }
      if (await removeFiles(keys)) await rm(file, { force: true });
    }
  }

  /** One batch of the connections `due` selects; answers how many lost their selfie. */
  async function batch(due: SQL): Promise<{ deleted: number; more: boolean }> {
    const rows = (await db
      .select({
        id: connections.id,
        eventId: connections.eventId,
        imageKey: connections.imageKey,
        thumbnailKey: connections.thumbnailKey,
      })
      .from(connections)
      .innerJoin(events, eq(events.id, connections.eventId))
      .where(and(isNotNull(connections.imageKey), due))
      .orderBy(asc(connections.createdAt), asc(connections.id))
      .limit(RETENTION_BATCH)) as Doomed[];
    if (rows.length === 0) return { deleted: 0, more: false };

    const journal = await writeJournal(keysOf(rows));
    const changed = await db
      .update(connections)
      .set({ imageKey: null, thumbnailKey: null, selfieDeletedAt: now() })
      .where(
        and(
          inArray(
            connections.id,
            rows.map((row) => row.id),
          ),
          isNotNull(connections.imageKey),
        ),
      )
      .returning({ id: connections.id });
    const changedIds = new Set(changed.map((row) => row.id));
    const deleted = rows.filter((row) => changedIds.has(row.id));

    // The journal stays when a removal failed: the next run's recovery tries again.
    if (await removeFiles(keysOf(rows))) await rm(journal, { force: true });

    const byEvent = new Map<string, Doomed[]>();
    for (const row of deleted) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row]);
    for (const [eventId, list] of byEvent) {
      // As a host's hide does: open big screens drop these selfies from their galleries, and the hosts'
      // activity feeds load these items again (now without a photo). No score changes.
      announce(eventId, {
        type: 'connections_moderated',
        connectionIds: list.map((row) => row.id),
        players: [],
        hiddenImages: list.map((row) => media.url(row.imageKey)),
        votingChanged: false,
      });
    }
    return { deleted: deleted.length, more: rows.length === RETENTION_BATCH };
  }

  async function deleteWhere(due: SQL): Promise<number> {
    await recoverJournals();
    let total = 0;
    for (;;) {
      if (isClosing()) break;
      const { deleted, more } = await batch(due);
      total += deleted;
      if (!more) break;
    }
    return total;
  }

  return {
    async run() {
      // Counted from each connection's created_at, by the (injectable) clock.
      const at = now();
      const deleted = await deleteWhere(
        and(
          isNotNull(events.selfieRetentionDays),
          lte(
            connections.createdAt,
            sql`${at.toISOString()}::timestamptz - make_interval(days => ${events.selfieRetentionDays})`,
          ),
        ) as SQL,
      );
      if (deleted > 0)
        log.info({ deleted }, 'selfie retention: selfies past their event’s retention deleted');
      return deleted;
    },
    purgeEvent: (eventId) => deleteWhere(eq(connections.eventId, eventId)),
  };
}

/**
 * Retention on schedule (docs/data.md, "How long it is kept"): once after start-up, in the background
 * (start-up neither waits for it nor fails with a database that is away: a failed run is tried again after
 * RETENTION_RETRY_MS), then every `selfieRetentionIntervalMs`. The timers do not keep the process alive and
 * stop when the server closes, after the batch under way.
 */
export default fp(
  async (fastify) => {
    const { announce, mediaStorage: media, config } = fastify;
    let closing = false;
    let running: Promise<void> = Promise.resolve();
    let retryTimer: NodeJS.Timeout | undefined;
    let interval: NodeJS.Timeout | undefined;

    const deletion = createSelfieDeletion({
      db: fastify.db,
      media,
      release: (keys) => fastify.mediaLifetime.release(keys),
      announce,
      journalDir: path.join(config.dataDir, 'selfie-deletions'),
      log: fastify.log,
      now: fastify.clock,
      isClosing: () => closing,
    });
    fastify.decorate('selfieRetention', { ...deletion, idle: () => running });

    function runOnce() {
      if (closing) return;
      clearTimeout(retryTimer);
      running = running
        .then(async () => {
          await deletion.run();
        })
        .catch((error: unknown) => {
          if (closing) return;
          fastify.log.error({ err: error }, 'selfie retention did not run: trying again');
          retryTimer = setTimeout(runOnce, RETENTION_RETRY_MS);
          retryTimer.unref();
        });
    }

    fastify.addHook('onReady', async () => {
      // Not awaited: start-up does not wait for the deletions.
      runOnce();
      interval = setInterval(runOnce, config.selfieRetentionIntervalMs);
      interval.unref();
    });
    // Before the database closes: no new run, and the batch under way ends.
    fastify.addHook('preClose', async () => {
      closing = true;
      clearTimeout(retryTimer);
      clearInterval(interval);
      await running;
    });
  },
  {
    name: 'selfie-retention',
    dependencies: ['db', 'game-repository', 'media-storage', 'media-lifetime', 'leaderboard-cache'],
  },
);
