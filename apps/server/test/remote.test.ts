import { LIVE_CLOSE_AUTH, LIVE_CLOSE_FORBIDDEN, messages } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { hostedEvent } from './helpers/events.js';
import { api } from './helpers/game.js';
import { testRedisUrl, useLiveSockets } from './helpers/live.js';

const redisUrl = testRedisUrl();
const screenPath = (event: string) => `${api}/manage-event/${event}/screen/`;
const remotePath = (event: string, token?: string) =>
  `${api}/manage-event/${event}/remote/${token === undefined ? '' : `?token=${token}`}`;
const hello = (id: string, name = '') => JSON.stringify({ type: 'hello', screen: { id, name } });
const command = (screen: string | null, body: object) =>
  JSON.stringify({ type: 'command', screen, command: body });

/** The big screens and the hosts' remote (docs/decisions/0080-the-remote.md). */
describe.each(testBackends('one'))('the remote on %s', (backend) => {
  const t = useTestApp(backend);
  const { open, instance } = useLiveSockets(t);

  it('refuses a remote without a token (4001) and one of someone who is not a host (4003)', async () => {
    const event = await hostedEvent(t);
    const missing = open(remotePath('DevMeetup'));
    expect((await missing.next('error')).message).toEqual({ general: [messages.sessionApi.missing] });
    expect((await missing.closed).code).toBe(LIVE_CLOSE_AUTH);

    const screen = open(screenPath('DevMeetup'));
    await new Promise<void>((resolve) => screen.socket.once('open', () => resolve()));
    screen.socket.send(hello('screen-main-hall'));
    const stranger = open(remotePath('DevMeetup', event.other.token));
    expect(await stranger.next('error')).toMatchObject({ statusCode: 403 });
    expect((await stranger.closed).code).toBe(LIVE_CLOSE_FORBIDDEN);
    await screen.nothing('command');
  });

  it("lists the open screens to a host's remote, passes its commands and renames on, ignores bad ones", async () => {
    const event = await hostedEvent(t);
    const hall = open(screenPath('DevMeetup'));
    const lobby = open(screenPath('DevMeetup'));
    await Promise.all(
      [hall, lobby].map((s) => new Promise<void>((resolve) => s.socket.once('open', () => resolve()))),
    );
    hall.socket.send(hello('screen-hall-0001', 'Main hall'));
    lobby.socket.send(hello('screen-lobby-001'));

    const remote = open(remotePath('DevMeetup', event.admin.token));
    const seen = new Map<string, string>();
    while (seen.size < 2) {
      const { screen } = (await remote.next('screen_seen')) as unknown as {
        screen: { id: string; name: string };
      };
      seen.set(screen.id, screen.name);
    }
    expect(Object.fromEntries(seen)).toEqual({ 'screen-hall-0001': 'Main hall', 'screen-lobby-001': '' });

    remote.socket.send(command('screen-hall-0001', { kind: 'page', step: 1 }));
    expect(await hall.next('command')).toMatchObject({ command: { kind: 'page', step: 1 } });
    remote.socket.send(command(null, { kind: 'qr', shown: false }));
    for (const screen of [hall, lobby]) {
      expect(await screen.next('command')).toMatchObject({ command: { kind: 'qr', shown: false } });
    }
    remote.socket.send(command(null, { kind: 'pinned', count: 99 }));
    remote.socket.send(command(null, { kind: 'rm -rf' }));
    await hall.nothingSent('command');

    remote.socket.send(JSON.stringify({ type: 'rename', screen: 'screen-lobby-001', name: ' Lobby\u0007 ' }));
    expect(await lobby.next('rename')).toMatchObject({ name: 'Lobby' });

    lobby.close();
    expect(await remote.next('screen_gone')).toMatchObject({ id: 'screen-lobby-001' });
  });

  it('a screen cannot command another screen', async () => {
    await hostedEvent(t);
    const a = open(screenPath('DevMeetup'));
    const b = open(screenPath('DevMeetup'));
    await Promise.all(
      [a, b].map((s) => new Promise<void>((resolve) => s.socket.once('open', () => resolve()))),
    );
    b.socket.send(hello('screen-bbbb-0001'));
    a.socket.send(command(null, { kind: 'top' }));
    await b.nothingSent('command');
  });

  describe.runIf(redisUrl)('across instances (Redis)', () => {
    it("a host's command on instance A reaches a screen on instance B, and B's screen is listed on A", async () => {
      const event = await hostedEvent(t);
      const { app: a } = await instance({ REDIS_URL: redisUrl });
      const { app: b } = await instance({ REDIS_URL: redisUrl });
      const screen = open(screenPath('DevMeetup'), b);
      await new Promise<void>((resolve) => screen.socket.once('open', () => resolve()));
      screen.socket.send(hello('screen-far-00001', 'Main hall'));
      const remote = open(remotePath('DevMeetup', event.owner.token), a);
      expect(await remote.next('screen_seen')).toMatchObject({
        screen: { id: 'screen-far-00001', name: 'Main hall' },
      });
      remote.socket.send(command('screen-far-00001', { kind: 'sound', muted: true }));
      expect(await screen.next('command')).toMatchObject({ command: { kind: 'sound', muted: true } });
    });
  });
});
