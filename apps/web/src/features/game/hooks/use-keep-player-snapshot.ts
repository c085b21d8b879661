import type { UserMatrix } from '@hoogo/core';
import { useEffect } from 'react';
import { savePlayerSnapshot } from '@/lib/player-snapshot';

/**
 * Keeps the last grid the server sent (and the cells filled since) on this phone, with its event, for a
 * start without network (lib/player-snapshot.ts).
 */
export function useKeepPlayerSnapshot(
  eventName: string,
  known: { id: string; name: string } | undefined,
  userId: string | undefined,
  matrix: { data: UserMatrix | undefined; isFetchedAfterMount: boolean },
) {
  const { data, isFetchedAfterMount } = matrix;
  useEffect(() => {
    if (!known || !userId || !data || !isFetchedAfterMount) return;
    savePlayerSnapshot(eventName, {
      event: {
        id: known.id,
        name: known.name,
        voting_enabled: data.voting_enabled,
        code_digits: data.code_digits,
      },
      userId,
      matrix: data,
    });
  }, [eventName, known, userId, data, isFetchedAfterMount]);
}
