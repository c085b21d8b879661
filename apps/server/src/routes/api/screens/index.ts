import { eventParams, liveQuery } from '@hoogo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeUrl } from '../../../lib/route-url.js';
import { eventOf } from '../../../plugins/app/auth/event-access.js';

/**
 * The big screens' and the hosts' remote's sockets (docs/decisions/0080-the-remote.md): WebSocket only.
 * The remote's socket checks the host's `token` query itself, as the activity socket does (a browser
 * cannot send an Authorization header on a socket).
 */
const screenRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.route({
    method: 'GET',
    url: routeUrl(fastify, 'screenSocket'),
    schema: {
      tags: ['live'],
      summary: "A big screen's socket: it names itself and hears the remote's commands",
      description: 'Public, WebSocket only (packages/core api/screens.ts).',
      params: eventParams,
      querystring: liveQuery,
    },
    preHandler: fastify.loadEvent,
    websocket: true,
    handler: (socket, request) => fastify.screenSockets.openScreen(socket, eventOf(request)),
  });

  fastify.route({
    method: 'GET',
    url: routeUrl(fastify, 'remoteSocket'),
    schema: {
      tags: ['live'],
      summary: "The hosts' remote: the event's open big screens, and commands to them",
      description:
        'WebSocket only, with a host’s access token in the `token` query: a missing or invalid one is closed ' +
        'with 4001, a valid one of someone who is not a host with 4003 (packages/core api/screens.ts).',
      params: eventParams,
      querystring: liveQuery,
    },
    preHandler: fastify.loadEvent,
    websocket: true,
    handler: (socket, request) =>
      fastify.screenSockets.openRemote(socket, eventOf(request), request.query.token),
  });
};

export default screenRoutes;
