import {
  completedPlayerSchema,
  envelope,
  errorEnvelope,
  eventParams,
  liveQuery,
  messages,
  playerKeyQuery,
  StatusCode,
  sortVoting,
  voteBody,
  voteParams,
  votingRowSchema,
} from '@hoogo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventRow } from '../../../db/schema.js';
import { ApiError, ok } from '../../../lib/envelope.js';
import { routeUrl } from '../../../lib/route-url.js';
import { publicVotingRow } from '../../../lib/venue-privacy.js';
import { eventOf } from '../../../plugins/app/auth/event-access.js';
import { playerOf } from '../../../plugins/app/auth/player-access.js';

const errors = { 400: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/**
 * Voting: while the hosts have voting on, each player votes for at most two completed
 * players they are connected to; the voting leaderboard ranks the completed players by votes.
 */
const votingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { votingRepository: voting, gameRepository: game, announce } = fastify;

  fastify.get(
    routeUrl(fastify, 'completedPlayers'),
    {
      schema: {
        tags: ['voting'],
        summary: 'The completed players you are connected to, with whether you voted for them',
        description:
          'Connected: either player entered the other’s friend code in a cell. Earliest completion first.',
        params: eventParams,
        querystring: playerKeyQuery,
        response: { 200: envelope(z.array(completedPlayerSchema)), ...errors },
      },
      preHandler: [fastify.loadEvent, fastify.requirePlayer],
    },
    async (request) =>
      ok(await voting.completedConnections(playerOf(request)), messages.votingApi.completedPlayers),
  );

  fastify.post(
    routeUrl(fastify, 'vote'),
    {
      schema: {
        tags: ['voting'],
        summary: 'Vote for a completed player you are connected to (at most 2 votes)',
        description:
          'Only while voting is on (else 409 with statusCode 4000). Never for yourself, once per player. ' +
          'Answers the candidate’s row of the voting leaderboard.',
        params: voteParams,
        body: voteBody,
        response: { 200: envelope(votingRowSchema), 409: errorEnvelope, ...errors },
      },
      preHandler: [fastify.loadEvent, fastify.requirePlayer],
    },
    async (request) => {
      const event = eventOf(request);
      if (!event.votingEnabled) {
        throw new ApiError(409, messages.voting.closed, { statusCode: StatusCode.VotingState });
      }
      const candidate = await game.findByRegisterId(event.id, request.params.playerId);
      await voting.vote(playerOf(request), candidate);
      const [row] = await voting.votingRows(event.id, candidate!.id);
      if (!row) throw new Error('voted player has no voting row');
      announce(event.id, { type: 'vote_cast', row });
      return ok(row, messages.voting.voted);
    },
  );

  /** The voting board as the public sees it: names as the event's venue_privacy shows them (docs/data.md). */
  const votingBoard = async (event: EventRow) =>
    sortVoting(await voting.votingRows(event.id)).map((row) => publicVotingRow(row, event.venuePrivacy));

  fastify.route({
    method: 'GET',
    url: routeUrl(fastify, 'voteLeaderboard'),
    schema: {
      tags: ['voting'],
      summary: 'The voting leaderboard: completed players by votes, connections, then completion',
      description:
        'Public. A WebSocket request to the same path gets a live snapshot, then one update per change ' +
        '(packages/core api/live.ts).',
      params: eventParams,
      querystring: liveQuery,
      response: { 200: envelope(z.array(votingRowSchema)), ...errors },
    },
    preHandler: fastify.loadEvent,
    handler: async (request) => ok(await votingBoard(eventOf(request)), messages.votingApi.leaderboard),
    wsHandler: (socket, request) => {
      const event = eventOf(request);
      return fastify.liveViewers.open(socket, {
        event,
        board: 'voting',
        token: request.query.token,
        rows: (_isHost, current) => votingBoard(current),
      });
    },
  });
};

export default votingRoutes;
