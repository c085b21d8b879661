import { readFileSync } from 'node:fs';
import { API } from '../lib/game.ts';
import { accessToken, type HoogoServer, responseTimesOf } from '../lib/hoogo.ts';
import { createClient } from '../lib/http.ts';
import type { Seeded } from '../lib/seed.ts';
import { median, percentile, sleep } from '../lib/stats.ts';

export interface TimedRoute {
  /** The first request after the server started. */
  coldServerMs: number;
  coldClientMs: number;
  /** Requests one at a time after it (server: Fastify's responseTime; client: the round trip). */
  serverP50: number;
  serverP95: number;
  clientP50: number;
  bytes: number;
}

export interface ExportRun {
  clientMs: number;
  bytes: number;
  lines: number;
  /** The server process's resident memory before the download and its peak during it (sampled every 20 ms). */
  rssBeforeMb: number;
  rssPeakMb: number;
}

export interface InsightsBench {
  players: number;
  connections: number;
  samples: number;
  insights: TimedRoute;
  results: TimedRoute;
  bucketMinutes: number;
  points: number;
  playersCsv: ExportRun;
  connectionsCsv: ExportRun;
}

const rssMb = (pid: number | undefined) => {
  if (pid === undefined) return Number.NaN;
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
};

/**
 * The hosts' insights and results of the 10,000-player event (docs/benchmarks.md, "Insights, results and
 * exports for hosts"), as its owner: the first request after the server started, then `samples` requests one
 * at a time; then both CSV exports downloaded whole, with the server's memory watched during each.
 */
export async function measureInsights(
  server: HoogoServer,
  seeded: Seeded,
  samples: number,
): Promise<InsightsBench> {
  const event = seeded.reads;
  const headers = { authorization: `Bearer ${await accessToken(seeded.owner)}` };
  const client = createClient(server.port, 1);
  const timed = async (path: string) => {
    const offset = server.logSize();
    const answer = await client.request({ path, headers });
    if (answer.status !== 200)
      throw new Error(`${path} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
    let times: number[] = [];
    for (let tries = 0; tries < 50 && times.length === 0; tries++) {
      times = responseTimesOf(server.logSince(offset), path);
      if (times.length === 0) await sleep(20);
    }
    return { answer, clientMs: answer.elapsed, serverMs: times[0] ?? Number.NaN };
  };
  const route = async (path: string): Promise<TimedRoute & { body: Buffer }> => {
    const cold = await timed(path);
    const runs = [];
    for (let i = 0; i < samples; i++) runs.push(await timed(path));
    const server = runs.map((run) => run.serverMs);
    return {
      coldServerMs: cold.serverMs,
      coldClientMs: cold.clientMs,
      serverP50: median(server),
      serverP95: percentile(server, 95),
      clientP50: median(runs.map((run) => run.clientMs)),
      bytes: cold.answer.body.length,
      body: cold.answer.body,
    };
  };
  const download = async (path: string): Promise<ExportRun> => {
    const pid = server.child.process.pid;
    const rssBeforeMb = rssMb(pid);
    let rssPeakMb = rssBeforeMb;
    const watch = setInterval(() => {
      rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
    }, 20);
    try {
      const answer = await client.request({ path, headers });
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      return {
        clientMs: answer.elapsed,
        bytes: answer.body.length,
        lines: answer.body.toString('utf8').split('\r\n').length - 1,
        rssBeforeMb,
        rssPeakMb,
      };
    } finally {
      clearInterval(watch);
    }
  };
  try {
    const base = `${API}/manage-event/${event.name}`;
    const { body, ...insights } = await route(`${base}/insights/`);
    const parsed = JSON.parse(body.toString('utf8')) as {
      response: { timeline: { bucket_minutes: number; points: unknown[] } };
    };
    const { body: _results, ...results } = await route(`${base}/results/`);
    return {
      players: event.playerCount,
      connections: event.connectionCount,
      samples,
      insights,
      results,
      bucketMinutes: parsed.response.timeline.bucket_minutes,
      points: parsed.response.timeline.points.length,
      playersCsv: await download(`${base}/export/players.csv`),
      connectionsCsv: await download(`${base}/export/connections.csv`),
    };
  } finally {
    client.close();
  }
}
