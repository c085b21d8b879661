import { gridFields } from '@hoogo/testing/forms';
import { describe, expect, it } from 'vitest';
import { events } from '../src/db/schema.js';
import { call, registerUser } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { callMultipart } from './helpers/events.js';
import { api, connect, GRID, type TestPlayer } from './helpers/game.js';

/**
 * Accounts deleted at the same time that own each other's events and play in them: each deletion
 * leaves the other's event (locking its players, then its event row) while the other deletes that event
 * (its row, then its players by cascade). PostgreSQL broke such a deadlock by aborting one of them, which
 * answered 500 (docs/decisions/0065-media-lifetime-and-deletion-races.md). PGlite runs one transaction at a
 * time and cannot deadlock: PostgreSQL only.
 */
const ROUNDS = 8;

describe.runIf(testBackends('both').includes('postgres'))(
  'concurrent account deletions on PostgreSQL',
  () => {
    const t = useTestApp('postgres');

    /** Registers `email`, creates its event with a full grid and 3-digit friend codes. */
    async function owner(email: string, eventName: string) {
      const session = await registerUser(t, email, `${email.split('@')[0]} Owner`);
      const created = await call(t.app, 'POST', `${api}/manage-event/create/`, {
        token: session.access_token,
        body: { name: eventName },
      });
      if (created.status !== 200) throw new Error(`create: ${JSON.stringify(created.body)}`);
      const grid = await callMultipart(
        t,
        'PATCH',
        `${api}/manage-event/${eventName}/update/`,
        [...gridFields(GRID), ['code_digits', '3']],
        session.access_token,
      );
      if (grid.status !== 200) throw new Error(`grid: ${JSON.stringify(grid.body)}`);
      return { token: session.access_token, email, eventName };
    }

    /** The account of `who` joins the event. */
    async function joins(who: { token: string; email: string }, eventName: string): Promise<TestPlayer> {
      const joined = await call<TestPlayer>(
        t.app,
        'POST',
        `${api}/manage-user/${eventName}/get-event-register-id/`,
        {
          token: who.token,
        },
      );
      if (joined.status !== 200) throw new Error(`join: ${JSON.stringify(joined.body)}`);
      return { ...joined.body.response, token: who.token, email: who.email, name: who.email };
    }

    async function links(eventName: string, player: TestPlayer, other: TestPlayer, x: number, y: number) {
      const answer = await connect(t, eventName, player.user_id, x, y, {
        code: other.user_code ?? undefined,
        name: `${GRID[x]?.[y]}ee Linked`,
      });
      if (answer.status !== 200) throw new Error(`connect: ${JSON.stringify(answer.body)}`);
    }

    it('deletes every account of a ring that owns and plays in each other’s events, none answering 500', async () => {
      const statuses: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Three accounts in a ring: each owns an event the other two play in, linked by friend codes.
        const people = await Promise.all(
          ['ada', 'bob', 'cy'].map((name) => owner(`${name}${round}@example.com`, `${name}Fair${round}`)),
        );
        for (const host of people) {
          const players = [];
          for (const person of people) players.push(await joins(person, host.eventName));
          const [first, second, third] = players as [TestPlayer, TestPlayer, TestPlayer];
          await links(host.eventName, first, second, 0, 1);
          await links(host.eventName, second, third, 1, 1);
          await links(host.eventName, third, first, 2, 1);
          await links(host.eventName, second, first, 3, 1);
        }
        const answers = await Promise.all(
          people.map((person) => call(t.app, 'DELETE', '/api/auth/account/', { token: person.token })),
        );
        statuses.push(...answers.map((answer) => answer.status));
      }
      expect(statuses).toEqual(Array(ROUNDS * 3).fill(200));
      // Nothing of theirs is left: every event of the rings went with its owner.
      expect(await t.app.db.select().from(events)).toEqual([]);
    });
  },
);
