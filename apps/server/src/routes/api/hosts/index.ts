import {
  addHostBody,
  envelope,
  errorEnvelope,
  eventParams,
  type Host,
  hostListSchema,
  hostParams,
  hostSchema,
  messages,
} from '@hoogo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, fieldError, ok } from '../../../lib/envelope.js';
import { isUuid } from '../../../lib/ids.js';
import { eventOf } from '../../../plugins/app/event-access.js';
import { AlreadyHostError, type HostRow } from '../../../plugins/app/events-repository.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const bearer = [{ bearerAuth: [] }];

const toHost = ({ user, role }: HostRow): Host => ({ id: user.id, name: user.name, email: user.email, role });

/**
 * The owner and admins of an event. Any host may add an admin (the owner delegates running the event,
 * and an admin on site often needs a colleague's help); only the owner removes admins.
 */
const hostRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { eventsRepository: events, usersRepository: users } = fastify;

  const hostList = async (eventId: string) => ({ hosts: (await events.hosts(eventId)).map(toHost) });

  fastify.get(
    '/:id/host/list/',
    {
      schema: {
        tags: ['hosts'],
        summary: 'The hosts of the event: the owner first, then the admins in the order they were added',
        security: bearer,
        params: eventParams,
        response: { 200: envelope(hostListSchema), ...errors },
      },
      preHandler: [fastify.authenticate, fastify.loadEvent, fastify.requireHost],
    },
    async (request) => ok(await hostList(eventOf(request).id), 'Hosts loaded'),
  );

  fastify.post(
    '/:id/host/create/',
    {
      schema: {
        tags: ['hosts'],
        summary: 'Add an admin by email (owner or admin)',
        description:
          'An email without an account gets a pre-registered one: the person signs in with an OTP later ' +
          'and finds the event on their dashboard.',
        security: bearer,
        params: eventParams,
        body: addHostBody,
        response: { 200: envelope(hostSchema), 409: errorEnvelope, ...errors },
      },
      preHandler: [fastify.authenticate, fastify.loadEvent, fastify.requireHost],
    },
    async (request) => {
      const event = eventOf(request);
      const user = await users.findOrCreate(request.body.email);
      await events.addAdmin(event.id, user.id).catch((error: unknown) => {
        if (!(error instanceof AlreadyHostError)) throw error;
        const sentence =
          error.role === 'Owner' ? messages.eventApi.alreadyOwner : messages.eventApi.alreadyAdmin;
        throw fieldError(409, 'email', sentence);
      });
      return ok(toHost({ user, role: 'Admin' }), messages.hosts.added);
    },
  );

  fastify.delete(
    '/:id/host/:hostId/remove/',
    {
      schema: {
        tags: ['hosts'],
        summary: 'Remove an admin (owner only); answers the remaining hosts',
        security: bearer,
        params: hostParams,
        response: { 200: envelope(hostListSchema), ...errors },
      },
      preHandler: [fastify.authenticate, fastify.loadEvent, fastify.requireOwner('remove admins')],
    },
    async (request) => {
      const event = eventOf(request);
      const hostId = request.params.hostId.toLowerCase();
      const role = isUuid(hostId) ? await events.roleOf(event.id, hostId) : null;
      if (role === 'Owner') throw new ApiError(400, messages.eventApi.ownerCannotBeRemoved);
      if (!role) throw new ApiError(404, messages.eventApi.hostNotFound);
      await events.removeAdmin(event.id, hostId);
      return ok(await hostList(event.id), messages.hosts.removed);
    },
  );
};

export default hostRoutes;
