import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Refusal } from '../../../lib/refusal.js';
import { createS3Bucket, describeS3Error, type S3Bucket } from '../../external/s3.js';

/** A stored file being read for a browser: its bytes as a stream and the headers they go with. */
export interface MediaObject {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
}

/**
 * Where uploaded and generated images live: the disk under DATA_DIR, or an S3-compatible bucket when
 * MEDIA_S3_* is set (docs/operations.md, "Several instances"). `/media/<key>` serves them (see the static
 * plugin).
 */
export interface MediaStorage {
  /**
   * Stores the bytes and answers their key: the SHA-256 of the bytes plus the extension. Rejects with
   * the refusal `mediaUnavailable` when the store cannot take them (the request answers 503).
   */
  put(bytes: Buffer, ext: string): Promise<string>;
  /** The stored bytes of `key`; rejects when the file is missing. */
  read(key: string): Promise<Buffer>;
  /** Removes a stored file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** The address a browser loads the file from. */
  url(key: string): string;
  /** The file for `/media/<key>` (the static plugin answers that address), null when there is none. */
  open(key: string): Promise<MediaObject | null>;
}

/**
 * Media keys are content-addressed, so a URL never changes what it shows: cached for a year, as is, by
 * the browser that loaded it, and by no shared cache (a proxy, a CDN): a deleted selfie leaves no copy
 * outside the browsers that showed it (docs/decisions/0065-media-lifetime-and-deletion-races.md).
 */
export const MEDIA_CACHE_CONTROL = `private, max-age=${365 * 24 * 60 * 60}, immutable`;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The Content-Type of a media key, from its extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

declare module 'fastify' {
  interface FastifyInstance {
    mediaStorage: MediaStorage;
  }
}

const KEY_PATTERN = /^[0-9a-f]{64}\.[a-z0-9]{2,5}$/;

/** Whether `key` is one put() makes (addresses that are not are answered 404 without asking the store). */
export const isMediaKey = (key: string) => KEY_PATTERN.test(key);

const keyOf = (bytes: Buffer, ext: string) => `${createHash('sha256').update(bytes).digest('hex')}.${ext}`;

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
      const key = keyOf(bytes, ext);
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
    /**
     * Opened by its key alone: the folder is never listed to find it (it holds every selfie of every
     * event; a static-file server that checked each path's spelling against the folder read all of it
     * on every request, docs/decisions/0068-the-event-rehearsed.md).
     */
    async open(key) {
      const handle = await open(fileOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), contentType: contentTypeOf(key), contentLength: size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
  };
}

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Media in a bucket of an S3-compatible store, for several instances behind a load balancer. The same
 * content-addressed keys as on the disk; an object is uploaded in one request, so it is there whole or
 * not at all. With `publicUrl` (a public bucket or a CDN) browsers load the objects from there; without
 * it, from `/media/<key>`, which the server answers from the bucket (a private bucket).
 */
export function createS3MediaStorage(
  bucket: S3Bucket,
  publicUrl: string | undefined,
  log?: FastifyBaseLogger,
): MediaStorage & Required<Pick<MediaStorage, 'open'>> {
  const checked = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`not a media key: ${key}`);
    return key;
  };

  return {
    async put(bytes, ext) {
      const key = checked(keyOf(bytes, ext));
      try {
        // The same bytes are stored once, as the disk store skips an existing file.
        if (!(await bucket.has(key))) await bucket.put(key, bytes, contentTypeOf(key), MEDIA_CACHE_CONTROL);
      } catch (error) {
        log?.error(
          { s3: describeS3Error(error), bucket: bucket.name, key },
          'media: could not store a file in the S3 bucket',
        );
        throw new Refusal('mediaUnavailable', { cause: error });
      }
      return key;
    },
    async read(key) {
      const object = await bucket.get(checked(key));
      if (!object) throw Object.assign(new Error(`no media ${key} in the S3 bucket`), { code: 'ENOENT' });
      return streamToBuffer(object.body);
    },
    async remove(key) {
      await bucket.remove(checked(key));
    },
    url: (key) => (publicUrl ? `${publicUrl}/${key}` : `/media/${key}`),
    async open(key) {
      const object = await bucket.get(checked(key));
      if (!object) return null;
      return { body: object.body, contentType: contentTypeOf(key), contentLength: object.contentLength };
    },
  };
}

export default fp(
  async (fastify) => {
    const { mediaDir, mediaS3 } = fastify.config;
    if (mediaS3) {
      const bucket = createS3Bucket(mediaS3);
      fastify.addHook('onClose', async () => bucket.close());
      const where = {
        endpoint: mediaS3.endpoint,
        bucket: mediaS3.bucket,
        publicUrl: mediaS3.publicUrl ?? null,
      };
      // Not fatal: the store may be back before the first upload. The keys are never logged.
      await bucket.check().then(
        () => fastify.log.info(where, 'media: in the S3 bucket'),
        (error: unknown) =>
          fastify.log.warn(
            { ...where, s3: describeS3Error(error) },
            'media: the S3 bucket cannot be reached; uploads fail until it can',
          ),
      );
      fastify.decorate('mediaStorage', createS3MediaStorage(bucket, mediaS3.publicUrl, fastify.log));
      return;
    }
    const removed = await removeOrphanTemporaries(mediaDir, ORPHAN_MIN_AGE_MS);
    if (removed > 0) fastify.log.info({ removed }, 'media: removed files left half-written by a crash');
    fastify.decorate('mediaStorage', createDiskMediaStorage(mediaDir));
  },
  { name: 'media-storage' },
);
