import {
  type EventListItem,
  type EventSettingsUpdate,
  filledCellCount,
  type HostRole,
  type OrganisedEvent,
  type ParticipatedEvent,
  type SocialMediaTemplate,
} from '@hoogo/core';
import { and, asc, count, desc, eq, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { isUniqueViolation, retryingDeadlocks } from '../../../db/errors.js';
import type { Db } from '../../../db/index.js';
import {
  connections,
  type EventRow,
  eventHosts,
  eventNameAliases,
  events,
  guessBudgets,
  players,
  type StoredTemplate,
  type User,
  users,
} from '../../../db/schema.js';
import { isUuid } from '../../../lib/ids.js';
import { Refusal } from '../../../lib/refusal.js';
import { ticketCodeBudgetPrefix } from '../ticketing/ticket-code-guard.js';

declare module 'fastify' {
  interface FastifyInstance {
    eventsRepository: ReturnType<typeof createEventsRepository>;
  }
}

export interface HostRow {
  user: Pick<User, 'id' | 'name' | 'email'>;
  role: HostRole;
}

/** What an update may change: the settings, and the templates and grid cells as the server holds them. */
export interface EventChanges extends EventSettingsUpdate {
  /** Both templates, or null for the product's defaults. */
  templates?: { post: StoredTemplate; story: StoredTemplate } | null;
  /** Only the cells to set. */
  cells?: Array<{ row: number; col: number; letter: string }>;
}

const renameGuard = (error: unknown): never => {
  if (isUniqueViolation(error, 'events_name_lower_unique')) throw new Refusal('duplicateEventName');
  throw error;
};

/**
 * The events row that `reference` designates: its id, or its name in any letter case (as in the paths),
 * or one of its former names (event_name_aliases): a renamed event's old links and printed QR codes keep
 * working. A name is never both an event's name and another event's alias, so at most one row matches.
 */
export const eventReferenceIs = (reference: string): SQL => {
  if (isUuid(reference)) return eq(events.id, reference.toLowerCase());
  const lower = reference.toLowerCase();
  return or(
    eq(events.nameLower, lower),
    inArray(
      events.id,
      sql`(select ${eventNameAliases.eventId} from ${eventNameAliases} where ${eventNameAliases.nameLower} = ${lower})`,
    ),
  ) as SQL;
};

/** Arbitrary key of the advisory locks that serialise the writes claiming an event name. */
const NAME_LOCK_SPACE = 0x4e414d45;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Holds, until the transaction ends, a lock on each name (lower-cased, in a fixed order against
 * deadlocks): a creation or rename that claims a name and a rename that turns it into an alias cannot
 * interleave, so a name is never both an event's name and another event's alias.
 */
async function lockNames(tx: Tx, names: string[]): Promise<void> {
  for (const name of [...new Set(names)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${NAME_LOCK_SPACE}, hashtext(${name}))`);
  }
}

/** Refuses a name that is another event's former name (an alias stays its event's while it exists). */
async function refuseOthersAlias(tx: Tx, nameLower: string, eventId: string | null): Promise<void> {
  const [alias] = await tx
    .select({ eventId: eventNameAliases.eventId })
    .from(eventNameAliases)
    .where(eq(eventNameAliases.nameLower, nameLower))
    .limit(1);
  if (alias && alias.eventId !== eventId) throw new Refusal('duplicateEventName');
}

export function createEventsRepository(db: Db, now: () => Date) {
  /** The event's own images in media storage: its templates and its logo. */
  const templateKeys = (event: Pick<EventRow, 'postTemplate' | 'storyTemplate' | 'brandLogo'>) =>
    [event.postTemplate?.key, event.storyTemplate?.key, event.brandLogo?.key].filter((key): key is string =>
      Boolean(key),
    );

  /** Players per event, in one grouped query. */
  async function participantCounts(eventIds: string[]): Promise<Map<string, number>> {
    const counts = new Map(eventIds.map((id) => [id, 0]));
    if (eventIds.length === 0) return counts;
    const rows = await db
      .select({ eventId: players.eventId, players: count() })
      .from(players)
      // Removed players count nowhere (docs/decisions/0045-moderation-what-others-read.md).
      .where(and(inArray(players.eventId, eventIds), isNull(players.removedAt)))
      .groupBy(players.eventId);
    for (const row of rows) counts.set(row.eventId, row.players);
    return counts;
  }

  async function roleOf(eventId: string, userId: string): Promise<HostRole | null> {
    const [host] = await db
      .select({ role: eventHosts.role })
      .from(eventHosts)
      .where(and(eq(eventHosts.eventId, eventId), eq(eventHosts.userId, userId)))
      .limit(1);
    return host?.role ?? null;
  }

  /** The events the user hosts, newest first, with the user's role in each. */
  async function hostedBy(userId: string): Promise<Array<{ event: EventRow; role: HostRole }>> {
    return db
      .select({ event: events, role: eventHosts.role })
      .from(eventHosts)
      .innerJoin(events, eq(events.id, eventHosts.eventId))
      .where(eq(eventHosts.userId, userId))
      .orderBy(desc(events.createdAt), asc(events.nameLower));
  }

  /**
   * A rename keeps the old name as an alias of the event; the new name must be free of other events'
   * aliases, and taking back one of the event's own former names removes that alias. A change of letter
   * case only is no rename.
   */
  async function keepFormerName(tx: Tx, before: EventRow, name: string): Promise<void> {
    const nameLower = name.toLowerCase();
    if (nameLower === before.nameLower) return;
    await lockNames(tx, [before.nameLower, nameLower]);
    await refuseOthersAlias(tx, nameLower, before.id);
    await tx
      .delete(eventNameAliases)
      .where(and(eq(eventNameAliases.nameLower, nameLower), eq(eventNameAliases.eventId, before.id)));
    await tx
      .insert(eventNameAliases)
      .values({ nameLower: before.nameLower, eventId: before.id, createdAt: now() })
      .onConflictDoNothing();
  }

  return {
    participantCounts,

    /** The caller's host role in the event, or null. */
    roleOf,

    /** The event a path's `{id}` names: its id (a uuid), or else its name in any letter case. */
    async findByReference(reference: string): Promise<EventRow | undefined> {
      const [event] = await db.select().from(events).where(eventReferenceIs(reference)).limit(1);
      return event;
    },

    /** The event's former names, lower-cased, oldest first. */
    async aliases(eventId: string): Promise<string[]> {
      const rows = await db
        .select({ name: eventNameAliases.nameLower })
        .from(eventNameAliases)
        .where(eq(eventNameAliases.eventId, eventId))
        .orderBy(asc(eventNameAliases.createdAt), asc(eventNameAliases.nameLower));
      return rows.map((row) => row.name);
    },

    /**
     * A new event with an empty grid, its creator as Owner. A demo event comes with its id, grid,
     * friend codes and start (plugins/app/events/demo-simulation.ts).
     */
    async create(
      input: { name: string; ownerId: string; socialMediaTemplate: SocialMediaTemplate } & Partial<
        Pick<EventRow, 'id' | 'isDemo' | 'demoStartedAt' | 'matrix' | 'codeDigits' | 'language'>
      >,
    ) {
      return db
        .transaction(async (tx) => {
          const nameLower = input.name.toLowerCase();
          await lockNames(tx, [nameLower]);
          await refuseOthersAlias(tx, nameLower, null);
          const [event] = await tx
            .insert(events)
            .values({ ...input, createdAt: now() })
            .returning();
          if (!event) throw new Error('event insert returned nothing');
          await tx.insert(eventHosts).values({
            eventId: event.id,
            userId: input.ownerId,
            role: 'Owner',
            createdAt: now(),
          });
          return event;
        })
        .catch(renameGuard);
    },

    /**
     * Applies the changes in one transaction, the row locked so that two hosts editing different cells
     * at once both keep their letters. Answers the updated event and the event as it was before. `hold`
     * runs in the transaction before the row is written: media lifetime's hold of new template files
     * (plugins/app/media/media-lifetime.ts).
     */
    async update(
      id: string,
      changes: EventChanges,
      hold?: (tx: Tx) => Promise<void>,
    ): Promise<{ before: EventRow; after: EventRow }> {
      return db
        .transaction(async (tx) => {
          const [before] = await tx.select().from(events).where(eq(events.id, id)).for('update');
          if (!before) throw new Error(`event ${id} vanished`);
          await hold?.(tx);
          if (changes.name !== undefined) await keepFormerName(tx, before, changes.name);
          const mmpEventId = changes.mmpEventId === undefined ? before.mmpEventId : changes.mmpEventId;
          // Disconnecting the ticketing platform ends ticket-code sign-in, which cannot work without it.
          const playWithTicketCode =
            mmpEventId === null ? false : (changes.playWithTicketCode ?? before.playWithTicketCode);
          if (changes.playWithTicketCode === true && mmpEventId === null) {
            throw new Refusal('ticketCodeNeedsLink');
          }
          const matrix = before.matrix.map((row) => [...row]);
          for (const { row, col, letter } of changes.cells ?? []) {
            (matrix[row] as string[])[col] = letter;
          }
          const [after] = await tx
            .update(events)
            .set({
              ...(changes.name !== undefined && { name: changes.name }),
              ...(changes.codeDigits !== undefined && { codeDigits: changes.codeDigits }),
              ...(changes.templates !== undefined && {
                postTemplate: changes.templates?.post ?? null,
                storyTemplate: changes.templates?.story ?? null,
              }),
              ...(changes.socialMediaTemplate && { socialMediaTemplate: changes.socialMediaTemplate }),
              ...(changes.votingEnabled !== undefined && { votingEnabled: changes.votingEnabled }),
              ...(changes.venuePrivacy !== undefined && { venuePrivacy: changes.venuePrivacy }),
              ...(changes.requireSelfieConsent !== undefined && {
                requireSelfieConsent: changes.requireSelfieConsent,
              }),
              ...(changes.selfieRetentionDays !== undefined && {
                selfieRetentionDays: changes.selfieRetentionDays,
              }),
              ...(changes.quickJoin !== undefined && { quickJoin: changes.quickJoin }),
              ...(changes.language !== undefined && { language: changes.language }),
              mmpEventId,
              playWithTicketCode,
              matrix,
            })
            .where(eq(events.id, id))
            .returning();
          if (!after) throw new Error(`event ${id} vanished`);
          return { before, after };
        })
        .catch(renameGuard);
    },

    /**
     * Sets the big screen's branding (docs/decisions/0084-the-boards-branding.md): a logo (null removes
     * it, undefined keeps it) and the accent colour (null clears it, undefined keeps it), the row locked.
     * `hold` runs in the transaction before the row is written, as for the templates. Answers the event
     * as it was and as it is.
     */
    async setBranding(
      id: string,
      changes: { logo?: StoredTemplate | null; accentColor?: string | null },
      hold?: (tx: Tx) => Promise<void>,
    ): Promise<{ before: EventRow; after: EventRow }> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(events).where(eq(events.id, id)).for('update');
        if (!before) throw new Error(`event ${id} vanished`);
        await hold?.(tx);
        const [after] = await tx
          .update(events)
          .set({
            ...(changes.logo !== undefined && { brandLogo: changes.logo }),
            ...(changes.accentColor !== undefined && { accentColor: changes.accentColor }),
          })
          .where(eq(events.id, id))
          .returning();
        if (!after) throw new Error(`event ${id} vanished`);
        return { before, after };
      });
    },

    /**
     * Deletes the event; its hosts, players, connections and votes cascade. Answers the media keys its
     * templates and selfies used, for the caller to remove those no one else uses.
     */
    async remove(id: string): Promise<{ templateKeys: string[]; selfieKeys: string[] }> {
      // Deadlocks left to PostgreSQL to break (a submission locking two players the other way) run again.
      return retryingDeadlocks(() =>
        db.transaction(async (tx) => {
          // The lock order of a leave and a removal (plugins/app/privacy/data-deletion.ts, moderation-repository.ts):
          // the players in id order, then the event's row. Deleting the row first and its players by
          // cascade took them the other way round: two accounts deleting each other's events and leaving
          // them deadlocked.
          await tx
            .select({ id: players.id })
            .from(players)
            .where(eq(players.eventId, id))
            .orderBy(asc(players.id))
            .for('update');
          const selfies = await tx
            .select({ key: connections.imageKey, thumbnailKey: connections.thumbnailKey })
            .from(connections)
            .where(eq(connections.eventId, id));
          const [deleted] = await tx.delete(events).where(eq(events.id, id)).returning();
          // The event's ticket-code guessing counts (plugins/app/ticketing/ticket-code-guard.ts) go with it.
          await tx.delete(guessBudgets).where(like(guessBudgets.key, `${ticketCodeBudgetPrefix(id)}%`));
          return {
            templateKeys: deleted ? templateKeys(deleted) : [],
            // Selfies and their small copies: the caller removes the files no other event uses.
            selfieKeys: [
              ...new Set(selfies.flatMap((row) => [row.key, row.thumbnailKey].filter((key) => key !== null))),
            ],
          };
        }),
      );
    },

    async participantCount(eventId: string): Promise<number> {
      return (await participantCounts([eventId])).get(eventId) ?? 0;
    },

    async listEvents(userId: string): Promise<EventListItem[]> {
      const rows = await hostedBy(userId);
      return rows.map(({ event }) => ({ event_id: event.id, event_name: event.name }));
    },

    async organisedEvents(userId: string): Promise<OrganisedEvent[]> {
      const rows = await hostedBy(userId);
      const counts = await participantCounts(rows.map(({ event }) => event.id));
      return rows.map(({ event, role }) => ({
        event_id: event.id,
        event_name: event.name,
        created_at: event.createdAt.toISOString(),
        participant_count: counts.get(event.id) ?? 0,
        role,
        grid_filled: filledCellCount(event.matrix),
        demo: event.isDemo,
      }));
    },

    /** The events the user plays in, newest event first. */
    async participatedEvents(userId: string): Promise<ParticipatedEvent[]> {
      const rows = await db
        .select({ id: events.id, name: events.name, createdAt: events.createdAt })
        .from(players)
        .innerJoin(events, eq(events.id, players.eventId))
        .where(eq(players.userId, userId))
        .orderBy(desc(events.createdAt), asc(events.nameLower));
      return rows.map((row) => ({
        event_id: row.id,
        event_name: row.name,
        created_at: row.createdAt.toISOString(),
      }));
    },

    /** The owner first, then the admins in the order they were added. */
    async hosts(eventId: string): Promise<HostRow[]> {
      const rows = await db
        .select({ id: users.id, name: users.name, email: users.email, role: eventHosts.role })
        .from(eventHosts)
        .innerJoin(users, eq(users.id, eventHosts.userId))
        .where(eq(eventHosts.eventId, eventId))
        .orderBy(
          sql`case when ${eventHosts.role} = 'Owner' then 0 else 1 end`,
          asc(eventHosts.createdAt),
          asc(users.email),
        );
      return rows.map(({ role, ...user }) => ({ user, role }));
    },

    /** Removes an Admin (never the owner). */
    async removeAdmin(eventId: string, userId: string): Promise<void> {
      await db
        .delete(eventHosts)
        .where(
          and(eq(eventHosts.eventId, eventId), eq(eventHosts.userId, userId), eq(eventHosts.role, 'Admin')),
        );
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('eventsRepository', createEventsRepository(fastify.db, fastify.clock));
  },
  { name: 'events-repository', dependencies: ['db'] },
);
