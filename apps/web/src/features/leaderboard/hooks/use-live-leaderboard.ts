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
import { notify } from '@/lib/toast';
import { initialLiveState, type LiveAction, type LiveState, liveReducer } from './live-state';

const t = messages.live;

/**
 * The host screen's two live sockets (game and voting board, with the stored token when there is one):
 * the state they build, the live toasts of the message catalogue, and a call when a player's letters go from 4 to 5.
 */
export function useLiveLeaderboard({
  eventId,
  onCompleted,
}: {
  eventId: string | undefined;
  onCompleted: (player: LeaderboardPlayer) => void;
}) {
  const [state, setState] = useState<LiveState>(initialLiveState);
  // Messages can arrive faster than renders: the reducer runs on the latest state kept here.
  const stateRef = useRef(state);
  const onCompletedRef = useRef(onCompleted);
  onCompletedRef.current = onCompleted;

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
        if (message.type === 'player_joined' && row) notify.success(t.joinedGame(row.user_name));
        if (message.type === 'connection_made' && row && message.response.image_data) {
          notify.success(t.connected(row.user_name, message.response.image_data.connected_name));
        }
        apply({ board: 'game', message });
        if (
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
      if (message.type === 'player_completed' && message.response.user_data) {
        notify.success(t.joinedVoting(message.response.user_data.name));
      }
      if (message.type === 'vote_cast' && message.response.user_data) {
        notify.success(t.voteReceived(message.response.user_data.name));
      }
      apply({ board: 'voting', message });
    },
    [apply],
  );

  const gameStatus = useLiveSocket<GameSocketMessage>({
    eventId,
    board: 'leaderboard',
    withToken: true,
    onMessage: onGame,
  });
  const votingStatus = useLiveSocket<VotingSocketMessage>({
    eventId,
    board: 'vote-leaderboard',
    withToken: true,
    onMessage: onVoting,
  });

  const setVotingEnabled = useCallback(
    (enabled: boolean) => apply({ board: 'host', votingEnabled: enabled }),
    [apply],
  );

  return { state, gameStatus, votingStatus, setVotingEnabled };
}
