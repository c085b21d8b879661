import { randomBytes } from 'node:crypto';
import { messages } from '@hoogo/core';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isUniqueViolation } from '../../../db/errors.js';
import type { Db } from '../../../db/index.js';
import { type EventRow, events, type Player, players, type User, users } from '../../../db/schema.js';
import { ApiError } from '../../../lib/envelope.js';
import { Refusal } from '../../../lib/refusal.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Quick join's guest accounts: making one, and turning one into a normal account
     * (docs/decisions/0055-quick-join.md).
     */
    guestAccounts: ReturnType<typeof createGuestAccounts>;
    /** onRequest after authenticate, on the routes that make the caller an organiser: guests are refused. */
    refuseGuests: onRequestAsyncHookHandler;
  }
}

/**
 * A guest account's address: under a reserved domain (RFC 2606: no mail reaches it), random, so it names
 * nobody and can never be typed into a sign-in form that would find it (the account is not verified).
 */
export const GUEST_ACCOUNT_DOMAIN = 'guest.invalid';

export const guestEmail = () => `guest-${randomBytes(16).toString('hex')}@${GUEST_ACCOUNT_DOMAIN}`;

/** A guest account is one that still has no email of its own. */
export const isGuest = (user: Pick<User, 'guestEventId'>) => user.guestEventId !== null;

/** What adding an email made of the guest: the account now signed in, and whether it existed before. */
export interface GuestConfirmation {
  user: User;
  merged: boolean;
}

export function createGuestAccounts(db: Db, now: () => Date) {
  return {
    /** How many guests the event has now (guests that added an email are no longer counted). */
    async guestCount(eventId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.guestEventId, eventId));
      return row?.n ?? 0;
    },

    /**
     * A new guest account for `event`, named `name`, refused past `maxGuests`. Two joins at the same
     * moment may both pass the count: the cap is exact to within the requests in flight, which the
     * per-event rate limit bounds.
     */
    async create(event: Pick<EventRow, 'id'>, name: string, maxGuests: number): Promise<User> {
      if ((await this.guestCount(event.id)) >= maxGuests) throw new Refusal('guestsFull');
      const [user] = await db
        .insert(users)
        .values({ email: guestEmail(), name, guestEventId: event.id, createdAt: now(), updatedAt: now() })
        .returning();
      if (!user) throw new Error('guest account was not created');
      return user;
    },

    /** Removes a guest account whose join failed half-way (its player, if any, goes with it). */
    async discard(userId: string): Promise<void> {
      await db.delete(users).where(and(eq(users.id, userId), isNotNull(users.guestEventId)));
    },

    /**
     * The guest proved `email` (its code was consumed). Without an account for it, the guest account
     * takes the email and becomes a normal verified one. With one, the guest's player moves into that
     * account (which is verified now, the code proved it) and the guest account goes, unless that
     * account already plays the guest's event: then nothing changes (refused: guestAlreadyPlays).
     */
    async confirmEmail(guestId: string, email: string): Promise<GuestConfirmation> {
      try {
        return await db.transaction(async (tx) => {
          const [guest] = await tx.select().from(users).where(eq(users.id, guestId)).for('update');
          if (!guest?.guestEventId) throw new Error('not a guest account');
          const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
          if (!existing) {
            const [converted] = await tx
              .update(users)
              .set({ email, emailVerifiedAt: now(), guestEventId: null, updatedAt: now() })
              .where(eq(users.id, guest.id))
              .returning();
            if (!converted) throw new Error('guest vanished');
            return { user: converted, merged: false };
          }
          const guestPlayers: Pick<Player, 'id' | 'eventId'>[] = await tx
            .select({ id: players.id, eventId: players.eventId })
            .from(players)
            .where(eq(players.userId, guest.id));
          for (const player of guestPlayers) {
            const [clash] = await tx
              .select({ id: players.id })
              .from(players)
              .where(and(eq(players.userId, existing.id), eq(players.eventId, player.eventId)))
              .limit(1);
            if (clash) {
              // Two cards of one person cannot become one.
              const [event] = await tx
                .select({ name: events.name })
                .from(events)
                .where(eq(events.id, player.eventId));
              throw new Refusal('guestAlreadyPlays', {
                sentence: messages.guest.alreadyPlays(event?.name ?? ''),
              });
            }
          }
          await tx.update(players).set({ userId: existing.id }).where(eq(players.userId, guest.id));
          const [account] = await tx
            .update(users)
            .set({
              emailVerifiedAt: existing.emailVerifiedAt ?? now(),
              // A name the account already has stays: the card shows the account's name.
              name: existing.name ?? guest.name,
              updatedAt: now(),
            })
            .where(eq(users.id, existing.id))
            .returning();
          if (!account) throw new Error('account vanished');
          // The guest's sessions go with it (refresh tokens cascade).
          await tx.delete(users).where(eq(users.id, guest.id));
          return { user: account, merged: true };
        });
      } catch (error) {
        // An account for the email was made between the read and the update: read again, it now exists.
        if (isUniqueViolation(error, 'users_email_unique')) return this.confirmEmail(guestId, email);
        throw error;
      }
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('guestAccounts', createGuestAccounts(fastify.db, fastify.clock));
    // A guest organises nothing: an event's owner must be reachable and able to sign in anywhere.
    fastify.decorate('refuseGuests', async (request) => {
      const user = request.user && (await fastify.usersRepository.findById(request.user.id));
      if (user && isGuest(user)) throw new ApiError(403, messages.guest.cannotHost);
    });
  },
  { name: 'guest-accounts', dependencies: ['db', 'users-repository'] },
);
