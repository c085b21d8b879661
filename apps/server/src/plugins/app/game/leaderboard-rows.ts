import { type LeaderboardPlayer, MAX_BINGOS, scoreLetters } from '@hoogo/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/index.js';
import { type Player, players, users } from '../../../db/schema.js';
import { displayName } from './player-name.js';

/** A player's change for the live boards: the public row, with the friend code beside it for hosts. */
export interface PlayerChange {
  player: LeaderboardPlayer;
  friendCode: string | null;
}

/**
 * A board row as the database answers it (leaderboard below): event_register_id, name, friend code,
 * total_connections, bingos, completion time in epoch milliseconds (cut, as a Date holds it), revision.
 */
type BoardRecord = [
  id: string,
  name: string | null,
  code: string | null,
  total: number,
  bingos: number,
  completedMs: number | null,
  revision: number,
];

/** An event's public board rows, and the friend codes of their players by event_register_id. */
export interface EventBoard {
  rows: LeaderboardPlayer[];
  codes: Map<string, string | null>;
}

/**
 * The score of each letter count, shared by the board's rows: a row is replaced when it changes, never
 * edited, so its score array is never written.
 */
const SHARED_SCORES = Array.from({ length: MAX_BINGOS + 1 }, (_, bingos) => scoreLetters(bingos));

/** A leaderboard row with the friend code, which routes drop for anyone but the event's hosts. */
export type LeaderboardRow = LeaderboardPlayer & { user_code: string | null };

/** The player's leaderboard row, with `connectedTo` the linked players' event_register_ids, oldest first. */
function leaderboardRow(
  player: Pick<
    Player,
    'eventRegisterId' | 'userCode' | 'totalConnections' | 'bingos' | 'completedAt' | 'revision'
  >,
  name: string | null,
  connectedTo: string[],
): LeaderboardRow {
  return {
    event_register_id: player.eventRegisterId,
    user_name: displayName(name),
    user_code: player.userCode,
    total_connections: player.totalConnections,
    score: scoreLetters(player.bingos),
    completed_at: player.completedAt?.toISOString() ?? null,
    connected_to: connectedTo,
    revision: player.revision,
  };
}

/** The player's change for the live boards, made from their row as the database just answered it. */
export function playerChangeOf(
  player: Player,
  name: string | null,
  connectedTo: string[] = [],
): PlayerChange {
  const { user_code, ...publicRow } = leaderboardRow(player, name, connectedTo);
  return { player: { ...publicRow, user_code: null }, friendCode: user_code };
}

/**
 * The event's rows for the live boards (plugins/app/live/leaderboard-cache.ts): the public board in its
 * order (`leaderboard`), and the friend codes a hosts' window shows beside it (`friendCodes`).
 */
export function createLeaderboardRows(db: Db) {
  /**
   * The event's public board rows (friend codes null, kept aside by event_register_id for the hosts'
   * windows), in the board's order: completion time to the millisecond, letters, connections,
   * event_register_id (core's compareLeaderboard; a uuid sorts as its lower-case text does). One flat
   * query (through players_event_user_unique) answering one JSON text, sorted on its numbers, each row's
   * score one of six shared arrays: at 50,000 players, mapping every row through drizzle and Date, and
   * sorting on parsed times, cost more than the query (docs/measurements/performance.md, "The board computed
   * cold"). The boards carry no links (`connected_to` is empty,
   * docs/decisions/0052-boards-that-cost-what-a-viewer-sees.md). Removed players have no row
   * (docs/decisions/0045-moderation-what-others-read.md).
   */
  async function leaderboard(eventId: string): Promise<EventBoard> {
    // One JSON text of every row, parsed at once: PGlite hands over 50,000 rows one by one three times
    // slower than this (docs/measurements/performance.md, "The board computed cold").
    const result = (await db.execute(sql`
      select coalesce(json_agg(json_build_array(p.event_register_id, u.name, p.user_code,
        p.total_connections, p.bingos, floor(extract(epoch from p.completed_at) * 1000), p.revision)), '[]')::text
        as "records"
      from ${players} p join ${users} u on u.id = p.user_id
      where p.event_id = ${eventId} and p.removed_at is null
    `)) as unknown as { rows: Array<{ records: string }> };
    const parsed = JSON.parse(result.rows[0]?.records ?? '[]') as BoardRecord[];
    // Sorted here, on the numbers, rather than by the database: its sort of 50,000 rows spilt to disk.
    const records = parsed.sort(
      (a, b) =>
        (a[5] ?? Number.POSITIVE_INFINITY) - (b[5] ?? Number.POSITIVE_INFINITY) ||
        b[4] - a[4] ||
        b[3] - a[3] ||
        (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0),
    );
    const codes = new Map<string, string | null>();
    const rows = records.map(([id, name, code, total, bingos, completedMs, revision]): LeaderboardPlayer => {
      codes.set(id, code);
      return {
        event_register_id: id,
        user_name: displayName(name),
        user_code: null,
        total_connections: total,
        score: SHARED_SCORES[bingos] ?? scoreLetters(bingos),
        completed_at: completedMs === null ? null : new Date(completedMs).toISOString(),
        connected_to: [],
        revision,
      };
    });
    return { rows, codes };
  }

  /** The friend codes of the event's players of `eventRegisterIds` (a board window's hosts' view). */
  async function friendCodes(
    eventId: string,
    eventRegisterIds: string[],
  ): Promise<Map<string, string | null>> {
    if (eventRegisterIds.length === 0) return new Map();
    const rows = await db
      .select({ eventRegisterId: players.eventRegisterId, userCode: players.userCode })
      .from(players)
      .where(and(eq(players.eventId, eventId), inArray(players.eventRegisterId, eventRegisterIds)));
    return new Map(rows.map((row) => [row.eventRegisterId, row.userCode]));
  }

  return {
    /** The event's public board rows in the board's order, and its players' friend codes. */
    leaderboard,
    friendCodes,
  };
}
