import websocket from '@fastify/websocket';
import { LIVE_CLOSE_RESTART } from '@hoogo/core';
import fp from 'fastify-plugin';

/** Viewers send nothing but pongs and close frames: anything larger is refused by ws. */
const MAX_CLIENT_MESSAGE_BYTES = 1024;

/**
 * WebSocket upgrades on ordinary routes (a route's `wsHandler`). On shutdown every open socket is
 * closed with LIVE_CLOSE_RESTART, after which clients reconnect (to this instance restarted, or another).
 */
export default fp(
  async (fastify) => {
    await fastify.register(websocket, {
      options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES },
      preClose(done) {
        const server = fastify.websocketServer;
        for (const client of server.clients) client.close(LIVE_CLOSE_RESTART, 'Server restarting');
        server.close();
        done();
      },
    });
  },
  { name: 'websocket' },
);
