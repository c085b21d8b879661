import { apiPath, type TicketingEvents } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Everything about the organiser's ticketing accounts lives under this key. */
export const ticketingQueryKey = ['ticketing'] as const;

export async function getTicketingEvents(): Promise<TicketingEvents> {
  const { response } = await api.get(apiPath('ticketingEvents'));
  return { ...response, unavailable: response.unavailable ?? [] };
}

export const ticketingEventsQueryOptions = () =>
  queryOptions({ queryKey: [...ticketingQueryKey, 'events'], queryFn: getTicketingEvents });

/** Fetched only for an event that has a name. */
export function useTicketingEvents(eventName: string) {
  return useQuery({ ...ticketingEventsQueryOptions(), enabled: eventName !== '' });
}
