import type { EventInfo, EventStatus, StatusSocketMessage, UserMatrix } from '@hoogo/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLiveSocket } from '@/lib/live-socket';
import { gameEventQueryKey } from '../api/get-game-event';
import { userMatrixQueryKey } from '../api/get-user-matrix';
import { useSetVotingFlag } from './use-set-voting-flag';

function isStatusMessage(message: unknown): message is StatusSocketMessage {
  const m = message as Partial<StatusSocketMessage> | null;
  return m?.type === 'status' && typeof m.response === 'object' && m.response !== null;
}

/**
 * The player pages listen to the event's own status channel as the public (never to the leaderboard,
 * whose first frame is the whole board): when the host turns voting on or off the cached event and matrix
 * take the new flag, so the form and the buttons change without a reload; a new grid_version refetches
 * the player's matrix. Answers the latest status (counts included), null until the first message.
 * `onReconnect` runs each time the socket opens again after a close: the server is reachable again.
 */
export function useLiveVotingFlag(
  eventName: string,
  eventId: string | undefined,
  { onReconnect }: { onReconnect?: () => void } = {},
): EventStatus | null {
  const queryClient = useQueryClient();
  const setVotingFlag = useSetVotingFlag(eventName, eventId);
  const [status, setStatus] = useState<EventStatus | null>(null);
  const gridVersion = useRef<string | null>(null);
  const opened = useRef(false);

  useLiveSocket<unknown>({
    eventId,
    board: 'status',
    onOpen: () => {
      if (opened.current) onReconnect?.();
      opened.current = true;
    },
    onMessage: (message) => {
      if (!isStatusMessage(message) || !eventId) return;
      const next = message.response;
      setStatus(next);
      if (typeof next.voting_enabled === 'boolean') setVotingFlag(next.voting_enabled);
      if (next.code_digits !== undefined) {
        queryClient.setQueryData<EventInfo>(gameEventQueryKey(eventName), (info) =>
          info ? { ...info, code_digits: next.code_digits } : info,
        );
        queryClient.setQueriesData<UserMatrix>({ queryKey: userMatrixQueryKey(eventId) }, (matrix) =>
          matrix ? { ...matrix, code_digits: next.code_digits } : matrix,
        );
      }
      // The first version is the one the matrix was loaded with; a later different one is a new grid.
      const previous = gridVersion.current;
      gridVersion.current = next.grid_version;
      if (previous !== null && previous !== next.grid_version) {
        void queryClient.invalidateQueries({ queryKey: userMatrixQueryKey(eventId) });
      }
    },
  });

  return status;
}
