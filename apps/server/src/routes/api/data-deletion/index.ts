import {
  accountSummarySchema,
  envelope,
  eventParams,
  leaveEventBody,
  messages,
  StatusCode,
} from '@hoogo/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, ok } from '../../../lib/envelope.js';
import { bearer, errors } from '../../../lib/route-docs.js';
import { routeUrl } from '../../../lib/route-url.js';
import { playerOf } from '../../../plugins/app/auth/player-access.js';

/** The signed-in user's id; a token of a deleted account is as good as an invalid one. */
function sessionExpired(): ApiError {
  return new ApiError(401, messages.network.sessionExpired, { statusCode: StatusCode.TokenInvalid });
}

/**
 * A person deletes their data (docs/data.md): a player leaves an event with their secret key, a
 * signed-in person deletes their account. Both are immediate; the confirmation is the client's.
 */
const dataDeletionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { dataDeletion } = fastify;

  fastify.post(
    routeUrl(fastify, 'leaveEvent'),
    {
      schema: {
        tags: ['game'],
        summary: 'Leave the event and delete your data in it (secret player key)',
        description:
          'Deletes the player: their card and connections with their selfies, the connections of other ' +
          'players that linked them by friend code (those cells are free again and those cards are scored ' +
          'again), the votes cast by and for them, their moderation records and contact details. A player ' +
          'the hosts removed may leave too. Cells where someone only typed their name stay. An unknown key ' +
          '(also the key of a player who left) answers 403.',
        params: eventParams,
        body: leaveEventBody,
        response: { 200: envelope(z.null()), ...errors },
      },
      // loadCard, not requirePlayer: a removed player may read their card, and may leave.
      preHandler: [
        fastify.loadCard,
        async (request: FastifyRequest) => {
          if (!request.playerIsCaller) throw new ApiError(403, messages.gameApi.invalidPlayerKey);
        },
      ],
    },
    async (request) => {
      const left = await dataDeletion.leave(playerOf(request));
      // Another request of the same player left first: as for any unknown key.
      if (!left) throw new ApiError(403, messages.gameApi.invalidPlayerKey);
      return ok(null, messages.dataDeletion.leftApi);
    },
  );

  fastify.get(
    routeUrl(fastify, 'accountSummary'),
    {
      schema: {
        tags: ['auth'],
        summary: 'What deleting your account deletes: the events you own, play in and co-host',
        security: bearer,
        response: { 200: envelope(accountSummarySchema), ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => {
      const summary = request.user && (await dataDeletion.accountSummary(request.user.id));
      if (!summary) throw sessionExpired();
      return ok(summary, messages.dataDeletion.accountSummary);
    },
  );

  fastify.delete(
    routeUrl(fastify, 'deleteAccount'),
    {
      schema: {
        tags: ['auth'],
        summary: 'Delete your account and its data',
        description:
          'Leaves every event you play in (as leave/ does), deletes every event you own with all its ' +
          'players, connections and files, your host memberships, sessions, one-time codes and guessing ' +
          'budgets of your email, ticketing connections and attendee lists, then the account. Immediate.',
        security: bearer,
        response: { 200: envelope(z.null()), ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => {
      const deleted = request.user && (await dataDeletion.deleteAccount(request.user.id));
      if (!deleted) throw sessionExpired();
      return ok(null, messages.dataDeletion.accountDeletedApi);
    },
  );
};

export default dataDeletionRoutes;
