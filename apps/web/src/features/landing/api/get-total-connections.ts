import { apiPath } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getTotalConnections(): Promise<number> {
  const { response } = await api.get(apiPath('totalConnections'), {
    auth: false,
  });
  return response.total_connections;
}

export const totalConnectionsQueryOptions = () =>
  queryOptions({ queryKey: ['total-connections'], queryFn: getTotalConnections });

export function useTotalConnections() {
  return useQuery(totalConnectionsQueryOptions());
}
