import type { HostInvitation } from '@hoogo/core';
import { and, asc, desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/index.js';
import { eventHosts, events, hostInvitations, users } from '../../../db/schema.js';
import { isUuid } from '../../../lib/ids.js';
import { Refusal } from '../../../lib/refusal.js';

declare module 'fastify' {
  interface FastifyInstance {
    hostInvitations: ReturnType<typeof createHostInvitationsRepository>;
  }
}

/** A waiting invitation as the event's hosts see it: the email they typed, nothing of any account. */
export interface PendingInvitation {
  id: string;
  email: string;
}

/**
 * Hosts by invitation (docs/decisions/0059-hosts-by-invitation.md): Add Host writes an invitation for an
 * email, never an account, and the person becomes an Admin only by accepting it, signed in with that
 * email. Nothing here tells the inviting host whether the email has an account.
 */
export function createHostInvitationsRepository(db: Db, now: () => Date) {
  /** The invitation `id` addressed to `email`, or undefined (a malformed id too). */
  async function addressedTo(id: string, email: string) {
    if (!isUuid(id)) return undefined;
    const [invitation] = await db
      .select()
      .from(hostInvitations)
      .where(and(eq(hostInvitations.id, id.toLowerCase()), eq(hostInvitations.email, email)))
      .limit(1);
    return invitation;
  }

  return {
    /**
     * Invites `email` to co-host the event. Refuses (alreadyOwner, alreadyAdmin) when the email's account
     * hosts it already (the host list shows that anyway) and alreadyInvited when it is invited already.
     */
    async invite(eventId: string, email: string): Promise<PendingInvitation> {
      const [host] = await db
        .select({ role: eventHosts.role })
        .from(eventHosts)
        .innerJoin(users, eq(users.id, eventHosts.userId))
        .where(and(eq(eventHosts.eventId, eventId), eq(users.email, email)))
        .limit(1);
      if (host) throw new Refusal(host.role === 'Owner' ? 'alreadyOwner' : 'alreadyAdmin');
      const [invited] = await db
        .insert(hostInvitations)
        .values({ eventId, email, createdAt: now() })
        .onConflictDoNothing()
        .returning({ id: hostInvitations.id, email: hostInvitations.email });
      if (!invited) throw new Refusal('alreadyInvited');
      return invited;
    },

    /** The event's waiting invitations, oldest first. */
    async ofEvent(eventId: string): Promise<PendingInvitation[]> {
      return db
        .select({ id: hostInvitations.id, email: hostInvitations.email })
        .from(hostInvitations)
        .where(eq(hostInvitations.eventId, eventId))
        .orderBy(asc(hostInvitations.createdAt), asc(hostInvitations.email));
    },

    /** Withdraws a waiting invitation of the event; answers false when there is none with this id. */
    async withdraw(eventId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const removed = await db
        .delete(hostInvitations)
        .where(and(eq(hostInvitations.eventId, eventId), eq(hostInvitations.id, id.toLowerCase())))
        .returning({ id: hostInvitations.id });
      return removed.length > 0;
    },

    /** The invitations addressed to `email`, newest first, with their events. */
    async addressedTo(email: string): Promise<HostInvitation[]> {
      const rows = await db
        .select({
          id: hostInvitations.id,
          eventId: events.id,
          eventName: events.name,
          createdAt: hostInvitations.createdAt,
        })
        .from(hostInvitations)
        .innerJoin(events, eq(events.id, hostInvitations.eventId))
        .where(eq(hostInvitations.email, email))
        .orderBy(desc(hostInvitations.createdAt), asc(events.nameLower));
      return rows.map((row) => ({
        invitation_id: row.id,
        event_id: row.eventId,
        event_name: row.eventName,
        invited_at: row.createdAt.toISOString(),
      }));
    },

    /**
     * Accepts the invitation `id` addressed to `user`'s email: the user becomes an Admin (kept as they
     * are when they host the event already) and the invitation is gone, in one transaction. Answers the
     * event's id and name, or null when no such invitation is addressed to them.
     */
    async accept(
      id: string,
      user: { id: string; email: string },
    ): Promise<{ event_id: string; event_name: string } | null> {
      const invitation = await addressedTo(id, user.email);
      if (!invitation) return null;
      return db.transaction(async (tx) => {
        const [taken] = await tx
          .delete(hostInvitations)
          .where(eq(hostInvitations.id, invitation.id))
          .returning({ eventId: hostInvitations.eventId });
        // Declined, withdrawn or deleted with its event in the meantime.
        if (!taken) return null;
        await tx
          .insert(eventHosts)
          .values({ eventId: taken.eventId, userId: user.id, role: 'Admin', createdAt: now() })
          .onConflictDoNothing();
        const [event] = await tx
          .select({ id: events.id, name: events.name })
          .from(events)
          .where(eq(events.id, taken.eventId));
        return event ? { event_id: event.id, event_name: event.name } : null;
      });
    },

    /** Declines the invitation `id` addressed to `email`; answers false when there is none. */
    async decline(id: string, email: string): Promise<boolean> {
      const invitation = await addressedTo(id, email);
      if (!invitation) return false;
      await db.delete(hostInvitations).where(eq(hostInvitations.id, invitation.id));
      return true;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('hostInvitations', createHostInvitationsRepository(fastify.db, fastify.clock));
  },
  { name: 'host-invitations-repository', dependencies: ['db'] },
);
