import { createHash } from 'node:crypto';
import { type EventStatus, isGridComplete } from '@hoogo/core';
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
});
