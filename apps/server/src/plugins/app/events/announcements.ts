import { ANNOUNCEMENTS_ON_STATUS, type Announcement, type HostAnnouncement } from '@hoogo/core';
import { and, desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { type AnnouncementRow, announcements, users } from '../../../db/schema.js';
import { Refusal } from '../../../lib/refusal.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** A host's announcements to everyone in the event (docs/decisions/0082-announcements.md). */
    announcements: Announcements;
  }
}

export interface Announcements {
  /** Stores a host's announcement (its text already validated) and tells every phone, screen and host. */
  create(eventId: string, authorId: string, text: string): Promise<HostAnnouncement>;
  /** The event's announcements, newest first, with who wrote each. */
  list(eventId: string): Promise<HostAnnouncement[]>;
  /** The newest ANNOUNCEMENTS_ON_STATUS announcements, newest first: what the status channel carries. */
  latest(eventId: string): Promise<Announcement[]>;
  /** Withdraws one (its row goes) and tells everyone; refused as notFound when it is not the event's. */
  remove(eventId: string, announcementId: string): Promise<void>;
}

/** An announcement as phones and screens get it. */
export const publicAnnouncement = (
  row: Pick<AnnouncementRow, 'id' | 'text' | 'createdAt'>,
): Announcement => ({
  id: row.id,
  text: row.text,
  created_at: row.createdAt.toISOString(),
});

/**
 * Announcements (docs/decisions/0082-announcements.md): stored, so a phone that connects later gets the
 * standing ones on the status channel; each change is announced once (fastify.announce), so every
 * instance's status channels, screens and host feeds hear it.
 */
export default fp(
  async (fastify) => {
    const { db } = fastify;

    async function create(eventId: string, authorId: string, text: string): Promise<HostAnnouncement> {
      // The server's clock (tests move it): the order of the announcements is the order they were sent.
      const [row] = await db
        .insert(announcements)
        .values({ eventId, authorId, text, createdAt: fastify.clock() })
        .returning();
      if (!row) throw new Error('announcement not stored');
      const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, authorId));
      const announcement = publicAnnouncement(row);
      fastify.announce(eventId, { type: 'announcement_made', announcement });
      return { ...announcement, author_name: author?.name ?? null };
    }

    async function list(eventId: string): Promise<HostAnnouncement[]> {
      const rows = await db
        .select({
          id: announcements.id,
          text: announcements.text,
          createdAt: announcements.createdAt,
          authorName: users.name,
        })
        .from(announcements)
        .leftJoin(users, eq(users.id, announcements.authorId))
        .where(eq(announcements.eventId, eventId))
        .orderBy(desc(announcements.createdAt), desc(announcements.id));
      return rows.map((row) => ({ ...publicAnnouncement(row), author_name: row.authorName ?? null }));
    }

    async function latest(eventId: string): Promise<Announcement[]> {
      const rows = await db
        .select({ id: announcements.id, text: announcements.text, createdAt: announcements.createdAt })
        .from(announcements)
        .where(eq(announcements.eventId, eventId))
        .orderBy(desc(announcements.createdAt), desc(announcements.id))
        .limit(ANNOUNCEMENTS_ON_STATUS);
      return rows.map(publicAnnouncement);
    }

    async function remove(eventId: string, announcementId: string): Promise<void> {
      const gone = await db
        .delete(announcements)
        .where(and(eq(announcements.id, announcementId), eq(announcements.eventId, eventId)))
        .returning({ id: announcements.id });
      if (gone.length === 0) throw new Refusal('announcementNotFound');
      fastify.announce(eventId, { type: 'announcement_withdrawn', id: announcementId });
    }

    fastify.decorate('announcements', { create, list, latest, remove });
  },
  { name: 'announcements', dependencies: ['db', 'leaderboard-cache'] },
);
