import { messages } from '@hoogo/core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { isWholeImage } from '../src/lib/image-structure.js';
import { UploadGate } from '../src/lib/upload-gate.js';
import { selfieImages } from '../src/plugins/app/media/images.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { connect, join, jpeg, playableEvent, selfieFile } from './helpers/game.js';

/**
 * Finding M3 of the second audit: the instance's 4 upload slots were one queue in arrival order, so 40
 * parallel truncated 40 MP PNGs of one player (each decoded in full, then refused) made everyone else's
 * uploads wait 7-10 s, and some got 503 (valid ones do the same, decoded in full). Now a sender has at most 2 uploads under way and 1 slot, the
 * slots go in turns between events and senders, and a truncated file is refused before its decode.
 */

/** A 40-megapixel PNG with texture (about 0.5 MB), and the same file cut at 90 %. */
async function heavyPngs(): Promise<{ whole: Buffer; truncated: Buffer }> {
  const [width, height] = [8000, 5000];
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + (i >> 12)) & 255;
  const whole = await sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { whole, truncated: whole.subarray(0, Math.floor(whole.length * 0.9)) };
}

/** CPU time of `work`, in milliseconds. */
async function cpuOf(work: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await work().catch(() => {});
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

describe('the upload gate', () => {
  const owner = (event: string, sender: string) => ({ event, sender });

  it('serves the waiting uploads in turns between events, then between senders', async () => {
    const gate = new UploadGate(1, 5_000, 5);
    const first = await gate.acquire(owner('e1', 'holder'));
    const served: string[] = [];
    const wait = (event: string, sender: string, label: string) =>
      gate.acquire(owner(event, sender)).then((release) => {
        served.push(label);
        release?.();
      });
    const waiting = [
      wait('e1', 'flooder', 'flooder 1'),
      wait('e1', 'flooder', 'flooder 2'),
      wait('e1', 'flooder', 'flooder 3'),
      wait('e1', 'phone', 'phone'),
      wait('e2', 'organiser', 'organiser'),
    ];
    first?.();
    await Promise.all(waiting);
    // In arrival order the phone and the other event would have waited behind the whole flood.
    expect(served).toEqual(['flooder 1', 'organiser', 'phone', 'flooder 2', 'flooder 3']);
    expect(gate.active).toBe(0);
  });

  it('gives a sender one slot at a time, and admits at most its share', async () => {
    const gate = new UploadGate(4, 50, 2);
    const release = await gate.acquire(owner('e1', 'player'));
    // Three slots are free, but not for the same sender.
    expect(await gate.acquire(owner('e1', 'player'))).toBeUndefined();
    expect(await gate.acquire(owner('e1', 'other'))).toEqual(expect.any(Function));
    release?.();

    const leaves = [gate.admit('player'), gate.admit('player')];
    expect(leaves).toEqual([expect.any(Function), expect.any(Function)]);
    expect(gate.admit('player')).toBeUndefined();
    expect(gate.admit('someone else')).toEqual(expect.any(Function));
    leaves[0]?.();
    expect(gate.admit('player')).toEqual(expect.any(Function));
  });
});

describe('truncated images', () => {
  let pngs: { whole: Buffer; truncated: Buffer };
  beforeAll(async () => {
    pngs = await heavyPngs();
  }, 60_000);

  it('are recognised from their container alone', async () => {
    const selfie = await sharp(pngs.whole).resize(600).jpeg({ progressive: true }).toBuffer();
    const webp = await sharp(pngs.whole).resize(600).webp().toBuffer();
    for (const [format, bytes] of [
      ['png', pngs.whole],
      ['jpeg', selfie],
      ['jpeg', await jpeg()],
      ['webp', webp],
    ] as const) {
      expect(isWholeImage(format, bytes), format).toBe(true);
      expect(isWholeImage(format, bytes.subarray(0, Math.floor(bytes.length * 0.7))), format).toBe(false);
      expect(isWholeImage(format, bytes.subarray(0, bytes.length - 2)), format).toBe(false);
    }
  });

  it('are refused before their decode: a small part of the work of a whole one', async () => {
    // Measured without libvips' cache of recent operations, which would answer the whole one from memory.
    sharp.cache(false);
    onTestFinished(() => {
      sharp.cache(true);
    });
    await expect(selfieImages(pngs.truncated, 'image')).rejects.toMatchObject({
      httpStatus: 400,
      message: messages.validation.fileNotImage,
    });
    const whole = await cpuOf(() => selfieImages(pngs.whole, 'image'));
    const truncated = await cpuOf(() => selfieImages(pngs.truncated, 'image'));
    console.info(`40 MP PNG: ${whole.toFixed(0)} ms of CPU whole, ${truncated.toFixed(0)} ms truncated`);
    expect(truncated).toBeLessThan(whole / 5);
  }, 30_000);
});

describe.each(testBackends('one'))('one player flooding the uploads on %s', (backend) => {
  const t = useTestApp(backend);

  it('gets a share of the slots, and everyone else uploads meanwhile', async () => {
    const { whole } = await heavyPngs();
    const event = await playableEvent(t);
    const name = event.event.event_name;
    const flooder = await join(t, name, 'flooder@example.com');
    const phones = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => join(t, name, `phone${i}@example.com`)));

    const flood = Array.from({ length: 40 }, () =>
      connect(t, name, flooder.user_id, 0, 0, { image: selfieFile(whole, 'big.png') }),
    );
    const started = performance.now();
    const honest = await Promise.all(
      phones.map(async (phone) => {
        const answer = await connect(t, name, phone.user_id, 1, 1, { image: selfieFile(await jpeg()) });
        return { answer, ms: performance.now() - started };
      }),
    );
    const flooded = await Promise.all(flood);

    for (const { answer } of honest) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const slowest = Math.max(...honest.map(({ ms }) => ms));
    console.info(
      `flood of 40 valid 40 MP PNGs: the slowest of 6 other uploads took ${slowest.toFixed(0)} ms`,
    );
    expect(slowest).toBeLessThan(5_000);

    const refusedUnread = flooded.filter((answer) => answer.status === 429);
    console.info(`the flooder's uploads refused unread: ${refusedUnread.length} of 40`);
    expect(refusedUnread.length).toBeGreaterThanOrEqual(36);
    for (const answer of refusedUnread) {
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.body.message.general).toEqual([messages.uploadApi.yoursUnderWay]);
    }
    // The first fills the cell, the others find it filled.
    for (const answer of flooded.filter((a) => a.status !== 429)) expect([200, 409]).toContain(answer.status);
    expect(t.app.uploads.active).toBe(0);
  }, 90_000);
});
