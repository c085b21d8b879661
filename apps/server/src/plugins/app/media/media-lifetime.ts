import { inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { retryingDeadlocks } from '../../../db/errors.js';
import type { Db } from '../../../db/index.js';
import { connections, events } from '../../../db/schema.js';
import type { Tx } from '../moderation/moderation-repository.js';
import type { MediaStorage } from './media-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** When a stored file may be removed: never while a committed row, or one being written, needs it. */
    mediaLifetime: MediaLifetime;
  }
}

/** A file put() stored, with its bytes, so that it can be stored again. */
export interface HeldFile {
  key: string;
  bytes: Buffer;
  ext: string;
}

export interface MediaLifetime {
  /**
   * Inside the transaction `tx` that writes rows naming `files`, before they are written: holds the
   * files until it commits (a release waits for it, then sees the rows) and stores again any file a
   * release removed after the caller's put(). Call it in the transaction, never outside.
   */
  hold(tx: Tx, files: HeldFile[]): Promise<void>;
  /**
   * Removes the files among `keys` that no committed row uses, each while no transaction holds it.
   * Answers whether every removal succeeded (a failed one is logged and the file stays).
   */
  release(keys: string[]): Promise<boolean>;
}

/**
 * The advisory lock space of media keys: the first half of PostgreSQL's two-int lock id, the second
 * being hashtext(key). An arbitrary constant, next to the migration lock's (db/index.ts).
 */
export const MEDIA_LOCK_SPACE = 4_640_002;

/**
 * Keys released per transaction: each holds one advisory lock (PostgreSQL's lock table has room for
 * max_locks_per_transaction × max_connections locks in all), and a big event's deletion releases
 * thousands.
 */
export const RELEASE_BATCH = 100;

/**
 * Takes the advisory lock of each key in one statement, in the order of the lock ids: two transactions
 * locking overlapping sets always take them in the same order, so they never deadlock (two keys with the
 * same hash share a lock, which only makes them wait for each other).
 */
async function lockKeys(tx: Tx, keys: string[], mode: 'shared' | 'exclusive') {
  if (keys.length === 0) return;
  const lock = mode === 'shared' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  await tx.execute(
    sql`select ${lock}(${MEDIA_LOCK_SPACE}, h) from (select distinct hashtext(k) as h from unnest(array[${list}]::text[]) as k order by h) as ordered`,
  );
}

/** The keys among `keys` that a connection (selfie or small copy) or an event (template) names. */
async function referencedKeys(tx: Tx, keys: string[]): Promise<Set<string>> {
  // One after the other: a transaction is one connection, which runs one statement at a time.
  const images = await tx
    .selectDistinct({ key: connections.imageKey })
    .from(connections)
    .where(inArray(connections.imageKey, keys));
  const thumbnails = await tx
    .selectDistinct({ key: connections.thumbnailKey })
    .from(connections)
    .where(inArray(connections.thumbnailKey, keys));
  const templates = await tx
    .select({
      post: sql<string | null>`${events.postTemplate}->>'key'`,
      story: sql<string | null>`${events.storyTemplate}->>'key'`,
      logo: sql<string | null>`${events.brandLogo}->>'key'`,
    })
    .from(events)
    .where(
      or(
        inArray(sql<string>`${events.postTemplate}->>'key'`, keys),
        inArray(sql<string>`${events.storyTemplate}->>'key'`, keys),
        inArray(sql<string>`${events.brandLogo}->>'key'`, keys),
      ) as SQL,
    );
  return new Set(
    [
      ...images.map((row) => row.key),
      ...thumbnails.map((row) => row.key),
      ...templates.flatMap((row) => [row.post, row.story, row.logo]),
    ].filter((key): key is string => key !== null),
  );
}

/**
 * Media lifetime (docs/decisions/0065-media-lifetime-and-deletion-races.md): media keys are content hashes,
 * so a release and an upload of the same bytes meet on one file. Each key has a PostgreSQL advisory lock:
 *
 * - a writer put()s its files, then, in the transaction that writes the rows naming them, takes their
 *   locks shared and put()s them again (only a check when the file is there: put() skips an existing
 *   file); the locks go with the commit, once the rows are visible;
 * - a release takes the locks exclusive in a transaction of its own, reads which keys committed rows
 *   name, removes the others' files, and only then lets go.
 *
 * A release thus runs wholly before a writer's transaction (the writer's second put() stores the file
 * again) or wholly after it (the release sees the rows and keeps the file), so no committed row names a
 * missing file, on the disk or in S3. On PGlite, with one session, transactions run one at a time, which
 * gives the same order (the locks are granted at once there). Shared locks do not wait for each other:
 * uploads of the same bytes never queue behind one another.
 */
export function createMediaLifetime(options: {
  db: Db;
  media: MediaStorage;
  log: FastifyBaseLogger;
  /** Keys never removed: the default templates, which no row names. */
  keep: () => string[];
}): MediaLifetime {
  const { db, media, log, keep } = options;

  async function releaseBatch(keys: string[]): Promise<boolean> {
    return retryingDeadlocks(() =>
      db.transaction(async (tx) => {
        await lockKeys(tx, keys, 'exclusive');
        const used = await referencedKeys(tx, keys);
        const kept = new Set(keep());
        const unused = keys.filter((key) => !used.has(key) && !kept.has(key));
        // Removed while the locks are held: no writer can store the file again and commit meanwhile.
        const results = await Promise.allSettled(unused.map((key) => media.remove(key)));
        let ok = true;
        results.forEach((result, index) => {
          if (result.status === 'fulfilled') return;
          ok = false;
          log.error({ err: result.reason, key: unused[index] }, 'media: could not remove an unused file');
        });
        return ok;
      }),
    );
  }

  return {
    async hold(tx, files) {
      await lockKeys(
        tx,
        files.map((file) => file.key),
        'shared',
      );
      for (const file of files) {
        const key = await media.put(file.bytes, file.ext);
        if (key !== file.key) throw new Error(`media: ${file.key} stored again as ${key}`);
      }
    },

    async release(keys) {
      const unique = [...new Set(keys)];
      let ok = true;
      for (let start = 0; start < unique.length; start += RELEASE_BATCH) {
        if (!(await releaseBatch(unique.slice(start, start + RELEASE_BATCH)))) ok = false;
      }
      return ok;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'mediaLifetime',
      createMediaLifetime({
        db: fastify.db,
        media: fastify.mediaStorage,
        log: fastify.log,
        // Registered after this plugin; read when a release runs, once the server is up.
        keep: () =>
          fastify.hasDecorator('defaultTemplates')
            ? [fastify.defaultTemplates.post.key, fastify.defaultTemplates.story.key]
            : [],
      }),
    );
  },
  { name: 'media-lifetime', dependencies: ['db', 'media-storage'] },
);
