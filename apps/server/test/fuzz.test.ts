import { randomBytes } from 'node:crypto';
import { type FormParts, multipart } from '@hoogo/testing/forms';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { join, jpeg, playableEvent } from './helpers/game.js';

/**
 * The API fuzzed from its own OpenAPI document: every operation receives generated hostile inputs
 * (wrong types, NUL bytes, lone surrogates, huge strings, unicode, prototype-pollution keys, path
 * traversal, missing and extra fields, malformed JSON and multipart), some with a valid session, player
 * key or host so the handlers are reached. Every answer must be below 500 (a 502/503/504 only where
 * the operation documents it: an outside service that cannot be reached) and inside the envelope, and
 * /healthz must answer afterwards. `npm test` runs FUZZ_RUNS (default 12) requests per operation;
 * `npm run fuzz` runs many more. The seed is fixed (FUZZ_SEED) and printed with any failure.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** An address where nothing listens: the outside services fail at once instead of being called. */
const NOWHERE = 'http://127.0.0.1:9';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  contentTypes: string[];
  body?: JsonSchema;
  documented: Set<number>;
  bearer: boolean;
}

interface Fixtures {
  ownerToken: string;
  playerToken: string;
  eventName: string;
  eventId: string;
  playerKey: string;
  registerId: string;
  jpeg: Buffer;
}

type Auth = 'none' | 'owner' | 'player' | 'forged';

/** Strings that broke servers before, and some that should not. */
const nasty = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  'x\udc00y',
  '\udbff\udfff',
  '😀👍🏽🇫🇷',
  'Zoë Ærøskøbing',
  'ﷺ\u202eevil\u202c',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '__proto__',
  'constructor',
  'prototype',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '#{7*7} {{7*7}} <%= 7*7 %>',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'true',
  '\r\nX-Injected: 1',
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nasty) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', '😀', '\u0000', 'é'), fc.integer({ min: 1_000, max: 300_000 }))
      .map(([unit, count]) => unit.repeat(count)),
  },
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.constantFrom(0, -1, 2 ** 53, -(2 ** 31), 1.5, 1e308),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'a', 'x\u0000'), tie('value'), {
      maxKeys: 3,
    }),
  ),
})).value;

/** A value of the schema's shape, or (often) a hostile one in its place. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => fromSchema(variant, depth + 1)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], depth + 1);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), hostileValue);
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), hostileValue);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let typed: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      typed = fc.oneof(
        hostileString,
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.constant('Alex Example'),
      );
      break;
    case 'integer':
      typed = fc.oneof(fc.integer({ min: -5, max: 10 }), fc.integer());
      break;
    case 'number':
      typed = fc.oneof(fc.integer({ min: -5, max: 10 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
      break;
    case 'boolean':
      typed = fc.boolean();
      break;
    case 'array':
      typed = fc.array(fromSchema(schema.items, depth + 1), { maxLength: 4 });
      break;
    case 'object':
      typed = objectFrom(schema, depth);
      break;
    default:
      typed = hostileValue;
  }
  return fc.oneof({ weight: 3, arbitrary: typed }, { weight: 1, arbitrary: hostileValue });
}

/** An object of the schema's fields, some left out, some extra (prototype-pollution keys among them). */
function objectFrom(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {});
  return fc
    .tuple(
      fc.tuple(...fields.map(([, field]) => fc.option(fromSchema(field, depth + 1), { freq: 5 }))),
      fc.dictionary(
        fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role', 'x'.repeat(300)),
        hostileValue,
        {
          maxKeys: 2,
        },
      ),
    )
    .map(([values, extra]) => {
      const result: Record<string, unknown> = {};
      fields.forEach(([name], index) => {
        if (values[index] !== null) result[name] = values[index];
      });
      for (const [key, value] of Object.entries(extra)) {
        Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return result;
    });
}

/** A generated value as query text (objects without a prototype have no String()). */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** Percent-encodes what encodeURIComponent can, and lone surrogates as the bytes a sloppy client sends. */
function loosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^\w%.~-]/g, (c) => encodeURIComponent(c));
  }
}

/** JSON text that keeps own `__proto__` keys as keys (JSON.stringify does), or raw broken JSON. */
const brokenJson = [
  '{',
  '{"a":',
  '[]',
  'null',
  '"text"',
  '1e999',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\ufeff{}',
];

const brokenMultipart = (boundary: string) => [
  `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc\r\n--${boundary.slice(0, 3)}`,
  `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`,
  `--${boundary}\r\nno header separator\r\n--${boundary}--\r\n`,
  `--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${boundary}--\r\n`,
  `--${boundary}\r\nContent-Disposition: form-data; name="a"; filename="x"\r\n\r\n`,
  `garbage before any boundary\r\n`,
  `--${boundary}\r\nContent-Disposition: form-data; name="json"\r\nContent-Type: application/json\r\n\r\n{broken\r\n--${boundary}--\r\n`,
  '',
];

/** Field names of files in the forms (the others are text). */
const FILE_FIELDS = new Set(['image', 'post_template', 'story_template', 'template_image', 'file']);

interface Generated {
  auth: Auth;
  params: Record<string, string | null>;
  query: Array<[string, string]>;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw-json'; text: string }
    | { kind: 'form'; value: Record<string, unknown>; extra: Array<[string, string]> }
    | { kind: 'broken-form'; index: number; withBoundary: boolean }
    | { kind: 'other-type'; contentType: string; text: string };
}

function requestArbitrary(operation: Operation): fc.Arbitrary<Generated> {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const auth = fc.constantFrom<Auth>('none', 'owner', 'owner', 'player', 'forged');
  // null: the fixture's valid value for the parameter.
  const params = fc.record(
    Object.fromEntries(
      pathParams.map((parameter) => [parameter.name, fc.option(hostileString, { freq: 3 })] as const),
    ),
  );
  const query = fc
    .tuple(
      fc.tuple(
        ...queryParams.map((parameter) =>
          fc.option(
            fc.oneof(
              { weight: 2, arbitrary: fc.constant('\u0001valid') },
              { weight: 3, arbitrary: fromSchema(parameter.schema).map(asText) },
            ),
            { freq: 4 },
          ),
        ),
      ),
      fc.array(
        fc.tuple(
          fc.constantFrom('__proto__', 'constructor[prototype][x]', 'user_id', 'a[]', '\u0000'),
          hostileString,
        ),
        { maxLength: 2 },
      ),
    )
    .map(([values, extra]) => {
      const pairs: Array<[string, string]> = [];
      queryParams.forEach((parameter, index) => {
        const value = values[index];
        if (value !== null && value !== undefined) pairs.push([parameter.name, value]);
      });
      return [...pairs, ...extra];
    });

  const bodies: Array<fc.Arbitrary<Generated['body']>> = [
    fc.constant({ kind: 'none' as const }),
    fc.constantFrom(...brokenJson).map((text) => ({ kind: 'raw-json' as const, text })),
    fc
      .tuple(
        fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'image/png'),
        hostileString,
      )
      .map(([contentType, text]) => ({ kind: 'other-type' as const, contentType, text })),
    fc
      .tuple(fc.nat(brokenMultipart('x').length - 1), fc.boolean())
      .map(([index, withBoundary]) => ({ kind: 'broken-form' as const, index, withBoundary })),
  ];
  if (operation.body) {
    const value = fromSchema(operation.body);
    if (operation.contentTypes.includes('application/json') || operation.contentTypes.length === 0) {
      bodies.push(value.map((json) => ({ kind: 'json' as const, value: json })));
      bodies.push(value.map((json) => ({ kind: 'json' as const, value: json })));
    }
    if (operation.contentTypes.includes('multipart/form-data')) {
      const form = fc.tuple(
        objectFrom(operation.body, 0),
        fc.array(fc.tuple(fc.constantFrom('__proto__', 'extra', 'a"b', '\u0000', 'image'), hostileString), {
          maxLength: 2,
        }),
      );
      const asForm = form.map(([formValue, extra]) => ({ kind: 'form' as const, value: formValue, extra }));
      bodies.push(asForm, asForm, asForm);
    }
  } else if (operation.method !== 'GET' && operation.method !== 'DELETE') {
    bodies.push(hostileValue.map((json) => ({ kind: 'json' as const, value: json })));
  }
  return fc.record({ auth, params, query, body: fc.oneof(...bodies) });
}

function formParts(value: Record<string, unknown>, extra: Array<[string, string]>, image: Buffer): FormParts {
  const parts: FormParts = [];
  for (const [name, field] of Object.entries(value)) {
    if (FILE_FIELDS.has(name)) {
      const content = typeof field === 'string' && field.length > 0 ? Buffer.from(field) : image;
      parts.push([
        name,
        { filename: typeof field === 'string' ? field.slice(0, 50) : 'a.jpg', content, type: 'image/jpeg' },
      ]);
    } else {
      parts.push([name, typeof field === 'string' ? field : (JSON.stringify(field) ?? '')]);
    }
  }
  return [...parts, ...extra];
}

function toInject(operation: Operation, generated: Generated, fixtures: Fixtures): InjectOptions {
  const valid: Record<string, string> = {
    id: fixtures.eventId,
    event_register_id: fixtures.registerId,
  };
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = generated.params[name];
    return value === null || value === undefined
      ? loosely(valid[name] ?? fixtures.eventName)
      : loosely(value);
  });
  const query = generated.query
    .map(([key, value]) => {
      const real =
        value === '\u0001valid' ? (key === 'user_id' ? fixtures.playerKey : fixtures.registerId) : value;
      return `${loosely(key)}=${loosely(real)}`;
    })
    .join('&');
  const headers: Record<string, string> = {};
  if (generated.auth === 'owner') headers.authorization = `Bearer ${fixtures.ownerToken}`;
  if (generated.auth === 'player') headers.authorization = `Bearer ${fixtures.playerToken}`;
  if (generated.auth === 'forged') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.';
  let payload: string | Buffer | undefined;
  const { body } = generated;
  if (body.kind === 'json') {
    payload = JSON.stringify(body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (body.kind === 'raw-json') {
    payload = body.text;
    headers['content-type'] = 'application/json';
  } else if (body.kind === 'other-type') {
    payload = Buffer.from(body.text);
    headers['content-type'] = body.contentType;
  } else if (body.kind === 'form') {
    const form = multipart(formParts(body.value, body.extra, fixtures.jpeg));
    payload = form.payload;
    headers['content-type'] = form.contentType;
  } else if (body.kind === 'broken-form') {
    const boundary = `fuzz${randomBytes(4).toString('hex')}`;
    payload = Buffer.from(brokenMultipart(boundary)[body.index] ?? '', 'latin1');
    headers['content-type'] = body.withBoundary
      ? `multipart/form-data; boundary=${boundary}`
      : 'multipart/form-data';
  }
  return {
    method: operation.method as InjectOptions['method'],
    url: `${path}${query ? `?${query}` : ''}`,
    headers,
    ...(payload !== undefined && { payload }),
  };
}

/** The operations of the OpenAPI document, with their parameters and body schema. */
function operationsOf(document: { paths?: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, raw] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const operation = raw as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, unknown>;
        security?: Array<Record<string, unknown>>;
      };
      const content = operation.requestBody?.content ?? {};
      const contentTypes = Object.keys(content);
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        contentTypes,
        body: contentTypes.map((type) => content[type]?.schema).find(Boolean),
        documented: new Set(Object.keys(operation.responses ?? {}).map(Number)),
        bearer: (operation.security ?? []).some((entry) => 'bearerAuth' in entry),
      });
    }
  }
  // Deleting runs last within a path: the other operations still find the fixtures.
  return operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

/** What is wrong with an answer, or undefined when it is an acceptable one. */
function problemOf(
  operation: Operation,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
): string | undefined {
  const { statusCode } = response;
  // Documented: 501 for a sign-in or share service that is not configured, 502-504 for an outside
  // service that cannot be reached (the fuzz points them nowhere).
  const documentedFailure = [501, 502, 503, 504].includes(statusCode) && operation.documented.has(statusCode);
  if (statusCode >= 500 && !documentedFailure) return `HTTP ${statusCode}`;
  const type = String(response.headers['content-type'] ?? '');
  // Successful answers of other types (CSV, images, pages) are what the operation makes.
  if (statusCode < 400 && !type.includes('json')) return undefined;
  if (!type.includes('application/json')) return `HTTP ${statusCode} as ${type || 'no content type'}`;
  let body: { hasError?: unknown; statusCode?: unknown; message?: { general?: unknown }; response?: unknown };
  try {
    body = JSON.parse(response.body);
  } catch {
    return `HTTP ${statusCode} with a body that is not JSON`;
  }
  const envelope =
    typeof body === 'object' &&
    body !== null &&
    typeof body.hasError === 'boolean' &&
    typeof body.statusCode === 'number' &&
    Array.isArray(body.message?.general) &&
    'response' in body;
  if (!envelope) return `HTTP ${statusCode} outside the envelope`;
  if (statusCode >= 400 && body.hasError !== true) return `HTTP ${statusCode} with hasError false`;
  return undefined;
}

describe.each(testBackends())('fuzzing every operation of the OpenAPI document on %s', (backend) => {
  const t = useTestApp(backend, {
    env: {
      GOOGLE_CLIENT_ID: 'fuzz-client.apps.googleusercontent.com',
      LINKEDIN_CLIENT_ID: 'fuzz-linkedin',
      LINKEDIN_CLIENT_SECRET: 'fuzz-linkedin-secret',
      LINKEDIN_OAUTH_URL: NOWHERE,
      LINKEDIN_API_URL: NOWHERE,
      GOOGLE_AUTHORIZE_URL: NOWHERE,
      GOOGLE_JWKS_URL: NOWHERE,
    },
  });

  /** Whether the fixtures still work: the owner hosts the event and the player key opens the card. */
  async function stillValid(current: Fixtures): Promise<boolean> {
    const info = await t.app.inject({
      method: 'GET',
      url: `/api/hoogo/manage-event/${current.eventId}/get-info/`,
      headers: { authorization: `Bearer ${current.ownerToken}` },
    });
    const card = await t.app.inject({
      method: 'GET',
      url: `/api/hoogo/manage-game/${current.eventId}/get-user-matrix/?user_id=${current.playerKey}`,
    });
    const joined = await t.app.inject({
      method: 'GET',
      url: `/api/hoogo/manage-user/${current.eventId}/get-event-register-id/`,
      headers: { authorization: `Bearer ${current.playerToken}` },
    });
    return (
      info.statusCode === 200 &&
      info.json().response?.role === 'Owner' &&
      card.statusCode === 200 &&
      joined.statusCode === 200
    );
  }

  async function fixtures(): Promise<Fixtures> {
    await t.db.reset();
    const hosted = await playableEvent(t, { name: 'FuzzFest' });
    const player = await join(t, 'FuzzFest', 'fuzz-player@example.com');
    return {
      ownerToken: hosted.owner.token,
      playerToken: player.token,
      eventName: hosted.event.event_name,
      eventId: hosted.event.event_id,
      playerKey: player.user_id,
      registerId: player.event_register_id,
      jpeg: await jpeg(),
    };
  }

  it(
    `answers every generated request below 500 and inside the envelope (seed ${SEED}, ${RUNS} runs per operation)`,
    async () => {
      const operations = operationsOf(t.app.swagger() as never);
      expect(operations.length).toBeGreaterThan(30);
      const failures: string[] = [];
      let requests = 0;
      const started = Date.now();
      let current = await fixtures();
      let fresh = 1;
      for (const [index, operation] of operations.entries()) {
        // A run may have deleted the event, revoked a session or turned the grid off: start again then.
        if (!(await stillValid(current))) {
          current = await fixtures();
          fresh += 1;
        }
        const property = fc.asyncProperty(requestArbitrary(operation), async (generated) => {
          const request = toInject(operation, generated, current);
          const response = await t.app.inject(request);
          requests += 1;
          const problem = problemOf(operation, response);
          if (problem) {
            throw new Error(
              `${operation.method} ${operation.path}: ${problem}\n${response.body.slice(0, 300)}`,
            );
          }
          expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
        });
        const result = await fc.check(property, { seed: SEED + index, numRuns: RUNS, endOnFailure: true });
        if (result.failed) {
          const request = result.counterexample?.[0] as Generated | undefined;
          failures.push(
            `${operation.method} ${operation.path} (seed ${SEED + index}, FUZZ_SEED=${SEED}): ` +
              `${String((result.errorInstance as Error | undefined)?.message ?? result.errorInstance)}\n` +
              `  request: ${JSON.stringify(request && toInject(operation, request, current), (_, v) =>
                typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…(${v.length})` : v,
              )}`,
          );
        }
      }
      console.info(
        `fuzz on ${backend}: ${requests} requests to ${operations.length} operations in ` +
          `${Math.round((Date.now() - started) / 1000)} s (${fresh} fixture sets), seed ${SEED}`,
      );
      expect(failures, `fuzz seed ${SEED}:\n${failures.join('\n')}`).toEqual([]);
      expect(requests).toBeGreaterThan(operations.length * Math.min(RUNS, 5));

      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ hasError: false });
    },
    // The run itself takes about 40 s on PGlite; the margin is for a busy CI machine.
    Number(process.env.FUZZ_TIMEOUT_MS ?? Math.max(240_000, RUNS * 10_000)),
  );
});
