import {
  BINGO_LETTERS,
  type LeaderboardEntry,
  leaderboardRanks,
  type ResultRow,
  type Results,
  scoreLetters,
  sortLeaderboard,
  sortVoting,
  type VotingEntry,
  type VotingResultRow,
  votingRanks,
} from '@hoogo/core';
import { type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/index.js';
import type { EventRow, HiddenCause } from '../../../db/schema.js';
import { connectionHidden, playerInGame, playerRemoved } from '../../../db/visibility.js';
import { UNNAMED_PLAYER } from './player-name.js';

declare module 'fastify' {
  interface FastifyInstance {
    resultsRepository: ReturnType<typeof createResultsRepository>;
  }
}

/** Rows read per query by the CSV exports: an export never holds more than one batch. */
export const EXPORT_BATCH_SIZE = 1_000;

const displayName = (name: string | null) => name?.trim() || UNNAMED_PLAYER;
/** Milliseconds since the epoch (a float8, exact for times) to ISO; the ms precision the API answers. */
const isoOf = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
/** A time as milliseconds since the epoch, truncated like the pg drivers do when they read a timestamp. */
const msOf = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

/**
 * Votes that count: cast by a player who was not removed (a removed player's votes are withdrawn). The
 * candidate's own state is the caller's filter (removed players and unfinished cards are not ranked).
 */
const countedVotes = (eventId: string) => sql`
  select v.voted_player_id, count(*)::int as vote_count
  from votes v join players voter on voter.id = v.voter_player_id and ${playerInGame('voter')}
  where v.event_id = ${eventId}
  group by v.voted_player_id`;

/** One row of the players' export, in the game order (docs/product.md, "Running the game"). */
export interface PlayerExportRow {
  /** Null for a removed player: they are not ranked. */
  rank: number | null;
  name: string;
  email: string;
  connections: number;
  /** The letters lit, "BIN" for three bingos. */
  letters: string;
  completedAt: string | null;
  votes: number;
  removed: boolean;
  /** A guest of quick join: no email yet (the email cell is empty). */
  guest: boolean;
}

/** Where the next batch of the players' export starts: the last row's place in the order. */
export interface PlayerCursor {
  removed: number;
  open: number;
  completedMs: number;
  bingos: number;
  connections: number;
  id: string;
}

/** One row of the connections' export, oldest first. */
export interface ConnectionExportRow {
  player: string;
  playerEmail: string;
  personMet: string;
  linkedPlayer: string | null;
  letter: string;
  /** x and y of the cell, counted from 1 for people reading a spreadsheet. */
  row: number;
  column: number;
  description: string;
  madeAt: string;
  hiddenCause: HiddenCause | null;
}

export interface ConnectionCursor {
  /** The last row's created_at as the database wrote it (text keeps the microseconds). */
  createdAt: string;
  id: string;
}

type Raw = Record<string, unknown>;

export function createResultsRepository(db: Db, now: () => Date) {
  const rows = async <T extends Raw>(query: SQL): Promise<T[]> =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  /** Both rankings of the event, removed players left out (docs/product.md, "Running the game"). */
  async function results(event: EventRow): Promise<Results> {
    const [players, votingPlayers] = await Promise.all([
      rows<{
        event_register_id: string;
        name: string | null;
        total_connections: number;
        bingos: number;
        completed_ms: number | null;
        guest: boolean;
      }>(sql`
        select p.event_register_id, u.name, p.total_connections, p.bingos, u.guest_event_id is not null as guest,
          ${msOf(sql`p.completed_at`)} as completed_ms
        from players p join users u on u.id = p.user_id
        where p.event_id = ${event.id} and ${playerInGame('p')}`),
      rows<{
        event_register_id: string;
        name: string | null;
        total_connections: number;
        completed_ms: number;
        vote_count: number;
        guest: boolean;
      }>(sql`
        select p.event_register_id, u.name, p.total_connections, ${msOf(sql`p.completed_at`)} as completed_ms,
          u.guest_event_id is not null as guest,
          coalesce(counted.vote_count, 0)::int as vote_count
        from players p
        join users u on u.id = p.user_id
        left join (${countedVotes(event.id)}) counted on counted.voted_player_id = p.id
        where p.event_id = ${event.id} and ${playerInGame('p')} and p.completed_at is not null`),
    ]);

    const entries: Array<LeaderboardEntry & { user_name: string; guest: boolean }> = players.map((row) => ({
      event_register_id: row.event_register_id,
      guest: Boolean(row.guest),
      user_name: displayName(row.name),
      total_connections: Number(row.total_connections),
      score: scoreLetters(Number(row.bingos)),
      completed_at: isoOf(row.completed_ms),
    }));
    const ordered = sortLeaderboard(entries);
    const ranks = leaderboardRanks(ordered);
    const game: ResultRow[] = ordered.map((entry, i) => ({
      rank: ranks[i] ?? i + 1,
      event_register_id: entry.event_register_id,
      user_name: entry.user_name,
      total_connections: entry.total_connections,
      score: entry.score,
      completed_at: entry.completed_at,
      guest: entry.guest,
    }));

    const candidates: Array<VotingEntry & { user_name: string; guest: boolean }> = votingPlayers.map(
      (row) => ({
        event_register_id: row.event_register_id,
        guest: Boolean(row.guest),
        user_name: displayName(row.name),
        vote_count: Number(row.vote_count),
        total_connections: Number(row.total_connections),
        completed_at: isoOf(row.completed_ms),
      }),
    );
    const votingOrder = sortVoting(candidates);
    const votingRankList = votingRanks(votingOrder);
    const voting: VotingResultRow[] = votingOrder.map((entry, i) => ({
      rank: votingRankList[i] ?? i + 1,
      event_register_id: entry.event_register_id,
      user_name: entry.user_name,
      vote_count: entry.vote_count,
      total_connections: entry.total_connections,
      completed_at: entry.completed_at,
      guest: entry.guest,
    }));

    const first = game[0];
    return {
      event_name: event.name,
      generated_at: now().toISOString(),
      participant_count: game.length,
      completed_count: game.filter((row) => row.completed_at !== null).length,
      first_finisher: first?.completed_at ? first.event_register_id : null,
      game,
      voting_enabled: event.votingEnabled,
      voting,
    };
  }

  /**
   * A batch of the players' export: the ranked players in the game order, then the removed ones. The rank
   * is computed by the database with rank() over the same criteria as core's compareLeaderboard
   * (completed first, earliest completion to the millisecond, then more letters, then more connections),
   * so equal players share a rank as leaderboardRanks gives it; the batch is the next `limit` rows after
   * `after` in that order (keyset, ties broken by the player id).
   */
  async function playersBatch(
    eventId: string,
    after: PlayerCursor | null,
    limit = EXPORT_BATCH_SIZE,
  ): Promise<{ rows: PlayerExportRow[]; next: PlayerCursor | null }> {
    const found = await rows<{
      id: string;
      name: string | null;
      email: string;
      total_connections: number;
      bingos: number;
      completed_ms: number | null;
      removed: number;
      open: number;
      rank: number | null;
      votes: number;
      guest: boolean;
    }>(sql`
      with ordered as (
        select p.id, p.user_id, p.total_connections, p.bingos,
          ${msOf(sql`p.completed_at`)} as completed_ms,
          (${playerRemoved('p')})::int as removed,
          (p.completed_at is null)::int as open,
          case when ${playerInGame('p')} then rank() over (
            partition by ${playerInGame('p')}
            order by p.completed_at is null, date_trunc('milliseconds', p.completed_at),
              p.bingos desc, p.total_connections desc
          ) end as rank
        from players p
        where p.event_id = ${eventId}
      )
      select o.id, u.name, u.email, u.guest_event_id is not null as guest, o.total_connections, o.bingos, o.completed_ms, o.removed, o.open,
        o.rank::int as rank,
        (select count(*)::int from votes v
          join players voter on voter.id = v.voter_player_id and ${playerInGame('voter')}
          where v.voted_player_id = o.id) as votes
      from ordered o join users u on u.id = o.user_id
      where ${
        after
          ? sql`(o.removed, o.open, coalesce(o.completed_ms, 0), -o.bingos, -o.total_connections, o.id) >
              (${after.removed}, ${after.open}, ${after.completedMs}::float8, ${-after.bingos},
               ${-after.connections}, ${after.id}::uuid)`
          : sql`true`
      }
      order by o.removed, o.open, coalesce(o.completed_ms, 0), o.bingos desc, o.total_connections desc, o.id
      limit ${limit}`);
    const last = found.at(-1);
    return {
      rows: found.map((row) => ({
        rank: row.rank === null ? null : Number(row.rank),
        name: displayName(row.name),
        // A guest's address is a placeholder that reaches nobody: the cell stays empty.
        email: row.guest ? '' : row.email,
        connections: Number(row.total_connections),
        letters: BINGO_LETTERS.slice(0, Number(row.bingos)).join(''),
        completedAt: isoOf(row.completed_ms),
        votes: Number(row.votes),
        removed: Number(row.removed) === 1,
        guest: Boolean(row.guest),
      })),
      next:
        last && found.length === limit
          ? {
              removed: Number(last.removed),
              open: Number(last.open),
              completedMs: Number(last.completed_ms ?? 0),
              bingos: Number(last.bingos),
              connections: Number(last.total_connections),
              id: last.id,
            }
          : null,
    };
  }

  /** A batch of the connections' export, oldest first, hidden ones included (with their cause). */
  async function connectionsBatch(
    eventId: string,
    after: ConnectionCursor | null,
    limit = EXPORT_BATCH_SIZE,
  ): Promise<{ rows: ConnectionExportRow[]; next: ConnectionCursor | null }> {
    const found = await rows<{
      id: string;
      created_text: string;
      created_ms: number;
      name: string | null;
      email: string;
      guest: boolean;
      connected_name: string;
      linked_name: string | null;
      linked_user: string | null;
      letter: string;
      x: number;
      y: number;
      liner: string;
      hidden_cause: HiddenCause | null;
      hidden: boolean;
    }>(sql`
      select c.id, c.created_at::text as created_text, ${msOf(sql`c.created_at`)} as created_ms, u.name, u.email,
        u.guest_event_id is not null as guest, c.connected_name,
        lu.name as linked_name, lu.id as linked_user, c.letter, c.x, c.y, c.liner, c.hidden_cause,
        ${connectionHidden('c')} as hidden
      from connections c
      join players p on p.id = c.player_id
      join users u on u.id = p.user_id
      left join players lp on lp.id = c.connected_player_id
      left join users lu on lu.id = lp.user_id
      where c.event_id = ${eventId} ${
        after ? sql`and (c.created_at, c.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``
      }
      order by c.created_at, c.id
      limit ${limit}`);
    const last = found.at(-1);
    return {
      rows: found.map((row) => ({
        player: displayName(row.name),
        playerEmail: row.guest ? '' : row.email,
        personMet: row.connected_name,
        linkedPlayer: row.linked_user === null ? null : displayName(row.linked_name),
        letter: row.letter,
        row: Number(row.x) + 1,
        column: Number(row.y) + 1,
        description: row.liner,
        madeAt: isoOf(row.created_ms) as string,
        hiddenCause: row.hidden ? (row.hidden_cause ?? 'host') : null,
      })),
      next: last && found.length === limit ? { createdAt: last.created_text, id: last.id } : null,
    };
  }

  return { results, playersBatch, connectionsBatch };
}

export default fp(
  async (fastify) => {
    fastify.decorate('resultsRepository', createResultsRepository(fastify.db, fastify.clock));
  },
  { name: 'results-repository', dependencies: ['db'] },
);
