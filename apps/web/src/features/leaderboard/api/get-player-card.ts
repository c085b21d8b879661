import { apiPath, type UserMatrix } from '@hoogo/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /manage-game/{id}/get-user-matrix/?event_register_id= : a player's card, read-only. */
export async function getPlayerCard(eventId: string, eventRegisterId: string): Promise<UserMatrix> {
  const { response } = await api.get(apiPath('getUserMatrix', { id: eventId }), {
    query: { event_register_id: eventRegisterId },
  });
  return response;
}

export function usePlayerCard(eventId: string | undefined, eventRegisterId: string | undefined) {
  return useQuery({
    queryKey: ['leaderboard', 'card', eventId, eventRegisterId],
    queryFn: () => getPlayerCard(eventId ?? '', eventRegisterId ?? ''),
    enabled: Boolean(eventId && eventRegisterId),
  });
}
