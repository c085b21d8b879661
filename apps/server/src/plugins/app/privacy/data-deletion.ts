import type { AccountSummary } from '@hoogo/core';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { retryingDeadlocks } from '../../../db/errors.js';
import type { Db } from '../../../db/index.js';
import {
  connections,
  type EventRow,
  eventHosts,
  events,
  guessBudgets,
  hostInvitations,
  otpCodes,
  type Player,
  players,
  refreshTokens,
  ticketingConnections,
  ticketingEvents,
  users,
  votes,
} from '../../../db/schema.js';
import { isTicketAccount } from '../../../lib/ticket-account.js';
import { EVENT_CREATE_BUDGET, HOST_INVITE_BUDGET } from '../game/guess-budgets.js';
import type { PlayerChange } from '../game/leaderboard-rows.js';
import { lockPlayers, MODERATED_PLAYERS_MAX, rescore, type Tx } from '../moderation/moderation-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deleting a person's data: leaving an event, deleting an event, deleting an account (docs/data.md). */
    dataDeletion: DataDeletion;
  }
}

export interface DataDeletion {
  /**
   * The player leaves their event: their row and everything that cascades from it go, the players whose
   * connections linked them are scored again, the boards and the hosts' feed hear it, and the selfies no
   * row uses any more are removed; a ticket-code account (made for this registration alone) goes too.
   * Answers false when the player was gone already.
   */
  leave(player: Pick<Player, 'id' | 'eventId' | 'userId'>): Promise<boolean>;
  /** Deletes the event with all its data, and the files no other event uses (a demo's simulation stops first). */
  deleteEvent(event: Pick<EventRow, 'id' | 'isDemo'>): Promise<void>;
  /** What deleting the account deletes: the events it owns, plays in, co-hosts. */
  accountSummary(userId: string): Promise<AccountSummary | undefined>;
  /** Deletes the account and its data (docs/data.md, "Deleting data"). Answers false when it was gone. */
  deleteAccount(userId: string): Promise<boolean>;
  /** Removes the template files among `keys` that no event uses any more (never the defaults). */
  releaseTemplates(keys: string[]): Promise<void>;
  /** Removes the selfie and thumbnail files among `keys` that no connection uses any more. */
  releaseSelfies(keys: string[]): Promise<void>;
}

/** What a leave changed, for the live boards, the hosts' feed and the media store. */
export interface LeaveOutcome {
  eventId: string;
  eventRegisterId: string;
  /** The leaver's row revision when it went: any row of theirs heard later is no newer (core's isRemovedRow). */
  revision: number;
  /** The new rows of the players whose connections linked the leaver. */
  players: PlayerChange[];
  /** Every connection that went: the leaver's own and the others' that linked them. */
  connectionIds: string[];
  /** The selfies that went with them (they leave the galleries). */
  imageKeys: string[];
  /** The selfies and thumbnails that went with them: removed from the media store unless still used. */
  mediaKeys: string[];
  votingChanged: boolean;
}

/** How often a leave starts again when a player linked the leaver meanwhile. */
const LOCK_SET_TRIES = 5;

/** The guessing budgets keyed by the player: their friend code's wrong guesses. */
const playerBudgetKeys = (playerIds: string[]) => playerIds.map((id) => `friend-code:${id}`);

/** The guessing budgets keyed by the account's email or id (plugins/app/game/guess-budgets.ts). */
const accountBudgetKeys = (user: { id: string; email: string }) => [
  `password:${user.email}`,
  // Written by an earlier version's hourly cap of codes mailed, and kept until they are deleted here.
  `otp-sent:${user.email}`,
  `${EVENT_CREATE_BUDGET}:${user.id}`,
  `${HOST_INVITE_BUDGET}:${user.id}`,
];

/**
 * The database side of deleting data. A leave is one transaction that locks, in id order, the leaver and
 * every player whose connections link them (as a removal does, plugins/app/moderation/moderation-repository.ts),
 * deletes the leaver's row (connections, others' links to them, votes, submissions and moderation records
 * cascade), scores the linking players again with core's scoreCard and bumps the event's moderation
 * version so their phones fetch their cards again.
 */
export function createDataDeletionRepository(db: Db) {
  /** The players whose connections (visible or hidden) link `targetId`. */
  async function linkingPlayers(tx: Tx | Db, targetId: string): Promise<string[]> {
    const rows = await tx
      .selectDistinct({ playerId: connections.playerId })
      .from(connections)
      .where(and(eq(connections.connectedPlayerId, targetId), ne(connections.playerId, targetId)));
    return rows.map((row) => row.playerId);
  }

  async function leaveLocked(tx: Tx, targetId: string, lockSet: Set<string>) {
    const locked = await lockPlayers(tx, [...lockSet]);
    const target = locked.get(targetId);
    if (!target) return null;
    const owners = await linkingPlayers(tx, targetId);
    // A player linked the leaver after the set was read: start again with them, still in id order.
    if (owners.some((id) => !lockSet.has(id))) return owners;
    const going = await tx
      .select({
        id: connections.id,
        imageKey: connections.imageKey,
        thumbnailKey: connections.thumbnailKey,
        consent: connections.selfieConsent,
      })
      .from(connections)
      .where(or(eq(connections.playerId, targetId), eq(connections.connectedPlayerId, targetId)));
    const [vote] = await tx
      .select({ voter: votes.voterPlayerId })
      .from(votes)
      .where(or(eq(votes.voterPlayerId, targetId), eq(votes.votedPlayerId, targetId)))
      .limit(1);
    const ownersBefore = owners.flatMap((id) => locked.get(id) ?? []);
    await tx.delete(guessBudgets).where(inArray(guessBudgets.key, playerBudgetKeys([targetId])));
    await tx.delete(players).where(eq(players.id, targetId));
    const changes: PlayerChange[] = [];
    for (const owner of [...owners].sort()) changes.push(await rescore(tx, owner));
    // The linking players' phones fetch their cards again. Not the leaver's id: no row keeps it (docs/data.md).
    const moderated = changes.map((change) => change.player.event_register_id);
    await tx
      .update(events)
      .set({
        moderationVersion: sql`${events.moderationVersion} + 1`,
        moderatedPlayers: moderated.length > MODERATED_PLAYERS_MAX ? [] : moderated,
      })
      .where(eq(events.id, target.eventId));
    const outcome: LeaveOutcome = {
      eventId: target.eventId,
      eventRegisterId: target.eventRegisterId,
      revision: target.revision,
      players: changes,
      connectionIds: going.map((row) => row.id),
      // The selfies the galleries may hold: not one whose person did not agree (its address stays unsaid).
      imageKeys: [
        ...new Set(
          going.flatMap((row) => (row.imageKey === null || row.consent === false ? [] : [row.imageKey])),
        ),
      ],
      mediaKeys: [
        ...new Set(going.flatMap((row) => [row.imageKey, row.thumbnailKey].filter((key) => key !== null))),
      ],
      votingChanged:
        !target.removedAt &&
        (target.completedAt !== null ||
          Boolean(vote) ||
          ownersBefore.some((owner) => owner.completedAt !== null) ||
          changes.some((change) => change.player.completed_at !== null)),
    };
    return outcome;
  }

  return {
    /** Deletes the player and what hangs on them; null when they were gone already. */
    async leave(targetId: string): Promise<LeaveOutcome | null> {
      let owners = await linkingPlayers(db, targetId);
      for (let attempt = 1; ; attempt++) {
        const lockSet = new Set([targetId, ...owners]);
        const outcome = await retryingDeadlocks(() =>
          db.transaction((tx) => leaveLocked(tx, targetId, lockSet)),
        );
        if (!Array.isArray(outcome)) return outcome;
        if (attempt >= LOCK_SET_TRIES) throw new Error(`players kept linking ${targetId} while it left`);
        owners = outcome;
      }
    },

    /** The friend-code budgets of the event's players, which outlive the players otherwise. */
    async eventPlayerIds(eventId: string): Promise<string[]> {
      const rows = await db.select({ id: players.id }).from(players).where(eq(players.eventId, eventId));
      return rows.map((row) => row.id);
    },

    async forgetPlayerBudgets(playerIds: string[]): Promise<void> {
      if (playerIds.length === 0) return;
      await db.delete(guessBudgets).where(inArray(guessBudgets.key, playerBudgetKeys(playerIds)));
    },

    async findUser(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return user;
    },

    /** The events the user owns (every one, demos too), oldest first. */
    async ownedEvents(userId: string) {
      return db
        .select({ id: events.id, name: events.name, isDemo: events.isDemo })
        .from(events)
        .where(eq(events.ownerId, userId))
        .orderBy(asc(events.createdAt), asc(events.id));
    },

    /** The user's players in events it does not own (those go with the events), oldest first. */
    async playedElsewhere(userId: string) {
      return db
        .select({ id: players.id, eventId: players.eventId, eventName: events.name })
        .from(players)
        .innerJoin(events, eq(events.id, players.eventId))
        .where(and(eq(players.userId, userId), ne(events.ownerId, userId)))
        .orderBy(asc(players.joinedAt), asc(players.id));
    },

    /** The events the user co-hosts as an admin. */
    async adminEvents(userId: string) {
      return db
        .select({ id: events.id, name: events.name })
        .from(eventHosts)
        .innerJoin(events, eq(events.id, eventHosts.eventId))
        .where(and(eq(eventHosts.userId, userId), eq(eventHosts.role, 'Admin')))
        .orderBy(asc(events.createdAt), asc(events.id));
    },

    /**
     * The account's own rows, once its events and players are gone: host memberships and invitations to
     * its email, sessions, one-time codes and guessing budgets of its email, ticketing accounts and
     * attendee lists, the user row. Answers false when the user was gone already.
     */
    async removeAccount(userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) return false;
        await tx.delete(eventHosts).where(eq(eventHosts.userId, userId));
        // Invitations to the email wait for whoever signs in with it next: they go with the account.
        await tx.delete(hostInvitations).where(eq(hostInvitations.email, user.email));
        await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
        await tx.delete(otpCodes).where(eq(otpCodes.email, user.email));
        await tx.delete(guessBudgets).where(inArray(guessBudgets.key, accountBudgetKeys(user)));
        await tx.delete(ticketingConnections).where(eq(ticketingConnections.userId, userId));
        // Attendees cascade with their list.
        await tx.delete(ticketingEvents).where(eq(ticketingEvents.ownerId, userId));
        // Players that joined since the leaves ran go the same way (cascades), ahead of the row.
        await tx.delete(players).where(eq(players.userId, userId));
        await tx.delete(users).where(eq(users.id, userId));
        return true;
      });
    },

    /** Whether the user still plays or owns anything (a join or a creation raced the deletion). */
    async stillHolds(userId: string): Promise<boolean> {
      const [owned] = await db
        .select({ id: events.id })
        .from(events)
        .where(eq(events.ownerId, userId))
        .limit(1);
      const [played] = await db
        .select({ id: players.id })
        .from(players)
        .where(eq(players.userId, userId))
        .limit(1);
      return Boolean(owned || played);
    },
  };
}

/** How often an account deletion goes round again when the account joined or created something meanwhile. */
const ACCOUNT_ROUNDS = 3;

/**
 * Deleting data (docs/data.md): each step is the repository's transaction, then, once it committed, the
 * live boards and the hosts' feed are told and the files no row uses any more are removed. A file left
 * behind by a failure costs disk space only; the deletion itself is done.
 */
export default fp(
  async (fastify) => {
    const repository = createDataDeletionRepository(fastify.db);
    const { mediaStorage: media, announce, defaultTemplates } = fastify;
    // Files are removed through media lifetime (plugins/app/media/media-lifetime.ts): only those no committed
    // row needs, never under an upload of the same bytes.

    async function releaseTemplates(keys: string[]) {
      try {
        const defaults = new Set([defaultTemplates.post.key, defaultTemplates.story.key]);
        await fastify.mediaLifetime.release(keys.filter((key) => !defaults.has(key)));
      } catch (error) {
        fastify.log.error({ err: error, keys }, 'could not remove unused template files');
      }
    }

    async function releaseSelfies(keys: string[]) {
      try {
        await fastify.mediaLifetime.release(keys);
      } catch (error) {
        fastify.log.error({ err: error, keys }, 'could not remove unused selfie files');
      }
    }

    async function leave(player: Pick<Player, 'id' | 'eventId'>): Promise<boolean> {
      const outcome = await repository.leave(player.id);
      if (!outcome) return false;
      // The embedded database's files forget the rows within PGLITE_SCRUB_DELAY_MS (docs/data.md).
      fastify.databaseScrub.request();
      await announceLeave(outcome);
      return true;
    }

    async function announceLeave(outcome: LeaveOutcome) {
      // As a removal: the row leaves every board, the rescored rows replace theirs, the selfies leave the
      // galleries, the phones on the status channel refetch their cards; the hosts' feed drops the items.
      announce(outcome.eventId, {
        type: 'player_moderated',
        eventRegisterId: outcome.eventRegisterId,
        removed: true,
        revision: outcome.revision,
        connectionIds: [],
        players: outcome.players,
        hiddenImages: outcome.imageKeys.map(media.url),
        votingChanged: outcome.votingChanged,
        deletedConnectionIds: outcome.connectionIds,
      });
      await releaseSelfies(outcome.mediaKeys);
    }

    async function deleteAccount(userId: string): Promise<boolean> {
      if (!(await repository.findUser(userId))) return false;
      // Its players first (others' cards are scored again), then its events, then its own rows; again
      // while a join or a creation of the account raced the deletion.
      for (let round = 1; round <= ACCOUNT_ROUNDS; round++) {
        for (const player of await repository.playedElsewhere(userId)) await leave(player);
        for (const event of await repository.ownedEvents(userId)) await deleteEvent(event);
        if (!(await repository.stillHolds(userId))) break;
      }
      const removed = await repository.removeAccount(userId);
      fastify.databaseScrub.request();
      return removed;
    }

    async function deleteEvent(event: Pick<EventRow, 'id' | 'isDemo'>) {
      // A demo's simulation stops first, after its step in progress (plugins/app/events/demo-simulation.ts).
      if (event.isDemo) await fastify.demoSimulation.stop(event.id);
      const playerIds = await repository.eventPlayerIds(event.id);
      const { templateKeys, selfieKeys } = await fastify.eventsRepository.remove(event.id);
      fastify.databaseScrub.request();
      await repository.forgetPlayerBudgets(playerIds);
      await releaseTemplates(templateKeys);
      await releaseSelfies(selfieKeys);
    }

    fastify.decorate('dataDeletion', {
      async leave(player) {
        if (!(await leave(player))) return false;
        // A ticket-code account exists for this one registration, named after the attendee: it goes too;
        // so does a guest account (quick join), which holds nothing but its one player.
        const user = await repository.findUser(player.userId);
        if (user && (isTicketAccount(user.email) || user.guestEventId !== null)) await deleteAccount(user.id);
        return true;
      },
      deleteEvent,
      releaseTemplates,
      releaseSelfies,

      async accountSummary(userId) {
        const user = await repository.findUser(userId);
        if (!user) return undefined;
        const [owned, played, admin] = await Promise.all([
          repository.ownedEvents(userId),
          repository.playedElsewhere(userId),
          repository.adminEvents(userId),
        ]);
        const counts = await Promise.all(
          owned.map((event) => fastify.eventsRepository.participantCount(event.id)),
        );
        return {
          email: user.email,
          owned_events: owned.map((event, index) => ({
            event_id: event.id,
            event_name: event.name,
            participant_count: counts[index] ?? 0,
            demo: event.isDemo,
          })),
          played_events: played.map((player) => ({ event_id: player.eventId, event_name: player.eventName })),
          admin_events: admin.map((event) => ({ event_id: event.id, event_name: event.name })),
        };
      },

      deleteAccount,
    } satisfies DataDeletion);
  },
  {
    name: 'data-deletion',
    dependencies: [
      'db',
      'media-storage',
      'media-lifetime',
      'database-scrub',
      'leaderboard-cache',
      'events-repository',
      'game-repository',
      'default-templates',
      'demo-simulation',
    ],
  },
);
