import type { EventNameAnswer } from '@hoogo/core';
import { api, apiPaths } from '@/lib/api-client';

/** Tells the server that the holder of the stored tokens arrived through the entry route. */
export function onboardUser() {
  return api.post<null>(apiPaths.hoogo('/common/onboard-user/'));
}

/** The name of an event from its id: the entry route redirects by name. */
export async function getEventName(eventId: string): Promise<string> {
  const { response } = await api.get<EventNameAnswer>(
    apiPaths.event('manage-event', eventId, '/get-event-name/'),
  );
  return response.event_name;
}
