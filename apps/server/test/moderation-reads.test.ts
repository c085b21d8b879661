import {
  type CompletedPlayer,
  type EventInfo,
  type EventStatus,
  type LeaderboardWindow,
  messages,
  type OrganisedEvent,
  type UserMatrix,
  type VotingRow,
} from '@hoogo/core';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connections, players } from '../src/db/schema.js';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import type { HostedEvent } from './helpers/events.js';
import {
  api,
  completeCard,
  connect,
  fill,
  joinAll,
  playableEvent,
  playerRow,
  type TestPlayer,
  updateEvent,
} from './helpers/game.js';

/**
 * What the others see of moderated state (docs/decisions/0045-moderation-what-others-read.md): hidden
 * connections and removed players count nowhere. The state is set in the database here, as the hosts' actions
 * leave it, so that every read is tested on its own; moderation.test.ts and moderation-live.test.ts go
 * through the actions.
 */
describe.each(testBackends('one'))('moderated state as others read it on %s', (backend) => {
  const t = useTestApp(backend);

  const card = (query: string) =>
    call<UserMatrix>(t.app, 'GET', `${api}/manage-game/DevMeetup/get-user-matrix/?${query}`);
  const ownCard = (player: TestPlayer) => card(`user_id=${player.user_id}`);
  const publicCard = (player: TestPlayer) => card(`event_register_id=${player.event_register_id}`);
  const status = async () =>
    (await call<EventStatus>(t.app, 'GET', `${api}/manage-event/DevMeetup/status/`)).body.response;
  /** The hosts' board: the public board (a patched cache) with the friend codes. */
  const hostBoard = async (event: HostedEvent) =>
    (
      await call<LeaderboardWindow>(t.app, 'GET', `${api}/manage-event/DevMeetup/leaderboard/`, {
        token: event.owner.token,
      })
    ).body.response.rows;
  const landingTotal = async () =>
    (await call<{ total_connections: number }>(t.app, 'GET', `${api}/common/total-connections/`)).body
      .response.total_connections;

  /** The visible connection in the player's cell (x, y). */
  const connectionAt = async (player: TestPlayer, x: number, y: number) => {
    const { id } = await playerRow(t, player);
    const [row] = await t.app.db
      .select()
      .from(connections)
      .where(
        and(
          eq(connections.playerId, id),
          eq(connections.x, x),
          eq(connections.y, y),
          isNull(connections.hiddenAt),
        ),
      );
    if (!row) throw new Error(`no connection at ${x},${y}`);
    return row;
  };
  /** Hides the connection as a host's hide leaves it (the score is the moderation's business). */
  const hide = async (connectionId: string, by: string, cause: 'host' | 'player_removed' = 'host') => {
    const at = t.clock.now();
    await t.app.db
      .update(connections)
      .set({ hiddenAt: at, hiddenBy: by, hiddenCause: cause })
      .where(eq(connections.id, connectionId));
    return at;
  };
  const setRemoved = async (player: TestPlayer, by: string | null) => {
    await t.app.db
      .update(players)
      .set({ removedAt: by ? t.clock.now() : null, removedBy: by })
      .where(eq(players.eventRegisterId, player.event_register_id));
  };

  it('leaves a hidden connection off the card, the links, the gallery and every count', async () => {
    const event = await playableEvent(t, { codeDigits: 3 });
    const [pia, max, sam] = await joinAll(t, 'DevMeetup', 'Pia', 'Max', 'Sam');
    await fill(t, 'DevMeetup', pia.user_id, [[0, 0]], [max.user_code!]);
    t.clock.advance(1_000);
    await fill(t, 'DevMeetup', pia.user_id, [[0, 1]], [sam.user_code!]);
    const before = await landingTotal();
    expect((await status()).total_connections).toBe(2);

    const linked = await connectionAt(pia, 0, 0);
    t.clock.advance(1_000);
    const hiddenAt = await hide(linked.id, event.owner.id);

    const piaRow = (await hostBoard(event)).find((row) => row.event_register_id === pia.event_register_id);
    // Boards carry no links (docs/decisions/0052-boards-that-cost-what-a-viewer-sees.md); the rows' counts
    // move with the moderation's live message, which this direct write of the hide does not publish.
    expect(piaRow?.connected_to).toEqual([]);
    expect((await status()).total_connections).toBe(1);
    expect(await landingTotal()).toBe(before - 1);
    const gallery = await t.app.gameRepository.recentConnections(event.event.event_id, 21);
    expect(gallery.map((cell) => `${cell.x},${cell.y}`)).toEqual(['0,1']);

    const own = (await ownCard(pia)).body.response;
    expect(own.answer[0]?.[0]).toMatchObject({ connected_name: null, disabled: false });
    expect(own.answer[0]?.[1]?.disabled).toBe(true);
    expect(own.hidden_connections).toEqual([
      { x: 0, y: 0, connected_name: linked.connectedName, hidden_at: hiddenAt.toISOString() },
    ]);
    expect(own.removed).toBe(false);
    const readOnly = (await publicCard(pia)).body.response;
    expect(readOnly.answer[0]?.[0]?.disabled).toBe(false);
    expect(readOnly.hidden_connections).toEqual([]);
    expect(readOnly.removed).toBe(false);

    // The player fills the cell again (the link is free again too): the notice goes, the new one shows.
    t.clock.advance(1_000);
    await fill(t, 'DevMeetup', pia.user_id, [[0, 0]], [max.user_code!]);
    const refilled = (await ownCard(pia)).body.response;
    expect(refilled.hidden_connections).toEqual([]);
    expect(refilled.answer[0]?.[0]).toMatchObject({ disabled: true, connected_name: 'Alex Example' });
    expect((await status()).total_connections).toBe(2);
  });

  it('tells the own card of a connection hidden because it showed a removed player, latest per cell', async () => {
    const event = await playableEvent(t, { codeDigits: 3 });
    const [pia, max] = await joinAll(t, 'DevMeetup', 'Pia', 'Max');
    await fill(t, 'DevMeetup', pia.user_id, [[2, 2]], [max.user_code!]);
    const first = await connectionAt(pia, 2, 2);
    await hide(first.id, event.owner.id);
    t.clock.advance(1_000);
    await fill(t, 'DevMeetup', pia.user_id, [[2, 2]], [max.user_code!]);
    const second = await connectionAt(pia, 2, 2);
    t.clock.advance(1_000);
    const hiddenAt = await hide(second.id, event.owner.id, 'player_removed');
    const own = (await ownCard(pia)).body.response;
    expect(own.hidden_connections).toEqual([
      { x: 2, y: 2, connected_name: second.connectedName, hidden_at: hiddenAt.toISOString() },
    ]);
  });

  it('leaves a removed player off the boards, counts, gallery, links and public cards', async () => {
    const event = await playableEvent(t, { codeDigits: 3 });
    const [pia, max, sam] = await joinAll(t, 'DevMeetup', 'Pia', 'Max', 'Sam');
    await fill(t, 'DevMeetup', max.user_id, [[4, 4]], [sam.user_code!]);
    t.clock.advance(1_000);
    await fill(t, 'DevMeetup', pia.user_id, [[0, 0]], [max.user_code!]);
    expect((await status()).participant_count).toBe(3);

    await setRemoved(max, event.owner.id);

    const board = await hostBoard(event);
    expect(board.map((row) => row.user_name).sort()).toEqual(['Pia', 'Sam']);
    expect(board.find((row) => row.user_name === 'Pia')?.connected_to).toEqual([]);
    expect(await status()).toMatchObject({ participant_count: 2, total_connections: 1 });
    const gallery = await t.app.gameRepository.recentConnections(event.event.event_id, 21);
    expect(gallery.map((cell) => [cell.makerRegisterId, cell.makerName])).toEqual([
      [pia.event_register_id, 'Pia'],
    ]);

    const info = await call<EventInfo>(t.app, 'GET', `${api}/manage-event/DevMeetup/get-info/`, {
      token: event.owner.token,
    });
    expect(info.body.response.participant_count).toBe(2);
    const organised = await call<OrganisedEvent[]>(t.app, 'GET', `${api}/manage-user/organised-events/`, {
      token: event.owner.token,
    });
    expect(organised.body.response[0]?.participant_count).toBe(2);

    const maxPublic = await publicCard(max);
    expect(maxPublic.status).toBe(404);
    expect(maxPublic.body.message.general[0]).toBe(messages.gameApi.playerNotFound);
    const maxOwn = (await ownCard(max)).body.response;
    expect(maxOwn).toMatchObject({ removed: true, hidden_connections: [], editable: true });
    expect(maxOwn.answer[4]?.[4]?.disabled).toBe(true);

    // Restored: everything counts again.
    await setRemoved(max, null);
    // The served boards follow the moderation's live messages, which this direct write does not publish:
    // the board as computed from the database.
    const computed = await t.app.gameRepository.leaderboard(event.event.event_id);
    expect(computed.rows.map((row) => row.user_name).sort()).toEqual(['Max', 'Pia', 'Sam']);
    expect(await status()).toMatchObject({ participant_count: 3, total_connections: 2 });
    expect((await publicCard(max)).status).toBe(200);
    expect((await ownCard(max)).body.response.removed).toBe(false);
  });

  it('ranks completions without removed players', async () => {
    const event = await playableEvent(t);
    const [first, second] = await joinAll(t, 'DevMeetup', 'First', 'Second');
    await completeCard(t, first);
    t.clock.advance(60_000);
    await completeCard(t, second);
    expect((await ownCard(second)).body.response.completion_rank).toBe(2);
    await setRemoved(first, event.owner.id);
    expect((await ownCard(second)).body.response.completion_rank).toBe(1);
    expect((await publicCard(second)).body.response.completion_rank).toBe(1);
    expect((await ownCard(first)).body.response.completion_rank).toBeNull();
  });

  it('refuses a removed player’s connection and vote with a clear sentence', async () => {
    const event = await playableEvent(t);
    const [pia, max] = await joinAll(t, 'DevMeetup', 'Pia', 'Max');
    await setRemoved(pia, event.owner.id);
    const submitted = await connect(t, 'DevMeetup', pia.user_id, 0, 0);
    expect(submitted.status).toBe(403);
    expect(submitted.body.message.general).toEqual([messages.gameApi.removedFromGame]);
    expect((await ownCard(pia)).body.response.answer[0]?.[0]?.disabled).toBe(false);
    await updateEvent(t, event, [['voting_enabled', 'true']]);
    const voted = await call(t.app, 'POST', `${api}/manage-game/DevMeetup/vote/${max.event_register_id}/`, {
      body: { user_id: pia.user_id },
    });
    expect(voted.status).toBe(403);
    expect(voted.body.message.general).toEqual([messages.gameApi.removedFromGame]);
  });

  describe('voting', () => {
    const votingBoard = async () =>
      (await call<VotingRow[]>(t.app, 'GET', `${api}/manage-event/DevMeetup/vote-leaderboard/`)).body
        .response;
    const completedOf = async (player: TestPlayer) =>
      (
        await call<CompletedPlayer[]>(
          t.app,
          'GET',
          `${api}/manage-game/DevMeetup/hoogo-completed-players/?user_id=${player.user_id}`,
        )
      ).body.response;
    const vote = (voter: TestPlayer, candidate: TestPlayer) =>
      call<VotingRow>(t.app, 'POST', `${api}/manage-game/DevMeetup/vote/${candidate.event_register_id}/`, {
        body: { user_id: voter.user_id },
      });
    const votesOf = async (player: TestPlayer) =>
      (await votingBoard()).find((row) => row.event_register_id === player.event_register_id)?.vote_count;

    /** Ann and Bob completed; Vera and Bob linked Ann with her friend code; Vera linked Bob; voting on. */
    async function setup() {
      const event = await playableEvent(t);
      const [vera, ann, bob] = await joinAll(t, 'DevMeetup', 'Vera', 'Ann', 'Bob');
      await completeCard(t, ann);
      t.clock.advance(60_000);
      await completeCard(t, bob);
      await updateEvent(t, event, [['code_digits', '4']]);
      // The codes are given on the next registration call, as the phones make it.
      const codeOf = async (player: TestPlayer) =>
        (
          await call<{ user_code: string }>(
            t.app,
            'GET',
            `${api}/manage-user/DevMeetup/get-event-register-id/`,
            { token: player.token },
          )
        ).body.response.user_code;
      const annCode = await codeOf(ann);
      await fill(t, 'DevMeetup', vera.user_id, [[0, 0]], [annCode]);
      await fill(t, 'DevMeetup', vera.user_id, [[0, 1]], [await codeOf(bob)]);
      await fill(t, 'DevMeetup', bob.user_id, [[4, 4]], [annCode]);
      await updateEvent(t, event, [['voting_enabled', 'true']]);
      return { event, vera, ann, bob };
    }

    it('withdraws a removed voter’s votes and brings them back on restore', async () => {
      const { event, vera, ann, bob } = await setup();
      expect((await vote(vera, ann)).status).toBe(200);
      expect((await vote(bob, ann)).status).toBe(200);
      expect(await votesOf(ann)).toBe(2);
      await setRemoved(bob, event.owner.id);
      expect(await votesOf(ann)).toBe(1);
      expect((await votingBoard()).map((row) => row.name)).toEqual(['Ann']);
      await setRemoved(bob, null);
      expect(await votesOf(ann)).toBe(2);
    });

    it('leaves a removed player off the completed players and refuses votes for them', async () => {
      const { event, vera, ann, bob } = await setup();
      expect((await completedOf(vera)).map((row) => row.user_name)).toEqual(['Ann', 'Bob']);
      await setRemoved(ann, event.owner.id);
      expect((await completedOf(vera)).map((row) => row.user_name)).toEqual(['Bob']);
      const refused = await vote(vera, ann);
      expect(refused.status).toBe(404);
      expect(refused.body.message.general).toEqual([messages.votingApi.unknown]);
      expect((await vote(vera, bob)).status).toBe(200);
    });

    it('does not count a vote for a removed player while they are removed', async () => {
      const { event, vera, ann } = await setup();
      expect((await vote(vera, ann)).status).toBe(200);
      await setRemoved(ann, event.owner.id);
      expect(await votesOf(ann)).toBeUndefined();
      await setRemoved(ann, null);
      expect(await votesOf(ann)).toBe(1);
    });

    it('no longer connects two players through a hidden connection', async () => {
      const { event, vera, bob } = await setup();
      const link = await connectionAt(vera, 0, 1);
      await hide(link.id, event.owner.id);
      expect((await completedOf(vera)).map((row) => row.user_name)).toEqual(['Ann']);
      const refused = await vote(vera, bob);
      expect(refused.status).toBe(403);
      expect(refused.body.message.general).toEqual([messages.votingApi.notConnected]);
    });
  });
});
