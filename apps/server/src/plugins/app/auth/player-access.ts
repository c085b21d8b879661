import { timingSafeEqual } from 'node:crypto';
import { messages, type PlayerRegistration } from '@hoogo/core';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { EventRow, Player } from '../../../db/schema.js';
import { ApiError } from '../../../lib/envelope.js';
import type { CardLookup, CardPlayer, MatrixCard } from '../game/card-reads.js';
import { eventOf } from './event-access.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler after loadEvent: the secret player key `user_id` (query, else body) must be the key of a
     * player of request.event, who plays (a player the hosts removed may only read their own card); sets
     * request.player, or answers 403.
     */
    requirePlayer: preHandlerAsyncHookHandler;
    /**
     * In place of loadEvent and requirePlayer (an onRequest hook too): their checks and refusals, in the
     * same order, with event and player read in one query.
     */
    loadPlayer: preHandlerAsyncHookHandler;
    /**
     * preHandler for cards, in place of loadEvent: with `user_id` as requirePlayer (editable card), else
     * the player of the public `event_register_id` (read-only card, 404 when unknown). Sets
     * request.event and request.player in one query when all is well.
     */
    loadCard: preHandlerAsyncHookHandler;
    /**
     * preHandler of get-user-matrix: loadCard, with the whole card (cells, completion rank, hidden cells)
     * read in the same one query and set as request.matrixCard; or, when the answer for the same lookup
     * is kept and still current, that answer (fastify.cardCache, plugins/app/game/card-cache.ts).
     */
    loadMatrixCard: preHandlerAsyncHookHandler;
    /**
     * preHandler, in place of authenticate, of the routes that a player without a Hoogo session (a
     * ticket-code sign-in) may call as well: a Bearer access token is checked as authenticate does (a bad
     * one answers 401 with statusCode 1000, so the client refreshes) and sets request.user; without one,
     * the secret player key `user_id` in the query, of a player of any event, sets request.player (401
     * 'Invalid player key' for a key of nobody: no session to refresh). Neither: 401 as authenticate.
     */
    authenticateOrPlayerKey: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    player: Player | null;
    /** Whether request.player was proven by its secret key. */
    playerIsCaller: boolean;
    /** The card loadMatrixCard read, or the answer it found kept. */
    matrixCard: MatrixRead | null;
  }
}

export function playerOf(request: FastifyRequest): Player {
  if (!request.player) throw new Error(`${request.routeOptions.url}: requirePlayer did not run`);
  return request.player;
}

/** The answer of a join: the player's ids in the event (`user_id` is the secret player key). */
export const registrationOf = (event: EventRow, player: Player): PlayerRegistration => ({
  event_id: event.id,
  event_name: event.name,
  event_register_id: player.eventRegisterId,
  user_id: player.playerKey,
  user_code: player.userCode,
});

/**
 * What loadMatrixCard found: the answer kept for the lookup, still current; or the card read, with
 * `remember` to keep the answer built from it.
 */
export type MatrixRead = { kept: string } | { card: MatrixCard; remember: (body: string) => void };

/** The card loadMatrixCard read, or the answer it found kept. */
export function matrixCardOf(request: FastifyRequest): MatrixRead {
  if (!request.matrixCard) throw new Error(`${request.routeOptions.url}: loadMatrixCard did not run`);
  return request.matrixCard;
}

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

function playerKeyOf(request: FastifyRequest): string | undefined {
  const fromQuery = (request.query as { user_id?: unknown } | undefined)?.user_id;
  const fromBody = (request.body as { user_id?: unknown } | undefined)?.user_id;
  const key = fromQuery ?? fromBody;
  return typeof key === 'string' ? key : undefined;
}

/**
 * Players act with their secret key: the key is looked up through its unique index
 * and must belong to a player of the event in the path, so a key of another event, or of nobody, is
 * refused the same way. The public event_register_id only ever opens read-only views.
 */
export default fp(
  async (fastify) => {
    fastify.decorateRequest('player', null);
    fastify.decorateRequest('playerIsCaller', false);
    fastify.decorateRequest('matrixCard', null);

    async function callerPlayer(request: FastifyRequest, key: string): Promise<Player> {
      const player = await fastify.gameRepository.findByKey(key);
      if (!player || player.eventId !== eventOf(request).id || !sameSecret(player.playerKey, key)) {
        throw new ApiError(403, messages.gameApi.invalidPlayerKey);
      }
      return player;
    }

    fastify.decorate('requirePlayer', async (request: FastifyRequest) => {
      const key = playerKeyOf(request);
      if (!key) throw new ApiError(403, messages.gameApi.invalidPlayerKey);
      const player = await callerPlayer(request, key);
      if (player.removedAt) throw new ApiError(403, messages.gameApi.removedFromGame);
      request.player = player;
      request.playerIsCaller = true;
    });

    fastify.decorate('loadPlayer', async (request: FastifyRequest) => {
      const { id: reference } = request.params as { id: string };
      const key = playerKeyOf(request);
      const card = key ? await fastify.gameRepository.cardByKey(reference, key) : undefined;
      if (!key || !card || !sameSecret(card.player.playerKey, key)) {
        // loadEvent's refusal first: an unknown event is 404 whatever the key.
        if (!(await fastify.eventsRepository.findByReference(reference))) {
          throw new ApiError(404, messages.eventApi.notFound);
        }
        throw new ApiError(403, messages.gameApi.invalidPlayerKey);
      }
      if (card.player.removedAt) throw new ApiError(403, messages.gameApi.removedFromGame);
      request.event = card.event;
      request.player = card.player;
      request.playerIsCaller = true;
    });

    fastify.decorate('authenticateOrPlayerKey', async (request, reply) => {
      const key = (request.query as { user_id?: unknown } | undefined)?.user_id;
      if (request.headers.authorization || typeof key !== 'string' || key === '') {
        await fastify.authenticate.call(fastify, request, reply);
        return;
      }
      const player = await fastify.gameRepository.findByKey(key);
      if (!player || !sameSecret(player.playerKey, key)) {
        throw new ApiError(401, messages.gameApi.invalidPlayerKey);
      }
      request.player = player;
      request.playerIsCaller = true;
    });

    /**
     * The card of the request: with `user_id` the caller's (its key compared in constant time), else the
     * public one of `event_register_id`; refused as loadEvent and requirePlayer refuse when there is none.
     */
    async function readCard<Card extends CardPlayer>(
      request: FastifyRequest,
      byKey: (reference: string, key: string) => Promise<Card | undefined>,
      byRegisterId: (reference: string, registerId: string) => Promise<Card | undefined>,
    ): Promise<Card> {
      const { id: reference } = request.params as { id: string };
      const key = playerKeyOf(request);
      const { event_register_id: registerId } = request.query as { event_register_id?: string };
      let card: Card | undefined;
      if (key) {
        card = await byKey(reference, key);
        if (card && !sameSecret(card.player.playerKey, key)) card = undefined;
      } else if (registerId) {
        card = await byRegisterId(reference, registerId);
      }
      if (!card) {
        // The refusals of loadEvent first, as on every other route of the event.
        if (!(await fastify.eventsRepository.findByReference(reference))) {
          throw new ApiError(404, messages.eventApi.notFound);
        }
        if (key) throw new ApiError(403, messages.gameApi.invalidPlayerKey);
        if (!registerId) throw new ApiError(400, messages.gameApi.cardNeedsPlayer);
        throw new ApiError(404, messages.gameApi.playerNotFound);
      }
      request.event = card.event;
      request.player = card.player;
      request.playerIsCaller = Boolean(key);
      return card;
    }

    const { gameRepository: game } = fastify;
    fastify.decorate('loadCard', async (request: FastifyRequest) => {
      await readCard(request, game.cardByKey, game.cardByRegisterId);
    });

    // The kept answers are the card-cache plugin's (plugins/app/game/card-cache.ts): this only asks it.
    const { cardCache } = fastify;
    fastify.decorate('loadMatrixCard', async (request: FastifyRequest) => {
      const { id: reference } = request.params as { id: string };
      const key = playerKeyOf(request);
      const { event_register_id: registerId } = request.query as { event_register_id?: string };
      // The own card by its key, else the public one (readCard's choice); with neither, readCard refuses.
      const player = key || registerId;
      const lookup: CardLookup | undefined = player ? { reference, player, own: Boolean(key) } : undefined;
      const kept = lookup && (await cardCache.find(lookup));
      if (kept) {
        request.event = kept.event;
        request.player = kept.player;
        request.playerIsCaller = Boolean(key);
        request.matrixCard = { kept: kept.body };
        return;
      }
      const keep = lookup && cardCache.beginRead(lookup);
      const card = await readCard(request, game.matrixByKey, game.matrixByRegisterId);
      request.matrixCard = {
        card,
        remember: (body) => keep?.({ body, event: card.event, player: card.player }),
      };
    });
  },
  {
    name: 'player-access',
    dependencies: ['tokens', 'event-access', 'events-repository', 'game-repository', 'card-cache'],
  },
);
