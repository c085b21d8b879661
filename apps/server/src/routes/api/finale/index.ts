import { envelope, errorEnvelope, eventParams, eventSummarySchema, messages } from '@hoogo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import { routeUrl } from '../../../lib/route-url.js';
import { eventOf } from '../../../plugins/app/auth/event-access.js';

/** The big screen's finale (docs/decisions/0083-the-finale.md): the figures of its summary slide. */
const finaleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    routeUrl(fastify, 'eventSummary'),
    {
      schema: {
        tags: ['game'],
        summary:
          "The event's summary for the big screen's finale: players, connections, photos, busiest minute",
        description:
          'Public, as the big screen is. Counted as every public view counts: hidden connections and removed ' +
          'players left out.',
        params: eventParams,
        response: { 200: envelope(eventSummarySchema), 400: errorEnvelope, 404: errorEnvelope },
      },
      preHandler: [fastify.loadEvent],
    },
    async (request) =>
      ok(await fastify.statsRepository.eventSummary(eventOf(request).id), messages.finale.summaryLoaded),
  );
};

export default finaleRoutes;
