import { apiPath, type PlayerStart } from '@hoogo/core';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import { keepFreshCard } from './get-user-matrix';
import { playerIdQueryKey } from './register-player';

/**
 * POST /manage-user/{id or name}/start-playing/ : the caller's host role and, unless they are a host who
 * has not joined, their registration (joining once) and their own card, in one answer.
 */
export async function startPlaying(eventName: string): Promise<PlayerStart> {
  const { response } = await api.post(apiPath('startPlaying', { id: eventName }));
  return response;
}

/** Stores what the answer carries where the page's own queries find it: the player key, the player id, the card. */
function keep(queryClient: QueryClient, start: PlayerStart) {
  const { registration, matrix } = start;
  if (!registration) return;
  storage.setEventUserId(registration.event_id, registration.user_id);
  storage.set('currentEventId', registration.event_id);
  storage.set('eventName', registration.event_name);
  queryClient.setQueryData(playerIdQueryKey(registration.event_id), registration.user_id);
  if (matrix) keepFreshCard(queryClient, registration.event_id, registration.user_id, matrix);
  // The dashboard's Participated tab lists this event from now on.
  void queryClient.invalidateQueries({ queryKey: ['events', 'participated'] });
}

/**
 * The first open of a player page on a phone that holds no player key
 * (docs/decisions/0058-the-attendees-first-minutes.md): asked together with the event, so the grid is one
 * round trip after the sign-in instead of three (event, then registration, then card). Only for a signed-in
 * account on a phone without any player key: a stored key (a ticket-code sign-in, or a game played here
 * before) is the player this phone plays as, and only the event's id (GET get-info) tells whether it is this
 * event's; those pages keep the event-first path.
 */
export function useStartPlaying(eventName: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['game', 'start', eventName.toLowerCase()],
    queryFn: async () => {
      const start = await startPlaying(eventName);
      keep(queryClient, start);
      return start;
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    // Once: a failure falls back to the event-first path, which has its own retries.
    retry: false,
  });
}
