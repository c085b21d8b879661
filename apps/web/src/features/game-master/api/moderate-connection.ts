import { type ActivityItem, apiPath } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { upsertActivityEverywhere } from '../utils/activity-cache';
import { refreshStandings } from './keys';

export type ConnectionAction = 'hide' | 'unhide';

/** POST /manage-event/{id}/connections/{connectionId}/hide/ or .../unhide/ : the item as it is now. */
export async function moderateConnection(
  eventId: string,
  connectionId: string,
  action: ConnectionAction,
): Promise<ActivityItem> {
  const { response } = await api.post(
    apiPath(action === 'hide' ? 'hideConnection' : 'unhideConnection', { id: eventId, connectionId }),
  );
  return response;
}

/** Hide or unhide: the answer replaces the item in every loaded page; counts and rankings load again. */
export function useModerateConnection(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ connectionId, action }: { connectionId: string; action: ConnectionAction }) =>
      moderateConnection(eventId, connectionId, action),
    onSuccess: (item) => {
      upsertActivityEverywhere(queryClient, eventId, item);
      refreshStandings(queryClient, eventId);
    },
  });
}
