import type { ConnectionImage, GameSocketMessage, LeaderboardPlayer } from '@hoogo/core';
import { describe, expect, it } from 'vitest';
import { initialLiveState, type LiveState, liveReducer } from '../live-state';

const score = (n: number) => Array.from({ length: 5 }, (_, i) => i < n);

function row(id: string, connections: number, overrides: Partial<LeaderboardPlayer> = {}): LeaderboardPlayer {
  return {
    event_register_id: id,
    user_name: `Player ${id}`,
    user_code: null,
    total_connections: connections,
    score: score(0),
    completed_at: null,
    connected_to: [],
    revision: 1,
    ...overrides,
  };
}

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

const game = (message: GameSocketMessage) => ({ board: 'game' as const, message });

/** Three players (7, 5 and 3 connections: 15 in all) and a gallery of four selfies. */
function board(): LiveState {
  return liveReducer(
    initialLiveState,
    game({
      type: 'snapshot',
      response: {
        user_data: [row('a', 7), row('b', 5), row('c', 3)],
        image_data: [
          image('a', '/media/a1.jpg'),
          image('b', '/media/b1.jpg'),
          image('a', '/media/a2.jpg'),
          image('c', '/media/c1.jpg'),
        ],
        voting_enabled: false,
        participant_count: 3,
        total_connections: 15,
      },
    }),
  );
}

const order = (state: LiveState) => state.players.map((p) => `${p.event_register_id}:${p.total_connections}`);

describe('the big screen under moderation', () => {
  it('player_changed puts the row with the higher revision in place, even with fewer connections', () => {
    const state = liveReducer(
      board(),
      game({ type: 'player_changed', response: { user_data: row('a', 4, { revision: 2 }) } }),
    );
    expect(order(state)).toEqual(['b:5', 'a:4', 'c:3']);
    expect(state.totalConnections).toBe(12);
    expect(state.participantCount).toBe(3);
  });

  it('player_changed with an older revision than the row held leaves the board as it is', () => {
    const newer = liveReducer(
      board(),
      game({ type: 'player_changed', response: { user_data: row('a', 4, { revision: 3 }) } }),
    );
    const late = liveReducer(
      newer,
      game({ type: 'player_changed', response: { user_data: row('a', 7, { revision: 2 }) } }),
    );
    expect(late).toBe(newer);
    expect(order(late)).toEqual(['b:5', 'a:4', 'c:3']);
  });

  it('a completion taken away by a hide moves the player below the ones still completed', () => {
    const done = '2025-03-14T18:00:00.000Z';
    let state = liveReducer(
      initialLiveState,
      game({
        type: 'snapshot',
        response: {
          user_data: [
            row('a', 12, { score: score(5), completed_at: done }),
            row('b', 11, { score: score(5), completed_at: '2025-03-14T18:05:00.000Z' }),
          ],
          image_data: [],
          voting_enabled: false,
          participant_count: 2,
          total_connections: 23,
        },
      }),
    );
    state = liveReducer(
      state,
      game({
        type: 'player_changed',
        response: { user_data: row('a', 11, { score: score(4), completed_at: null, revision: 2 }) },
      }),
    );
    expect(state.players.map((p) => [p.event_register_id, p.completed_at])).toEqual([
      ['b', '2025-03-14T18:05:00.000Z'],
      ['a', null],
    ]);
  });

  it('player_removed takes the row, its connections and its selfies off the board', () => {
    const state = liveReducer(
      board(),
      game({ type: 'player_removed', response: { event_register_id: 'a' } }),
    );
    expect(order(state)).toEqual(['b:5', 'c:3']);
    expect(state.images.map((i) => i.image)).toEqual(['/media/b1.jpg', '/media/c1.jpg']);
    expect(state.participantCount).toBe(2);
    expect(state.totalConnections).toBe(8);
  });

  it('player_removed of a player not on the board changes nothing', () => {
    const before = board();
    const state = liveReducer(
      before,
      game({ type: 'player_removed', response: { event_register_id: 'zz' } }),
    );
    expect(state.players).toBe(before.players);
    expect(state.participantCount).toBe(3);
    expect(state.totalConnections).toBe(15);
  });

  it('a restored player comes back through player_changed, with their counts', () => {
    const removed = liveReducer(
      board(),
      game({ type: 'player_removed', response: { event_register_id: 'a' } }),
    );
    const back = liveReducer(
      removed,
      game({ type: 'player_changed', response: { user_data: row('a', 7, { revision: 3 }) } }),
    );
    expect(order(back)).toEqual(['a:7', 'b:5', 'c:3']);
    expect(back.participantCount).toBe(3);
    expect(back.totalConnections).toBe(15);
  });

  it('a row of a removed player sent before the removal and arriving after it does not bring them back', () => {
    const removed = liveReducer(
      board(),
      game({ type: 'player_removed', response: { event_register_id: 'c', revision: 2 } }),
    );
    // c's last connection, made just before the removal, comes late through another server instance.
    const late = liveReducer(
      removed,
      game({
        type: 'connection_made',
        response: { user_data: row('c', 4, { revision: 2 }), image_data: image('c', '/media/c2.jpg') },
      }),
    );
    expect(order(late)).toEqual(['a:7', 'b:5']);
    expect(late.images.map((i) => i.image)).not.toContain('/media/c2.jpg');
    expect(late.totalConnections).toBe(removed.totalConnections);
    // The restore is newer: c is back, and c's next rows apply as usual.
    const back = liveReducer(
      late,
      game({ type: 'player_changed', response: { user_data: row('c', 4, { revision: 3 }) } }),
    );
    const next = liveReducer(
      back,
      game({
        type: 'connection_made',
        response: { user_data: row('c', 8, { revision: 4 }), image_data: image('c', '/media/c3.jpg') },
      }),
    );
    expect(order(next)).toEqual(['c:8', 'a:7', 'b:5']);
  });

  it('connection_hidden drops only the gallery entry whose image is the hidden one', () => {
    const state = liveReducer(
      board(),
      game({ type: 'connection_hidden', response: { hidden_image: '/media/a2.jpg' } }),
    );
    expect(state.images.map((i) => i.image)).toEqual(['/media/a1.jpg', '/media/b1.jpg', '/media/c1.jpg']);
    // The counts move with the owner's player_changed, not here: a hide is counted once.
    expect(state.totalConnections).toBe(15);
    expect(order(state)).toEqual(order(board()));
  });

  it('connection_hidden of a selfie no longer in the gallery keeps the same state', () => {
    const before = board();
    expect(
      liveReducer(before, game({ type: 'connection_hidden', response: { hidden_image: '/media/old.jpg' } })),
    ).toBe(before);
  });
});
