import { describe, expect, it } from 'vitest';
import { sortLeaderboard, sortVoting } from '../game/ordering.js';
import { competitionRanks, leaderboardRanks, medalFor, votingRanks } from '../game/ranking.js';
import { scoreLetters } from '../game/scoring.js';
import { player, voter } from './boards.js';

describe('ranks', () => {
  it('gives players equal on every criterion the same rank, and skips the ranks they fill (1, 2, 2, 4)', () => {
    const rows = sortLeaderboard([
      player('d', { total_connections: 3, score: scoreLetters(1) }),
      player('b', { total_connections: 8, score: scoreLetters(2) }),
      player('a', { total_connections: 12, score: scoreLetters(3) }),
      player('c', { total_connections: 8, score: scoreLetters(2) }),
    ]);
    expect(rows.map((r) => r.event_register_id)).toEqual(['a', 'b', 'c', 'd']);
    expect(leaderboardRanks(rows)).toEqual([1, 2, 2, 4]);
  });

  it('does not tie players whose names or ids differ but whose places are equal only in part', () => {
    const rows = sortLeaderboard([
      player('a', { total_connections: 8, score: scoreLetters(2) }),
      player('b', { total_connections: 7, score: scoreLetters(2) }),
      player('c', { total_connections: 8, score: scoreLetters(1) }),
    ]);
    expect(leaderboardRanks(rows)).toEqual([1, 2, 3]);
  });

  it('ties completed players only when they completed at the same moment', () => {
    const at = '2026-11-22T10:00:00Z';
    const rows = sortLeaderboard([
      player('a', { score: scoreLetters(5), completed_at: at, total_connections: 20 }),
      player('b', { score: scoreLetters(5), completed_at: at, total_connections: 20 }),
      player('c', { score: scoreLetters(5), completed_at: '2026-11-22T10:00:01Z', total_connections: 20 }),
    ]);
    expect(leaderboardRanks(rows)).toEqual([1, 1, 3]);
  });

  it('ranks everyone first while nobody has played', () => {
    expect(leaderboardRanks([player('a'), player('b'), player('c')])).toEqual([1, 1, 1]);
    expect(leaderboardRanks([])).toEqual([]);
  });

  it('ties voting rows equal on votes, connections and completion time', () => {
    const rows = sortVoting([
      voter('a', { vote_count: 4, total_connections: 10 }),
      voter('b', { vote_count: 4, total_connections: 10 }),
      voter('c', { vote_count: 4, total_connections: 9 }),
      voter('d', { vote_count: 1, total_connections: 9 }),
      voter('e', { vote_count: 1, total_connections: 9 }),
    ]);
    expect(votingRanks(rows)).toEqual([1, 1, 3, 4, 4]);
  });

  it('works for any order with its own equality', () => {
    expect(competitionRanks([5, 3, 3, 3, 1], (x, y) => x === y)).toEqual([1, 2, 2, 2, 5]);
  });

  it('gives gold, silver and bronze by rank, so tied players share a medal', () => {
    expect([1, 2, 2, 4].map(medalFor)).toEqual(['gold', 'silver', 'silver', null]);
    expect([1, 1, 3].map(medalFor)).toEqual(['gold', 'gold', 'bronze']);
  });
});
