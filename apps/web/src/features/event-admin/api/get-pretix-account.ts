import type { PretixAccount } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketingPath, ticketingQueryKey } from './get-ticketing-events';

export async function getPretixAccount(): Promise<PretixAccount | null> {
  const { response } = await api.get<PretixAccount | null>(ticketingPath('/pretix/'));
  return response;
}

export const pretixAccountQueryOptions = () =>
  queryOptions({ queryKey: [...ticketingQueryKey, 'pretix'], queryFn: getPretixAccount });

export function usePretixAccount() {
  return useQuery(pretixAccountQueryOptions());
}
