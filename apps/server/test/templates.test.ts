import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { EventInfo } from '@hoogo/core';
import { messages, UPLOAD_MAX_BYTES } from '@hoogo/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { selfieImages } from '../src/plugins/app/media/images.js';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { callMultipart, file, hostedEvent, png, pngClaiming } from './helpers/events.js';

const api = '/api/hoogo/manage-event';

/** A JPEG as a phone takes it: EXIF with the camera, GPS coordinates and an orientation flag. */
const phonePhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#fbbf24' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneCorp', Model: 'Snap 9', Copyright: 'Olivia' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .toBuffer();

describe.each(testBackends('one'))('event templates and media on %s', (backend) => {
  const t = useTestApp(backend);

  const upload = (token: string, parts: Parameters<typeof callMultipart>[3], reference = 'DevMeetup') =>
    callMultipart<EventInfo>(t, 'PATCH', `${api}/${reference}/update/`, parts, token);
  const mediaFile = (url: string) => path.join(t.config.mediaDir, url.replace('/media/', ''));
  const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the default templates under /media/ until the event uploads its own', async () => {
    const { owner } = await hostedEvent(t);
    const info = await call<EventInfo>(t.app, 'GET', `${api}/DevMeetup/get-info/`, { token: owner.token });
    const { templates, others_post, others_story } = info.body.response;
    expect(templates.custom).toBe(false);
    expect(others_post).toBe(templates.post.url);
    expect(others_story).toBe(templates.story.url);
    for (const [url, width, height] of [
      [others_post, 1080, 1080],
      [others_story, 1080, 1920],
    ] as const) {
      const response = await fetchMedia(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width, height });
    }
  });

  it('stores both templates as PNG at their own size, served immutable', async () => {
    const { owner } = await hostedEvent(t);
    const answer = await upload(owner.token, [
      ['post_template', file(await png(800, 800), 'post.webp', 'image/webp')],
      ['story_template', file(await png(1080, 1920), 'story.png')],
    ]);
    expect(answer.status).toBe(200);
    const { templates, others_post } = answer.body.response;
    expect(templates.custom).toBe(true);
    expect(templates.post).toMatchObject({ width: 800, height: 800 });
    expect(templates.story).toMatchObject({ width: 1080, height: 1920 });
    expect(others_post).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);

    const response = await fetchMedia(others_post);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 800,
      height: 800,
    });
  });

  it('auto-orients a photo and strips its EXIF and GPS data', async () => {
    const { owner } = await hostedEvent(t);
    const photo = await phonePhoto(300, 200);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await upload(owner.token, [
      ['post_template', file(photo, 'IMG_0001.jpg', 'image/jpeg')],
      ['story_template', file(photo, 'IMG_0001.jpg', 'image/jpeg')],
    ]);
    expect(answer.status).toBe(200);
    const stored = (await fetchMedia(answer.body.response.templates.post.url)).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored.includes('PhoneCorp')).toBe(false);
  });

  it('refuses a file that is not an image, whatever its name, under its field', async () => {
    const { owner } = await hostedEvent(t);
    const answer = await upload(owner.token, [
      ['post_template', file(Buffer.from('just some text, not a picture'), 'post.png', 'image/png')],
      ['story_template', file(await png(10, 10))],
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.message.post_template).toEqual([messages.validation.fileNotImage]);
  });

  it('refuses an SVG document', async () => {
    const { owner } = await hostedEvent(t);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const answer = await upload(owner.token, [
      ['post_template', file(await png(10, 10))],
      ['story_template', file(svg, 'story.svg', 'image/svg+xml')],
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.message.story_template?.[0]).toMatch(/JPEG, PNG, WebP/);
  });

  it('refuses a text field where a file is expected', async () => {
    const { owner } = await hostedEvent(t);
    const answer = await upload(owner.token, [
      ['post_template', 'post.png'],
      ['story_template', file(await png(10, 10))],
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.message.post_template).toEqual(['Please choose an image file']);
  });

  it.each(['post_template', 'story_template'])('refuses %s alone, naming the missing one', async (field) => {
    const { owner } = await hostedEvent(t);
    const answer = await upload(owner.token, [[field, file(await png(10, 10))]]);
    expect(answer.status).toBe(400);
    const missing = field === 'post_template' ? 'story_template' : 'post_template';
    expect(answer.body.message.general).toEqual([messages.validation.templatesBoth]);
    expect(answer.body.message[missing]).toEqual([messages.validation.templatesBoth]);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const { owner } = await hostedEvent(t);
    const answer = await upload(owner.token, [
      ['post_template', file(Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1))],
      ['story_template', file(await png(10, 10))],
    ]);
    expect(answer.status).toBe(413);
    expect(answer.body.message.general[0]).toBe('The file is too large: at most 10 MB are allowed.');
  });

  it('refuses an image over 40 megapixels', async () => {
    const { owner } = await hostedEvent(t);
    const answer = await upload(owner.token, [
      ['post_template', file(await png(10, 10))],
      ['story_template', file(await pngClaiming(8000, 5001))],
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.message.story_template).toEqual([
      'The image is too large: at most 40 megapixels are allowed',
    ]);
  });

  it('removes the uploaded files again when the update fails', async () => {
    const { owner } = await hostedEvent(t);
    const before = readdirSync(t.config.mediaDir).sort();
    const answer = await upload(owner.token, [
      ['post_template', file(await png(30, 30, '#ff0000'))],
      ['story_template', file(await png(30, 40, '#00ff00'))],
      ['play_with_ticket_code', 'true'],
    ]);
    expect(answer.status).toBe(400);
    expect(readdirSync(t.config.mediaDir).sort()).toEqual(before);
    const info = await call<EventInfo>(t.app, 'GET', `${api}/DevMeetup/get-info/`);
    expect(info.body.response.templates.custom).toBe(false);
  });

  it('deletes template files with the event, keeping files another event still uses', async () => {
    const h = await hostedEvent(t);
    await call(t.app, 'POST', `${api}/create/`, { token: h.owner.token, body: { name: 'Other' } });
    const shared = await png(20, 20, '#123456');
    const first = await upload(h.owner.token, [
      ['post_template', file(shared)],
      ['story_template', file(await png(20, 40, '#654321'))],
    ]);
    await upload(
      h.owner.token,
      [
        ['post_template', file(shared)],
        ['story_template', file(await png(20, 41))],
      ],
      'Other',
    );
    const { post, story } = first.body.response.templates;
    expect(existsSync(mediaFile(post.url))).toBe(true);
    expect(existsSync(mediaFile(story.url))).toBe(true);

    const deleted = await call(t.app, 'DELETE', `${api}/DevMeetup/delete/`, { token: h.owner.token });
    expect(deleted.status).toBe(200);
    expect(existsSync(mediaFile(story.url))).toBe(false);
    expect(existsSync(mediaFile(post.url))).toBe(true);
  });

  it('replaces the previous templates and removes their files', async () => {
    const { owner } = await hostedEvent(t);
    const first = await upload(owner.token, [
      ['post_template', file(await png(20, 20, '#111111'))],
      ['story_template', file(await png(20, 40, '#222222'))],
    ]);
    const second = await upload(owner.token, [
      ['post_template', file(await png(20, 20, '#333333'))],
      ['story_template', file(await png(20, 40, '#444444'))],
    ]);
    expect(second.body.response.others_post).not.toBe(first.body.response.others_post);
    expect(existsSync(mediaFile(first.body.response.others_post))).toBe(false);
    expect(existsSync(mediaFile(second.body.response.others_post))).toBe(true);
    const defaults = t.app.defaultTemplates;
    expect(existsSync(path.join(t.config.mediaDir, defaults.post.key))).toBe(true);
  });

  describe('Use default templates', () => {
    const restore = (token: string | undefined, reference = 'DevMeetup') =>
      call<EventInfo>(t.app, 'DELETE', `${api}/${reference}/templates/`, { token });
    const uploadOwn = async (token: string, reference = 'DevMeetup', post?: Buffer) =>
      upload(
        token,
        [
          ['post_template', file(post ?? (await png(24, 24, '#abcdef')))],
          ['story_template', file(await png(24, 48, '#fedcba'))],
        ],
        reference,
      );

    it('an admin goes back to the defaults; the uploaded files are removed from disk', async () => {
      const { owner, admin } = await hostedEvent(t);
      const before = readdirSync(t.config.mediaDir).sort();
      const uploaded = (await uploadOwn(owner.token)).body.response;
      expect(uploaded.templates.custom).toBe(true);
      expect(existsSync(mediaFile(uploaded.others_post))).toBe(true);

      const answer = await restore(admin.token);
      expect(answer.status).toBe(200);
      expect(answer.body.message.general).toEqual([messages.events.templatesRestored]);
      const { templates, others_post, others_story } = answer.body.response;
      expect(templates.custom).toBe(false);
      const defaults = t.app.defaultTemplates;
      expect(others_post).toBe(`/media/${defaults.post.key}`);
      expect(others_story).toBe(`/media/${defaults.story.key}`);
      expect(existsSync(mediaFile(uploaded.others_post))).toBe(false);
      expect(existsSync(mediaFile(uploaded.others_story))).toBe(false);
      expect(readdirSync(t.config.mediaDir).sort()).toEqual(before);
      expect(existsSync(path.join(t.config.mediaDir, defaults.post.key))).toBe(true);

      const info = await call<EventInfo>(t.app, 'GET', `${api}/DevMeetup/get-info/`);
      expect(info.body.response.templates.custom).toBe(false);
    });

    it('keeps a file another event still uses', async () => {
      const { owner } = await hostedEvent(t);
      await call(t.app, 'POST', `${api}/create/`, { token: owner.token, body: { name: 'Other' } });
      const shared = await png(22, 22, '#0a0b0c');
      const mine = (await uploadOwn(owner.token, 'DevMeetup', shared)).body.response;
      const theirs = (await uploadOwn(owner.token, 'Other', shared)).body.response;
      expect(theirs.others_post).toBe(mine.others_post);

      expect((await restore(owner.token)).status).toBe(200);
      expect(existsSync(mediaFile(mine.others_post))).toBe(true);
      const other = await call<EventInfo>(t.app, 'GET', `${api}/Other/get-info/`);
      expect(other.body.response.templates.custom).toBe(true);
    });

    it('is a no-op answer on an event that already uses the defaults', async () => {
      const { owner } = await hostedEvent(t);
      const answer = await restore(owner.token);
      expect(answer.status).toBe(200);
      expect(answer.body.response.templates.custom).toBe(false);
    });

    it('is refused to a signed-in non-host and to a guest, changing nothing', async () => {
      const { owner, other } = await hostedEvent(t);
      const uploaded = (await uploadOwn(owner.token)).body.response;
      expect((await restore(other.token)).status).toBe(403);
      expect((await restore(undefined)).status).toBe(401);
      expect((await restore(owner.token, 'NoSuchEvent')).status).toBe(404);
      const info = await call<EventInfo>(t.app, 'GET', `${api}/DevMeetup/get-info/`);
      expect(info.body.response.templates.custom).toBe(true);
      expect(existsSync(mediaFile(uploaded.others_post))).toBe(true);
    });
  });

  it('shrinks a selfie to at most 600 px as a JPEG without metadata, and its small copy to 160 px', async () => {
    const { selfie, thumbnail } = await selfieImages(await phonePhoto(1200, 900), 'image');
    expect(selfie).toMatchObject({ ext: 'jpg', width: 450, height: 600 });
    expect(thumbnail).toMatchObject({ ext: 'webp', width: 120, height: 160 });
    expect((await sharp(thumbnail.bytes).metadata()).format).toBe('webp');
    const metadata = await sharp(selfie.bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
  });
});
