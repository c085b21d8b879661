import type { GameSocketMessage } from '@hoogo/core';
import { useCallback, useRef, useState } from 'react';
import {
  initialLiveState,
  type LiveState,
  liveReducer,
  makerName,
} from '@/features/leaderboard/hooks/live-state';
import { distinctImages, type GalleryImage } from '@/features/leaderboard/utils/venue';
import { useLiveSocket } from '@/lib/live-socket';

/** The window the gallery's socket asks for: one row, since only the gallery is wanted. */
const ONE_ROW = { offset: 0, limit: 1 };

/**
 * The photos the big screen's gallery shows now, as the public game socket gives them to any board (the
 * venue setting and the consents applied by the server), live: for the remote to offer a photo to
 * spotlight that the screens can show. Each comes with the maker's name where the board would know it.
 */
export function useBoardGallery(eventId: string): {
  images: GalleryImage[];
  loaded: boolean;
  nameOf: (eventRegisterId: string) => string | undefined;
} {
  const [state, setState] = useState<LiveState>(initialLiveState);
  const stateRef = useRef(state);
  const onMessage = useCallback((message: GameSocketMessage) => {
    const next = liveReducer(stateRef.current, { board: 'game', message, asked: ONE_ROW });
    stateRef.current = next;
    setState(next);
  }, []);
  const query = useCallback(() => ONE_ROW, []);
  useLiveSocket<GameSocketMessage>({ eventId, board: 'leaderboard', onMessage, query });
  return {
    // One tile per photo, as the board's gallery shows it: the same image may come with two connections.
    images: distinctImages(state.images),
    loaded: state.gameLoaded,
    nameOf: (id) => makerName(state, id),
  };
}
