import { messages, PHOTO_MAX_DIMENSION_PX } from '@hoogo/core';
import { fitWithin, PHOTO_JPEG_QUALITY } from './photo-size';
import type { PhotoJob, PhotoJobResult } from './photo-worker';

/** Why a picked file cannot be a selfie, or null when it can. */
export function photoProblem(file: unknown): string | null {
  if (!(file instanceof Blob)) return messages.validation.fileNotBlob;
  if (!file.type.startsWith('image/')) return messages.validation.fileNotImage;
  return null;
}

export type PhotoEngine = 'worker' | 'main-thread';

/**
 * Where the selfie is shrunk: in a worker where the browser can draw off the main thread (OffscreenCanvas
 * and createImageBitmap in workers), else on the page (older Safari), which freezes typing for a moment.
 */
export function photoEngine(scope: Partial<typeof globalThis> = globalThis): PhotoEngine {
  return typeof scope.Worker === 'function' &&
    typeof scope.OffscreenCanvas === 'function' &&
    typeof scope.createImageBitmap === 'function'
    ? 'worker'
    : 'main-thread';
}

/** One worker per photo: the decoded 12 MP bitmap (about 48 MB) is freed with it at once. */
export function shrinkInWorker(job: PhotoJob): Promise<Blob> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module' });
    } catch (error) {
      reject(error);
      return;
    }
    worker.onmessage = (event: MessageEvent<PhotoJobResult>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.blob);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      event.preventDefault();
      reject(new Error(event.message || 'The photo worker failed'));
    };
    worker.postMessage(job);
  });
}

async function decode(file: Blob): Promise<{ image: CanvasImageSource; width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { image: bitmap, width: bitmap.width, height: bitmap.height };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { image, width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

export async function shrinkOnMainThread({ file, maxSide, quality }: PhotoJob): Promise<Blob> {
  const { image, width, height } = await decode(file);
  const size = fitWithin(width, height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/jpeg',
      quality,
    ),
  );
}

/**
 * Shrinks a selfie in the browser to at most 600 px wide or high, as JPEG at quality 0.8 with the EXIF
 * orientation applied and the metadata dropped, before it is uploaded. A worker that cannot start or
 * decode hands the photo to the page once more before the attendee is told.
 */
export async function compressPhoto(file: File): Promise<File> {
  const problem = photoProblem(file);
  if (problem) throw new Error(problem);
  const job: PhotoJob = { file, maxSide: PHOTO_MAX_DIMENSION_PX, quality: PHOTO_JPEG_QUALITY };
  let blob: Blob;
  try {
    blob =
      photoEngine() === 'worker'
        ? await shrinkInWorker(job).catch(() => shrinkOnMainThread(job))
        : await shrinkOnMainThread(job);
  } catch {
    throw new Error(messages.play.photoUnreadable);
  }
  const base = file.name.replace(/\.[^.]*$/, '') || 'selfie';
  return new File([blob], `${base}.jpg`, { type: 'image/jpeg', lastModified: Date.now() });
}
