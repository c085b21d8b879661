import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/index.js';
import { useTestApp } from './helpers/app.js';

const allowed = 'https://app.example.org';
const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe('CORS_ORIGINS (docs/decisions/0072-one-contract.md)', () => {
  const t = useTestApp(backend, { env: { CORS_ORIGINS: `${allowed}, http://localhost:5173` } });

  it('answers an allowed origin, without credentials', async () => {
    const res = await t.app.inject({ url: '/api/hoogo/common/config/', headers: { origin: allowed } });
    expect(res.headers['access-control-allow-origin']).toBe(allowed);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/Origin/);
  });

  it('gives another origin no CORS header', async () => {
    const res = await t.app.inject({
      url: '/api/hoogo/common/config/',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight with the methods and headers the client sends', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login/',
      headers: { origin: allowed, 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(allowed);
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/Authorization/);
  });

  it('answers on /media too, and lets an <img> of the other origin show a photo', async () => {
    const res = await t.app.inject({ url: '/media/none.jpg', headers: { origin: allowed } });
    expect(res.headers['access-control-allow-origin']).toBe(allowed);
    // An <img> without the crossorigin attribute sends no Origin: the resource policy must still let it in.
    const plain = await t.app.inject({ url: '/media/none.jpg' });
    expect(plain.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await t.app.inject({ url: '/api/hoogo/common/config/' });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('answers a refusal made before any route with the CORS headers too', async () => {
    // A NUL in the query is refused by the first hooks, before the route (plugins/app/http/error-handler.ts).
    const res = await t.app.inject({ url: '/api/hoogo/common/config/?x=%00', headers: { origin: allowed } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['access-control-allow-origin']).toBe(allowed);
  });
});

describe('CORS off by default', () => {
  const t = useTestApp(backend);

  it('sends no CORS header, and keeps the media to this origin', async () => {
    const res = await t.app.inject({ url: '/api/hoogo/common/config/', headers: { origin: allowed } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const media = await t.app.inject({ url: '/media/none.jpg' });
    expect(media.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('refuses an origin with a path at start-up', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), CORS_ORIGINS: 'https://a.example/' })).toThrow(
      /CORS_ORIGINS/,
    );
  });
});
