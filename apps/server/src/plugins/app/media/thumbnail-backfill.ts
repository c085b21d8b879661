import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Tx } from '../moderation/moderation-repository.js';
import { thumbnailImage } from './images.js';
import type { MediaLifetime } from './media-lifetime.js';
import type { MediaStorage } from './media-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    thumbnailBackfill: ThumbnailBackfill;
  }
}

/** Selfies read per query: small, so one pass never holds many images in memory. */
const BATCH = 20;

interface BackfillRepository {
  selfiesWithoutThumbnail(limit: number, skip: string[]): Promise<string[]>;
  setThumbnail(imageKey: string, thumbnailKey: string, hold: (tx: Tx) => Promise<void>): Promise<void>;
}

export interface ThumbnailBackfill {
  /** Makes the missing small copies, one selfie at a time; answers how many were made. */
  run(): Promise<number>;
}

/**
 * Selfies stored before thumbnails existed get their small copy after startup, in the background: one
 * image at a time (the server keeps answering), until none is missing. Until then the answers give the
 * full image as the thumbnail, so it is never a dead link (docs/decisions/0017-thumbnails.md). A selfie
 * whose file cannot be read is logged and left out of the rest of the run. Several instances may run it
 * at once: the files are content-addressed and the update only fills empty columns.
 */
export function createThumbnailBackfill(
  repository: BackfillRepository,
  media: MediaStorage,
  lifetime: Pick<MediaLifetime, 'hold'>,
  log: FastifyBaseLogger,
  isClosing: () => boolean = () => false,
): ThumbnailBackfill {
  return {
    async run() {
      const unreadable: string[] = [];
      let made = 0;
      while (!isClosing()) {
        const keys = await repository.selfiesWithoutThumbnail(BATCH, unreadable);
        if (keys.length === 0) break;
        for (const imageKey of keys) {
          if (isClosing()) break;
          try {
            const thumbnail = await thumbnailImage(await media.read(imageKey));
            const key = await media.put(thumbnail.bytes, thumbnail.ext);
            // Held until the rows name it: a deletion releasing the same bytes meanwhile keeps it.
            await repository.setThumbnail(imageKey, key, (tx) =>
              lifetime.hold(tx, [{ key, bytes: thumbnail.bytes, ext: thumbnail.ext }]),
            );
            made++;
          } catch (error) {
            unreadable.push(imageKey);
            log.warn({ err: error, imageKey }, 'could not make the thumbnail of a selfie');
          }
        }
      }
      if (made > 0 || unreadable.length > 0) {
        log.info({ made, unreadable: unreadable.length }, 'thumbnail backfill done');
      }
      return made;
    },
  };
}

export default fp(
  async (fastify) => {
    let closing = false;
    let running: Promise<unknown> = Promise.resolve();
    const backfill = createThumbnailBackfill(
      fastify.gameRepository,
      fastify.mediaStorage,
      fastify.mediaLifetime,
      fastify.log,
      () => closing,
    );
    fastify.decorate('thumbnailBackfill', backfill);
    fastify.addHook('onReady', async () => {
      // Not awaited: startup does not wait for old selfies.
      running = backfill.run().catch((error: unknown) => {
        fastify.log.error({ err: error }, 'thumbnail backfill stopped');
      });
    });
    fastify.addHook('onClose', async () => {
      closing = true;
      await running;
    });
  },
  { name: 'thumbnail-backfill', dependencies: ['game-repository', 'media-storage', 'media-lifetime'] },
);
