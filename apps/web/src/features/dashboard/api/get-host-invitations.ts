import { apiPath, type HostInvitation } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getHostInvitations(): Promise<HostInvitation[]> {
  const { response } = await api.get(apiPath('hostInvitations'));
  return response;
}

// Under ['events'] so that everything refreshing the dashboard's lists refreshes it too.
export const hostInvitationsQueryKey = ['events', 'host-invitations'] as const;

export const hostInvitationsQueryOptions = () =>
  queryOptions({ queryKey: hostInvitationsQueryKey, queryFn: getHostInvitations });

export function useHostInvitations() {
  return useQuery(hostInvitationsQueryOptions());
}
