import { apiPath, type PersonMet } from '@hoogo/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /manage-game/{id}/people/?user_id= : the people I met, newest first. */
export async function getPeople(eventId: string, userId: string): Promise<PersonMet[]> {
  const { response } = await api.get(apiPath('people', { id: eventId }), {
    query: { user_id: userId },
  });
  return response;
}

export const peopleQueryKey = (eventId: string) => ['people', 'list', eventId] as const;

export function usePeople(eventId: string | undefined, userId: string | undefined) {
  return useQuery({
    queryKey: peopleQueryKey(eventId ?? ''),
    queryFn: () => getPeople(eventId ?? '', userId ?? ''),
    enabled: Boolean(eventId && userId),
    // Someone may have shared their contact details since: read again on each visit.
    staleTime: 0,
  });
}
