import {
  friendCodeSchema,
  type GridCell,
  isGridComplete,
  isInGrid,
  type LeaderboardPlayer,
  messages,
  nameMustStartWith,
  nameStartsWithLetter,
  StatusCode,
  scoreLetters,
  sortLeaderboard,
  type UserInputResult,
  type UserMatrix,
  type VotingRow,
} from '@hoogo/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Connection, ConnectionSubmission, EventRow, Player } from '../../../db/schema.js';
import { toConnectionImage } from '../../../lib/connection-image.js';
import { ApiError, fieldError, ok } from '../../../lib/envelope.js';
import { eventOf } from '../../../plugins/app/event-access.js';
import {
  AlreadyLinkedError,
  CellFilledError,
  type FilledCell,
  NoFreeCodeError,
} from '../../../plugins/app/game-repository.js';
import { FRIEND_CODE_BUDGET } from '../../../plugins/app/guess-budgets.js';
import { selfieImage, thumbnailImage } from '../../../plugins/app/images.js';
import type { PublicBoard } from '../../../plugins/app/leaderboard-cache.js';
import { playerNameOf, playerOf, registrationOf } from '../../../plugins/app/player-access.js';
import { envelope, errorEnvelope } from '../../../schemas/envelope.js';
import { eventParams } from '../../../schemas/events.js';
import {
  gameSentences,
  idempotencyHeaders,
  leaderboardPlayerSchema,
  liveQuery,
  matrixQuery,
  playerKeyQuery,
  playerRegistrationSchema,
  submissionFingerprint,
  type UserInputBody,
  userInputBody,
  userInputResultSchema,
  userMatrixSchema,
} from '../../../schemas/game.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const bearer = [{ bearerAuth: [] }];

/** Repository refusals, as the envelope answers the client shows under the field concerned. */
function asApiError(error: unknown): unknown {
  if (error instanceof CellFilledError) return new ApiError(409, gameSentences.cellFilled);
  if (error instanceof AlreadyLinkedError) return fieldError(409, 'code', gameSentences.codeUsed);
  if (error instanceof NoFreeCodeError) return new ApiError(409, gameSentences.noFreeCode);
  return error;
}

const emptyCell = (x: number, y: number): GridCell => ({
  x,
  y,
  connected_name: null,
  image: null,
  thumbnail: null,
  user_name: null,
  code: null,
  liner: null,
  connected_at: null,
  disabled: false,
});

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

  /** The signed-in user must still exist: players reference their account. */
  async function currentUserId(request: FastifyRequest): Promise<string> {
    const user = request.user && (await fastify.usersRepository.findById(request.user.id));
    if (!user) {
      throw new ApiError(401, messages.network.sessionExpired, { statusCode: StatusCode.TokenInvalid });
    }
    return user.id;
  }

  /** The completed player's row of the voting leaderboard, for the voting board. */
  async function votingRow(event: EventRow, player: Player): Promise<VotingRow> {
    const [row] = await fastify.votingRepository.votingRows(event.id, player.id);
    if (!row) throw new Error(`player ${player.id} has no voting row`);
    return row;
  }

  const connectionImage = (connection: Connection, linkedName: string | null) =>
    toConnectionImage(media.url, connection, linkedName);

  function toUserMatrix(
    event: EventRow,
    player: Player,
    userName: string,
    cells: FilledCell[],
    editable: boolean,
    completionRank: number | null,
  ): UserMatrix {
    const answer = event.matrix.map((row, x) => row.map((_, y) => emptyCell(x, y)));
    for (const cell of cells) {
      (answer[cell.x] as GridCell[])[cell.y] = {
        ...connectionImage(cell, cell.linkedName),
        x: cell.x,
        y: cell.y,
        code: editable ? cell.code : null,
        disabled: true,
      };
    }
    return {
      event_id: event.id,
      event_name: event.name,
      event_register_id: player.eventRegisterId,
      user_name: userName,
      question: event.matrix,
      answer,
      user_code: editable ? player.userCode : null,
      voting_enabled: event.votingEnabled,
      code_digits: event.codeDigits,
      total_connections: player.totalConnections,
      score: scoreLetters(player.bingos),
      completed_at: player.completedAt?.toISOString() ?? null,
      completion_rank: completionRank,
      editable,
    };
  }

  /**
   * Every rule of a connection that needs the event and the player (the request schema checked the
   * fields themselves). Answers the player whose friend code was entered, if any.
   */
  async function checkConnection(event: EventRow, player: Player, body: UserInputBody) {
    const x = body['cords[x]'];
    const y = body['cords[y]'];
    if (!isGridComplete(event.matrix)) throw new ApiError(409, messages.game.tilesMissing);
    if (event.votingEnabled) {
      throw new ApiError(409, messages.game.votingEnabled, { statusCode: StatusCode.VotingState });
    }
    if (!isInGrid(x, y)) throw new ApiError(400, gameSentences.cellOutOfGrid);
    const letter = event.matrix[x]?.[y] as string;
    if (body.letter !== letter) throw new ApiError(400, gameSentences.letterMismatch(letter));
    if (!nameStartsWithLetter(body.name, letter)) throw fieldError(400, 'name', nameMustStartWith(letter));
    if (await game.isCellFilled(player.id, x, y)) throw new ApiError(409, gameSentences.cellFilled);
    if (event.codeDigits === null) return null;

    const code = friendCodeSchema(event.codeDigits).safeParse(body.code ?? '');
    if (!code.success) throw fieldError(400, 'code', code.error.issues[0]?.message ?? 'Invalid code');
    // Wrong friend codes are limited per player (3 digits are quick to try all): see guess-budgets.ts.
    const budgetKey = `friend-code:${player.id}`;
    const blockedMs = await fastify.guessBudgets.blockedFor(budgetKey);
    if (blockedMs > 0) throw new ApiError(429, messages.game.tooManyWrongCodes(Math.ceil(blockedMs / 1000)));
    const linked = await game.findByCode(event.id, code.data);
    if (!linked) {
      await fastify.guessBudgets.fail(budgetKey, FRIEND_CODE_BUDGET);
      throw fieldError(400, 'code', gameSentences.codeUnknown);
    }
    if (linked.id === player.id) throw fieldError(400, 'code', gameSentences.codeOwn);
    if (await game.hasLinked(player.id, linked.id)) throw fieldError(409, 'code', gameSentences.codeUsed);
    return linked;
  }

  /** Removes selfie files no connection uses (a failed connection's, unless the same bytes are in use). */
  async function releaseSelfies(keys: string[]) {
    try {
      const unused = await game.unreferencedImageKeys(keys);
      await Promise.all(unused.map((key) => media.remove(key)));
    } catch (error) {
      fastify.log.error({ err: error, keys }, 'could not remove unused selfie files');
    }
  }

  fastify.post(
    '/manage-user/:id/get-event-register-id/',
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
      const { player, created } = await fastify
        .joinEvent(event, await currentUserId(request))
        .catch((error: unknown) => {
          throw asApiError(error);
        });
      return ok(registrationOf(event, player), created ? gameSentences.joined : gameSentences.registration);
    },
  );

  fastify.get(
    '/manage-user/:id/get-event-register-id/',
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
      if (!player) throw new ApiError(404, gameSentences.notJoined);
      const withCode = await game.ensureCode(player, event.codeDigits).catch((error: unknown) => {
        throw asApiError(error);
      });
      return ok(registrationOf(event, withCode), gameSentences.registration);
    },
  );

  fastify.get(
    '/manage-game/:id/get-user-matrix/',
    {
      schema: {
        tags: ['game'],
        summary: "A player's card: your own with user_id (editable), anyone's with event_register_id",
        description:
          'With the secret `user_id` the answer is editable and carries your friend code and the codes ' +
          'you entered; with only `event_register_id` it is read-only, without any code. An unknown ' +
          '`user_id`, or one of another event, answers 403.',
        params: eventParams,
        querystring: matrixQuery,
        response: { 200: envelope(userMatrixSchema), 409: errorEnvelope, ...errors },
      },
      preHandler: fastify.loadCard,
    },
    async (request) => {
      const event = eventOf(request);
      const editable = request.playerIsCaller;
      const player = editable
        ? await game.ensureCode(playerOf(request), event.codeDigits).catch((error: unknown) => {
            throw asApiError(error);
          })
        : playerOf(request);
      const [cells, rank] = await Promise.all([game.filledCells(player.id), game.completionRank(player)]);
      return ok(
        toUserMatrix(event, player, playerNameOf(request), cells, editable, rank),
        gameSentences.matrix,
      );
    },
  );

  /** The answer of an earlier submission with the same key, or 422 if the key was used for another. */
  function replay(earlier: ConnectionSubmission, fingerprint: string) {
    if (earlier.fingerprint !== fingerprint) throw new ApiError(422, gameSentences.idempotencyKeyReused);
    return ok(earlier.result, messages.game.connectionAdded);
  }

  /**
   * Checks, stores and announces a connection, and answers it; with a submission key, a duplicate that
   * waited for the first one's transaction answers the first's result.
   */
  async function addConnection(
    event: EventRow,
    player: Player,
    body: UserInputBody,
    submission: { key: string; fingerprint: string } | undefined,
  ) {
    const linked = await checkConnection(event, player, body);
    const selfie = await selfieImage(body.image, 'image');
    const thumbnail = await thumbnailImage(selfie.bytes);
    const [imageKey, thumbnailKey] = await Promise.all([
      media.put(selfie.bytes, selfie.ext),
      media.put(thumbnail.bytes, thumbnail.ext),
    ]);
    const linkedName = linked ? await game.accountName(linked.userId) : null;
    const resultOf = (scored: Player, connection: Connection): UserInputResult => ({
      ...connectionImage(connection, linkedName),
      x: connection.x,
      y: connection.y,
      score: scoreLetters(scored.bingos),
      total_connections: scored.totalConnections,
      completed_at: scored.completedAt?.toISOString() ?? null,
    });
    const added = await game
      .addConnection(
        {
          eventId: event.id,
          playerId: player.id,
          x: body['cords[x]'],
          y: body['cords[y]'],
          letter: body.letter,
          connectedName: body.name,
          liner: body.liner,
          imageKey,
          thumbnailKey,
          code: linked ? linked.userCode : null,
          connectedPlayerId: linked?.id ?? null,
        },
        submission && { ...submission, result: resultOf },
      )
      .catch(async (error: unknown) => {
        await releaseSelfies([imageKey, thumbnailKey]);
        throw asApiError(error);
      });
    if (added.replayed) {
      // A retry may carry other bytes (a photo compressed again): keep only files in use.
      await releaseSelfies([imageKey, thumbnailKey]);
      return replay(added.replayed, submission?.fingerprint ?? '');
    }

    const image = connectionImage(added.connection, linkedName);
    const change = await game.playerChange(event.id, added.player.id);
    const completedRow = added.player.completedAt ? await votingRow(event, added.player) : undefined;
    boards.announce(event.id, {
      type: 'connection_made',
      ...change,
      image,
      ...(completedRow && !added.justCompleted && { votingRow: completedRow }),
    });
    if (completedRow && added.justCompleted) {
      boards.announce(event.id, { type: 'player_completed', ...change, votingRow: completedRow });
    }
    return ok(resultOf(added.player, added.connection), messages.game.connectionAdded);
  }

  fastify.post(
    '/manage-game/:id/user-input/',
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
      onRequest: [fastify.validateAddress, fastify.loadEvent, fastify.requirePlayer],
    },
    async (request) => {
      const event = eventOf(request);
      const player = playerOf(request);
      const { body } = request;
      const key = request.headers['idempotency-key'];
      const fingerprint = submissionFingerprint(body);
      if (key) {
        const earlier = await game.findSubmission(player.id, key);
        if (earlier) return replay(earlier, fingerprint);
      }
      try {
        return await addConnection(event, player, body, key ? { key, fingerprint } : undefined);
      } catch (error) {
        // A duplicate that arrived while the first was being stored meets the first's connection as a
        // refusal (the cell is filled): it answers the first's result instead.
        const earlier = key && (await game.findSubmission(player.id, key));
        if (earlier) return replay(earlier, fingerprint);
        throw error;
      }
    },
  );

  /** Leaderboard rows in the core order with the friend codes: the event's hosts' view, never cached. */
  async function hostRows(eventId: string): Promise<LeaderboardPlayer[]> {
    return sortLeaderboard(await game.leaderboard(eventId));
  }

  const leaderboardAnswer = envelope(z.array(leaderboardPlayerSchema));

  /** Each public row's JSON, made once per row object: a patched board re-serializes only the new row. */
  const rowJson = new WeakMap<LeaderboardPlayer, string>();
  const jsonOf = (row: LeaderboardPlayer) => {
    let json = rowJson.get(row);
    if (json === undefined) {
      json = JSON.stringify(row);
      rowJson.set(row, json);
    }
    return json;
  };

  /**
   * The public HTTP answer, once per board version. The rows are built by the repository in exactly the
   * schema's shape, so plain JSON gives what the response schema would, without validating 10,000 rows
   * again after every change (the tests compare it with the schema's answer for hosts).
   */
  function publicBody(board: PublicBoard): string {
    if (board.body === undefined) {
      const envelope = JSON.stringify(ok(null, gameSentences.leaderboard));
      const rows = `[${board.rows.map(jsonOf).join(',')}]`;
      // The envelope ends with "response":null}: the rows go in its place.
      board.body = `${envelope.slice(0, -'null}'.length)}${rows}}`;
    }
    return board.body;
  }

  const leaderboardRows = async (eventId: string, isHost: boolean): Promise<LeaderboardPlayer[]> =>
    isHost ? hostRows(eventId) : (await boards.get(eventId)).rows;

  fastify.route({
    method: 'GET',
    url: '/manage-event/:id/leaderboard/',
    schema: {
      tags: ['game'],
      summary: 'The game leaderboard: completed players first, then by letters and connections',
      description:
        "Public. With a Bearer token of one of the event's hosts (which must then be valid), rows " +
        'carry the friend codes; otherwise user_code is null. A WebSocket request to the same path ' +
        'gets a live snapshot, then one update per change (packages/core api/live.ts); the token then ' +
        'goes in the `token` query.',
      params: eventParams,
      querystring: liveQuery,
      response: { 200: leaderboardAnswer, ...errors },
    },
    preHandler: [fastify.identify, fastify.loadEvent],
    handler: async (request, reply) => {
      const event = eventOf(request);
      const isHost = request.user !== null && (await events.roleOf(event.id, request.user.id)) !== null;
      if (isHost) return ok(await hostRows(event.id), gameSentences.leaderboard);
      // Already serialized: a string with a JSON content type skips the response serializer.
      const body = publicBody(await boards.get(event.id));
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
    wsHandler: (socket, request) => {
      const event = eventOf(request);
      return fastify.liveViewers.open(socket, {
        event,
        board: 'game',
        token: request.query.token,
        rows: (isHost) => leaderboardRows(event.id, isHost),
      });
    },
  });
};

export default gameRoutes;
