import {
  type ActivityItem,
  type ActivityPage,
  type LeaderboardPlayer,
  messages,
  type PlayerList,
  scoreCard,
  scoreLetters,
} from '@hoogo/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { retryingDeadlocks } from '../src/db/errors.js';
import { connections, events, moderationActions, users } from '../src/db/schema.js';
import type { LiveMessage } from '../src/plugins/app/live/live-bus.js';
import { type ApiAnswer, call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import {
  type HostedEvent,
  hideConnection,
  removePlayer,
  restorePlayer,
  unhideConnection,
} from './helpers/events.js';
import {
  allCells,
  api,
  connect,
  fiveBingoCells,
  join,
  joinAll,
  jpeg,
  letterAt,
  playableEvent,
  playerRow,
  type TestPlayer,
} from './helpers/game.js';

describe('retryingDeadlocks', () => {
  /** An error as drizzle wraps the driver's: the SQLSTATE in `cause`. */
  const failure = (code: string) => Object.assign(new Error('query failed'), { cause: { code } });

  it('runs a transaction again after a deadlock, at most three times, and never after another error', async () => {
    let runs = 0;
    expect(
      await retryingDeadlocks(async () => {
        runs += 1;
        if (runs < 3) throw failure('40P01');
        return 'done';
      }),
    ).toBe('done');
    expect(runs).toBe(3);

    /** How often a transaction that always fails with `code` runs before the error reaches the caller. */
    const runsAlwaysFailing = async (code: string) => {
      let tries = 0;
      const failing = retryingDeadlocks(async () => {
        tries += 1;
        throw failure(code);
      });
      await expect(failing).rejects.toThrow('query failed');
      return tries;
    };
    expect(await runsAlwaysFailing('40P01')).toBe(3);
    expect(await runsAlwaysFailing('23505')).toBe(1);
  });
});

describe.each(testBackends('both'))('moderation on %s', (backend) => {
  const t = useTestApp(backend);

  const manage = (event: HostedEvent, path: string) => `${api}/manage-event/${event.event.event_id}${path}`;
  const post = <T>(url: string, token?: string) => call<T>(t.app, 'POST', url, { token });
  const get = <T>(url: string, token?: string) => call<T>(t.app, 'GET', url, { token });
  const ok = <T>(answer: ApiAnswer<T>): T => {
    if (answer.status !== 200) throw new Error(`${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body.response;
  };

  const listen = (eventId: string) => {
    const heard: LiveMessage[] = [];
    const stop = t.app.liveBus.subscribe(eventId, (message) => heard.push(message));
    return { heard, stop };
  };

  const stored = (player: TestPlayer) => playerRow(t, player);

  /** The player's connection in the cell (the visible one, else the newest hidden one). */
  const connectionAt = async (player: TestPlayer, x: number, y: number) => {
    const { id } = await stored(player);
    const rows = await t.app.db
      .select()
      .from(connections)
      .where(and(eq(connections.playerId, id), eq(connections.x, x), eq(connections.y, y)))
      .orderBy(asc(connections.createdAt));
    const row = rows.find((candidate) => candidate.hiddenAt === null) ?? rows.at(-1);
    if (!row) throw new Error(`no connection at ${x},${y}`);
    return row;
  };

  /** scoreCard over the player's visible connections as the database holds them. */
  const fromScratch = async (player: TestPlayer) => {
    const { id } = await stored(player);
    const cells = await t.app.db
      .select({ x: connections.x, y: connections.y, at: connections.createdAt })
      .from(connections)
      .where(and(eq(connections.playerId, id), isNull(connections.hiddenAt)));
    return scoreCard(cells);
  };

  /** The player's stored row is exactly scoreCard of what remains. */
  const expectRescored = async (player: TestPlayer) => {
    const row = await stored(player);
    const score = await fromScratch(player);
    expect({
      bingos: row.bingos,
      totalConnections: row.totalConnections,
      completedAt: row.completedAt,
    }).toEqual(score);
    return row;
  };

  /** Fills the cells one second apart through the game repository (no upload: the setting, not the test). */
  const seed = async (player: TestPlayer, cells: Array<[number, number]>, code?: { linked: TestPlayer }) => {
    const row = await stored(player);
    const linked = code ? await stored(code.linked) : undefined;
    const selfie = await t.app.mediaStorage.put(await jpeg(), 'jpg');
    for (const [x, y] of cells) {
      t.clock.advance(1000);
      await t.app.gameRepository.addConnection({
        eventId: row.eventId,
        playerId: row.id,
        x,
        y,
        letter: letterAt(x, y),
        connectedName: `${letterAt(x, y)}lex Example`,
        liner: 'We talked about compilers and coffee',
        imageKey: selfie,
        thumbnailKey: selfie,
        code: linked?.userCode ?? null,
        connectedPlayerId: linked?.id ?? null,
      });
    }
  };

  const actionCount = async (eventId: string) =>
    (await t.app.db.select().from(moderationActions).where(eq(moderationActions.eventId, eventId))).length;

  const eventRow = async (eventId: string) => {
    const [row] = await t.app.db.select().from(events).where(eq(events.id, eventId));
    return row as typeof events.$inferSelect;
  };

  describe('authorization', () => {
    it('lets only the hosts call every route: anonymous 401, a non-host 403, admin and owner 200', async () => {
      const event = await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia Player');
      await seed(pia, [[0, 0]]);
      const { id } = await connectionAt(pia, 0, 0);
      const routes: Array<[string, (token?: string) => Promise<ApiAnswer>]> = [
        ['activity', (token) => get(manage(event, '/activity/'), token)],
        ['hide', (token) => post(manage(event, `/connections/${id}/hide/`), token)],
        ['unhide', (token) => post(manage(event, `/connections/${id}/unhide/`), token)],
        ['players', (token) => get(manage(event, '/players/'), token)],
        ['remove', (token) => post(manage(event, `/players/${pia.event_register_id}/remove/`), token)],
        ['restore', (token) => post(manage(event, `/players/${pia.event_register_id}/restore/`), token)],
      ];
      for (const [name, send] of routes) {
        expect([name, (await send()).status]).toEqual([name, 401]);
        const refused = await send(event.other.token);
        expect([name, refused.status]).toEqual([name, 403]);
        expect(refused.body.message.general).toEqual([messages.eventAdmin.notHost]);
        expect([name, (await send(event.admin.token)).status]).toEqual([name, 200]);
        expect([name, (await send(event.owner.token)).status]).toEqual([name, 200]);
      }
    });

    it("answers 404 for another event's connection or player, an unknown id and an unknown event", async () => {
      const event = await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia Player');
      await seed(pia, [[0, 0]]);
      const { id } = await connectionAt(pia, 0, 0);
      // The other event is the admin's own: a host of it, who is not acting on its connections.
      const created = ok(
        await call<{ event_id: string }>(t.app, 'POST', `${api}/manage-event/create/`, {
          token: event.admin.token,
          body: { name: 'OtherMeetup' },
        }),
      );
      const other = { ...event, event: { ...event.event, event_id: created.event_id } };
      for (const answer of [
        await hideConnection(t, other, id, event.admin.token),
        await unhideConnection(t, other, id, event.admin.token),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body.message.general).toEqual([messages.moderationApi.connectionNotFound]);
      }
      for (const answer of [
        await removePlayer(t, other, pia, event.admin.token),
        await restorePlayer(t, other, pia, event.admin.token),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body.message.general).toEqual([messages.moderationApi.playerNotFound]);
      }
      expect((await hideConnection(t, event, '7d3f2a4e-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await hideConnection(t, event, 'not-an-id')).status).toBe(404);
      expect(
        (await post(`${api}/manage-event/NoSuchEvent/connections/${id}/hide/`, event.owner.token)).status,
      ).toBe(404);
      // Nothing was hidden by any of them.
      expect((await connectionAt(pia, 0, 0)).hiddenAt).toBeNull();
      expect(await actionCount(event.event.event_id)).toBe(0);
    });
  });

  describe('the activity feed', () => {
    it('pages newest first, searches the three names literally and filters the hidden ones', async () => {
      const event = await playableEvent(t, { codeDigits: 4 });
      const [pia, bob, cid] = await joinAll(t, 'DevMeetup', 'Pia Player', 'Bob 50%_off', 'Cid Cole');
      const codeOf = (player: TestPlayer) => player.user_code as string;
      expect((await connect(t, 'DevMeetup', pia.user_id, 0, 0, { code: codeOf(bob) })).status).toBe(200);
      t.clock.advance(1000);
      const typed = { name: 'Bertha Zed', code: codeOf(cid) };
      expect((await connect(t, 'DevMeetup', pia.user_id, 0, 1, typed)).status).toBe(200);
      t.clock.advance(1000);
      const other = { name: 'Carla Quinn', code: codeOf(pia) };
      expect((await connect(t, 'DevMeetup', bob.user_id, 0, 2, other)).status).toBe(200);

      const first = ok(await get<ActivityPage>(manage(event, '/activity/?limit=2'), event.owner.token));
      expect(first.items.map((item) => [item.x, item.y])).toEqual([
        [0, 2],
        [0, 1],
      ]);
      expect(first.next_before).toEqual(expect.any(String));
      const rest = ok(
        await get<ActivityPage>(
          manage(event, `/activity/?limit=2&before=${encodeURIComponent(first.next_before as string)}`),
          event.owner.token,
        ),
      );
      expect(rest.items.map((item) => [item.x, item.y])).toEqual([[0, 0]]);
      expect(rest.next_before).toBeNull();
      const linked = rest.items[0] as ActivityItem;
      expect(linked).toMatchObject({
        player: { event_register_id: pia.event_register_id, user_name: 'Pia Player', removed: false },
        linked_player: { event_register_id: bob.event_register_id, user_name: 'Bob 50%_off' },
        letter: 'A',
        image: expect.stringMatching(/^\/media\//),
        thumbnail: expect.stringMatching(/^\/media\//),
        hidden: null,
      });

      const search = async (text: string) =>
        ok(
          await get<ActivityPage>(
            manage(event, `/activity/?search=${encodeURIComponent(text)}`),
            event.owner.token,
          ),
        ).items.map((item) => [item.x, item.y]);
      // The maker's name (Bob made (0, 2)), the linked player's name (on (0, 0)), and the typed name.
      expect(await search('BOB')).toEqual([
        [0, 2],
        [0, 0],
      ]);
      expect(await search('%_o')).toEqual([
        [0, 2],
        [0, 0],
      ]);
      expect(await search('rtha')).toEqual([[0, 1]]);
      expect(await search('_z')).toEqual([]);
      expect(await search('%')).toEqual([
        [0, 2],
        [0, 0],
      ]);

      ok(await hideConnection(t, event, linked.id));
      const hidden = ok(
        await get<ActivityPage>(manage(event, '/activity/?filter=hidden'), event.owner.token),
      );
      expect(hidden.items.map((item) => item.id)).toEqual([linked.id]);
      expect(hidden.items[0]?.hidden).toEqual({ at: expect.any(String), by: 'Olivia Owner', cause: 'host' });
      // Still in the feed with the filter "all".
      expect(ok(await get<ActivityPage>(manage(event, '/activity/'), event.owner.token)).items).toHaveLength(
        3,
      );

      const bad = await get(manage(event, '/activity/?before=garbage'), event.owner.token);
      expect(bad.status).toBe(400);
      expect(bad.body.message.general).toEqual([messages.moderationApi.badCursor]);
    });

    it('names the host by email when the account has no name, and item() answers one connection', async () => {
      const event = await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia Player');
      await seed(pia, [[0, 0]]);
      const { id } = await connectionAt(pia, 0, 0);
      await t.app.db.update(users).set({ name: null }).where(eq(users.id, event.admin.id));
      const item = ok(await hideConnection(t, event, id, event.admin.token));
      expect(item.hidden?.by).toBe('admin@example.com');
      expect(await t.app.activity.item(event.event.event_id, id)).toEqual(item);
      expect(await t.app.activity.item(event.event.event_id, 'nope')).toBeUndefined();
    });
  });

  describe('hiding and showing again', () => {
    it('recomputes the card from what remains, as a fresh player making those connections would have it', async () => {
      const event = await playableEvent(t);
      const eventId = event.event.event_id;
      const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia Player');
      // Rows 0 to 3, then row 4: (4, 0) lights the fifth letter.
      await seed(pia, allCells);
      const completedAt = (await expectRescored(pia)).completedAt;
      expect(completedAt).toEqual((await connectionAt(pia, 4, 0)).createdAt);
      const before = await stored(pia);
      const { heard, stop } = listen(eventId);

      // Hiding (0, 0) breaks row 0, column 0 and the diagonal: completion moves to (4, 1).
      const corner = await connectionAt(pia, 0, 0);
      const item = ok(await hideConnection(t, event, corner.id));
      expect(item.hidden).toMatchObject({ by: 'Olivia Owner', cause: 'host' });
      const moved = await expectRescored(pia);
      expect(moved.totalConnections).toBe(24);
      expect(moved.completedAt).toEqual((await connectionAt(pia, 4, 1)).createdAt);
      expect(moved.revision).toBe(before.revision + 1);

      // A fresh player making the same 24 connections in the same order ends the same.
      const fresh = await join(t, 'DevMeetup', 'fred@example.com', 'Fred Fresh');
      await seed(
        fresh,
        allCells.filter(([x, y]) => x !== 0 || y !== 0),
      );
      const freshRow = await stored(fresh);
      expect([freshRow.bingos, freshRow.totalConnections]).toEqual([moved.bingos, moved.totalConnections]);
      expect(freshRow.completedAt).toEqual((await connectionAt(fresh, 4, 1)).createdAt);

      // The live boards hear the new row with the higher revision and the selfie leaving the galleries.
      const message = heard.find((m) => m.type === 'connections_moderated');
      expect(message).toEqual({
        type: 'connections_moderated',
        connectionIds: [corner.id],
        players: [
          {
            player: expect.objectContaining({
              event_register_id: pia.event_register_id,
              total_connections: 24,
              completed_at: moved.completedAt?.toISOString(),
              revision: moved.revision,
            }),
            friendCode: null,
          },
        ],
        hiddenImages: [t.app.mediaStorage.url(corner.imageKey!)],
        votingChanged: true,
      });
      stop();
      const event1 = await eventRow(eventId);
      expect(event1.moderationVersion).toBe(1);
      expect(event1.moderatedPlayers).toEqual([pia.event_register_id]);

      // Showing it again gives the first completion back.
      ok(await unhideConnection(t, event, corner.id));
      expect((await expectRescored(pia)).completedAt).toEqual(completedAt);
      expect((await eventRow(eventId)).moderationVersion).toBe(2);
    });

    it('takes the completion away when fewer than five letters remain, and the public board follows', async () => {
      const event = await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia Player');
      await seed(pia, fiveBingoCells);
      const board = async () => (await t.app.publicBoards.get(event.event.event_id)).rows;
      expect((await board())[0]?.completed_at).not.toBeNull();
      ok(await hideConnection(t, event, (await connectionAt(pia, 4, 0)).id));
      const row = await expectRescored(pia);
      expect([row.bingos, row.totalConnections, row.completedAt]).toEqual([4, 20, null]);
      // The cached board took the new row (no recomputation: the message patched it).
      expect((await board())[0]).toMatchObject<Partial<LeaderboardPlayer>>({
        total_connections: 20,
        score: scoreLetters(4),
        completed_at: null,
        revision: row.revision,
      });
    });

    it('frees the cell: the player fills it again, and showing the old one again is refused', async () => {
      const event = await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia Player');
      expect((await connect(t, 'DevMeetup', pia.user_id, 1, 1)).status).toBe(200);
      const first = await connectionAt(pia, 1, 1);
      ok(await hideConnection(t, event, first.id));
      expect((await connect(t, 'DevMeetup', pia.user_id, 1, 1, { name: 'Gina Gray' })).status).toBe(200);
      expect((await expectRescored(pia)).totalConnections).toBe(1);
      const refused = await unhideConnection(t, event, first.id);
      expect(refused.status).toBe(409);
      expect(refused.body.message.general).toEqual([messages.moderationApi.cellRefilled]);
      expect((await connectionAt(pia, 1, 1)).connectedName).toBe('Gina Gray');
      expect(await actionCount(event.event.event_id)).toBe(1);
    });

    it('frees the friend-code link: the player links the same person again, and showing the old one is refused', async () => {
      const event = await playableEvent(t, { codeDigits: 4 });
      const [pia, bob] = await joinAll(t, 'DevMeetup', 'Pia Player', 'Bob Brown');
      const code = bob.user_code as string;
      expect((await connect(t, 'DevMeetup', pia.user_id, 0, 1, { code })).status).toBe(200);
      const first = await connectionAt(pia, 0, 1);
      expect((await connect(t, 'DevMeetup', pia.user_id, 0, 2, { code })).status).toBe(409);
      ok(await hideConnection(t, event, first.id));
      expect((await connect(t, 'DevMeetup', pia.user_id, 0, 2, { code })).status).toBe(200);
      const refused = await unhideConnection(t, event, first.id);
      expect(refused.status).toBe(409);
      expect(refused.body.message.general).toEqual([messages.moderationApi.linkRefilled]);
    });

    it('is idempotent: a second hide or unhide answers the state and records nothing', async () => {
      const event = await playableEvent(t);
      const eventId = event.event.event_id;
      const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia Player');
      await seed(pia, [[0, 0]]);
      const { id } = await connectionAt(pia, 0, 0);
      const { heard, stop } = listen(eventId);
      const first = ok(await hideConnection(t, event, id));
      const second = ok(await hideConnection(t, event, id, event.admin.token));
      expect(second).toEqual(first);
      expect(await actionCount(eventId)).toBe(1);
      const revision = (await stored(pia)).revision;
      ok(await unhideConnection(t, event, id));
      ok(await unhideConnection(t, event, id));
      expect(await actionCount(eventId)).toBe(2);
      expect((await stored(pia)).revision).toBe(revision + 1);
      expect(heard.filter((m) => m.type === 'connections_moderated')).toHaveLength(2);
      expect((await eventRow(eventId)).moderationVersion).toBe(2);
      stop();
    });
  });

  describe('removing and restoring players', () => {
    it("hides others' friend-code links to the removed player, recomputes them, and restore brings them back", async () => {
      const event = await playableEvent(t, { codeDigits: 4 });
      const eventId = event.event.event_id;
      const bob = await join(t, 'DevMeetup', 'bob@example.com', 'Bob Brown');
      const [pia, cid, dan] = await joinAll(t, 'DevMeetup', 'Pia Player', 'Cid Cole', 'Dan Dell');
      // Pia completes her card, the last cell with Bob's code; Cid links Bob; Dan only types a B name.
      await seed(pia, fiveBingoCells.slice(0, 20));
      await seed(pia, [[4, 0]], { linked: bob });
      await seed(cid, [[0, 1]], { linked: bob });
      await seed(dan, [[0, 1]]);
      await seed(bob, [[2, 2]]);
      expect((await stored(pia)).completedAt).not.toBeNull();
      const board = async () => (await t.app.publicBoards.get(eventId)).rows;
      expect(await board()).toHaveLength(4);
      const { heard, stop } = listen(eventId);

      const removed = ok(await removePlayer(t, event, bob));
      expect(removed).toMatchObject({
        event_register_id: bob.event_register_id,
        user_name: 'Bob Brown',
        removed: { at: expect.any(String), by: 'Olivia Owner' },
      });
      const piaLink = await connectionAt(pia, 4, 0);
      const cidLink = await connectionAt(cid, 0, 1);
      expect([piaLink.hiddenCause, cidLink.hiddenCause]).toEqual(['player_removed', 'player_removed']);
      expect((await connectionAt(dan, 0, 1)).hiddenAt).toBeNull();
      expect((await expectRescored(pia)).completedAt).toBeNull();
      expect((await expectRescored(cid)).totalConnections).toBe(0);
      expect((await board()).map((row) => row.event_register_id)).not.toContain(bob.event_register_id);
      expect(
        (await board()).find((row) => row.event_register_id === pia.event_register_id)?.completed_at,
      ).toBeNull();

      const message = heard.find((m) => m.type === 'player_moderated');
      expect(message).toMatchObject({
        type: 'player_moderated',
        eventRegisterId: bob.event_register_id,
        removed: true,
        connectionIds: expect.arrayContaining([piaLink.id, cidLink.id]),
        votingChanged: true,
      });
      if (message?.type !== 'player_moderated') throw new Error('no player_moderated');
      expect(message.players.map((change) => change.player.event_register_id).sort()).toEqual(
        [pia.event_register_id, cid.event_register_id].sort(),
      );
      // The links' selfies and Bob's own leave the galleries.
      expect(message.hiddenImages).toHaveLength(3);
      const moderated = (await eventRow(eventId)).moderatedPlayers;
      expect(new Set(moderated)).toEqual(
        new Set([bob.event_register_id, pia.event_register_id, cid.event_register_id]),
      );

      // The removed player cannot play; nobody can link them; a link hidden with them cannot be shown alone.
      const refused = await connect(t, 'DevMeetup', bob.user_id, 3, 3);
      expect(refused.status).toBe(403);
      const linking = await connect(t, 'DevMeetup', dan.user_id, 0, 2, { code: bob.user_code as string });
      expect(linking.status).toBe(400);
      expect(linking.body.message.code).toEqual([messages.gameApi.codeUnknown]);
      const alone = await unhideConnection(t, event, cidLink.id);
      expect(alone.status).toBe(409);
      expect(alone.body.message.general).toEqual([messages.moderationApi.linkedRemoved]);

      // Removing again records nothing.
      expect(ok(await removePlayer(t, event, bob, event.admin.token))).toEqual(removed);
      expect(await actionCount(eventId)).toBe(1);

      // Cid fills the freed cell again: his old link stays hidden on restore; Pia's comes back.
      const again = { name: 'Bea Bold', code: dan.user_code as string };
      expect((await connect(t, 'DevMeetup', cid.user_id, 0, 1, again)).status).toBe(200);
      const back = ok(await restorePlayer(t, event, bob));
      expect(back.removed).toBeNull();
      expect((await connectionAt(pia, 4, 0)).hiddenAt).toBeNull();
      const cidOld = (await t.app.db.select().from(connections).where(eq(connections.id, cidLink.id)))[0];
      expect(cidOld?.hiddenCause).toBe('player_removed');
      expect((await expectRescored(pia)).completedAt).toEqual(piaLink.createdAt);
      await expectRescored(cid);
      expect((await board()).map((row) => row.event_register_id)).toContain(bob.event_register_id);
      expect(ok(await restorePlayer(t, event, bob))).toEqual(back);
      expect(await actionCount(eventId)).toBe(2);
      expect(
        (await connect(t, 'DevMeetup', bob.user_id, 3, 3, { code: dan.user_code as string })).status,
      ).toBe(200);
      stop();
    });

    it('lists players by name, with the removed ones marked and filtered, paged and searched', async () => {
      const event = await playableEvent(t);
      const names = ['Zoe Zed', 'anna Apple', 'Bob Brown', 'Carl 100%'];
      const joined: TestPlayer[] = [];
      for (const [i, name] of names.entries())
        joined.push(await join(t, 'DevMeetup', `p${i}@example.com`, name));
      ok(await removePlayer(t, event, joined[0] as TestPlayer));
      const first = ok(await get<PlayerList>(manage(event, '/players/?limit=3'), event.owner.token));
      expect(first.players.map((p) => p.user_name)).toEqual(['anna Apple', 'Bob Brown', 'Carl 100%']);
      const next = ok(
        await get<PlayerList>(
          manage(event, `/players/?limit=3&before=${encodeURIComponent(first.next_before as string)}`),
          event.owner.token,
        ),
      );
      expect(next.players.map((p) => [p.user_name, p.removed?.by])).toEqual([['Zoe Zed', 'Olivia Owner']]);
      expect(next.next_before).toBeNull();
      const removedOnly = ok(
        await get<PlayerList>(manage(event, '/players/?filter=removed'), event.owner.token),
      );
      expect(removedOnly.players.map((p) => p.user_name)).toEqual(['Zoe Zed']);
      const searched = ok(await get<PlayerList>(manage(event, '/players/?search=0%25'), event.owner.token));
      expect(searched.players.map((p) => p.user_name)).toEqual(['Carl 100%']);
      expect((await get(manage(event, '/players/?before=xyz'), event.owner.token)).status).toBe(400);
    });
  });

  describe('concurrency', () => {
    it('two hosts hiding one connection at once: one record, one revision, the score from what remains', async () => {
      const event = await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia Player');
      await seed(pia, fiveBingoCells);
      const { id } = await connectionAt(pia, 4, 0);
      const revision = (await stored(pia)).revision;
      const answers = await Promise.all([
        hideConnection(t, event, id),
        hideConnection(t, event, id, event.admin.token),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await actionCount(event.event.event_id)).toBe(1);
      const row = await expectRescored(pia);
      expect(row.revision).toBe(revision + 1);
      expect(row.completedAt).toBeNull();
    });

    it('a hide racing submissions of the same player: the row is scoreCard of what remains', async () => {
      const event = await playableEvent(t);
      const pia = await join(t, 'DevMeetup', 'pia@example.com', 'Pia Player');
      await seed(pia, fiveBingoCells.slice(0, 20));
      const targets = await Promise.all([connectionAt(pia, 3, 4), connectionAt(pia, 0, 0)]);
      const answers = await Promise.all([
        hideConnection(t, event, targets[0].id),
        connect(t, 'DevMeetup', pia.user_id, 4, 0),
        hideConnection(t, event, targets[1].id, event.admin.token),
        connect(t, 'DevMeetup', pia.user_id, 4, 1),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const row = await expectRescored(pia);
      expect(row.totalConnections).toBe(20);
      // Every change bumped the revision once: 20 seeded connections, two hides, two submissions.
      expect(row.revision).toBe(24);
    });

    it('a removal racing submissions: no visible link to the removed player remains, scores are consistent', async () => {
      const event = await playableEvent(t, { codeDigits: 4 });
      const [bob, pia] = await joinAll(t, 'DevMeetup', 'Bob Brown', 'Pia Player');
      await seed(pia, [[0, 0]]);
      const answers = await Promise.all([
        connect(t, 'DevMeetup', pia.user_id, 1, 1, { code: bob.user_code as string }),
        removePlayer(t, event, bob),
        connect(t, 'DevMeetup', bob.user_id, 2, 2, { code: pia.user_code as string }),
      ]);
      expect(answers[1].status).toBe(200);
      expect([200, 400]).toContain(answers[0].status);
      expect([200, 403]).toContain(answers[2].status);
      const bobRow = await stored(bob);
      expect(bobRow.removedAt).not.toBeNull();
      const visibleLinks = await t.app.db
        .select()
        .from(connections)
        .where(and(eq(connections.connectedPlayerId, bobRow.id), isNull(connections.hiddenAt)));
      expect(visibleLinks).toEqual([]);
      expect((await expectRescored(pia)).totalConnections).toBe(1);
      await expectRescored(bob);
      expect(
        (await t.app.publicBoards.get(event.event.event_id)).rows.map((r) => r.event_register_id),
      ).toEqual([pia.event_register_id]);
    });
  });
});
