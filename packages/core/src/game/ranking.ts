import { compareLeaderboard, compareVoting, type LeaderboardEntry, type VotingEntry } from './ordering.js';

/**
 * Shared ranks ("standard competition ranking", 1, 2, 2, 4): rows equal on every criterion of the
 * board's order share a rank, and the next row's rank counts everyone above it. `rows` must already be
 * in the board's order; `same` tells whether two neighbours are equal on every criterion.
 */
export function competitionRanks<T>(rows: readonly T[], same: (a: T, b: T) => boolean): number[] {
  const ranks: number[] = [];
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    ranks.push(
      index > 0 && previous !== undefined && same(previous, row) ? (ranks[index - 1] ?? 1) : index + 1,
    );
  });
  return ranks;
}

/** Two players equal on every criterion of the game order (completion time, letters, connections). */
export function sameLeaderboardPlace(a: LeaderboardEntry, b: LeaderboardEntry): boolean {
  return compareLeaderboard({ ...a, event_register_id: '' }, { ...b, event_register_id: '' }) === 0;
}

/** Two players equal on every criterion of the voting order (votes, connections, completion time). */
export function sameVotingPlace(a: VotingEntry, b: VotingEntry): boolean {
  return compareVoting({ ...a, event_register_id: '' }, { ...b, event_register_id: '' }) === 0;
}

/** The ranks of a game leaderboard already in the core order: ties share a rank (1, 2, 2, 4). */
export function leaderboardRanks(rows: readonly LeaderboardEntry[]): number[] {
  return competitionRanks(rows, sameLeaderboardPlace);
}

/** The ranks of a voting board already in the core order: ties share a rank (1, 2, 2, 4). */
export function votingRanks(rows: readonly VotingEntry[]): number[] {
  return competitionRanks(rows, sameVotingPlace);
}

/** Gold, silver and bronze go to ranks 1, 2 and 3, so tied players get the same medal. */
export type Medal = 'gold' | 'silver' | 'bronze';

export function medalFor(rank: number): Medal | null {
  if (rank === 1) return 'gold';
  if (rank === 2) return 'silver';
  if (rank === 3) return 'bronze';
  return null;
}
