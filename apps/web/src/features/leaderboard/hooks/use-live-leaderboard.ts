import {
  type BoardClientMessage,
  type BoardWindow,
  clampWindow,
  type GameSocketMessage,
  messages,
  type VotingSocketMessage,
} from '@hoogo/core';
import { useCallback, useRef, useState } from 'react';
import { useLatest } from '@/hooks/use-latest';
import { type LiveSend, useLiveSocket } from '@/lib/live-socket';
import type { RoomEvent } from '../utils/venue';
import { initialLiveState, type LiveAction, type LiveState, liveReducer } from './live-state';

const t = messages.live;

/** Who a change was about: enough for a toast or the completion moment, whether their row is held or not. */
export interface BoardPlayer {
  event_register_id: string;
  user_name: string;
}

/**
 * The board's two live sockets, as the public sees them (the board shows no friend codes, so it needs no
 * session and keeps running when one ends): the state they build, the live events of the message
 * catalogue for the board's toasts, and a call when a player completes their card. The game board
 * answers a window (core board-window.ts): `showWindow` asks for another one (the server answers a
 * snapshot of it), and `playerKey`, the player key stored on this device, asks the server for the
 * viewer's own place.
 */
export function useLiveLeaderboard({
  eventId,
  playerKey,
  firstWindow,
  onCompleted,
  onEvent,
}: {
  eventId: string | undefined;
  playerKey: string | null;
  /** The window the socket opens with, before the list measured its space. */
  firstWindow: BoardWindow;
  onCompleted: (player: BoardPlayer) => void;
  onEvent: (event: RoomEvent) => void;
}) {
  const [state, setState] = useState<LiveState>(initialLiveState);
  // Messages can arrive faster than renders: the reducer runs on the latest state kept here.
  const stateRef = useRef(state);
  const onCompletedRef = useLatest(onCompleted);
  const onEventRef = useLatest(onEvent);
  const playerKeyRef = useLatest(playerKey);

  // The window asked last, and the one the open socket's URL carried.
  const asked = useRef<BoardWindow>(clampWindow(firstWindow.offset, firstWindow.limit));
  const opened = useRef<BoardWindow | null>(null);
  const sender = useRef<LiveSend | null>(null);
  const say = useCallback((message: BoardClientMessage) => sender.current?.(message) ?? false, []);

  const apply = useCallback((action: LiveAction) => {
    const next = liveReducer(stateRef.current, action);
    stateRef.current = next;
    setState(next);
  }, []);

  const showWindow = useCallback(
    (window: BoardWindow) => {
      const next = clampWindow(window.offset, window.limit);
      if (next.offset === asked.current.offset && next.limit === asked.current.limit) return;
      asked.current = next;
      // Not open: the next connect carries it in its URL.
      say({ type: 'window', ...next });
    },
    [say],
  );

  const query = useCallback(() => {
    opened.current = asked.current;
    return { offset: asked.current.offset, limit: asked.current.limit };
  }, []);

  const onGameOpen = useCallback(() => {
    const window = asked.current;
    if (
      opened.current &&
      (opened.current.offset !== window.offset || opened.current.limit !== window.limit)
    ) {
      say({ type: 'window', ...window });
    }
    // The key travels in a message, never in the URL, which proxies log.
    const key = playerKeyRef.current;
    if (key) say({ type: 'me', user_id: key });
  }, [say]);

  const onGame = useCallback(
    (message: GameSocketMessage) => {
      apply({ board: 'game', message, asked: asked.current });
      if (message.type === 'snapshot' || message.type === 'error' || message.type === 'me') return;
      const { player, image_data } = message.response;
      if (!player) return;
      if (message.type === 'player_joined') {
        onEventRef.current({ kind: 'joined', text: t.joinedGame(player.user_name) });
      }
      if (message.type === 'connection_made' && image_data) {
        onEventRef.current({
          kind: 'connected',
          text: t.connected(player.user_name, image_data.connected_name),
        });
      }
      // Only the game's own completions: a host's unhide that gives a player back their fifth letter is a
      // player_changed, and no new moment.
      if (message.type === 'player_completed') onCompletedRef.current(player);
    },
    [apply],
  );

  const onVoting = useCallback(
    (message: VotingSocketMessage) => {
      apply({ board: 'voting', message });
      // A completion while voting is off is the completion moment's, not "joined the voting".
      if (
        message.type === 'player_completed' &&
        message.response.user_data &&
        stateRef.current.votingEnabled === true
      ) {
        onEventRef.current({ kind: 'voting', text: t.joinedVoting(message.response.user_data.name) });
      }
      if (message.type === 'vote_cast' && message.response.user_data) {
        onEventRef.current({ kind: 'vote', text: t.voteReceived(message.response.user_data.name) });
      }
    },
    [apply],
  );

  const gameStatus = useLiveSocket<GameSocketMessage>({
    eventId,
    board: 'leaderboard',
    onMessage: onGame,
    onOpen: onGameOpen,
    query,
    sender,
  });
  const votingStatus = useLiveSocket<VotingSocketMessage>({
    eventId,
    board: 'vote-leaderboard',
    onMessage: onVoting,
  });

  return { state, gameStatus, votingStatus, showWindow };
}
