import { messages } from '@hoogo/core';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../../lib/envelope.js';

/**
 * Caps on the live sockets (boards, status channel, activity feed) one client keeps open on this
 * instance, checked when the upgrade request arrives (an HTTP 429 in the envelope, before any socket is
 * made): the sockets carrying one account's access token (a host's screens and feeds, whatever token of
 * the account), and all the sockets of one address. The address cap is sized for a venue NAT: thousands
 * of phones behind one address, each with a status channel and maybe a board, must all get in; the
 * account cap is the tight one. A socket counts from its upgrade request until its TCP connection closes.
 * docs/decisions/0062-live-sockets-per-client.md.
 */

declare module 'fastify' {
  interface FastifyInstance {
    liveSocketCounts: () => { accounts: number; addresses: number };
  }
}

export default fp(
  async (fastify) => {
    const { perAccount, perAddress } = fastify.config.liveSockets;
    const byAccount = new Map<string, number>();
    const byAddress = new Map<string, number>();

    const take = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
    const give = (counts: Map<string, number>, key: string) => {
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    };

    /** The account of the `token` query, when it is a valid access token; none otherwise. */
    async function accountOf(request: FastifyRequest): Promise<string | undefined> {
      const token = (request.query as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || token === '') return undefined;
      try {
        return (await fastify.tokens.verifyAccessToken(token)).id;
      } catch {
        return undefined; // the route refuses it with its own answer
      }
    }

    fastify.addHook('onRequest', async (request) => {
      if (!request.ws) return;
      const address = request.ip;
      const account = await accountOf(request);
      if ((byAddress.get(address) ?? 0) >= perAddress) {
        throw new ApiError(429, messages.requestApi.tooManySockets);
      }
      if (account !== undefined && (byAccount.get(account) ?? 0) >= perAccount) {
        throw new ApiError(429, messages.requestApi.tooManySockets);
      }
      take(byAddress, address);
      if (account !== undefined) take(byAccount, account);
      request.raw.socket.once('close', () => {
        give(byAddress, address);
        if (account !== undefined) give(byAccount, account);
      });
    });

    fastify.decorate('liveSocketCounts', () => ({ accounts: byAccount.size, addresses: byAddress.size }));
  },
  { name: 'live-socket-limits', dependencies: ['websocket', 'tokens'] },
);
