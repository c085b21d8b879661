import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import { call } from './helpers/api.js';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';

describe.each(testBackends())('envelope, health and common calls on %s', (backend) => {
  const t = useTestApp(backend, {
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
    expect(csp).toContain("connect-src 'self' ws: wss:");
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
    const response = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
  });

  it('serves uploaded media with a long cache', async () => {
    writeFileSync(path.join(t.config.mediaDir, 'pixel.txt'), 'media');
    const response = await t.app.inject({ method: 'GET', url: '/media/pixel.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('media');
    expect(response.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/media/none.jpg',
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe.each(testBackends())('web app hosting on %s', (backend) => {
  const t = useTestApp(backend, {
    env: { WEB_DIST: webBuild() },
  });

  it('serves index.html for app routes that accept HTML', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/some-event/leaderboard',
      headers: { accept: 'text/html' },
    });
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
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src'));
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('keeps server paths out of the fallback', async () => {
    for (const url of ['/api/nothing', '/assets/missing.js', '/media/missing.png']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
    }
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
