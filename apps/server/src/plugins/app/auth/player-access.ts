import { timingSafeEqual } from 'node:crypto';
import { messages, type PlayerRegistration } from '@hoogo/core';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { EventRow, Player } from '../../../db/schema.js';
import { batchedLookups, type CardStamp, createCardCache, sameStamp } from '../../../lib/card-cache.js';
import { ApiError } from '../../../lib/envelope.js';
import type { CardLookup, CardPlayer, MatrixCard } from '../game/game-repository.js';
import { eventOf } from './event-access.js';

/**
 * The memory the kept get-user-matrix answers may take (docs/decisions/0053-cards-served-from-memory.md):
 * about 7,000 busy cards of 4-5 KB.
 */
const KEPT_MATRIX_BYTES = 64 * 1024 * 1024;

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
     * is kept and its versions are still the database's, that answer (lib/card-cache.ts).
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

    const keptMatrices = createCardCache<{ body: string; event: EventRow; player: Player }>(
      KEPT_MATRIX_BYTES,
    );
    // PGlite reports every card change as it commits: the answers it concerns are dropped then, and a
    // kept answer is served without asking. `reported` counts the reports, so that a card read before a
    // change and remembered after it is not kept. PostgreSQL (several instances, other writers) does
    // not report: each kept answer is checked by its versions.
    let reported = 0;
    const stopHearing = fastify.cardChanges
      ? await fastify.cardChanges((change) => {
          reported += 1;
          keptMatrices.forget(change);
        })
      : undefined;
    if (stopHearing) fastify.addHook('onClose', async () => stopHearing());
    // The kept cards asked for together share one version query.
    const stampOf = batchedLookups((lookups: CardLookup[]) => game.cardStamps(lookups));
    fastify.decorate('loadMatrixCard', async (request: FastifyRequest) => {
      const { id: reference } = request.params as { id: string };
      const key = playerKeyOf(request);
      const { event_register_id: registerId } = request.query as { event_register_id?: string };
      // The own card by its key, else the public one (readCard's choice); the reference as typed, since a
      // name and the id of one event are two lookups (each checked again by its stamp).
      const lookup = key
        ? `key\u0000${reference}\u0000${key}`
        : `public\u0000${reference}\u0000${registerId}`;
      const kept = key || registerId ? keptMatrices.get(lookup) : undefined;
      if (kept) {
        const now = stopHearing
          ? kept.stamp
          : await stampOf({ reference, player: (key ?? registerId) as string, own: Boolean(key) });
        if (now && sameStamp(now, kept.stamp)) {
          request.event = kept.value.event;
          request.player = kept.value.player;
          request.playerIsCaller = Boolean(key);
          request.matrixCard = { kept: kept.value.body };
          return;
        }
        keptMatrices.delete(lookup);
      }
      const reportedBefore = reported;
      const card = await readCard(request, game.matrixByKey, game.matrixByRegisterId);
      const stamp: CardStamp = {
        playerId: card.player.id,
        playerVersion: card.player.cardVersion,
        eventId: card.event.id,
        eventVersion: card.event.cardVersion,
      };
      request.matrixCard = {
        card,
        remember: (body) => {
          // A change reported since the read may be one the card does not show.
          if (stopHearing && reported !== reportedBefore) return;
          // A string's characters take two bytes; the rows kept beside it, about a kilobyte.
          keptMatrices.set(
            lookup,
            stamp,
            { body, event: card.event, player: card.player },
            2 * body.length + 1024,
          );
        },
      };
    });
  },
  {
    name: 'player-access',
    dependencies: ['db', 'tokens', 'event-access', 'events-repository', 'game-repository'],
  },
);
