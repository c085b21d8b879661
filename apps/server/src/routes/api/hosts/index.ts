import {
  addHostBody,
  envelope,
  errorEnvelope,
  eventListItemSchema,
  eventParams,
  type Host,
  hostInvitationSchema,
  hostListSchema,
  hostParams,
  hostSchema,
  invitationParams,
  messages,
} from '@hoogo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, ok } from '../../../lib/envelope.js';
import { isUuid } from '../../../lib/ids.js';
import { bearer, errors } from '../../../lib/route-docs.js';
import { routeUrl } from '../../../lib/route-url.js';
import { eventOf } from '../../../plugins/app/auth/event-access.js';
import type { HostRow } from '../../../plugins/app/events/events-repository.js';
import type { PendingInvitation } from '../../../plugins/app/events/host-invitations-repository.js';

const toHost = ({ user, role }: HostRow): Host => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role,
  invited: false,
});

/** A waiting invitation in the host list: the email the host typed, the invitation's own id, no name. */
const toInvitedHost = ({ id, email }: PendingInvitation): Host => ({
  id,
  name: null,
  email,
  role: 'Admin',
  invited: true,
});

/**
 * The owner and admins of an event. Any host may invite an admin (the owner delegates running the event,
 * and an admin on site often needs a colleague's help); only the owner removes admins and withdraws
 * invitations. An invited person becomes an admin by accepting on their dashboard, signed in with the
 * invited email (docs/decisions/0059-hosts-by-invitation.md).
 */
const hostRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { eventsRepository: events, hostInvitations: invitations, usersRepository: users } = fastify;

  const hostList = async (eventId: string) => {
    const [hosts, invited] = await Promise.all([events.hosts(eventId), invitations.ofEvent(eventId)]);
    return { hosts: [...hosts.map(toHost), ...invited.map(toInvitedHost)] };
  };

  /** The signed-in account's email when invitations may reach it: a verified email, not a guest's. */
  const invitableEmail = async (userId: string): Promise<string | null> => {
    const user = await users.findById(userId);
    return user?.emailVerifiedAt && !user.guestEventId ? user.email : null;
  };

  const invitationsOf = async (userId: string) => {
    const email = await invitableEmail(userId);
    return email ? invitations.addressedTo(email) : [];
  };

  fastify.get(
    routeUrl(fastify, 'listHosts'),
    {
      schema: {
        tags: ['hosts'],
        summary:
          'The hosts of the event: the owner first, then the admins in the order they were added, then ' +
          'the invitations waiting (`invited`)',
        security: bearer,
        params: eventParams,
        response: { 200: envelope(hostListSchema), ...errors },
      },
      preHandler: [fastify.authenticate, fastify.loadEvent, fastify.requireHost],
    },
    async (request) => ok(await hostList(eventOf(request).id), messages.eventApi.hostsLoaded),
  );

  fastify.post(
    routeUrl(fastify, 'addHost'),
    {
      schema: {
        tags: ['hosts'],
        summary: 'Invite an admin by email (owner or admin)',
        description:
          'Writes an invitation for the email and answers it (`invited`, its own id, no name): no account ' +
          'is made, and the answer is the same whether the email has one. The person becomes an admin ' +
          'by accepting it on their dashboard (`/manage-user/host-invitations/`). Each account sends at ' +
          'most GUESS_BUDGET_HOST_INVITATIONS invitations (429 with Retry-After past it).',
        security: bearer,
        params: eventParams,
        body: addHostBody,
        response: { 200: envelope(hostSchema), 409: errorEnvelope, 429: errorEnvelope, ...errors },
      },
      preHandler: [
        fastify.authenticate,
        fastify.loadEvent,
        fastify.requireHost,
        fastify.limitHostInvitations,
      ],
    },
    async (request) => {
      const invited = await invitations.invite(eventOf(request).id, request.body.email);
      return ok(toInvitedHost(invited), messages.hosts.added);
    },
  );

  fastify.delete(
    routeUrl(fastify, 'removeHost'),
    {
      schema: {
        tags: ['hosts'],
        summary: 'Remove an admin or withdraw an invitation (owner only); answers the remaining hosts',
        security: bearer,
        params: hostParams,
        response: { 200: envelope(hostListSchema), ...errors },
      },
      preHandler: [
        fastify.authenticate,
        fastify.loadEvent,
        fastify.requireOwner(() => messages.eventApi.ownerOnlyRemoveAdmins),
      ],
    },
    async (request) => {
      const event = eventOf(request);
      const hostId = request.params.hostId.toLowerCase();
      const role = isUuid(hostId) ? await events.roleOf(event.id, hostId) : null;
      if (role === 'Owner') throw new ApiError(400, messages.eventApi.ownerCannotBeRemoved);
      if (role) await events.removeAdmin(event.id, hostId);
      else if (!(await invitations.withdraw(event.id, hostId))) {
        throw new ApiError(404, messages.eventApi.hostNotFound);
      }
      return ok(await hostList(event.id), messages.hosts.removed);
    },
  );

  fastify.get(
    routeUrl(fastify, 'hostInvitations'),
    {
      schema: {
        tags: ['hosts'],
        summary: 'The invitations to co-host addressed to the caller’s email, newest first',
        security: bearer,
        response: { 200: envelope(z.array(hostInvitationSchema)), ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => ok(await invitationsOf(request.user!.id), messages.eventApi.invitationsLoaded),
  );

  fastify.post(
    routeUrl(fastify, 'acceptHostInvitation'),
    {
      schema: {
        tags: ['hosts'],
        summary: 'Accept an invitation: the caller becomes an admin of its event; answers the event',
        security: bearer,
        params: invitationParams,
        response: { 200: envelope(eventListItemSchema), ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => {
      const userId = request.user!.id;
      const email = await invitableEmail(userId);
      const event = email
        ? await invitations.accept(request.params.invitationId, { id: userId, email })
        : null;
      if (!event) throw new ApiError(404, messages.eventApi.invitationNotFound);
      return ok(event, messages.hosts.invitationAccepted(event.event_name));
    },
  );

  fastify.post(
    routeUrl(fastify, 'declineHostInvitation'),
    {
      schema: {
        tags: ['hosts'],
        summary: 'Decline an invitation; answers the caller’s remaining invitations',
        security: bearer,
        params: invitationParams,
        response: { 200: envelope(z.array(hostInvitationSchema)), ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => {
      const email = await invitableEmail(request.user!.id);
      if (!email || !(await invitations.decline(request.params.invitationId, email))) {
        throw new ApiError(404, messages.eventApi.invitationNotFound);
      }
      return ok(await invitations.addressedTo(email), messages.hosts.invitationDeclined);
    },
  );
};

export default hostRoutes;
