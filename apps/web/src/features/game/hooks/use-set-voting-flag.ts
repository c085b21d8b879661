import type { UserMatrix } from '@hoogo/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { patchEventInfo } from '@/lib/event-info-cache';
import { userMatrixQueryKey } from '../api/get-user-matrix';

/**
 * Sets the event's voting_enabled flag locally when a call tells that it changed: statusCode
 * 4000 on a connection (voting started) or on a vote (voting closed).
 */
export function useSetVotingFlag(eventName: string, eventId: string | undefined) {
  const queryClient = useQueryClient();
  return useCallback(
    (enabled: boolean) => {
      patchEventInfo(queryClient, eventName, { voting_enabled: enabled });
      if (!eventId) return;
      queryClient.setQueriesData<UserMatrix>({ queryKey: userMatrixQueryKey(eventId) }, (matrix) =>
        matrix ? { ...matrix, voting_enabled: enabled } : matrix,
      );
    },
    [queryClient, eventName, eventId],
  );
}
