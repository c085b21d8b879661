import {
  type ActivityPage,
  type LeaderboardPlayer,
  type LeaderboardWindow,
  publicName,
  type UserMatrix,
  type VenuePrivacy,
  type VotingRow,
} from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { type HostedEvent, hideConnection, unhideConnection } from './helpers/events.js';
import {
  api,
  completeCard,
  connect,
  join,
  joinAll,
  playableEvent,
  type TestPlayer,
  uniqueSelfie,
  updateEvent,
} from './helpers/game.js';
import { type LiveFrame, testRedisUrl, useLiveSockets } from './helpers/live.js';

/**
 * Anonymous venue mode and selfie consent on the public views (docs/data.md): the boards over HTTP and
 * their sockets, the gallery and the live toasts' names, and the read-only cards. Every payload a public
 * viewer receives is searched, serialized, for the surnames and for a selfie address.
 */
const redisUrl = testRedisUrl();
const gamePath = (query = '') => `${api}/manage-event/DevMeetup/leaderboard/${query}`;
const votingPath = `${api}/manage-event/DevMeetup/vote-leaderboard/`;

/** Every surname of the test's people: players' and typed names' (the helpers type '<letter>lex Example'). */
const SURNAMES = ['Lovelace', 'Babbage', 'Hopperton', 'Example'];
/** The liner the helpers write: descriptions never reach an anonymous public view. */
const LINER = 'compilers';

/** What of the full names, selfie addresses and liners a payload carries. */
function leaks(payload: unknown): string[] {
  const text = JSON.stringify(payload);
  return [...SURNAMES, '/media/', LINER].filter((secret) => text.includes(secret));
}

describe.each(testBackends('one'))('anonymous venue mode and selfie consent on %s', (backend) => {
  const t = useTestApp(backend);
  const { open, instance } = useLiveSockets(t);
  const otherInstance = async (env: NodeJS.ProcessEnv = {}) => (await instance(env)).app;

  const setPrivacy = (event: HostedEvent, mode: VenuePrivacy) =>
    updateEvent(t, event, [['venue_privacy', mode]]);

  const publicBoard = async (app: App = t.app) =>
    (await call<LeaderboardWindow>(app, 'GET', gamePath())).body.response.rows;
  const votingBoard = async () => (await call<VotingRow[]>(t.app, 'GET', votingPath)).body.response;
  const readOnlyCard = async (player: TestPlayer) =>
    (
      await call<UserMatrix>(
        t.app,
        'GET',
        `${api}/manage-game/DevMeetup/get-user-matrix/?event_register_id=${player.event_register_id}`,
      )
    ).body.response;
  const ownCard = async (player: TestPlayer) =>
    (
      await call<UserMatrix>(
        t.app,
        'GET',
        `${api}/manage-game/DevMeetup/get-user-matrix/?user_id=${encodeURIComponent(player.user_id)}`,
      )
    ).body.response;
  const filled = (card: UserMatrix) => card.answer.flat().filter((cell) => cell.connected_name !== null);

  /**
   * An event with friend codes of 4 digits: Ada Lovelace has completed her card (21 seeded cells with
   * selfies and liners) and linked Bea Babbage by her code in cell (4, 1) with a selfie she agreed to.
   */
  async function completedEvent() {
    const event = await playableEvent(t, { codeDigits: 4 });
    const [ada, bea] = await joinAll(t, 'DevMeetup', 'Ada Lovelace', 'Bea Babbage');
    await completeCard(t, ada);
    const linked = await connect(t, 'DevMeetup', ada.user_id, 4, 1, {
      code: bea.user_code ?? '',
      image: await uniqueSelfie(),
    });
    expect(linked.status).toBe(200);
    return { event, ada, bea };
  }

  describe('HTTP', () => {
    it('boards, read-only cards and the host’s board show first names or initials, no selfie nor liner', async () => {
      const { event, ada, bea } = await completedEvent();
      // Cached in full mode first: the change must reach the cached board.
      expect((await publicBoard()).map((row) => row.user_name).sort()).toEqual([
        'Ada Lovelace',
        'Bea Babbage',
      ]);

      for (const mode of ['first_name', 'initials'] as const) {
        await setPrivacy(event, mode);
        const short = (name: string) => publicName(name, mode);

        const board = await publicBoard();
        expect(leaks(board)).toEqual([]);
        expect(board.map((row) => row.user_name).sort()).toEqual([
          short('Ada Lovelace'),
          short('Bea Babbage'),
        ]);

        // A host's token adds the friend codes; the board is still a public screen.
        const hosts = await call<LeaderboardWindow>(t.app, 'GET', gamePath(), { token: event.owner.token });
        expect(leaks(hosts.body.response.rows)).toEqual([]);
        expect(hosts.body.response.rows.map((row) => row.user_code).sort()).toEqual(
          [ada.user_code, bea.user_code].sort(),
        );

        const votes = await votingBoard();
        expect(votes.map((row) => row.name)).toEqual([short('Ada Lovelace')]);
        expect(leaks(votes)).toEqual([]);

        const card = await readOnlyCard(ada);
        expect(leaks(card)).toEqual([]);
        expect(card.user_name).toBe(short('Ada Lovelace'));
        expect(filled(card)).toHaveLength(22);
        for (const cell of filled(card)) {
          expect([cell.image, cell.thumbnail, cell.liner]).toEqual([null, null, null]);
        }
        const link = card.answer[4]?.[1];
        expect(link?.user_name).toBe(short('Bea Babbage'));
        expect(link?.connected_name).toBe(short('Vlex Example'));
      }

      // The player's own card shows everything.
      const own = await ownCard(ada);
      expect(own.user_name).toBe('Ada Lovelace');
      expect(
        filled(own).every((cell) => cell.image?.startsWith('/media/') && cell.liner?.includes(LINER)),
      ).toBe(true);

      // The hosts' activity feed shows everything.
      const activity = await call<ActivityPage>(t.app, 'GET', `${api}/manage-event/DevMeetup/activity/`, {
        token: event.owner.token,
      });
      expect(activity.status).toBe(200);
      expect(leaks(activity.body.response)).toEqual(
        expect.arrayContaining(['Lovelace', 'Babbage', '/media/', LINER]),
      );

      // Back to full names: the board computed for initials is not kept.
      await setPrivacy(event, 'full');
      expect((await publicBoard()).map((row) => row.user_name).sort()).toEqual([
        'Ada Lovelace',
        'Bea Babbage',
      ]);
      expect((await votingBoard()).map((row) => row.name)).toEqual(['Ada Lovelace']);
    });

    it('an instance whose board was cached computes it again when it reads the new setting', async () => {
      const { event } = await completedEvent();
      // Another instance without Redis: it never hears of the change, but reads the event per request.
      const other = await otherInstance();
      expect((await publicBoard(other)).map((row) => row.user_name).sort()).toEqual([
        'Ada Lovelace',
        'Bea Babbage',
      ]);
      await setPrivacy(event, 'initials');
      const board = await publicBoard(other);
      expect(board.map((row) => row.user_name).sort()).toEqual(['A. L.', 'B. B.']);
      expect(leaks(board)).toEqual([]);
    });
  });

  describe('selfie consent', () => {
    it('a selfie without consent is in neither the gallery nor others’ cards, but on its owner’s card', async () => {
      const event = await playableEvent(t);
      const ada = await join(t, 'DevMeetup', 'ada@example.com', 'Ada Lovelace');
      const refused = await connect(t, 'DevMeetup', ada.user_id, 0, 0, {
        selfieConsent: 'false',
        image: await uniqueSelfie(),
      });
      const agreed = await connect(t, 'DevMeetup', ada.user_id, 0, 1, {
        selfieConsent: 'true',
        image: await uniqueSelfie(),
      });
      expect([refused.status, agreed.status]).toEqual([200, 200]);
      const refusedImage = refused.body.response.image as string;
      const agreedImage = agreed.body.response.image as string;
      expect(refusedImage).not.toBe(agreedImage);

      const board = open(gamePath());
      const snapshot = await board.next('snapshot');
      const gallery = snapshot.response.image_data as Array<{ image: string | null; connected_name: string }>;
      expect(gallery.map((image) => image.image)).toEqual([agreedImage]);
      expect(JSON.stringify(snapshot)).not.toContain(refusedImage);

      // A connection made while the board is open: counted and named, without its selfie.
      const late = await connect(t, 'DevMeetup', ada.user_id, 0, 2, {
        selfieConsent: 'false',
        image: await uniqueSelfie(),
      });
      const made = await board.next('connection_made');
      expect(made.response.image_data).toMatchObject({
        image: null,
        thumbnail: null,
        connected_name: 'Clex Example',
        liner: expect.stringContaining(LINER),
      });
      expect(JSON.stringify(made)).not.toContain(late.body.response.image as string);

      const others = filled(await readOnlyCard(ada));
      expect(others.map((cell) => [cell.connected_name, cell.image])).toEqual([
        ['Alex Example', null],
        ['Blex Example', agreedImage],
        ['Clex Example', null],
      ]);
      const own = filled(await ownCard(ada));
      expect(own.map((cell) => cell.image)).toEqual([refusedImage, agreedImage, late.body.response.image]);

      // A host hides the refused one: the board hears of the row, never of that selfie's address.
      const feed = await call<ActivityPage>(t.app, 'GET', `${api}/manage-event/DevMeetup/activity/`, {
        token: event.owner.token,
      });
      const refusedItem = feed.body.response.items.find((item) => item.image === refusedImage);
      const hid = await hideConnection(t, event, String(refusedItem?.id));
      expect(hid.status).toBe(200);
      await board.next('player_changed');
      await board.nothingSent('connection_hidden');
      expect(JSON.stringify(board.received)).not.toContain(refusedImage);
      const unhid = await unhideConnection(t, event, String(refusedItem?.id));
      expect(unhid.status).toBe(200);

      // In an anonymous mode no selfie at all, consent or not.
      await setPrivacy(event, 'first_name');
      expect(filled(await readOnlyCard(ada)).map((cell) => cell.image)).toEqual([null, null, null]);
      expect(filled(await ownCard(ada)).map((cell) => cell.image)).toEqual(own.map((cell) => cell.image));
    });
    it('the big screen never carries the friend code a connection was made with, in full mode too', async () => {
      const { ada, bea } = await completedEvent();
      const code = bea.user_code as string;
      const board = open(gamePath());
      const snapshot = await board.next('snapshot');
      const gallery = snapshot.response.image_data as Array<{ connected_name: string; code: string | null }>;
      expect(gallery.length).toBeGreaterThan(0);
      expect(gallery.every((image) => image.code === null)).toBe(true);
      const cara = await join(t, 'DevMeetup', 'cara@example.com', 'Cara Coder');
      const linked = await connect(t, 'DevMeetup', ada.user_id, 4, 2, {
        code: cara.user_code ?? '',
        image: await uniqueSelfie(),
      });
      expect(linked.status).toBe(200);
      const made = await board.next('connection_made');
      expect(made.response.image_data).toMatchObject({ code: null });
      expect(JSON.stringify([snapshot, made])).not.toContain(`"${code}"`);
      expect(JSON.stringify(made)).not.toContain(`"${cara.user_code}"`);
    });

    it('the gallery still holds the newest selfies it may show when newer ones have no consent', async () => {
      await playableEvent(t);
      const ada = await join(t, 'DevMeetup', 'ada@example.com', 'Ada Lovelace');
      // 21 connections made before the form asked (consent null: given), then 3 without consent.
      await completeCard(t, ada);
      for (const y of [1, 2, 3]) {
        const refused = await connect(t, 'DevMeetup', ada.user_id, 4, y, { selfieConsent: 'false' });
        expect(refused.status).toBe(200);
      }
      const snapshot = await open(gamePath()).next('snapshot');
      const gallery = snapshot.response.image_data as Array<{ connected_name: string }>;
      expect(gallery).toHaveLength(21);
      const refusedNames = ['Vlex Example', 'Wlex Example', 'Xlex Example'];
      expect(gallery.filter((image) => refusedNames.includes(image.connected_name))).toEqual([]);
      expect(snapshot.response.total_connections).toBe(24);
    });
  });

  describe('live sockets', () => {
    /** The names in a game board's snapshot (sorted) and a voting board's. */
    const namesOn = (game: LiveFrame, voting: LiveFrame) => ({
      game: (game.response.user_data as LeaderboardPlayer[]).map((row) => row.user_name).sort(),
      voting: (voting.response.user_data as VotingRow[]).map((row) => row.name),
    });

    it('in initials mode the snapshots and every later change carry initials, no selfie nor liner', async () => {
      const { event, ada, bea } = await completedEvent();
      await setPrivacy(event, 'initials');
      const game = open(gamePath());
      const voting = open(votingPath);
      const [gameSnapshot, votingSnapshot] = await Promise.all([
        game.next('snapshot'),
        voting.next('snapshot'),
      ]);
      expect(gameSnapshot.response.venue_privacy).toBe('initials');
      expect(namesOn(gameSnapshot, votingSnapshot)).toEqual({ game: ['A. L.', 'B. B.'], voting: ['A. L.'] });
      expect(gameSnapshot.response.image_data).toEqual([]);

      // A player who joins and connects after the sockets opened: the room's toasts name them by initials.
      const cyd = await join(t, 'DevMeetup', 'cyd@example.com', 'Cyd Hopperton');
      const joined = await game.next('player_joined');
      expect(joined.response.player.user_name).toBe('C. H.');
      const made = await connect(t, 'DevMeetup', cyd.user_id, 0, 0, {
        code: bea.user_code ?? '',
        image: await uniqueSelfie(),
      });
      expect(made.status).toBe(200);
      const connection = await game.next('connection_made');
      expect(connection.response.player.user_name).toBe('C. H.');
      expect(connection.response.image_data).toMatchObject({
        image: null,
        thumbnail: null,
        liner: '',
        connected_name: 'A. E.',
        user_name: 'B. B.',
      });

      // Ada (completed) connects again: her row changes on the voting board too.
      const again = await connect(t, 'DevMeetup', ada.user_id, 4, 2, {
        code: cyd.user_code ?? '',
        image: await uniqueSelfie(),
      });
      expect(again.status).toBe(200);
      expect((await voting.next('connection_made')).response.user_data.name).toBe('A. L.');
      expect((await game.next('connection_made')).response.player.user_name).toBe('A. L.');

      // A host hides Cyd's connection: the row changes, and no selfie address is sent to drop.
      const feed = await call<ActivityPage>(t.app, 'GET', `${api}/manage-event/DevMeetup/activity/`, {
        token: event.owner.token,
      });
      const cydItem = feed.body.response.items.find(
        (item) => item.player.event_register_id === cyd.event_register_id,
      );
      const hidden = await hideConnection(t, event, String(cydItem?.id));
      expect(hidden.status).toBe(200);
      const changed = await game.next('player_changed');
      expect(changed.response.player.user_name).toBe('C. H.');
      expect(changed.response.window.put[0].row.user_name).toBe('C. H.');
      await game.nothingSent('connection_hidden');

      expect(leaks(game.received)).toEqual([]);
      expect(leaks(voting.received)).toEqual([]);
    });

    it('changing venue_privacy sends every open board an anonymised snapshot at once', async () => {
      const { event } = await completedEvent();
      const game = open(gamePath());
      const voting = open(votingPath);
      const [before] = await Promise.all([game.next('snapshot'), voting.next('snapshot')]);
      // Full mode: whole names and the gallery's selfies.
      expect(leaks(before)).toEqual(expect.arrayContaining(['Lovelace', '/media/']));

      await setPrivacy(event, 'first_name');
      const [gameAfter, votingAfter] = await Promise.all([game.next('snapshot'), voting.next('snapshot')]);
      expect(gameAfter.response.venue_privacy).toBe('first_name');
      expect(namesOn(gameAfter, votingAfter)).toEqual({ game: ['Ada', 'Bea'], voting: ['Ada'] });
      expect(gameAfter.response.image_data).toEqual([]);
      expect(leaks([gameAfter, votingAfter])).toEqual([]);
      expect(leaks(await publicBoard())).toEqual([]);

      await setPrivacy(event, 'full');
      const back = await game.next('snapshot');
      expect((back.response.user_data as LeaderboardPlayer[]).map((row) => row.user_name).sort()).toEqual([
        'Ada Lovelace',
        'Bea Babbage',
      ]);
      expect(back.response.image_data.length).toBeGreaterThan(0);
    });

    describe.runIf(redisUrl)('across instances (Redis)', () => {
      it('a change made through one instance reaches the boards open on another', async () => {
        const { event } = await completedEvent();
        const a = await otherInstance({ REDIS_URL: redisUrl });
        const b = await otherInstance({ REDIS_URL: redisUrl });
        const board = open(gamePath(), b);
        await board.next('snapshot');
        expect((await publicBoard(b)).map((row) => row.user_name)).toContain('Ada Lovelace');

        const changed = await call(a, 'PATCH', `${api}/manage-event/DevMeetup/update/`, {
          token: event.owner.token,
          body: { venue_privacy: 'initials' },
        });
        expect(changed.status).toBe(200);
        const snapshot = await board.next('snapshot');
        expect(
          (snapshot.response.user_data as LeaderboardPlayer[]).map((row) => row.user_name).sort(),
        ).toEqual(['A. L.', 'B. B.']);
        expect(leaks(snapshot)).toEqual([]);
        expect(leaks(await publicBoard(b))).toEqual([]);
      });
    });
  });
});
