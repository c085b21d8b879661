import { apiPath, type HostList } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getHosts(eventName: string): Promise<HostList> {
  const { response } = await api.get(apiPath('listHosts', { id: eventName }));
  return response;
}

export const hostsQueryKey = (eventName: string) => ['event-hosts', eventName] as const;

export const hostsQueryOptions = (eventName: string) =>
  queryOptions({ queryKey: hostsQueryKey(eventName), queryFn: () => getHosts(eventName) });

export function useHosts(eventName: string) {
  return useQuery(hostsQueryOptions(eventName));
}
