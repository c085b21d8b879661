import type { ScheduleBody } from '@hoogo/core';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { type EventRow, events } from '../../../db/schema.js';
import { Refusal } from '../../../lib/refusal.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The game's schedule: a host's change, and voting opened and closed at its times. */
    schedule: Schedule;
  }
}

export interface Schedule {
  /** Applies a host's change of the event's schedule and tells the live viewers; answers the event. */
  update(eventId: string, body: ScheduleBody): Promise<EventRow>;
  /**
   * Opens and closes voting where its time has come, by the clock: answers how many events this
   * instance changed (another instance that was first changed the rest).
   */
  tick(): Promise<number>;
}

/** How often each instance looks for a voting time that has come: a transition is at most this late. */
export const SCHEDULE_POLL_MS = 1000;

const timeOf = (value: string | null | undefined, now: Date): Date | null | undefined => {
  if (value === undefined || value === null) return value;
  return value === 'now' ? now : new Date(value);
};

/**
 * The game's time (docs/decisions/0079-the-games-time.md). The times live in the events row, so a
 * restart loses none: every instance polls every SCHEDULE_POLL_MS for a voting time that has come and
 * applies it with one conditional UPDATE that also clears the time. Of several instances polling at once,
 * exactly one gets the row back, and only it announces the change.
 */
export default fp<{ pollMs?: number }>(
  async (fastify, options) => {
    const { db, clock } = fastify;

    async function update(eventId: string, body: ScheduleBody): Promise<EventRow> {
      const now = clock();
      const changes = {
        connectionsCloseAt: timeOf(body.connections_close_at, now),
        votingOpensAt: timeOf(body.voting_opens_at, now),
        votingClosesAt: timeOf(body.voting_closes_at, now),
      };
      const after = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
        if (!before) throw new Error(`event ${eventId} vanished`);
        const opens = changes.votingOpensAt === undefined ? before.votingOpensAt : changes.votingOpensAt;
        const closes = changes.votingClosesAt === undefined ? before.votingClosesAt : changes.votingClosesAt;
        if (opens && closes && closes.getTime() <= opens.getTime()) throw new Refusal('votingBeforeOpen');
        const [row] = await tx
          .update(events)
          .set({
            ...(changes.connectionsCloseAt !== undefined && {
              connectionsCloseAt: changes.connectionsCloseAt,
            }),
            ...(changes.votingOpensAt !== undefined && { votingOpensAt: changes.votingOpensAt }),
            ...(changes.votingClosesAt !== undefined && { votingClosesAt: changes.votingClosesAt }),
          })
          .where(eq(events.id, eventId))
          .returning();
        if (!row) throw new Error(`event ${eventId} vanished`);
        return row;
      });
      fastify.announce(eventId, { type: 'schedule_changed' });
      // A time already past takes effect now rather than at the next poll.
      await tick();
      return after;
    }

    async function tick(): Promise<number> {
      const now = clock();
      // Opening first: an event whose both times have passed ends closed.
      const opened = await db
        .update(events)
        .set({ votingEnabled: true, votingOpensAt: null })
        .where(and(isNotNull(events.votingOpensAt), lte(events.votingOpensAt, now)))
        .returning({ id: events.id });
      const closed = await db
        .update(events)
        .set({ votingEnabled: false, votingClosesAt: null })
        .where(and(isNotNull(events.votingClosesAt), lte(events.votingClosesAt, now)))
        .returning({ id: events.id });
      for (const { id } of opened) fastify.announce(id, { type: 'voting_toggled', voting_enabled: true });
      for (const { id } of closed) fastify.announce(id, { type: 'voting_toggled', voting_enabled: false });
      // The status carries the times: the cleared one leaves the phones' countdowns.
      for (const { id } of [...opened, ...closed]) fastify.announce(id, { type: 'schedule_changed' });
      return opened.length + closed.length;
    }

    const pollMs = options.pollMs ?? SCHEDULE_POLL_MS;
    let closing = false;
    let running: Promise<unknown> | null = null;
    // A poll still running (a slow database) is not overtaken by the next one.
    const poll = () => {
      if (closing || running) return;
      running = tick()
        .catch((error: unknown) => {
          fastify.log.error({ err: error }, 'schedule not applied');
        })
        .finally(() => {
          running = null;
        });
    };
    const timer = pollMs > 0 ? setInterval(poll, pollMs) : null;
    timer?.unref();
    fastify.addHook('onClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await running;
    });

    fastify.decorate('schedule', { update, tick });
  },
  { name: 'schedule', dependencies: ['db', 'leaderboard-cache'] },
);
