import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { API, leaderboardPath, userInput } from '../lib/game.ts';
import { type HoogoServer, responseTimesOf } from '../lib/hoogo.ts';
import { createClient, type HttpRequest, type LoadResult, loadLoop } from '../lib/http.ts';
import { freePort, repositoryRoot, startScript, waitForHttp } from '../lib/process.ts';
import { GRID, type Seeded } from '../lib/seed.ts';
import { median, type Summary, sleep, summarize } from '../lib/stats.ts';

export interface ReadLoad {
  load: LoadResult;
  latency: Summary;
  bytes: number;
}

export interface SnapshotTime {
  /** Fastify's responseTime from the server log: request read to answer written. */
  serverMs: number;
  /** The round trip as the client saw it. */
  clientMs: number;
}

export interface ReadsResult {
  players: number;
  connections: number;
  seedMs: number;
  matrix: ReadLoad;
  leaderboard: ReadLoad;
  /** Single leaderboard requests, one at a time (medians). */
  snapshot: {
    /** The first request after the server started: the board computed from the database. */
    cold: SnapshotTime;
    /** Requests in a row with no change between them. */
    cached: SnapshotTime;
    /** Each request right after a connection was submitted on the event. */
    afterChange: SnapshotTime;
  };
  /** Captured answers for the bare baseline. */
  matrixFile: string;
  leaderboardFile: string;
}

export interface ReadOptions {
  concurrency: number;
  durationMs: number;
  sequentialSamples: number;
  /** Board requests each made right after a new connection on the event. */
  changeSamples: number;
}

async function load(port: number, paths: (i: number) => string, options: ReadOptions): Promise<ReadLoad> {
  const client = createClient(port, options.concurrency);
  let n = 0;
  try {
    const first = await client.request({ path: paths(0) });
    if (first.status !== 200)
      throw new Error(`${paths(0)} answered ${first.status}: ${first.body.toString().slice(0, 300)}`);
    const result = await loadLoop(client, {
      concurrency: options.concurrency,
      durationMs: options.durationMs,
      next: () => ({ path: paths(n++) }),
    });
    return { load: result, latency: summarize(result.latencies), bytes: first.body.length };
  } finally {
    client.close();
  }
}

/**
 * POST user-input for listed player j of the reads event, in its first empty cell, linking the player
 * the seed would link there (seed.ts: listed player j is player j + 1, with n(i) cells filled, cell k
 * linking friend code ((i + k) mod N) + 1).
 */
function newConnection(event: Seeded['reads'], j: number, selfie: Buffer): HttpRequest {
  const player = event.players[j];
  const i = j + 1;
  const k = i % 100 === 0 ? 25 : i % 21;
  if (!player || k >= 25) throw new Error(`listed player ${j} has no empty cell`);
  const x = Math.floor(k / 5);
  const y = k % 5;
  const cell = { player, x, y, letter: GRID[x]?.[y] as string };
  const code = String(((i + k) % event.playerCount) + 1).padStart(5, '0');
  return userInput(event, cell, selfie, `Change ${j}`, code);
}

/** get-user-matrix (own card, by user_id) and the HTTP leaderboard of the 10,000-player event. */
export async function measureReads(
  server: HoogoServer,
  seeded: Seeded,
  selfie: Buffer,
  options: ReadOptions,
  tmpDir: string,
): Promise<ReadsResult> {
  const event = seeded.reads;
  const matrixPath = (i: number) =>
    `${API}/manage-game/${event.name}/get-user-matrix/?user_id=${event.players[i % event.players.length]?.key}`;
  const boardPath = leaderboardPath(event);

  const client = createClient(server.port, 1);
  const matrixFile = path.join(tmpDir, 'matrix.json');
  const leaderboardFile = path.join(tmpDir, 'leaderboard.json');
  /** One board request: as the client saw it, and Fastify's responseTime from the server log. */
  const timedBoard = async () => {
    const offset = server.logSize();
    const answer = await client.request({ path: boardPath });
    if (answer.status !== 200) throw new Error(`${boardPath} answered ${answer.status}`);
    // The "request completed" line is written once the answer is sent: wait for it (1 s at most).
    let times: number[] = [];
    for (let tries = 0; tries < 50 && times.length === 0; tries++) {
      times = responseTimesOf(server.logSince(offset), boardPath);
      if (times.length === 0) await sleep(20);
    }
    return { answer, clientMs: answer.elapsed, serverMs: times[0] ?? Number.NaN };
  };
  const medians = (samples: Array<{ clientMs: number; serverMs: number }>): SnapshotTime => ({
    clientMs: median(samples.map((sample) => sample.clientMs)),
    serverMs: median(samples.map((sample) => sample.serverMs)),
  });
  let snapshot: ReadsResult['snapshot'];
  try {
    // A busy player's card (player 20 has 20 cells) is the one the baseline imitates.
    writeFileSync(matrixFile, (await client.request({ path: matrixPath(19) })).body);
    const cold = await timedBoard();
    writeFileSync(leaderboardFile, cold.answer.body);
    const cached = [];
    for (let i = 0; i < options.sequentialSamples; i++) cached.push(await timedBoard());
    const afterChange = [];
    for (let i = 0; i < options.changeSamples; i++) {
      const made = await client.request(newConnection(event, 200 + i, selfie));
      if (made.status !== 200) {
        throw new Error(`user-input answered ${made.status}: ${made.body.toString().slice(0, 300)}`);
      }
      afterChange.push(await timedBoard());
    }
    snapshot = { cold: medians([cold]), cached: medians(cached), afterChange: medians(afterChange) };
  } finally {
    client.close();
  }

  const matrix = await load(server.port, matrixPath, options);
  const leaderboard = await load(server.port, () => boardPath, options);
  return {
    players: event.playerCount,
    connections: event.connectionCount,
    seedMs: event.seedMs,
    matrix,
    leaderboard,
    snapshot,
    matrixFile,
    leaderboardFile,
  };
}

export interface BareReads {
  matrix: ReadLoad;
  leaderboard: ReadLoad;
}

/** The same loads against a bare Fastify app answering the captured documents. */
export async function measureBareFastify(
  reads: ReadsResult,
  options: ReadOptions,
  logFile: string,
): Promise<BareReads> {
  const port = await freePort();
  const child = startScript(path.join(repositoryRoot, 'bench/baselines/fastify-json.ts'), {
    args: [String(port), reads.matrixFile, reads.leaderboardFile],
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
