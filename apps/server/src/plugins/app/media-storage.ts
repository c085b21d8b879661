import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';

/** Where uploaded and generated images live; `/media/<key>` serves them (see the static plugin). */
export interface MediaStorage {
  /** Stores the bytes and answers their key: the SHA-256 of the bytes plus the extension. */
  put(bytes: Buffer, ext: string): Promise<string>;
  /** The stored bytes of `key`; rejects when the file is missing. */
  read(key: string): Promise<Buffer>;
  /** Removes a stored file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** The address a browser loads the file from. */
  url(key: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mediaStorage: MediaStorage;
  }
}

const KEY_PATTERN = /^[0-9a-f]{64}\.[a-z0-9]{2,5}$/;

/** A file being written aside by put(): `.<key>.<random>.tmp`. */
const TEMPORARY_PATTERN = /^\.[0-9a-f]{64}\.[a-z0-9]{2,5}\.[0-9a-f]{12}\.tmp$/;

/**
 * Files put() was writing when the process died (kill -9, a crash): never renamed, never served. A file
 * younger than `minAgeMs` may be another instance's write under way (instances share the folder), so it
 * is left. Answers how many were removed.
 */
export async function removeOrphanTemporaries(dir: string, minAgeMs: number, now = Date.now()) {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    if (!TEMPORARY_PATTERN.test(name)) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info || now - info.mtimeMs < minAgeMs) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/** Temporaries older than this are a dead write's (put() writes one in well under a second). */
export const ORPHAN_MIN_AGE_MS = 10 * 60_000;

/**
 * Media on the local disk under DATA_DIR/media. Keys are content-addressed, so the same bytes are stored
 * once and a URL never changes what it shows (the static plugin serves them as immutable).
 */
export function createDiskMediaStorage(dir: string): MediaStorage {
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`not a media key: ${key}`);
    return path.join(dir, key);
  };

  return {
    async put(bytes, ext) {
      const key = `${createHash('sha256').update(bytes).digest('hex')}.${ext}`;
      const file = fileOf(key);
      const exists = await access(file).then(
        () => true,
        () => false,
      );
      if (!exists) {
        await mkdir(dir, { recursive: true });
        // Write aside and rename: a reader never sees half a file, even with several instances.
        const temporary = path.join(dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      }
      return key;
    },
    read: (key) => readFile(fileOf(key)),
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    url: (key) => `/media/${key}`,
  };
}

export default fp(
  async (fastify) => {
    const { mediaDir } = fastify.config;
    const removed = await removeOrphanTemporaries(mediaDir, ORPHAN_MIN_AGE_MS);
    if (removed > 0) fastify.log.info({ removed }, 'media: removed files left half-written by a crash');
    fastify.decorate('mediaStorage', createDiskMediaStorage(mediaDir));
  },
  { name: 'media-storage' },
);
