import { createHash } from 'node:crypto';
import { type EventSchedule, type EventStatus, isGridComplete } from '@hoogo/core';
import type { EventRow } from '../db/schema.js';

/**
 * A short hash of the grid's letters: the same on every instance for the same grid, different after any
 * change, so a phone refetches its card only when the grid really changed.
 */
export const gridVersion = (matrix: string[][]) =>
  createHash('sha256').update(JSON.stringify(matrix)).digest('base64url').slice(0, 16);

/** What a player's page needs to know of the event (docs/decisions/0019-event-status-channel.md). */
export const eventStatusOf = (
  event: EventRow,
  counts: { participantCount: number; totalConnections: number },
): EventStatus => ({
  voting_enabled: event.votingEnabled,
  grid_complete: isGridComplete(event.matrix),
  grid_version: gridVersion(event.matrix),
  code_digits: event.codeDigits,
  participant_count: counts.participantCount,
  total_connections: counts.totalConnections,
  // A phone refetches its card when listed, or when it missed a version
  // (docs/decisions/0043-moderation-on-the-phone-and-the-big-screen.md).
  moderation: { version: event.moderationVersion, players: event.moderatedPlayers },
  // Phones and big screens count down to these (docs/decisions/0079-the-games-time.md).
  schedule: scheduleOf(event),
});

/** The event's schedule as the API answers it (docs/decisions/0079-the-games-time.md). */
export const scheduleOf = (event: EventRow): EventSchedule => ({
  connections_close_at: event.connectionsCloseAt?.toISOString() ?? null,
  voting_opens_at: event.votingOpensAt?.toISOString() ?? null,
  voting_closes_at: event.votingClosesAt?.toISOString() ?? null,
});

/** Whether connections of the event are closed at `now`: the schedule's end of connections has come. */
export const connectionsClosed = (event: EventRow, now: Date) =>
  event.connectionsCloseAt !== null && event.connectionsCloseAt.getTime() <= now.getTime();
