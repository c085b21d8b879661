import type { EventInfo, HostRole } from '@hoogo/core';
import { useQuery } from '@tanstack/react-query';
import { eventInfoQueryOptions } from '@/lib/event-info';
import { storage } from '@/lib/storage';

/** Checked again every few minutes, so a session that ended turns the board public. */
const ROLE_RECHECK_MS = 5 * 60_000;

const roleOf = (info: EventInfo) => info.role;

/**
 * The host role while a session is stored, from the event as the caller sees it; null (the public board)
 * without one, or once the session ended or the check failed.
 */
export function useHostRole(eventName: string): HostRole | null {
  const signedIn = Boolean(storage.get('accessToken'));
  const query = useQuery({
    ...eventInfoQueryOptions(eventName, 'caller'),
    select: roleOf,
    enabled: signedIn,
    retry: false,
    refetchInterval: ROLE_RECHECK_MS,
  });
  if (!signedIn || query.isError) return null;
  return query.data ?? null;
}
