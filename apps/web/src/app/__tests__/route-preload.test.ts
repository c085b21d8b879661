// @vitest-environment jsdom
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { pagePatterns } from '../paths';
import {
  languageFiles,
  lazyRoutes,
  type PreloadTable,
  preloadScript,
  routeFiles,
  signInRoutes,
} from '../route-preload';
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
  signIn: { page: '/login', behind: ['/dashboard', '/:eventName'] },
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

  it("gives /login's files instead for a signed-out visitor of a page behind the sign-in, and only then", () => {
    expect(routeFiles('/summit-2026/', table, true)).toEqual(['/assets/route-login.js', '/assets/zod.js']);
    expect(routeFiles('/dashboard', table, true)).toEqual(['/assets/route-login.js', '/assets/zod.js']);
    expect(routeFiles('/summit-2026/leaderboard', table, true)).toEqual(['/assets/zod.js']);
    expect(routeFiles('/summit-2026/', table, false)).toEqual(['/assets/route-play.js']);
  });

  it('gives nothing when no lazy route matches', () => {
    expect(routeFiles('/a/b/c/d', table)).toEqual([]);
    expect(routeFiles('/summit/unknown', table)).toEqual([]);
  });
});

describe('languageFiles', () => {
  const withLanguages: PreloadTable = {
    files: ['/assets/fr.js', '/assets/de.js', '/assets/pt-br.js', '/assets/en.js'],
    routes: [],
    languages: [
      ['en', [3]],
      ['fr', [0]],
      ['de', [1]],
      ['pt-BR', [2]],
    ],
  };

  it("gives the catalogue the reader gets: the stored choice, else the browser's first language we write", () => {
    expect(languageFiles(null, ['ja', 'fr-CA', 'de'], withLanguages)).toEqual(['/assets/fr.js']);
    expect(languageFiles('de', ['fr-FR'], withLanguages)).toEqual(['/assets/de.js']);
    expect(languageFiles(null, ['pt-PT'], withLanguages)).toEqual(['/assets/pt-br.js']);
  });

  it("gives English's for English and for a browser none of whose languages we write, only one language", () => {
    expect(languageFiles(null, ['en-GB', 'fr'], withLanguages)).toEqual(['/assets/en.js']);
    expect(languageFiles('en', ['fr'], withLanguages)).toEqual(['/assets/en.js']);
    expect(languageFiles(null, ['ja', 'ko'], withLanguages)).toEqual(['/assets/en.js']);
    expect(languageFiles(null, ['fr'], { files: [], routes: [] })).toEqual([]);
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

  it("preloads only /login's files on an event page opened with nothing stored, the page's with a player key", () => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/summit-2026/');
    new Function(preloadScript(table))();
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
        (link) => new URL(link.href).pathname,
      );
    expect(preloaded()).toEqual(['/assets/route-login.js', '/assets/zod.js']);
    for (const link of document.head.querySelectorAll('link[rel=modulepreload]')) link.remove();
    window.localStorage.setItem('eventUserId-event-1', 'secret');
    new Function(preloadScript(table))();
    expect(preloaded()).toEqual(['/assets/route-play.js']);
    window.localStorage.clear();
  });

  it('preloads the stored language’s catalogue with the page’s files', () => {
    window.localStorage.setItem('hoogo-language', 'de');
    window.history.replaceState(null, '', '/login');
    new Function(
      preloadScript({ ...table, files: [...table.files, '/assets/de.js'], languages: [['de', [4]]] }),
    )();
    expect(
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
        (link) => new URL(link.href).pathname,
      ),
    ).toEqual(['/assets/route-login.js', '/assets/zod.js', '/assets/de.js']);
    window.localStorage.clear();
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
    const read = lazyRoutes(source, pagePatterns);
    expect(read.map(([pattern]) => pattern).sort()).toEqual(lazy.sort());
    expect(read).toContainEqual(['/login', 'login']);
    expect(read).toContainEqual(['/:eventName', 'play']);
  });

  it('reads the routes behind the sign-in from the ProtectedLayout block', () => {
    const behind = signInRoutes(source, pagePatterns);
    expect(behind).toContain('/:eventName');
    expect(behind).toContain('/dashboard');
    expect(behind).not.toContain('/login');
    expect(behind).not.toContain('/:eventName/leaderboard');
    expect(behind).not.toContain('/entry/:eventId');
  });

  it('fails on a lazy route of another shape instead of leaving it out', () => {
    expect(() =>
      lazyRoutes(`${source}\n{ path: '/x', lazy: () => import('./routes/x').then(toRoute) }`, pagePatterns),
    ).toThrow(/lazy routes/);
    expect(() =>
      lazyRoutes(
        `${source}\n{ path: '/x', lazy: async () => ({ Component: (await import('./routes/x')).X }) }`,
        pagePatterns,
      ),
    ).toThrow(/lazy routes/);
  });

  it('fails on a route that names no pattern of app/paths.ts', () => {
    expect(() =>
      lazyRoutes(
        `${source}\n{ path: pagePatterns.nowhere, lazy: async () => ({ Component: (await import('./routes/x')).X }) }`,
        pagePatterns,
      ),
    ).toThrow(/no page pattern nowhere/);
  });
});
