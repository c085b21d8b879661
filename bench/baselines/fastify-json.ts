/**
 * Baseline of the reads part: a bare Fastify app answering, on /matrix and /leaderboard, JSON documents of
 * the size the real routes answer (the real answers, captured by the benchmark). Each request serializes
 * the object again, as the real server does; logging is at Fastify's info level like the server's.
 *
 *   node --import tsx bench/baselines/fastify-json.ts <port> <matrix.json> <leaderboard.json>
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, matrixFile, leaderboardFile] = process.argv.slice(2) as [string, string, string];
const matrix = JSON.parse(readFileSync(matrixFile, 'utf8')) as unknown;
const leaderboard = JSON.parse(readFileSync(leaderboardFile, 'utf8')) as unknown;

const app = Fastify({ logger: { level: 'info' } });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/matrix', async () => matrix);
app.get('/leaderboard', async () => leaderboard);
await app.listen({ host: '127.0.0.1', port: Number(port) });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => app.close().then(() => process.exit(0)));
