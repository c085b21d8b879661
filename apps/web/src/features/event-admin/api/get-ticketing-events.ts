import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';

/** A ticketing-platform event the organiser may connect; event_id is what mmp_event_id stores. */
export interface TicketingEvent {
  event_id: string;
  event_name: string;
}

/** One of the caller's providers whose events could not be listed, and the server's reason. */
export interface UnavailableProvider {
  /** Display name, as `provider`. */
  provider: string;
  message: string;
}

/**
 * GET /manage-event/user/mmp/list-events/ : the caller's pretix events and attendee lists. A provider
 * that failed is named in `unavailable` while the others' events still come back; the request itself
 * fails only when no event is left to show.
 */
export interface TicketingEvents {
  /** Display name of the caller's provider (pretix first), null when none is set up. */
  provider: string | null;
  events: TicketingEvent[];
  unavailable: UnavailableProvider[];
}

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
