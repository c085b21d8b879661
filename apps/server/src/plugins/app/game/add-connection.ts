import { hasCompleted, type UserInputResult } from '@hoogo/core';
import { and, eq } from 'drizzle-orm';
import { retryingDeadlocks } from '../../../db/errors.js';
import type { Db } from '../../../db/index.js';
import {
  type Connection,
  type ConnectionSubmission,
  connectionSubmissions,
  connections,
  type Player,
  players,
  users,
} from '../../../db/schema.js';
import { Refusal } from '../../../lib/refusal.js';
import type { Tx } from '../moderation/moderation-repository.js';
import { storeScore } from './card-score.js';
import { findRepeat, type Repeat, repeatViolated } from './connection-repeats.js';
import { type PlayerChange, playerChangeOf } from './leaderboard-rows.js';

export interface NewConnection {
  eventId: string;
  playerId: string;
  x: number;
  y: number;
  letter: string;
  connectedName: string;
  liner: string;
  imageKey: string;
  thumbnailKey: string;
  /** The person in the selfie agreed to it being shown; left out (seeded connections) is null. */
  selfieConsent?: boolean | null;
  code: string | null;
  connectedPlayerId: string | null;
}

/** A submission's Idempotency-Key, stored with the connection it made and the answer it got. */
export interface NewSubmission {
  key: string;
  /** Hash of the fields that define the connection: a reused key with other fields is refused. */
  fingerprint: string;
  /** The answer, made inside the transaction from the scored player and the stored connection. */
  result: (player: Player, connection: Connection) => UserInputResult;
}

/**
 * A stored connection with the scored player and their change for the live boards, or the earlier
 * submission with the same key (the request was a duplicate).
 */
export type AddedConnection =
  | {
      player: Player;
      connection: Connection;
      change: PlayerChange;
      justCompleted: boolean;
      replayed?: undefined;
    }
  | { replayed: ConnectionSubmission };

/** The refusal of a repeat, as the client is answered (lib/refusal.ts). */
export const repeatRefusal = (repeat: Repeat): Refusal =>
  new Refusal(repeat === 'cell' ? 'cellFilled' : 'codeUsed');

/**
 * A connection stored: the one transaction that locks the player, inserts the connection, scores the
 * card and keeps the submission's answer (docs/architecture.md, "One connection, from the phone to the
 * big screen"), and the reads a submission asks before it: its repeats, an earlier answer of its
 * Idempotency-Key.
 */
export function createConnectionWrites(db: Db, now: () => Date) {
  return {
    /**
     * Refuses a connection its unique index would refuse (connection-repeats.ts) as the transaction
     * does, with the refusals 'cellFilled' or 'codeUsed': a cheap read that spares a repeat the selfie's
     * processing. `addConnection` is still refused by the index when a repeat was stored meanwhile.
     */
    async refuseRepeat(
      playerId: string,
      of: { x: number; y: number } | { connectedPlayerId: string },
    ): Promise<void> {
      const repeat = await findRepeat(db, { playerId, ...of });
      if (repeat) throw repeatRefusal(repeat);
    },

    /**
     * Stores a connection and recomputes the player's score in one transaction, the player's row locked
     * so that concurrent connections (and a host's moderation) of one player count each other's cells.
     * The score is core's scoreCard of the player's visible connections, and the row's revision is
     * bumped; `justCompleted` when this connection completed the card. A player the hosts removed
     * meanwhile is refused (Refusal 'playerRemoved'). With a `submission`, its key and
     * answer are stored in the same transaction, and a submission of the player with the same key
     * already stored is answered instead (`replayed`): nothing is stored twice. The player's change for
     * the live boards is made from what the transaction read and wrote, without reading it again.
     * `hold` runs in the transaction before the row is written: media lifetime's hold of its files
     * (plugins/app/media/media-lifetime.ts).
     */
    async addConnection(
      input: NewConnection,
      submission?: NewSubmission,
      hold?: (tx: Tx) => Promise<void>,
    ): Promise<AddedConnection> {
      const at = now();
      // A friend-code submission racing a removal can deadlock with it on PostgreSQL: run it again.
      return retryingDeadlocks(() =>
        db.transaction(async (tx): Promise<AddedConnection> => {
          const [locked] = await tx
            .select({ name: users.name, completedAt: players.completedAt, removedAt: players.removedAt })
            .from(players)
            .innerJoin(users, eq(users.id, players.userId))
            .where(eq(players.id, input.playerId))
            .for('update', { of: players });
          if (!locked) throw new Refusal('playerLeft');
          // Read after the lock: a removal that committed while this request waited for it refuses it.
          if (locked.removedAt) throw new Refusal('playerRemoved');
          if (input.connectedPlayerId) {
            // Shared lock: waits for a removal of the linked player under way, then sees it.
            const [linkedPlayer] = await tx
              .select({ removedAt: players.removedAt })
              .from(players)
              .where(eq(players.id, input.connectedPlayerId))
              .for('share');
            if (!linkedPlayer || linkedPlayer.removedAt) throw new Refusal('linkedPlayerRemoved');
          }
          // Read after the lock: a duplicate that waited for it sees the first request's committed row.
          if (submission) {
            const [earlier] = await tx
              .select()
              .from(connectionSubmissions)
              .where(
                and(
                  eq(connectionSubmissions.playerId, input.playerId),
                  eq(connectionSubmissions.key, submission.key),
                ),
              )
              .limit(1);
            if (earlier) return { replayed: earlier };
          }
          await hold?.(tx);
          const [connection] = await tx
            .insert(connections)
            .values({ ...input, createdAt: at })
            .returning();
          if (!connection) throw new Error('connection insert returned nothing');
          const { player, connectedTo } = await storeScore(tx, input.playerId);
          // The row is locked: no other connection of the player can complete the card meanwhile. A card
          // completed earlier and not since undone by a host keeps its time (scoreCard gives it again).
          const justCompleted = hasCompleted(player.bingos) && locked.completedAt === null;
          if (submission) {
            await tx.insert(connectionSubmissions).values({
              playerId: input.playerId,
              key: submission.key,
              fingerprint: submission.fingerprint,
              connectionId: connection.id,
              result: submission.result(player, connection),
              createdAt: at,
            });
          }
          return {
            player,
            connection,
            change: playerChangeOf(player, locked.name, connectedTo),
            justCompleted,
          };
        }),
      ).catch((error: unknown) => {
        // The unique indexes decide a repeat (connection-repeats.ts), whatever raced this one.
        const repeat = repeatViolated(error);
        throw repeat ? repeatRefusal(repeat) : error;
      });
    },

    /** The stored submission of the player with this Idempotency-Key, if any. */
    async findSubmission(playerId: string, key: string): Promise<ConnectionSubmission | undefined> {
      const [row] = await db
        .select()
        .from(connectionSubmissions)
        .where(and(eq(connectionSubmissions.playerId, playerId), eq(connectionSubmissions.key, key)))
        .limit(1);
      return row;
    },
  };
}
