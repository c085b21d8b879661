import { apiPath, DASHBOARD_CACHE_MS, type ParticipatedEvent } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getParticipatedEvents(): Promise<ParticipatedEvent[]> {
  const { response } = await api.get(apiPath('participatedEvents'));
  return response;
}

export const participatedEventsQueryOptions = () =>
  queryOptions({
    queryKey: ['events', 'participated'],
    queryFn: getParticipatedEvents,
    staleTime: DASHBOARD_CACHE_MS,
  });

export function useParticipatedEvents({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...participatedEventsQueryOptions(), enabled });
}
