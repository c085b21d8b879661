import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Branding, type EventInfo, messages } from '@hoogo/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { callMultipart, file, hostedEvent, png } from './helpers/events.js';
import { useLiveSockets } from './helpers/live.js';

const api = '/api/hoogo/manage-event';
const gamePath = (event: string) => `${api}/${event}/leaderboard/`;

/** A logo with a transparent background, as designers export one. */
const transparentLogo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: { create: { width: width / 2, height: height / 2, channels: 4, background: '#e11d48' } },
        gravity: 'center',
      },
    ])
    .png()
    .toBuffer();

describe.each(testBackends('one'))("the big screen's branding on %s", (backend) => {
  const t = useTestApp(backend);
  const { open } = useLiveSockets(t);

  const brand = (token: string | undefined, parts: Parameters<typeof callMultipart>[3]) =>
    callMultipart<Branding>(t, 'PUT', `${api}/DevMeetup/branding/`, parts, token);
  const publicInfo = async () =>
    (await call<EventInfo>(t.app, 'GET', `${api}/DevMeetup/get-info/`)).body.response;
  const mediaFile = (url: string) => path.join(t.config.mediaDir, url.replace('/media/', ''));

  it('lets the owner and admins brand the board, and no one else', async () => {
    const { owner, admin, other } = await hostedEvent(t);
    expect((await publicInfo()).branding).toEqual({ logo: null, accent_color: null });
    const parts: Parameters<typeof callMultipart>[3] = [['accent_color', '#1F6FEB']];
    expect((await brand(undefined, parts)).status).toBe(401);
    expect((await brand(other.token, parts)).status).toBe(403);
    const byAdmin = await brand(admin.token, parts);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.message).toEqual({ general: [messages.branding.saved] });
    expect(byAdmin.body.response).toEqual({ logo: null, accent_color: '#1f6feb' });
    expect((await publicInfo()).branding.accent_color).toBe('#1f6feb');
    expect((await brand(owner.token, [['accent_color', 'null']])).body.response.accent_color).toBeNull();
  });

  it('refuses a colour that is not #rrggbb, a file that is not an image, unknown fields and an empty call', async () => {
    const { owner } = await hostedEvent(t);
    for (const colour of ['blue', '#12345', '#1234567', 'url(x)', '#gggggg']) {
      const refused = await brand(owner.token, [['accent_color', colour]]);
      expect(refused.status, colour).toBe(400);
      expect(refused.body.message).toMatchObject({ accent_color: [messages.branding.accentFormat] });
    }
    const notImage = await brand(owner.token, [
      ['logo', file(Buffer.from('<svg onload="x()"/>'), 'logo.png')],
    ]);
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toMatchObject({ logo: [messages.validation.fileNotImage] });
    const unknown = await brand(owner.token, [['accent', '#ffffff']]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatchObject({ accent: [messages.eventApi.unknownField('accent')] });
    const empty = await call(t.app, 'PUT', `${api}/DevMeetup/branding/`, { token: owner.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message.general).toEqual([messages.branding.nothingToChange]);
    const both = await brand(owner.token, [
      ['logo', file(await png(100, 100), 'logo.png')],
      ['remove_logo', 'true'],
    ]);
    expect(both.status).toBe(400);
    expect((await publicInfo()).branding).toEqual({ logo: null, accent_color: null });
  });

  it('stores the logo scaled down with its transparency, replaces and removes it, deleting the old files', async () => {
    const { owner } = await hostedEvent(t);
    const first = await brand(owner.token, [['logo', file(await transparentLogo(2000, 1000), 'logo.png')]]);
    expect(first.status).toBe(200);
    const logo = first.body.response.logo!;
    expect(logo).toMatchObject({ width: 800, height: 400 });
    expect(logo.url).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: logo.url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      hasAlpha: true,
      width: 800,
    });
    expect((await publicInfo()).branding.logo).toEqual(logo);

    // A new logo replaces the old one, whose file goes; the colour set meanwhile stays.
    await brand(owner.token, [['accent_color', '#fbbf24']]);
    const second = await brand(owner.token, [['logo', file(await png(300, 300, '#0f766e'), 'logo.jpg')]]);
    expect(second.body.response).toMatchObject({
      accent_color: '#fbbf24',
      logo: { width: 300, height: 300 },
    });
    expect(existsSync(mediaFile(logo.url))).toBe(false);
    const secondUrl = second.body.response.logo!.url;
    expect(existsSync(mediaFile(secondUrl))).toBe(true);

    const removed = await brand(owner.token, [['remove_logo', 'true']]);
    expect(removed.body.response).toEqual({ logo: null, accent_color: '#fbbf24' });
    expect(existsSync(mediaFile(secondUrl))).toBe(false);
  });

  it("deletes the logo's file with the event", async () => {
    const { owner } = await hostedEvent(t);
    const { logo } = (await brand(owner.token, [['logo', file(await png(200, 100), 'logo.png')]])).body
      .response;
    const deleted = await call(t.app, 'DELETE', `${api}/DevMeetup/delete/`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect(existsSync(mediaFile(logo!.url))).toBe(false);
  });

  it('tells an open big screen the new branding', async () => {
    const { owner } = await hostedEvent(t);
    const board = open(gamePath('DevMeetup'));
    await board.next('snapshot');
    const answer = await brand(owner.token, [['accent_color', '#7c3aed']]);
    expect((await board.next('branding_changed')).response).toEqual({ branding: answer.body.response });
  });
});
