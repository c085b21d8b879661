// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { describe, expect, it, vi } from 'vitest';
import { compressPhoto, photoEngine } from '../photo';
import { fitWithin } from '../photo-size';

describe('selfie size', () => {
  it('scales the longest side down to 600 px, keeping the shape', () => {
    expect(fitWithin(4000, 3000, 600)).toEqual({ width: 600, height: 450 });
    expect(fitWithin(3024, 4032, 600)).toEqual({ width: 450, height: 600 });
    expect(fitWithin(1200, 1200, 600)).toEqual({ width: 600, height: 600 });
  });

  it('never scales a small photo up, and keeps at least one pixel a side', () => {
    expect(fitWithin(320, 240, 600)).toEqual({ width: 320, height: 240 });
    expect(fitWithin(6000, 2, 600)).toEqual({ width: 600, height: 1 });
  });
});

describe('where the selfie is shrunk', () => {
  const fn = () => {};
  it('uses a worker where workers can draw', () => {
    expect(
      photoEngine({ Worker: fn, OffscreenCanvas: fn, createImageBitmap: fn } as unknown as typeof globalThis),
    ).toBe('worker');
  });

  it('falls back to the page without OffscreenCanvas (older Safari) or without workers', () => {
    expect(photoEngine({ Worker: fn, createImageBitmap: fn } as unknown as typeof globalThis)).toBe(
      'main-thread',
    );
    expect(photoEngine({ OffscreenCanvas: fn, createImageBitmap: fn } as unknown as typeof globalThis)).toBe(
      'main-thread',
    );
    // jsdom has neither.
    expect(photoEngine()).toBe('main-thread');
  });
});

describe('compressPhoto', () => {
  it('sends the photo to a worker with 600 px and quality 0.8 and answers a JPEG file', async () => {
    const jobs: unknown[] = [];
    class FakeWorker {
      onmessage: ((event: MessageEvent) => void) | null = null;
      onerror: ((event: ErrorEvent) => void) | null = null;
      terminated = false;
      postMessage(job: unknown) {
        jobs.push(job);
        queueMicrotask(() =>
          this.onmessage?.(
            new MessageEvent('message', {
              data: { ok: true, blob: new Blob(['jpeg'], { type: 'image/jpeg' }) },
            }),
          ),
        );
      }
      terminate() {
        this.terminated = true;
      }
    }
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('OffscreenCanvas', class {});
    vi.stubGlobal('createImageBitmap', () => Promise.resolve());
    const file = await compressPhoto(new File(['raw'], 'IMG_0001.HEIC.png', { type: 'image/png' }));
    expect(jobs).toEqual([expect.objectContaining({ maxSide: 600, quality: 0.8 })]);
    expect(file.type).toBe('image/jpeg');
    expect(file.name).toBe('IMG_0001.HEIC.jpg');
  });

  it('says the photo could not be read when neither the worker nor the page can decode it', async () => {
    class BrokenWorker {
      onmessage: ((event: MessageEvent) => void) | null = null;
      postMessage() {
        queueMicrotask(() =>
          this.onmessage?.(new MessageEvent('message', { data: { ok: false, message: 'x' } })),
        );
      }
      terminate() {}
    }
    vi.stubGlobal('Worker', BrokenWorker);
    vi.stubGlobal('OffscreenCanvas', class {});
    const decode = vi.fn(() => Promise.reject(new Error('cannot decode')));
    vi.stubGlobal('createImageBitmap', decode);
    await expect(compressPhoto(new File(['raw'], 'a.png', { type: 'image/png' }))).rejects.toThrow(
      messages.play.photoUnreadable,
    );
    // The page tried once more after the worker failed.
    expect(decode).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is not an image without decoding it', async () => {
    await expect(compressPhoto(new File(['x'], 'notes.txt', { type: 'text/plain' }))).rejects.toThrow(
      messages.validation.fileNotImage,
    );
  });
});
