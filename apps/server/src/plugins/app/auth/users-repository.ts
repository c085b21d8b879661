import { type ProfileInfo, USER_NAME_MAX_LENGTH } from '@hoogo/core';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/index.js';
import { type User, users } from '../../../db/schema.js';
import { storedLocale } from '../../../lib/language.js';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: ReturnType<typeof createUsersRepository>;
  }
}

/** Emails reach the repository already normalised (trimmed, lower-case) by the request schemas. */
export function createUsersRepository(db: Db, now: () => Date) {
  return {
    async findByEmail(email: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return user;
    },

    async findById(id: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },

    /** The account of `email`, created unverified when there is none yet (pre-registration). */
    async findOrCreate(email: string): Promise<User> {
      const [created] = await db
        .insert(users)
        .values({ email, createdAt: now(), updatedAt: now() })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (created) return created;
      const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      if (!existing) throw new Error('user vanished between insert and select');
      return existing;
    },

    /**
     * The account of an email a sign-in provider has verified: created verified with the provider's name
     * and picture when there is none, else marked verified; a name or picture already set is kept.
     */
    async signInVerified(email: string, profile: { name?: string; picture?: string }): Promise<User> {
      const user = await this.findOrCreate(email);
      const changes: Partial<Pick<User, 'name' | 'profilePicUrl' | 'emailVerifiedAt'>> = {};
      if (!user.emailVerifiedAt) changes.emailVerifiedAt = now();
      if (!user.name && profile.name) changes.name = profile.name.slice(0, USER_NAME_MAX_LENGTH);
      if (!user.profilePicUrl && profile.picture) changes.profilePicUrl = profile.picture;
      return Object.keys(changes).length > 0 ? this.update(user.id, changes) : user;
    },

    async update(
      id: string,
      changes: Partial<
        Pick<User, 'name' | 'profilePicUrl' | 'passwordHash' | 'emailVerifiedAt' | 'language'>
      >,
    ): Promise<User> {
      const [user] = await db
        .update(users)
        .set({ ...changes, updatedAt: now() })
        .where(eq(users.id, id))
        .returning();
      if (!user) throw new Error(`user ${id} not found`);
      return user;
    },
  };
}

export function toProfileInfo(user: User): ProfileInfo {
  return {
    id: user.id,
    // A guest's address is a placeholder under guest.invalid: they have no email to show.
    email: user.guestEventId ? '' : user.email,
    name: user.name,
    profile_pic_url: user.profilePicUrl,
    has_password: user.passwordHash !== null,
    created_at: user.createdAt.toISOString(),
    guest: user.guestEventId !== null,
    language: storedLocale(user.language) ?? null,
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('usersRepository', createUsersRepository(fastify.db, fastify.clock));
  },
  { name: 'users-repository', dependencies: ['db'] },
);
