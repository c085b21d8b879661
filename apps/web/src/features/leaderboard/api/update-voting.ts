import type { EventInfo } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leaderboardEventQueryKey, leaderboardPath } from './get-leaderboard-event';

/** PATCH /manage-event/{id}/update/ (multipart) with voting_enabled 'true' | 'false'. */
export async function updateVoting({ eventId, enabled }: { eventId: string; enabled: boolean }) {
  const body = new FormData();
  body.append('voting_enabled', String(enabled));
  const { response } = await api.patch<EventInfo>(leaderboardPath('manage-event', eventId, '/update/'), body);
  return response;
}

export function useUpdateVoting(eventName: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => updateVoting({ eventId, enabled }),
    onSuccess: (_info, enabled) => {
      queryClient.setQueryData<EventInfo>(leaderboardEventQueryKey(eventName), (info) =>
        info ? { ...info, voting_enabled: enabled } : info,
      );
    },
  });
}
