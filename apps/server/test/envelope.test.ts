import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@hoogo/core';
import { multipart } from '@hoogo/testing/forms';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call } from './helpers/api.js';
import { type TestApp, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { callMultipart } from './helpers/events.js';
import { join, jpeg, patchEvent, playableEvent, selfieFile } from './helpers/game.js';

/** A GET as a browser navigates: it accepts HTML. */
const openAsBrowser = (t: TestApp, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe.each(testBackends('one'))('envelope, health and common calls on %s', (backend) => {
  const t = useTestApp(backend, {
    env: { PUBLIC_URL: 'https://bingo.example.org/' },
    setup(app) {
      app.get('/api/test/boom', async () => {
        throw new Error('connection to db-7.internal:5432 refused');
      });
    },
  });

  it('answers field messages with HTTP 400 for an invalid body', async () => {
    const answer = await call(t.app, 'POST', '/api/auth/register/', {
      body: { email: 'not an email', name: '', otp: '12ab' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      hasError: true,
      statusCode: 400,
      message: {
        general: [messages.validation.emailInvalid],
        email: [messages.validation.emailInvalid],
        name: [messages.validation.nameEmpty],
        otp: [messages.validation.otpNumeric, 'OTP must be 6 digits'],
      },
      response: null,
    });
  });

  it('puts email_or_phone errors under email, where the web form shows them', async () => {
    const answer = await call(t.app, 'POST', '/api/auth/generate-otp/', {
      body: { email_or_phone: '', type: 'Login' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message.email?.[0]).toBe(messages.validation.emailEmpty);
    expect(answer.body.message.general[0]).toBe(messages.validation.emailEmpty);
  });

  it('answers a sentence for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email_or_phone":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ hasError: true, statusCode: 400, response: null });
    expect(response.json().message.general[0]).toEqual(expect.any(String));
  });

  it('answers an envelope 404 for an unknown API route', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const answer = await call(t.app, method, '/api/hoogo/nothing-here/', {
        headers: { accept: 'text/html' },
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ hasError: true, statusCode: 404, response: null });
      expect(answer.body.message.general[0]).toEqual(expect.any(String));
    }
  });

  it('answers 500 without internals for an unexpected error, and logs it', async () => {
    const answer = await call(t.app, 'GET', '/api/test/boom');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      hasError: true,
      statusCode: 500,
      message: { general: [messages.network.somethingWrong] },
      response: null,
    });
    expect(JSON.stringify(answer.body)).not.toContain('db-7');
    expect(t.logs.lines.some((line) => line.includes('db-7.internal') && line.includes('"level":50'))).toBe(
      true,
    );
  });

  it('reports health from the database', async () => {
    const answer = await call(t.app, 'GET', '/healthz');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ hasError: false, statusCode: 200, response: { status: 'ok' } });
  });

  it('counts total connections (none before there are games)', async () => {
    const answer = await call(t.app, 'GET', '/api/hoogo/common/total-connections/');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      hasError: false,
      statusCode: 200,
      message: { general: ['Total connections'] },
      response: { total_connections: 0 },
    });
  });

  it('sends the security headers with the SPA policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    // Sockets to our own host only: a script that got in cannot send what it reads to another one.
    expect(csp).toMatch(/connect-src 'self' wss:\/\/bingo\.example\.org(;|$)/);
    expect(csp).not.toMatch(/connect-src[^;]*\bwss?:(\s|;|$)/);
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI UI and document at /api/docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/generate-otp/',
        '/api/auth/login/',
        '/api/auth/profile-info/',
        '/api/hoogo/common/total-connections/',
      ]),
    );
  });

  it('tells to build the web app when there is no build', async () => {
    const response = await openAsBrowser(t, '/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
  });

  it('serves uploaded media with a long cache in the browser alone', async () => {
    const key = await t.app.mediaStorage.put(Buffer.from('media'), 'jpg');
    const response = await t.app.inject({ method: 'GET', url: `/media/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('media');
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-length']).toBe('5');
    // No shared cache (proxy, CDN) keeps a copy a deletion cannot reach
    // (docs/decisions/0065-media-lifetime-and-deletion-races.md: "Selfies in shared caches").
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const missing = await openAsBrowser(t, '/media/none.jpg');
    expect(missing.statusCode).toBe(404);
    // Only what the store put there is served: a file that is not a media key is not, even on the disk.
    writeFileSync(path.join(t.config.mediaDir, 'pixel.txt'), 'media');
    const stray = await t.app.inject({ method: 'GET', url: '/media/pixel.txt' });
    expect(stray.statusCode).toBe(404);
  });
});

describe.each(testBackends('one'))('web app hosting on %s', (backend) => {
  const t = useTestApp(backend, {
    env: { WEB_DIST: webBuild() },
  });

  it('serves index.html for app routes that accept HTML', async () => {
    const response = await openAsBrowser(t, '/some-event/leaderboard');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for good', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("allows index.html's inline script by its sha256 and no other", async () => {
    const response = await openAsBrowser(t, '/');
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src'));
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('keeps server paths out of the fallback', async () => {
    for (const url of ['/api/nothing', '/assets/missing.js', '/media/missing.png']) {
      const response = await openAsBrowser(t, url);
      expect(response.statusCode).toBe(404);
    }
  });
});

describe.each(testBackends('one'))('hostile input answers 4xx inside the envelope on %s', (backend) => {
  const SECRET = 'hunter2-s3cr3t-token-value';
  const t = useTestApp(backend, {
    setup(app) {
      // A query that fails on a value (SQLSTATE class 22) and one that fails otherwise, both with a secret.
      app.get('/api/test/db-bad-value', async () => app.db.execute(sql`select ${SECRET}::int as n`));
      app.get('/api/test/db-missing-table', async () =>
        app.db.execute(sql`select * from no_such_table where token = ${SECRET}`),
      );
    },
  });

  const isEnvelope = (body: unknown) =>
    expect(body).toMatchObject({
      hasError: true,
      response: null,
      message: { general: [expect.any(String)] },
    });

  it('refuses NUL bytes in path ids, query values and body fields with 400', async () => {
    const event = await playableEvent(t);
    const player = await join(t, event.event.event_name, 'nul@example.com');
    for (const url of [
      '/api/hoogo/manage-event/Dev%00Meetup/get-info/',
      `/api/hoogo/manage-game/${event.event.event_id}/get-user-matrix/?user_id=${player.user_id}%00`,
      '/api/hoogo/manage-game/x%00/get-user-matrix/?event_register_id=%00',
    ]) {
      const answer = await call(t.app, 'GET', url);
      expect(answer.status, url).toBe(400);
      isEnvelope(answer.body);
    }
    const login = await call(t.app, 'POST', '/api/auth/login/', {
      body: { email_or_phone: 'a\u0000@example.com', password: 'x\u0000y' },
    });
    expect(login.status).toBe(400);
    isEnvelope(login.body);
    const selfie = await callMultipart(
      t,
      'POST',
      `/api/hoogo/manage-game/${event.event.event_id}/user-input/?user_id=${player.user_id}`,
      [
        ['letter', 'A'],
        ['name', 'Alex\u0000Example'],
        ['liner', 'We talked about compilers and coffee'],
        ['cords[x]', '0'],
        ['cords[y]', '0'],
        ['image', selfieFile(await jpeg())],
      ],
    );
    expect(selfie.status).toBe(400);
    expect(selfie.body.message.name?.[0]).toBe('The text contains a character that is not allowed.');
  });

  it('refuses a lone UTF-16 surrogate in the LinkedIn share text with 400 under the field', async () => {
    const event = await playableEvent(t);
    const answer = await patchEvent(t, event, [
      ['social_media_template', '{"linkedin":{"content":"Great day \\ud83d at the event"}}'],
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.message.social_media_template?.[0]).toBe(
      'The text contains a character that is not allowed.',
    );
    const fine = await patchEvent(t, event, [
      ['social_media_template', '{"linkedin":{"content":"Great day \\ud83d\\ude00 at the event"}}'],
    ]);
    expect(fine.status).toBe(200);
  });

  it('answers malformed multipart bodies with 400 and a form to a route without forms with 415', async () => {
    const event = await playableEvent(t);
    const url = `/api/hoogo/manage-event/${event.event.event_id}/update/`;
    const headers = { authorization: `Bearer ${event.owner.token}` };
    const bodies: Array<[string, string]> = [
      ['multipart/form-data', 'no boundary at all'],
      [
        'multipart/form-data; boundary=zz',
        '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc\r\n--z',
      ],
      [
        'multipart/form-data; boundary=zz',
        '--zz\r\nContent-Disposition: form-data; name="post_template"; filename="a.png"\r\n\r\n\x89PNG',
      ],
    ];
    for (const [contentType, payload] of bodies) {
      const response = await t.app.inject({
        method: 'PATCH',
        url,
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      isEnvelope(response.json());
    }
    const form = multipart([['email_or_phone', 'a@example.com']]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(login.statusCode).toBe(415);
    isEnvelope(login.json());
  });

  it('refuses a text field cut by the form limit with 413 instead of storing it cut', async () => {
    const event = await playableEvent(t);
    const answer = await patchEvent(t, event, [
      ['social_media_template', `{"linkedin":{"content":"${'x'.repeat(70 * 1024)}"}}`],
    ]);
    expect(answer.status).toBe(413);
    isEnvelope(answer.body);
  });

  it('answers router-level errors inside the envelope', async () => {
    const cases: Array<[string, InjectOptions, number]> = [
      ['bad percent-encoding', { method: 'GET', url: '/api/hoogo/manage-event/%E0%A4%A/get-info/' }, 400],
      ['unknown route', { method: 'GET', url: '/api/hoogo/no-such-thing/' }, 404],
      ['method not allowed', { method: 'PUT', url: '/api/auth/login/' }, 404],
      [
        'bad JSON',
        {
          method: 'POST',
          url: '/api/auth/login/',
          headers: { 'content-type': 'application/json' },
          payload: '{',
        },
        400,
      ],
      [
        'unsupported media type',
        { method: 'POST', url: '/api/auth/login/', headers: { 'content-type': 'text/xml' }, payload: '<a/>' },
        415,
      ],
      [
        'body too large',
        {
          method: 'POST',
          url: '/api/auth/login/',
          headers: { 'content-type': 'application/json' },
          payload: `{"email_or_phone":"${'x'.repeat(2 * 1024 * 1024)}"}`,
        },
        413,
      ],
    ];
    for (const [label, request, status] of cases) {
      const response = await t.app.inject(request);
      expect(response.statusCode, label).toBe(status);
      expect(response.headers['content-type'], label).toContain('application/json');
      isEnvelope(response.json());
    }
  });

  it('answers 503 with Retry-After when the uploads of this instance are all busy', async () => {
    const event = await playableEvent(t);
    const gate = t.app.uploads;
    const [limit, waitMs] = [gate.limit, gate.waitMs];
    gate.limit = 0;
    gate.waitMs = 50;
    try {
      const answer = await patchEvent(t, event, [['name', 'Renamed']]);
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      isEnvelope(answer.body);
    } finally {
      gate.limit = limit;
      gate.waitMs = waitMs;
    }
    expect(gate.active).toBe(0);
  });

  it('keeps the parameters of failed queries out of the log', async () => {
    const badValue = await call(t.app, 'GET', '/api/test/db-bad-value');
    const missing = await call(t.app, 'GET', '/api/test/db-missing-table');
    const logged = t.logs.lines.filter((line) => line.includes('"err"'));
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(t.logs.lines.join('\n')).not.toContain(SECRET);
    // What failed is still there: the SQL text and the SQLSTATE.
    expect(logged.some((line) => line.includes('no_such_table') && line.includes('42P01'))).toBe(true);
    expect(logged.some((line) => line.includes('22P02'))).toBe(true);
    // A value the database refuses is the request's fault; a missing table is the server's.
    expect(badValue.status).toBe(400);
    isEnvelope(badValue.body);
    expect(missing.status).toBe(500);
  });
});

/** Stands for the route preload the web build writes inline into index.html. */
const INLINE_SCRIPT = "(function(){document.head.dataset.preload='1'})();";

function webBuild(): string {
  const dir = path.join(
    process.env.TMPDIR ?? '/tmp',
    `hoogo-web-${process.pid}-${Math.random().toString(36).slice(2)}`,
  );
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script>${INLINE_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}
