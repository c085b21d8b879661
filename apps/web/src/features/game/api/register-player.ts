import { apiPath, type PlayerRegistration } from '@hoogo/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storage } from '@/lib/storage';

/** POST /manage-user/{id}/get-event-register-id/ : registers the signed-in user in the event (idempotent). */
export async function registerPlayer(eventId: string): Promise<PlayerRegistration> {
  const { response } = await api.post(apiPath('registerPlayer', { id: eventId }));
  return response;
}

/** The stored player key of `event`, which becomes the current event either way. */
function storedPlayerId(event: { id: string; name: string }): string | null {
  storage.set('currentEventId', event.id);
  storage.set('eventName', event.name);
  return storage.getEventUserId(event.id);
}

/**
 * The player's secret user_id in an event: the stored eventUserId-{eventId}, or a registration made once
 * and stored. The current event's id and name are remembered either way.
 */
export async function resolvePlayerId(
  event: { id: string; name: string },
  onRegistered?: () => void,
): Promise<string> {
  const stored = storedPlayerId(event);
  if (stored) return stored;
  const registration = await registerPlayer(event.id);
  storage.setEventUserId(registration.event_id, registration.user_id);
  onRegistered?.();
  return registration.user_id;
}

/**
 * The event this phone last played, when it is `eventName` and its player key is stored: its id is known
 * before GET get-info answers, so the grid is asked for at the same time instead of after it.
 */
export function rememberedEvent(eventName: string): { id: string; name: string } | undefined {
  const id = storage.get('currentEventId');
  const name = storage.get('eventName');
  if (!id || !name || name.toLowerCase() !== eventName.toLowerCase()) return undefined;
  return storage.getEventUserId(id) ? { id, name } : undefined;
}

/**
 * Whether opening a player page may register the viewer: yes for anyone who is not a host of the event,
 * and for a host who already joined on this device. A host who has not joined sees the player page as a
 * preview (with Join as player) instead, so looking never counts them as a player.
 */
export function opensAsPlayer(event: { id: string; role: string | null }): boolean {
  return event.role === null || storage.getEventUserId(event.id) !== null;
}

export const playerIdQueryKey = (eventId: string) => ['game', 'player-id', eventId] as const;

export function usePlayerId(event: { id: string; name: string } | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: playerIdQueryKey(event?.id ?? ''),
    queryFn: () =>
      resolvePlayerId(event as { id: string; name: string }, () =>
        // The dashboard's Participated tab lists this event from now on.
        queryClient.invalidateQueries({ queryKey: ['events', 'participated'] }),
      ),
    enabled: Boolean(event),
    staleTime: Number.POSITIVE_INFINITY,
    // A stored key is there at once: the page shows the last known grid in its first render, not a tick later.
    initialData: () => (event ? (storedPlayerId(event) ?? undefined) : undefined),
  });
}
