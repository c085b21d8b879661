import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Envelope, LoginResponse } from '@hoogo/core';
import sharp from 'sharp';
import { Mailbox } from '../../e2e/support/mailbox.ts';
import { freePort, waitForHttp } from '../lib/process.ts';
import { photoPixels } from '../lib/selfie.ts';
import { sleep } from '../lib/stats.ts';

export interface WebApp {
  url: string;
  root: string;
  stop(): Promise<void>;
}

/**
 * Starts `<root>/scripts/start.mjs` as `npm start` does, on a free port with a fresh DATA_DIR, serving a
 * copy of the web build (see snapshotWebBuild), with an SMTP catcher for the OTP mails of the seeding.
 * `root` may be another checkout of the repository (the "before" figures are measured on one).
 */
export async function startWebApp(root: string, logFile: string, mailbox: Mailbox): Promise<WebApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hoogo-bench-web-'));
  const webDist = await snapshotWebBuild(root, path.join(dataDir, 'web-dist'));
  const fd = openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: mailbox.url,
      WEB_DIST: webDist,
      JWT_SECRET: `bench-web-${Math.random().toString(36).slice(2)}-${Date.now()}-secret-padding-000`,
    },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(
    `${url}/healthz`,
    { exited: () => exited, log: () => readFileSync(logFile, 'utf8') },
    180_000,
  );
  return {
    url,
    root,
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        await Promise.race([exit, sleep(10_000)]);
        if (!exited) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The web build `npm start` would serve (built first when stale, with the checkout's own scripts/lib.mjs),
 * copied aside: other work in the same tree may rebuild apps/web/dist during a run, and a service worker
 * whose precached files vanish never installs.
 */
async function snapshotWebBuild(root: string, target: string): Promise<string> {
  const lib = (await import(pathToFileURL(path.join(root, 'scripts/lib.mjs')).href)) as {
    webBuildIsStale(): boolean;
    buildWeb(): Promise<void>;
  };
  const dist = path.join(root, 'apps/web/dist');
  for (let attempt = 0; attempt < 3; attempt++) {
    if (lib.webBuildIsStale()) await lib.buildWeb();
    rmSync(target, { recursive: true, force: true });
    try {
      cpSync(dist, target, { recursive: true });
      const index = readFileSync(path.join(target, 'index.html'), 'utf8');
      const assets = [...index.matchAll(/\/assets\/[\w.-]+/g)].map((match) => match[0]);
      if (assets.every((asset) => existsSync(path.join(target, asset)))) return target;
    } catch {
      // copied while another build rewrote dist: build or copy again
    }
    await sleep(2_000);
  }
  throw new Error(`could not take a consistent copy of ${dist}`);
}

async function call<T>(
  url: string,
  route: string,
  options: { method?: string; token?: string; json?: unknown; form?: FormData } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(`${url}${route}`, {
    method: options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET'),
    headers,
    body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
  });
  const body = (await answer.json()) as Envelope<T>;
  if (!answer.ok || body.hasError)
    throw new Error(`${route}: HTTP ${answer.status} ${JSON.stringify(body.message)}`);
  return body.response;
}

async function register(url: string, mailbox: Mailbox, email: string, name: string): Promise<LoginResponse> {
  const before = mailbox.count();
  await call(url, '/api/auth/pre-register/', { json: { email } });
  const otp = await mailbox.nextCode(email, before);
  return call<LoginResponse>(url, '/api/auth/register/', { json: { email, name, otp } });
}

/** The letters of both events' grids, row by row. */
export const GRID = ['ABCDE', 'FGHIJ', 'KLMNO', 'PRSTU', 'VWXYZ'].map((row) => row.split(''));
/** Cells of the seeded player's first event that stay empty (21 of 25 are filled). */
const EMPTY = new Set(['1-1', '2-2', '3-3', '4-4']);

/**
 * A ~600x450 photo-like JPEG (`photoPixels`: gradients, soft blobs, sensor noise), as the app uploads after compressing
 * a phone photo; every connection gets its own so that no two grid photos are the same bytes.
 */
export async function selfie(seed: number, width = 450, height = 600): Promise<Buffer> {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const pixels = photoPixels(width, height, next, { blobs: 6, spread: 150, noise: 30 });
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A 12 MP camera photo (4000x3000, stored landscape with EXIF orientation 6, as phones write portrait
 * shots): what the attendee picks in the connection form.
 */
export async function cameraPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let state = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1664525 + 1013904223) >>> 0;
      const noise = ((state >>> 24) - 128) / 10;
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.max(0, Math.min(255, 60 + (x / width) * 150 + noise));
      pixels[offset + 1] = Math.max(0, Math.min(255, 80 + Math.sin(y / 90) * 50 + noise));
      pixels[offset + 2] = Math.max(0, Math.min(255, 150 - (y / height) * 90 + noise));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export interface SeededWeb {
  /** The event whose player page is measured: 21 of 25 cells filled with photos. */
  gridEvent: { id: string; name: string };
  /** A second event of the same player, all cells empty: the 12 MP submission fills one. */
  submitEvent: { id: string; name: string };
  /** A third event, with quick join on: a first-time attendee joins it with just a name. */
  quickEvent: { id: string; name: string };
  player: LoginResponse & { gridKey: string; submitKey: string };
  filled: number;
  selfieBytes: number[];
}

/** Seeds through the API, as an organiser and a player would: two events, one player with 21 photos. */
export async function seedThroughApi(app: WebApp, mailbox: Mailbox): Promise<SeededWeb> {
  const stamp = Date.now().toString(36);
  const host = await register(app.url, mailbox, `bench-host-${stamp}@example.com`, 'Bench Host');
  const player = await register(app.url, mailbox, `bench-player-${stamp}@example.com`, 'Priya Player');

  async function event(name: string) {
    const created = await call<{ event_id: string }>(app.url, '/api/hoogo/manage-event/create/', {
      token: host.access_token,
      json: { name },
    });
    const form = new FormData();
    GRID.forEach((row, r) => {
      row.forEach((letter, c) => {
        form.set(`matrix[${r}][${c}]`, letter);
      });
    });
    await call(app.url, `/api/hoogo/manage-event/${name}/update/`, {
      method: 'PATCH',
      token: host.access_token,
      form,
    });
    const joined = await call<{ user_id: string }>(
      app.url,
      `/api/hoogo/manage-user/${name}/get-event-register-id/`,
      { method: 'POST', token: player.access_token },
    );
    return { id: created.event_id, name, key: joined.user_id };
  }

  const grid = await event(`BenchWeb${stamp}`);
  const submit = await event(`BenchWebSubmit${stamp}`);
  const quick = await event(`BenchWebQuick${stamp}`);
  const quickJoin = new FormData();
  quickJoin.set('quick_join', 'true');
  await call(app.url, `/api/hoogo/manage-event/${quick.name}/update/`, {
    method: 'PATCH',
    token: host.access_token,
    form: quickJoin,
  });
  const selfieBytes: number[] = [];
  let filled = 0;
  for (let x = 0; x < 5; x++) {
    for (let y = 0; y < 5; y++) {
      if (EMPTY.has(`${x}-${y}`)) continue;
      const letter = GRID[x]?.[y] as string;
      const photo = await selfie(x * 5 + y + 1);
      selfieBytes.push(photo.length);
      const form = new FormData();
      form.set('letter', letter);
      form.set('name', `${letter}lex Bench`);
      form.set('liner', 'We talked about the venue Wi-Fi and coffee');
      form.set('cords[x]', String(x));
      form.set('cords[y]', String(y));
      form.set('code', '');
      form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `selfie-${x}-${y}.jpg`);
      await call(app.url, `/api/hoogo/manage-game/${grid.name}/user-input/?user_id=${grid.key}`, { form });
      filled += 1;
    }
  }
  return {
    gridEvent: { id: grid.id, name: grid.name },
    submitEvent: { id: submit.id, name: submit.name },
    quickEvent: { id: quick.id, name: quick.name },
    player: { ...player, gridKey: grid.key, submitKey: submit.key },
    filled,
    selfieBytes,
  };
}

export { Mailbox };
