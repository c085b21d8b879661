import type { Insights } from '@hoogo/core';
import { type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/index.js';
import type { EventRow } from '../../../db/schema.js';
import { connectionCounts, playerInGame, playerRemoved } from '../../../db/visibility.js';
import { UNNAMED_PLAYER } from './player-name.js';

declare module 'fastify' {
  interface FastifyInstance {
    insightsRepository: ReturnType<typeof createInsightsRepository>;
  }
}

/** The bucket sizes the timeline picks from, in minutes: round steps a host reads at a glance. */
export const TIMELINE_BUCKETS = [1, 2, 5, 10, 15, 30, 60, 120, 180, 360, 720, 1440] as const;
/** The most points the timeline has: the smallest bucket that spans the game in at most this many. */
export const TIMELINE_MAX_POINTS = 60;
/** How many players the "most connected" list holds. */
export const MOST_CONNECTED_COUNT = 10;

/**
 * The timeline's bucket for activity spanning `spanMs`: the smallest step of TIMELINE_BUCKETS that
 * covers it in at most TIMELINE_MAX_POINTS buckets (a 3-hour game: 5 minutes, 37 points at most); beyond a
 * day per point, whole days.
 */
export function bucketMinutes(spanMs: number): number {
  const minutes = Math.max(0, spanMs) / 60_000;
  for (const size of TIMELINE_BUCKETS) {
    if (Math.floor(minutes / size) + 1 <= TIMELINE_MAX_POINTS) return size;
  }
  return 1440 * Math.ceil((minutes + 1) / 1440 / (TIMELINE_MAX_POINTS - 1));
}

const msOf = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The hosts' insights, every number computed by the database (aggregates over the event's rows, never
 * the rows loaded into Node). Removed players and hidden connections count nowhere; the players' row
 * columns (bingos, total_connections, completed_at) already leave hidden connections out.
 */
export function createInsightsRepository(db: Db, now: () => Date) {
  const rows = async <T extends Record<string, unknown>>(query: SQL): Promise<T[]> =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  /**
   * The connections that count: not hidden, made by a player who was not removed. The removed players are
   * few: a hashed list of their ids filters faster than a join with every player of the event.
   */
  const countedWhere = (eventId: string) => sql`c.event_id = ${eventId} and ${connectionCounts('c')}
    and c.player_id not in (select r.id from players r where r.event_id = ${eventId} and ${playerRemoved('r')})`;

  async function insights(event: EventRow): Promise<Insights> {
    const eventId = event.id;
    const [[players], [bounds], [voting]] = await Promise.all([
      rows<Record<string, number | null>>(sql`
        select count(*)::int as participants,
          count(*) filter (where completed_at is not null)::int as completed,
          count(*) filter (where total_connections = 0)::int as none,
          count(*) filter (where total_connections between 1 and 4)::int as few,
          count(*) filter (where total_connections between 5 and 24)::int as many,
          count(*) filter (where total_connections >= 25)::int as full,
          count(*) filter (where bingos = 0)::int as b0, count(*) filter (where bingos = 1)::int as b1,
          count(*) filter (where bingos = 2)::int as b2, count(*) filter (where bingos = 3)::int as b3,
          count(*) filter (where bingos = 4)::int as b4, count(*) filter (where bingos = 5)::int as b5,
          ${msOf(sql`min(joined_at)`)} as first_ms, ${msOf(sql`max(joined_at)`)} as last_ms
        from players where event_id = ${eventId} and ${playerInGame()}`),
      // The first and the last connection that count, each read from one end of the (event, time) index.
      rows<{ first_ms: number | null; last_ms: number | null }>(sql`
        select
          (select ${msOf(sql`c.created_at`)} from connections c where ${countedWhere(eventId)}
            order by c.created_at limit 1) as first_ms,
          (select ${msOf(sql`c.created_at`)} from connections c where ${countedWhere(eventId)}
            order by c.created_at desc limit 1) as last_ms`),
      rows<{ eligible: number; voters: number; votes: number }>(sql`
        select
          (select count(*)::int from players
            where event_id = ${eventId} and ${playerInGame()}) as eligible,
          count(distinct v.voter_player_id)::int as voters,
          count(*)::int as votes
        from votes v
        join players voter on voter.id = v.voter_player_id and ${playerInGame('voter')}
        join players candidate on candidate.id = v.voted_player_id
          and ${playerInGame('candidate')} and candidate.completed_at is not null
        where v.event_id = ${eventId}`),
    ]);

    const firsts = [players?.first_ms, bounds?.first_ms].filter((ms) => ms != null).map(Number);
    const lasts = [players?.last_ms, bounds?.last_ms].filter((ms) => ms != null).map(Number);
    const bucket = firsts.length > 0 ? bucketMinutes(Math.max(...lasts) - Math.min(...firsts)) : 1;
    // A literal (an integer of ours), so that each query groups by the very expression it selects.
    const stride = sql.raw(`interval '${Math.trunc(bucket)} minutes'`);
    const binned = (column: SQL) => sql`date_bin(${stride}, ${column}, timestamptz '1970-01-01 00:00:00+00')`;
    // Two passes over the event's connections (per time bucket; per linked player): measured faster with
    // PGlite than one pass counting both with grouping sets (docs/benchmarks.md, "Insights, results and
    // exports for hosts").
    const [points, mostConnected] =
      firsts.length === 0
        ? [[], []]
        : await Promise.all([
            rows<{ at_ms: number; joined: number; connections: number }>(sql`
              with buckets as (
                select generate_series(
                  ${binned(sql`to_timestamp(${Math.min(...firsts) / 1000}::float8)`)},
                  to_timestamp(${Math.max(...lasts) / 1000}::float8), ${stride}) as at
              ), joins as (
                select ${binned(sql`joined_at`)} as at, count(*)::int as n
                from players where event_id = ${eventId} and ${playerInGame()} group by 1
              ), made as (
                select ${binned(sql`c.created_at`)} as at, count(*)::int as n
                from connections c where ${countedWhere(eventId)} group by 1
              )
              select ${msOf(sql`b.at`)} as at_ms, coalesce(j.n, 0)::int as joined,
                coalesce(m.n, 0)::int as connections
              from buckets b left join joins j on j.at = b.at left join made m on m.at = b.at
              order by b.at`).then((found) =>
              found.map((point) => ({
                at: new Date(Number(point.at_ms)).toISOString(),
                joined: Number(point.joined),
                connections: Number(point.connections),
              })),
            ),
            rows<{
              event_register_id: string;
              name: string | null;
              linked_by: number;
              total_connections: number;
            }>(sql`
              select p.event_register_id, u.name, coalesce(l.n, 0)::int as linked_by, p.total_connections
              from players p
              join users u on u.id = p.user_id
              left join (
                select c.connected_player_id, count(*)::int as n from connections c
                where ${countedWhere(eventId)} and c.connected_player_id is not null
                group by c.connected_player_id
              ) l on l.connected_player_id = p.id
              where p.event_id = ${eventId} and ${playerInGame('p')} and (l.n > 0 or p.total_connections > 0)
              order by coalesce(l.n, 0) desc, p.total_connections desc, p.event_register_id
              limit ${MOST_CONNECTED_COUNT}`).then((found) =>
              found.map((row) => ({
                event_register_id: row.event_register_id,
                user_name: row.name?.trim() || UNNAMED_PLAYER,
                linked_by: Number(row.linked_by),
                total_connections: Number(row.total_connections),
              })),
            ),
          ]);
    const connectionCount = points.reduce((sum, point) => sum + point.connections, 0);

    const count = (value: number | null | undefined) => Number(value ?? 0);
    return {
      generated_at: now().toISOString(),
      participant_count: count(players?.participants),
      connection_count: connectionCount,
      completed_count: count(players?.completed),
      timeline: {
        bucket_minutes: bucket,
        points,
      },
      connection_spread: {
        none: count(players?.none),
        few: count(players?.few),
        many: count(players?.many),
        full: count(players?.full),
      },
      bingo_spread: [0, 1, 2, 3, 4, 5].map((n) => count(players?.[`b${n}`])),
      most_connected: mostConnected,
      voting: {
        enabled: event.votingEnabled,
        voters: count(voting?.voters),
        eligible: count(voting?.eligible),
        votes: count(voting?.votes),
      },
    };
  }

  return { insights };
}

export default fp(
  async (fastify) => {
    fastify.decorate('insightsRepository', createInsightsRepository(fastify.db, fastify.clock));
  },
  { name: 'insights-repository', dependencies: ['db'] },
);
