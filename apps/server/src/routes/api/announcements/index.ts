import {
  announcementBody,
  announcementListSchema,
  announcementParams,
  envelope,
  errorEnvelope,
  eventParams,
  hostAnnouncementSchema,
  messages,
} from '@hoogo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import { bearer, errors } from '../../../lib/route-docs.js';
import { routeUrl } from '../../../lib/route-url.js';
import { callerIdOf, eventOf } from '../../../plugins/app/auth/event-access.js';

/**
 * A host's announcements to everyone in the event (docs/decisions/0082-announcements.md): written, listed
 * and withdrawn by the event's hosts only; phones get the standing ones on the status channel, big
 * screens a new one on their screen socket.
 */
const announcementRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { announcements } = fastify;
  const hostOnly = [fastify.authenticate, fastify.loadEvent, fastify.requireHost];

  fastify.post(
    routeUrl(fastify, 'createAnnouncement'),
    {
      schema: {
        tags: ['events'],
        summary: 'Send an announcement to every phone and big screen of the event',
        description:
          'Hosts only (owner and admins). `text`: plain text, trimmed, 1 to ANNOUNCEMENT_MAX_LENGTH (200) ' +
          'characters; HTML tags and control characters (line breaks included) are refused with 400. At ' +
          'most announcementsPerEvent (5 a minute) per event, every host together, on every instance ' +
          '(429 with Retry-After). Stored: phones get the newest standing ones on the status channel ' +
          '(`announcements`), big screens show it large for a while. Answers the announcement.',
        security: bearer,
        params: eventParams,
        body: announcementBody,
        response: { 200: envelope(hostAnnouncementSchema), 429: errorEnvelope, ...errors },
      },
      preHandler: [
        ...hostOnly,
        fastify.limitRequests(
          'announcements',
          fastify.config.rateLimits.announcementsPerEvent,
          (request) => eventOf(request).id,
          messages.announcements.tooMany,
        ),
      ],
    },
    async (request) => {
      const announcement = await announcements.create(
        eventOf(request).id,
        callerIdOf(request),
        request.body.text,
      );
      return ok(announcement, messages.announcements.createdApi);
    },
  );

  fastify.get(
    routeUrl(fastify, 'announcements'),
    {
      schema: {
        tags: ['events'],
        summary: "The event's announcements, newest first, with who wrote each",
        description: 'Hosts only.',
        security: bearer,
        params: eventParams,
        response: { 200: envelope(announcementListSchema), ...errors },
      },
      preHandler: hostOnly,
    },
    async (request) => ok(await announcements.list(eventOf(request).id), messages.announcements.listedApi),
  );

  fastify.delete(
    routeUrl(fastify, 'deleteAnnouncement'),
    {
      schema: {
        tags: ['events'],
        summary: 'Withdraw an announcement from every phone and big screen',
        description:
          "Hosts only. Deletes the announcement; phones drop its banner and screens showing it go back to the board. 404 for another event's or a withdrawn one. Answers the remaining announcements.",
        security: bearer,
        params: announcementParams,
        response: { 200: envelope(announcementListSchema), ...errors },
      },
      preHandler: hostOnly,
    },
    async (request) => {
      const eventId = eventOf(request).id;
      await announcements.remove(eventId, request.params.announcementId);
      return ok(await announcements.list(eventId), messages.announcements.deletedApi);
    },
  );
};

export default announcementRoutes;
