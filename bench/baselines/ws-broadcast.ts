/**
 * Baseline of the fan-out part: a bare `ws` server in one process that, when a client sends `go:<seq>`,
 * writes one frame (serialized once, the size of a real connection_made update) to every connected socket.
 *
 *   node --import tsx bench/baselines/ws-broadcast.ts <port> <payload-file>
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { WebSocketServer } from 'ws';

const port = Number(process.argv[2]);
const template = JSON.parse(readFileSync(process.argv[3] as string, 'utf8')) as Record<string, unknown>;
// A plain GET answers 200: the benchmark's readiness check.
const httpServer = http.createServer((_request, response) => response.end('ok'));
const server = new WebSocketServer({ server: httpServer, perMessageDeflate: false, maxPayload: 1024 });

server.on('connection', (socket) => {
  socket.on('message', (data: Buffer) => {
    const text = data.toString('utf8');
    if (!text.startsWith('go:')) return;
    const frame = JSON.stringify({ ...template, seq: Number(text.slice(3)) });
    for (const client of server.clients) if (client !== socket) client.send(frame);
  });
});
httpServer.listen(port, '127.0.0.1', () => console.log(`listening on ${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
