import {
  LIVE_CLOSE_AUTH,
  LIVE_CLOSE_FORBIDDEN,
  type LiveAuthError,
  type LiveForbidden,
  messages,
  StatusCode,
} from '@hoogo/core';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { ApiError } from '../../../lib/envelope.js';

/**
 * Who holds a host's live socket (docs/decisions/0009-live.md): the account of the `token` query, a host
 * of the event. One gate for every kind: the game board (a host sees the friend codes), the hosts'
 * activity feed and the remote. A bad token is told so, and the client refreshes it and reconnects; a
 * signed-in account that is no host is refused for good.
 */

/** Tells the client its token is missing, invalid or expired, and closes: it refreshes and reconnects. */
export function refuseToken(socket: WebSocket, sentence: string): void {
  const refusal: LiveAuthError = {
    type: 'error',
    hasError: true,
    statusCode: StatusCode.TokenInvalid,
    message: { general: [sentence] },
  };
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(refusal));
  socket.close(LIVE_CLOSE_AUTH, 'Token invalid');
}

/** Whether the token is one of the event's hosts' (no token: not a host); null once a bad token was refused. */
export async function hostStatus(
  fastify: FastifyInstance,
  socket: WebSocket,
  eventId: string,
  token: string | undefined,
): Promise<boolean | null> {
  if (token === undefined) return false;
  try {
    const user = await fastify.tokens.verifyAccessToken(token);
    return (await fastify.eventsRepository.roleOf(eventId, user.id)) !== null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    refuseToken(socket, error.message);
    return null;
  }
}

/**
 * A socket only hosts may hold: true when the token is a host's and the socket is still open; otherwise
 * the socket was refused (a missing or bad token, or no host) or closed meanwhile.
 */
export async function admitHost(
  fastify: FastifyInstance,
  socket: WebSocket,
  eventId: string,
  token: string | undefined,
): Promise<boolean> {
  if (token === undefined) {
    refuseToken(socket, messages.sessionApi.missing);
    return false;
  }
  const isHost = await hostStatus(fastify, socket, eventId, token);
  if (isHost === null || socket.readyState !== WebSocket.OPEN) return false;
  if (isHost) return true;
  const refusal: LiveForbidden = {
    type: 'error',
    hasError: true,
    statusCode: 403,
    message: { general: [messages.eventAdmin.notHost] },
  };
  socket.send(JSON.stringify(refusal));
  socket.close(LIVE_CLOSE_FORBIDDEN, 'Not a host');
  return false;
}
