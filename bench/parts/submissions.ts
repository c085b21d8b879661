import path from 'node:path';
import { cellAllocator, userInput } from '../lib/game.ts';
import { createClient, type LoadResult, loadLoop } from '../lib/http.ts';
import { repositoryRoot, runScript } from '../lib/process.ts';
import type { SeededEvent } from '../lib/seed.ts';
import { type Summary, summarize } from '../lib/stats.ts';

export interface SubmissionsResult {
  load: LoadResult;
  latency: Summary;
}

/** `concurrency` players submit connections (each to its own empty cell) with the selfie for `durationMs`. */
export async function measureSubmissions(
  port: number,
  event: SeededEvent,
  selfie: Buffer,
  options: { concurrency: number; durationMs: number; warmup: number },
): Promise<SubmissionsResult> {
  const client = createClient(port, options.concurrency);
  const cells = cellAllocator(event);
  const next = () => {
    const cell = cells.take();
    return cell && userInput(event, cell, selfie, `Load ${cells.used}`);
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
    return { load, latency: summarize(load.latencies) };
  } finally {
    client.close();
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
