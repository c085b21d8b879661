import {
  type ActivityItem,
  type ActivityPage,
  type activityQuery,
  type ModeratedPlayer,
  type PlayerList,
  type playerListQuery,
  scoreLetters,
} from '@hoogo/core';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import type { z } from 'zod';
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
import { connections, players, users } from '../../../db/schema.js';
import { connectionHidden, playerRemoved } from '../../../db/visibility.js';
import { selfieUrls } from '../../../lib/connection-image.js';
import { isUuid } from '../../../lib/ids.js';
import { Refusal } from '../../../lib/refusal.js';
import { UNNAMED_PLAYER } from '../game/player-name.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hosts' view of an event's game: the activity feed and the player list (docs/product.md). */
    activity: ActivityRepository;
  }
}

export type ActivityQuery = z.output<typeof activityQuery>;
export type PlayerListQuery = z.output<typeof playerListQuery>;

export interface ActivityRepository {
  /** One connection of the event as the feed shows it; undefined when the event has no such connection. */
  item(eventId: string, connectionId: string): Promise<ActivityItem | undefined>;
  /** A page of the event's connections, newest first (hidden ones included, or only them). */
  page(eventId: string, query: ActivityQuery): Promise<ActivityPage>;
  /** One player of the event as the hosts' player list shows it. */
  player(eventId: string, eventRegisterId: string): Promise<ModeratedPlayer | undefined>;
  /** A page of the event's players by name (removed ones included, or only them). */
  players(eventId: string, query: PlayerListQuery): Promise<PlayerList>;
}

/** `text` as a LIKE pattern matching it anywhere, its own % _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const displayName = (name: string | null) => name?.trim() || UNNAMED_PLAYER;

/** How a host shows in a moderation mark: their name, or their email when they gave none. */
const hostName = (name: string | null, email: string | null) => name?.trim() || email;

/** base64url JSON: opaque to the client, and nothing of it is trusted until parsed and checked. */
const encodeCursor = (parts: string[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

function decodeCursor(cursor: string, check: (parts: string[]) => boolean): string[] {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new Refusal('badCursor');
  }
  if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string') || !check(parts)) {
    throw new Refusal('badCursor');
  }
  return parts;
}

/** Microseconds since 1970 as the database keeps a time: the feed's cursor must not round it to ms. */
const MICROS = /^\d{1,17}$/;
const microsOf = (column: SQL | typeof connections.createdAt) =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;
const timeOfMicros = (micros: string) =>
  sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;

export function createActivityRepository(db: Db, mediaUrl: (key: string) => string): ActivityRepository {
  const hiders = alias(users, 'hiders');
  const removers = alias(users, 'removers');

  /** The feed's rows: each connection with its maker, the linked player and the host who hid it. */
  function feed(where: SQL | undefined) {
    return db
      .select({
        connection: connections,
        cursorMicros: microsOf(connections.createdAt),
        makerRegisterId: makers.eventRegisterId,
        makerName: makerUsers.name,
        makerRemovedAt: makers.removedAt,
        makerGuestEvent: makerUsers.guestEventId,
        linkedRegisterId: linked.eventRegisterId,
        linkedName: linkedUsers.name,
        hiderName: hiders.name,
        hiderEmail: hiders.email,
      })
      .from(connections)
      .innerJoin(makers, joinsMaker)
      .innerJoin(makerUsers, joinsMakerUser)
      .leftJoin(linked, joinsLinked)
      .leftJoin(linkedUsers, joinsLinkedUser)
      .leftJoin(hiders, eq(hiders.id, connections.hiddenBy))
      .where(where);
  }
  type FeedRow = Awaited<ReturnType<typeof feed>>[number];

  const toItem = (row: FeedRow): ActivityItem => {
    const { connection } = row;
    return {
      id: connection.id,
      player: {
        event_register_id: row.makerRegisterId,
        user_name: displayName(row.makerName),
        removed: row.makerRemovedAt !== null,
        guest: row.makerGuestEvent !== null,
      },
      connected_name: connection.connectedName,
      linked_player: row.linkedRegisterId
        ? { event_register_id: row.linkedRegisterId, user_name: displayName(row.linkedName) }
        : null,
      letter: connection.letter,
      x: connection.x,
      y: connection.y,
      liner: connection.liner,
      ...selfieUrls(mediaUrl, connection),
      connected_at: connection.createdAt.toISOString(),
      hidden:
        connection.hiddenAt && connection.hiddenCause
          ? {
              at: connection.hiddenAt.toISOString(),
              by: hostName(row.hiderName, row.hiderEmail),
              cause: connection.hiddenCause,
            }
          : null,
    };
  };

  /** The player list's sort key: the name as shown, lower-cased. */
  const sortName = sql<string>`lower(coalesce(nullif(btrim(${users.name}), ''), ${UNNAMED_PLAYER}))`;

  function roster(where: SQL | undefined) {
    return db
      .select({
        player: players,
        name: users.name,
        guestEventId: users.guestEventId,
        sortName,
        removerName: removers.name,
        removerEmail: removers.email,
      })
      .from(players)
      .innerJoin(users, eq(users.id, players.userId))
      .leftJoin(removers, eq(removers.id, players.removedBy))
      .where(where);
  }
  type RosterRow = Awaited<ReturnType<typeof roster>>[number];

  const toModeratedPlayer = ({
    player,
    name,
    guestEventId,
    removerName,
    removerEmail,
  }: RosterRow): ModeratedPlayer => ({
    event_register_id: player.eventRegisterId,
    user_name: displayName(name),
    total_connections: player.totalConnections,
    score: scoreLetters(player.bingos),
    completed_at: player.completedAt?.toISOString() ?? null,
    removed: player.removedAt
      ? { at: player.removedAt.toISOString(), by: hostName(removerName, removerEmail) }
      : null,
    guest: guestEventId !== null,
  });

  return {
    async item(eventId, connectionId) {
      if (!isUuid(connectionId)) return undefined;
      const [row] = await feed(
        and(eq(connections.eventId, eventId), eq(connections.id, connectionId.toLowerCase())),
      ).limit(1);
      return row && toItem(row);
    },

    async page(eventId, { search, filter, before, limit }) {
      const cursor =
        before === undefined
          ? undefined
          : decodeCursor(
              before,
              (parts) => parts.length === 2 && MICROS.test(parts[0] ?? '') && isUuid(parts[1] ?? ''),
            );
      const pattern = search ? containsPattern(search) : undefined;
      const rows = await feed(
        and(
          eq(connections.eventId, eventId),
          filter === 'hidden' ? connectionHidden() : undefined,
          pattern
            ? or(
                ilike(makerUsers.name, pattern),
                ilike(connections.connectedName, pattern),
                ilike(linkedUsers.name, pattern),
              )
            : undefined,
          cursor
            ? sql`(${connections.createdAt}, ${connections.id}) < (${timeOfMicros(cursor[0] as string)}, ${cursor[1]}::uuid)`
            : undefined,
        ),
      )
        .orderBy(desc(connections.createdAt), desc(connections.id))
        .limit(limit + 1);
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return {
        items: items.map(toItem),
        next_before:
          rows.length > limit && last ? encodeCursor([last.cursorMicros, last.connection.id]) : null,
      };
    },

    async player(eventId, eventRegisterId) {
      if (!isUuid(eventRegisterId)) return undefined;
      const [row] = await roster(
        and(eq(players.eventId, eventId), eq(players.eventRegisterId, eventRegisterId.toLowerCase())),
      ).limit(1);
      return row && toModeratedPlayer(row);
    },

    async players(eventId, { search, filter, before, limit }) {
      const cursor =
        before === undefined
          ? undefined
          : decodeCursor(before, (parts) => parts.length === 2 && isUuid(parts[1] ?? ''));
      const rows = await roster(
        and(
          eq(players.eventId, eventId),
          filter === 'removed' ? playerRemoved() : undefined,
          search ? ilike(users.name, containsPattern(search)) : undefined,
          cursor
            ? sql`(${sortName}, ${players.eventRegisterId}) > (${cursor[0]}, ${cursor[1]}::uuid)`
            : undefined,
        ),
      )
        .orderBy(asc(sortName), asc(players.eventRegisterId))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        players: page.map(toModeratedPlayer),
        next_before:
          rows.length > limit && last ? encodeCursor([last.sortName, last.player.eventRegisterId]) : null,
      };
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('activity', createActivityRepository(fastify.db, fastify.mediaStorage.url));
  },
  { name: 'activity-repository', dependencies: ['db', 'media-storage'] },
);
