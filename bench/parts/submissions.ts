import path from 'node:path';
import { type CellSource, userInput } from '../lib/game.ts';
import { createClient, type LoadResult, loadLoop } from '../lib/http.ts';
import { repositoryRoot, runScript } from '../lib/process.ts';
import type { SeededEvent } from '../lib/seed.ts';
import { openSockets } from '../lib/sockets.ts';
import { type Summary, summarize } from '../lib/stats.ts';

export interface SubmissionsResult {
  load: LoadResult;
  latency: Summary;
  /** Board sockets open on the event during the run, and the messages they read. */
  viewers: number;
  viewerMessages: number;
}

/**
 * `concurrency` players submit connections (each to its own empty cell, linking another player by
 * friend code when the cells carry one) with the selfie for `durationMs`, while `viewers` board sockets
 * are open on the event and read every update.
 */
export async function measureSubmissions(
  port: number,
  event: SeededEvent,
  cells: CellSource,
  selfie: Buffer,
  options: { concurrency: number; durationMs: number; warmup: number; viewers: number },
  viewerUrl: string,
): Promise<SubmissionsResult> {
  let viewerMessages = 0;
  const viewers = await openSockets(viewerUrl, {
    count: options.viewers,
    concurrency: 50,
    waitFirstMessage: true,
    onMessage: () => {
      viewerMessages += 1;
    },
  });
  const client = createClient(port, options.concurrency);
  const next = () => {
    const cell = cells.take();
    return cell && userInput(event, cell, selfie, `Load ${cells.used}`, cell.code);
  };
  try {
    // Warm-up (JIT, sharp's first pipeline, connection pool): not measured.
    for (let i = 0; i < options.warmup; i++) {
      const request = next();
      if (request) await client.request(request);
    }
    const load = await loadLoop(client, {
      concurrency: options.concurrency,
      durationMs: options.durationMs,
      next,
    });
    return { load, latency: summarize(load.latencies), viewers: options.viewers, viewerMessages };
  } finally {
    client.close();
    await viewers.close();
  }
}

export interface SharpBaseline {
  throughput: number;
  latency: Summary;
}

/** sharp alone, same pipeline and concurrency, in its own process (the server's cores, nothing else). */
export async function measureSharpBaseline(
  imageFile: string,
  options: { concurrency: number; durationMs: number },
  logFile: string,
): Promise<SharpBaseline> {
  const output = await runScript(path.join(repositoryRoot, 'bench/baselines/sharp-reencode.ts'), {
    args: [imageFile, String(options.concurrency), String(options.durationMs)],
    logFile,
  });
  const line = output.trim().split('\n').at(-1) ?? '{}';
  const { ops, durationMs, latencies } = JSON.parse(line) as {
    ops: number;
    durationMs: number;
    latencies: number[];
  };
  return { throughput: ops / (durationMs / 1000), latency: summarize(latencies) };
}
