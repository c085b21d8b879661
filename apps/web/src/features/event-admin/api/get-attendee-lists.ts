import type { AttendeeList } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketingPath, ticketingQueryKey } from './get-ticketing-events';

export async function getAttendeeLists(): Promise<AttendeeList[]> {
  const { response } = await api.get<AttendeeList[]>(ticketingPath('/csv/'));
  return response;
}

export const attendeeListsQueryOptions = () =>
  queryOptions({ queryKey: [...ticketingQueryKey, 'csv'], queryFn: getAttendeeLists });

export function useAttendeeLists() {
  return useQuery(attendeeListsQueryOptions());
}
