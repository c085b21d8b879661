import type { GameSocketMessage } from '@hoogo/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveSocket } from '@/lib/live-socket';
import { userMatrixQueryKey } from '../api/get-user-matrix';
import { useSetVotingFlag } from './use-set-voting-flag';

/**
 * The player pages listen to the event's game socket as the public: when the host turns voting on or off,
 * the cached event and matrix take the new flag so the form and the buttons change without a reload; a
 * changed grid refetches the player's matrix.
 */
export function useLiveVotingFlag(eventName: string, eventId: string | undefined) {
  const queryClient = useQueryClient();
  const setVotingFlag = useSetVotingFlag(eventName, eventId);
  useLiveSocket<GameSocketMessage>({
    eventId,
    board: 'leaderboard',
    onMessage: (message) => {
      if (message.type === 'error') return;
      const enabled = message.response.voting_enabled;
      if (
        (message.type === 'voting_toggled' || message.type === 'snapshot') &&
        typeof enabled === 'boolean'
      ) {
        setVotingFlag(enabled);
      }
      if (message.type === 'grid_changed' && eventId) {
        void queryClient.invalidateQueries({ queryKey: userMatrixQueryKey(eventId) });
      }
    },
  });
}
