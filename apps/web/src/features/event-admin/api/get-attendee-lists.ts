import { type AttendeeList, apiPath } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketingQueryKey } from './get-ticketing-events';

export async function getAttendeeLists(): Promise<AttendeeList[]> {
  const { response } = await api.get(apiPath('attendeeLists'));
  return response;
}

export const attendeeListsQueryOptions = () =>
  queryOptions({ queryKey: [...ticketingQueryKey, 'csv'], queryFn: getAttendeeLists });

export function useAttendeeLists() {
  return useQuery(attendeeListsQueryOptions());
}
