import { and, count, desc, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import {
  joinsLinked,
  joinsLinkedUser,
  joinsMaker,
  joinsMakerUser,
  linked,
  linkedUsers,
  makers,
  makerUsers,
} from '../../../db/connection-people.js';
import type { Db } from '../../../db/index.js';
import { type Connection, connections, players } from '../../../db/schema.js';
import { isUuid } from '../../../lib/ids.js';
import type { Tx } from '../moderation/moderation-repository.js';
import { displayName } from './player-name.js';

export interface FilledCell extends Connection {
  /** Registered name of the player whose friend code linked the cell. */
  linkedName: string | null;
}

/**
 * The event's connection rows as others read them: the big screen's gallery (`recentConnections`), the
 * hosts' view of one player's (`connectionIdsOf`) and the count (`connectionCount`); whether a selfie
 * was deleted; and the thumbnail backfill's reads and writes (plugins/app/media/thumbnail-backfill.ts).
 */
export function createConnectionsRepository(db: Db) {
  return {
    /** Up to `limit` selfie keys whose connections have no small copy yet, leaving out `skip`. */
    async selfiesWithoutThumbnail(limit: number, skip: string[]): Promise<string[]> {
      const rows = await db
        .selectDistinct({ key: connections.imageKey })
        .from(connections)
        .where(
          and(
            isNull(connections.thumbnailKey),
            isNotNull(connections.imageKey),
            skip.length > 0 ? notInArray(connections.imageKey, skip) : undefined,
          ),
        )
        .limit(limit);
      return rows.flatMap((row) => (row.key === null ? [] : [row.key]));
    },

    /**
     * Records the small copy of a selfie on every connection that uses the selfie and has none; `hold`
     * runs first in the same transaction (media lifetime's hold of the small copy's file).
     */
    async setThumbnail(
      imageKey: string,
      thumbnailKey: string,
      hold: (tx: Tx) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await hold(tx);
        await tx
          .update(connections)
          .set({ thumbnailKey })
          .where(and(eq(connections.imageKey, imageKey), isNull(connections.thumbnailKey)));
      });
    },

    /** Whether the connection's selfie was deleted (retention or a host's purge); false for no such connection. */
    async isSelfieDeleted(connectionId: string): Promise<boolean> {
      const [row] = await db
        .select({ deletedAt: connections.selfieDeletedAt })
        .from(connections)
        .where(eq(connections.id, connectionId))
        .limit(1);
      return Boolean(row?.deletedAt);
    },

    /**
     * The event's `limit` most recent visible connections of players still in the game, newest first, each
     * as a FilledCell (with the linked player's name) and the event_register_id and name of its maker.
     */
    async recentConnections(
      eventId: string,
      limit: number,
    ): Promise<Array<FilledCell & { makerRegisterId: string; makerName: string }>> {
      const rows = await db
        .select({
          connection: connections,
          linkedName: linkedUsers.name,
          makerRegisterId: makers.eventRegisterId,
          makerName: makerUsers.name,
        })
        .from(connections)
        .innerJoin(makers, joinsMaker)
        .innerJoin(makerUsers, joinsMakerUser)
        .leftJoin(linked, joinsLinked)
        .leftJoin(linkedUsers, joinsLinkedUser)
        .where(
          and(
            eq(connections.eventId, eventId),
            isNull(connections.hiddenAt),
            isNull(makers.removedAt),
            // The gallery shows selfies: a connection whose selfie was deleted has none to show.
            isNotNull(connections.imageKey),
          ),
        )
        .orderBy(desc(connections.createdAt), desc(connections.id))
        .limit(limit);
      return rows.map(({ connection, linkedName, makerRegisterId, makerName }) => ({
        ...connection,
        linkedName: connection.connectedPlayerId ? displayName(linkedName) : null,
        makerRegisterId,
        makerName: displayName(makerName),
      }));
    },

    /** The ids of every connection the player made (hidden ones too), newest first. */
    async connectionIdsOf(eventId: string, eventRegisterId: string): Promise<string[]> {
      if (!isUuid(eventRegisterId)) return [];
      const rows = await db
        .select({ id: connections.id })
        .from(connections)
        .innerJoin(players, eq(players.id, connections.playerId))
        .where(and(eq(players.eventId, eventId), eq(players.eventRegisterId, eventRegisterId.toLowerCase())))
        .orderBy(desc(connections.createdAt), desc(connections.id));
      return rows.map((row) => row.id);
    },

    /** The event's connections that count: visible ones, of players still in the game. */
    async connectionCount(eventId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(connections)
        .where(
          and(
            eq(connections.eventId, eventId),
            isNull(connections.hiddenAt),
            notInArray(
              connections.playerId,
              db
                .select({ id: players.id })
                .from(players)
                .where(and(eq(players.eventId, eventId), isNotNull(players.removedAt))),
            ),
          ),
        );
      return row?.total ?? 0;
    },
  };
}
