import { apiPath, DASHBOARD_CACHE_MS, type OrganisedEvent } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getOrganisedEvents(): Promise<OrganisedEvent[]> {
  const { response } = await api.get(apiPath('organisedEvents'));
  return response;
}

export const organisedEventsQueryKey = ['events', 'organised'] as const;

export const organisedEventsQueryOptions = () =>
  queryOptions({
    queryKey: organisedEventsQueryKey,
    queryFn: getOrganisedEvents,
    staleTime: DASHBOARD_CACHE_MS,
  });

export function useOrganisedEvents({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...organisedEventsQueryOptions(), enabled });
}
