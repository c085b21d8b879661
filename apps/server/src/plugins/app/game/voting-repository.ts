import { type CompletedPlayer, MAX_VOTES_PER_PLAYER, type VotingRow } from '@hoogo/core';
import { and, asc, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/index.js';
import { connections, type Player, players, users, votes } from '../../../db/schema.js';
import { connectionCounts, playerInGame } from '../../../db/visibility.js';
import { Refusal } from '../../../lib/refusal.js';
import { UNNAMED_PLAYER } from './player-name.js';

declare module 'fastify' {
  interface FastifyInstance {
    votingRepository: ReturnType<typeof createVotingRepository>;
  }
}

const HOURS = 60 * 60 * 1000;

/**
 * Two players are connected when either entered the other's friend code: the link exists the moment
 * one of them fills a cell with it, whoever did, and as long as that connection is not hidden.
 */
const connectedSql = (me: string, other: SQL) => sql`(
  exists (select 1 from ${connections} c
    where c.player_id = ${me} and c.connected_player_id = ${other} and ${connectionCounts('c')})
  or exists (select 1 from ${connections} c
    where c.player_id = ${other} and c.connected_player_id = ${me} and ${connectionCounts('c')})
)`;

/** A column of the voter's own visible connection with the player (newest first; a friend code links once). */
const ownConnectionSql = (voterId: string, column: SQL) => sql<string | null>`(
  select ${column} from ${connections} c
  where c.player_id = ${voterId} and c.connected_player_id = ${players.id} and ${connectionCounts('c')}
  order by c.created_at desc, c.id desc limit 1
)`;

/**
 * The votes for the player that count: those of voters still in the game. A removed voter's votes are
 * kept, not counted, so restoring the voter brings them back
 * (docs/decisions/0045-moderation-what-others-read.md: "Votes while someone is removed").
 */
const voteCountSql = sql<number>`(
  select count(*) from ${votes} v
  join ${players} voter on voter.id = v.voter_player_id
  where v.voted_player_id = ${players.id} and ${playerInGame('voter')}
)::int`;

export function createVotingRepository(db: Db, now: () => Date, mediaUrl: (key: string) => string) {
  async function votingRows(eventId: string, onlyPlayerId?: string): Promise<VotingRow[]> {
    const rows = await db
      .select({
        eventRegisterId: players.eventRegisterId,
        name: users.name,
        totalConnections: players.totalConnections,
        joinedAt: players.joinedAt,
        completedAt: players.completedAt,
        voteCount: voteCountSql,
      })
      .from(players)
      .innerJoin(users, eq(users.id, players.userId))
      .where(
        and(
          eq(players.eventId, eventId),
          isNotNull(players.completedAt),
          playerInGame(),
          onlyPlayerId ? eq(players.id, onlyPlayerId) : undefined,
        ),
      );
    return rows.map((row) => ({
      event_register_id: row.eventRegisterId,
      name: row.name?.trim() || UNNAMED_PLAYER,
      vote_count: Number(row.voteCount),
      total_connections: row.totalConnections,
      completed_at: row.completedAt?.toISOString() ?? null,
      time_taken: row.completedAt
        ? Math.round(((row.completedAt.getTime() - row.joinedAt.getTime()) / HOURS) * 100) / 100
        : null,
    }));
  }

  return {
    /** The completed players of the event still in the game, unordered (packages/core orders them). */
    votingRows,

    /**
     * The completed players still in the game `voter` is connected to, earliest completion first, with
     * the voter's votes.
     */
    async completedConnections(voter: Player): Promise<CompletedPlayer[]> {
      const rows = await db
        .select({
          eventRegisterId: players.eventRegisterId,
          name: users.name,
          voted: sql<boolean>`exists (select 1 from ${votes} v where v.voter_player_id = ${voter.id} and v.voted_player_id = ${players.id})`,
          imageKey: ownConnectionSql(voter.id, sql`c.image_key`),
          thumbnailKey: ownConnectionSql(voter.id, sql`coalesce(c.thumbnail_key, c.image_key)`),
        })
        .from(players)
        .innerJoin(users, eq(users.id, players.userId))
        .where(
          and(
            eq(players.eventId, voter.eventId),
            ne(players.id, voter.id),
            isNotNull(players.completedAt),
            playerInGame(),
            connectedSql(voter.id, sql`${players.id}`),
          ),
        )
        .orderBy(asc(players.completedAt), asc(players.eventRegisterId));
      return rows.map((row) => ({
        user_name: row.name?.trim() || UNNAMED_PLAYER,
        event_register_id: row.eventRegisterId,
        voted: Boolean(row.voted),
        image: row.imageKey ? mediaUrl(row.imageKey) : null,
        thumbnail: row.thumbnailKey ? mediaUrl(row.thumbnailKey) : null,
      }));
    },

    /**
     * Casts the vote of `voter` for `candidate`. The voter's row is locked while the votes are counted
     * and the new one stored, so concurrent votes of one player never pass the limit together.
     */
    async vote(voter: Player, candidate: Player | undefined): Promise<void> {
      // A removed player is no candidate: off every board, as if unknown.
      if (!candidate || candidate.eventId !== voter.eventId || candidate.removedAt) {
        throw new Refusal('voteUnknown');
      }
      if (candidate.id === voter.id) throw new Refusal('voteSelf');
      if (!candidate.completedAt) throw new Refusal('voteNotCompleted');
      await db.transaction(async (tx) => {
        await tx.select({ id: players.id }).from(players).where(eq(players.id, voter.id)).for('update');
        const [link] = await tx
          .select({ id: players.id })
          .from(players)
          .where(and(eq(players.id, candidate.id), connectedSql(voter.id, sql`${players.id}`)));
        if (!link) throw new Refusal('voteNotConnected');
        const cast = await tx
          .select({ voted: votes.votedPlayerId })
          .from(votes)
          .where(eq(votes.voterPlayerId, voter.id));
        if (cast.some((row) => row.voted === candidate.id)) throw new Refusal('alreadyVoted');
        if (cast.length >= MAX_VOTES_PER_PLAYER) throw new Refusal('voteLimit');
        await tx.insert(votes).values({
          eventId: voter.eventId,
          voterPlayerId: voter.id,
          votedPlayerId: candidate.id,
          createdAt: now(),
        });
      });
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'votingRepository',
      createVotingRepository(fastify.db, fastify.clock, fastify.mediaStorage.url),
    );
  },
  { name: 'voting-repository', dependencies: ['db', 'media-storage'] },
);
