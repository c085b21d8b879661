import { existsSync, readdirSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { UserMatrix } from '@hoogo/core';
import { isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { connections } from '../src/db/schema.js';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { api, connect, join, playableEvent, selfieFile } from './helpers/game.js';

const MEDIA_URL = /^\/media\/([0-9a-f]{64}\.webp)$/;

describe.each(testBackends('one'))('selfie thumbnails on %s', (backend) => {
  const t = useTestApp(backend);

  const matrix = (userId: string) =>
    call<UserMatrix>(t.app, 'GET', `${api}/manage-game/DevMeetup/get-user-matrix/?user_id=${userId}`);
  const fileOf = (url: string) => path.join(t.config.mediaDir, url.replace('/media/', ''));
  const photo = (background: string, width = 1200, height = 900) =>
    sharp({ create: { width, height, channels: 3, background } })
      .withExif({ IFD0: { Make: 'TestCam' } })
      .jpeg()
      .toBuffer();

  it('stores a WebP of at most 160 px without metadata beside each selfie, served as immutable', async () => {
    await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com');
    const answer = await connect(t, 'DevMeetup', pia.user_id, 0, 0, {
      image: selfieFile(await photo('#336699', 900, 1200)),
    });
    expect(answer.status).toBe(200);
    const { image, thumbnail } = answer.body.response;
    expect(thumbnail).toMatch(MEDIA_URL);
    expect(thumbnail).not.toBe(image);
    const bytes = await readFile(fileOf(thumbnail!));
    const stored = await sharp(bytes).metadata();
    expect(stored.format).toBe('webp');
    expect([stored.width, stored.height]).toEqual([120, 160]);
    expect(stored.exif).toBeUndefined();
    expect(bytes.length).toBeLessThan(8 * 1024);
    expect(bytes.includes('TestCam')).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: thumbnail! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');

    const cell = (await matrix(pia.user_id)).body.response.answer[0]?.[0];
    expect(cell).toMatchObject({ image, thumbnail });
    const empty = (await matrix(pia.user_id)).body.response.answer[0]?.[1];
    expect(empty).toMatchObject({ image: null, thumbnail: null });
  });

  it('never enlarges a small selfie, and sends the thumbnail to live viewers', async () => {
    const event = await playableEvent(t);
    const heard: unknown[] = [];
    const stop = t.app.liveBus.subscribe(event.event.event_id, (message) => heard.push(message));
    const pia = await join(t, 'DevMeetup', 'pia@example.com');
    const answer = await connect(t, 'DevMeetup', pia.user_id, 0, 0, {
      image: selfieFile(await photo('#aa2200', 64, 48)),
    });
    stop();
    const stored = await sharp(fileOf(answer.body.response.thumbnail!)).metadata();
    expect([stored.width, stored.height]).toEqual([64, 48]);
    expect(heard).toContainEqual(
      expect.objectContaining({
        type: 'connection_made',
        image: expect.objectContaining({ thumbnail: answer.body.response.thumbnail }),
      }),
    );
  });

  it('makes the missing thumbnails of older selfies, the full image standing in until then', async () => {
    await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com');
    const first = await connect(t, 'DevMeetup', pia.user_id, 0, 0, {
      image: selfieFile(await photo('#112233')),
    });
    const second = await connect(t, 'DevMeetup', pia.user_id, 0, 1, {
      image: selfieFile(await photo('#445566')),
    });
    // As stored before thumbnails existed: no key, no file. The second selfie's file is lost too.
    await t.app.db.update(connections).set({ thumbnailKey: null }).where(isNotNull(connections.thumbnailKey));
    await rm(fileOf(first.body.response.thumbnail!));
    await rm(fileOf(second.body.response.thumbnail!));
    await rm(fileOf(second.body.response.image!));

    const before = (await matrix(pia.user_id)).body.response.answer[0]!;
    expect(before[0]?.thumbnail).toBe(first.body.response.image);

    expect(await t.app.thumbnailBackfill.run()).toBe(1);
    const after = (await matrix(pia.user_id)).body.response.answer[0]!;
    expect(after[0]?.thumbnail).toBe(first.body.response.thumbnail);
    expect(existsSync(fileOf(after[0]!.thumbnail!))).toBe(true);
    // The unreadable one is logged and left as it was; a second run finds nothing it can make.
    expect(after[1]?.thumbnail).toBe(second.body.response.image);
    expect(t.logs.lines.some((line) => line.includes('could not make the thumbnail'))).toBe(true);
    expect(await t.app.thumbnailBackfill.run()).toBe(0);
  });

  it("removes a deleted event's thumbnails with its selfies", async () => {
    const event = await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com');
    const answer = await connect(t, 'DevMeetup', pia.user_id, 0, 0, {
      image: selfieFile(await photo('#778899')),
    });
    const files = () => readdirSync(t.config.mediaDir);
    const thumbnail = answer.body.response.thumbnail!.replace('/media/', '');
    expect(files()).toContain(thumbnail);
    const deleted = await call(t.app, 'DELETE', `${api}/manage-event/DevMeetup/delete/`, {
      token: event.owner.token,
    });
    expect(deleted.status).toBe(200);
    expect(files()).not.toContain(thumbnail);
  });
});
