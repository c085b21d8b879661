import { envelope, eventParams, eventScheduleSchema, messages, scheduleBody } from '@hoogo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import { scheduleOf } from '../../../lib/event-status.js';
import { bearer, errors } from '../../../lib/route-docs.js';
import { routeUrl } from '../../../lib/route-url.js';
import { eventOf } from '../../../plugins/app/auth/event-access.js';

/** The game's time as its hosts set it (docs/decisions/0079-the-games-time.md). */
const scheduleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const hostOnly = [fastify.authenticate, fastify.loadEvent, fastify.requireHost];

  fastify.put(
    routeUrl(fastify, 'updateSchedule'),
    {
      schema: {
        tags: ['events'],
        summary: "Set the game's schedule: when connections close, when voting opens and closes",
        description:
          'Hosts only (owner and admins). A field left out stays as it is; null clears it (voting then ' +
          'opens or closes only by hand); `connections_close_at: "now"` closes connections at once. From ' +
          'connections_close_at on, a connection is refused (409). At voting_opens_at and voting_closes_at ' +
          'the server turns voting on or off by itself, with no client connected, and clears that time. ' +
          'Phones and big screens receive the times on the status channel. Answers the schedule.',
        security: bearer,
        params: eventParams,
        body: scheduleBody,
        response: { 200: envelope(eventScheduleSchema), ...errors },
      },
      preHandler: hostOnly,
    },
    async (request) => {
      const event = await fastify.schedule.update(eventOf(request).id, request.body);
      return ok(scheduleOf(event), messages.schedule.saved);
    },
  );
};

export default scheduleRoutes;
