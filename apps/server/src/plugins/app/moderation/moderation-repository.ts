import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { retryingDeadlocks } from '../../../db/errors.js';
import type { Db } from '../../../db/index.js';
import {
  type Connection,
  connections,
  events,
  type ModerationAction,
  moderationActions,
  type Player,
  players,
  users,
  votes,
} from '../../../db/schema.js';
import { isUuid } from '../../../lib/ids.js';
import { Refusal, type RefusalReason } from '../../../lib/refusal.js';
import { storeScore } from '../game/card-score.js';
import { findRepeat, type Repeat, repeatViolated } from '../game/connection-repeats.js';
import { type PlayerChange, playerChangeOf } from '../game/leaderboard-rows.js';

/** A repeat met by "show again" (found, or the unique index violated), as the host's refusal. */
const unhideRefusals = { cell: 'cellRefilled', link: 'linkRefilled' } as const satisfies Record<
  Repeat,
  RefusalReason
>;

declare module 'fastify' {
  interface FastifyInstance {
    moderationRepository: ModerationRepository;
  }
}

/** What a moderation action changed, for the live boards; `changed` false when it found it done already. */
export interface ModerationOutcome {
  changed: boolean;
  /** The connections hidden or shown again. */
  connectionIds: string[];
  /** The new rows of the players whose card changed (a removed player's is not among them). */
  players: PlayerChange[];
  /** The selfies (media keys) that leave the galleries. */
  hiddenImageKeys: string[];
  /** The votes or the voting candidates changed: voting boards need a fresh snapshot. */
  votingChanged: boolean;
  /** A removal: the removed player's row revision, bumped by it. */
  removedRevision?: number;
}

export interface ModerationRepository {
  hide(eventId: string, connectionId: string, actorId: string): Promise<ModerationOutcome>;
  unhide(eventId: string, connectionId: string, actorId: string): Promise<ModerationOutcome>;
  removePlayer(eventId: string, eventRegisterId: string, actorId: string): Promise<ModerationOutcome>;
  restorePlayer(eventId: string, eventRegisterId: string, actorId: string): Promise<ModerationOutcome>;
}

/** The most event_register_ids events.moderated_players lists; beyond, [] tells every phone to refetch. */
export const MODERATED_PLAYERS_MAX = 200;

/**
 * The selfie a board's gallery may hold, to take off it: none when deleted, or when its person did not
 * agree to it being shown — the gallery never had it, and its address must not reach the room either.
 */
const galleryKeys = (imageKey: string | null, consent: boolean | null): string[] =>
  imageKey === null || consent === false ? [] : [imageKey];

/** How often a removal or restore starts again when a player linked the removed one meanwhile. */
const LOCK_SET_TRIES = 5;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const unchanged: ModerationOutcome = {
  changed: false,
  connectionIds: [],
  players: [],
  hiddenImageKeys: [],
  votingChanged: false,
};

/** Locks the players' rows in id order; answers them by id. */
export async function lockPlayers(tx: Tx, ids: string[]): Promise<Map<string, Player>> {
  const sorted = [...new Set(ids)].sort();
  const rows = await tx
    .select()
    .from(players)
    .where(inArray(players.id, sorted))
    .orderBy(asc(players.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The player's score from their visible connections, stored with a new revision (game/card-score.ts),
 * as their change for the live boards. Also used when a linked player leaves the event
 * (plugins/app/privacy/data-deletion.ts).
 */
export async function rescore(tx: Tx, playerId: string): Promise<PlayerChange> {
  const { player, connectedTo } = await storeScore(tx, playerId);
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, player.userId));
  return playerChangeOf(player, user?.name ?? null, connectedTo);
}

/**
 * The hosts' moderation (docs/decisions/0046-moderation-the-write-path.md). Every action is one transaction
 * that locks the rows of the players whose card it changes FOR UPDATE, in id order (a connection's own
 * transaction locks its player the same way, so neither misses the other's cells), reads again what it is
 * about to change, recomputes each card with core's scoreCard from its visible connections, bumps the
 * players' revisions, records the action and bumps the event's moderation version. An action found done
 * already (two hosts at once, or a retry) changes and records nothing.
 */
export function createModerationRepository(db: Db, now: () => Date): ModerationRepository {
  async function record(
    tx: Tx,
    eventId: string,
    action: ModerationAction,
    actorId: string,
    target: { connectionId?: string; playerId: string },
    moderated: string[],
  ) {
    const at = now();
    await tx.insert(moderationActions).values({
      eventId,
      actorId,
      action,
      connectionId: target.connectionId ?? null,
      playerId: target.playerId,
      createdAt: at,
    });
    const listed = [...new Set(moderated)];
    await tx
      .update(events)
      .set({
        moderationVersion: sql`${events.moderationVersion} + 1`,
        moderatedPlayers: listed.length > MODERATED_PLAYERS_MAX ? [] : listed,
      })
      .where(eq(events.id, eventId));
  }

  async function findConnection(tx: Tx | Db, eventId: string, connectionId: string) {
    if (!isUuid(connectionId)) throw new Refusal('connectionNotFound');
    const [row] = await tx
      .select()
      .from(connections)
      .where(and(eq(connections.eventId, eventId), eq(connections.id, connectionId.toLowerCase())))
      .limit(1);
    if (!row) throw new Refusal('connectionNotFound');
    return row;
  }

  async function findPlayer(eventId: string, eventRegisterId: string): Promise<Player> {
    if (!isUuid(eventRegisterId)) throw new Refusal('playerNotFound');
    const [row] = await db
      .select()
      .from(players)
      .where(and(eq(players.eventId, eventId), eq(players.eventRegisterId, eventRegisterId.toLowerCase())))
      .limit(1);
    if (!row) throw new Refusal('playerNotFound');
    return row;
  }

  /** Whether the player is, or was before this change, a voting candidate (a completed player). */
  const wasOrIsCandidate = (before: Player | undefined, after: PlayerChange) =>
    Boolean(before?.completedAt) || after.player.completed_at !== null;

  /** Hides or shows again one connection, in the transaction that locked its player. */
  async function setHidden(eventId: string, connectionId: string, actorId: string, hide: boolean) {
    const { playerId } = await findConnection(db, eventId, connectionId);
    return retryingDeadlocks(() =>
      db
        .transaction(async (tx): Promise<ModerationOutcome> => {
          const locked = await lockPlayers(tx, [playerId]);
          const maker = locked.get(playerId);
          if (!maker) throw new Refusal('connectionNotFound');
          // Read again under the lock: another host's action, or the player's new connection, is committed.
          const connection = await findConnection(tx, eventId, connectionId);
          if ((connection.hiddenAt !== null) === hide) return unchanged;
          if (!hide) await checkUnhide(tx, connection);
          const at = now();
          await tx
            .update(connections)
            .set(
              hide
                ? { hiddenAt: at, hiddenBy: actorId, hiddenCause: 'host' }
                : { hiddenAt: null, hiddenBy: null, hiddenCause: null },
            )
            .where(eq(connections.id, connection.id));
          const change = await rescore(tx, playerId);
          await record(
            tx,
            eventId,
            hide ? 'hide' : 'unhide',
            actorId,
            { connectionId: connection.id, playerId },
            [maker.eventRegisterId],
          );
          const linkedCompleted = connection.connectedPlayerId
            ? await isCompleted(tx, connection.connectedPlayerId)
            : false;
          return {
            changed: true,
            connectionIds: [connection.id],
            players: [change],
            hiddenImageKeys: hide ? galleryKeys(connection.imageKey, connection.selfieConsent) : [],
            votingChanged: wasOrIsCandidate(maker, change) || linkedCompleted,
          };
        })
        .catch((error: unknown) => {
          // The checks run under the player's lock; the partial unique indexes stay the last word.
          const repeat = repeatViolated(error);
          throw repeat ? new Refusal(unhideRefusals[repeat]) : error;
        }),
    );
  }

  async function isCompleted(tx: Tx, playerId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.id, playerId), isNotNull(players.completedAt), isNull(players.removedAt)))
      .limit(1);
    return Boolean(row);
  }

  /** Refuses to show a connection again whose cell or link the player filled again, or whose person is removed. */
  async function checkUnhide(tx: Tx, connection: Connection) {
    const repeat = await findRepeat(tx, connection);
    if (repeat) throw new Refusal(unhideRefusals[repeat]);
    if (!connection.connectedPlayerId) return;
    const [linked] = await tx
      .select({ removedAt: players.removedAt })
      .from(players)
      .where(eq(players.id, connection.connectedPlayerId));
    if (linked?.removedAt) throw new Refusal('linkedRemoved');
  }

  /** The players whose connections (visible, or hidden with the removal) link `targetId`. */
  async function linkingPlayers(tx: Tx | Db, targetId: string, visible: boolean): Promise<string[]> {
    const rows = await tx
      .selectDistinct({ playerId: connections.playerId })
      .from(connections)
      .where(
        and(
          eq(connections.connectedPlayerId, targetId),
          visible ? isNull(connections.hiddenAt) : eq(connections.hiddenCause, 'player_removed'),
        ),
      );
    return rows.map((row) => row.playerId);
  }

  /**
   * Runs `work` in a transaction holding the locks of the target and of every player linking it. A
   * player who linked the target after the set was read (their own transaction does not lock the
   * target) shows when it is read again under the locks: the transaction starts again with them, so
   * that rows are still locked in id order only.
   */
  async function withLinkingPlayersLocked(
    target: Player,
    visible: boolean,
    work: (tx: Tx, locked: Map<string, Player>, owners: string[]) => Promise<ModerationOutcome>,
  ): Promise<ModerationOutcome> {
    let owners = await linkingPlayers(db, target.id, visible);
    for (let attempt = 1; ; attempt++) {
      const lockSet = new Set([target.id, ...owners]);
      const outcome = await retryingDeadlocks(() =>
        db.transaction(async (tx) => {
          const locked = await lockPlayers(tx, [...lockSet]);
          const current = await linkingPlayers(tx, target.id, visible);
          if (current.some((id) => !lockSet.has(id))) return current;
          return work(tx, locked, current);
        }),
      );
      if (!Array.isArray(outcome)) return outcome;
      if (attempt >= LOCK_SET_TRIES)
        throw new Error(`players kept linking ${target.id} during its moderation`);
      owners = outcome;
    }
  }

  return {
    hide: (eventId, connectionId, actorId) => setHidden(eventId, connectionId, actorId, true),
    unhide: (eventId, connectionId, actorId) => setHidden(eventId, connectionId, actorId, false),

    async removePlayer(eventId, eventRegisterId, actorId) {
      const found = await findPlayer(eventId, eventRegisterId);
      return withLinkingPlayersLocked(found, true, async (tx, locked, owners) => {
        const target = locked.get(found.id);
        if (!target) throw new Refusal('playerNotFound');
        if (target.removedAt) return unchanged;
        const at = now();
        const [removedRow] = await tx
          .update(players)
          .set({ removedAt: at, removedBy: actorId, revision: sql`${players.revision} + 1` })
          .where(eq(players.id, target.id))
          .returning({ revision: players.revision });
        // Others' connections that show the removed player (by friend code) leave their cards.
        const hidden = await tx
          .update(connections)
          .set({ hiddenAt: at, hiddenBy: actorId, hiddenCause: 'player_removed' })
          .where(and(eq(connections.connectedPlayerId, target.id), isNull(connections.hiddenAt)))
          .returning({
            id: connections.id,
            imageKey: connections.imageKey,
            consent: connections.selfieConsent,
          });
        const changes: PlayerChange[] = [];
        for (const owner of [...owners].sort()) changes.push(await rescore(tx, owner));
        // The removed player's own selfies leave the galleries too.
        const own = await tx
          .select({ imageKey: connections.imageKey, consent: connections.selfieConsent })
          .from(connections)
          .where(and(eq(connections.playerId, target.id), isNull(connections.hiddenAt)));
        const [cast] = await tx
          .select({ id: votes.voterPlayerId })
          .from(votes)
          .where(eq(votes.voterPlayerId, target.id))
          .limit(1);
        await record(tx, eventId, 'remove', actorId, { playerId: target.id }, [
          target.eventRegisterId,
          ...changes.map((change) => change.player.event_register_id),
        ]);
        return {
          changed: true,
          connectionIds: hidden.map((row) => row.id),
          players: changes,
          hiddenImageKeys: [...hidden, ...own].flatMap((row) => galleryKeys(row.imageKey, row.consent)),
          ...(removedRow && { removedRevision: removedRow.revision }),
          votingChanged:
            target.completedAt !== null ||
            Boolean(cast) ||
            changes.some((change) => wasOrIsCandidate(before(locked, change), change)),
        };
      });
    },

    async restorePlayer(eventId, eventRegisterId, actorId) {
      const found = await findPlayer(eventId, eventRegisterId);
      return withLinkingPlayersLocked(found, false, async (tx, locked) => {
        const target = locked.get(found.id);
        if (!target) throw new Refusal('playerNotFound');
        if (!target.removedAt) return unchanged;
        await tx.update(players).set({ removedAt: null, removedBy: null }).where(eq(players.id, target.id));
        // (The target's revision is bumped by its rescore below.) The connections hidden with a removal come back, unless their cell or link was filled again.
        const candidates = await tx
          .select()
          .from(connections)
          .where(
            and(eq(connections.connectedPlayerId, target.id), eq(connections.hiddenCause, 'player_removed')),
          )
          .orderBy(desc(connections.hiddenAt), desc(connections.createdAt), desc(connections.id));
        const ownerIds = [...new Set(candidates.map((row) => row.playerId))];
        const taken = new Set<string>();
        if (ownerIds.length > 0) {
          const visible = await tx
            .select({
              playerId: connections.playerId,
              x: connections.x,
              y: connections.y,
              linkedId: connections.connectedPlayerId,
            })
            .from(connections)
            .where(and(inArray(connections.playerId, ownerIds), isNull(connections.hiddenAt)));
          for (const row of visible) {
            taken.add(`${row.playerId}:${row.x}:${row.y}`);
            if (row.linkedId) taken.add(`${row.playerId}>${row.linkedId}`);
          }
        }
        const shown: Connection[] = [];
        for (const connection of candidates) {
          const cell = `${connection.playerId}:${connection.x}:${connection.y}`;
          const link = `${connection.playerId}>${target.id}`;
          if (taken.has(cell) || taken.has(link)) continue;
          taken.add(cell);
          taken.add(link);
          shown.push(connection);
        }
        if (shown.length > 0) {
          await tx
            .update(connections)
            .set({ hiddenAt: null, hiddenBy: null, hiddenCause: null })
            .where(
              inArray(
                connections.id,
                shown.map((row) => row.id),
              ),
            );
        }
        const owners = [...new Set(shown.map((row) => row.playerId))].sort();
        const changes: PlayerChange[] = [await rescore(tx, target.id)];
        for (const owner of owners) changes.push(await rescore(tx, owner));
        const [cast] = await tx
          .select({ id: votes.voterPlayerId })
          .from(votes)
          .where(eq(votes.voterPlayerId, target.id))
          .limit(1);
        await record(
          tx,
          eventId,
          'restore',
          actorId,
          { playerId: target.id },
          changes.map((change) => change.player.event_register_id),
        );
        return {
          changed: true,
          connectionIds: shown.map((row) => row.id),
          players: changes,
          hiddenImageKeys: [],
          votingChanged:
            target.completedAt !== null ||
            Boolean(cast) ||
            changes.some((change) => wasOrIsCandidate(before(locked, change), change)),
        };
      });
    },
  };
}

/** The locked player's row as it was before the change (changes name players by event_register_id). */
function before(locked: Map<string, Player>, change: PlayerChange): Player | undefined {
  for (const player of locked.values()) {
    if (player.eventRegisterId === change.player.event_register_id) return player;
  }
  return undefined;
}

export default fp(
  async (fastify) => {
    fastify.decorate('moderationRepository', createModerationRepository(fastify.db, fastify.clock));
  },
  { name: 'moderation-repository', dependencies: ['db'] },
);
