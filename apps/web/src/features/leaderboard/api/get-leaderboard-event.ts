import type { EventInfo } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';

/** A path under the event's segment (its id or its name). */
export const leaderboardPath = (section: 'manage-event' | 'manage-game', event: string, rest: string) =>
  apiPaths.hoogo(`/${section}/${encodeURIComponent(event)}${rest}`);

/** GET /manage-event/{name}/get-info/ : the id the sockets need, the title, code_digits and the host role. */
export async function getLeaderboardEvent(eventName: string): Promise<EventInfo> {
  const { response } = await api.get<EventInfo>(leaderboardPath('manage-event', eventName, '/get-info/'));
  return response;
}

export const leaderboardEventQueryKey = (eventName: string) => ['leaderboard', 'event', eventName] as const;

export function useLeaderboardEvent(eventName: string) {
  return useQuery(
    queryOptions({
      queryKey: leaderboardEventQueryKey(eventName),
      queryFn: () => getLeaderboardEvent(eventName),
    }),
  );
}
