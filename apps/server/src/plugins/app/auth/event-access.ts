import { type HostRole, messages } from '@hoogo/core';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { EventRow } from '../../../db/schema.js';
import { ApiError } from '../../../lib/envelope.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: resolves the path's `{id}` (event id or name) to request.event, or answers 404. */
    loadEvent: preHandlerAsyncHookHandler;
    /** preHandler of public routes: sets request.user when a Bearer token is sent (it must be valid). */
    identify: preHandlerAsyncHookHandler;
    /** preHandler after authenticate and loadEvent: the caller must be the owner or an admin (403). */
    requireHost: preHandlerAsyncHookHandler;
    /** preHandler after authenticate and loadEvent: the caller must be the owner (403 naming the action). */
    /** `refusal`: the sentence for a host who is not the owner, read in the request's language. */
    requireOwner(refusal: () => string): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    event: EventRow | null;
    /** The caller's role in request.event, set by requireHost and requireOwner. */
    hostRole: HostRole | null;
  }
}

/** The event loadEvent found; a route that reads it without loadEvent is a programming error. */
export function eventOf(request: FastifyRequest): EventRow {
  if (!request.event) throw new Error(`${request.routeOptions.url}: loadEvent did not run`);
  return request.event;
}

/** The signed-in caller's account id; a route that reads it without authenticate is a programming error. */
export function callerIdOf(request: FastifyRequest): string {
  if (!request.user) throw new Error(`${request.routeOptions.url}: authenticate did not run`);
  return request.user.id;
}

async function callerRole(request: FastifyRequest): Promise<HostRole | null> {
  return request.server.eventsRepository.roleOf(eventOf(request).id, callerIdOf(request));
}

/**
 * Who may do what with an event, as preHandlers declared on each route: anyone may read its public
 * info, its owner and admins manage it, and only the owner deletes it or removes admins.
 */
export default fp(
  async (fastify) => {
    fastify.decorateRequest('event', null);
    fastify.decorateRequest('hostRole', null);

    fastify.decorate('loadEvent', async (request: FastifyRequest) => {
      const { id } = request.params as { id: string };
      request.event = (await fastify.eventsRepository.findByReference(id)) ?? null;
      if (!request.event) throw new ApiError(404, messages.eventApi.notFound);
    });

    fastify.decorate('identify', async (request, reply) => {
      // A token that is sent must be good: an expired one makes the client refresh and ask again,
      // rather than silently answering as if the host were a stranger.
      if (request.headers.authorization) await fastify.authenticate.call(fastify, request, reply);
    });

    fastify.decorate('requireHost', async (request: FastifyRequest) => {
      request.hostRole = await callerRole(request);
      if (!request.hostRole) throw new ApiError(403, messages.eventAdmin.notHost);
    });

    fastify.decorate('requireOwner', (refusal: () => string) => {
      const handler: preHandlerAsyncHookHandler = async (request) => {
        request.hostRole = await callerRole(request);
        if (!request.hostRole) throw new ApiError(403, messages.eventAdmin.notHost);
        if (request.hostRole !== 'Owner') throw new ApiError(403, refusal());
      };
      return handler;
    });
  },
  { name: 'event-access', dependencies: ['tokens', 'events-repository'] },
);
