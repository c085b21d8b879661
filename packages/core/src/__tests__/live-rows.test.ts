import { describe, expect, it } from 'vitest';
import {
  applyLiveRow,
  compareLeaderboard,
  compareVoting,
  type LeaderboardEntry,
  sortLeaderboard,
} from '../game/ordering.js';
import { scoreLetters } from '../game/scoring.js';
import { player, voter } from './boards.js';

const ids = (rows: readonly { event_register_id: string }[] | null) =>
  rows?.map((row) => row.event_register_id);

describe('a live row on an ordered board', () => {
  const board = sortLeaderboard([
    player('a', { total_connections: 9, score: scoreLetters(3) }),
    player('b', { total_connections: 6, score: scoreLetters(2) }),
    player('c', { total_connections: 3, score: scoreLetters(1) }),
  ]);

  it('moves a player who went ahead to the place the order gives them', () => {
    const rows = applyLiveRow(
      board,
      player('c', { total_connections: 7, score: scoreLetters(2) }),
      compareLeaderboard,
    );
    expect(ids(rows)).toEqual(['a', 'c', 'b']);
    expect(rows?.find((row) => row.event_register_id === 'c')?.total_connections).toBe(7);
  });

  it('adds a player who just joined at their place, once', () => {
    const rows = applyLiveRow(
      board,
      player('d', { total_connections: 4, score: scoreLetters(1) }),
      compareLeaderboard,
    );
    expect(ids(rows)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('puts every row where a full sort would, ties by id included', () => {
    let rows: LeaderboardEntry[] = [];
    const arrivals = [
      player('m', { total_connections: 2 }),
      player('k', { total_connections: 2 }),
      player('z', { total_connections: 5, score: scoreLetters(5), completed_at: '2026-11-22T10:05:00Z' }),
      player('b', { total_connections: 2 }),
      player('x', { total_connections: 5, score: scoreLetters(5), completed_at: '2026-11-22T10:01:00Z' }),
      player('k', { total_connections: 3, score: scoreLetters(1) }),
    ];
    for (const row of arrivals) rows = applyLiveRow(rows, row, compareLeaderboard) ?? rows;
    expect(ids(rows)).toEqual(['x', 'z', 'k', 'b', 'm']);
    expect(rows).toEqual(sortLeaderboard(rows));
  });

  it('ignores a row with fewer connections than the one held: it was sent before and arrived late', () => {
    const held = applyLiveRow(
      board,
      player('c', { total_connections: 7, score: scoreLetters(2) }),
      compareLeaderboard,
    );
    const late = player('c', { total_connections: 4, score: scoreLetters(1) });
    expect(held && applyLiveRow(held, late, compareLeaderboard)).toBeNull();
  });

  it('ignores a row without the completion the held row has, at as many connections', () => {
    const completed = player('c', {
      total_connections: 5,
      score: scoreLetters(5),
      completed_at: '2026-11-22T10:00:00Z',
    });
    const held = applyLiveRow(board, completed, compareLeaderboard);
    expect(ids(held)).toEqual(['c', 'a', 'b']);
    const late = player('c', { total_connections: 5, score: scoreLetters(4) });
    expect(held && applyLiveRow(held, late, compareLeaderboard)).toBeNull();
  });

  it('takes a row equal in progress: it may carry a new name or new letters', () => {
    const renamed = player('b', { user_name: 'Bea', total_connections: 6, score: scoreLetters(2) });
    const rows = applyLiveRow(board, renamed, compareLeaderboard);
    expect(rows?.find((row) => row.event_register_id === 'b')?.user_name).toBe('Bea');
  });

  it('leaves the board it was given as it was', () => {
    const before = ids(board);
    applyLiveRow(board, player('c', { total_connections: 12, score: scoreLetters(4) }), compareLeaderboard);
    expect(ids(board)).toEqual(before);
  });
});

describe('a live row on the voting board', () => {
  const board = [voter('a', { vote_count: 3 }), voter('b', { vote_count: 2 }), voter('c', { vote_count: 1 })];

  it('moves a player up when their votes pass the others', () => {
    expect(ids(applyLiveRow(board, voter('c', { vote_count: 4 }), compareVoting))).toEqual(['c', 'a', 'b']);
  });

  it('ignores a row with fewer votes than the one held', () => {
    const held = applyLiveRow(board, voter('c', { vote_count: 4 }), compareVoting);
    expect(held && applyLiveRow(held, voter('c', { vote_count: 2 }), compareVoting)).toBeNull();
  });
});
