import { apiRoutes } from '@hoogo/core';
import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.js';

/** Every `METHOD path` the app answers under /api, read from Fastify's own route list. */
function registeredApiRoutes(printed: string): Set<string> {
  const routes = new Set<string>();
  for (const line of printed.split('\n')) {
    const match = /(\/api\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    for (const method of match[2].split(', ')) {
      if (method !== 'HEAD') routes.add(`${method} ${match[1].replace(/\/$/, '')}`);
    }
  }
  return routes;
}

describe('the route table (docs/decisions/0072-one-contract.md)', () => {
  // The table does not depend on the database: one backend is enough, the quicker one to start.
  const t = useTestApp(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

  it('is what the server answers: every call registered at its method and path, and no other', () => {
    // The router ignores a trailing slash (app.ts), so its list names each path without one.
    const bare = (path: string) => path.replace(/\/$/, '');
    const table = new Set(Object.values(apiRoutes).map(({ method, path }) => `${method} ${bare(path)}`));
    const registered = registeredApiRoutes(t.app.printRoutes({ commonPrefix: false }));
    const missing = [...table].filter((route) => {
      const [method, url] = route.split(' ') as [HTTPMethods, string];
      return !registered.has(route) && !t.app.hasRoute({ method, url });
    });
    const outside = [...registered].filter((route) => !table.has(route) && !route.includes(' /api/docs'));
    expect(missing).toEqual([]);
    expect(outside).toEqual([]);
  });
});
