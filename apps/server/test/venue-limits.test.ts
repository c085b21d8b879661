import { randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import { type LoginResponse, messages } from '@hoogo/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { defaultGuessBudgets, defaultRateLimits } from '../src/config/index.js';
import { guessBudgets } from '../src/db/schema.js';
import { type ApiAnswer, call, registerUser } from './helpers/api.js';
import { type LogCapture, type TestApp, testConfig, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { callMultipart, hostedEvent } from './helpers/events.js';
import { api, patchEvent } from './helpers/game.js';
import { testRedisUrl } from './helpers/live.js';

/**
 * Limits that fit a venue (docs/decisions/0054-limits-that-fit-a-venue.md): with the production limits, a
 * crowd behind one address gets in, while guessing is held per account and per event whatever the addresses.
 * Every scenario runs on one instance (the embedded database) and on two sharing PostgreSQL and Redis (the
 * scaled mode; docs/testing.md, "Which tests run on both databases").
 */

/** An address of this run only: rate-limit counters outlive a test in a shared Redis. */
const freshAddress = (first = 10) => `${first}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Runs `work` for every item, at most `width` at a time (a crowd arrives in waves, not one by one). */
async function inWaves<T, R>(items: T[], width: number, work: (item: T, i: number) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    const wave = items.slice(start, start + width);
    results.push(...(await Promise.all(wave.map((item, i) => work(item, start + i)))));
  }
  return results;
}

/**
 * The code mailed to `email`, once its mail is in the log: waited for as long as a loaded machine may
 * take to send it (two instances share one queue), answered as soon as it is there.
 */
const mailedCode = (logs: LogCapture, email: string) =>
  vi.waitFor(() => logs.lastCode(email), { timeout: 30_000, interval: 50 });

interface Instances {
  /** The instance the i-th request goes to (alternating when there are two). */
  at: (i: number) => App;
  logs: LogCapture;
}

/** generate-otp (1001), pre-register, register with the mailed code: what a first-time attendee does. */
async function signUp(instances: Instances, i: number, email: string, ip: string) {
  const app = instances.at(i);
  const unknown = await call(app, 'POST', '/api/auth/generate-otp/', {
    ip,
    body: { email_or_phone: email, type: 'Login' },
  });
  const pre = await call(instances.at(i + 1), 'POST', '/api/auth/pre-register/', { ip, body: { email } });
  if (pre.status !== 200) return [unknown.status, pre.status];
  const otp = await mailedCode(instances.logs, email);
  const registered = await call<LoginResponse>(app, 'POST', '/api/auth/register/', {
    ip,
    body: { email, name: `Attendee ${i}`, otp },
  });
  return [unknown.status, pre.status, registered.status];
}

async function fiveHundredSignUps(instances: Instances) {
  const venue = freshAddress();
  // Emails of this run only: the per-email limits live in Redis, which other runs of the suite may share.
  const run = Math.random().toString(36).slice(2, 8);
  const started = performance.now();
  const answers = await inWaves(
    Array.from({ length: 500 }, (_, i) => i),
    50,
    (i) => signUp(instances, i, `attendee.${i}.${run}@venue.example`, venue),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`500 sign-ups from one address: ${seconds} s`);
  const tally = new Map<string, number>();
  for (const answer of answers) tally.set(answer.join(' '), (tally.get(answer.join(' ')) ?? 0) + 1);
  expect(Object.fromEntries(tally)).toEqual({ '404 200 200': 500 });
}

async function thirtyWrongPasswords(t: TestApp, instances: Instances) {
  const email = 'grace@example.com';
  const password = 'correct horse battery';
  const session = await registerUser(t, email);
  await call(t.app, 'POST', '/api/auth/change-password/', {
    token: session.access_token,
    body: { new_password: password },
  });
  const login = (i: number, guess: string) =>
    call(instances.at(i), 'POST', '/api/auth/login/', {
      ip: freshAddress(),
      body: { email_or_phone: email, password: guess },
    });
  // All at once, each from its own address: the budget holds even when the guesses race.
  const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(i, `wrong guess ${i}`)));
  const checked = answers.filter((answer) => answer.status === 401).length;
  const refused = answers.filter((answer) => answer.status === 429);
  expect(checked).toBeLessThanOrEqual(defaultGuessBudgets.password.max);
  expect(checked + refused.length).toBe(30);
  for (const answer of refused) {
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.body.message.general[0]).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  }
  // The right password waits too: while blocked no password is checked.
  expect((await login(31, password)).status).toBe(429);
}

/** An event that signs its players in with ticket codes T0…T{n-1} from an uploaded list. */
async function ticketedEvent(t: TestApp, attendees: number) {
  const event = await hostedEvent(t);
  const rows = Array.from({ length: attendees }, (_, i) => `Attendee ${i},T${i},yes`).join('\n');
  const list = await callMultipart<{ event_id: string }>(
    t,
    'POST',
    `${api}/manage-event/user/mmp/csv/`,
    [
      ['name', 'Door list'],
      [
        'file',
        { filename: 'list.csv', content: Buffer.from(`name,code,checked in\n${rows}\n`), type: 'text/csv' },
      ],
    ],
    event.owner.token,
  );
  const updated = await patchEvent(t, event, [
    ['mmp_event_id', list.body.response.event_id],
    ['play_with_ticket_code', 'true'],
  ]);
  expect(updated.status).toBe(200);
  return event;
}

async function ticketGuessing(t: TestApp, instances: Instances) {
  const event = await ticketedEvent(t, 200);
  const name = event.event.event_name;
  const tryCode = (i: number, ticket_code: string, ip: string) =>
    call(instances.at(i), 'POST', `${api}/manage-game/${name}/validate-ticket-code/`, {
      ip,
      body: { ticket_code },
    });

  // The attacker: 400 wrong codes from 8 addresses, 40 at a time.
  const attackers = Array.from({ length: 8 }, () => freshAddress(172));
  const attack = inWaves(
    Array.from({ length: 400 }, (_, i) => i),
    40,
    (i) => tryCode(i, `T${1000 + i}`, attackers[i % 8] as string),
  );
  // The crowd at the door, behind the venue's one address, five at a time, one typo in twenty: during
  // the attack, then after it.
  const venue = freshAddress(203);
  const crowd = (from: number, to: number) =>
    inWaves(
      Array.from({ length: to - from }, (_, i) => from + i),
      5,
      async (n) => {
        if (n % 20 === 7) return ['typo', await tryCode(n, `T${n}x`, venue)] as const;
        return ['right', await tryCode(n, `T${n}`, venue)] as const;
      },
    );
  const [attackAnswers, during] = await Promise.all([attack, crowd(0, 150)]);
  const after = await crowd(150, 200);

  const checked = attackAnswers.filter((answer) => answer.status === 400).length;
  const held = attackAnswers.filter((answer) => answer.status === 429);
  const { ticketCodeEvent, ticketCodeAddress } = defaultGuessBudgets;
  // Past the event's budget each address has only its own allowance left.
  expect(checked).toBeLessThanOrEqual(ticketCodeEvent.max + attackers.length * ticketCodeAddress.max);
  expect(checked + held.length).toBe(400);
  expect(held.length).toBeGreaterThan(200);
  for (const answer of held) {
    const seconds = Number(answer.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(answer.body.message.general).toEqual([messages.signInWait.ticketCodeHeld(seconds)]);
  }
  // The crowd was never held: every right code got in, every typo was told so.
  const statuses = (answers: ReadonlyArray<readonly [string, ApiAnswer]>) =>
    answers.map(([kind, answer]) => `${kind} ${answer.status}`);
  for (const answers of [during, after]) {
    expect(new Set(statuses(answers))).toEqual(new Set(['right 200', 'typo 400']));
  }
  // The attacker's addresses are still held after the attack.
  expect((await tryCode(0, 'T5000', attackers[0] as string)).status).toBe(429);

  // The event's counts go with it.
  const budgetKeys = async () =>
    (await t.app.db.select({ key: guessBudgets.key }).from(guessBudgets)).filter((row) =>
      row.key.startsWith(`ticket-code:${event.event.event_id}`),
    );
  expect((await budgetKeys()).length).toBeGreaterThan(attackers.length);
  const deleted = await call(t.app, 'DELETE', `${api}/manage-event/${name}/delete/`, {
    token: event.owner.token,
  });
  expect(deleted.status).toBe(200);
  expect(await budgetKeys()).toEqual([]);
}

/**
 * A crowd test is bounded by its count (500 people, 60 guesses), not by a time: its timeout only stops a
 * run that hangs. On a 2-core machine kept busy by other processes, the 500 sign-ups on the embedded
 * database took 135 s, four times the 34 s they took across two instances on PostgreSQL in the same run;
 * how fast the server is lives in `npm run bench`.
 */
const CROWD_TIMEOUT_MS = 300_000;

describe.each(testBackends('one'))('a venue behind one address, production limits, on %s', (backend) => {
  const t = useTestApp(backend, { config: { rateLimits: defaultRateLimits } });
  const one = (): Instances => ({ at: () => t.app, logs: t.logs });

  it('lets 500 sign-ups from one address all in', { timeout: CROWD_TIMEOUT_MS }, async () => {
    await fiveHundredSignUps(one());
  });

  it('cuts 30 wrong passwords for one account from 30 addresses off after at most 10', async () => {
    await thirtyWrongPasswords(t, one());
  });

  it('cuts ticket-code guessing on one event off while the crowd at the door gets in', {
    timeout: CROWD_TIMEOUT_MS,
  }, async () => {
    await ticketGuessing(t, one());
  });
});

const redisUrl = testRedisUrl();

describe.runIf(redisUrl).each(testBackends('scaled'))(
  'the same across two instances (Redis) on %s',
  (backend) => {
    const t = useTestApp(backend, { config: { rateLimits: defaultRateLimits } });
    const apps: App[] = [];
    afterEach(async () => {
      for (const app of apps.splice(0)) {
        await app.close();
        rmSync(app.config.dataDir, { recursive: true, force: true });
      }
    });

    /** Two instances on the test's database and one Redis, with the production limits. */
    const two = async (): Promise<Instances> => {
      // The test's own app sends from the same mail queue as the two instances: one log for all three,
      // or a mail it happened to claim would never be found.
      const logs = t.logs;
      for (let i = 0; i < 2; i++) {
        const app = await buildApp(testConfig({ REDIS_URL: redisUrl }, { rateLimits: defaultRateLimits }), {
          database: t.db.database,
          logStream: logs,
        });
        await app.ready();
        apps.push(app);
      }
      return { at: (i) => apps[i % 2] as App, logs };
    };

    it('lets 500 sign-ups from one address all in', { timeout: CROWD_TIMEOUT_MS }, async () => {
      await fiveHundredSignUps(await two());
    });

    it('cuts 30 wrong passwords for one account off after at most 10', async () => {
      await thirtyWrongPasswords(t, await two());
    });

    it('cuts ticket-code guessing off while the crowd gets in', { timeout: CROWD_TIMEOUT_MS }, async () => {
      await ticketGuessing(t, await two());
    });
  },
);
