import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type {
  LeaderboardWindow,
  PlayerRegistration,
  PlayerStart,
  TotalConnections,
  UserMatrix,
} from '@hoogo/core';
import { envelope, messages, nameMustStartWith, StatusCode, userMatrixSchema } from '@hoogo/core';
import { asc, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { players } from '../src/db/schema.js';
import type { LiveMessage } from '../src/plugins/app/live/live-bus.js';
import { call, registerUser } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { hostedEvent } from './helpers/events.js';
import {
  allCells,
  api,
  connect,
  fill,
  fiveBingoCells,
  join,
  joinAll,
  jpeg,
  playableEvent,
  selfieFile,
  updateEvent,
} from './helpers/game.js';

describe.each(testBackends('both'))('game API on %s', (backend) => {
  const t = useTestApp(backend);

  const matrix = (eventName: string, query: string) =>
    call<UserMatrix>(t.app, 'GET', `${api}/manage-game/${eventName}/get-user-matrix/?${query}`);
  const mediaFiles = () => (existsSync(t.config.mediaDir) ? readdirSync(t.config.mediaDir) : []);
  const listen = (eventId: string) => {
    const heard: LiveMessage[] = [];
    const stop = t.app.liveBus.subscribe(eventId, (message) => heard.push(message));
    return { heard, stop };
  };

  describe('registration', () => {
    it('registers once: a second call answers the same ids; GET answers them, 404 before joining', async () => {
      const event = await playableEvent(t);
      const session = await registerUser(t, 'pia@example.com', 'Pia Player');
      const url = `${api}/manage-user/DevMeetup/get-event-register-id/`;
      expect((await call(t.app, 'GET', url, { token: session.access_token })).status).toBe(404);

      const first = await call<PlayerRegistration>(t.app, 'POST', url, { token: session.access_token });
      expect(first.status).toBe(200);
      expect(first.body.response).toEqual({
        event_id: event.event.event_id,
        event_name: 'DevMeetup',
        event_register_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        user_id: expect.stringMatching(/^[0-9a-f]{32}$/),
        user_code: null,
      });
      const second = await call<PlayerRegistration>(t.app, 'POST', url, { token: session.access_token });
      expect(second.body.response).toEqual(first.body.response);
      const read = await call<PlayerRegistration>(t.app, 'GET', url, { token: session.access_token });
      expect(read.body.response).toEqual(first.body.response);
      expect((await call(t.app, 'POST', url)).status).toBe(401);
    });

    it('makes one player of two parallel registrations, and publishes player_joined once', async () => {
      const event = await playableEvent(t);
      const { heard, stop } = listen(event.event.event_id);
      const session = await registerUser(t, 'pia@example.com', 'Pia Player');
      const url = `${api}/manage-user/DevMeetup/get-event-register-id/`;
      const answers = await Promise.all(
        [1, 2, 3].map(() => call<PlayerRegistration>(t.app, 'POST', url, { token: session.access_token })),
      );
      stop();
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => a.body.response.user_id)).size).toBe(1);
      const board = await call<LeaderboardWindow>(t.app, 'GET', `${api}/manage-event/DevMeetup/leaderboard/`);
      expect(board.body.response.rows).toHaveLength(1);
      expect(board.body.response.participant_count).toBe(1);
      expect(heard).toEqual([
        {
          type: 'player_joined',
          player: expect.objectContaining({ user_name: 'Pia Player', user_code: null, total_connections: 0 }),
          friendCode: null,
        },
      ]);
    });

    it('gives unique friend codes of code_digits digits, and codes lazily once codes are turned on', async () => {
      const event = await playableEvent(t);
      const early = await join(t, 'DevMeetup', 'early@example.com');
      expect(early.user_code).toBeNull();
      await updateEvent(t, event, [['code_digits', '3']]);
      const players = await Promise.all(
        Array.from({ length: 8 }, (_, i) => join(t, 'DevMeetup', `p${i}@example.com`)),
      );
      const codes = players.map((p) => p.user_code);
      for (const code of codes) expect(code).toMatch(/^\d{3}$/);
      const again = await call<PlayerRegistration>(
        t.app,
        'GET',
        `${api}/manage-user/DevMeetup/get-event-register-id/`,
        { token: early.token },
      );
      expect(again.body.response.user_code).toMatch(/^\d{3}$/);
      expect(new Set([...codes, again.body.response.user_code]).size).toBe(9);
    });

    it('counts participants and lists participated events, newest first', async () => {
      const event = await playableEvent(t);
      const p = await join(t, 'DevMeetup', 'pia@example.com');
      await join(t, 'DevMeetup', 'max@example.com');
      const owner = { access_token: event.owner.token };
      t.clock.advance(1000);
      await call(t.app, 'POST', `${api}/manage-event/create/`, {
        token: owner.access_token,
        body: { name: 'Later' },
      });
      t.clock.advance(1000);
      await call(t.app, 'POST', `${api}/manage-user/Later/get-event-register-id/`, { token: p.token });

      const info = await call<{ participant_count: number }>(
        t.app,
        'GET',
        `${api}/manage-event/DevMeetup/get-info/`,
      );
      expect(info.body.response.participant_count).toBe(2);
      const organised = await call<Array<{ event_name: string; participant_count: number }>>(
        t.app,
        'GET',
        `${api}/manage-user/organised-events/`,
        { token: owner.access_token },
      );
      expect(organised.body.response.map((e) => [e.event_name, e.participant_count])).toEqual([
        ['Later', 1],
        ['DevMeetup', 2],
      ]);
      const participated = await call<Array<{ event_name: string }>>(
        t.app,
        'GET',
        `${api}/manage-user/participated-events/`,
        { token: p.token },
      );
      expect(participated.body.response.map((e) => e.event_name)).toEqual(['Later', 'DevMeetup']);
    });

    it('onboards a signed-in user (idempotent) and refuses without a token', async () => {
      const session = await registerUser(t, 'pia@example.com');
      const url = `${api}/common/onboard-user/`;
      expect((await call(t.app, 'POST', url, { token: session.access_token })).status).toBe(200);
      expect((await call(t.app, 'POST', url, { token: session.access_token })).status).toBe(200);
      expect((await call(t.app, 'POST', url)).status).toBe(401);
    });
  });

  describe('start-playing (the player page in one answer)', () => {
    const start = (eventName: string, token?: string) =>
      call<PlayerStart>(t.app, 'POST', `${api}/manage-user/${eventName}/start-playing/`, { token });

    it('joins a new player once and answers the registration and the own card of the two calls', async () => {
      const event = await playableEvent(t, { codeDigits: 3 });
      const { heard, stop } = listen(event.event.event_id);
      const session = await registerUser(t, 'pia@example.com', 'Pia Player');
      const first = await start('devmeetup', session.access_token);
      expect(first.status).toBe(200);
      const { registration, matrix: card } = first.body.response;
      expect(first.body.response).toMatchObject({
        event_id: event.event.event_id,
        event_name: 'DevMeetup',
        role: null,
      });
      const registered = await call<PlayerRegistration>(
        t.app,
        'GET',
        `${api}/manage-user/DevMeetup/get-event-register-id/`,
        { token: session.access_token },
      );
      expect(registration).toEqual(registered.body.response);
      expect(registration?.user_code).toMatch(/^\d{3}$/);
      const own = await matrix('DevMeetup', `user_id=${registration?.user_id}`);
      expect(card).toEqual(own.body.response);
      expect(card).toMatchObject({ editable: true, user_name: 'Pia Player', removed: false });

      const again = await start('DevMeetup', session.access_token);
      expect(again.body.response.registration).toEqual(registration);
      stop();
      expect(heard.filter((message) => message.type === 'player_joined')).toHaveLength(1);
      expect((await start('DevMeetup')).status).toBe(401);
      expect((await start('NoSuchEvent', session.access_token)).status).toBe(404);
    });

    it('never joins a host who has not joined; a host who joined gets their card', async () => {
      const event = await playableEvent(t);
      const looked = await start('DevMeetup', event.admin.token);
      expect(looked.status).toBe(200);
      expect(looked.body.response).toMatchObject({ role: 'Admin', registration: null, matrix: null });
      const info = await call<{ participant_count: number }>(
        t.app,
        'GET',
        `${api}/manage-event/DevMeetup/get-info/`,
      );
      expect(info.body.response.participant_count).toBe(0);

      const joined = await call<PlayerRegistration>(
        t.app,
        'POST',
        `${api}/manage-user/DevMeetup/get-event-register-id/`,
        { token: event.admin.token },
      );
      const played = await start('DevMeetup', event.admin.token);
      expect(played.body.response.role).toBe('Admin');
      expect(played.body.response.registration).toEqual(joined.body.response);
      expect(played.body.response.matrix?.editable).toBe(true);
    });
  });

  describe('user matrix', () => {
    it('answers the own card with codes, and a read-only card without any code', async () => {
      await playableEvent(t, { codeDigits: 4 });
      const [pia, max] = await joinAll(t, 'DevMeetup', 'Pia Player', 'Max Mustermann');
      expect((await connect(t, 'DevMeetup', pia.user_id, 0, 0, { code: max.user_code! })).status).toBe(200);

      const own = await matrix('DevMeetup', `user_id=${pia.user_id}`);
      expect(own.status).toBe(200);
      expect(own.body.response).toMatchObject({
        event_register_id: pia.event_register_id,
        user_name: 'Pia Player',
        user_code: pia.user_code,
        editable: true,
        code_digits: 4,
        total_connections: 1,
        score: [false, false, false, false, false],
        completed_at: null,
      });
      expect(own.body.response.question[1]).toEqual(['F', 'G', 'H', 'I', 'J']);
      expect(own.body.response.answer[0]?.[0]).toMatchObject({
        x: 0,
        y: 0,
        connected_name: 'Alex Example',
        user_name: 'Max Mustermann',
        code: max.user_code,
        disabled: true,
        image: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.jpg$/),
      });
      expect(own.body.response.answer[0]?.[1]).toMatchObject({ connected_name: null, disabled: false });

      const view = await matrix('DevMeetup', `event_register_id=${pia.event_register_id}`);
      expect(view.status).toBe(200);
      expect(view.body.response).toMatchObject({ editable: false, user_code: null });
      expect(view.body.response.answer[0]?.[0]).toMatchObject({ code: null, connected_name: 'Alex Example' });
      expect(JSON.stringify(view.body)).not.toContain(pia.user_id);
      expect(JSON.stringify(view.body)).not.toContain(`"${max.user_code}"`);
    });

    it('answers a card as its schema serialises it, by the event id, name or former name alike', async () => {
      const event = await playableEvent(t, { codeDigits: 4 });
      const [pia, max, sam] = await joinAll(t, 'DevMeetup', 'Pia Player', 'Max Mustermann', 'Sam Sample');
      expect((await connect(t, 'DevMeetup', pia.user_id, 0, 0, { code: max.user_code! })).status).toBe(200);
      expect((await connect(t, 'DevMeetup', pia.user_id, 1, 1, { code: sam.user_code! })).status).toBe(200);
      // The route serialises its answer itself: the bytes are the schema's, keys in its order.
      const schema = envelope(userMatrixSchema);
      const card = async (reference: string, query: string) => {
        const answer = await t.app.inject({
          method: 'GET',
          url: `${api}/manage-game/${reference}/get-user-matrix/?${query}`,
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(answer.body).toBe(JSON.stringify(schema.parse(JSON.parse(answer.body))));
        return answer.body;
      };
      const own = await card('DevMeetup', `user_id=${pia.user_id}`);
      const view = await card('DevMeetup', `event_register_id=${pia.event_register_id}`);
      expect(own).not.toBe(view);
      expect(await card(event.event.event_id, `user_id=${pia.user_id}`)).toBe(own);
      expect(await card(event.event.event_id, `event_register_id=${pia.event_register_id}`)).toBe(view);
      await updateEvent(t, event, [['name', 'DevMeetup2026']]);
      const renamed = (body: string) =>
        body.replace('"event_name":"DevMeetup"', '"event_name":"DevMeetup2026"');
      expect(await card('devmeetup', `user_id=${pia.user_id}`)).toBe(renamed(own));
      expect(await card('DevMeetup', `event_register_id=${pia.event_register_id}`)).toBe(renamed(view));
      expect((await matrix('DevMeetup', `user_id=${max.user_id}`)).body.response.total_connections).toBe(0);
    });

    it('refuses a wrong key with 403 and an unknown register id with 404', async () => {
      await playableEvent(t);
      await join(t, 'DevMeetup', 'pia@example.com');
      const wrong = await matrix('DevMeetup', 'user_id=0123456789abcdef0123456789abcdef');
      expect(wrong.status).toBe(403);
      expect(wrong.body.message.general[0]).toBe('Invalid player key');
      expect((await matrix('DevMeetup', 'event_register_id=nope')).status).toBe(404);
      expect((await matrix('DevMeetup', '')).status).toBe(400);
    });
  });

  describe('user-input rules', () => {
    it('refuses a connection before the grid is complete', async () => {
      await hostedEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com');
      const answer = await connect(t, 'DevMeetup', pia.user_id, 0, 0, { letter: 'A' });
      expect(answer.status).toBe(409);
      expect(answer.body.message.general[0]).toBe(messages.game.tilesMissing);
    });

    it('refuses connections while voting is enabled with statusCode 4000', async () => {
      const event = await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com');
      await updateEvent(t, event, [['voting_enabled', 'true']]);
      const answer = await connect(t, 'DevMeetup', pia.user_id, 0, 0);
      expect(answer.status).toBe(409);
      expect(answer.body.statusCode).toBe(StatusCode.VotingState);
      expect(answer.body.message.general[0]).toBe(messages.game.votingEnabled);
    });

    it("refuses another event's key and a random key with 403, no key with 400", async () => {
      await playableEvent(t);
      const owner = await registerUser(t, 'second-owner@example.com');
      await call(t.app, 'POST', `${api}/manage-event/create/`, {
        token: owner.access_token,
        body: { name: 'Other' },
      });
      const elsewhere = await join(t, 'Other', 'pia@example.com');
      for (const key of [elsewhere.user_id, 'ffffffffffffffffffffffffffffffff']) {
        const answer = await connect(t, 'DevMeetup', key, 0, 0);
        expect(answer.status).toBe(403);
        expect(answer.body.message.general[0]).toBe('Invalid player key');
      }
      expect((await connect(t, 'DevMeetup', '', 0, 0)).status).toBe(400);
      const matrixOfOther = await matrix('DevMeetup', `user_id=${elsewhere.user_id}`);
      expect(matrixOfOther.status).toBe(403);
    });

    it.each([
      [
        'a cell off the grid',
        { x: 5, y: 0 },
        {},
        400,
        'general',
        'This cell is not on the grid: x and y go from 0 to 4',
      ],
      [
        'a negative cell',
        { x: 0, y: -1 },
        {},
        400,
        'general',
        'This cell is not on the grid: x and y go from 0 to 4',
      ],
      [
        'a letter not of the cell',
        { x: 0, y: 0 },
        { letter: 'B', name: 'Bob Example' },
        400,
        'general',
        "This cell's letter is A",
      ],
      [
        'a name not starting with the letter',
        { x: 0, y: 1 },
        { name: 'Alex Example' },
        400,
        'name',
        nameMustStartWith('B'),
      ],
      ['a one-letter name', { x: 0, y: 0 }, { name: 'A' }, 400, 'name', messages.validation.connectionName],
      [
        'a short liner',
        { x: 0, y: 0 },
        { liner: 'too short' },
        400,
        'liner',
        messages.validation.connectionDescription,
      ],
      [
        'a long liner',
        { x: 0, y: 0 },
        { liner: 'x'.repeat(281) },
        400,
        'liner',
        'Description must be at most 280 characters',
      ],
      ['no image', { x: 0, y: 0 }, { image: null }, 400, 'image', messages.validation.connectionImage],
      [
        'bytes that are no image, named .jpg',
        { x: 0, y: 0 },
        { image: selfieFile(Buffer.from('just some text, not a picture'), 'me.jpg') },
        400,
        'image',
        messages.validation.fileNotImage,
      ],
      [
        'a JPEG header followed by HTML',
        { x: 0, y: 0 },
        {
          image: selfieFile(
            Buffer.concat([
              Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
              Buffer.from('<html><script>alert(1)</script></html>'),
            ]),
          ),
        },
        400,
        'image',
        messages.validation.fileNotImage,
      ],
    ] as const)('refuses %s', async (_label, cell, fields, status, field, sentence) => {
      await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com');
      const before = mediaFiles();
      const answer = await connect(t, 'DevMeetup', pia.user_id, cell.x, cell.y, fields);
      expect(answer.status).toBe(status);
      expect(answer.body.message[field]?.[0]).toBe(sentence);
      expect(mediaFiles()).toEqual(before);
    });

    it('refuses a 60-megapixel image from its header', async () => {
      await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com');
      const huge = await sharp({ create: { width: 8000, height: 7500, channels: 3, background: '#ffffff' } })
        .jpeg({ quality: 10 })
        .toBuffer();
      const answer = await connect(t, 'DevMeetup', pia.user_id, 0, 0, { image: selfieFile(huge) });
      expect(answer.status).toBe(400);
      expect(answer.body.message.image?.[0]).toContain('at most 40 megapixels');
    });

    it('re-encodes a JPEG with trailing HTML and strips GPS EXIF, at most 600 px', async () => {
      await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com');
      const withGps = await sharp({
        create: { width: 1200, height: 900, channels: 3, background: '#336699' },
      })
        .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } })
        .jpeg()
        .toBuffer();
      expect((await sharp(withGps).metadata()).exif).toBeDefined();
      const polyglot = Buffer.concat([withGps, Buffer.from('<html><script>alert(1)</script></html>')]);
      const answer = await connect(t, 'DevMeetup', pia.user_id, 0, 0, { image: selfieFile(polyglot) });
      expect(answer.status).toBe(200);
      const key = answer.body.response.image!.replace('/media/', '');
      const stored = await sharp(path.join(t.config.mediaDir, key)).metadata();
      expect(stored.format).toBe('jpeg');
      expect(stored.exif).toBeUndefined();
      expect(Math.max(stored.width, stored.height)).toBe(600);
      const bytes = await import('node:fs/promises').then((fs) =>
        fs.readFile(path.join(t.config.mediaDir, key)),
      );
      expect(bytes.includes('<script>')).toBe(false);
      expect(bytes.includes('TestCam')).toBe(false);
    });

    it('checks friend codes: required, known, not own, once per player', async () => {
      await playableEvent(t, { codeDigits: 3 });
      const pia = await join(t, 'DevMeetup', 'pia@example.com');
      const max = await join(t, 'DevMeetup', 'max@example.com');
      const unused = ['000', '111', '222', '333'].find((c) => c !== pia.user_code && c !== max.user_code)!;
      const cases: Array<[string | undefined, number, string]> = [
        [undefined, 400, 'The friend code has 3 digits'],
        ['12', 400, 'The friend code has 3 digits'],
        [unused, 400, 'No player in this event has this code'],
        [pia.user_code!, 400, 'This is your own code'],
      ];
      for (const [code, status, sentence] of cases) {
        const answer = await connect(t, 'DevMeetup', pia.user_id, 0, 0, code === undefined ? {} : { code });
        expect(answer.status).toBe(status);
        expect(answer.body.message.code?.[0]).toBe(sentence);
      }
      expect((await connect(t, 'DevMeetup', pia.user_id, 0, 0, { code: max.user_code! })).status).toBe(200);
      const reused = await connect(t, 'DevMeetup', pia.user_id, 0, 1, { code: max.user_code! });
      expect(reused.status).toBe(409);
      expect(reused.body.message.code?.[0]).toBe('You already connected with this player');
    });

    it('stores exactly one of two simultaneous submissions for one cell', async () => {
      await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com');
      const answers = await Promise.all([
        connect(t, 'DevMeetup', pia.user_id, 2, 2),
        connect(t, 'DevMeetup', pia.user_id, 2, 2, { name: 'Mona Other' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const refused = answers.find((a) => a.status === 409)!;
      expect(refused.body.message.general[0]).toBe('This cell is already filled');
      const own = await matrix('DevMeetup', `user_id=${pia.user_id}`);
      expect(own.body.response.total_connections).toBe(1);
      const again = await connect(t, 'DevMeetup', pia.user_id, 2, 2);
      expect(again.status).toBe(409);
    });

    it('refuses a repeat before reading its selfie: a filled cell, a person linked twice', async () => {
      await playableEvent(t, { codeDigits: 3 });
      const pia = await join(t, 'DevMeetup', 'pia@example.com');
      const max = await join(t, 'DevMeetup', 'max@example.com');
      expect((await connect(t, 'DevMeetup', pia.user_id, 0, 0, { code: max.user_code! })).status).toBe(200);
      // Bytes that are no image: a repeat refused only after the selfie was processed would answer 400.
      const image = selfieFile(Buffer.from('just some text, not a picture'), 'me.jpg');
      const cell = await connect(t, 'DevMeetup', pia.user_id, 0, 0, { image, code: max.user_code! });
      expect(cell.status).toBe(409);
      expect(cell.body.message.general[0]).toBe(messages.gameApi.cellFilled);
      const link = await connect(t, 'DevMeetup', pia.user_id, 0, 1, { image, code: max.user_code! });
      expect(link.status).toBe(409);
      expect(link.body.message.code?.[0]).toBe(messages.gameApi.codeUsed);
    });
  });

  describe('scoring', () => {
    it('answers the connection and lights a letter for a row, a column and a diagonal', async () => {
      const event = await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com');
      const { heard, stop } = listen(event.event.event_id);
      const first = await connect(t, 'DevMeetup', pia.user_id, 0, 0);
      expect(first.status).toBe(200);
      expect(first.body.message.general).toEqual([messages.game.connectionAdded]);
      expect(first.body.response).toMatchObject({
        x: 0,
        y: 0,
        connected_name: 'Alex Example',
        liner: 'We talked about compilers and coffee',
        code: null,
        user_name: null,
        total_connections: 1,
        score: [false, false, false, false, false],
        completed_at: null,
        connected_at: expect.any(String),
      });
      // (0, 0) is filled: the rest of row 0, then of column 0, then of the diagonal, in order.
      const rowRest = allCells.filter(([x, y]) => x === 0 && y > 0);
      const columnRest = allCells.filter(([x, y]) => y === 0 && x > 0);
      const diagonalRest = allCells.filter(([x, y]) => x === y && x > 0);
      const row = await fill(t, 'DevMeetup', pia.user_id, rowRest);
      expect(row.body.response.score).toEqual([true, false, false, false, false]);
      const column = await fill(t, 'DevMeetup', pia.user_id, columnRest);
      expect(column.body.response.score).toEqual([true, true, false, false, false]);
      const diagonal = await fill(t, 'DevMeetup', pia.user_id, diagonalRest);
      expect(diagonal.body.response.score).toEqual([true, true, true, false, false]);
      expect(diagonal.body.response.total_connections).toBe(13);
      stop();
      expect(heard).toHaveLength(13);
      expect(heard[0]).toMatchObject({
        type: 'connection_made',
        player: { event_register_id: pia.event_register_id, total_connections: 1, user_code: null },
        image: { connected_name: 'Alex Example', image: first.body.response.image },
      });
    });

    it('completes the card at five bingos once, and publishes player_completed once', async () => {
      const event = await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com');
      const { heard, stop } = listen(event.event.event_id);
      const done = await fill(t, 'DevMeetup', pia.user_id, fiveBingoCells);
      expect(done.body.response.score).toEqual([true, true, true, true, true]);
      const completedAt = done.body.response.completed_at;
      expect(completedAt).not.toBeNull();
      t.clock.advance(60_000);
      const more = await fill(t, 'DevMeetup', pia.user_id, [
        [4, 1],
        [4, 2],
      ]);
      expect(more.body.response.completed_at).toBe(completedAt);
      expect(more.body.response.total_connections).toBe(23);
      stop();
      expect(heard.filter((m) => m.type === 'player_completed')).toHaveLength(1);
    });

    it('ranks completers: first is 1, a tie on the time goes by player id, null until completed', async () => {
      await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com');
      const max = await join(t, 'DevMeetup', 'max@example.com');
      const zoe = await join(t, 'DevMeetup', 'zoe@example.com');
      const rank = async (query: string) => (await matrix('DevMeetup', query)).body.response.completion_rank;
      expect(await rank(`user_id=${pia.user_id}`)).toBeNull();
      await fill(t, 'DevMeetup', pia.user_id, fiveBingoCells);
      t.clock.advance(60_000);
      // The test clock stands still: Max and Zoe complete at the very same time.
      await fill(t, 'DevMeetup', max.user_id, fiveBingoCells);
      await fill(t, 'DevMeetup', zoe.user_id, fiveBingoCells);
      const rows = await t.app.db
        .select({ id: players.id, key: players.playerKey })
        .from(players)
        .where(inArray(players.playerKey, [max.user_id, zoe.user_id]))
        .orderBy(asc(players.id));
      expect(await rank(`user_id=${pia.user_id}`)).toBe(1);
      expect(await rank(`event_register_id=${pia.event_register_id}`)).toBe(1);
      expect(await rank(`user_id=${rows[0]!.key}`)).toBe(2);
      expect(await rank(`user_id=${rows[1]!.key}`)).toBe(3);
    });
  });

  describe('leaderboard', () => {
    it('orders players as packages/core does and shows friend codes to hosts only', async () => {
      const event = await playableEvent(t, { codeDigits: 4 });
      const [ann, bob, cid] = await joinAll(t, 'DevMeetup', 'Ann', 'Bob', 'Cid');
      const others = [];
      for (const name of ['Dan', 'Eve', 'Fay'])
        others.push(await join(t, 'DevMeetup', `${name.toLowerCase()}@example.com`, name));
      const codes = [ann, cid, ...others].map((p) => p.user_code!);
      await fill(
        t,
        'DevMeetup',
        bob.user_id,
        [
          [0, 0],
          [0, 1],
          [0, 2],
          [0, 3],
          [0, 4],
        ],
        codes,
      );
      await connect(t, 'DevMeetup', cid.user_id, 1, 1, { code: ann.user_code! });
      await connect(t, 'DevMeetup', cid.user_id, 1, 2, { code: bob.user_code! });
      await connect(t, 'DevMeetup', ann.user_id, 3, 3, { code: cid.user_code! });

      const url = `${api}/manage-event/DevMeetup/leaderboard/`;
      const open = await call<LeaderboardWindow>(t.app, 'GET', url);
      expect(open.status).toBe(200);
      const rows = open.body.response.rows;
      expect(rows.map((p) => p.user_name).slice(0, 3)).toEqual(['Bob', 'Cid', 'Ann']);
      expect(rows).toHaveLength(6);
      expect(rows.every((p) => p.user_code === null)).toBe(true);
      expect(rows[0]?.score).toEqual([true, false, false, false, false]);
      // Boards carry no links: they are on the card and in the results export
      // (docs/decisions/0052-boards-that-cost-what-a-viewer-sees.md).
      expect(rows[1]?.connected_to).toEqual([]);
      expect(JSON.stringify(open.body)).not.toContain(ann.user_id);

      const asPlayer = await call<LeaderboardWindow>(t.app, 'GET', url, { token: ann.token });
      expect(asPlayer.body.response.rows.every((p) => p.user_code === null)).toBe(true);
      const asHost = await call<LeaderboardWindow>(t.app, 'GET', url, { token: event.admin.token });
      expect(asHost.body.response.rows.map((p) => p.user_code).slice(0, 3)).toEqual([
        bob.user_code,
        cid.user_code,
        ann.user_code,
      ]);
      expect((await call(t.app, 'GET', url, { token: 'broken' })).status).toBe(401);
    });

    it('counts all connections for the landing page', async () => {
      await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com');
      const max = await join(t, 'DevMeetup', 'max@example.com');
      await fill(t, 'DevMeetup', pia.user_id, [
        [0, 0],
        [0, 1],
      ]);
      await fill(t, 'DevMeetup', max.user_id, [[3, 3]]);
      const total = await call<TotalConnections>(t.app, 'GET', `${api}/common/total-connections/`);
      expect(total.body.response.total_connections).toBe(3);
    });
  });

  describe('event changes', () => {
    it('publishes voting_toggled and grid_changed when those change', async () => {
      const event = await playableEvent(t);
      const { heard, stop } = listen(event.event.event_id);
      await updateEvent(t, event, [['voting_enabled', 'true']]);
      await updateEvent(t, event, [['matrix[0][0]', 'Z']]);
      await updateEvent(t, event, [['name', 'DevMeetup']]);
      stop();
      expect(heard.map((m) => m.type)).toEqual(['voting_toggled', 'grid_changed']);
      expect(heard[0]).toEqual({ type: 'voting_toggled', voting_enabled: true });
      expect(heard[1]?.type === 'grid_changed' && heard[1].matrix[0]?.[0]).toBe('Z');
    });

    it('removes the selfie files of a deleted event, keeping those another event uses', async () => {
      const event = await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com');
      const shared = await connect(t, 'DevMeetup', pia.user_id, 0, 0);
      const other = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#ff0000' } })
        .jpeg()
        .toBuffer();
      const own = await connect(t, 'DevMeetup', pia.user_id, 0, 1, { image: selfieFile(other) });
      const owner2 = await registerUser(t, 'owner2@example.com');
      await call(t.app, 'POST', `${api}/manage-event/create/`, {
        token: owner2.access_token,
        body: { name: 'Other' },
      });
      const cells = ['ABCDE', 'FGHIJ', 'KLMNO', 'PQRST', 'UVWXY'].flatMap((row, x) =>
        row.split('').map((letter, y): [string, string] => [`matrix[${x}][${y}]`, letter]),
      );
      await updateEvent(
        t,
        {
          ...event,
          event: { event_id: '', event_name: 'Other' },
          owner: { token: owner2.access_token, id: '' },
        },
        cells,
      );
      const max = await join(t, 'Other', 'max@example.com');
      expect((await connect(t, 'Other', max.user_id, 0, 0, { image: selfieFile(await jpeg()) })).status).toBe(
        200,
      );

      const key = (url: string) => url.replace('/media/', '');
      expect(mediaFiles()).toEqual(
        expect.arrayContaining([key(shared.body.response.image!), key(own.body.response.image!)]),
      );
      const deleted = await call(t.app, 'DELETE', `${api}/manage-event/DevMeetup/delete/`, {
        token: event.owner.token,
      });
      expect(deleted.status).toBe(200);
      expect(mediaFiles()).toContain(key(shared.body.response.image!));
      expect(mediaFiles()).not.toContain(key(own.body.response.image!));
      const total = await call<TotalConnections>(t.app, 'GET', `${api}/common/total-connections/`);
      expect(total.body.response.total_connections).toBe(1);
    });
  });
});
