import type { CompletedPlayer, UserInputResult, VotingRow } from '@hoogo/core';
import { messages, StatusCode } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '../src/plugins/app/live/live-bus.js';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import type { HostedEvent } from './helpers/events.js';
import {
  api,
  completeCard,
  connect,
  join,
  playableEvent,
  type TestPlayer,
  updateEvent,
} from './helpers/game.js';

describe.each(testBackends('both'))('voting API on %s', (backend) => {
  const t = useTestApp(backend);

  const completedPlayers = (userId: string) =>
    call<CompletedPlayer[]>(
      t.app,
      'GET',
      `${api}/manage-game/DevMeetup/hoogo-completed-players/?user_id=${userId}`,
    );
  const vote = (voter: TestPlayer, candidate: TestPlayer | string) =>
    call<VotingRow>(
      t.app,
      'POST',
      `${api}/manage-game/DevMeetup/vote/${typeof candidate === 'string' ? candidate : candidate.event_register_id}/`,
      { body: { user_id: voter.user_id, event_name: 'DevMeetup' } },
    );
  const leaderboard = () =>
    call<VotingRow[]>(t.app, 'GET', `${api}/manage-event/DevMeetup/vote-leaderboard/`);

  /** Completes the card of `player` (an event without friend codes). */
  const complete = (player: TestPlayer) => completeCard(t, player);

  /**
   * An event that used no codes while the cards were completed, then turned codes on so that connections
   * link players: voter is linked to a and b (voter used their codes) and c used voter's code.
   */
  async function votingSetup(): Promise<{
    event: HostedEvent;
    voter: TestPlayer;
    a: TestPlayer;
    b: TestPlayer;
    c: TestPlayer;
    stranger: TestPlayer;
    /** The voter's connections with Ann and Bob. */
    photos: { a: UserInputResult; b: UserInputResult };
  }> {
    const event = await playableEvent(t);
    const voter = await join(t, 'DevMeetup', 'voter@example.com', 'Vera Voter');
    const a = await join(t, 'DevMeetup', 'a@example.com', 'Ann');
    const b = await join(t, 'DevMeetup', 'b@example.com', 'Bob');
    const c = await join(t, 'DevMeetup', 'c@example.com', 'Cid');
    const stranger = await join(t, 'DevMeetup', 's@example.com', 'Sam');
    for (const player of [a, b, c, stranger]) {
      await complete(player);
      // Three minutes per card: well within the access tokens' 15 minutes.
      t.clock.advance(3 * 60 * 1000);
    }
    await updateEvent(t, event, [['code_digits', '4']]);
    const code = async (player: TestPlayer) =>
      (
        await call<{ user_code: string }>(
          t.app,
          'GET',
          `${api}/manage-user/DevMeetup/get-event-register-id/`,
          {
            token: player.token,
          },
        )
      ).body.response.user_code;
    const withA = await connect(t, 'DevMeetup', voter.user_id, 0, 0, { code: await code(a) });
    expect(withA.status).toBe(200);
    const withB = await connect(t, 'DevMeetup', voter.user_id, 0, 1, { code: await code(b) });
    expect(withB.status).toBe(200);
    expect((await connect(t, 'DevMeetup', c.user_id, 4, 4, { code: await code(voter) })).status).toBe(200);
    const photos = { a: withA.body.response, b: withB.body.response };
    return { event, voter, a, b, c, stranger, photos };
  }

  it('lists the completed players connected either way, with whether the player voted', async () => {
    const { event, voter, a, b, c, photos } = await votingSetup();
    const listed = await completedPlayers(voter.user_id);
    expect(listed.status).toBe(200);
    // The voter's own selfie with each player; Cid entered the voter's code, the voter took none with Cid.
    expect(listed.body.response).toEqual([
      {
        user_name: 'Ann',
        event_register_id: a.event_register_id,
        voted: false,
        image: photos.a.image,
        thumbnail: photos.a.thumbnail,
      },
      {
        user_name: 'Bob',
        event_register_id: b.event_register_id,
        voted: false,
        image: photos.b.image,
        thumbnail: photos.b.thumbnail,
      },
      {
        user_name: 'Cid',
        event_register_id: c.event_register_id,
        voted: false,
        image: null,
        thumbnail: null,
      },
    ]);
    expect(photos.a.thumbnail).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
    await updateEvent(t, event, [['voting_enabled', 'true']]);
    expect((await vote(voter, b)).status).toBe(200);
    const after = await completedPlayers(voter.user_id);
    expect(after.body.response.map((p) => p.voted)).toEqual([false, true, false]);
    expect((await completedPlayers('ffffffffffffffffffffffffffffffff')).status).toBe(403);
  });

  it('refuses votes while voting is closed with statusCode 4000', async () => {
    const { voter, a } = await votingSetup();
    const answer = await vote(voter, a);
    expect(answer.status).toBe(409);
    expect(answer.body.statusCode).toBe(StatusCode.VotingState);
    expect(answer.body.message.general[0]).toBe(messages.voting.closed);
  });

  it('refuses votes for a stranger, an unfinished player, yourself, an unknown id, and twice', async () => {
    const { event, voter, a, stranger } = await votingSetup();
    const unfinished = await join(t, 'DevMeetup', 'u@example.com', 'Uma');
    await connect(t, 'DevMeetup', voter.user_id, 2, 2, { code: unfinished.user_code! });
    await updateEvent(t, event, [['voting_enabled', 'true']]);
    const cases: Array<[TestPlayer | string, number, string]> = [
      [stranger, 403, 'You can only vote for players you connected with'],
      [unfinished, 400, 'This player has not completed the Hoogo yet'],
      [voter, 400, 'You cannot vote for yourself'],
      ['not-a-player', 404, 'Player not found'],
    ];
    for (const [candidate, status, sentence] of cases) {
      const answer = await vote(voter, candidate);
      expect(answer.status).toBe(status);
      expect(answer.body.message.general[0]).toBe(sentence);
    }
    expect((await vote(voter, a)).status).toBe(200);
    const twice = await vote(voter, a);
    expect(twice.status).toBe(409);
    expect(twice.body.message.general[0]).toBe('You already voted for this player');
    const forged = await call(t.app, 'POST', `${api}/manage-game/DevMeetup/vote/${a.event_register_id}/`, {
      body: { user_id: 'ffffffffffffffffffffffffffffffff' },
    });
    expect(forged.status).toBe(403);
  });

  it('lets exactly two of three simultaneous votes through, and publishes each vote', async () => {
    const { event, voter, a, b, c } = await votingSetup();
    await updateEvent(t, event, [['voting_enabled', 'true']]);
    const heard: LiveMessage[] = [];
    const stop = t.app.liveBus.subscribe(event.event.event_id, (message) => heard.push(message));
    const answers = await Promise.all([vote(voter, a), vote(voter, b), vote(voter, c)]);
    stop();
    expect(answers.map((x) => x.status).sort()).toEqual([200, 200, 409]);
    const refused = answers.find((x) => x.status === 409)!;
    expect(refused.body.message.general[0]).toBe('You can vote for at most 2 players');
    expect(heard.filter((m) => m.type === 'vote_cast')).toHaveLength(2);
    expect(heard[0]).toMatchObject({ type: 'vote_cast', row: { vote_count: 1 } });
  });

  it('ranks completed players by votes, then connections, then completion, with hours taken', async () => {
    const { event, voter, a, b, c } = await votingSetup();
    await updateEvent(t, event, [['voting_enabled', 'true']]);
    expect((await vote(voter, b)).status).toBe(200);
    const board = await leaderboard();
    expect(board.status).toBe(200);
    const rows = board.body.response;
    expect(rows.map((r) => r.name)).toEqual(['Bob', 'Cid', 'Ann', 'Sam']);
    expect(rows[0]).toMatchObject({ event_register_id: b.event_register_id, vote_count: 1 });
    expect(rows[1]).toMatchObject({
      event_register_id: c.event_register_id,
      vote_count: 0,
      total_connections: 22,
    });
    for (const row of rows) {
      expect(row.completed_at).not.toBeNull();
      expect(row.time_taken).toBeGreaterThanOrEqual(0);
    }
    // Everyone joined at once; Ann completed at once, Sam three cards (nine minutes) later.
    expect(rows[2]?.time_taken).toBe(0);
    expect(rows[3]?.time_taken).toBe(0.15);
    expect(rows.map((r) => r.event_register_id)).not.toContain(voter.event_register_id);
    expect(rows.map((r) => r.event_register_id)).toContain(a.event_register_id);
  });
});
