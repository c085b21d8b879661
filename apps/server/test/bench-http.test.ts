import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
// The bench's HTTP client (bench/lib/http.ts): tested with the server's tests, as bench-event-tools.
import { createClient } from '../../../bench/lib/http.js';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * A server that drops a kept-alive connection when its second request arrives, without a word: what a
 * load balancer does when its keep-alive timer fires as the phone sends again. `/closed-at-once` is
 * dropped even on a new connection.
 */
async function droppingServer() {
  const perConnection = new WeakMap<object, number>();
  const counts = { connections: 0, answered: 0 };
  const server = createServer((req, res) => {
    const n = (perConnection.get(req.socket) ?? 0) + 1;
    perConnection.set(req.socket, n);
    if (n === 2 || req.url === '/closed-at-once') {
      req.socket.destroy();
      return;
    }
    req.resume();
    req.on('end', () => {
      counts.answered += 1;
      res.end(`answer ${counts.answered}`);
    });
  });
  server.on('connection', () => {
    counts.connections += 1;
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, counts };
}

describe("the bench's HTTP client", () => {
  it('sends a request again on a new connection when a kept-alive one was closed under it, as a browser', async () => {
    const { port, counts } = await droppingServer();
    const client = createClient(port, 1);
    try {
      expect((await client.request({ path: '/' })).status).toBe(200);
      const again = await client.request({ method: 'POST', path: '/', body: Buffer.from('a photo') });
      expect(again.status).toBe(200);
      expect(again.body.toString()).toBe('answer 2');
      expect(counts.connections).toBe(2);
    } finally {
      client.close();
    }
  });

  it('fails a request whose new connection is closed, and never resends a deliberate Wi-Fi drop', async () => {
    const { port, counts } = await droppingServer();
    const client = createClient(port, 1);
    try {
      await expect(client.request({ path: '/closed-at-once' })).rejects.toThrow(/socket hang up|ECONNRESET/);
      expect(counts.connections).toBe(1);
      expect((await client.request({ path: '/' })).status).toBe(200);
      await expect(client.request({ path: '/', cut: 'at-answer' })).rejects.toThrow(/Wi-Fi dropped/);
      expect(counts.answered).toBe(2);
    } finally {
      client.close();
    }
  });
});
