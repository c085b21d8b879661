import { isGridComplete, type UserMatrix } from '@hoogo/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userMatrixQueryKey } from '../api/get-user-matrix';
import { hasGrid } from '../components/grid-notice';

/**
 * The grid is asked for again when the status channel's grid_complete differs from the loaded grid's: the
 * letters changed before the channel opened.
 */
export function useStaleGridCheck(
  eventId: string | undefined,
  statusGridComplete: boolean | undefined,
  data: UserMatrix | undefined,
) {
  const queryClient = useQueryClient();
  const loadedGridComplete = data ? hasGrid(data.question) && isGridComplete(data.question) : undefined;
  useEffect(() => {
    if (statusGridComplete === undefined || loadedGridComplete === undefined || !eventId) return;
    if (statusGridComplete !== loadedGridComplete) {
      void queryClient.invalidateQueries({ queryKey: userMatrixQueryKey(eventId) });
    }
  }, [statusGridComplete, loadedGridComplete, eventId, queryClient]);
}
