import {
  type ActivityItem,
  type EventStatus,
  type LeaderboardPlayer,
  type LeaderboardWindow,
  LIVE_CLOSE_AUTH,
  LIVE_CLOSE_FORBIDDEN,
  messages,
  StatusCode,
  type UserMatrix,
  type VotingRow,
} from '@hoogo/core';
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connections, events, players } from '../src/db/schema.js';
import type { LiveMessage } from '../src/plugins/app/live/live-bus.js';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { hideConnection, removePlayer } from './helpers/events.js';
import {
  api,
  completeCard,
  connect,
  fill,
  join,
  joinAll,
  playableEvent,
  playerRow,
  seedConnections,
  type TestPlayer,
} from './helpers/game.js';
import { useLiveSockets } from './helpers/live.js';

const gamePath = (event: string, query = '') => `${api}/manage-event/${event}/leaderboard/${query}`;
const votingPath = (event: string) => `${api}/manage-event/${event}/vote-leaderboard/`;
const statusPath = (event: string) => `${api}/manage-event/${event}/status/`;
const activityPath = (event: string, token?: string) =>
  `${api}/manage-event/${event}/activity/${token === undefined ? '' : `?token=${token}`}`;

/**
 * The live side of moderation (docs/product.md, "Moderation"): the boards, the status channel and the
 * hosts' activity socket. Most tests set the moderated state in the database and publish the bus message
 * the hosts' actions publish, so that the sockets are tested on their own; the last ones go through the
 * hosts' routes.
 */
describe.each(testBackends('one'))('moderation on the live sockets on %s', (backend) => {
  const t = useTestApp(backend);
  const { open, instance } = useLiveSockets(t);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The ids of the player's visible connections, oldest first. */
  const connectionIds = async (player: TestPlayer) => {
    const { id } = await playerRow(t, player);
    const rows = await t.app.db
      .select({ id: connections.id, createdAt: connections.createdAt })
      .from(connections)
      .where(and(eq(connections.playerId, id), isNull(connections.hiddenAt)));
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((row) => row.id);
  };
  const publish = (eventId: string, message: LiveMessage) => t.app.announce(eventId, message);
  const moderated = (
    change: Partial<Extract<LiveMessage, { type: 'connections_moderated' }>> = {},
  ): LiveMessage => ({
    type: 'connections_moderated',
    connectionIds: [],
    players: [],
    hiddenImages: [],
    votingChanged: false,
    ...change,
  });
  const row = (player: TestPlayer, revision: number): LeaderboardPlayer => ({
    event_register_id: player.event_register_id,
    user_name: player.name,
    user_code: null,
    total_connections: 0,
    score: [false, false, false, false, false],
    completed_at: null,
    connected_to: [],
    revision,
  });

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * Hosts' activity sockets, one per token. They send nothing on connect: each is in once a change of
   * `connectionId` reaches it (the token is checked asynchronously); these warm-up items are read here.
   */
  async function activitySockets(eventId: string, tokens: string[], connectionId: string) {
    const sockets = tokens.map((token) => open(activityPath('DevMeetup', token)));
    for (let tries = 0; tries < 100 && sockets.some((client) => client.received.length === 0); tries++) {
      publish(eventId, moderated({ connectionIds: [connectionId] }));
      await pause(50);
    }
    await pause(200);
    for (const client of sockets) {
      const warmUps = client.received.filter((frame) => frame.type === 'activity').length;
      expect(warmUps).toBeGreaterThan(0);
      for (let i = 0; i < warmUps; i++) {
        expect((await client.next('activity')).response.item.id).toBe(connectionId);
      }
    }
    return sockets;
  }

  describe('game boards', () => {
    it('sends changed rows, the removed player and the hidden selfies, friend codes to hosts only', async () => {
      const event = await playableEvent(t, { codeDigits: 3 });
      const [pia, max] = await joinAll(t, 'DevMeetup', 'Pia', 'Max');
      const viewer = open(gamePath('DevMeetup'));
      const host = open(gamePath('DevMeetup', `?token=${event.admin.token}`));
      await Promise.all([viewer.next('snapshot'), host.next('snapshot')]);
      const eventId = event.event.event_id;

      publish(
        eventId,
        moderated({
          players: [{ player: row(pia, 7), friendCode: pia.user_code }],
          hiddenImages: ['/media/one.jpg', '/media/two.jpg'],
        }),
      );
      const changed = (await viewer.next('player_changed')).response;
      expect(changed.player).toEqual({ event_register_id: pia.event_register_id, user_name: 'Pia' });
      expect(changed.window).toEqual({
        remove: [pia.event_register_id],
        put: [{ at: expect.any(Number), row: row(pia, 7) }],
        first_rank: 1,
        row_count: 2,
      });
      expect((await host.next('player_changed')).response.window.put[0].row).toEqual({
        ...row(pia, 7),
        user_code: pia.user_code,
      });
      for (const client of [viewer, host]) {
        expect((await client.next('connection_hidden')).response).toEqual({ hidden_image: '/media/one.jpg' });
        expect((await client.next('connection_hidden')).response).toEqual({ hidden_image: '/media/two.jpg' });
      }

      publish(eventId, {
        type: 'player_moderated',
        eventRegisterId: max.event_register_id,
        removed: true,
        connectionIds: [],
        players: [{ player: row(pia, 8), friendCode: pia.user_code }],
        hiddenImages: ['/media/three.jpg'],
        votingChanged: false,
      });
      const removed = await viewer.next('player_removed');
      // The window's change and the totals ride on the first update of the message.
      expect(removed.response).toMatchObject({
        event_register_id: max.event_register_id,
        window: { remove: expect.arrayContaining([max.event_register_id]), row_count: 1 },
        totals: { participant_count: 1, row_count: 1 },
      });
      // In this order: the row leaves, the rows it changed are put in place, its selfies leave.
      const after = viewer.received.slice(viewer.received.indexOf(removed));
      await viewer.next('connection_hidden');
      expect(after.map((frame) => frame.type)).toEqual([
        'player_removed',
        'player_changed',
        'connection_hidden',
      ]);
      expect(JSON.stringify(viewer.received)).not.toContain(`"${pia.user_code}"`);
    });
  });

  describe('voting boards', () => {
    it('get one fresh snapshot, read once for all of them, when votes or candidates changed', async () => {
      const event = await playableEvent(t);
      const [ann, bob] = await joinAll(t, 'DevMeetup', 'Ann', 'Bob');
      await completeCard(t, ann);
      await completeCard(t, bob);
      const boards = [
        open(votingPath('DevMeetup')),
        open(votingPath('DevMeetup')),
        open(votingPath('DevMeetup')),
      ];
      for (const board of boards) {
        const snapshot = await board.next('snapshot');
        expect((snapshot.response.user_data as VotingRow[]).map((r) => r.name).sort()).toEqual([
          'Ann',
          'Bob',
        ]);
      }
      const reads = vi.spyOn(t.app.votingRepository, 'votingRows');

      await t.app.db
        .update(players)
        .set({ removedAt: t.clock.now() })
        .where(eq(players.id, (await playerRow(t, ann)).id));
      publish(event.event.event_id, {
        type: 'player_moderated',
        eventRegisterId: ann.event_register_id,
        removed: true,
        connectionIds: [],
        players: [],
        hiddenImages: [],
        votingChanged: true,
      });
      for (const board of boards) {
        const fresh = await board.next('snapshot');
        expect((fresh.response.user_data as VotingRow[]).map((r) => r.name)).toEqual(['Bob']);
        expect(fresh.response.participant_count).toBe(1);
      }
      expect(reads).toHaveBeenCalledTimes(1);

      // A moderation that changed no vote and no candidate leaves them as they are.
      publish(event.event.event_id, moderated({ players: [{ player: row(bob, 30), friendCode: null }] }));
      await boards[0]?.nothing('snapshot');
      await boards[0]?.nothing('player_changed', 0);
      expect(reads).toHaveBeenCalledTimes(1);
    });
  });

  describe('status channel', () => {
    it('sends the moderation version and the players it concerns at once', async () => {
      const event = await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia');
      // Counts wait a minute on this instance: the moderation must not wait with them.
      const via = await instance({}, { statusCountIntervalMs: 60_000 });
      const { app } = via;
      const phone = open(statusPath('DevMeetup'), app);
      const first = (await phone.next('status')).response as EventStatus;
      expect(first.moderation).toEqual({ version: 0, players: [] });
      // A count change now: the next one would wait for the interval.
      await join(via, 'DevMeetup', 'max@example.com', 'Max');
      expect(((await phone.next('status')).response as EventStatus).participant_count).toBe(2);

      await t.app.db
        .update(events)
        .set({ moderationVersion: 4, moderatedPlayers: [pia.event_register_id] })
        .where(eq(events.id, event.event.event_id));
      app.announce(event.event.event_id, moderated());
      const status = (await phone.next('status')).response as EventStatus;
      expect(status.moderation).toEqual({ version: 4, players: [pia.event_register_id] });
      const plain = await call<EventStatus>(t.app, 'GET', statusPath('DevMeetup'));
      expect(plain.body.response.moderation).toEqual({ version: 4, players: [pia.event_register_id] });
    });
  });

  describe('activity socket', () => {
    it('sends every host socket the item of a new connection and of a hide, read once per change', async () => {
      const event = await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia');
      await fill(t, 'DevMeetup', pia.user_id, [[0, 0]]);
      const [warm] = await connectionIds(pia);
      const eventId = event.event.event_id;
      const [owner, admin] = await activitySockets(eventId, [event.owner.token, event.admin.token], warm!);
      const reads = vi.spyOn(t.app.activity, 'item');

      const made = await connect(t, 'DevMeetup', pia.user_id, 1, 1);
      expect(made.status).toBe(200);
      const id = (await connectionIds(pia))[1] as string;
      for (const client of [owner!, admin!]) {
        const item = (await client.next('activity')).response.item as ActivityItem;
        expect(item).toMatchObject({
          id,
          player: { event_register_id: pia.event_register_id, user_name: 'Pia', removed: false },
          connected_name: made.body.response.connected_name,
          image: made.body.response.image,
          x: 1,
          y: 1,
          hidden: null,
        });
      }
      expect(reads).toHaveBeenCalledTimes(1);

      await t.app.db
        .update(connections)
        .set({ hiddenAt: t.clock.now(), hiddenBy: event.owner.id, hiddenCause: 'host' })
        .where(eq(connections.id, id));
      publish(eventId, moderated({ connectionIds: [id] }));
      for (const client of [owner!, admin!]) {
        const item = (await client.next('activity')).response.item as ActivityItem;
        expect(item.id).toBe(id);
        expect(item.hidden).toMatchObject({ cause: 'host', at: t.clock.now().toISOString() });
      }
      expect(reads).toHaveBeenCalledTimes(2);
    });

    it('sends the items of a removed player’s own connections and of those hidden with them', async () => {
      const event = await playableEvent(t);
      const [pia, max] = await joinAll(t, 'DevMeetup', 'Pia', 'Max');
      await seedConnections(t, pia, [
        [0, 0],
        [0, 1],
      ]);
      await seedConnections(t, max, [[2, 2]]);
      const [maxOwn] = await connectionIds(max);
      const eventId = event.event.event_id;
      const [host] = await activitySockets(eventId, [event.owner.token], maxOwn!);

      await t.app.db
        .update(players)
        .set({ removedAt: t.clock.now() })
        .where(eq(players.id, (await playerRow(t, pia)).id));
      publish(eventId, {
        type: 'player_moderated',
        eventRegisterId: pia.event_register_id,
        removed: true,
        connectionIds: [maxOwn as string],
        players: [],
        hiddenImages: [],
        votingChanged: false,
      });
      const items: ActivityItem[] = [];
      for (let i = 0; i < 3; i++) items.push((await host!.next('activity')).response.item);
      const piaIds = await connectionIds(pia);
      expect(new Set(items.map((item) => item.id))).toEqual(new Set([maxOwn, ...piaIds]));
      for (const item of items) {
        expect(item.player.removed).toBe(item.player.event_register_id === pia.event_register_id);
      }
      await host!.nothing('activity');
    });

    it('refuses a missing, invalid or expired token (4001) and a player who is not a host (4003)', async () => {
      const event = await playableEvent(t);
      const missing = open(activityPath('DevMeetup'));
      expect(await missing.next('error')).toEqual({
        type: 'error',
        hasError: true,
        statusCode: StatusCode.TokenInvalid,
        message: { general: [messages.sessionApi.missing] },
      });
      expect((await missing.closed).code).toBe(LIVE_CLOSE_AUTH);

      const invalid = open(activityPath('DevMeetup', 'not-a-token'));
      expect((await invalid.next('error')).statusCode).toBe(StatusCode.TokenInvalid);
      expect((await invalid.closed).code).toBe(LIVE_CLOSE_AUTH);

      const stranger = open(activityPath('DevMeetup', event.other.token));
      expect(await stranger.next('error')).toEqual({
        type: 'error',
        hasError: true,
        statusCode: 403,
        message: { general: [messages.eventAdmin.notHost] },
      });
      expect((await stranger.closed).code).toBe(LIVE_CLOSE_FORBIDDEN);

      t.clock.advance(16 * 60 * 1000);
      const expired = open(activityPath('DevMeetup', event.owner.token));
      const refusal = await expired.next('error');
      expect(refusal).toMatchObject({ statusCode: StatusCode.TokenInvalid });
      expect(refusal.message?.general).toEqual([messages.network.sessionExpired]);
      expect((await expired.closed).code).toBe(LIVE_CLOSE_AUTH);
    });
  });

  describe("through the hosts' routes", () => {
    it('a hide reaches the game board, the status channel, the activity feed and the card', async () => {
      const event = await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia');
      await fill(t, 'DevMeetup', pia.user_id, [[0, 0]]);
      t.clock.advance(1_000);
      const second = await connect(t, 'DevMeetup', pia.user_id, 3, 3);
      const [firstId, secondId] = await connectionIds(pia);
      const eventId = event.event.event_id;
      const board = open(gamePath('DevMeetup'));
      const phone = open(statusPath('DevMeetup'));
      const [snapshot] = await Promise.all([board.next('snapshot'), phone.next('status')]);
      const before = (snapshot.response.user_data as LeaderboardPlayer[])[0];
      const [feed] = await activitySockets(eventId, [event.owner.token], firstId!);

      const hidden = await hideConnection(t, event, String(secondId));
      expect(hidden.status).toBe(200);

      const changed = (await board.next('player_changed')).response.window.put[0].row as LeaderboardPlayer;
      expect(changed).toMatchObject({ event_register_id: pia.event_register_id, total_connections: 1 });
      expect(changed.revision).toBeGreaterThan(before?.revision ?? 0);
      expect((await board.next('connection_hidden')).response.hidden_image).toBe(second.body.response.image);

      let status = (await phone.next('status')).response as EventStatus;
      while (status.moderation?.version === 0) status = (await phone.next('status')).response as EventStatus;
      expect(status.moderation).toEqual({ version: 1, players: [pia.event_register_id] });
      expect(status.total_connections).toBe(1);

      const item = (await feed!.next('activity')).response.item as ActivityItem;
      expect(item).toMatchObject({ id: secondId, hidden: { cause: 'host' } });

      const card = await call<UserMatrix>(
        t.app,
        'GET',
        `${api}/manage-game/DevMeetup/get-user-matrix/?user_id=${pia.user_id}`,
      );
      expect(card.body.response.hidden_connections).toEqual([
        expect.objectContaining({ x: 3, y: 3, connected_name: second.body.response.connected_name }),
      ]);
    });

    it('a removal takes the row off the boards, refuses the player and tells their own card', async () => {
      const event = await playableEvent(t);
      const [ann, bob] = await joinAll(t, 'DevMeetup', 'Ann', 'Bob');
      await completeCard(t, ann);
      await seedConnections(t, bob, [[0, 0]]);
      const board = open(gamePath('DevMeetup'));
      const voting = open(votingPath('DevMeetup'));
      await Promise.all([board.next('snapshot'), voting.next('snapshot')]);

      const removed = await removePlayer(t, event, ann);
      expect(removed.status).toBe(200);
      // With the removed row's revision: a late row of Ann no newer than it cannot bring her back.
      expect((await board.next('player_removed')).response).toEqual({
        event_register_id: ann.event_register_id,
        revision: expect.any(Number),
        window: { remove: [ann.event_register_id], put: [], first_rank: 1, row_count: 1 },
        totals: { participant_count: 1, total_connections: 1, completed_count: 0, row_count: 1 },
      });
      expect((await voting.next('snapshot')).response.user_data).toEqual([]);
      const refused = await connect(t, 'DevMeetup', ann.user_id, 4, 4);
      expect(refused.status).toBe(403);
      expect(refused.body.message.general).toEqual([messages.gameApi.removedFromGame]);
      const card = await call<UserMatrix>(
        t.app,
        'GET',
        `${api}/manage-game/DevMeetup/get-user-matrix/?user_id=${ann.user_id}`,
      );
      expect(card.body.response.removed).toBe(true);
      // The public board, a cache patched by the messages, no longer shows her either.
      const publicBoard = await call<LeaderboardWindow>(t.app, 'GET', gamePath('DevMeetup'));
      expect(publicBoard.body.response.rows.map((r) => r.user_name)).toEqual(['Bob']);
    });
  });
});
