import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyRoutes, type PreloadTable, preloadScript, routeFiles } from '../route-preload';
import { routes } from '../router';
import source from '../router.tsx?raw';

const table: PreloadTable = {
  files: ['/assets/route-landing.js', '/assets/route-login.js', '/assets/zod.js', '/assets/route-play.js'],
  routes: [
    ['/', [0]],
    ['/login', [1, 2]],
    ['/dashboard', [2]],
    ['/:eventName', [3]],
    ['/:eventName/leaderboard', [2]],
  ],
};

describe('routeFiles', () => {
  it("gives the matching route's files", () => {
    expect(routeFiles('/', table)).toEqual(['/assets/route-landing.js']);
    expect(routeFiles('/login', table)).toEqual(['/assets/route-login.js', '/assets/zod.js']);
    expect(routeFiles('/summit-2026/', table)).toEqual(['/assets/route-play.js']);
    expect(routeFiles('/summit-2026/leaderboard', table)).toEqual(['/assets/zod.js']);
  });

  it('ranks a static segment above a dynamic one, as the router does, whatever the order', () => {
    expect(routeFiles('/login/', table)).toEqual(['/assets/route-login.js', '/assets/zod.js']);
    expect(routeFiles('/LOGIN', table)).toEqual(['/assets/route-login.js', '/assets/zod.js']);
    expect(routeFiles('/dashboard', { ...table, routes: [...table.routes].reverse() })).toEqual([
      '/assets/zod.js',
    ]);
  });

  it('gives nothing when no lazy route matches', () => {
    expect(routeFiles('/a/b/c/d', table)).toEqual([]);
    expect(routeFiles('/summit/unknown', table)).toEqual([]);
  });
});

describe('preloadScript', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel=modulepreload]')) link.remove();
    window.history.replaceState(null, '', '/');
  });

  it('adds a module preload for each file of the current page, and only those', () => {
    window.history.replaceState(null, '', '/login?ruri=%2Fdashboard');
    new Function(preloadScript(table))();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/route-login.js',
      '/assets/zod.js',
    ]);
    expect(links.every((link) => link.crossOrigin === '')).toBe(true);
  });
});

describe('lazyRoutes', () => {
  it("reads every lazy route of the router, with its module's file", () => {
    const lazy: string[] = [];
    const walk = (list: RouteObject[]) => {
      for (const route of list) {
        if (route.lazy && route.path) lazy.push(route.path);
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    const read = lazyRoutes(source);
    expect(read.map(([pattern]) => pattern).sort()).toEqual(lazy.sort());
    expect(read).toContainEqual(['/login', 'login']);
    expect(read).toContainEqual(['/:eventName', 'play']);
  });

  it('fails on a lazy route of another shape instead of leaving it out', () => {
    expect(() =>
      lazyRoutes(`${source}\n{ path: '/x', lazy: () => import('./routes/x').then(toRoute) }`),
    ).toThrow(/lazy routes/);
  });
});
