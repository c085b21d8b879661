import { apiPath, type PretixAccount } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketingQueryKey } from './get-ticketing-events';

export async function getPretixAccount(): Promise<PretixAccount | null> {
  const { response } = await api.get(apiPath('pretixAccount'));
  return response;
}

export const pretixAccountQueryOptions = () =>
  queryOptions({ queryKey: [...ticketingQueryKey, 'pretix'], queryFn: getPretixAccount });

export function usePretixAccount() {
  return useQuery(pretixAccountQueryOptions());
}
