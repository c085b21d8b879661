import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Findings } from './fuzz/findings.js';
import { type Attacker, attackerTarget, buildWorld, type World, worldIntact } from './fuzz/fixtures.js';
import { type Mode, requestArbitrary, toInject } from './fuzz/generators.js';
import { nameOf, type Operation, operationsOf, problemOf } from './fuzz/openapi.js';
import { fuzzEnv, RUNS, SEED, TIMEOUT_MS } from './fuzz/settings.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';

/**
 * Every operation called at one event with the credentials of someone who has no business there: the
 * host of another event (their token, their player's key), and a player the hosts removed (their token
 * and key). The requests are plausible (of the schema's shape) so that they get past validation to the
 * access checks. No answer may be a 5xx; a 2xx is allowed only where any account acts on itself or the
 * route is public, and then it may hold nothing private of the event (World.secrets). The event must be
 * as it was afterwards.
 */

/** Operations at an event that any signed-in account may call for itself: joining, its own registration. */
const OWN_ACCOUNT = new Set([
  'POST /api/hoogo/manage-user/{id}/get-event-register-id/',
  'GET /api/hoogo/manage-user/{id}/get-event-register-id/',
  'POST /api/hoogo/manage-user/{id}/start-playing/',
]);

/** Operations a removed player may still call with their own key: reading their card, leaving the game. */
const REMOVED_MAY = new Set([
  'GET /api/hoogo/manage-game/{id}/get-user-matrix/',
  'POST /api/hoogo/manage-game/{id}/leave/',
]);

const takesPlayerKey = (operation: Operation) =>
  operation.parameters.some((parameter) => parameter.name === 'user_id') ||
  JSON.stringify(operation.body ?? {}).includes('"user_id"');

/** Why a successful answer to the attacker is a leak, or undefined when the route may answer it. */
function leakOf(operation: Operation, attacker: Attacker): string | undefined {
  const name = nameOf(operation);
  const atEvent = operation.path.includes('{id}');
  if (!atEvent || OWN_ACCOUNT.has(name)) return undefined;
  if (operation.bearer) return `2xx for ${attacker} on a hosts' route`;
  if (attacker === 'removed' && REMOVED_MAY.has(name)) return undefined;
  if (takesPlayerKey(operation) && operation.method !== 'GET') return `2xx for ${attacker}'s player key`;
  return undefined;
}

/** Two attackers: half the runs per operation each keep the suite as short as the hostile one. */
const ACCESS_RUNS = Math.max(1, Math.ceil(RUNS / 2));

const plausible: Mode = { hostile: false, auths: ['owner', 'owner', 'player', 'none'] };

describe.each(testBackends('one'))('fuzzing access with foreign and revoked credentials on %s', (backend) => {
  const t = useTestApp(backend, { env: fuzzEnv });

  it(
    `refuses another event's host and a removed player everywhere (seed ${SEED}, ${ACCESS_RUNS} runs per operation each)`,
    async () => {
      const operations = operationsOf(t.app.swagger() as never);
      const findings = new Findings(SEED);
      const world: World = await buildWorld(t);
      let requests = 0;
      const started = Date.now();
      for (const attacker of ['other-host', 'removed'] as const) {
        const target = attackerTarget(world, attacker);
        for (const [index, operation] of operations.entries()) {
          const samples = fc.sample(requestArbitrary(operation, plausible), {
            seed: SEED + index,
            numRuns: RUNS,
          });
          for (const generated of samples) {
            const request = toInject(operation, generated, target);
            const response = await t.app.inject(request);
            requests += 1;
            const problem = problemOf(operation, response);
            if (problem) findings.add(`${attacker}: ${nameOf(operation)}`, problem, request, response.body);
            if (response.statusCode >= 300) continue;
            const leak = leakOf(operation, attacker);
            if (leak) findings.add(`${attacker}: ${nameOf(operation)}`, leak, request, response.body);
            for (const secret of world.secrets) {
              if (response.body.includes(secret)) {
                findings.add(
                  `${attacker}: ${nameOf(operation)}`,
                  `answer holds ${secret}`,
                  request,
                  response.body,
                );
              }
            }
          }
        }
        for (const broken of await worldIntact(t, world)) findings.add(attacker, `afterwards ${broken}`, '');
      }
      console.info(
        `access fuzz on ${backend}: ${requests} requests in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      expect(findings.size, findings.report()).toBe(0);
    },
    TIMEOUT_MS,
  );
});
