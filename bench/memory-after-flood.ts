/**
 * The server's memory after a venue's flood (docs/operations.md, "Memory after a flood"). Starts the server
 * as `npm start` does (scripts/start.mjs, the compiled server as its child, NODE_ENV=production, a fresh
 * DATA_DIR on the embedded database, a free port), signs an organiser up through the real API with a
 * loopback mailbox, makes an event with quick join, and lets guests flood it from 127.0.0.1: connection
 * submissions with 12 MP camera photos (4 MB JPEGs) and 40 MP PNGs, several players at once, and JSON
 * requests (cards, leaderboard, config). It reads the server process's VmRSS (/proc/<pid>/status) after
 * start, at its peak during the flood and after an idle time, and the V8 heap and the external memory
 * from `/metrics` at the same moments, then prints them.
 *
 * Run: `npm run bench:memory`. MEMORY_BENCH_UPLOADS (400 camera photos), MEMORY_BENCH_HEAVY (100
 * 40 MP PNGs besides; 0 for camera photos only), MEMORY_BENCH_PARALLEL (8 players uploading at once),
 * MEMORY_BENCH_JSON (3000), MEMORY_BENCH_IDLE_SECONDS (60). The server gets this process's environment: `MALLOC_ARENA_MAX=16 npm run bench:memory` measures it with glibc's own
 * arena count on two cores instead of the one scripts/start.mjs sets.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Envelope, LoginResponse, QuickJoinResponse } from '@hoogo/core';
import { Mailbox } from '@hoogo/testing/mailbox';
import sharp from 'sharp';
import { createClient, type HttpAnswer } from './lib/http.ts';
import { freePort, repositoryRoot, waitForHttp } from './lib/process.ts';
import { sleep } from './lib/stats.ts';

const UPLOADS = Number(process.env.MEMORY_BENCH_UPLOADS ?? 400);
/** 40 MP PNGs sent on top of the camera photos (the heaviest images the server takes). */
const HEAVY = Number(process.env.MEMORY_BENCH_HEAVY ?? 100);
const PARALLEL = Number(process.env.MEMORY_BENCH_PARALLEL ?? 8);
const JSON_REQUESTS = Number(process.env.MEMORY_BENCH_JSON ?? 3000);
const IDLE_SECONDS = Number(process.env.MEMORY_BENCH_IDLE_SECONDS ?? 60);
/** Distinct camera photos the uploads take turns with (each is 36 MB of pixels to make). */
const PHOTOS = 6;
const GRID = ['ABCDE', 'FGHIJ', 'KLMNO', 'PRSTU', 'VWXYZ'].map((row) => row.split(''));
const CELLS = GRID.flatMap((row, x) => row.map((letter, y) => ({ letter, x, y })));
const METRICS_TOKEN = 'm'.repeat(64);

for (const [name, value] of Object.entries({ UPLOADS, HEAVY, PARALLEL, JSON_REQUESTS, IDLE_SECONDS }))
  if (!Number.isInteger(value) || value < (name === 'HEAVY' ? 0 : 1))
    throw new Error(`MEMORY_BENCH_${name} must be a whole number ≥ 1`);

const log = (message: string) =>
  console.log(`[bench:memory ${new Date().toISOString().slice(11, 19)}] ${message}`);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** A 12 MP camera photo (4000x3000, EXIF orientation 6 as phones write portrait shots), its own per seed. */
async function cameraPhoto(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed >>> 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1664525 + 1013904223) >>> 0;
      const noise = ((state >>> 24) - 128) / 8;
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.max(0, Math.min(255, 60 + (x / width) * 150 + seed * 7 + noise));
      pixels[offset + 1] = Math.max(0, Math.min(255, 80 + Math.sin((y + seed * 40) / 90) * 50 + noise));
      pixels[offset + 2] = Math.max(0, Math.min(255, 150 - (y / height) * 90 + noise));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A 40 MP PNG (7296x5472) of smooth gradients: under the 10 MB cap, decoded in full to be resized. */
async function heavyPng(): Promise<Buffer> {
  const width = 7296;
  const height = 5472;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x >> 5) & 255;
      pixels[offset + 1] = (y >> 5) & 255;
      pixels[offset + 2] = ((x + y) >> 6) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The server process `npm start` runs: start.mjs's child (its pid, for /proc). */
function serverPid(starter: number): number | undefined {
  try {
    const children = readFileSync(`/proc/${starter}/task/${starter}/children`, 'utf8').trim().split(/\s+/);
    const pid = Number(children[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (kb === undefined) throw new Error(`no VmRSS for ${pid}`);
  return Number(kb) * 1024;
}

/** A multipart form of text fields and, when given, a JPEG under `image`. */
function multipart(
  fields: Record<string, string>,
  image?: Buffer,
  png = false,
): { body: Buffer; type: string } {
  const boundary = `----bench${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (image)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.${png ? 'png' : 'jpg'}"\r\n` +
          `Content-Type: image/${png ? 'png' : 'jpeg'}\r\n\r\n`,
      ),
      image,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

const mailbox = new Mailbox();
await mailbox.start();
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hoogo-bench-memory-'));
const logFile = path.join(dataDir, 'server.log');
const fd = openSync(logFile, 'a');
const starter: ChildProcess = spawn(process.execPath, [path.join(repositoryRoot, 'scripts/start.mjs')], {
  cwd: repositoryRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, 'data'),
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: mailbox.url,
    LOG_LEVEL: 'warn',
    METRICS_TOKEN,
    QUICK_JOIN_MAX_GUESTS: '1000',
    JWT_SECRET: `bench-memory-${Math.random().toString(36).slice(2)}-${Date.now()}-secret-padding-000`,
  },
  stdio: ['ignore', fd, fd],
});
closeSync(fd);
let exited = false;
starter.once('exit', () => {
  exited = true;
});
const client = createClient(port, PARALLEL + 16, { timeoutMs: 120_000 });

async function call<T>(
  route: string,
  options: { method?: string; token?: string; json?: unknown; body?: Buffer; type?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body =
    options.body ?? (options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : undefined);
  if (options.type) headers['content-type'] = options.type;
  else if (options.json !== undefined) headers['content-type'] = 'application/json';
  const answer = await client.request({
    method: options.method ?? (body ? 'POST' : 'GET'),
    path: route,
    headers,
    body,
  });
  const parsed = JSON.parse(answer.body.toString('utf8')) as Envelope<T>;
  if (answer.status !== 200 || parsed.hasError)
    throw new Error(`${route}: HTTP ${answer.status} ${JSON.stringify(parsed.message)}`);
  return parsed.response;
}

/** The V8 heap in use and the memory outside it (Buffers, PGlite's WebAssembly memory), from /metrics. */
async function processFigures(): Promise<{ heapUsed: number; external: number }> {
  const answer = await client.request({
    path: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = answer.body.toString('utf8');
  const figure = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return {
    heapUsed: figure('nodejs_heap_size_used_bytes'),
    external: figure('nodejs_external_memory_bytes'),
  };
}

try {
  log('building or starting the server as npm start does...');
  await waitForHttp(
    `${url}/healthz`,
    { exited: () => exited, log: () => readFileSync(logFile, 'utf8') },
    300_000,
  );
  const pid = serverPid(starter.pid as number);
  if (pid === undefined) throw new Error('the server process (the child of scripts/start.mjs) was not found');
  const environment = readFileSync(`/proc/${pid}/environ`, 'utf8')
    .split('\0')
    .filter((entry) => entry.startsWith('MALLOC_'));
  log(`server pid ${pid}, malloc environment: ${environment.join(' ') || '(none)'}`);

  const photos: Buffer[] = [];
  for (let seed = 1; seed <= PHOTOS; seed++) photos.push(await cameraPhoto(seed));
  const heavy = HEAVY > 0 ? await heavyPng() : Buffer.alloc(0);
  if (HEAVY > 0) log(`40 MP PNG: ${(heavy.length / 1024 / 1024).toFixed(1)} MB`);
  log(`camera photos: ${photos.map((photo) => (photo.length / 1024 / 1024).toFixed(1)).join(', ')} MB`);

  // An organiser signs up (the code from the loopback mailbox), makes the event and opens quick join.
  const email = `bench-memory-${Date.now().toString(36)}@example.com`;
  const before = mailbox.count();
  await call('/api/auth/pre-register/', { json: { email } });
  const otp = await mailbox.nextCode(email, before);
  const host = await call<LoginResponse>('/api/auth/register/', { json: { email, name: 'Bench Host', otp } });
  const name = `BenchMemory${Date.now().toString(36)}`;
  await call('/api/hoogo/manage-event/create/', { token: host.access_token, json: { name } });
  const grid = multipart(
    Object.fromEntries([
      ...GRID.flatMap((row, r) => row.map((letter, c) => [`matrix[${r}][${c}]`, letter])),
      ['quick_join', 'true'],
    ]),
  );
  await call(`/api/hoogo/manage-event/${name}/update/`, {
    method: 'PATCH',
    token: host.access_token,
    body: grid.body,
    type: grid.type,
  });

  await sleep(5_000);
  const start = { rss: rssOf(pid), ...(await processFigures()) };
  log(`after start and sign-up: RSS ${mb(start.rss)}`);

  // Each guest fills up to 25 cells, one at a time; PARALLEL guests upload at once.
  const guests = Math.ceil((UPLOADS + HEAVY) / CELLS.length);
  const players: QuickJoinResponse[] = [];
  for (let g = 0; g < guests; g++)
    players.push(
      await call<QuickJoinResponse>(`/api/hoogo/manage-game/${name}/quick-join/`, {
        json: { name: `Guest ${g + 1}` },
      }),
    );

  let peak = start.rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 100);
  const statuses = new Map<number, number>();
  const count = (answer: HttpAnswer) => statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const started = Date.now();

  /** Upload `index`: guest index / 25 fills cell index % 25, retrying after 503 and 429 as the app does. */
  async function upload(index: number) {
    const player = players[Math.floor(index / CELLS.length)] as QuickJoinResponse;
    const cell = CELLS[index % CELLS.length] as (typeof CELLS)[number];
    const form = multipart(
      {
        letter: cell.letter,
        name: `${cell.letter}lex Flood`,
        liner: 'Met at the coffee queue',
        'cords[x]': String(cell.x),
        'cords[y]': String(cell.y),
        code: '',
        selfie_consent: 'true',
      },
      index < UPLOADS ? (photos[index % PHOTOS] as Buffer) : heavy,
      index >= UPLOADS,
    );
    for (;;) {
      const answer = await client.request({
        method: 'POST',
        path: `/api/hoogo/manage-game/${name}/user-input/?user_id=${player.registration.user_id}`,
        headers: { 'content-type': form.type },
        body: form.body,
      });
      count(answer);
      if (answer.status !== 503 && answer.status !== 429) return;
      await sleep(1_000);
    }
  }

  let nextJson = 0;
  async function reader() {
    for (;;) {
      const index = nextJson++;
      if (index >= JSON_REQUESTS) return;
      const player = players[index % players.length] as QuickJoinResponse;
      const routes = [
        `/api/hoogo/manage-game/${name}/get-user-matrix/?user_id=${player.registration.user_id}`,
        `/api/hoogo/manage-event/${name}/leaderboard/?offset=0&limit=50`,
        `/api/hoogo/manage-game/${name}/get-user-matrix/?event_register_id=${player.registration.event_register_id}`,
        '/api/hoogo/common/config/',
      ];
      count(await client.request({ path: routes[index % routes.length] as string }));
    }
  }

  // PARALLEL lanes, each a guest at a time (guests i, i + PARALLEL, ...) filling its cells one by one:
  // PARALLEL uploads at once, each player within its share (docs/operations.md, "Slow bodies and uploads").
  const lanes = Array.from({ length: Math.min(PARALLEL, guests) }, async (_, lane) => {
    for (let g = lane; g < guests; g += PARALLEL)
      for (let c = 0; c < CELLS.length && g * CELLS.length + c < UPLOADS + HEAVY; c++)
        await upload(g * CELLS.length + c);
  });
  await Promise.all([...lanes, ...Array.from({ length: 8 }, reader)]);
  clearInterval(sampler);
  const flood = { seconds: (Date.now() - started) / 1000, rss: rssOf(pid), ...(await processFigures()) };
  log(`flood over in ${flood.seconds.toFixed(0)} s: answers ${JSON.stringify(Object.fromEntries(statuses))}`);
  log(`peak RSS ${mb(peak)}, at the end ${mb(flood.rss)}; idling ${IDLE_SECONDS} s...`);

  const idle: Array<{ seconds: number; rss: number }> = [];
  for (let second = 10; second <= IDLE_SECONDS; second += 10) {
    await sleep(10_000);
    idle.push({ seconds: second, rss: rssOf(pid) });
  }
  const after = { rss: rssOf(pid), ...(await processFigures()) };
  console.log('');
  console.log(
    `Server memory, ${UPLOADS} camera photos and ${HEAVY} 40 MP PNGs (${PARALLEL} players at once) + ${JSON_REQUESTS} JSON requests`,
  );
  console.log(`malloc environment: ${environment.join(' ') || '(none)'}`);
  console.log('| moment | RSS | V8 heap used | external |');
  console.log('|---|---|---|---|');
  console.log(`| after start | ${mb(start.rss)} | ${mb(start.heapUsed)} | ${mb(start.external)} |`);
  console.log(`| peak during the flood | ${mb(peak)} | | |`);
  console.log(`| flood's end | ${mb(flood.rss)} | ${mb(flood.heapUsed)} | ${mb(flood.external)} |`);
  console.log(
    `| after ${IDLE_SECONDS} s idle | ${mb(after.rss)} | ${mb(after.heapUsed)} | ${mb(after.external)} |`,
  );
  console.log(`idle RSS every 10 s: ${idle.map((sample) => mb(sample.rss)).join(', ')}`);
} finally {
  client.close();
  if (!exited) {
    starter.kill('SIGTERM');
    for (let waited = 0; !exited && waited < 15_000; waited += 200) await sleep(200);
    if (!exited) starter.kill('SIGKILL');
  }
  await mailbox.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
