import { apiPath, type CompletedPlayer } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { completedPlayersQueryKey } from './get-completed-players';

/** POST /manage-game/{id}/vote/{event_register_id}/ with the voter's user_id. */
export async function vote({
  eventId,
  userId,
  eventRegisterId,
}: {
  eventId: string;
  userId: string;
  eventRegisterId: string;
}): Promise<void> {
  await api.post(apiPath('vote', { id: eventId, playerId: eventRegisterId }), {
    user_id: userId,
  });
}

export function useVote(eventId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventRegisterId: string) => vote({ eventId, userId, eventRegisterId }),
    onSuccess: (_data, eventRegisterId) => {
      queryClient.setQueryData<CompletedPlayer[]>(completedPlayersQueryKey(eventId), (players) =>
        players?.map((p) => (p.event_register_id === eventRegisterId ? { ...p, voted: true } : p)),
      );
      return queryClient.invalidateQueries({ queryKey: completedPlayersQueryKey(eventId) });
    },
  });
}
