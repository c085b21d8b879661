import { trueLetters } from './scoring.js';

export interface LeaderboardEntry {
  event_register_id: string;
  user_name: string;
  total_connections: number;
  score: boolean[];
  completed_at: string | null;
}

export interface VotingEntry {
  event_register_id: string;
  vote_count: number;
  total_connections: number;
  completed_at: string | null;
}

const time = (iso: string | null) => (iso === null ? Number.POSITIVE_INFINITY : Date.parse(iso));

/**
 * Game leaderboard order: completed players first, earliest completion first;
 * then more true score letters, then more connections. Ties keep a stable order by id.
 */
export function compareLeaderboard(a: LeaderboardEntry, b: LeaderboardEntry): number {
  const aDone = a.completed_at !== null;
  const bDone = b.completed_at !== null;
  if (aDone !== bDone) return aDone ? -1 : 1;
  if (aDone && bDone) {
    const byCompletion = time(a.completed_at) - time(b.completed_at);
    if (byCompletion !== 0) return byCompletion;
  }
  const byLetters = trueLetters(b.score) - trueLetters(a.score);
  if (byLetters !== 0) return byLetters;
  const byConnections = b.total_connections - a.total_connections;
  if (byConnections !== 0) return byConnections;
  return a.event_register_id < b.event_register_id ? -1 : a.event_register_id > b.event_register_id ? 1 : 0;
}

/** Voting order: more votes, then more connections, then earlier completion. */
export function compareVoting(a: VotingEntry, b: VotingEntry): number {
  const byVotes = b.vote_count - a.vote_count;
  if (byVotes !== 0) return byVotes;
  const byConnections = b.total_connections - a.total_connections;
  if (byConnections !== 0) return byConnections;
  const byCompletion = time(a.completed_at) - time(b.completed_at);
  if (byCompletion !== 0 && !Number.isNaN(byCompletion)) return byCompletion;
  return a.event_register_id < b.event_register_id ? -1 : a.event_register_id > b.event_register_id ? 1 : 0;
}

export function sortLeaderboard<T extends LeaderboardEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(compareLeaderboard);
}

export function sortVoting<T extends VotingEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(compareVoting);
}
