import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TicketingEvent } from './get-ticketing-events';
import { ticketingQueryKey } from './get-ticketing-events';
import { attendeeListsPath } from './ticketing-paths';

/** An uploaded attendee list: a ticketing event of its own, with its counts. */
export interface AttendeeList extends TicketingEvent {
  attendees: number;
  checked_in: number;
}

export async function getAttendeeLists(): Promise<AttendeeList[]> {
  const { response } = await api.get<AttendeeList[]>(attendeeListsPath);
  return response;
}

export const attendeeListsQueryOptions = () =>
  queryOptions({ queryKey: [...ticketingQueryKey, 'csv'], queryFn: getAttendeeLists });

export function useAttendeeLists() {
  return useQuery(attendeeListsQueryOptions());
}
