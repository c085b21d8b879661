import { apiPath, type EventInfo } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * Who asks for the event. The server's answer differs only in `role`:
 * - 'caller' sends the stored session when there is one: `role` is the caller's host role (the management
 *   screens, the host's preview of the player pages, the board's host controls);
 * - 'public' sends no token: `role` is null, and a session that ended can never stop the call (the venue
 *   board shows to everyone, whatever the state of the screen's session).
 */
export type EventViewer = 'caller' | 'public';

/**
 * GET /manage-event/{id or name}/get-info/ : the event's id, name, grid, codes and voting flags, templates
 * and the viewer's host role.
 */
export async function getEventInfo(eventName: string, viewer: EventViewer = 'caller'): Promise<EventInfo> {
  const { response } = await api.get(apiPath('getInfo', { id: eventName }), {
    auth: viewer === 'caller',
  });
  return response;
}

/** One cache entry per viewer; `all` is both, for a change that every copy must see. */
export const eventInfoKeys = {
  all: (eventName: string) => ['event-info', eventName] as const,
  of: (eventName: string, viewer: EventViewer) => ['event-info', eventName, viewer] as const,
};

export const eventInfoQueryOptions = (eventName: string, viewer: EventViewer = 'caller') =>
  queryOptions({
    queryKey: eventInfoKeys.of(eventName, viewer),
    queryFn: () => getEventInfo(eventName, viewer),
  });

export function useEventInfo(
  eventName: string,
  viewer: EventViewer = 'caller',
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...eventInfoQueryOptions(eventName, viewer), enabled });
}
