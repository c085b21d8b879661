import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { API, type CellSource, leaderboardSocketUrl, leaderboardWindowPath, userInput } from '../lib/game.ts';
import { createClient, type LoadResult, loadLoop } from '../lib/http.ts';
import { freePort, repositoryRoot, startScript, waitForHttp } from '../lib/process.ts';
import type { Seeded } from '../lib/seed.ts';
import { median, type Summary, summarize } from '../lib/stats.ts';

export interface ReadLoad {
  load: LoadResult;
  latency: Summary;
  bytes: number;
}

/** A new viewer's board socket: from creating the socket to its snapshot read whole. */
export interface SocketSnapshot {
  /** Creating the socket (TCP connect, upgrade) to the snapshot frame read: what a new screen waits. */
  ms: number;
  /** Of which the upgrade (socket open): the rest is the server preparing and sending the snapshot. */
  openMs: number;
  bytes: number;
  /** The snapshot frame's rows and gallery, as read. */
  rows: number;
  images: string[];
}

/** Opens one public board socket and times it to the snapshot; closes it again. */
export function socketSnapshot(url: string, timeoutMs = 60_000): Promise<SocketSnapshot & { frame: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let openMs = Number.NaN;
    const socket = new WebSocket(url, { perMessageDeflate: false });
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`no snapshot within ${timeoutMs} ms on ${url}`));
    }, timeoutMs);
    socket.once('open', () => {
      openMs = performance.now() - started;
    });
    socket.once('message', (data: Buffer) => {
      const ms = performance.now() - started;
      clearTimeout(timer);
      socket.close();
      const frame = data.toString('utf8');
      const message = JSON.parse(frame) as {
        type?: string;
        response?: { user_data?: unknown[]; image_data?: Array<{ image?: string | null }> };
      };
      if (message.type !== 'snapshot') {
        reject(new Error(`the first message was ${message.type}, not a snapshot: ${frame.slice(0, 200)}`));
        return;
      }
      resolve({
        ms,
        openMs,
        bytes: data.length,
        rows: message.response?.user_data?.length ?? 0,
        images: (message.response?.image_data ?? []).flatMap((image) => (image.image ? [image.image] : [])),
        frame,
      });
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    // Closed by the server before any snapshot (it failed to load one): no need to wait for the timer.
    socket.once('close', (code: number, reason: Buffer) => {
      clearTimeout(timer);
      reject(new Error(`the socket closed (${code} ${reason.toString()}) before its snapshot on ${url}`));
    });
  });
}

export interface ReadsResult {
  /** New viewers' sockets one at a time with no change between them (medians). */
  cached: SocketSnapshot;
  /** Each new viewer right after a connection was submitted on the event (medians). */
  afterChange: SocketSnapshot;
  /** get-user-matrix, the first read of each listed player's card on a fresh server: every card built. */
  matrixBuilt: ReadLoad;
  /** get-user-matrix under load after that: the kept answers, each checked by its stamp query. */
  matrix: ReadLoad;
  /** The HTTP board (the first window), under load. */
  leaderboard: ReadLoad;
}

export interface ReadOptions {
  concurrency: number;
  durationMs: number;
  /** New viewers in a row, no change between them. */
  sequentialSamples: number;
  /** New viewers each right after a new connection on the event. */
  changeSamples: number;
}

/**
 * A closed loop over `paths` for the options' duration; with `count`, over the first `count` paths only,
 * each once (and for at most a minute).
 */
async function load(
  port: number,
  paths: (i: number) => string,
  options: ReadOptions,
  count?: number,
): Promise<ReadLoad> {
  const client = createClient(port, options.concurrency);
  let n = count === undefined ? 0 : 1;
  try {
    const first = await client.request({ path: paths(0) });
    if (first.status !== 200)
      throw new Error(`${paths(0)} answered ${first.status}: ${first.body.toString().slice(0, 300)}`);
    const result = await loadLoop(client, {
      concurrency: options.concurrency,
      durationMs: count === undefined ? options.durationMs : 60_000,
      next: () => (count !== undefined && n >= count ? null : { path: paths(n++) }),
    });
    return { load: result, latency: summarize(result.latencies), bytes: first.body.length };
  } finally {
    client.close();
  }
}

const medianSnapshot = (samples: SocketSnapshot[]): SocketSnapshot => ({
  ms: median(samples.map((sample) => sample.ms)),
  openMs: median(samples.map((sample) => sample.openMs)),
  bytes: median(samples.map((sample) => sample.bytes)),
  rows: median(samples.map((sample) => sample.rows)),
  images: samples[0]?.images ?? [],
});

const matrixPath = (event: Seeded['reads'], i: number) =>
  `${API}/manage-game/${event.name}/get-user-matrix/?user_id=${event.players[i % event.players.length]?.key}`;

/**
 * The large event's reads, one repetition: new viewers' board sockets (one at a time; then each right
 * after a submitted connection, a real change of the board), get-user-matrix (own card, by user_id)
 * under load, and the HTTP board under load.
 */
export async function measureReads(
  port: number,
  seeded: Seeded,
  cells: CellSource,
  selfie: Buffer,
  options: ReadOptions,
): Promise<ReadsResult> {
  const event = seeded.reads;
  const socketUrl = leaderboardSocketUrl(port, event);
  const cached: SocketSnapshot[] = [];
  for (let i = 0; i < options.sequentialSamples; i++) cached.push(await socketSnapshot(socketUrl));
  const afterChange: SocketSnapshot[] = [];
  const client = createClient(port, 1);
  try {
    for (let i = 0; i < options.changeSamples; i++) {
      const cell = cells.take();
      if (!cell) throw new Error('no empty cell left on the large event');
      const made = await client.request(userInput(event, cell, selfie, `Change ${cells.used}`, cell.code));
      if (made.status !== 200)
        throw new Error(`user-input answered ${made.status}: ${made.body.toString().slice(0, 300)}`);
      afterChange.push(await socketSnapshot(socketUrl));
    }
  } finally {
    client.close();
  }
  // Each card read once (the server kept none: each is built), then the loop over the same cards.
  const matrixBuilt = await load(port, (i) => matrixPath(event, i), options, event.players.length);
  const matrix = await load(port, (i) => matrixPath(event, i), options);
  const leaderboard = await load(port, () => leaderboardWindowPath(event), options);
  return {
    cached: medianSnapshot(cached),
    afterChange: medianSnapshot(afterChange),
    matrixBuilt,
    matrix,
    leaderboard,
  };
}

/** The answers a new viewer gets, captured for the bare baseline (the same bytes). */
export async function captureDocuments(port: number, seeded: Seeded, tmpDir: string) {
  const client = createClient(port, 1);
  try {
    const get = async (requestPath: string) => {
      const answer = await client.request({ path: requestPath });
      if (answer.status !== 200) throw new Error(`${requestPath} answered ${answer.status}`);
      return answer.body;
    };
    const matrixFile = path.join(tmpDir, 'matrix.json');
    const leaderboardFile = path.join(tmpDir, 'leaderboard.json');
    // A busy player's card (player 20 has 20 cells) is the one the baseline imitates.
    writeFileSync(matrixFile, await get(matrixPath(seeded.reads, 19)));
    writeFileSync(leaderboardFile, await get(leaderboardWindowPath(seeded.reads)));
    return { matrixFile, leaderboardFile };
  } finally {
    client.close();
  }
}

/** Whether the selfies a board's gallery shows load (status of each distinct address). */
export async function gallerySelfies(port: number, images: string[]): Promise<Record<string, number>> {
  const client = createClient(port, 2);
  const statuses: Record<string, number> = {};
  try {
    for (const image of new Set(images)) {
      const answer = await client.request({ path: new URL(image, 'http://127.0.0.1').pathname });
      const key = `HTTP ${answer.status}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    return statuses;
  } finally {
    client.close();
  }
}

export interface BareReads {
  matrix: ReadLoad;
  leaderboard: ReadLoad;
}

/** The same loads against a bare Fastify app answering the captured documents. */
export async function measureBareFastify(
  documents: { matrixFile: string; leaderboardFile: string },
  options: ReadOptions,
  logFile: string,
): Promise<BareReads> {
  const port = await freePort();
  const child = startScript(path.join(repositoryRoot, 'bench/baselines/fastify-json.ts'), {
    args: [String(port), documents.matrixFile, documents.leaderboardFile],
    logFile,
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, child);
    return {
      matrix: await load(port, () => '/matrix', options),
      leaderboard: await load(port, () => '/leaderboard', options),
    };
  } finally {
    await child.stop();
  }
}
