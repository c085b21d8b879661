import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  type AccountSummary,
  type CreatedEvent,
  type Host,
  type LeaderboardPlayer,
  messages,
  type PlayerRegistration,
  scoreCard,
} from '@hoogo/core';
import { gridFields } from '@hoogo/testing/forms';
import { and, eq, getTableName, is, isNull, or } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.js';
import {
  connections,
  events,
  guessBudgets,
  type Player,
  players,
  ticketingAttendees,
  ticketingConnections,
  ticketingEvents,
  users,
  votes,
} from '../src/db/schema.js';
import { Refusal } from '../src/lib/refusal.js';
import type { LiveMessage } from '../src/plugins/app/live/live-bus.js';
import { call, registerUser } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { acceptInvitation, callMultipart, removePlayer } from './helpers/events.js';
import {
  api,
  connect,
  GRID,
  join,
  playableEvent,
  type TestPlayer,
  uniqueSelfie,
  updateEvent,
} from './helpers/game.js';
import { LiveClient, listenLocally } from './helpers/live.js';

/** Every table the schema declares: a table added later is searched too. */
const allTables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

describe.each(testBackends('both'))('deleting data on %s', (backend) => {
  const t = useTestApp(backend);

  const defaultKeys = () => [t.app.defaultTemplates.post.key, t.app.defaultTemplates.story.key];
  const mediaFiles = async () =>
    (await readdir(t.config.mediaDir).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));

  // The media folder outlives the tables emptied before each test: only the default templates stay.
  beforeEach(async () => {
    const keep = new Set(defaultKeys());
    for (const name of await mediaFiles()) {
      if (!keep.has(name)) await rm(path.join(t.config.mediaDir, name), { force: true });
    }
  });

  afterEach(async () => {
    await Promise.all(t.app.demoSimulation.running().map((id) => t.app.demoSimulation.stop(id)));
  });

  /** The rows of every table, as JSON, that contain any of `needles`. */
  async function rowsMentioning(needles: string[]): Promise<string[]> {
    const found: string[] = [];
    for (const table of allTables) {
      const rows = await t.app.db.select().from(table);
      for (const row of rows) {
        const text = JSON.stringify(row);
        for (const needle of needles) {
          if (text.includes(needle)) found.push(`${getTableName(table)}: ${needle} in ${text}`);
        }
      }
    }
    return found;
  }

  /** Media files no row references: selfies, thumbnails, event templates and the default templates. */
  async function orphanFiles(): Promise<string[]> {
    const used = new Set(defaultKeys());
    for (const row of await t.app.db.select().from(connections)) {
      if (row.imageKey) used.add(row.imageKey);
      if (row.thumbnailKey) used.add(row.thumbnailKey);
    }
    for (const row of await t.app.db.select().from(events)) {
      if (row.postTemplate) used.add(row.postTemplate.key);
      if (row.storyTemplate) used.add(row.storyTemplate.key);
    }
    return (await mediaFiles()).filter((name) => !used.has(name));
  }

  const stored = async (player: TestPlayer): Promise<Player | undefined> => {
    const [row] = await t.app.db
      .select()
      .from(players)
      .where(eq(players.eventRegisterId, player.event_register_id));
    return row;
  };

  /** The player's row must hold what core's scoreCard gives from their visible connections. */
  async function expectScoredFromScratch(player: TestPlayer) {
    const row = await stored(player);
    if (!row) throw new Error('no such player');
    const cells = await t.app.db
      .select({ x: connections.x, y: connections.y, at: connections.createdAt })
      .from(connections)
      .where(and(eq(connections.playerId, row.id), isNull(connections.hiddenAt)));
    const score = scoreCard(cells);
    expect({ bingos: row.bingos, total: row.totalConnections, completedAt: row.completedAt }).toEqual({
      bingos: score.bingos,
      total: score.totalConnections,
      completedAt: score.completedAt,
    });
    return row;
  }

  const leave = (eventName: string, body: unknown) =>
    call(t.app, 'POST', `${api}/manage-game/${eventName}/leave/`, { body });

  /** A connection with its own selfie file; `code` links the player of that friend code. */
  async function meet(eventName: string, player: TestPlayer, x: number, y: number, extra = {}) {
    const answer = await connect(t, eventName, player.user_id, x, y, {
      image: await uniqueSelfie(),
      ...extra,
    });
    if (answer.status !== 200) throw new Error(`connect ${x},${y}: ${JSON.stringify(answer.body)}`);
    return answer.body.response;
  }

  /** The media keys of the player's connections. */
  async function keysOf(player: TestPlayer): Promise<string[]> {
    const row = await stored(player);
    if (!row) return [];
    const rows = await t.app.db.select().from(connections).where(eq(connections.playerId, row.id));
    return rows.flatMap((connection) =>
      [connection.imageKey, connection.thumbnailKey].filter((k) => k !== null),
    );
  }

  /** The player's friend code, given once the event uses codes. */
  async function withCode(eventName: string, player: TestPlayer): Promise<TestPlayer> {
    const answer = await call<PlayerRegistration>(
      t.app,
      'GET',
      `${api}/manage-user/${eventName}/get-event-register-id/`,
      { token: player.token },
    );
    if (answer.status !== 200) throw new Error(`registration: ${JSON.stringify(answer.body)}`);
    return { ...player, user_code: answer.body.response.user_code };
  }

  /**
   * Lea (who leaves), Ann and Ben. Before the event used friend codes, Ann typed "Mea Leaver" (a name
   * only) and a person with the same picture Lea took (one file for both); then codes were turned on and
   * Ann and Ben entered Lea's code, Lea entered Ann's. A vote each way, Lea's contact details and a
   * friend-code guessing budget of hers.
   */
  async function linkedPlayers(eventName = 'DevMeetup') {
    const event = await playableEvent(t, { name: eventName });
    const domain = `${eventName.toLowerCase()}.example.com`;
    let lea = await join(t, eventName, `lea@${domain}`, 'Lea Leaver');
    let ann = await join(t, eventName, `ann@${domain}`, 'Ann Other');
    let ben = await join(t, eventName, `ben@${domain}`, 'Ben Other');
    const shared = await uniqueSelfie();
    await meet(eventName, ann, 0, 1, { image: shared });
    await meet(eventName, ann, 2, 2, { name: 'Mea Leaver' });
    await meet(eventName, lea, 3, 3, { image: shared, liner: 'zq-leaver-liner' });
    await updateEvent(t, event, [['code_digits', '3']]);
    [lea, ann, ben] = [
      await withCode(eventName, lea),
      await withCode(eventName, ann),
      await withCode(eventName, ben),
    ];
    await meet(eventName, ann, 0, 0, { code: lea.user_code, name: 'Alea' });
    await meet(eventName, ben, 1, 1, { code: lea.user_code, name: 'Gea' });
    await meet(eventName, lea, 1, 2, { code: ann.user_code, name: 'Hann', liner: 'zq-leaver-liner' });
    const [leaRow, annRow] = [await stored(lea), await stored(ann)];
    if (!leaRow || !annRow) throw new Error('players missing');
    await t.app.db.insert(votes).values([
      { eventId: event.event.event_id, voterPlayerId: leaRow.id, votedPlayerId: annRow.id },
      { eventId: event.event.event_id, voterPlayerId: annRow.id, votedPlayerId: leaRow.id },
    ]);
    await t.app.db
      .update(players)
      .set({ contactEmail: 'zq-lea-contact@example.com', contactRole: 'zq role', shareContact: true })
      .where(eq(players.id, leaRow.id));
    await t.app.db
      .insert(guessBudgets)
      .values({ key: `friend-code:${leaRow.id}`, count: 2, windowStartedAt: t.clock.now() });
    const [sharedRow] = await t.app.db
      .select()
      .from(connections)
      .where(and(eq(connections.playerId, annRow.id), eq(connections.x, 0), eq(connections.y, 1)));
    return { event, lea, ann, ben, leaRow, sharedKey: sharedRow?.imageKey ?? null };
  }

  describe('leaving an event', () => {
    it('refuses a wrong key (403), a missing key (400), and an unknown event (404)', async () => {
      const { lea } = await linkedPlayers();
      expect((await leave('DevMeetup', { user_id: 'f'.repeat(32) })).status).toBe(403);
      expect((await leave('DevMeetup', { user_id: lea.event_register_id })).status).toBe(403);
      expect((await leave('DevMeetup', {})).status).toBe(400);
      expect((await leave('NoSuchEvent', { user_id: lea.user_id })).status).toBe(404);
      expect(await stored(lea)).toBeDefined();
    });

    it('deletes the player and all that mentions them, frees the cells that linked them, rescores, keeps shared files', async () => {
      const { event, lea, ann, ben, leaRow, sharedKey } = await linkedPlayers();
      const leaKeys = await keysOf(lea);
      const annBefore = await stored(ann);
      const heard: LiveMessage[] = [];
      const stop = t.app.liveBus.subscribe(event.event.event_id, (message) => heard.push(message));
      const linking = await t.app.db
        .select()
        .from(connections)
        .where(eq(connections.connectedPlayerId, leaRow.id));
      const linkingIds = linking.map((row) => row.id);
      const linkingKeys = linking.flatMap((row) =>
        [row.imageKey, row.thumbnailKey].filter((k) => k !== null),
      );
      expect(linkingIds).toHaveLength(2);

      const answer = await leave('DevMeetup', { user_id: lea.user_id });
      stop();
      expect(answer.status).toBe(200);
      expect(answer.body.message.general?.[0] ?? answer.body.message).toBeTruthy();

      // Nothing in any table mentions Lea's registration any more.
      expect(
        await rowsMentioning([
          leaRow.id,
          lea.event_register_id,
          lea.user_id,
          'zq-leaver-liner',
          'zq-lea-contact@example.com',
        ]),
      ).toEqual([]);
      // Her account stays (she only left the event).
      expect(await t.app.usersRepository.findByEmail('lea@devmeetup.example.com')).toBeDefined();
      // No file without a row; the picture Ann still uses stays, Lea's own ones are gone.
      expect(await orphanFiles()).toEqual([]);
      const files = await mediaFiles();
      expect(sharedKey && files.includes(sharedKey)).toBe(true);
      const stillAnns = new Set(await keysOf(ann));
      const gone = [...leaKeys.filter((key) => !stillAnns.has(key)), ...linkingKeys];
      // Lea's own selfie and the two that linked her, each with its thumbnail.
      expect(new Set(gone).size).toBe(6);
      for (const key of gone) expect(files).not.toContain(key);

      // Ann lost the cell that linked Lea (0,0) and kept the others; Ben lost his only one.
      const annRow = await expectScoredFromScratch(ann);
      const benRow = await expectScoredFromScratch(ben);
      expect(annRow.totalConnections).toBe(2);
      expect(benRow.totalConnections).toBe(0);
      expect(annRow.revision).toBeGreaterThan(annBefore?.revision ?? 0);
      // Votes by and for her are gone (also covered by the table search).
      expect(await t.app.db.select().from(votes)).toEqual([]);

      // The boards heard her row leave and the rescored rows; the hosts' feed hears the deleted connections.
      const moderated = heard.find((message) => message.type === 'player_moderated');
      expect(moderated).toMatchObject({
        type: 'player_moderated',
        eventRegisterId: lea.event_register_id,
        removed: true,
      });
      if (moderated?.type !== 'player_moderated') throw new Error('no player_moderated');
      expect(moderated.players.map((change) => change.player.event_register_id).sort()).toEqual(
        [ann.event_register_id, ben.event_register_id].sort(),
      );
      expect(moderated.deletedConnectionIds).toEqual(expect.arrayContaining(linkingIds));
      const board = await call<{ rows: Array<{ event_register_id: string }> }>(
        t.app,
        'GET',
        `${api}/manage-event/DevMeetup/leaderboard/`,
      );
      expect(board.body.response.rows.map((row) => row.event_register_id)).not.toContain(
        lea.event_register_id,
      );
      expect(
        board.body.response.rows.find((row) => row.event_register_id === ann.event_register_id),
      ).toMatchObject({
        total_connections: 2,
        connected_to: [],
      });
      // The phones on the status channel refetch the rescored cards (not the leaver's: her id is gone).
      const [eventRow] = await t.app.db.select().from(events).where(eq(events.id, event.event.event_id));
      expect(eventRow?.moderatedPlayers.sort()).toEqual(
        [ann.event_register_id, ben.event_register_id].sort(),
      );

      // The freed cells can be filled again.
      const annAgain = await connect(t, 'DevMeetup', ann.user_id, 0, 0, {
        name: 'Aben',
        code: ben.user_code ?? '',
      });
      expect(annAgain.status).toBe(200);
      const benAgain = await connect(t, 'DevMeetup', ben.user_id, 1, 1, {
        name: 'Gann',
        code: ann.user_code ?? '',
      });
      expect(benAgain.status).toBe(200);
      await expectScoredFromScratch(ann);

      // Leaving again: the key is nobody's now.
      const again = await leave('DevMeetup', { user_id: lea.user_id });
      expect(again.status).toBe(403);
      expect(again.body.message.general).toEqual([messages.gameApi.invalidPlayerKey]);
    });

    it('keeps the cells where someone only typed the name (no friend code): they cannot be tied to the player', async () => {
      const { lea, ann } = await linkedPlayers();
      expect((await leave('DevMeetup', { user_id: lea.user_id })).status).toBe(200);
      const annRow = await expectScoredFromScratch(ann);
      const typed = await t.app.db
        .select()
        .from(connections)
        .where(and(eq(connections.playerId, annRow.id), eq(connections.connectedName, 'Mea Leaver')));
      expect(typed).toHaveLength(1);
    });

    it('lets a player the hosts removed leave too', async () => {
      const { event, lea, ann } = await linkedPlayers();
      const removed = await removePlayer(t, event, lea);
      expect(removed.status).toBe(200);
      expect((await leave('DevMeetup', { user_id: lea.user_id })).status).toBe(200);
      expect(await stored(lea)).toBeUndefined();
      await expectScoredFromScratch(ann);
      expect(await orphanFiles()).toEqual([]);
    });

    for (const round of [1, 2, 3]) {
      it(`stays consistent when a linking player submits while the linked player leaves (${round})`, async () => {
        const name = 'DevMeetup';
        const { lea, ann, ben } = await linkedPlayers(name);
        const annCell = connect(t, name, ann.user_id, 4, 4, {
          image: await uniqueSelfie(),
          name: 'Yben',
          code: ben.user_code ?? undefined,
        });
        const benLink = connect(t, name, ben.user_id, 2, 2, {
          image: await uniqueSelfie(),
          name: 'Mea',
          code: lea.user_code ?? undefined,
        });
        const [left, annAnswer, benAnswer] = await Promise.all([
          leave(name, { user_id: lea.user_id }),
          annCell,
          benLink,
        ]);
        expect(left.status).toBe(200);
        expect(annAnswer.status).toBe(200);
        // Ben's second link to Lea is refused (already linked, or she is gone), or stored and then deleted.
        expect([200, 400, 409]).toContain(benAnswer.status);
        expect(await stored(lea)).toBeUndefined();
        expect(await rowsMentioning([lea.event_register_id, lea.user_id])).toEqual([]);
        const annRow = await expectScoredFromScratch(ann);
        expect(annRow.totalConnections).toBe(3);
        await expectScoredFromScratch(ben);
        expect(await orphanFiles()).toEqual([]);
      });
    }

    it('deletes the account of a ticket-code player with the registration: it was made for that ticket alone', async () => {
      await playableEvent(t, { name: 'TicketFair' });
      const account = await t.app.usersRepository.findOrCreate('ticket-0123456789abcdef@tickets.invalid');
      await t.app.usersRepository.update(account.id, { name: 'Tia Ticket' });
      const eventRow = await t.app.eventsRepository.findByReference('TicketFair');
      if (!eventRow) throw new Error('no event');
      const { player } = await t.app.joinEvent(eventRow, account.id);
      const made = await connect(t, 'TicketFair', player.playerKey, 0, 0, {
        image: await uniqueSelfie(),
      });
      expect(made.status).toBe(200);
      expect((await leave('TicketFair', { user_id: player.playerKey })).status).toBe(200);
      expect(await t.app.db.select().from(users).where(eq(users.id, account.id))).toEqual([]);
      expect(await rowsMentioning([account.id, 'Tia Ticket', player.playerKey])).toEqual([]);
      expect(await orphanFiles()).toEqual([]);
    });

    it('answers one of two simultaneous leaves with 200 and the other as an unknown key', async () => {
      const { lea } = await linkedPlayers();
      const answers = await Promise.all([
        leave('DevMeetup', { user_id: lea.user_id }),
        leave('DevMeetup', { user_id: lea.user_id }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    });

    it('refuses a connection whose player left while it waited for its transaction, as an unknown key', async () => {
      const { lea } = await linkedPlayers();
      const row = await stored(lea);
      if (!row) throw new Error('no player');
      expect((await leave('DevMeetup', { user_id: lea.user_id })).status).toBe(200);
      // What the submission's transaction meets when the leave committed after the request's own check.
      const late = t.app.gameRepository.addConnection({
        eventId: row.eventId,
        playerId: row.id,
        x: 4,
        y: 4,
        letter: 'Y',
        connectedName: 'Yann',
        liner: 'Met at the bar',
        imageKey: 'never-written.jpg',
        thumbnailKey: 'never-written.webp',
        selfieConsent: false,
        code: null,
        connectedPlayerId: null,
      });
      await expect(late).rejects.toMatchObject({
        reason: 'playerLeft',
        httpStatus: 403,
        message: messages.gameApi.invalidPlayerKey,
      });
      await expect(late).rejects.toBeInstanceOf(Refusal);
    });

    for (const round of [1, 2, 3]) {
      it(`answers a player's own submission racing their leave with 200 or 403, never 500, and keeps no file (${round})`, async () => {
        const { lea, ben } = await linkedPlayers();
        const [left, made] = await Promise.all([
          leave('DevMeetup', { user_id: lea.user_id }),
          connect(t, 'DevMeetup', lea.user_id, 4, 4, {
            image: await uniqueSelfie(),
            name: 'Yben',
            code: ben.user_code ?? undefined,
          }),
        ]);
        expect(left.status).toBe(200);
        expect([200, 403]).toContain(made.status);
        expect(await stored(lea)).toBeUndefined();
        expect(await orphanFiles()).toEqual([]);
      });
    }
  });

  describe('leaving, on the live sockets', () => {
    const clients: LiveClient[] = [];
    beforeAll(async () => {
      await listenLocally(t.app);
    });
    afterEach(() => {
      for (const client of clients.splice(0)) client.close();
    });
    const open = (url: string) => {
      const client = LiveClient.connect(t.app, url);
      clients.push(client);
      return client;
    };

    it("takes the row off the big screen, puts the rescored rows in place, and drops the items from the hosts' feed", async () => {
      const { event, lea, ann, leaRow } = await linkedPlayers();
      const eventId = event.event.event_id;
      const board = open(`${api}/manage-event/DevMeetup/leaderboard/`);
      await board.next('snapshot');
      // The activity socket is in once a change reaches it (its token is checked asynchronously).
      const host = open(`${api}/manage-event/DevMeetup/activity/?token=${event.owner.token}`);
      const [typed] = await t.app.db
        .select()
        .from(connections)
        .where(eq(connections.connectedName, 'Mea Leaver'));
      for (let tries = 0; tries < 100 && host.received.length === 0; tries++) {
        t.app.announce(eventId, {
          type: 'connections_moderated',
          connectionIds: [typed!.id],
          players: [],
          hiddenImages: [],
          votingChanged: false,
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const going = (
        await t.app.db
          .select({ id: connections.id })
          .from(connections)
          .where(or(eq(connections.playerId, leaRow.id), eq(connections.connectedPlayerId, leaRow.id)))
      ).map((row) => row.id);

      expect((await leave('DevMeetup', { user_id: lea.user_id })).status).toBe(200);

      const removed = await board.next('player_removed');
      expect(removed.response).toMatchObject({ event_register_id: lea.event_register_id });
      const changed = await board.next('player_changed');
      expect(changed.response).toMatchObject({ player: { event_register_id: expect.any(String) } });
      const gone = await host.next('activity_removed');
      expect((gone.response as { ids: string[] }).ids.sort()).toEqual(going.sort());
      // Ann's row on a fresh snapshot: one connection less, no link to Lea.
      const fresh = open(`${api}/manage-event/DevMeetup/leaderboard/`);
      const snapshot = (await fresh.next('snapshot')).response as { user_data: LeaderboardPlayer[] };
      expect(snapshot.user_data.map((row) => row.event_register_id)).not.toContain(lea.event_register_id);
      expect(snapshot.user_data.find((row) => row.event_register_id === ann.event_register_id)).toMatchObject(
        {
          total_connections: 2,
        },
      );
    });
  });

  describe('deleting an account', () => {
    const account = (method: 'GET' | 'DELETE', token?: string) =>
      call<AccountSummary>(t.app, method, '/api/auth/account/', token ? { token } : {});

    /**
     * Uma plays in DevMeetup (owned by someone else, Ann linked her), is an admin of it, owns UmaMeetup
     * with two players, a demo event, a ticketing list and connection, a guessing budget of her email.
     */
    async function umaSetup() {
      const played = await linkedPlayers();
      const session = await registerUser(t, 'uma@example.com', 'Uma Deleted');
      const joined = await call<PlayerRegistration>(
        t.app,
        'POST',
        `${api}/manage-user/DevMeetup/get-event-register-id/`,
        { token: session.access_token },
      );
      expect(joined.status).toBe(200);
      const uma: TestPlayer = {
        ...joined.body.response,
        token: session.access_token,
        email: 'uma@example.com',
        name: 'Uma Deleted',
      };
      const [umaUser] = await t.app.db.select().from(users).where(eq(users.email, 'uma@example.com'));
      if (!umaUser) throw new Error('no uma');
      await meet('DevMeetup', played.ann, 4, 4, { code: uma.user_code, name: 'Yuma' });
      await meet('DevMeetup', uma, 4, 0, { code: played.ann.user_code, name: 'Uann', liner: 'zq-uma-liner' });
      const admin = await call<Host>(t.app, 'POST', `${api}/manage-event/DevMeetup/host/create/`, {
        token: played.event.owner.token,
        body: { email: 'uma@example.com' },
      });
      expect(admin.status).toBe(200);
      await acceptInvitation(t, session.access_token, admin.body.response.id);
      // An invitation she has not answered names her email: it goes with the account.
      const pending = await call(t.app, 'POST', `${api}/manage-event/create/`, {
        token: played.event.owner.token,
        body: { name: 'PendingMeetup' },
      });
      expect(pending.status).toBe(200);
      const invited = await call(t.app, 'POST', `${api}/manage-event/PendingMeetup/host/create/`, {
        token: played.event.owner.token,
        body: { email: 'uma@example.com' },
      });
      expect(invited.status).toBe(200);

      const created = await call<CreatedEvent>(t.app, 'POST', `${api}/manage-event/create/`, {
        token: session.access_token,
        body: { name: 'UmaMeetup' },
      });
      expect(created.status).toBe(200);
      const grid = await callMultipart(
        t,
        'PATCH',
        `${api}/manage-event/UmaMeetup/update/`,
        gridFields(GRID),
        session.access_token,
      );
      expect(grid.status).toBe(200);
      const guest = await join(t, 'UmaMeetup', 'guest@example.com', 'Gus Guest');
      await meet('UmaMeetup', guest, 0, 0, { liner: 'zq-umameetup-liner' });
      const demo = await call<CreatedEvent>(t.app, 'POST', `${api}/manage-event/demo/create/`, {
        token: session.access_token,
      });
      expect(demo.status).toBe(200);

      const [list] = await t.app.db
        .insert(ticketingEvents)
        .values({ ownerId: umaUser.id, name: 'Uma list' })
        .returning();
      await t.app.db
        .insert(ticketingAttendees)
        .values({ listId: list!.id, ticketCode: 'ZQ-TICKET', name: 'zq attendee', checkedIn: false });
      await t.app.db
        .insert(ticketingConnections)
        .values({ userId: umaUser.id, provider: 'csv', displayName: 'CSV' });
      await t.app.db
        .insert(guessBudgets)
        .values({ key: 'password:uma@example.com', count: 1, windowStartedAt: t.clock.now() });
      return {
        ...played,
        uma,
        umaUser,
        session,
        owned: created.body.response,
        demo: demo.body.response,
        guest,
      };
    }

    it("refuses the deleted account's unexpired access token on every route, not only the account's", async () => {
      const session = await registerUser(t, 'gone@example.com', 'Gone Soon');
      const listEvents = () =>
        call(t.app, 'GET', `${api}/manage-event/user/list-events/`, { token: session.access_token });
      expect((await listEvents()).status).toBe(200);
      expect((await account('DELETE', session.access_token)).status).toBe(200);
      // The token itself is valid for up to 15 minutes more: the account behind it is checked.
      const after = await listEvents();
      expect(after.status).toBe(401);
      expect(JSON.stringify(after.body)).toContain(messages.network.sessionExpired);
    });

    it('refuses without a token (401), and lists what deleting the account deletes', async () => {
      const { session, owned, demo } = await umaSetup();
      expect((await account('GET')).status).toBe(401);
      expect((await account('DELETE')).status).toBe(401);
      const summary = await account('GET', session.access_token);
      expect(summary.status).toBe(200);
      expect(summary.body.response.owned_events).toHaveLength(2);
      expect(summary.body.response).toEqual({
        email: 'uma@example.com',
        owned_events: expect.arrayContaining([
          { event_id: owned.event_id, event_name: 'UmaMeetup', participant_count: 1, demo: false },
          expect.objectContaining({ event_id: demo.event_id, demo: true }),
        ]),
        played_events: [{ event_id: expect.any(String), event_name: 'DevMeetup' }],
        admin_events: [{ event_id: expect.any(String), event_name: 'DevMeetup' }],
      });
    });

    it('deletes the account, its events, its players, sessions, codes, budgets and ticketing data; rescores others', async () => {
      const setup = await umaSetup();
      const { session, umaUser, uma, owned, demo, guest, ann } = setup;
      const [umaPlayer] = await t.app.db.select().from(players).where(eq(players.userId, umaUser.id));
      const [guestRow] = await t.app.db
        .select()
        .from(players)
        .where(eq(players.eventRegisterId, guest.event_register_id));

      const deleted = await account('DELETE', session.access_token);
      expect(deleted.status).toBe(200);

      expect(
        await rowsMentioning([
          umaUser.id,
          'uma@example.com',
          uma.event_register_id,
          uma.user_id,
          umaPlayer!.id,
          owned.event_id,
          demo.event_id,
          guestRow!.id,
          'UmaMeetup',
          'zq-uma-liner',
          'zq-umameetup-liner',
          'ZQ-TICKET',
          'Uma list',
        ]),
      ).toEqual([]);
      expect(await orphanFiles()).toEqual([]);
      // Ann's cell that linked Uma is free, her card scored again; DevMeetup and its owner stay.
      const annRow = await expectScoredFromScratch(ann);
      expect(annRow.totalConnections).toBe(3);
      const refill = await connect(t, 'DevMeetup', ann.user_id, 4, 4, {
        name: 'Yben',
        code: setup.ben.user_code ?? undefined,
      });
      expect(refill.status).toBe(200);
      // The guest of Uma's event keeps their account; their registration went with the event.
      expect(await t.app.usersRepository.findByEmail('guest@example.com')).toBeDefined();

      // The session is gone: the token no longer works, the refresh token neither.
      expect((await account('GET', session.access_token)).status).toBe(401);
      expect((await account('DELETE', session.access_token)).status).toBe(401);
      const refreshed = await call(t.app, 'POST', '/api/auth/get-access-token/', {
        body: { refresh_token: session.refresh_token },
      });
      expect(refreshed.status).not.toBe(200);
      // The email can register again, as a new account.
      const again = await registerUser(t, 'uma@example.com', 'Uma Again');
      expect(again.access_token).toBeTruthy();
    }, 60_000);
  });
});
