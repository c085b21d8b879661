import {
  BOARD_WINDOW_MAX_LIMIT,
  type BoardWindow,
  type ConnectionImage,
  type GameSocketMessage,
  type LeaderboardPlayer,
  windowChange,
} from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import { leaderboardPlayer } from '@/testing/fixtures';
import { initialLiveState, type LiveState, liveReducer, makerName, rowRanks } from '../live-state';

const row = (id: string, connections: number, overrides: Partial<LeaderboardPlayer> = {}) =>
  leaderboardPlayer(id, `Player ${id}`, { total_connections: connections, revision: 1, ...overrides });

function image(by: string, src: string): ConnectionImage {
  return {
    event_register_id: by,
    image: src,
    thumbnail: null,
    user_name: null,
    liner: 'Builds robots',
    connected_name: 'Bob',
    connected_at: '2025-03-14T18:00:00.000Z',
    code: null,
  };
}

const asked: BoardWindow = { offset: 2, limit: 3 };
const game = (message: GameSocketMessage, window: BoardWindow = asked) => ({
  board: 'game' as const,
  message,
  asked: window,
});
const totals = (participants: number, connections: number, completed = 0, rows = participants) => ({
  participant_count: participants,
  total_connections: connections,
  completed_count: completed,
  row_count: rows,
});

/**
 * The whole board is a (9), b (8), c (7), d (7), e (5), f (4), g (2): the viewer holds the window from
 * position 2, three rows (c, d, e: c ties with nobody above it, rank 3), and a gallery of three selfies.
 */
const wholeBoard = () => [
  row('a', 9),
  row('b', 8),
  row('c', 7),
  row('d', 7),
  row('e', 5),
  row('f', 4),
  row('g', 2),
];
function board(): LiveState {
  const all = wholeBoard();
  return liveReducer(
    initialLiveState,
    game({
      type: 'snapshot',
      response: {
        user_data: all.slice(2, 5),
        offset: 2,
        first_rank: 3,
        row_count: 7,
        completed_count: 0,
        image_data: [image('a', '/media/a1.jpg'), image('c', '/media/c1.jpg'), image('a', '/media/a2.jpg')],
        voting_enabled: false,
        participant_count: 7,
        total_connections: 42,
      },
    }),
  );
}

const held = (state: LiveState) => state.rows.map((p) => `${p.event_register_id}:${p.total_connections}`);

/** The change a server computes for this viewer when the board goes from `before` to `after`. */
function change(before: LeaderboardPlayer[], after: LeaderboardPlayer[], window = asked) {
  const ops = windowChange(
    before.slice(window.offset, window.offset + window.limit),
    after.slice(window.offset, window.offset + window.limit),
    window.offset,
  );
  if (!ops) return undefined;
  const firstRow = after[window.offset];
  const firstRank = after.findIndex((p) => p.total_connections === firstRow?.total_connections) + 1;
  return { ...ops, first_rank: firstRank, row_count: after.length };
}

describe('the game board as a window', () => {
  it('holds the snapshot window: its rows, where it starts, its first rank, the totals', () => {
    const state = board();
    expect(held(state)).toEqual(['c:7', 'd:7', 'e:5']);
    expect(state).toMatchObject({ offset: 2, limit: 3, firstRank: 3, rowCount: 7 });
    expect(state).toMatchObject({ participantCount: 7, totalConnections: 42, completedCount: 0 });
    expect(rowRanks(state)).toEqual([3, 3, 5]);
  });

  it('applies a change that brings a row in from below and pushes one out', () => {
    const before = wholeBoard();
    // f makes 4 connections: 8, between b and c.
    const after = [
      row('a', 9),
      row('b', 8),
      row('f', 8, { revision: 2 }),
      row('c', 7),
      row('d', 7),
      row('e', 5),
      row('g', 2),
    ];
    const state = liveReducer(
      board(),
      game({
        type: 'connection_made',
        response: {
          player: { event_register_id: 'f', user_name: 'Player f' },
          window: change(before, after),
          totals: totals(7, 46),
        },
      }),
    );
    expect(held(state)).toEqual(['f:8', 'c:7', 'd:7']);
    // f ties with b above the window: both share rank 2.
    expect(state.firstRank).toBe(2);
    expect(rowRanks(state)).toEqual([2, 4, 4]);
    expect(state.totalConnections).toBe(46);
  });

  it('applies a change inside the window and keeps the ties, then a change outside it leaves the rows', () => {
    const before = wholeBoard();
    const after = [
      row('a', 9),
      row('b', 8),
      row('c', 7),
      row('e', 7, { revision: 2 }),
      row('d', 7),
      row('f', 4),
      row('g', 2),
    ];
    // e ties with c and d now; within a tie the order is by id.
    after.sort(
      (x, y) =>
        y.total_connections - x.total_connections || x.event_register_id.localeCompare(y.event_register_id),
    );
    const state = liveReducer(
      board(),
      game({ type: 'connection_made', response: { window: change(before, after), totals: totals(7, 44) } }),
    );
    expect(held(state)).toEqual(['c:7', 'd:7', 'e:7']);
    expect(rowRanks(state)).toEqual([3, 3, 3]);
    // g connects, below the window: no window ops, only the totals move.
    const outside = liveReducer(
      state,
      game({
        type: 'connection_made',
        response: { player: { event_register_id: 'g', user_name: 'Player g' }, totals: totals(7, 45) },
      }),
    );
    expect(outside.rows).toBe(state.rows);
    expect(outside.totalConnections).toBe(45);
  });

  it("player_removed takes the row out by the window's ops, the player's selfies off the gallery, and moves the totals", () => {
    const before = wholeBoard();
    const after = before.filter((p) => p.event_register_id !== 'c');
    const state = liveReducer(
      board(),
      game({
        type: 'player_removed',
        response: {
          event_register_id: 'c',
          revision: 2,
          window: change(before, after),
          totals: totals(6, 35, 0, 6),
        },
      }),
    );
    expect(held(state)).toEqual(['d:7', 'e:5', 'f:4']);
    expect(state.images.map((i) => i.image)).toEqual(['/media/a1.jpg', '/media/a2.jpg']);
    expect(state).toMatchObject({ participantCount: 6, totalConnections: 35, rowCount: 6 });
  });

  it('connection_hidden drops only the gallery entry whose image is the hidden one', () => {
    const state = liveReducer(
      board(),
      game({ type: 'connection_hidden', response: { hidden_image: '/media/a2.jpg' } }),
    );
    expect(state.images.map((i) => i.image)).toEqual(['/media/a1.jpg', '/media/c1.jpg']);
    expect(held(state)).toEqual(held(board()));
  });

  it('names the maker of a new selfie from the change, though their row is not in the window', () => {
    const state = liveReducer(
      board(),
      game({
        type: 'connection_made',
        response: {
          player: { event_register_id: 'a', user_name: 'Ann Avery' },
          image_data: image('ignored', '/media/a3.jpg'),
          totals: totals(7, 43),
        },
      }),
    );
    expect(state.images[0]).toMatchObject({ event_register_id: 'a', image: '/media/a3.jpg' });
    expect(makerName(state, 'a')).toBe('Ann Avery');
    // A row in the window names its player too.
    expect(makerName(state, 'c')).toBe('Player c');
    expect(makerName(state, 'zz')).toBeUndefined();
  });

  it("keeps the viewer's own place from the me answers, across snapshots of other windows", () => {
    const mine = { row: row('g', 2), rank: 7 };
    let state = liveReducer(board(), game({ type: 'me', response: mine }));
    expect(state.me).toEqual(mine);
    state = liveReducer(state, game(snapshotAt(0), { offset: 0, limit: 3 }));
    expect(state.me).toEqual(mine);
    const moved = { row: row('g', 6, { revision: 2 }), rank: 5 };
    state = liveReducer(state, game({ type: 'me', response: moved }));
    expect(state.me).toEqual(moved);
    // Removed, or a key the server refused: no place.
    state = liveReducer(state, game({ type: 'me', response: null, refused: 'removed' }));
    expect(state.me).toBeNull();
  });

  it('caps a snapshot that answers an earlier ask at the largest window, and the one asked at its limit', () => {
    const late = liveReducer(board(), game(snapshotAt(5), asked));
    expect(late).toMatchObject({ offset: 5, limit: BOARD_WINDOW_MAX_LIMIT });
    const answer = liveReducer(board(), game(snapshotAt(5), { offset: 5, limit: 3 }));
    expect(answer).toMatchObject({ offset: 5, limit: 3 });
  });
});

function snapshotAt(offset: number): GameSocketMessage {
  return {
    type: 'snapshot',
    response: {
      user_data: wholeBoard().slice(offset, offset + 3),
      offset,
      first_rank: offset + 1,
      row_count: 7,
      image_data: [],
      voting_enabled: false,
      participant_count: 7,
      total_connections: 42,
    },
  };
}
