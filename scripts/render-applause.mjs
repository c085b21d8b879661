// Renders the venue board's applause (apps/web/public/sounds/applause.wav): a small crowd clapping for
// about two seconds, as a mono 16-bit WAV at 22.05 kHz. Made from seeded noise, so every run writes the
// same bytes; see docs/decisions/0035-one-definition-the-boards-applause.md.
//   node scripts/render-applause.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SAMPLE_RATE = 22_050;
const SECONDS = 1.8;
const CLAPPERS = 9;
/** Peak level of the mix: loud on a venue's speakers without clipping. */
const PEAK = 0.8;
const FADE_IN_S = 0.12;
const FADE_OUT_S = 0.7;

const out = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/web/public/sounds/applause.wav',
);

/** xorshift32 from a fixed seed: the noise, and so the file, is the same on every run. */
let state = 2025;
function random() {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 4294967296;
}

const between = (low, high) => low + random() * (high - low);

/** Band-pass biquad coefficients (0 dB at the centre frequency). */
function bandPass(frequency, q) {
  const w = (2 * Math.PI * frequency) / SAMPLE_RATE;
  const alpha = Math.sin(w) / (2 * q);
  const a0 = 1 + alpha;
  return { b0: alpha / a0, b2: -alpha / a0, a1: (-2 * Math.cos(w)) / a0, a2: (1 - alpha) / a0 };
}

/**
 * One hand clap added into `mix` at sample `start`: a few reflections a hundredth of a second apart, each
 * a burst of noise with a sharp attack, the last with a short tail, all through one band-pass (the size of
 * the hands sets its centre).
 */
function addClap(mix, start, loudness) {
  const { b0, b2, a1, a2 } = bandPass(between(900, 1900), between(0.8, 1.4));
  const length = Math.floor(0.2 * SAMPLE_RATE);
  const bursts = [
    { at: 0, decay: 0.006 },
    { at: between(0.008, 0.013), decay: 0.007 },
    { at: between(0.019, 0.026), decay: between(0.03, 0.05) },
  ];
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < length && start + i < mix.length; i++) {
    const t = i / SAMPLE_RATE;
    let envelope = 0;
    for (const burst of bursts) {
      const since = t - burst.at;
      if (since >= 0) envelope += Math.min(1, since / 0.0015) * Math.exp(-since / burst.decay);
    }
    const x = (random() * 2 - 1) * envelope;
    const y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    mix[start + i] += y * loudness;
  }
}

const mix = new Float64Array(Math.floor(SECONDS * SAMPLE_RATE));
for (let clapper = 0; clapper < CLAPPERS; clapper++) {
  // Everyone claps at their own pace, a little unevenly, and some are nearer to the microphone.
  const interval = between(0.2, 0.28);
  const loudness = between(0.5, 1);
  for (let at = between(0, 0.15); at < SECONDS - 0.05; at += interval * between(0.9, 1.1)) {
    addClap(mix, Math.floor(at * SAMPLE_RATE), loudness);
  }
}

let peak = 0;
for (let i = 0; i < mix.length; i++) {
  const t = i / SAMPLE_RATE;
  const fade = Math.min(1, t / FADE_IN_S, (SECONDS - t) / FADE_OUT_S);
  mix[i] *= fade;
  peak = Math.max(peak, Math.abs(mix[i]));
}

const header = 44;
const wav = Buffer.alloc(header + mix.length * 2);
wav.write('RIFF', 0, 'ascii');
wav.writeUInt32LE(wav.length - 8, 4);
wav.write('WAVE', 8, 'ascii');
wav.write('fmt ', 12, 'ascii');
wav.writeUInt32LE(16, 16);
wav.writeUInt16LE(1, 20); // PCM
wav.writeUInt16LE(1, 22); // mono
wav.writeUInt32LE(SAMPLE_RATE, 24);
wav.writeUInt32LE(SAMPLE_RATE * 2, 28);
wav.writeUInt16LE(2, 32);
wav.writeUInt16LE(16, 34);
wav.write('data', 36, 'ascii');
wav.writeUInt32LE(mix.length * 2, 40);
for (let i = 0; i < mix.length; i++) {
  wav.writeInt16LE(Math.round((mix[i] / peak) * PEAK * 32767), header + i * 2);
}

await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, wav);
console.log(`${path.relative(process.cwd(), out)}: ${wav.length} bytes, ${SECONDS} s`);
