import {
  ANNOUNCEMENT_MAX_LENGTH,
  ANNOUNCEMENTS_ON_STATUS,
  type AnnouncementList,
  type EventStatus,
  type HostAnnouncement,
  messages,
} from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import { call } from './helpers/api.js';
import { relaxedRateLimits, type TestApp, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { type HostedEvent, hostedEvent } from './helpers/events.js';
import { api, join } from './helpers/game.js';
import { testRedisUrl, useLiveSockets } from './helpers/live.js';

const redisUrl = testRedisUrl();
const path = (event: HostedEvent) => `${api}/manage-event/${event.event.event_id}/announcements/`;
const send = (t: TestApp, event: HostedEvent, text: unknown, token: string | undefined = event.owner.token) =>
  call<HostAnnouncement>(t.app, 'POST', path(event), { token, body: { text } });
const list = (t: TestApp, event: HostedEvent, token = event.owner.token) =>
  call<AnnouncementList>(t.app, 'GET', path(event), { token });
const withdraw = (t: TestApp, event: HostedEvent, id: string, token = event.owner.token) =>
  call<AnnouncementList>(t.app, 'DELETE', `${path(event)}${id}/`, { token });
const status = async (t: TestApp) =>
  (await call<EventStatus>(t.app, 'GET', `${api}/manage-event/DevMeetup/status/`)).body.response;

/** Announcements (docs/decisions/0082-announcements.md). */
describe.each(testBackends('both'))('announcements on %s', (backend) => {
  const t = useTestApp(backend);

  it('lets only the hosts send, list and withdraw them', async () => {
    const event = await hostedEvent(t);
    const player = await join(t, 'DevMeetup', 'pia@example.com');
    const anonymous = await call(t.app, 'POST', path(event), { body: { text: 'Lunch is served' } });
    expect(anonymous.status).toBe(401);
    expect((await send(t, event, 'Lunch is served', event.other.token)).status).toBe(403);
    expect((await send(t, event, 'Lunch is served', player.token)).status).toBe(403);
    expect((await list(t, event, event.other.token)).status).toBe(403);

    const sent = await send(t, event, '  Lunch is served in the main hall  ', event.admin.token);
    expect(sent.status).toBe(200);
    expect(sent.body.response).toMatchObject({
      text: 'Lunch is served in the main hall',
      author_name: 'Adam Admin',
    });
    const listed = await list(t, event);
    expect(listed.body.response).toEqual([sent.body.response]);

    const id = sent.body.response.id;
    expect((await withdraw(t, event, id, event.other.token)).status).toBe(403);
    expect((await withdraw(t, event, id, player.token)).status).toBe(403);
    const gone = await withdraw(t, event, id);
    expect(gone.status).toBe(200);
    expect(gone.body.response).toEqual([]);
    const again = await withdraw(t, event, id);
    expect(again.status).toBe(404);
    expect(again.body.message).toEqual({ general: [messages.announcements.notFound] });
  });

  it('takes plain text of 1 to 200 characters, and refuses markup and control characters', async () => {
    const event = await hostedEvent(t);
    const refused = async (text: unknown, sentence: string) => {
      const answer = await send(t, event, text);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatchObject({ text: [sentence] });
    };
    await refused('   ', messages.announcements.empty);
    await refused(
      'x'.repeat(ANNOUNCEMENT_MAX_LENGTH + 1),
      messages.announcements.tooLong(ANNOUNCEMENT_MAX_LENGTH),
    );
    await refused('<b>Free drinks</b>', messages.announcements.noMarkup);
    await refused('Hi <img src=x onerror=alert(1)>', messages.announcements.noMarkup);
    await refused('Line one\nline two', messages.announcements.noMarkup);
    await refused('Right\u202Eto left', messages.announcements.noMarkup);
    expect((await send(t, event, 42)).status).toBe(400);
    expect((await list(t, event)).body.response).toEqual([]);
    // Signs that are not markup stay.
    const ok = await send(t, event, `Prizes for 3 < 5 > 2 & more: "soon" ${'é'.repeat(150)}`);
    expect(ok.status).toBe(200);
    expect((await send(t, event, 'x'.repeat(ANNOUNCEMENT_MAX_LENGTH))).status).toBe(200);
  });

  it('puts the newest standing ones on the status every phone reads, newest first', async () => {
    const event = await hostedEvent(t);
    expect((await status(t)).announcements).toEqual([]);
    const texts = ['One', 'Two', 'Three', 'Four'];
    const sent: HostAnnouncement[] = [];
    for (const text of texts) {
      sent.push((await send(t, event, text)).body.response);
      t.clock.advance(1_000);
    }
    const shown = (await status(t)).announcements ?? [];
    expect(shown.map((a) => a.text)).toEqual(['Four', 'Three', 'Two'].slice(0, ANNOUNCEMENTS_ON_STATUS));
    // No host's name on the public status.
    expect(Object.keys(shown[0] ?? {}).sort()).toEqual(['created_at', 'id', 'text']);
    // Withdrawing the newest brings back the one before.
    await withdraw(t, event, sent[3]!.id);
    expect(((await status(t)).announcements ?? []).map((a) => a.text)).toEqual(['Three', 'Two', 'One']);
    // The hosts' list keeps them all.
    expect((await list(t, event)).body.response.map((a) => a.text)).toEqual(['Three', 'Two', 'One']);
  });
});

describe.each(testBackends('one'))('announcements rate limit on %s', (backend) => {
  const t = useTestApp(backend, {
    config: {
      rateLimits: { ...relaxedRateLimits, announcementsPerEvent: { max: 2, timeWindowMs: 60_000 } },
    },
  });

  it('allows a few a minute per event, every host together, then 429 with Retry-After', async () => {
    const event = await hostedEvent(t);
    expect((await send(t, event, 'First')).status).toBe(200);
    expect((await send(t, event, 'Second', event.admin.token)).status).toBe(200);
    const third = await send(t, event, 'Third');
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.body.message.general?.[0]).toMatch(/^Too many announcements\. Please try again in/);
    expect((await list(t, event)).body.response).toHaveLength(2);
  });
});

describe.each(testBackends('one'))('announcements live on %s', (backend) => {
  const t = useTestApp(backend);
  const { open, instance } = useLiveSockets(t);
  const statusPath = `${api}/manage-event/DevMeetup/status/`;
  const screenPath = `${api}/manage-event/DevMeetup/screen/`;
  const activityPath = (token: string) => `${api}/manage-event/DevMeetup/activity/?token=${token}`;

  /** The next status frame that shows `texts` as its announcements. */
  async function statusShowing(socket: ReturnType<typeof open>, texts: string[]) {
    for (;;) {
      const frame = await socket.next('status');
      const shown = (frame.response as EventStatus).announcements?.map((a) => a.text);
      if (JSON.stringify(shown) === JSON.stringify(texts)) return frame.response as EventStatus;
    }
  }

  it('reaches the phones, the big screens and the hosts at once, and is withdrawn from them', async () => {
    const event = await hostedEvent(t);
    const phone = open(statusPath);
    await statusShowing(phone, []);
    const screen = open(screenPath);
    const host = open(activityPath(event.owner.token));
    await Promise.all(
      [screen, host].map((s) => new Promise<void>((resolve) => s.socket.once('open', () => resolve()))),
    );
    await host.sync();

    const sent = (await send(t, event, 'Keynote starts in 5 minutes')).body.response;
    await statusShowing(phone, ['Keynote starts in 5 minutes']);
    expect(await screen.next('announcement')).toMatchObject({
      announcement: { id: sent.id, text: 'Keynote starts in 5 minutes', created_at: sent.created_at },
    });
    await host.next('announcements_changed');

    // A phone that connects later gets it with its first status.
    const late = open(statusPath);
    await statusShowing(late, ['Keynote starts in 5 minutes']);

    await withdraw(t, event, sent.id);
    await statusShowing(phone, []);
    expect(await screen.next('announcement_withdrawn')).toMatchObject({ id: sent.id });
    await host.next('announcements_changed');
  });

  describe.runIf(redisUrl)('across instances (Redis)', () => {
    it('sent on instance A reaches the phones and screens of instance B', async () => {
      const event = await hostedEvent(t);
      const a = await instance({ REDIS_URL: redisUrl });
      const b = await instance({ REDIS_URL: redisUrl });
      const phone = open(statusPath, b.app);
      await statusShowing(phone, []);
      const screen = open(screenPath, b.app);
      await new Promise<void>((resolve) => screen.socket.once('open', () => resolve()));
      // The screen's subscription is ready once a hello travelled the bus and came back.
      const remote = open(`${api}/manage-event/DevMeetup/remote/?token=${event.owner.token}`, b.app);
      screen.socket.send(JSON.stringify({ type: 'hello', screen: { id: 'screen-far-00001', name: '' } }));
      await remote.next('screen_seen');

      const sent = await send(a, event, 'Raffle at the bar');
      expect(sent.status).toBe(200);
      await statusShowing(phone, ['Raffle at the bar']);
      expect(await screen.next('announcement')).toMatchObject({
        announcement: { text: 'Raffle at the bar' },
      });
      await withdraw(a, event, sent.body.response.id);
      await statusShowing(phone, []);
      expect(await screen.next('announcement_withdrawn')).toMatchObject({ id: sent.body.response.id });
    });
  });
});
