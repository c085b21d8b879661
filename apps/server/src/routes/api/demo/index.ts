import {
  createdEventSchema,
  envelope,
  errorEnvelope,
  MAX_DEMO_EVENTS_PER_ACCOUNT,
  messages,
  StatusCode,
} from '@hoogo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../../../lib/envelope.js';
import { bearer } from '../../../lib/route-docs.js';
import { routeUrl } from '../../../lib/route-url.js';
import { defaultShareText } from '../events/index.js';

/** Demo events (docs/product.md, "Demo events"; docs/decisions/0047-demo-events.md). */
const demoRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    routeUrl(fastify, 'createDemo'),
    {
      schema: {
        tags: ['events'],
        summary: 'Create a demo event: a full grid and simulated players who play it over five minutes',
        description:
          'The caller becomes its owner. Friend codes are on (4 digits), voting off until the simulation ' +
          `turns it on. At most ${MAX_DEMO_EVENTS_PER_ACCOUNT} demo events per account at a time (409); ` +
          'demo creations count in the hourly budget of event creations (429). Deleted like any event.',
        security: bearer,
        response: {
          200: envelope(createdEventSchema),
          401: errorEnvelope,
          403: errorEnvelope,
          409: errorEnvelope,
          429: errorEnvelope,
        },
      },
      onRequest: [fastify.authenticate, fastify.refuseGuests, fastify.limitEventCreation],
    },
    async (request) => {
      // The account must still exist: events reference their owner.
      const user = await fastify.usersRepository.findById(request.user!.id);
      if (!user)
        throw new ApiError(401, messages.network.sessionExpired, { statusCode: StatusCode.TokenInvalid });
      const event = await fastify.demoSimulation.create(user.id, (name) =>
        defaultShareText(fastify.config.productName, name),
      );
      return ok({ event_id: event.id, event_name: event.name }, messages.demo.created);
    },
  );
};

export default demoRoutes;
