import {
  type GameSocketMessage,
  type LeaderboardPlayer,
  MAX_BINGOS,
  messages,
  trueLetters,
  type VotingSocketMessage,
} from '@hoogo/core';
import { useCallback, useRef, useState } from 'react';
import { useLiveSocket } from '@/lib/live-socket';
import type { RoomEvent } from '../utils/venue';
import { initialLiveState, type LiveAction, type LiveState, liveReducer } from './live-state';

const t = messages.live;

/**
 * The board's two live sockets, as the public sees them (the board shows no friend codes, so it needs no
 * session and keeps running when one ends): the state they build, the live events of the message
 * catalogue for the board's toasts, and a call when a player's letters go from 4 to 5.
 */
export function useLiveLeaderboard({
  eventId,
  onCompleted,
  onEvent,
}: {
  eventId: string | undefined;
  onCompleted: (player: LeaderboardPlayer) => void;
  onEvent: (event: RoomEvent) => void;
}) {
  const [state, setState] = useState<LiveState>(initialLiveState);
  // Messages can arrive faster than renders: the reducer runs on the latest state kept here.
  const stateRef = useRef(state);
  const onCompletedRef = useRef(onCompleted);
  onCompletedRef.current = onCompleted;
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;

  const apply = useCallback((action: LiveAction) => {
    const next = liveReducer(stateRef.current, action);
    stateRef.current = next;
    setState(next);
  }, []);

  const onGame = useCallback(
    (message: GameSocketMessage) => {
      if (message.type !== 'snapshot' && message.type !== 'error') {
        const row = message.response.user_data;
        const before = row
          ? stateRef.current.players.find((p) => p.event_register_id === row.event_register_id)
          : undefined;
        if (message.type === 'player_joined' && row) {
          onEventRef.current({ kind: 'joined', text: t.joinedGame(row.user_name) });
        }
        if (message.type === 'connection_made' && row && message.response.image_data) {
          onEventRef.current({
            kind: 'connected',
            text: t.connected(row.user_name, message.response.image_data.connected_name),
          });
        }
        apply({ board: 'game', message });
        // A host's unhide that gives a player back their fifth letter restores a completion, it is no
        // new one: the room's completion moment is for the game's own moments.
        if (
          message.type !== 'player_changed' &&
          row &&
          before &&
          trueLetters(before.score) === MAX_BINGOS - 1 &&
          trueLetters(row.score) === MAX_BINGOS
        ) {
          onCompletedRef.current(row);
        }
        return;
      }
      apply({ board: 'game', message });
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
  });
  const votingStatus = useLiveSocket<VotingSocketMessage>({
    eventId,
    board: 'vote-leaderboard',
    onMessage: onVoting,
  });

  return { state, gameStatus, votingStatus };
}
