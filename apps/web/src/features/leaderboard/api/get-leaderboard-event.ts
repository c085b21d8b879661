import type { EventInfo, HostRole } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';
import { storage } from '@/lib/storage';

/** A path under the event's segment (its id or its name). */
export const leaderboardPath = (section: 'manage-event' | 'manage-game', event: string, rest: string) =>
  apiPaths.hoogo(`/${section}/${encodeURIComponent(event)}${rest}`);

/**
 * GET /manage-event/{name}/get-info/ as the public sees it (no token): the id the sockets need, the title,
 * the grid and the voting flag. The board never depends on a session to show.
 */
export async function getLeaderboardEvent(eventName: string): Promise<EventInfo> {
  const { response } = await api.get<EventInfo>(leaderboardPath('manage-event', eventName, '/get-info/'), {
    auth: false,
  });
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

/** The same call with the stored session: the caller's host role, null for anyone else. */
export async function getHostRole(eventName: string): Promise<HostRole | null> {
  const { response } = await api.get<EventInfo>(leaderboardPath('manage-event', eventName, '/get-info/'));
  return response.role;
}

/** Checked again every few minutes, so a session that ended turns the board public. */
const ROLE_RECHECK_MS = 5 * 60_000;

/**
 * The host role while a session is stored; null (the public board) without one, or once the session
 * ended or the check failed.
 */
export function useHostRole(eventName: string): HostRole | null {
  const signedIn = Boolean(storage.get('accessToken'));
  const query = useQuery({
    queryKey: ['leaderboard', 'role', eventName],
    queryFn: () => getHostRole(eventName),
    enabled: signedIn,
    retry: false,
    refetchInterval: ROLE_RECHECK_MS,
  });
  if (!signedIn || query.isError) return null;
  return query.data ?? null;
}
