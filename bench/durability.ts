/**
 * What PGlite's durability costs (docs/benchmarks.md, Durability): start-up (open and migrate a new
 * database folder) and single-row commits, with PGLITE_DURABILITY=fsync (the default) and relaxed.
 * Run: node --import tsx bench/durability.ts — prints a Markdown table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/index.js';

const COMMITS = 300;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measure(durable: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hoogo-bench-durability-'));
  try {
    const opened = performance.now();
    const database = openDatabase({ pgliteDir: dir, durable });
    await database.migrate();
    const startMs = performance.now() - opened;
    await database.db.execute(sql`create table bench_rows (id int primary key, body text not null)`);
    const latencies: number[] = [];
    const began = performance.now();
    for (let i = 0; i < COMMITS; i++) {
      const start = performance.now();
      await database.db.execute(sql`insert into bench_rows values (${i}, ${'x'.repeat(200)})`);
      latencies.push(performance.now() - start);
    }
    const perSecond = COMMITS / ((performance.now() - began) / 1000);
    await database.close();
    latencies.sort((a, b) => a - b);
    return { startMs, perSecond, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const rows: string[] = [];
for (const durable of [true, false]) {
  const r = await measure(durable);
  rows.push(
    `| ${durable ? 'fsync (default)' : 'relaxed'} | ${(r.startMs / 1000).toFixed(1)} s | ${r.p50.toFixed(2)} ms | ${r.p99.toFixed(2)} ms | ${Math.round(r.perSecond)} |`,
  );
}
console.log(
  `Measured on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${COMMITS} sequential single-row commits.\n`,
);
console.log('| PGLITE_DURABILITY | new database (open + migrate) | commit p50 | commit p99 | commits/s |');
console.log('|---|---|---|---|---|');
for (const row of rows) console.log(row);
