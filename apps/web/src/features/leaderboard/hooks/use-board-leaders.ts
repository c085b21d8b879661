import { type GameSocketMessage, PINNED_LEADERS_MAX } from '@hoogo/core';
import { useCallback, useRef, useState } from 'react';
import { useLiveSocket } from '@/lib/live-socket';
import { initialLiveState, type LiveState, liveReducer, rowRanks } from './live-state';

/**
 * The leaders pinned above the pages of a long board (docs/product.md, "Big screen"): a second game
 * socket on the window of the top PINNED_LEADERS_MAX rows, open only while the board pages, so the leaders are
 * live on every page at the cost of a few rows (docs/decisions/0080-the-remote.md).
 */
export function useBoardLeaders(eventId: string, count: number, active: boolean) {
  const [state, setState] = useState<LiveState>(initialLiveState);
  const stateRef = useRef(state);
  // The most leaders the remote may pin, whatever the count: a new count needs no new socket.
  const windowRef = useRef({ offset: 0, limit: PINNED_LEADERS_MAX });
  const onMessage = useCallback((message: GameSocketMessage) => {
    const next = liveReducer(stateRef.current, { board: 'game', message, asked: windowRef.current });
    stateRef.current = next;
    setState(next);
  }, []);
  const query = useCallback(() => ({ offset: 0, limit: windowRef.current.limit }), []);
  useLiveSocket<GameSocketMessage>({
    // The socket opens only while leaders are pinned.
    eventId: active && count > 0 ? eventId : undefined,
    board: 'leaderboard',
    onMessage,
    query,
  });
  if (!active || count === 0 || !state.gameLoaded) return null;
  return { rows: state.rows.slice(0, count), ranks: rowRanks(state).slice(0, count) };
}
