import type { ContactDetails, PersonMet, SharedContact } from '@hoogo/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { joinsLinked, joinsLinkedUser, linked, linkedUsers } from '../../../db/connection-people.js';
import type { Db } from '../../../db/index.js';
import { connections, type Player, players } from '../../../db/schema.js';
import { selfieUrls } from '../../../lib/connection-image.js';
import { UNNAMED_PLAYER } from '../game/player-name.js';

declare module 'fastify' {
  interface FastifyInstance {
    peopleRepository: ReturnType<typeof createPeopleRepository>;
  }
}

/**
 * One person the player met, with what the exports need besides the answer: the selfie's media key and
 * whether it may be shown to others (docs/data.md, "Consent for selfies").
 */
export interface PersonMetRow {
  person: PersonMet;
  /** Media key of the selfie; null once it was deleted. */
  imageKey: string | null;
  /** False when the person in the photo did not agree to it being shown; null (older ones) counts as yes. */
  selfieConsent: boolean | null;
}

/** The contact details a player gave, as the form shows them. */
export const contactOf = (player: Player): ContactDetails => ({
  linkedin: player.contactLinkedin,
  email: player.contactEmail,
  role: player.contactRole,
  share: player.shareContact,
});

/**
 * A linked player's contact details as others may see them (docs/data.md): only while they share them
 * and play (not removed), and only when they gave at least one.
 */
function sharedContact(linked: {
  removed: boolean;
  share: boolean;
  linkedin: string | null;
  email: string | null;
  role: string | null;
}): SharedContact | null {
  if (linked.removed || !linked.share) return null;
  if (linked.linkedin === null && linked.email === null && linked.role === null) return null;
  return { linkedin: linked.linkedin, email: linked.email, role: linked.role };
}

export function createPeopleRepository(db: Db, mediaUrl: (key: string) => string) {
  /**
   * The player's connections that count (not hidden), newest first, each with the player it linked by
   * friend code. The player's own selfie is theirs to see whatever the consent; a deleted one is null.
   */
  async function peopleMet(player: Player): Promise<PersonMetRow[]> {
    const rows = await db
      .select({
        connection: connections,
        linkedRegisterId: linked.eventRegisterId,
        linkedRemovedAt: linked.removedAt,
        linkedShare: linked.shareContact,
        linkedLinkedin: linked.contactLinkedin,
        linkedEmail: linked.contactEmail,
        linkedRole: linked.contactRole,
        linkedName: linkedUsers.name,
      })
      .from(connections)
      .leftJoin(linked, joinsLinked)
      .leftJoin(linkedUsers, joinsLinkedUser)
      .where(and(eq(connections.playerId, player.id), isNull(connections.hiddenAt)))
      .orderBy(desc(connections.createdAt), desc(connections.id));
    return rows.map((row) => {
      const c = row.connection;
      return {
        imageKey: c.imageKey,
        selfieConsent: c.selfieConsent,
        person: {
          id: c.id,
          letter: c.letter,
          x: c.x,
          y: c.y,
          connected_name: c.connectedName,
          liner: c.liner,
          ...selfieUrls(mediaUrl, c),
          connected_at: c.createdAt.toISOString(),
          linked_player:
            row.linkedRegisterId === null
              ? null
              : {
                  event_register_id: row.linkedRegisterId,
                  user_name: row.linkedName?.trim() || UNNAMED_PLAYER,
                  contact: sharedContact({
                    removed: row.linkedRemovedAt !== null,
                    share: row.linkedShare === true,
                    linkedin: row.linkedLinkedin,
                    email: row.linkedEmail,
                    role: row.linkedRole,
                  }),
                },
        },
      };
    });
  }

  /** Replaces the player's contact details and their choice to share them; answers what is stored. */
  async function saveContact(playerId: string, details: ContactDetails): Promise<ContactDetails> {
    const [saved] = await db
      .update(players)
      .set({
        contactLinkedin: details.linkedin,
        contactEmail: details.email,
        contactRole: details.role,
        shareContact: details.share,
      })
      .where(eq(players.id, playerId))
      .returning();
    if (!saved) throw new Error(`no player ${playerId} to save the contact details of`);
    return contactOf(saved);
  }

  return { peopleMet, saveContact };
}

export default fp(
  async (fastify) => {
    fastify.decorate('peopleRepository', createPeopleRepository(fastify.db, fastify.mediaStorage.url));
  },
  { name: 'people-repository', dependencies: ['db', 'media-storage'] },
);
