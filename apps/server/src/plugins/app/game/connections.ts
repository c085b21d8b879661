import {
  friendCodeSchema,
  isGridComplete,
  isInGrid,
  messages,
  nameMustStartWith,
  nameStartsWithLetter,
  scoreLetters,
  type UserInputResult,
} from '@hoogo/core';
import fp from 'fastify-plugin';
import type { Connection, EventRow, Player } from '../../../db/schema.js';
import { toConnectionImage } from '../../../lib/connection-image.js';
import { ApiError } from '../../../lib/envelope.js';
import { connectionsClosed } from '../../../lib/event-status.js';
import type { SubmissionRefusal } from '../../../lib/metrics.js';
import { Refusal, type RefusalReason } from '../../../lib/refusal.js';
import { submissionFingerprint, type UserInputBody } from '../../../schemas/game.js';
import { selfieImages } from '../media/images.js';
import { playerChangeOf } from './leaderboard-rows.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Makes the account a player of the event (once: a second call answers the same player); a new
     * player is announced to the live boards. Throws the game repository's errors.
     */
    joinEvent(event: EventRow, userId: string): Promise<{ player: Player; created: boolean }>;
    /** The player's connections: filling a cell of their card with someone they met. */
    connections: Connections;
  }
}

export interface Connections {
  /**
   * Fills a cell of the player's card with a connection, announces it to the live boards and answers
   * it. A repeat of a submission with the same `submissionKey` (a retry, or a duplicate sent at the same
   * time) answers the first one's result and stores nothing more.
   */
  submit(
    event: EventRow,
    player: Player,
    fields: UserInputBody,
    submissionKey: string | undefined,
  ): Promise<UserInputResult>;
}

/** The refusals of a submission, by the reason the metrics count them under. */
const submissionRefusals: Partial<Record<RefusalReason, SubmissionRefusal>> = {
  gridIncomplete: 'grid_incomplete',
  votingOpen: 'voting_enabled',
  connectionsClosed: 'connections_closed',
  cellOutOfGrid: 'cell_out_of_grid',
  wrongLetter: 'wrong_letter',
  nameLetter: 'name_letter',
  selfieConsentMissing: 'selfie_consent',
  cellFilled: 'cell_filled',
  codeInvalid: 'code_invalid',
  codeBlocked: 'code_blocked',
  codeUnknown: 'code_unknown',
  // The linked player was removed meanwhile: the sender is told the code is unknown.
  linkedPlayerRemoved: 'code_unknown',
  codeOwn: 'code_own',
  codeUsed: 'code_used',
  submissionKeyReused: 'key_reused',
  playerRemoved: 'player_gone',
  playerLeft: 'player_gone',
};

/**
 * Why a submission failed, as the metrics count it (hoogo_submissions_refused_total): a rule of the
 * game, a photo that is not one, or a fault of the server (`server_error`).
 */
function refusalReason(error: unknown): SubmissionRefusal {
  // A service's refusal that is no rule of the game (the media store down) counts as the server's.
  if (error instanceof Refusal) return submissionRefusals[error.reason] ?? 'server_error';
  // The photo's checks (media/images.ts) answer under the image field.
  if (error instanceof ApiError) return 'image' in error.fields ? 'image' : 'other';
  return 'server_error';
}

/**
 * A player's moves in the game: joining an event, then filling the cells of their card with the people
 * they meet (docs/product.md). The route handlers only say which player moves.
 */
export default fp(
  async (fastify) => {
    const { gameRepository: game, mediaStorage: media, announce } = fastify;

    fastify.decorate('joinEvent', async (event: EventRow, userId: string) => {
      const joined = await game.register(event.id, userId, event.codeDigits);
      if (joined.created) {
        const change = playerChangeOf(joined.player, await game.accountName(userId));
        announce(event.id, { type: 'player_joined', ...change });
      }
      return joined;
    });

    /**
     * Every rule of a connection that needs the event and the player (the request schema checked the
     * fields themselves). Answers the player whose friend code was entered, with their name, if any.
     */
    async function checkConnection(event: EventRow, player: Player, fields: UserInputBody) {
      const x = fields['cords[x]'];
      const y = fields['cords[y]'];
      if (!isGridComplete(event.matrix)) throw new Refusal('gridIncomplete');
      // The schedule's end of connections, by the server's clock (docs/decisions/0079-the-games-time.md).
      if (connectionsClosed(event, fastify.clock())) throw new Refusal('connectionsClosed');
      if (event.votingEnabled) {
        throw new Refusal('votingOpen');
      }
      if (!isInGrid(x, y)) throw new Refusal('cellOutOfGrid');
      const letter = event.matrix[x]?.[y] as string;
      if (fields.letter !== letter)
        throw new Refusal('wrongLetter', { sentence: messages.gameApi.letterMismatch(letter) });
      if (!nameStartsWithLetter(fields.name, letter))
        throw new Refusal('nameLetter', { sentence: nameMustStartWith(letter) });
      // The event shows selfies only with the agreement of the person in them (docs/data.md): a form
      // without the tick, or a draft queued before the form asked, is refused until it is given.
      if (event.requireSelfieConsent && fields.selfie_consent !== true)
        throw new Refusal('selfieConsentMissing');
      // A repeat is refused here, before the selfie is processed, as the transaction's unique index would
      // refuse it; the index decides when another request stores one meanwhile (connection-repeats.ts).
      await game.refuseRepeat(player.id, { x, y });
      if (event.codeDigits === null) return null;

      const code = friendCodeSchema(event.codeDigits).safeParse(fields.code ?? '');
      if (!code.success)
        throw new Refusal('codeInvalid', {
          sentence: code.error.issues[0]?.message ?? messages.gameApi.codeInvalid,
        });
      // Wrong friend codes are limited per player (3 digits are quick to try all): config/limits.ts, guessBudgets.
      const budgetKey = `friend-code:${player.id}`;
      const blockedMs = await fastify.guessBudgets.blockedFor(budgetKey);
      if (blockedMs > 0) {
        fastify.metrics.budgetRefused('friend-code');
        throw new Refusal('codeBlocked', {
          sentence: messages.game.tooManyWrongCodes(Math.ceil(blockedMs / 1000)),
        });
      }
      const linked = await game.findByCode(event.id, code.data);
      if (!linked) {
        await fastify.guessBudgets.fail(budgetKey, fastify.config.guessBudgets.friendCode);
        throw new Refusal('codeUnknown');
      }
      if (linked.player.id === player.id) throw new Refusal('codeOwn');
      await game.refuseRepeat(player.id, { connectedPlayerId: linked.player.id });
      return linked;
    }

    /** Removes selfie files no connection uses (a failed connection's, unless the same bytes are in use). */
    async function releaseSelfies(keys: string[]) {
      try {
        await fastify.mediaLifetime.release(keys);
      } catch (error) {
        fastify.log.error({ err: error, keys }, 'could not remove unused selfie files');
      }
    }

    /** The answer of an earlier submission with the same key, or 422 if the key was used for another. */
    async function replay(
      earlier: { fingerprint: string; result: UserInputResult; connectionId: string },
      fingerprint: string,
    ): Promise<UserInputResult> {
      if (earlier.fingerprint !== fingerprint) throw new Refusal('submissionKeyReused');
      // The selfie may have been deleted since (retention, a host's purge: docs/data.md): the answer then
      // says so, instead of pointing at a removed file.
      if (earlier.result.image !== null && (await game.isSelfieDeleted(earlier.connectionId))) {
        return { ...earlier.result, image: null, thumbnail: null };
      }
      return earlier.result;
    }

    /**
     * Checks, stores and announces a connection, and answers it; or answers the first of its key when a
     * duplicate stored it meanwhile (`replayed`).
     */
    async function add(
      event: EventRow,
      player: Player,
      fields: UserInputBody,
      submission: { key: string; fingerprint: string } | undefined,
    ): Promise<{ result: UserInputResult; replayed: boolean }> {
      const linked = await checkConnection(event, player, fields);
      const { selfie, thumbnail } = await selfieImages(fields.image, 'image');
      const [imageKey, thumbnailKey] = await Promise.all([
        media.put(selfie.bytes, selfie.ext),
        media.put(thumbnail.bytes, thumbnail.ext),
      ]);
      const linkedName = linked?.name ?? null;
      const resultOf = (scored: Player, connection: Connection): UserInputResult => ({
        ...toConnectionImage(media.url, connection, linkedName),
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
            x: fields['cords[x]'],
            y: fields['cords[y]'],
            letter: fields.letter,
            connectedName: fields.name,
            liner: fields.liner,
            imageKey,
            thumbnailKey,
            // Not sent (a client from before the form asked) is not given.
            selfieConsent: fields.selfie_consent ?? false,
            code: linked ? linked.player.userCode : null,
            connectedPlayerId: linked?.player.id ?? null,
          },
          submission && { ...submission, result: resultOf },
          // Held until the row commits: a deletion releasing the same bytes meanwhile cannot remove them.
          (tx) =>
            fastify.mediaLifetime.hold(tx, [
              { key: imageKey, ...selfie },
              { key: thumbnailKey, ...thumbnail },
            ]),
        )
        .catch(async (error: unknown) => {
          await releaseSelfies([imageKey, thumbnailKey]);
          throw error;
        });
      if (added.replayed) {
        // A retry may carry other bytes (a photo compressed again): keep only files in use.
        await releaseSelfies([imageKey, thumbnailKey]);
        return { result: await replay(added.replayed, submission?.fingerprint ?? ''), replayed: true };
      }

      const { change } = added;
      const image = toConnectionImage(media.url, added.connection, linkedName);
      // A completed player's connections change their row of the voting board too.
      const [completedRow] = added.player.completedAt
        ? await fastify.votingRepository.votingRows(event.id, added.player.id)
        : [];
      announce(event.id, {
        type: 'connection_made',
        ...change,
        image,
        connectionId: added.connection.id,
        // Without the consent of the person in it, the selfie stays off the public views (lib/venue-privacy.ts).
        selfieConsent: added.connection.selfieConsent,
        ...(completedRow && !added.justCompleted && { votingRow: completedRow }),
      });
      if (completedRow && added.justCompleted) {
        announce(event.id, { type: 'player_completed', ...change, votingRow: completedRow });
      }
      return { result: resultOf(added.player, added.connection), replayed: false };
    }

    /** Stores the submission, or answers the first one of its key; `replayed` tells which. */
    async function store(
      event: EventRow,
      player: Player,
      fields: UserInputBody,
      submissionKey: string | undefined,
    ): Promise<{ result: UserInputResult; replayed: boolean }> {
      const fingerprint = submissionFingerprint(fields);
      if (submissionKey) {
        const earlier = await game.findSubmission(player.id, submissionKey);
        if (earlier) return { result: await replay(earlier, fingerprint), replayed: true };
      }
      try {
        return await add(
          event,
          player,
          fields,
          submissionKey ? { key: submissionKey, fingerprint } : undefined,
        );
      } catch (error) {
        // A duplicate that arrived while the first was being stored meets the first's connection as a
        // refusal (the cell is filled): it answers the first's result instead.
        const earlier = submissionKey && (await game.findSubmission(player.id, submissionKey));
        if (earlier) return { result: await replay(earlier, fingerprint), replayed: true };
        throw error;
      }
    }

    fastify.decorate('connections', {
      async submit(event, player, fields, submissionKey) {
        try {
          const { result, replayed } = await store(event, player, fields, submissionKey);
          if (replayed) fastify.metrics.submissionReplayed();
          else fastify.metrics.submissionAccepted();
          return result;
        } catch (error) {
          fastify.metrics.submissionRefused(refusalReason(error));
          throw error;
        }
      },
    } satisfies Connections);
  },
  {
    name: 'connections',
    dependencies: [
      'game-repository',
      'voting-repository',
      'media-storage',
      'media-lifetime',
      'leaderboard-cache',
      'guess-budgets',
      'metrics',
    ],
  },
);
