import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDiskMediaStorage, ORPHAN_MIN_AGE_MS } from '../src/plugins/app/media/media-storage.js';
import { testConfig, withOwnApp } from './helpers/app.js';

describe('media storage at start-up', () => {
  it('removes the half-written files a crash left, and keeps stored media and recent writes', async () => {
    const config = testConfig();
    mkdirSync(config.mediaDir, { recursive: true });
    const key = `${'a'.repeat(64)}.jpg`;
    const stored = path.join(config.mediaDir, key);
    const orphan = path.join(config.mediaDir, `.${key}.0123456789ab.tmp`);
    const recent = path.join(config.mediaDir, `.${'b'.repeat(64)}.png.ba9876543210.tmp`);
    const unrelated = path.join(config.mediaDir, 'notes.tmp');
    for (const file of [stored, orphan, recent, unrelated]) writeFileSync(file, 'bytes');
    const old = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000);
    for (const file of [stored, orphan, unrelated]) utimesSync(file, old, old);

    await withOwnApp(config, async ({ logs }) => {
      expect(existsSync(orphan)).toBe(false);
      expect(existsSync(stored)).toBe(true);
      // Possibly another instance's write under way; and a file that is not the storage's.
      expect(existsSync(recent)).toBe(true);
      expect(existsSync(unrelated)).toBe(true);
      expect(logs.lines.some((line) => line.includes('"removed":1'))).toBe(true);
    });
  });
});

describe('media on the disk', () => {
  it('opens a stored file by its key alone, with its type and length; null for a key not stored', async () => {
    const config = testConfig();
    const storage = createDiskMediaStorage(config.mediaDir);
    try {
      const key = await storage.put(Buffer.from('a selfie'), 'jpg');
      const file = await storage.open(key);
      expect(file?.contentType).toBe('image/jpeg');
      expect(file?.contentLength).toBe(8);
      const chunks: Buffer[] = [];
      for await (const chunk of file?.body ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe('a selfie');
      expect(await storage.open(`${'c'.repeat(64)}.png`)).toBeNull();
      await expect(storage.open('../secret.jpg')).rejects.toThrow('not a media key');
    } finally {
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
