import { envelope, eventParams, mediaPurgeSchema, messages } from '@hoogo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import { bearer, errors } from '../../../lib/route-docs.js';
import { routeUrl } from '../../../lib/route-url.js';
import { eventOf } from '../../../plugins/app/auth/event-access.js';

/**
 * The event's media as its hosts manage it (docs/data.md): the selfies are otherwise deleted by the
 * event's retention (plugins/app/privacy/selfie-retention.ts); a host may delete them all at once.
 */
const privacyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const hostOnly = [fastify.authenticate, fastify.loadEvent, fastify.requireHost];

  fastify.post(
    routeUrl(fastify, 'purgeMedia'),
    {
      schema: {
        tags: ['privacy'],
        summary: "Delete every selfie of the event now (the connections stay): the hosts' purge",
        description:
          'Hosts only (owner and admins). Deletes the selfie and small copy of every connection of the ' +
          'event, as retention does when they are due: image and thumbnail become null, the cells, names ' +
          'and descriptions stay and still count. Open big screens drop them from their galleries. ' +
          'Answers how many connections lost their selfie (0 when none was left).',
        security: bearer,
        params: eventParams,
        response: { 200: envelope(mediaPurgeSchema), ...errors },
      },
      preHandler: hostOnly,
    },
    async (request) => {
      const deleted = await fastify.selfieRetention.purgeEvent(eventOf(request).id);
      return ok({ deleted }, messages.selfies.purged(deleted));
    },
  );
};

export default privacyRoutes;
