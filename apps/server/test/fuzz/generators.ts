import { randomBytes } from 'node:crypto';
import { type FormParts, multipart } from '@hoogo/testing/forms';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { JsonSchema, Operation } from './openapi.js';

/**
 * Generated requests for the operations of the OpenAPI document: hostile inputs (wrong types, NUL bytes,
 * lone surrogates, huge strings, unicode, prototype-pollution keys, path traversal, missing and extra
 * fields, malformed JSON and multipart), or plausible ones (of the schema's shape) that get past the
 * validation to the handlers, with the credentials of a Target.
 */

/** Whose credentials a request carries: none, forged ones, or one of the Target's. */
export type Auth = 'none' | 'owner' | 'player' | 'forged';

/** A string generated where the Target's valid value goes (a player key, an id). */
export const VALID = '\u0001valid';

/** What the requests aim at and carry: the fixtures of a test. */
export interface Target {
  /** Valid values of path parameters by name; other path parameters get `eventName`. */
  path: Record<string, string>;
  eventName: string;
  /** Valid values of query parameters and JSON fields by name (user_id, event_register_id, token). */
  values: Record<string, string>;
  /** The value for a name `values` does not have. */
  fallback: string;
  /** The access token a request of each kind carries. */
  bearer: Partial<Record<Auth, string>>;
  jpeg: Buffer;
}

/** Whether the generated values are hostile (most) or plausible (of the schema's shape, no garbage). */
export interface Mode {
  hostile: boolean;
  auths: Auth[];
}

export const hostileMode: Mode = { hostile: true, auths: ['none', 'owner', 'owner', 'player', 'forged'] };

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

/** Names of fields and parameters whose valid value the Target knows (the VALID marker stands for it). */
const KNOWN = new Set(['user_id', 'event_register_id', 'token']);

/** Plausible strings: what a person types, or the Target's valid value. */
const plausibleString = fc.oneof(
  fc.constant('Alex Example'),
  fc.constant(VALID),
  fc.constant('alex@example.com'),
  fc.string({ minLength: 1, maxLength: 20 }),
);

/** A value of the schema's shape, or (often, when hostile) a hostile one in its place. */
export function fromSchema(schema: JsonSchema | undefined, depth = 0, hostile = true): fc.Arbitrary<unknown> {
  const anything = hostile ? hostileValue : plausibleString;
  if (!schema || depth > 4) return anything;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    return fc.oneof(...variants.map((variant) => fromSchema(variant, depth + 1, hostile)));
  }
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], depth + 1, hostile);
  if (schema.const !== undefined)
    return hostile ? fc.oneof(fc.constant(schema.const), anything) : fc.constant(schema.const);
  if (schema.enum?.length) {
    return hostile ? fc.oneof(fc.constantFrom(...schema.enum), anything) : fc.constantFrom(...schema.enum);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let typed: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      typed = hostile ? fc.oneof(hostileString, plausibleString) : plausibleString;
      break;
    case 'integer':
      typed = hostile
        ? fc.oneof(fc.integer({ min: -5, max: 10 }), fc.integer())
        : fc.integer({ min: 0, max: 4 });
      break;
    case 'number':
      typed = fc.oneof(fc.integer({ min: -5, max: 10 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
      break;
    case 'boolean':
      typed = fc.boolean();
      break;
    case 'array':
      typed = fc.array(fromSchema(schema.items, depth + 1, hostile), { maxLength: 4 });
      break;
    case 'object':
      typed = objectFrom(schema, depth, hostile);
      break;
    default:
      typed = anything;
  }
  return hostile ? fc.oneof({ weight: 3, arbitrary: typed }, { weight: 1, arbitrary: hostileValue }) : typed;
}

/**
 * An object of the schema's fields, some left out, and when hostile some extra (prototype-pollution keys
 * among them). A field the Target knows is often given its valid value.
 */
function objectFrom(
  schema: JsonSchema,
  depth: number,
  hostile = true,
): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {});
  const fieldValue = (name: string, field: JsonSchema) => {
    const generated = fromSchema(field, depth + 1, hostile);
    return KNOWN.has(name) ? fc.oneof(fc.constant(VALID), generated) : generated;
  };
  const required = new Set(schema.required ?? []);
  return fc
    .tuple(
      fc.tuple(
        ...fields.map(([name, field]) =>
          // Plausible objects keep every required field, and most optional ones.
          !hostile && required.has(name)
            ? fieldValue(name, field)
            : fc.option(fieldValue(name, field), { freq: 5 }),
        ),
      ),
      hostile
        ? fc.dictionary(
            fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role', 'x'.repeat(300)),
            hostileValue,
            { maxKeys: 2 },
          )
        : fc.constant<Record<string, unknown>>({}),
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

export interface Generated {
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

/** The query of a request: the operation's parameters (some left out), and when hostile a few extra. */
function queryArbitrary(operation: Operation, mode: Mode): fc.Arbitrary<Array<[string, string]>> {
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const parameterValue = (schema: JsonSchema | undefined) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(VALID) },
      { weight: 3, arbitrary: fromSchema(schema, 0, mode.hostile).map(asText) },
    );
  const extra = mode.hostile
    ? fc.array(
        fc.tuple(
          fc.constantFrom('__proto__', 'constructor[prototype][x]', 'user_id', 'a[]', '\u0000'),
          hostileString,
        ),
        { maxLength: 2 },
      )
    : fc.constant<Array<[string, string]>>([]);
  return fc
    .tuple(
      fc.tuple(...queryParams.map((parameter) => fc.option(parameterValue(parameter.schema), { freq: 4 }))),
      extra,
    )
    .map(([values, extras]) => {
      const pairs: Array<[string, string]> = [];
      queryParams.forEach((parameter, index) => {
        const value = values[index];
        if (value !== null && value !== undefined) pairs.push([parameter.name, value]);
      });
      return [...pairs, ...extras];
    });
}

/** The bodies of a request: broken ones when hostile, then those of the operation's schema. */
function bodyArbitrary(operation: Operation, mode: Mode): fc.Arbitrary<Generated['body']> {
  const bodies: Array<fc.Arbitrary<Generated['body']>> = [];
  if (mode.hostile) {
    bodies.push(
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
    );
  }
  if (operation.body) {
    const value = fromSchema(operation.body, 0, mode.hostile);
    if (operation.contentTypes.includes('application/json') || operation.contentTypes.length === 0) {
      const asJson = value.map((json) => ({ kind: 'json' as const, value: json }));
      bodies.push(asJson, asJson);
    }
    if (operation.contentTypes.includes('multipart/form-data')) {
      const extra = mode.hostile
        ? fc.array(fc.tuple(fc.constantFrom('__proto__', 'extra', 'a"b', '\u0000', 'image'), hostileString), {
            maxLength: 2,
          })
        : fc.constant<Array<[string, string]>>([]);
      const asForm = fc
        .tuple(objectFrom(operation.body, 0, mode.hostile), extra)
        .map(([formValue, extras]) => ({ kind: 'form' as const, value: formValue, extra: extras }));
      bodies.push(asForm, asForm, asForm);
    }
  } else if (operation.method !== 'GET' && operation.method !== 'DELETE') {
    bodies.push(
      (mode.hostile ? hostileValue : fc.constant({})).map((json) => ({ kind: 'json' as const, value: json })),
    );
  }
  if (bodies.length === 0) bodies.push(fc.constant({ kind: 'none' as const }));
  return fc.oneof(...bodies);
}

export function requestArbitrary(operation: Operation, mode: Mode = hostileMode): fc.Arbitrary<Generated> {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  // null: the Target's valid value for the parameter (always, when plausible).
  const params = fc.record(
    Object.fromEntries(
      pathParams.map(
        (parameter) =>
          [parameter.name, mode.hostile ? fc.option(hostileString, { freq: 3 }) : fc.constant(null)] as const,
      ),
    ),
  );
  return fc.record({
    auth: fc.constantFrom(...mode.auths),
    params,
    query: queryArbitrary(operation, mode),
    body: bodyArbitrary(operation, mode),
  });
}

function formParts(value: Record<string, unknown>, extra: Array<[string, string]>, image: Buffer): FormParts {
  const parts: FormParts = [];
  for (const [name, field] of Object.entries(value)) {
    if (FILE_FIELDS.has(name)) {
      const content =
        typeof field === 'string' && field.length > 0 && field !== VALID ? Buffer.from(field) : image;
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

/** The value with every VALID marker (in a string, key by key) replaced by the Target's value of its name. */
function withValidValues(value: unknown, target: Target, name = ''): unknown {
  if (value === VALID) return target.values[name] ?? target.fallback;
  if (Array.isArray(value)) return value.map((item) => withValidValues(item, target, name));
  if (typeof value !== 'object' || value === null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(result, key, {
      value: withValidValues(item, target, key),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
}

/** The generated request as fastify.inject options, aimed at the Target with its credentials. */
export function toInject(operation: Operation, generated: Generated, target: Target): InjectOptions {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = generated.params[name];
    return value === null || value === undefined
      ? loosely(target.path[name] ?? target.eventName)
      : loosely(value);
  });
  const query = generated.query
    .map(([key, value]) => `${loosely(key)}=${loosely(String(withValidValues(value, target, key)))}`)
    .join('&');
  const headers: Record<string, string> = {};
  const bearer =
    generated.auth === 'forged' ? 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' : target.bearer[generated.auth];
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  let payload: string | Buffer | undefined;
  const { body } = generated;
  if (body.kind === 'json') {
    payload = JSON.stringify(withValidValues(body.value, target)) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (body.kind === 'raw-json') {
    payload = body.text;
    headers['content-type'] = 'application/json';
  } else if (body.kind === 'other-type') {
    payload = Buffer.from(body.text);
    headers['content-type'] = body.contentType;
  } else if (body.kind === 'form') {
    const value = withValidValues(body.value, target) as Record<string, unknown>;
    const form = multipart(formParts(value, body.extra, target.jpeg));
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
