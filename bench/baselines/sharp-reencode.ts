/**
 * Baseline of the submissions part: sharp alone doing what the server does to a selfie (images.ts: read
 * the header, check format and pixels, auto-orient, resize to at most 600 px, re-encode as JPEG q82),
 * `concurrency` at a time for `durationMs`, in one process. Prints one JSON line: { ops, durationMs }.
 *
 *   node --import tsx bench/baselines/sharp-reencode.ts <image> <concurrency> <durationMs>
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';

const [imageFile, concurrencyText, durationText] = process.argv.slice(2) as [string, string, string];
const image = readFileSync(imageFile);
const MAX_PIXELS = 40_000_000;

async function reencode(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  if (metadata.width * metadata.height > MAX_PIXELS) throw new Error('too many pixels');
  return sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(600, 600, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
}

const latencies: number[] = [];
const started = performance.now();
const deadline = started + Number(durationText);
await Promise.all(
  Array.from({ length: Number(concurrencyText) }, async () => {
    while (performance.now() < deadline) {
      const begin = performance.now();
      await reencode(image);
      latencies.push(performance.now() - begin);
    }
  }),
);
console.log(JSON.stringify({ ops: latencies.length, durationMs: performance.now() - started, latencies }));
