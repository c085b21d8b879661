import type { EventInfo } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';

/** A game path under the event's segment (its id or its name). */
export const gamePath = (
  section: 'manage-event' | 'manage-game' | 'manage-user',
  event: string,
  rest: string,
) => apiPaths.hoogo(`/${section}/${encodeURIComponent(event)}${rest}`);

/** GET /manage-event/{id}/get-info/ : public; the letters, the codes and voting flags, the templates. */
export async function getGameEvent(eventName: string): Promise<EventInfo> {
  const { response } = await api.get<EventInfo>(gamePath('manage-event', eventName, '/get-info/'));
  return response;
}

export const gameEventQueryKey = (eventName: string) => ['game', 'event', eventName] as const;

export const gameEventQueryOptions = (eventName: string) =>
  queryOptions({ queryKey: gameEventQueryKey(eventName), queryFn: () => getGameEvent(eventName) });

export function useGameEvent(eventName: string) {
  return useQuery(gameEventQueryOptions(eventName));
}
