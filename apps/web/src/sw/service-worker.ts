/**
 * The app-shell service worker (docs/decisions/0021-the-web-platform.md: "Service worker"). Built by
 * vite-plugin-pwa's injectManifest from this file: Workbox fills self.__WB_MANIFEST with every built file and
 * its revision.
 *
 * - Pages (navigations): the precached index.html at once (cache first), never a round trip on a venue
 *   network: the shell and the assets it names come from the same precache, one build, so they always
 *   match. The app then starts from its own stores (the player's last grid, queued connections) while it
 *   asks the API.
 * - Hashed assets, icons and the manifest: precached at install, answered from the cache.
 * - /media/ (content-addressed selfies and templates): cache first, at most MEDIA_MAX_ENTRIES files.
 * - /api/ and the WebSockets are never touched: the app keeps its own last known state.
 *
 * A deployment is seen through the browser's update check of this file (on every navigation): the new
 * version precaches its build in the background and waits, and takes over once every tab of the old one
 * is closed (the next visit). No skipWaiting: a game in progress never has its code swapped under it.
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

const MEDIA_MAX_ENTRIES = 300;
const MEDIA_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
const SERVER_PATHS = /^\/(api|media|healthz)(\/|$)/;

cleanupOutdatedCaches();
// No directory index: '/' is a page, answered by the navigation route below like every other page.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

registerRoute(
  new NavigationRoute(
    // Only a precache that lost its shell (storage cleared under the worker) goes to the network.
    async ({ request }) => (await matchPrecache('/index.html')) ?? fetch(request),
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
