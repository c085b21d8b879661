/**
 * Baseline of the reads part: a bare Fastify app answering, on /matrix and /leaderboard, the documents the
 * real routes answered (captured by the benchmark), like for like: both real routes answer a string they
 * serialized once (get-user-matrix keeps its answers, docs/decisions/0053-cards-served-from-memory.md; the
 * board its window), so both routes here send the same bytes as they are. Logging is at Fastify's info
 * level like the server's.
 *
 *   node --import tsx bench/baselines/fastify-json.ts <port> <matrix.json> <leaderboard.json>
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, matrixFile, leaderboardFile] = process.argv.slice(2) as [string, string, string];
const matrix = readFileSync(matrixFile, 'utf8');
const leaderboard = readFileSync(leaderboardFile, 'utf8');

const app = Fastify({ logger: { level: 'info' } });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/matrix', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(matrix);
});
app.get('/leaderboard', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(leaderboard);
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => app.close().then(() => process.exit(0)));
