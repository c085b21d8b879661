import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useTestApp } from './helpers/app.js';
import { testBackends } from './helpers/database.js';
import { hostedEvent } from './helpers/events.js';
import { api } from './helpers/game.js';
import { listenLocally } from './helpers/live.js';

/** Opens a socket; answers 'open', or the HTTP status of the refused upgrade. */
function opened(url: string): Promise<{ socket: WebSocket; outcome: 'open' | number }> {
  const socket = new WebSocket(url);
  return new Promise((resolve) => {
    socket.once('open', () => resolve({ socket, outcome: 'open' }));
    socket.once('unexpected-response', (_request, response) =>
      resolve({ socket, outcome: response.statusCode ?? 0 }),
    );
    socket.once('error', () => resolve({ socket, outcome: 0 }));
  });
}

describe.each(testBackends('one'))('caps on the live sockets of one client on %s', (backend) => {
  const t = useTestApp(backend, { env: { LIVE_SOCKETS_PER_ACCOUNT: '3', LIVE_SOCKETS_PER_ADDRESS: '8' } });

  it('refuses a fourth socket of one account (any of its tokens) and a ninth of one address, with 429', async () => {
    const { event, owner, admin } = await hostedEvent(t);
    if (!t.app.server.listening) await listenLocally(t.app);
    const { port } = t.app.server.address() as AddressInfo;
    const board = (token?: string) =>
      opened(
        `ws://127.0.0.1:${port}${api}/manage-event/${event.event_id}/leaderboard/${token ? `?token=${token}` : ''}`,
      );
    const open: WebSocket[] = [];
    for (let i = 0; i < 3; i += 1) {
      const socket = await board(owner.token);
      expect(socket.outcome).toBe('open');
      open.push(socket.socket);
    }
    // Another token of the same account counts with the first.
    const again = await t.app.tokens.issue({ id: owner.id, email: 'owner@example.com' });
    expect((await board(owner.token)).outcome).toBe(429);
    expect(again.access_token).not.toBe(owner.token);
    expect((await board(again.access_token)).outcome).toBe(429);
    // Another account is not held by the first one's sockets.
    const other = await board(admin.token);
    expect(other.outcome).toBe('open');
    open.push(other.socket);
    // Anonymous sockets fill the address's 8.
    for (let i = 0; i < 4; i += 1) {
      const socket = await board();
      expect(socket.outcome).toBe('open');
      open.push(socket.socket);
    }
    expect((await board()).outcome).toBe(429);
    // A closed socket makes room again.
    open.shift()?.close();
    const deadline = Date.now() + 5_000;
    let retry = await board();
    while (retry.outcome !== 'open' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      retry = await board();
    }
    expect(retry.outcome).toBe('open');
    open.push(retry.socket);
    for (const socket of open) socket.close();
  });

  it('reads the caps from LIVE_SOCKETS_PER_ACCOUNT and LIVE_SOCKETS_PER_ADDRESS', () => {
    expect(t.config.liveSockets).toEqual({ perAccount: 3, perAddress: 8 });
  });
});
