import type { LeaderboardEntry, VotingEntry } from '../game/ordering.js';
import { scoreLetters } from '../game/scoring.js';

/** A game board row: no connection, no letter, not completed, unless told. */
export const player = (id: string, over: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({
  event_register_id: id,
  user_name: id,
  total_connections: 0,
  score: scoreLetters(0),
  completed_at: null,
  ...over,
});

/** A voting board row: a completed player without votes or connections, unless told. */
export const voter = (id: string, over: Partial<VotingEntry> = {}): VotingEntry => ({
  event_register_id: id,
  vote_count: 0,
  total_connections: 0,
  completed_at: '2026-11-22T10:00:00Z',
  ...over,
});
