import { seededRandom } from '@hoogo/core';
import sharp from 'sharp';

/**
 * A 600x600 photo-like JPEG: smooth colour gradients, a few soft blobs (a "face" and background shapes)
 * and sensor-like noise, so that the encoder has real work and the file weighs what a phone's compressed
 * selfie does (60-100 KB). Another `seed` draws another photo.
 */
export async function makeSelfie(size = 600, seed = 42): Promise<Buffer> {
  const next = seededRandom(seed);
  const pixels = Buffer.alloc(size * size * 3);
  const blobs = Array.from({ length: 7 }, () => ({
    x: next() * size,
    y: next() * size,
    r: 60 + next() * 160,
    c: [next() * 255, next() * 255, next() * 255],
  }));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const base = [90 + (x / size) * 80, 70 + (y / size) * 100, 120 - (x / size) * 60];
      for (const blob of blobs) {
        const d = Math.hypot(x - blob.x, y - blob.y) / blob.r;
        const weight = Math.max(0, 1 - d * d);
        for (let c = 0; c < 3; c++)
          base[c] = (base[c] as number) * (1 - weight) + (blob.c[c] as number) * weight;
      }
      const noise = (next() - 0.5) * 34;
      const offset = (y * size + x) * 3;
      for (let c = 0; c < 3; c++) {
        pixels[offset + c] = Math.max(0, Math.min(255, Math.round((base[c] as number) + noise)));
      }
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}
