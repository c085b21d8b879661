import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { API, leaderboardPath } from '../lib/game.ts';
import { type HoogoServer, responseTimes } from '../lib/hoogo.ts';
import { createClient, type LoadResult, loadLoop } from '../lib/http.ts';
import { freePort, repositoryRoot, startScript, waitForHttp } from '../lib/process.ts';
import type { Seeded } from '../lib/seed.ts';
import { median, type Summary, summarize } from '../lib/stats.ts';

export interface ReadLoad {
  load: LoadResult;
  latency: Summary;
  bytes: number;
}

export interface ReadsResult {
  players: number;
  connections: number;
  seedMs: number;
  matrix: ReadLoad;
  leaderboard: ReadLoad;
  /** A single leaderboard request at a time: Fastify's responseTime (server side), and as the client saw it. */
  leaderboardServerMs: number;
  leaderboardClientMs: number;
  /** Captured answers for the bare baseline. */
  matrixFile: string;
  leaderboardFile: string;
}

export interface ReadOptions {
  concurrency: number;
  durationMs: number;
  sequentialSamples: number;
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

/** get-user-matrix (own card, by user_id) and the HTTP leaderboard of the 10,000-player event. */
export async function measureReads(
  server: HoogoServer,
  seeded: Seeded,
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
  let leaderboardServerMs: number;
  let leaderboardClientMs: number;
  try {
    // A busy player's card (player 20 has 20 cells) is the one the baseline imitates.
    writeFileSync(matrixFile, (await client.request({ path: matrixPath(19) })).body);
    writeFileSync(leaderboardFile, (await client.request({ path: boardPath })).body);
    await client.request({ path: boardPath });
    const offset = server.logSize();
    const clientTimes: number[] = [];
    for (let i = 0; i < options.sequentialSamples; i++) {
      clientTimes.push((await client.request({ path: boardPath })).elapsed);
    }
    // Pino writes synchronously: the lines are in the file once the answers are read.
    leaderboardServerMs = median(responseTimes(server.logSince(offset)));
    leaderboardClientMs = median(clientTimes);
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
    leaderboardServerMs,
    leaderboardClientMs,
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
