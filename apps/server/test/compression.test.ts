import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LeaderboardWindow } from '@hoogo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { LogCapture, testConfig, useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { api, connect, join, playableEvent } from './helpers/game.js';
import { LiveClient, listenLocally } from './helpers/live.js';
import { insertPlayers } from './helpers/results.js';

/** A web build as Vite writes it: hashed assets, the app shell, the service worker, .br and .gz beside. */
function fakeWebBuild(dir: string) {
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html><body><div id="root"></div>${'<!-- shell -->'.repeat(50)}</body></html>`,
    'assets/index-Ab12Cd34.js': `export const app = ${JSON.stringify('x'.repeat(4000))};`,
    'assets/index-Ef56Gh78.css': `body{margin:0}${'.a{color:red}'.repeat(200)}`,
    'sw.js': `self.addEventListener('fetch', () => {});${'//'.repeat(600)}`,
    'workbox-9f8e7d6c.js': `self.workbox = {};${'//'.repeat(600)}`,
    'manifest.webmanifest': JSON.stringify({ name: 'Hoogo', icons: [] }),
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
  // A file the build did not compress (an image): served as it is.
  writeFileSync(path.join(dir, 'assets/logo-1a2b3c4d.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return files;
}

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe.each(testBackends('one'))('compression and caching on %s', (backend) => {
  const t = useTestApp(backend);
  let web: App;
  let files: Record<string, string>;

  beforeAll(async () => {
    const config = testConfig();
    files = fakeWebBuild(config.webDist);
    web = await buildApp(config, { database: t.db.database, now: t.clock.now, logStream: new LogCapture() });
    await web.ready();
  });
  afterAll(async () => {
    await web?.close();
    rmSync(web.config.dataDir, { recursive: true, force: true });
  });

  const get = (app: App, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('serves the precompressed asset the client accepts, as immutable, varying on Accept-Encoding', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await get(web, url, { 'accept-encoding': accept });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(encoding, answer.rawPayload).toString()).toBe(files[url.slice(1)]);
    }
    const css = await get(web, '/assets/index-Ef56Gh78.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(css.rawPayload).toString()).toBe(files['assets/index-Ef56Gh78.css']);
    const logo = await get(web, '/assets/logo-1a2b3c4d.png', { 'accept-encoding': 'br' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-encoding']).toBeUndefined();
  });

  it('serves the files the build had at start-up, from memory, each by its own route', async () => {
    // No catch-all and no file-system call: a request is matched to a file read at start-up (reading the
    // folders and files on every request timed pages out in the event rehearsal's burst,
    // docs/decisions/0068-the-event-rehearsed.md).
    writeFileSync(path.join(web.config.webDist, 'assets/late-00000000.js'), 'export {};');
    writeFileSync(path.join(web.config.webDist, 'assets/index-Ab12Cd34.js.br'), 'changed on disk');
    const late = await get(web, '/assets/late-00000000.js', { 'accept-encoding': 'br' });
    expect(late.statusCode).toBe(404);
    expect(late.json().hasError).toBe(true);
    const known = await get(web, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(known.statusCode).toBe(200);
    expect(brotliDecompressSync(known.rawPayload).toString()).toBe(files['assets/index-Ab12Cd34.js']);
  });

  it('lets a browser revalidate the app shell (304 by ETag) and answers HEAD without a body', async () => {
    const first = await get(web, '/index.html', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get(web, '/index.html', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    // Another encoding is another body: its validator does not match.
    const gzip = await get(web, '/index.html', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.statusCode).toBe(200);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(files['index.html']);
    const head = await web.inject({ method: 'HEAD', url: '/manifest.webmanifest' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(Number(head.headers['content-length'])).toBe(files['manifest.webmanifest']?.length);
    expect(head.rawPayload.length).toBe(0);
  });

  it('serves the app shell, the service worker and the manifest compressed and never cached stale', async () => {
    for (const [url, name] of [
      ['/', 'index.html'],
      ...['index.html', 'sw.js', 'workbox-9f8e7d6c.js', 'manifest.webmanifest'].map((file) => [
        `/${file}`,
        file,
      ]),
    ] as Array<[string, string]>) {
      const answer = await get(web, url, { 'accept-encoding': 'gzip, br' });
      expect(answer.statusCode, name).toBe(200);
      expect(answer.headers['cache-control'], name).toBe('no-cache');
      expect(answer.headers['content-encoding'], name).toBe('br');
      expect(brotliDecompressSync(answer.rawPayload).toString(), name).toBe(files[name]);
    }
    const page = await get(web, '/DevMeetup/play', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toBe(files['index.html']);
  });

  it('compresses JSON answers above 1 KB by Accept-Encoding, the same JSON once decompressed', async () => {
    const event = await playableEvent(t);
    await insertPlayers(t, event.event.event_id, 60, { prefix: 'many' });
    const url = `${api}/manage-event/DevMeetup/leaderboard/?limit=60`;
    const plain = await get(web, url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const rows = (plain.json() as { response: LeaderboardWindow }).response.rows;
    expect(rows).toHaveLength(60);
    for (const encoding of ['br', 'gzip']) {
      const answer = await get(web, url, { 'accept-encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(encoding, answer.rawPayload).toString()).toBe(plain.body);
    }
    // A small answer is sent as it is.
    const status = await get(web, `${api}/manage-event/DevMeetup/status/`, { 'accept-encoding': 'br' });
    expect(status.statusCode).toBe(200);
    expect(status.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses images, and leaves uploads and WebSocket upgrades working', async () => {
    await playableEvent(t);
    const pia = await join(t, 'DevMeetup', 'pia@example.com');
    const made = await connect(t, 'DevMeetup', pia.user_id, 0, 0);
    expect(made.status).toBe(200);
    for (const url of [made.body.response.image!, made.body.response.thumbnail!]) {
      const image = await get(t.app, url, { 'accept-encoding': 'br, gzip' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-encoding']).toBeUndefined();
      expect(image.headers['content-type']).toMatch(/^image\//);
    }
    await listenLocally(t.app);
    const socket = LiveClient.connect(t.app, `${api}/manage-event/DevMeetup/status/`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect((await socket.next('status')).response.total_connections).toBe(1);
    socket.close();
  });
});
