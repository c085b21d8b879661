import type { EventNameAnswer } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';

/** The event's current name, from any name it answers to (an old name after a rename); 404 when none. */
export async function getEventName(eventName: string): Promise<string> {
  const { response } = await api.get<EventNameAnswer>(
    apiPaths.event('manage-event', eventName, '/get-event-name/'),
  );
  return response.event_name;
}

export const eventNameQueryOptions = (eventName: string) =>
  queryOptions({ queryKey: ['event-name', eventName], queryFn: () => getEventName(eventName) });

export function useEventName(eventName: string) {
  return useQuery(eventNameQueryOptions(eventName));
}
