import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Findings } from './fuzz/findings.js';
import { buildWorld, insiderTarget, type World, worldIntact } from './fuzz/fixtures.js';
import { requestArbitrary, toInject } from './fuzz/generators.js';
import { nameOf, operationsOf, problemOf } from './fuzz/openapi.js';
import { fuzzEnv, RUNS, SEED, TIMEOUT_MS } from './fuzz/settings.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';

/**
 * The API fuzzed from its own OpenAPI document: every operation receives generated hostile inputs
 * (fuzz/generators.ts), some with the event owner's session or the player's, so the handlers are
 * reached. Every answer must be below 500 (a 501-504 only where the operation documents it: an outside
 * service that is not configured or cannot be reached) and inside the envelope, nothing may pollute
 * Object.prototype, and /healthz must answer afterwards. Every distinct failure of every operation is
 * collected and reported together. The other fuzz suites: fuzz-access (other events' hosts, removed
 * players), fuzz-concurrency (the same request at once), fuzz-clients (slow bodies, socket floods).
 */
describe.each(testBackends('one'))('fuzzing every operation of the OpenAPI document on %s', (backend) => {
  const t = useTestApp(backend, { env: fuzzEnv });

  it(
    `answers every generated request below 500 and inside the envelope (seed ${SEED}, ${RUNS} runs per operation)`,
    async () => {
      const operations = operationsOf(t.app.swagger() as never);
      expect(operations.length).toBeGreaterThan(30);
      const findings = new Findings(SEED);
      let requests = 0;
      const started = Date.now();
      let world: World = await buildWorld(t);
      let fresh = 1;
      for (const [index, operation] of operations.entries()) {
        // A run may have deleted the event, revoked a session or turned the grid off: start again then.
        if ((await worldIntact(t, world)).length > 0) {
          world = await buildWorld(t);
          fresh += 1;
        }
        const target = insiderTarget(world);
        for (const generated of fc.sample(requestArbitrary(operation), {
          seed: SEED + index,
          numRuns: RUNS,
        })) {
          const request = toInject(operation, generated, target);
          const response = await t.app.inject(request);
          requests += 1;
          const problem = problemOf(operation, response);
          if (problem) findings.add(nameOf(operation), problem, request, response.body);
          if (({} as { polluted?: unknown }).polluted !== undefined) {
            findings.add(nameOf(operation), 'Object.prototype polluted', request);
          }
        }
      }
      console.info(
        `fuzz on ${backend}: ${requests} requests to ${operations.length} operations in ` +
          `${Math.round((Date.now() - started) / 1000)} s (${fresh} fixture sets), seed ${SEED}`,
      );
      expect(findings.size, findings.report()).toBe(0);
      expect(requests).toBe(operations.length * RUNS);

      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ hasError: false });
    },
    TIMEOUT_MS,
  );
});
