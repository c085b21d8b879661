import { seededRandom } from '@hoogo/core';
import sharp from 'sharp';

/**
 * The raw RGB pixels of a photo-like picture, drawn from `next`: smooth colour gradients, `blobs` soft
 * blobs (a "face" and background shapes) of a radius from 60 to 60 + `spread`, and sensor-like noise of
 * `noise` from darkest to brightest.
 */
export function photoPixels(
  width: number,
  height: number,
  next: () => number,
  look: { blobs: number; spread: number; noise: number },
): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  const blobs = Array.from({ length: look.blobs }, () => ({
    x: next() * width,
    y: next() * height,
    r: 60 + next() * look.spread,
    c: [next() * 255, next() * 255, next() * 255],
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const base = [90 + (x / width) * 80, 70 + (y / height) * 100, 120 - (x / width) * 60];
      for (const blob of blobs) {
        const d = Math.hypot(x - blob.x, y - blob.y) / blob.r;
        const weight = Math.max(0, 1 - d * d);
        for (let c = 0; c < 3; c++)
          base[c] = (base[c] as number) * (1 - weight) + (blob.c[c] as number) * weight;
      }
      const noise = (next() - 0.5) * look.noise;
      const offset = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        pixels[offset + c] = Math.max(0, Math.min(255, Math.round((base[c] as number) + noise)));
      }
    }
  }
  return pixels;
}

/**
 * A 600x600 photo-like JPEG (`photoPixels`), so that the encoder has real work and the file weighs what a
 * phone's compressed selfie does (60-100 KB). Another `seed` draws another photo.
 */
export async function makeSelfie(size = 600, seed = 42): Promise<Buffer> {
  const pixels = photoPixels(size, size, seededRandom(seed), { blobs: 7, spread: 160, noise: 34 });
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}
