import { connectionFields, multipart } from '@hoogo/testing/forms';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { Findings } from './fuzz/findings.js';
import { buildWorld, insiderTarget, type World, worldIntact } from './fuzz/fixtures.js';
import { type Mode, requestArbitrary, toInject } from './fuzz/generators.js';
import { nameOf, type Operation, operationsOf, problemOf } from './fuzz/openapi.js';
import { fuzzEnv, RUNS, SEED, TIMEOUT_MS } from './fuzz/settings.js';
import { registerUser } from './helpers/api.js';
import { type TestApp, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { api, letterAt, selfieFile } from './helpers/game.js';
import { rowsOf } from './helpers/results.js';

/**
 * The same request sent several times at once, as a phone that retries on a bad network or a user who
 * taps twice: no answer may be a 5xx, and nothing may be written twice (the rules of "no doubled
 * writes" below). First the writes that matter, made valid by hand (a connection, a join, a host, a
 * moderation, a deletion), then every operation with plausible generated requests.
 */
const REPEATS = 6;
/** Generated requests per operation, each sent REPEATS times at once. */
const CONCURRENT_RUNS = Math.max(1, Math.ceil(RUNS / 12));

/** Rows that would show a write made twice; each query answers the offending rows. */
const doubledWrites: Array<[string, ReturnType<typeof sql>]> = [
  [
    "a player's connection count differs from their counted connections",
    sql`select p.id from players p
        where p.total_connections <> (select count(*) from connections c where c.player_id = p.id and c.hidden_at is null)`,
  ],
  [
    'an event name is taken twice',
    sql`select name_lower from events group by name_lower having count(*) > 1`,
  ],
  [
    'an account email is taken twice',
    sql`select lower(email) from users group by lower(email) having count(*) > 1`,
  ],
  [
    'an event has no owner or several',
    sql`select e.id from events e
        where (select count(*) from event_hosts h where h.event_id = e.id and h.role = 'Owner') <> 1`,
  ],
];

async function doubled(t: TestApp): Promise<string[]> {
  const found: string[] = [];
  for (const [rule, query] of doubledWrites) {
    const rows = await rowsOf<unknown>(t, query);
    if (rows.length > 0) found.push(`${rule}: ${JSON.stringify(rows).slice(0, 200)}`);
  }
  return found;
}

/** The writes a retry doubles most easily, valid, each as a name and its request. */
async function handMade(t: TestApp, world: World): Promise<Array<[string, InjectOptions]>> {
  const event = world.eventId;
  const newcomer = await registerUser(t, 'fuzz-newcomer@example.com', 'Nia Newcomer');
  const owner = { authorization: `Bearer ${world.owner.token}` };
  const connectionAt = (x: number, y: number, headers: Record<string, string> = {}): InjectOptions => {
    const parts = multipart(
      connectionFields({
        x,
        y,
        letter: letterAt(x, y),
        name: `${letterAt(x, y)}lex Example`,
        liner: 'We talked about retries',
        image: selfieFile(world.jpeg),
      }),
    );
    return {
      method: 'POST',
      url: `${api}/manage-game/${event}/user-input/?user_id=${world.player.user_id}`,
      headers: { ...headers, 'content-type': parts.contentType },
      payload: parts.payload,
    };
  };
  return [
    ['a connection', connectionAt(2, 3)],
    ['a connection with an Idempotency-Key', connectionAt(3, 2, { 'idempotency-key': 'fuzz-retry-1' })],
    [
      'a join',
      {
        method: 'POST',
        url: `${api}/manage-user/${event}/get-event-register-id/`,
        headers: { authorization: `Bearer ${newcomer.access_token}` },
      },
    ],
    [
      'a host added',
      {
        method: 'POST',
        url: `${api}/manage-event/${event}/host/create/`,
        headers: owner,
        payload: { email: 'fuzz-newcomer@example.com' },
      },
    ],
    [
      'an event created',
      { method: 'POST', url: `${api}/manage-event/create/`, headers: owner, payload: { name: 'TwinFest' } },
    ],
    [
      'a connection hidden',
      {
        method: 'POST',
        url: `${api}/manage-event/${event}/connections/${world.connectionId}/hide/`,
        headers: owner,
      },
    ],
    [
      'a connection shown again',
      {
        method: 'POST',
        url: `${api}/manage-event/${event}/connections/${world.connectionId}/unhide/`,
        headers: owner,
      },
    ],
    [
      'a player removed',
      {
        method: 'POST',
        url: `${api}/manage-event/${event}/players/${world.player.event_register_id}/remove/`,
        headers: owner,
      },
    ],
    [
      'a player restored',
      {
        method: 'POST',
        url: `${api}/manage-event/${event}/players/${world.player.event_register_id}/restore/`,
        headers: owner,
      },
    ],
    [
      'a game left',
      {
        method: 'POST',
        url: `${api}/manage-game/${event}/leave/`,
        payload: { user_id: world.player.user_id },
      },
    ],
    ['an account deleted', { method: 'DELETE', url: '/api/auth/account/', headers: owner }],
  ];
}

/** Sends the request REPEATS times at once; records any unacceptable answer and any doubled write. */
async function repeated(
  t: TestApp,
  findings: Findings,
  label: string,
  operation: Operation | undefined,
  request: InjectOptions,
) {
  const answers = await Promise.all(Array.from({ length: REPEATS }, () => t.app.inject(request)));
  for (const answer of answers) {
    const problem = operation
      ? problemOf(operation, answer)
      : answer.statusCode >= 500
        ? `HTTP ${answer.statusCode}`
        : undefined;
    if (problem) findings.add(label, problem, request, answer.body);
  }
  // The hand-made writes are valid: one of the repeats at least must have made it.
  if (!operation && !answers.some((answer) => answer.statusCode < 300)) {
    findings.add(label, 'no repeat succeeded (the hand-made request is wrong)', request, answers[0]?.body);
  }
  for (const rule of await doubled(t)) findings.add(label, rule, request);
}

const plausible: Mode = { hostile: false, auths: ['owner', 'owner', 'player', 'none'] };

describe.each(testBackends('both'))('fuzzing with the same request sent at once on %s', (backend) => {
  const t = useTestApp(backend, { env: fuzzEnv });

  it(
    `answers concurrent repeats below 500 and writes nothing twice (seed ${SEED}, ${CONCURRENT_RUNS}×${REPEATS} per operation)`,
    async () => {
      const operations = operationsOf(t.app.swagger() as never);
      const findings = new Findings(SEED);
      const started = Date.now();
      let world = await buildWorld(t);
      expect(await doubled(t)).toEqual([]);
      for (const [label, request] of await handMade(t, world)) {
        await repeated(t, findings, label, undefined, request);
      }
      let requests = 0;
      for (const [index, operation] of operations.entries()) {
        if ((await worldIntact(t, world)).length > 0) world = await buildWorld(t);
        const target = insiderTarget(world);
        const samples = fc.sample(requestArbitrary(operation, plausible), {
          seed: SEED + index,
          numRuns: CONCURRENT_RUNS,
        });
        for (const generated of samples) {
          await repeated(t, findings, nameOf(operation), operation, toInject(operation, generated, target));
          requests += REPEATS;
        }
      }
      console.info(
        `concurrency fuzz on ${backend}: ${requests} generated requests in ` +
          `${Math.round((Date.now() - started) / 1000)} s`,
      );
      expect(findings.size, findings.report()).toBe(0);
    },
    TIMEOUT_MS,
  );
});
