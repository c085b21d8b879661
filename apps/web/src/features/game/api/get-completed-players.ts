import { apiPath, type CompletedPlayer } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /manage-game/{id}/hoogo-completed-players/?user_id= : completed players connected to me. */
export async function getCompletedPlayers(eventId: string, userId: string): Promise<CompletedPlayer[]> {
  const { response } = await api.get(apiPath('completedPlayers', { id: eventId }), {
    query: { user_id: userId },
  });
  return response;
}

export const completedPlayersQueryKey = (eventId: string) => ['game', 'completed-players', eventId] as const;

export const completedPlayersQueryOptions = (eventId: string, userId: string) =>
  queryOptions({
    queryKey: completedPlayersQueryKey(eventId),
    queryFn: () => getCompletedPlayers(eventId, userId),
    staleTime: 0,
  });

export function useCompletedPlayers(eventId: string | undefined, userId: string | undefined) {
  return useQuery({
    ...completedPlayersQueryOptions(eventId ?? '', userId ?? ''),
    enabled: Boolean(eventId && userId),
  });
}
