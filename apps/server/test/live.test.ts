import {
  applyWindowChange,
  type LeaderboardPlayer,
  type LeaderboardWindow,
  LIVE_CLOSE_AUTH,
  LIVE_CLOSE_RESTART,
  LIVE_CLOSE_TOO_SLOW,
  type PlayerRegistration,
  StatusCode,
  type VotingRow,
} from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import {
  allCells,
  api,
  connect,
  fill,
  fiveBingoCells,
  join,
  joinAll,
  playableEvent,
  seedConnections,
  type TestPlayer,
  updateEvent,
} from './helpers/game.js';
import { testRedisUrl, useLiveSockets } from './helpers/live.js';

const redisUrl = testRedisUrl();
const gamePath = (event: string, query = '') => `${api}/manage-event/${event}/leaderboard/${query}`;
const votingPath = (event: string, query = '') => `${api}/manage-event/${event}/vote-leaderboard/${query}`;

describe.each(testBackends('one'))('live sockets on %s', (backend) => {
  const t = useTestApp(backend);
  const { open, instance, close } = useLiveSockets(t);

  const httpBoard = async (token?: string) =>
    (await call<LeaderboardWindow>(t.app, 'GET', gamePath('DevMeetup'), token ? { token } : {})).body.response
      .rows;

  describe('snapshot', () => {
    it('sends the window in the core order and the 21 newest connection images, newest first', async () => {
      await playableEvent(t);
      const [pia, max] = await joinAll(t, 'DevMeetup', 'Pia', 'Max');
      await join(t, 'DevMeetup', 'sam@example.com', 'Sam');
      const piaCells = allCells.slice(0, 23);
      for (const [x, y] of piaCells) {
        expect((await connect(t, 'DevMeetup', pia.user_id, x, y)).status).toBe(200);
        t.clock.advance(1_000);
      }
      await fill(t, 'DevMeetup', max.user_id, [[4, 4]]);

      const snapshot = await open(gamePath('DevMeetup', '?tz=Europe/Berlin')).next('snapshot');
      const board = snapshot.response.user_data as LeaderboardPlayer[];
      expect(board).toEqual(await httpBoard());
      expect(board.map((row) => row.user_name)).toEqual(['Pia', 'Max', 'Sam']);
      expect(board[0]?.completed_at).not.toBeNull();
      expect(snapshot.response).toMatchObject({
        offset: 0,
        first_rank: 1,
        row_count: 3,
        completed_count: 1,
        voting_enabled: false,
        participant_count: 3,
        total_connections: 24,
      });
      const images = snapshot.response.image_data as Array<{ connected_name: string; connected_at: string }>;
      expect(images).toHaveLength(21);
      // Max's connection came last; then Pia's, from her last cell (4, 2) = 'W' backwards.
      expect(images[0]?.connected_name).toBe('Ylex Example');
      expect(images[1]?.connected_name).toBe('Wlex Example');
      // The maker of each, for the big screen's gallery to name both people.
      expect(images.map((image) => (image as { event_register_id?: string }).event_register_id)).toEqual([
        max.event_register_id,
        ...Array.from({ length: 20 }, () => pia.event_register_id),
      ]);
      const times = images.map((image) => Date.parse(image.connected_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('shows friend codes to hosts only, in the snapshot and in updates', async () => {
      const event = await playableEvent(t, { codeDigits: 3 });
      await join(t, 'DevMeetup', 'pia@example.com', 'Pia');
      const publicViewer = open(gamePath('DevMeetup'));
      const host = open(gamePath('DevMeetup', `?token=${event.admin.token}`));
      const stranger = open(gamePath('DevMeetup', `?token=${event.other.token}`));

      const [publicRows, hostRows, strangerRows] = (
        await Promise.all([publicViewer, host, stranger].map((client) => client.next('snapshot')))
      ).map((frame) => frame.response.user_data as LeaderboardPlayer[]);
      expect(publicRows?.[0]?.user_code).toBeNull();
      expect(strangerRows?.[0]?.user_code).toBeNull();
      expect(hostRows?.[0]?.user_code).toMatch(/^\d{3}$/);
      expect(hostRows).toEqual(await httpBoard(event.owner.token));

      const max = await join(t, 'DevMeetup', 'max@example.com', 'Max');
      const joinedForHost = await host.next('player_joined');
      expect(joinedForHost.response.player).toEqual({
        event_register_id: max.event_register_id,
        user_name: 'Max',
      });
      expect(joinedForHost.response.window.put[0].row).toMatchObject({
        user_name: 'Max',
        user_code: max.user_code,
      });
      expect((await publicViewer.next('player_joined')).response.window.put[0].row).toMatchObject({
        user_name: 'Max',
        user_code: null,
      });
      expect(JSON.stringify(stranger.received)).not.toContain(`"${max.user_code}"`);
    });

    it('answers a bad or expired token with statusCode 1000 and close code 4001', async () => {
      const event = await playableEvent(t);
      const bad = open(gamePath('DevMeetup', '?token=not-a-token'));
      expect(await bad.next('error')).toEqual({
        type: 'error',
        hasError: true,
        statusCode: StatusCode.TokenInvalid,
        message: { general: [expect.any(String)] },
      });
      expect((await bad.closed).code).toBe(LIVE_CLOSE_AUTH);

      t.clock.advance(16 * 60 * 1000);
      const expired = open(votingPath('DevMeetup', `?token=${event.owner.token}`));
      expect((await expired.next('error')).message?.general[0]).toMatch(/expired/);
      expect((await expired.closed).code).toBe(LIVE_CLOSE_AUTH);
    });

    it('keeps answering plain GETs with JSON, and refuses an unknown event or a bad tz', async () => {
      await playableEvent(t);
      expect((await call(t.app, 'GET', gamePath('DevMeetup', '?tz=Asia/Kolkata'))).status).toBe(200);
      expect((await call(t.app, 'GET', votingPath('DevMeetup'))).status).toBe(200);
      expect((await call(t.app, 'GET', gamePath('DevMeetup', '?tz=Mars/Olympus'))).status).toBe(400);
      const unknown = open(gamePath('NoSuchEvent'));
      const refused = await new Promise<number>((resolve) =>
        unknown.socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)),
      );
      expect(refused).toBe(404);
    });
  });

  describe('updates', () => {
    it('sends a connection made over HTTP to the game socket with the row and the image', async () => {
      await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia');
      const game = open(gamePath('DevMeetup'));
      await game.next('snapshot');

      const made = await connect(t, 'DevMeetup', pia.user_id, 0, 0);
      expect(made.status).toBe(200);
      const update = await game.next('connection_made');
      expect(update.response.player).toEqual({ event_register_id: pia.event_register_id, user_name: 'Pia' });
      expect(update.response.window).toEqual({
        remove: [pia.event_register_id],
        put: [
          {
            at: 0,
            row: expect.objectContaining({ total_connections: 1, user_code: null, connected_to: [] }),
          },
        ],
        first_rank: 1,
        row_count: 1,
      });
      expect(update.response.totals).toEqual({
        participant_count: 1,
        total_connections: 1,
        completed_count: 0,
        row_count: 1,
      });
      expect(update.response.image_data).toEqual({
        image: made.body.response.image,
        thumbnail: made.body.response.thumbnail,
        user_name: null,
        liner: made.body.response.liner,
        connected_name: made.body.response.connected_name,
        connected_at: made.body.response.connected_at,
        code: null,
      });
    });

    it('puts a change on the board once on the instance that made it, and publishes only through the announcer', async () => {
      await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia');
      const game = open(gamePath('DevMeetup'));
      await game.next('snapshot');
      const before = t.app.publicBoards.applied();

      expect((await connect(t, 'DevMeetup', pia.user_id, 0, 0)).status).toBe(200);
      await game.next('connection_made');
      // The announcer put it there; the board cache's subscription and the sockets did not again.
      expect(t.app.publicBoards.applied()).toBe(before + 1);
      // The bus on the instance has no publish: fastify.announce is the one way to publish
      // (docs/decisions/0070-one-announce-path.md).
      expect('publish' in t.app.liveBus).toBe(false);
    });

    it('sends completion, votes and the voting toggle to the voting socket, the toggle to both', async () => {
      const event = await playableEvent(t);
      const ann = await join(t, 'DevMeetup', 'ann@example.com', 'Ann');
      const game = open(gamePath('DevMeetup'));
      const voting = open(votingPath('DevMeetup'));
      await Promise.all([game.next('snapshot'), voting.next('snapshot')]);

      await fill(t, 'DevMeetup', ann.user_id, fiveBingoCells);
      const completed = await voting.next('player_completed');
      expect(completed.response.user_data).toMatchObject({
        event_register_id: ann.event_register_id,
        name: 'Ann',
        vote_count: 0,
        total_connections: 21,
      });
      expect((await game.next('player_completed')).response.player).toEqual({
        event_register_id: ann.event_register_id,
        user_name: 'Ann',
      });
      // The completed row came in the window of the connection that completed the card, just before.
      const last = game.received.filter((frame) => frame.type === 'connection_made').at(-1);
      expect(last?.response.window.put[0].row).toMatchObject({
        event_register_id: ann.event_register_id,
        completed_at: expect.any(String),
      });
      expect(last?.response.totals).toMatchObject({ completed_count: 1 });
      expect(voting.received.filter((frame) => frame.type === 'connection_made')).toHaveLength(0);

      // Codes on, so that a new player can link with Ann and vote for her.
      await updateEvent(t, event, [['code_digits', '3']]);
      const annCode = (
        await call<PlayerRegistration>(t.app, 'GET', `${api}/manage-user/DevMeetup/get-event-register-id/`, {
          token: ann.token,
        })
      ).body.response.user_code as string;
      const vera = await join(t, 'DevMeetup', 'vera@example.com', 'Vera');
      await fill(t, 'DevMeetup', vera.user_id, [[0, 0]], [annCode]);

      await updateEvent(t, event, [['voting_enabled', 'true']]);
      for (const client of [game, voting]) {
        expect((await client.next('voting_toggled')).response).toEqual({ voting_enabled: true });
      }
      const voted = await call<VotingRow>(
        t.app,
        'POST',
        `${api}/manage-game/DevMeetup/vote/${ann.event_register_id}/`,
        {
          body: { user_id: vera.user_id },
        },
      );
      expect(voted.status).toBe(200);
      expect((await voting.next('vote_cast')).response.user_data).toEqual(voted.body.response);
      await game.nothingSent('vote_cast');
      expect(voting.received.some((frame) => frame.type === 'player_joined')).toBe(false);
    });

    it("tells an open game board the event's new name after a rename", async () => {
      const event = await playableEvent(t);
      const game = open(gamePath('DevMeetup'));
      await game.next('snapshot');
      await updateEvent(t, event, [['name', 'DevMeetup2026']]);
      expect((await game.next('event_renamed')).response).toEqual({ name: 'DevMeetup2026' });
    });

    it("tells an open game board the room's new language, and nothing when it stays", async () => {
      const event = await playableEvent(t);
      const game = open(gamePath('DevMeetup'));
      await game.next('snapshot');
      await updateEvent(t, event, [['language', 'fr']]);
      expect((await game.next('language_changed')).response).toEqual({ language: 'fr' });
      await updateEvent(t, event, [['language', 'fr']]);
      await updateEvent(t, event, [['name', 'DevMeetup2026']]);
      await game.next('event_renamed');
      expect(game.received.filter((frame) => frame.type === 'language_changed')).toHaveLength(1);
    });

    it("gives a board that opens after a change the event's name, branding and language in its snapshot", async () => {
      const event = await playableEvent(t);
      await updateEvent(t, event, [['language', 'fr']]);
      await updateEvent(t, event, [['name', 'DevMeetup2026']]);
      const game = open(gamePath('DevMeetup2026'));
      expect((await game.next('snapshot')).response).toMatchObject({
        name: 'DevMeetup2026',
        branding: { logo: null, accent_color: null },
        language: 'fr',
      });
    });

    it('stops feeding a socket once it is closed, and serves the sockets that remain', async () => {
      await playableEvent(t);
      const first = open(gamePath('DevMeetup'));
      const second = open(gamePath('DevMeetup'));
      await Promise.all([first.next('snapshot'), second.next('snapshot')]);
      first.close();
      await first.closed;
      await join(t, 'DevMeetup', 'pia@example.com', 'Pia');
      expect((await second.next('player_joined')).response.player).toMatchObject({ user_name: 'Pia' });
      expect(first.received.map((frame) => frame.type)).toEqual(['snapshot']);
    });
  });

  describe('windows', () => {
    /** Four players, p1 with 3 connections, p2 with 2, p3 with 1, p4 with none: one order, no ties. */
    const fourPlayers = async () => {
      await playableEvent(t);
      const players = [];
      for (const [i, cells] of [
        allCells.slice(0, 3),
        allCells.slice(3, 5),
        allCells.slice(5, 6),
        [],
      ].entries()) {
        const player = await join(t, 'DevMeetup', `p${i + 1}@example.com`, `P${i + 1}`);
        await seedConnections(t, player, cells);
        players.push(player);
      }
      return players as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
    };
    const idsOf = (rows: LeaderboardPlayer[]) => rows.map((row) => row.event_register_id);

    it('sends a window, a change inside it as rows, a change outside it as totals only', async () => {
      const [p1, p2, p3] = await fourPlayers();
      const viewer = open(gamePath('DevMeetup', '?offset=1&limit=2'));
      const snapshot = await viewer.next('snapshot');
      let rows = snapshot.response.user_data as LeaderboardPlayer[];
      expect(idsOf(rows)).toEqual([p2.event_register_id, p3.event_register_id]);
      expect(snapshot.response).toMatchObject({
        offset: 1,
        first_rank: 2,
        row_count: 4,
        participant_count: 4,
      });

      // p1 moves ahead of no one: the window holds the same rows.
      await fill(t, 'DevMeetup', p1.user_id, [[4, 4]]);
      const outside = await viewer.next('connection_made');
      expect(outside.response.player).toEqual({ event_register_id: p1.event_register_id, user_name: 'P1' });
      expect(outside.response.window).toBeUndefined();
      expect(outside.response.totals).toMatchObject({ total_connections: 7, row_count: 4 });
      // No row is sent: none of the window's changed.
      expect(JSON.stringify(outside)).not.toContain('"score"');

      // p3 passes p2 (first tied with p2, then ahead): p3's new row is put first in the window, p2 stays.
      await fill(t, 'DevMeetup', p3.user_id, [
        [4, 0],
        [4, 1],
      ]);
      let inside = await viewer.next('connection_made');
      if (inside.response.window) rows = applyWindowChange(rows, 1, 2, inside.response.window);
      inside = await viewer.next('connection_made');
      rows = applyWindowChange(rows, 1, 2, inside.response.window);
      expect(idsOf(rows)).toEqual([p3.event_register_id, p2.event_register_id]);
      expect(rows[0]?.total_connections).toBe(3);
      expect(inside.response.window).toMatchObject({ first_rank: 2, row_count: 4 });
    });

    it('moves the window on a window message, and answers and follows the own place on a me message', async () => {
      const [, , p3, p4] = await fourPlayers();
      const viewer = open(gamePath('DevMeetup', '?limit=1'));
      expect((await viewer.next('snapshot')).response.user_data).toHaveLength(1);
      viewer.socket.send(JSON.stringify({ type: 'window', offset: 2, limit: 500 }));
      const moved = await viewer.next('snapshot');
      expect(moved.response).toMatchObject({ offset: 2, first_rank: 3, row_count: 4 });
      expect(idsOf(moved.response.user_data)).toEqual([p3.event_register_id, p4.event_register_id]);

      viewer.socket.send(JSON.stringify({ type: 'me', user_id: p4.user_id }));
      expect((await viewer.next('me')).response).toEqual({
        row: expect.objectContaining({ event_register_id: p4.event_register_id, user_code: null }),
        rank: 4,
      });
      // p4 ties with p3 (one connection each): they share rank 3.
      await fill(t, 'DevMeetup', p4.user_id, [[4, 4]]);
      expect((await viewer.next('me')).response).toMatchObject({ row: { total_connections: 1 }, rank: 3 });

      viewer.socket.send(JSON.stringify({ type: 'me', user_id: 'not-a-player-key' }));
      expect(await viewer.next('me')).toEqual({ type: 'me', response: null, refused: expect.any(String) });
    });

    it('answers a burst of window messages (a big screen resized or paging fast) with the last window, open', async () => {
      const [, , , p4] = await fourPlayers();
      const viewer = open(gamePath('DevMeetup', '?limit=1'));
      await viewer.next('snapshot');
      for (let offset = 0; offset < 30; offset++) {
        viewer.socket.send(JSON.stringify({ type: 'window', offset: offset % 4, limit: 1 }));
      }
      viewer.socket.send(JSON.stringify({ type: 'window', offset: 3, limit: 1 }));
      let last = await viewer.next('snapshot');
      while (last.response.offset !== 3) last = await viewer.next('snapshot');
      expect(idsOf(last.response.user_data)).toEqual([p4.event_register_id]);
      // Coalesced: a few snapshots for 31 windows, and the socket is still open.
      expect(viewer.received.filter((frame) => frame.type === 'snapshot').length).toBeLessThan(10);
      expect(viewer.socket.readyState).toBe(viewer.socket.OPEN);
    });

    it('closes a socket that sends a message too big, or too many', async () => {
      await playableEvent(t);
      const big = open(gamePath('DevMeetup'));
      await big.next('snapshot');
      big.socket.send(JSON.stringify({ type: 'me', user_id: 'x'.repeat(5_000) }));
      expect((await big.closed).code).toBe(1009);
      const chatty = open(gamePath('DevMeetup'));
      await chatty.next('snapshot');
      for (let i = 0; i < 102; i++) chatty.socket.send('{"type":"nothing"}');
      expect((await chatty.closed).code).toBe(1008);
    });
  });

  describe('shutdown and dead sockets', () => {
    it('closes open sockets with LIVE_CLOSE_RESTART when the app closes', async () => {
      await playableEvent(t);
      const { app } = await instance();
      const client = open(gamePath('DevMeetup'), app);
      await client.next('snapshot');
      await close(app);
      expect((await client.closed).code).toBe(LIVE_CLOSE_RESTART);
    });

    it('closes a socket with LIVE_CLOSE_TOO_SLOW when its unsent bytes pass the bound', async () => {
      await playableEvent(t);
      // A bound below zero: the very first message finds the socket over it.
      const { app } = await instance({}, { maxBufferedBytes: -1 });
      const slow = open(gamePath('DevMeetup'), app);
      expect((await slow.closed).code).toBe(LIVE_CLOSE_TOO_SLOW);
      expect(slow.received).toEqual([]);
    });

    it('drops a socket that does not answer pings', async () => {
      await playableEvent(t);
      const { app } = await instance({}, { pingIntervalMs: 50 });
      const silent = open(gamePath('DevMeetup'), app, { autoPong: false });
      const polite = open(gamePath('DevMeetup'), app);
      await Promise.all([silent.next('snapshot'), polite.next('snapshot')]);
      expect((await silent.closed).code).toBe(1006);
      await polite.sync();
      expect(polite.socket.readyState).toBe(polite.socket.OPEN);
    });
  });

  describe.runIf(redisUrl)('across instances (Redis)', () => {
    it('sends a change made through instance A to the sockets on instance B, once, each board taking it once', async () => {
      const event = await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia');
      const throughA = await instance({ REDIS_URL: redisUrl });
      const { app: b } = await instance({ REDIS_URL: redisUrl });
      const a = throughA.app;
      const onA = open(gamePath('DevMeetup'), a);
      const onB = open(gamePath('DevMeetup'), b);
      const votingOnB = open(votingPath('DevMeetup'), b);
      await Promise.all([onA.next('snapshot'), onB.next('snapshot'), votingOnB.next('snapshot')]);
      const appliedBefore = { a: a.publicBoards.applied(), b: b.publicBoards.applied() };

      const made = await connect(throughA, 'DevMeetup', pia.user_id, 0, 0);
      expect(made.status).toBe(200);
      for (const client of [onA, onB]) {
        const update = await client.next('connection_made');
        expect(update.response.image_data.image).toBe(made.body.response.image);
        expect(update.response.window.put[0].row).toMatchObject({ event_register_id: pia.event_register_id });
      }
      // B's cached board took the row from the message: a new viewer on B sees the connection.
      const later = open(gamePath('DevMeetup'), b);
      expect((await later.next('snapshot')).response.user_data).toEqual([
        expect.objectContaining({ event_register_id: pia.event_register_id, total_connections: 1 }),
      ]);
      await updateEvent(throughA, event, [['voting_enabled', 'true']]);
      for (const client of [onA, onB, votingOnB]) {
        expect((await client.next('voting_toggled')).response).toEqual({ voting_enabled: true });
      }
      await onB.nothing('connection_made');
      await onA.nothing('connection_made', 0);
      // The voting toggle came after the connection on both: each board took the connection once, A's
      // from its announcer, B's from the bus.
      expect([a.publicBoards.applied(), b.publicBoards.applied()]).toEqual([
        appliedBefore.a + 1,
        appliedBefore.b + 1,
      ]);
      await onB.nothing('voting_toggled', 0);
      await votingOnB.nothing('voting_toggled', 0);
    });
  });
});
