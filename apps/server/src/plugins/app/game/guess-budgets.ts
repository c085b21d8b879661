import { messages } from '@hoogo/core';
import { eq, sql } from 'drizzle-orm';
import type { preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { BudgetRule, CapRule } from '../../../config/index.js';
import type { Db } from '../../../db/index.js';
import { guessBudgets } from '../../../db/schema.js';
import { ApiError } from '../../../lib/envelope.js';
import type { BudgetName } from '../../../lib/metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    guessBudgets: ReturnType<typeof createGuessBudgets>;
    /**
     * Hook after authenticate on event creation: at most `config.guessBudgets.eventCreations` attempts
     * per account, whatever its addresses (429 with Retry-After).
     */
    limitEventCreation: preHandlerAsyncHookHandler;
    /**
     * Hook after authenticate on Add Host: at most `config.guessBudgets.hostInvitations` invitations per
     * account, whatever the event (429 with Retry-After).
     */
    limitHostInvitations: preHandlerAsyncHookHandler;
  }
}

export type { BudgetRule };

/** The key prefixes of the per-account caps: `<prefix>:<user id>` (data deletion forgets them). */
export const EVENT_CREATE_BUDGET = 'event-create';
export const HOST_INVITE_BUDGET = 'host-invite';

const stamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * Guessing budgets kept in the database (table guess_budgets), so they hold across instances, restarts
 * and any number of client addresses. Every count is one atomic statement: concurrent guesses cannot
 * slip past the limit together. All answers are milliseconds to wait, 0 when the key may go on.
 */
export function createGuessBudgets(db: Db, now: () => Date) {
  const windowExpired = (at: Date, windowMs: number) =>
    sql`${guessBudgets.windowStartedAt} <= ${stamp(new Date(at.getTime() - windowMs))}`;

  /**
   * Counts one use of `key` in its window (a window that has run out starts again at 1); with `max`, a
   * count already at `max` in a running window is left as it is and no row comes back.
   */
  const countOne = (key: string, at: Date, windowMs: number, max?: number) => {
    const expired = windowExpired(at, windowMs);
    return db
      .insert(guessBudgets)
      .values({ key, count: 1, windowStartedAt: at })
      .onConflictDoUpdate({
        target: guessBudgets.key,
        set: {
          count: sql`case when ${expired} then 1 else ${guessBudgets.count} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${stamp(at)} else ${guessBudgets.windowStartedAt} end`,
        },
        ...(max === undefined ? {} : { setWhere: sql`${expired} or ${guessBudgets.count} < ${max}` }),
      });
  };

  return {
    /** How long `key` is still refused (0: not blocked). */
    async blockedFor(key: string): Promise<number> {
      const at = now();
      const [row] = await db
        .select({ blockedUntil: guessBudgets.blockedUntil })
        .from(guessBudgets)
        .where(eq(guessBudgets.key, key));
      return Math.max(0, (row?.blockedUntil?.getTime() ?? 0) - at.getTime());
    },

    /** Counts one failure; answers the block it started (0 while the window's budget lasts). */
    async fail(key: string, rule: BudgetRule): Promise<number> {
      const at = now();
      const [counted] = await countOne(key, at, rule.windowMs).returning({
        count: guessBudgets.count,
        lockouts: guessBudgets.lockouts,
      });
      if (!counted || counted.count < rule.max) return 0;
      const blockMs = Math.min(rule.maxBlockMs, rule.blockMs * 2 ** Math.min(counted.lockouts, 30));
      // Only the request that reached the limit starts the block (it resets the count).
      const [blocked] = await db
        .update(guessBudgets)
        .set({
          blockedUntil: new Date(at.getTime() + blockMs),
          lockouts: sql`${guessBudgets.lockouts} + 1`,
          count: 0,
          windowStartedAt: at,
        })
        .where(sql`${guessBudgets.key} = ${key} and ${guessBudgets.count} >= ${rule.max}`)
        .returning({ key: guessBudgets.key });
      return blocked ? blockMs : 0;
    },

    /**
     * Spends one use of a capped budget (codes mailed per hour): answers 0 and counts it while under
     * `max` in the window, else the time until the window ends, counting nothing.
     */
    async take(key: string, rule: CapRule): Promise<number> {
      const at = now();
      const [taken] = await countOne(key, at, rule.windowMs, rule.max).returning({ key: guessBudgets.key });
      if (taken) return 0;
      const [row] = await db
        .select({ windowStartedAt: guessBudgets.windowStartedAt })
        .from(guessBudgets)
        .where(eq(guessBudgets.key, key));
      return Math.max(1000, (row?.windowStartedAt.getTime() ?? at.getTime()) + rule.windowMs - at.getTime());
    },

    /** Gives back a use taken for something that did not happen (a code that was not sent). */
    async refund(key: string): Promise<void> {
      await db
        .update(guessBudgets)
        .set({ count: sql`greatest(${guessBudgets.count} - 1, 0)` })
        .where(eq(guessBudgets.key, key));
    },

    /** Forgets the key's failures and blocks (a correct password). */
    async clear(key: string): Promise<void> {
      await db.delete(guessBudgets).where(eq(guessBudgets.key, key));
    },
  };
}

export default fp(
  async (fastify) => {
    const budgets = createGuessBudgets(fastify.db, fastify.clock);
    fastify.decorate('guessBudgets', budgets);
    /** A hook spending one use of the signed-in account's `prefix` budget, refusing with 429 past it. */
    const accountCap =
      (prefix: string, rule: CapRule, name: BudgetName): preHandlerAsyncHookHandler =>
      async (request, reply) => {
        if (!request.user) return;
        const waitMs = await budgets.take(`${prefix}:${request.user.id}`, rule);
        if (waitMs <= 0) return;
        fastify.metrics.budgetRefused(name);
        const seconds = Math.ceil(waitMs / 1000);
        reply.header('retry-after', seconds);
        throw new ApiError(429, messages.auth.tooManyAttempts(seconds));
      };
    const { eventCreations, hostInvitations } = fastify.config.guessBudgets;
    fastify.decorate('limitEventCreation', accountCap(EVENT_CREATE_BUDGET, eventCreations, 'event-creation'));
    fastify.decorate(
      'limitHostInvitations',
      accountCap(HOST_INVITE_BUDGET, hostInvitations, 'host-invitation'),
    );
  },
  { name: 'guess-budgets', dependencies: ['db', 'metrics'] },
);
