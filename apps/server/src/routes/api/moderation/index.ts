import {
  activityItemSchema,
  activityPageSchema,
  activityQuery,
  connectionParams,
  envelope,
  errorEnvelope,
  eventParams,
  liveQuery,
  messages,
  moderatedPlayerParams,
  moderatedPlayerSchema,
  playerListQuery,
  playerListSchema,
} from '@hoogo/core';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import { bearer, errors } from '../../../lib/route-docs.js';
import { routeUrl } from '../../../lib/route-url.js';
import { callerIdOf, eventOf } from '../../../plugins/app/auth/event-access.js';

/**
 * The hosts' game master (docs/product.md, "Moderation"): the activity feed (also live over a
 * WebSocket), hiding and showing connections again, and the player list with removing and restoring
 * players. Every action is idempotent: repeating it answers the current state and records nothing.
 */
const moderationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { activity, moderation } = fastify;

  /**
   * A WebSocket upgrade skips `hook`: a browser cannot send an Authorization header on a socket, so the
   * activity socket checks the host's `token` query itself (live-viewers.ts, openActivity).
   */
  const exceptUpgrade = (hook: preHandlerAsyncHookHandler): preHandlerAsyncHookHandler =>
    async function (request, reply) {
      if (request.ws) return;
      await hook.call(this, request, reply);
    };

  const hostOnly = [fastify.authenticate, fastify.loadEvent, fastify.requireHost];

  fastify.route({
    method: 'GET',
    url: routeUrl(fastify, 'activity'),
    schema: {
      tags: ['moderation'],
      summary: "The event's connections, newest first: the hosts' activity feed",
      description:
        "Hosts only. `search` matches the maker's name, the typed name or the linked player's name; " +
        "`filter=hidden` keeps the hidden connections. Page on with the answer's next_before. A WebSocket " +
        'request to the same path, with a host’s access token in the `token` query, gets one ' +
        'ActivitySocketMessage per connection made or changed (packages/core api/moderation.ts).',
      security: bearer,
      params: eventParams,
      querystring: activityQuery.extend({ token: liveQuery.shape.token }),
      response: { 200: envelope(activityPageSchema), ...errors },
    },
    preHandler: [exceptUpgrade(fastify.authenticate), fastify.loadEvent, exceptUpgrade(fastify.requireHost)],
    handler: async (request) => {
      const { token: _token, ...query } = request.query;
      return ok(await activity.page(eventOf(request).id, query), messages.moderationApi.activity);
    },
    wsHandler: (socket, request) =>
      fastify.liveViewers.openActivity(socket, eventOf(request), request.query.token),
  });

  for (const [route, hide] of [
    ['hideConnection', true],
    ['unhideConnection', false],
  ] as const) {
    fastify.post(
      routeUrl(fastify, route),
      {
        schema: {
          tags: ['moderation'],
          summary: hide
            ? 'Hide a connection: it leaves every board and card, and its cell is free again'
            : 'Show a hidden connection again (refused when its cell or friend-code link was filled again)',
          description:
            'Hosts only. Idempotent: a connection already in that state is answered as it is. The ' +
            "player's score is recomputed from the connections that remain " +
            '(docs/decisions/0046-moderation-the-write-path.md).',
          security: bearer,
          params: connectionParams,
          response: { 200: envelope(activityItemSchema), ...(hide ? {} : { 409: errorEnvelope }), ...errors },
        },
        preHandler: hostOnly,
      },
      async (request) => {
        const eventId = eventOf(request).id;
        const { connectionId } = request.params;
        const item = hide
          ? await moderation.hide(eventId, connectionId, callerIdOf(request))
          : await moderation.unhide(eventId, connectionId, callerIdOf(request));
        return ok(item, hide ? messages.moderationApi.hidden : messages.moderationApi.unhidden);
      },
    );
  }

  fastify.get(
    routeUrl(fastify, 'players'),
    {
      schema: {
        tags: ['moderation'],
        summary: "The event's players by name, removed ones marked: the hosts' player list",
        description: 'Hosts only. `filter=removed` keeps the removed players. Page on with next_before.',
        security: bearer,
        params: eventParams,
        querystring: playerListQuery,
        response: { 200: envelope(playerListSchema), ...errors },
      },
      preHandler: hostOnly,
    },
    async (request) =>
      ok(await activity.players(eventOf(request).id, request.query), messages.moderationApi.players),
  );

  for (const [route, remove] of [
    ['removePlayer', true],
    ['restorePlayer', false],
  ] as const) {
    fastify.post(
      routeUrl(fastify, route),
      {
        schema: {
          tags: ['moderation'],
          summary: remove
            ? 'Remove a player from the game: off every board, votes withdrawn, links to them hidden'
            : 'Restore a removed player, with the connections their removal hid where still free',
          description:
            'Hosts only; playerId is the event_register_id. Idempotent: a player already in that state ' +
            'is answered as they are (docs/decisions/0046-moderation-the-write-path.md).',
          security: bearer,
          params: moderatedPlayerParams,
          response: { 200: envelope(moderatedPlayerSchema), ...errors },
        },
        preHandler: hostOnly,
      },
      async (request) => {
        const eventId = eventOf(request).id;
        const { playerId } = request.params;
        const player = remove
          ? await moderation.removePlayer(eventId, playerId, callerIdOf(request))
          : await moderation.restorePlayer(eventId, playerId, callerIdOf(request));
        return ok(player, remove ? messages.moderationApi.removed : messages.moderationApi.restored);
      },
    );
  }
};

export default moderationRoutes;
