import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { type EventInfo, messages } from '@hoogo/core';
import { startLoopbackS3 } from '@hoogo/testing/s3';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/index.js';
import {
  contentTypeOf,
  createS3MediaStorage,
  MEDIA_CACHE_CONTROL,
} from '../src/plugins/app/media/media-storage.js';
import { createS3Bucket, type S3Bucket } from '../src/plugins/external/s3.js';
import { call } from './helpers/api.js';
import { testConfig, useTestApp, withOwnApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { callMultipart, file, png } from './helpers/events.js';
import { api, connect, join, playableEvent } from './helpers/game.js';

const s3 = await startLoopbackS3();
afterAll(() => s3.destroy());

const secret = { JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters' };
const keyOf = (bytes: Buffer, ext: string) => `${createHash('sha256').update(bytes).digest('hex')}.${ext}`;
const MEDIA_URL = /^\/media\/([0-9a-f]{64}\.(jpg|webp|png))$/;

/** Reads a whole stream into one buffer. */
async function bytesOf(stream: AsyncIterable<Uint8Array>) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The bucket, counting the uploads that really reach the store. */
function countingBucket(bucket: S3Bucket) {
  const uploads: string[] = [];
  const counted: S3Bucket = {
    ...bucket,
    name: bucket.name,
    put: (key, ...rest) => {
      uploads.push(key);
      return bucket.put(key, ...rest);
    },
  };
  return { bucket: counted, uploads };
}

describe('MEDIA_S3_* configuration', () => {
  it('keeps media on the disk when none is set, and reads them all when all are', () => {
    expect(loadConfig(secret).mediaS3).toBeUndefined();
    const config = loadConfig({
      ...secret,
      ...s3.env,
      MEDIA_S3_ENDPOINT: `${s3.env.MEDIA_S3_ENDPOINT}/`,
      MEDIA_S3_PUBLIC_URL: 'https://cdn.example.org/hoogo/',
    });
    expect(config.mediaS3).toEqual({
      ...s3.settings,
      publicUrl: 'https://cdn.example.org/hoogo',
    });
    expect(loadConfig({ ...secret, ...s3.env, MEDIA_S3_FORCE_PATH_STYLE: '' }).mediaS3?.forcePathStyle).toBe(
      false,
    );
  });

  it('refuses half a configuration, naming what is missing and never repeating a key', () => {
    const { MEDIA_S3_REGION: _region, MEDIA_S3_ACCESS_KEY_ID: _key, ...partial } = s3.env;
    let message = '';
    try {
      loadConfig({ ...secret, ...partial, MEDIA_S3_SECRET_ACCESS_KEY: 'the-secret-access-key-value' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/MEDIA_S3_REGION \(and MEDIA_S3_ACCESS_KEY_ID\) must be set too/);
    expect(message).not.toContain('the-secret-access-key-value');
    // A public URL alone is half a configuration too.
    expect(() => loadConfig({ ...secret, MEDIA_S3_PUBLIC_URL: 'https://cdn.example.org' })).toThrow(
      /MEDIA_S3_ENDPOINT \(and MEDIA_S3_BUCKET, MEDIA_S3_REGION, MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY\) must be set too/,
    );
  });

  it.each([
    [{ MEDIA_S3_ENDPOINT: 'ftp://store' }, /MEDIA_S3_ENDPOINT must be a URL like/],
    [{ MEDIA_S3_ENDPOINT: 'http://user:pass@store:9000' }, /MEDIA_S3_ENDPOINT must hold neither a user name/],
    [{ MEDIA_S3_BUCKET: 'My_Bucket' }, /MEDIA_S3_BUCKET must be a bucket name.*\(got "My_Bucket"\)/],
    [{ MEDIA_S3_PUBLIC_URL: 'cdn.example.org' }, /MEDIA_S3_PUBLIC_URL must be a URL like/],
    [{ MEDIA_S3_FORCE_PATH_STYLE: 'yes' }, /MEDIA_S3_FORCE_PATH_STYLE must be true or false/],
  ])('refuses %o', (bad, expected) => {
    expect(() => loadConfig({ ...secret, ...s3.env, ...bad })).toThrow(expected);
  });
});

describe('S3 media storage against a loopback S3 API', () => {
  const bucket = createS3Bucket(s3.settings);
  afterAll(() => bucket.close());
  const media = createS3MediaStorage(bucket, undefined);
  const bytes = (text: string) => Buffer.from(`${text} ${Math.random()}`);

  it('uploads the bytes under their content address and reads them back', async () => {
    const stored = bytes('a selfie');
    const key = await media.put(stored, 'jpg');
    expect(key).toBe(keyOf(stored, 'jpg'));
    expect(await bucket.has(key)).toBe(true);
    expect(await media.read(key)).toEqual(stored);

    const object = await media.open(key);
    expect(object).toMatchObject({ contentType: 'image/jpeg', contentLength: stored.length });
    expect(await bytesOf(object!.body)).toEqual(stored);
    // What the store itself answers (a public bucket or a CDN serves this to browsers).
    const raw = await bucket.get(key);
    expect(raw?.contentType).toBe('image/jpeg');
    await bytesOf(raw!.body);
  });

  it('stores the same bytes once: the second put finds the object and uploads nothing', async () => {
    const { bucket: counted, uploads } = countingBucket(bucket);
    const counting = createS3MediaStorage(counted, undefined);
    const stored = bytes('a thumbnail');
    const first = await counting.put(stored, 'webp');
    const second = await counting.put(stored, 'webp');
    expect(second).toBe(first);
    expect(uploads).toEqual([first]);
    expect(await counting.read(first)).toEqual(stored);
  });

  it('deletes an object; deleting a missing one is not an error', async () => {
    const key = await media.put(bytes('a template'), 'png');
    await media.remove(key);
    expect(await bucket.has(key)).toBe(false);
    await expect(media.remove(key)).resolves.toBeUndefined();
    await expect(media.remove(`${'0'.repeat(64)}.png`)).resolves.toBeUndefined();
  });

  it('rejects the read of a missing object, and opens it as nothing', async () => {
    const missing = `${'f'.repeat(64)}.jpg`;
    await expect(media.read(missing)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await media.open(missing)).toBeNull();
    // Not a key put() makes: never sent to the store.
    await expect(media.read('../other-bucket/secret.jpg')).rejects.toThrow(/not a media key/);
  });

  it('answers /media/<key> without a public URL, and the public address with one', () => {
    const key = `${'a'.repeat(64)}.webp`;
    expect(media.url(key)).toBe(`/media/${key}`);
    expect(createS3MediaStorage(bucket, 'https://cdn.example.org/hoogo').url(key)).toBe(
      `https://cdn.example.org/hoogo/${key}`,
    );
  });

  it('types objects by their extension', () => {
    expect(['a.jpg', 'a.png', 'a.webp', 'a.gif', 'a.avif', 'a.bin'].map(contentTypeOf)).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/gif',
      'image/avif',
      'application/octet-stream',
    ]);
  });

  it('says the store is unavailable when it cannot be reached, and stores nothing', async () => {
    const away = createS3Bucket({ ...s3.settings, bucket: 'no-such-bucket' });
    try {
      const unreachable = createS3MediaStorage(away, undefined);
      const stored = bytes('lost');
      await expect(unreachable.put(stored, 'jpg')).rejects.toMatchObject({ reason: 'mediaUnavailable' });
      expect(await bucket.has(keyOf(stored, 'jpg'))).toBe(false);
    } finally {
      away.close();
    }
  });
});

describe.each(testBackends('one'))('the app with media in an S3 bucket on %s', (backend) => {
  const t = useTestApp(backend, { env: s3.env });
  const bucket = createS3Bucket(s3.settings);
  afterAll(() => bucket.close());
  const keyIn = (url: string | null | undefined) => MEDIA_URL.exec(url ?? '')?.[1] ?? '';

  it('stores a selfie and its thumbnail in the bucket, serves them at /media/, and deletes them with the event', async () => {
    const event = await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com');
    const answer = await connect(t, 'DevMeetup', pia.user_id, 0, 0);
    expect(answer.status).toBe(200);
    const { image, thumbnail } = answer.body.response;
    const keys = [keyIn(image), keyIn(thumbnail)];
    expect(keys.every(Boolean)).toBe(true);
    for (const key of keys) expect(await bucket.has(key)).toBe(true);
    // Nothing on this machine's disk: another instance finds the same files.
    expect(existsSync(t.config.mediaDir) ? readdirSync(t.config.mediaDir) : []).toEqual([]);

    for (const [url, type] of [
      [image!, 'image/jpeg'],
      [thumbnail!, 'image/webp'],
    ] as const) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      expect(served.rawPayload).toEqual(await t.app.mediaStorage.read(keyIn(url)));
    }
    const head = await t.app.inject({ method: 'HEAD', url: image! });
    expect(head.statusCode).toBe(200);

    const deleted = await call(t.app, 'DELETE', `${api}/manage-event/DevMeetup/delete/`, {
      token: event.owner.token,
    });
    expect(deleted.status).toBe(200);
    for (const key of keys) expect(await bucket.has(key)).toBe(false);
    const gone = await t.app.inject({ method: 'GET', url: image! });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ hasError: true, statusCode: 404 });
  });

  it('answers 404, not 500, for a missing object or an address that is no media key', async () => {
    for (const url of [`/media/${'c'.repeat(64)}.jpg`, '/media/not-a-key.jpg', '/media/']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({ hasError: true, statusCode: 404 });
    }
  });

  it('keeps the default templates in the bucket', async () => {
    const { post, story } = t.app.defaultTemplates;
    expect(await bucket.has(post.key)).toBe(true);
    expect(await bucket.has(story.key)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: `/media/${post.key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });
});

describe('the app with media in an S3 bucket, at start-up', () => {
  it('logs where the media are, never the keys', async () => {
    await withOwnApp(testConfig(s3.env), async ({ logs }) => {
      const line = logs.lines.find((entry) => entry.includes('media: in the S3 bucket'));
      expect(line).toContain(s3.settings.endpoint);
      expect(logs.lines.join('\n')).not.toContain(s3.settings.secretAccessKey);
      expect(logs.lines.join('\n')).not.toContain(s3.settings.accessKeyId);
    });
  });
});

describe('the app with media on a public bucket or CDN', () => {
  it('gives browsers the public address of the objects and lets the page load images from there', async () => {
    const config = testConfig({ ...s3.env, MEDIA_S3_PUBLIC_URL: 'https://cdn.example.org/hoogo/' });
    await withOwnApp(config, async (t) => {
      await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com');
      const answer = await connect(t, 'DevMeetup', pia.user_id, 0, 0);
      expect(answer.status).toBe(200);
      const { image, thumbnail } = answer.body.response;
      const publicKey = /^https:\/\/cdn\.example\.org\/hoogo\/([0-9a-f]{64}\.(jpg|webp))$/;
      expect(image).toMatch(publicKey);
      expect(thumbnail).toMatch(publicKey);
      const bucket = createS3Bucket(s3.settings);
      try {
        expect(await bucket.has(publicKey.exec(image ?? '')?.[1] ?? '')).toBe(true);
      } finally {
        bucket.close();
      }
      const page = await t.app.inject({ method: 'GET', url: '/healthz' });
      const imgSrc = /img-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
      expect(imgSrc?.split(' ')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.org']);
    });
  });
});

describe('the app while its S3 store is down', () => {
  it('answers a selfie or templates with 503 and stores nothing that points at them, then works again when the store is back', async () => {
    const store = await startLoopbackS3();
    try {
      await withOwnApp(testConfig(store.env), async (t) => {
        const { app, logs } = t;
        const event = await playableEvent(t);
        const pia = await join(t, 'DevMeetup', 'pia@example.com');
        await store.stop();

        const refused = await connect(t, 'DevMeetup', pia.user_id, 0, 0);
        expect(refused.status).toBe(503);
        expect(refused.body.message.general).toEqual([messages.mediaApi.unavailable]);
        const cards = await call<{ answer: unknown[][] }>(
          app,
          'GET',
          `${api}/manage-game/DevMeetup/get-user-matrix/?user_id=${pia.user_id}`,
        );
        expect(cards.body.response.answer[0]?.[0]).toMatchObject({ image: null });
        const template = await callMultipart<EventInfo>(
          t,
          'PATCH',
          `${api}/manage-event/DevMeetup/update/`,
          [
            ['post_template', file(await png(800, 800), 'post.png')],
            ['story_template', file(await png(1080, 1920), 'story.png')],
          ],
          event.owner.token,
        );
        expect(template.status).toBe(503);
        expect(template.body.message.general).toEqual([messages.mediaApi.unavailable]);
        const info = await call<EventInfo>(app, 'GET', `${api}/manage-event/DevMeetup/get-info/`, {
          token: event.owner.token,
        });
        expect(info.body.response.templates.custom).toBe(false);
        const unreadable = await app.inject({
          method: 'GET',
          url: `/media/${app.defaultTemplates.post.key}`,
        });
        expect(unreadable.statusCode).toBe(503);
        expect(
          logs.lines.some((line) => line.includes('media: could not store a file in the S3 bucket')),
        ).toBe(true);
        expect(logs.lines.join('\n')).not.toContain(store.settings.secretAccessKey);
        expect(logs.lines.join('\n')).not.toContain(store.settings.accessKeyId);

        await store.restart();
        const accepted = await connect(t, 'DevMeetup', pia.user_id, 0, 0);
        expect(accepted.status).toBe(200);
        const bucket = createS3Bucket(store.settings);
        try {
          expect(await bucket.has(MEDIA_URL.exec(accepted.body.response.image ?? '')?.[1] ?? '')).toBe(true);
        } finally {
          bucket.close();
        }
      });
    } finally {
      await store.destroy();
    }
  });
});
