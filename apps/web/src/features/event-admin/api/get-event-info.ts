import type { EventInfo } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';

/** The event's path segment: its id or its name. */
export const eventPath = (event: string, rest: string) =>
  apiPaths.hoogo(`/manage-event/${encodeURIComponent(event)}${rest}`);

export async function getEventInfo(eventName: string): Promise<EventInfo> {
  const { response } = await api.get<EventInfo>(eventPath(eventName, '/get-info/'));
  return response;
}

export const eventInfoQueryKey = (eventName: string) => ['event-info', eventName] as const;

export const eventInfoQueryOptions = (eventName: string) =>
  queryOptions({ queryKey: eventInfoQueryKey(eventName), queryFn: () => getEventInfo(eventName) });

export function useEventInfo(eventName: string) {
  return useQuery(eventInfoQueryOptions(eventName));
}
