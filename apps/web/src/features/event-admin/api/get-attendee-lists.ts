import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type TicketingEvent, ticketingPath, ticketingQueryKey } from './get-ticketing-events';

/** An uploaded attendee list: a ticketing event of its own, with its counts. */
export interface AttendeeList extends TicketingEvent {
  attendees: number;
  checked_in: number;
}

export async function getAttendeeLists(): Promise<AttendeeList[]> {
  const { response } = await api.get<AttendeeList[]>(ticketingPath('/csv/'));
  return response;
}

export const attendeeListsQueryOptions = () =>
  queryOptions({ queryKey: [...ticketingQueryKey, 'csv'], queryFn: getAttendeeLists });

export function useAttendeeLists() {
  return useQuery(attendeeListsQueryOptions());
}
