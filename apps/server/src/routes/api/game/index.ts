import {
  type BoardWindow,
  clampWindow,
  emptyGridCell,
  envelope,
  errorEnvelope,
  eventParams,
  type GridCell,
  idempotencyHeaders,
  type LeaderboardPlayer,
  type LeaderboardWindow,
  leaderboardQuery,
  leaderboardWindowSchema,
  matrixQuery,
  messages,
  type PlayerStart,
  playerKeyQuery,
  playerRegistrationSchema,
  playerStartSchema,
  publicName,
  StatusCode,
  scoreLetters,
  type UserMatrix,
  userInputResultSchema,
  userMatrixSchema,
} from '@hoogo/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EventRow, Player } from '../../../db/schema.js';
import { selfieUrls } from '../../../lib/connection-image.js';
import { ApiError, ok } from '../../../lib/envelope.js';
import { bearer, errors } from '../../../lib/route-docs.js';
import { routeUrl } from '../../../lib/route-url.js';
import { publicCell } from '../../../lib/venue-privacy.js';
import { eventOf } from '../../../plugins/app/auth/event-access.js';
import { matrixCardOf, playerOf, registrationOf } from '../../../plugins/app/auth/player-access.js';
import type { MatrixCard } from '../../../plugins/app/game/card-reads.js';
import { ownPlaceOf, windowOf } from '../../../plugins/app/live/leaderboard-cache.js';
import { userInputBody } from '../../../schemas/game.js';

/**
 * The player's card: the players of an event, the grid, the connections that fill it, and the
 * leaderboard that ranks them. Players act with their secret key (`user_id`), checked by requirePlayer.
 */
const gameRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const {
    gameRepository: game,
    eventsRepository: events,
    mediaStorage: media,
    publicBoards: boards,
  } = fastify;

  /**
   * The answer of get-user-matrix. It is serialised as is (JSON.stringify, not the response schema), so
   * every object is built with the schema's keys in the schema's order.
   */
  function toUserMatrix(card: MatrixCard, player: Player, editable: boolean): UserMatrix {
    const { event } = card;
    const answer = event.matrix.map((row, x) => row.map((_, y) => emptyGridCell(x, y)));
    for (const cell of card.cells) {
      const filled: GridCell = {
        x: cell.x,
        y: cell.y,
        connected_name: cell.connectedName,
        ...selfieUrls(media.url, cell),
        user_name: cell.linkedName,
        code: editable ? cell.code : null,
        liner: cell.liner,
        connected_at: cell.createdAt.toISOString(),
        disabled: true,
      };
      // Someone else's card is a public view (docs/data.md): names as the venue shows them, and no
      // selfie without its person's consent. The player's own card shows everything.
      (answer[cell.x] as GridCell[])[cell.y] = editable
        ? filled
        : publicCell(filled, event.venuePrivacy, cell.selfieConsent);
    }
    return {
      event_id: event.id,
      event_name: event.name,
      event_register_id: player.eventRegisterId,
      user_name: editable ? card.userName : publicName(card.userName, event.venuePrivacy),
      question: event.matrix,
      answer,
      user_code: editable ? player.userCode : null,
      voting_enabled: event.votingEnabled,
      code_digits: event.codeDigits,
      total_connections: player.totalConnections,
      score: scoreLetters(player.bingos),
      completed_at: player.completedAt?.toISOString() ?? null,
      completion_rank: card.completionRank,
      editable,
      // Own card only (docs/product.md, "Moderation"): a read-only view says nothing of moderation.
      hidden_connections: editable
        ? card.hidden.map((cell) => ({
            x: cell.x,
            y: cell.y,
            connected_name: cell.connectedName,
            hidden_at: cell.hiddenAt.toISOString(),
          }))
        : [],
      removed: editable && player.removedAt !== null,
    };
  }

  /**
   * The signed-in account that may play the event: it must still exist (players reference their
   * account), and a guest account plays only the event it was made for (docs/decisions/0055-quick-join.md).
   */
  async function playingAccount(request: FastifyRequest, eventId: string) {
    const user = request.user && (await fastify.usersRepository.findById(request.user.id));
    if (!user) {
      throw new ApiError(401, messages.network.sessionExpired, { statusCode: StatusCode.TokenInvalid });
    }
    if (user.guestEventId !== null && user.guestEventId !== eventId) {
      throw new ApiError(403, messages.guest.otherEvent);
    }
    return user;
  }

  fastify.post(
    routeUrl(fastify, 'registerPlayer'),
    {
      schema: {
        tags: ['game'],
        summary: 'Join the event (once) and get your player ids',
        description:
          'Registers the signed-in user as a player of the event the first time, and answers the same ' +
          'registration afterwards (on any device). `user_id` is the secret player key. When the event ' +
          'uses friend codes, the answer carries the player’s code.',
        security: bearer,
        params: eventParams,
        response: { 200: envelope(playerRegistrationSchema), 409: errorEnvelope, ...errors },
      },
      preHandler: [fastify.authenticate, fastify.loadEvent],
    },
    async (request) => {
      const event = eventOf(request);
      const user = await playingAccount(request, event.id);
      const { player, created } = await fastify.joinEvent(event, user.id);
      return ok(
        registrationOf(event, player),
        created ? messages.gameApi.joined : messages.gameApi.registration,
      );
    },
  );

  fastify.post(
    routeUrl(fastify, 'startPlaying'),
    {
      schema: {
        tags: ['game'],
        summary: 'Open the player page: your host role, your registration (joining once) and your card',
        description:
          'What the player page needs after the sign-in, in one round trip ' +
          '(docs/decisions/0058-the-attendees-first-minutes.md): the caller’s host role; unless the caller ' +
          'is a host who has not joined the event, their registration, joining the first time as POST ' +
          'get-event-register-id does, and their own card as get-user-matrix with user_id answers it. ' +
          'A host who has not ' +
          'joined gets registration and matrix null: looking at the player page never counts a host ' +
          'as a player.',
        security: bearer,
        params: eventParams,
        response: { 200: envelope(playerStartSchema), 409: errorEnvelope, ...errors },
      },
      preHandler: [fastify.authenticate, fastify.loadEvent],
    },
    async (request) => {
      const event = eventOf(request);
      const userId = (await playingAccount(request, event.id)).id;
      const role = await events.roleOf(event.id, userId);
      const found = role === null ? undefined : await game.findForAccount(event.id, userId);
      const start: PlayerStart = {
        event_id: event.id,
        event_name: event.name,
        role,
        registration: null,
        matrix: null,
      };
      if (role !== null && !found) return ok(start, messages.gameApi.started);
      const player = found
        ? await game.ensureCode(found, event.codeDigits)
        : (await fastify.joinEvent(event, userId)).player;
      const card = await game.matrixByKey(event.id, player.playerKey);
      if (!card) throw new ApiError(404, messages.gameApi.playerNotFound);
      return ok(
        {
          ...start,
          registration: registrationOf(event, player),
          matrix: toUserMatrix(card, player, true),
        },
        messages.gameApi.started,
      );
    },
  );

  fastify.get(
    routeUrl(fastify, 'getEventRegisterId'),
    {
      schema: {
        tags: ['game'],
        summary: 'Your player ids in the event, if you joined it (404 otherwise)',
        security: bearer,
        params: eventParams,
        response: { 200: envelope(playerRegistrationSchema), 409: errorEnvelope, ...errors },
      },
      preHandler: [fastify.authenticate, fastify.loadEvent],
    },
    async (request) => {
      const event = eventOf(request);
      const player = await game.findForAccount(event.id, request.user!.id);
      if (!player) throw new ApiError(404, messages.gameApi.notJoined);
      const withCode = await game.ensureCode(player, event.codeDigits);
      return ok(registrationOf(event, withCode), messages.gameApi.registration);
    },
  );

  fastify.get(
    routeUrl(fastify, 'getUserMatrix'),
    {
      schema: {
        tags: ['game'],
        summary: "A player's card: your own with user_id (editable), anyone's with event_register_id",
        description:
          'With the secret `user_id` the answer is editable and carries your friend code and the codes ' +
          'you entered; with only `event_register_id` it is read-only, without any code. An unknown ' +
          '`user_id`, or one of another event, answers 403. Your own card also lists the connections ' +
          'a host hid whose cell is empty again (`hidden_connections`) and whether the hosts removed ' +
          'you (`removed`); a removed player has no read-only card (404). A read-only card is public: ' +
          'names follow the event’s venue_privacy (then without selfies and liners), and a selfie ' +
          'whose person did not consent (selfie_consent false) is not in it.',
        params: eventParams,
        querystring: matrixQuery,
        response: { 200: envelope(userMatrixSchema), 409: errorEnvelope, ...errors },
      },
      preHandler: fastify.loadMatrixCard,
    },
    async (request, reply) => {
      const read = matrixCardOf(request);
      const json = reply.type('application/json; charset=utf-8');
      if ('kept' in read) return json.send(read.kept as never);
      const { card } = read;
      const editable = request.playerIsCaller;
      const player = editable ? await game.ensureCode(card.player, card.event.codeDigits) : card.player;
      // Built in the schema's shape: serialised once, without the response schema's validation pass.
      const body = JSON.stringify(ok(toUserMatrix(card, player, editable), messages.gameApi.matrix));
      // A new friend code changed the row after the card was read: the next request builds it again.
      if (player === card.player) read.remember(body);
      return json.send(body as never);
    },
  );

  fastify.post(
    routeUrl(fastify, 'addConnection'),
    {
      schema: {
        tags: ['game'],
        summary: 'Fill a cell of your card with a connection (multipart)',
        description:
          'Fields: letter, name, liner, image, cords[x], cords[y], code. The grid must be complete ' +
          '(409), voting off (409 with statusCode 4000), the cell on the grid, empty (409) and of this ' +
          'letter; the name starts with the letter; when the event uses codes, `code` is another ' +
          "player's friend code not used before. Field errors are under name, liner, image, code. " +
          'With an `Idempotency-Key` header, a repeated request with the same key (a retry, a duplicate, ' +
          'also at the same time) answers the first one’s result with 200 and stores nothing more; the ' +
          'same key with another cell or other fields answers 422. Refusals are not kept: a corrected ' +
          'request may reuse its key.',
        consumes: ['multipart/form-data'],
        params: eventParams,
        querystring: playerKeyQuery,
        headers: idempotencyHeaders,
        body: userInputBody,
        response: {
          200: envelope(userInputResultSchema),
          409: errorEnvelope,
          413: errorEnvelope,
          422: errorEnvelope,
          ...errors,
        },
      },
      // Before the body is read: a refused upload never has its selfie read (plugins/external/multipart.ts).
      onRequest: [fastify.validateAddress, fastify.loadPlayer],
    },
    async (request) => {
      const { body, headers } = request;
      const connection = await fastify.connections.submit(
        eventOf(request),
        playerOf(request),
        body,
        headers['idempotency-key'],
      );
      return ok(connection, messages.game.connectionAdded);
    },
  );

  /**
   * The event_register_id of the player key a board request names for its own place (`me`): the key
   * must be of a player of this event still in the game.
   */
  async function ownRegisterId(event: EventRow, playerKey: string): Promise<string> {
    const player = await game.findByKey(playerKey);
    if (!player || player.eventId !== event.id) throw new ApiError(403, messages.gameApi.invalidPlayerKey);
    if (player.removedAt) throw new ApiError(403, messages.gameApi.removedFromGame);
    return player.eventRegisterId;
  }

  /**
   * A window of the board with the friend codes: the event's hosts' view. The same public board (in
   * memory, names as the event's venue_privacy shows them: it is a public screen, docs/data.md), with the
   * codes of the window's players read from the database (a code may be given without a live change).
   */
  async function hostWindow(event: EventRow, window: BoardWindow, me?: string): Promise<LeaderboardWindow> {
    const board = await boards.get(event.id, event.venuePrivacy);
    const { rows, first_rank } = windowOf(board, window);
    const place = me === undefined ? undefined : ownPlaceOf(board, me);
    const ids = rows.map((row) => row.event_register_id);
    const codes = await game.friendCodes(event.id, place ? [...ids, place.row.event_register_id] : ids);
    const withCode = (row: LeaderboardPlayer) => ({
      ...row,
      user_code: codes.get(row.event_register_id) ?? null,
    });
    return {
      rows: rows.map(withCode),
      offset: window.offset,
      first_rank,
      ...board.totals,
      ...(place !== undefined && { me: place && { row: withCode(place.row), rank: place.rank } }),
    };
  }

  fastify.route({
    method: 'GET',
    url: routeUrl(fastify, 'leaderboard'),
    schema: {
      tags: ['game'],
      summary: 'A window of the game leaderboard: completed players first, then by letters and connections',
      description:
        'Public. Answers `limit` rows (default 50, at most 200) from position `offset` (0-based) of the ' +
        'board, the rank of the first (`first_rank`: ties share a rank, so it may tie with rows above the ' +
        'window) and the board’s totals. With `user_id` (your player key) it adds `me`, your row and ' +
        'rank; a key of another event or of a removed player answers 403. Rows carry no links ' +
        '(`connected_to` is empty: they are on the player’s card and in the results export). With a ' +
        "Bearer token of one of the event's hosts (which must then be valid), rows carry the friend " +
        'codes; otherwise user_code is null. Names follow the event’s venue_privacy (first names or ' +
        'initials), for hosts too. A WebSocket request to the same path gets a live snapshot of its ' +
        'window (`offset`, `limit`), then one update per change (packages/core api/live.ts); the token ' +
        'then goes in the `token` query, and the player key in a `me` message, never in the address.',
      params: eventParams,
      querystring: leaderboardQuery,
      response: { 200: envelope(leaderboardWindowSchema), ...errors },
    },
    preHandler: [fastify.identify, fastify.loadEvent],
    handler: async (request, reply) => {
      const event = eventOf(request);
      const { offset, limit, user_id: playerKey } = request.query;
      const window = clampWindow(offset, limit);
      const [isHost, me] = await Promise.all([
        request.user !== null && events.roleOf(event.id, request.user.id).then((role) => role !== null),
        playerKey === undefined ? undefined : ownRegisterId(event, playerKey),
      ]);
      if (isHost) return ok(await hostWindow(event, window, me), messages.gameApi.leaderboard);
      // Already serialized: a string with a JSON content type skips the response serializer.
      const body = await boards.answer(event.id, event.venuePrivacy, window, me);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
    wsHandler: (socket, request) =>
      fastify.liveViewers.open(socket, {
        event: eventOf(request),
        board: 'game',
        token: request.query.token,
        window: clampWindow(request.query.offset, request.query.limit),
      }),
  });
};

export default gameRoutes;
