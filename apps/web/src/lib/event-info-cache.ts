import type { EventInfo } from '@hoogo/core';
import type { QueryClient } from '@tanstack/react-query';
import { eventInfoKeys } from './event-info';

/*
 * Writes into the cached event info (lib/event-info.ts). Kept apart from the query, which the first page
 * loads, because only the screens that change the event need them.
 */

/**
 * The event as a host's change answered it (update, templates restored): the caller's copy takes it as it
 * is, a public copy already loaded takes it without the role.
 */
export function setEventInfo(queryClient: QueryClient, info: EventInfo): void {
  queryClient.setQueryData(eventInfoKeys.of(info.name, 'caller'), info);
  queryClient.setQueriesData<EventInfo>({ queryKey: eventInfoKeys.of(info.name, 'public') }, (cached) =>
    cached ? { ...info, role: null } : cached,
  );
}

/**
 * Fields changed apart from the event's update (voting, code digits, branding, the room's language told
 * live), in every loaded copy of the event.
 */
export function patchEventInfo(
  queryClient: QueryClient,
  eventName: string,
  change: Partial<Pick<EventInfo, 'voting_enabled' | 'code_digits' | 'branding' | 'language'>>,
): void {
  queryClient.setQueriesData<EventInfo>({ queryKey: eventInfoKeys.all(eventName) }, (cached) =>
    cached ? { ...cached, ...change } : cached,
  );
}
