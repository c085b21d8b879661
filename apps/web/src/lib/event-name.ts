import { apiPath } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * GET /manage-event/{id or name}/get-event-name/ : the event's current name, from its id or any name it
 * answers to (an old name after a rename); 404 when none. The entry route asks by id and redirects by name.
 */
export async function getEventName(event: string): Promise<string> {
  const { response } = await api.get(apiPath('getEventName', { id: event }));
  return response.event_name;
}

export const eventNameQueryOptions = (event: string) =>
  queryOptions({ queryKey: ['event-name', event], queryFn: () => getEventName(event) });

export function useEventName(event: string) {
  return useQuery(eventNameQueryOptions(event));
}
