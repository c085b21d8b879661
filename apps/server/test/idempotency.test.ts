import { existsSync, readdirSync, rmSync } from 'node:fs';
import type { UserMatrix } from '@hoogo/core';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.js';
import { connectionSubmissions, connections } from '../src/db/schema.js';
import type { LiveMessage } from '../src/plugins/app/live/live-bus.js';
import { call } from './helpers/api.js';
import { LogCapture, testConfig, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { api, connect, join, playableEvent, selfieFile, updateEvent } from './helpers/game.js';

describe.each(testBackends('both'))('idempotent submissions on %s', (backend) => {
  const t = useTestApp(backend);

  const matrix = (userId: string) =>
    call<UserMatrix>(t.app, 'GET', `${api}/manage-game/DevMeetup/get-user-matrix/?user_id=${userId}`);
  const storedConnections = async (playerId?: string) => {
    const [row] = await t.app.db
      .select({ total: count() })
      .from(connections)
      .where(playerId ? eq(connections.playerId, playerId) : undefined);
    return row?.total ?? 0;
  };
  const mediaFiles = () => (existsSync(t.config.mediaDir) ? readdirSync(t.config.mediaDir) : []);
  const listen = (eventId: string) => {
    const heard: LiveMessage[] = [];
    const stop = t.app.liveBus.subscribe(eventId, (message) => heard.push(message));
    return { heard, stop };
  };

  it('answers a retried submission with the first result, storing one connection', async () => {
    const event = await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com');
    const { heard, stop } = listen(event.event.event_id);
    const first = await connect(t, 'DevMeetup', pia.user_id, 0, 0, { idempotencyKey: 'key-0001-abcdef' });
    expect(first.status).toBe(200);
    // Another cell filled in between: the retry still answers the first answer's score and count.
    expect((await connect(t, 'DevMeetup', pia.user_id, 0, 1)).status).toBe(200);
    const again = await connect(t, 'DevMeetup', pia.user_id, 0, 0, { idempotencyKey: 'key-0001-abcdef' });
    stop();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.body.response.total_connections).toBe(1);
    expect((await matrix(pia.user_id)).body.response.total_connections).toBe(2);
    expect(await storedConnections()).toBe(2);
    expect(heard.filter((message) => message.type === 'connection_made')).toHaveLength(2);
  });

  it('stores one connection of two identical submissions sent at once, both answered alike', async () => {
    await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com');
    const answers = await Promise.all([
      connect(t, 'DevMeetup', pia.user_id, 1, 1, { idempotencyKey: 'same-key-at-once' }),
      connect(t, 'DevMeetup', pia.user_id, 1, 1, { idempotencyKey: 'same-key-at-once' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[1]?.body).toEqual(answers[0]?.body);
    expect(await storedConnections()).toBe(1);
    expect((await matrix(pia.user_id)).body.response.total_connections).toBe(1);
  });

  it('stores one connection of five duplicates at once, each with its own photo bytes', async () => {
    await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com');
    const photos = await Promise.all(
      ['#101010', '#202020', '#303030', '#404040', '#505050'].map((background) =>
        sharp({ create: { width: 80, height: 60, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      ),
    );
    const filesBefore = mediaFiles().length;
    // Five at once from one player: past the share of uploads a sender has under way (2, a 429 the web
    // app retries, docs/decisions/0064-hardening-slow-bodies-and-fair-uploads.md), for the race's sake.
    const share = t.app.uploads.perSender;
    t.app.uploads.perSender = 5;
    onTestFinished(() => {
      t.app.uploads.perSender = share;
    });
    const answers = await Promise.all(
      photos.map((photo) =>
        connect(t, 'DevMeetup', pia.user_id, 2, 3, {
          idempotencyKey: 'five-at-once',
          image: selfieFile(photo),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(await storedConnections()).toBe(1);
    // The duplicates' photos are removed: only the stored selfie and its thumbnail remain.
    expect(mediaFiles().length - filesBefore).toBe(2);
  });

  it('stores one connection of duplicates sent at once to two instances', async () => {
    await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com');
    const other = await buildApp(testConfig(), {
      database: t.db.database,
      now: t.clock.now,
      logStream: new LogCapture(),
    });
    try {
      const answers = await Promise.all([
        connect(t, 'DevMeetup', pia.user_id, 3, 3, { idempotencyKey: 'two-instances' }),
        connect({ ...t, app: other }, 'DevMeetup', pia.user_id, 3, 3, { idempotencyKey: 'two-instances' }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers[1]?.body).toEqual(answers[0]?.body);
      expect(await storedConnections()).toBe(1);
    } finally {
      await other.close();
      rmSync(other.config.dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a second key for a filled cell as before, and a key reused for another connection', async () => {
    await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com');
    expect(
      (await connect(t, 'DevMeetup', pia.user_id, 0, 0, { idempotencyKey: 'first-key-000' })).status,
    ).toBe(200);
    const otherKey = await connect(t, 'DevMeetup', pia.user_id, 0, 0, { idempotencyKey: 'second-key-00' });
    expect(otherKey.status).toBe(409);
    expect(otherKey.body.message.general[0]).toBe('This cell is already filled');

    const otherCell = await connect(t, 'DevMeetup', pia.user_id, 0, 1, { idempotencyKey: 'first-key-000' });
    expect(otherCell.status).toBe(422);
    expect(otherCell.body.message.general[0]).toBe(
      'This Idempotency-Key was already used for another connection: send a new connection with a new key',
    );
    const otherName = await connect(t, 'DevMeetup', pia.user_id, 0, 0, {
      idempotencyKey: 'first-key-000',
      name: 'Anna Other',
    });
    expect(otherName.status).toBe(422);
    expect(await storedConnections()).toBe(1);
  });

  it('keeps no refusal: the corrected request with the same key is stored', async () => {
    await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com');
    const refused = await connect(t, 'DevMeetup', pia.user_id, 0, 0, {
      idempotencyKey: 'fix-and-retry',
      name: 'Zed Wrongletter',
    });
    expect(refused.status).toBe(400);
    const fixed = await connect(t, 'DevMeetup', pia.user_id, 0, 0, { idempotencyKey: 'fix-and-retry' });
    expect(fixed.status).toBe(200);
    expect(await storedConnections()).toBe(1);
  });

  it('answers a stored submission again after voting opened, and keys are per player', async () => {
    const event = await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com');
    const max = await join(t, 'DevMeetup', 'max@example.com');
    const first = await connect(t, 'DevMeetup', pia.user_id, 0, 0, { idempotencyKey: 'shared-key-01' });
    expect(
      (await connect(t, 'DevMeetup', max.user_id, 0, 0, { idempotencyKey: 'shared-key-01' })).status,
    ).toBe(200);
    await updateEvent(t, event, [['voting_enabled', 'true']]);
    const retry = await connect(t, 'DevMeetup', pia.user_id, 0, 0, { idempotencyKey: 'shared-key-01' });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    const [stored] = await t.app.db.select({ total: count() }).from(connectionSubmissions);
    expect(stored?.total).toBe(2);
  });

  it('refuses a malformed Idempotency-Key with a clear message', async () => {
    await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com');
    for (const key of ['short', 'has space in it', 'ü-not-ascii-key', 'x'.repeat(129)]) {
      const answer = await connect(t, 'DevMeetup', pia.user_id, 0, 0, { idempotencyKey: key });
      expect(answer.status).toBe(400);
      expect(answer.body.message.general[0]).toBe(
        'The Idempotency-Key header must be 8 to 128 letters, digits, - or _',
      );
    }
    expect(await storedConnections()).toBe(0);
  });
});
