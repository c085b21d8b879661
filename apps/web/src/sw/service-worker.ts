/**
 * The app-shell service worker (docs/decisions.md, "Service worker"). Built by vite-plugin-pwa's
 * injectManifest from this file: Workbox fills self.__WB_MANIFEST with every built file and its revision.
 *
 * - Pages (navigations): network first, so a deployment is seen at once; no answer within
 *   NAVIGATION_TIMEOUT_MS, no network or a failing server gives the precached index.html instead, and the
 *   app starts from its own stores (the player's grid and queued connections live in IndexedDB).
 * - Hashed assets, icons and the manifest: precached at install, answered from the cache.
 * - /media/ (content-addressed selfies and templates): cache first, at most MEDIA_MAX_ENTRIES files.
 * - /api/ and the WebSockets are never touched: the app keeps its own last known state.
 *
 * A new version installs in the background and waits: it takes over once every tab of the old one is
 * closed (the next visit), so a game in progress never has its code swapped under it.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: typeof globalThis & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Beyond this a venue network is stalled, not slow: the cached shell starts the app instead. */
const NAVIGATION_TIMEOUT_MS = 4000;
const MEDIA_MAX_ENTRIES = 300;
const MEDIA_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
const SERVER_PATHS = /^\/(api|media|healthz)(\/|$)/;

cleanupOutdatedCaches();
// No directory index: '/' is a page and goes network first below, not straight to the precached shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

function withTimeout(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('navigation timed out')), ms);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function shell(): Promise<Response> {
  return (await matchPrecache('/index.html')) ?? Response.error();
}

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        const response = await withTimeout(request, NAVIGATION_TIMEOUT_MS);
        // A proxy's 502 while the server restarts is no page: the cached app does better.
        return response.status >= 500 ? shell() : response;
      } catch {
        return shell();
      }
    },
    { denylist: [SERVER_PATHS] },
  ),
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'media',
    plugins: [
      new ExpirationPlugin({
        maxEntries: MEDIA_MAX_ENTRIES,
        maxAgeSeconds: MEDIA_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);
