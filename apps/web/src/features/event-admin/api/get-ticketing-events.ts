import type { TicketingEvents } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';

/** The organiser's ticketing calls (list-events/, pretix/, csv/) share one path prefix. */
export const ticketingPath = (rest: string) => apiPaths.hoogo(`/manage-event/user/mmp${rest}`);

/** Everything about the organiser's ticketing accounts lives under this key. */
export const ticketingQueryKey = ['ticketing'] as const;

export async function getTicketingEvents(): Promise<TicketingEvents> {
  const { response } = await api.get<Omit<TicketingEvents, 'unavailable'> & Partial<TicketingEvents>>(
    ticketingPath('/list-events/'),
  );
  return { ...response, unavailable: response.unavailable ?? [] };
}

export const ticketingEventsQueryOptions = () =>
  queryOptions({ queryKey: [...ticketingQueryKey, 'events'], queryFn: getTicketingEvents });

/** Fetched only for an event that has a name. */
export function useTicketingEvents(eventName: string) {
  return useQuery({ ...ticketingEventsQueryOptions(), enabled: eventName !== '' });
}
