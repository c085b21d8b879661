import { describe, expect, it } from 'vitest';
import { apiPath, apiRoutes } from '../api/routes.js';

describe('the route table', () => {
  it('names each method and path once', () => {
    const keys = Object.values(apiRoutes).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every path under /api, ending in a slash or a file name', () => {
    for (const { path } of Object.values(apiRoutes)) {
      expect(path).toMatch(/^\/api\/[a-z]/);
      expect(path).toMatch(/(\/|\.csv|\.vcf)$/);
    }
  });
});

describe('apiPath', () => {
  it('answers a path without parameters as it is', () => {
    expect(apiPath('login')).toBe('/api/auth/login/');
  });

  it('fills each parameter, URI-encoded', () => {
    expect(apiPath('getInfo', { id: 'Dev Meetup/2026' })).toBe(
      '/api/hoogo/manage-event/Dev%20Meetup%2F2026/get-info/',
    );
    expect(apiPath('removeHost', { id: 'e1', hostId: 'h?1' })).toBe(
      '/api/hoogo/manage-event/e1/host/h%3F1/remove/',
    );
    expect(apiPath('exportPlayers', { id: 'e1' })).toBe('/api/hoogo/manage-event/e1/export/players.csv');
  });

  it('refuses a missing value', () => {
    // @ts-expect-error: the types ask for the id.
    expect(() => apiPath('getInfo', {})).toThrow(/:id/);
  });
});
