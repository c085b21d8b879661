import { apiPath } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { deleteDraft, listDrafts } from '@/lib/connection-drafts';
import { clearPlayerSnapshot } from '@/lib/player-snapshot';
import { storage } from '@/lib/storage';

/** POST /manage-game/{id}/leave/ : the player leaves the event and their data in it is deleted. */
export async function leaveEvent(eventId: string, userId: string): Promise<void> {
  await api.post(apiPath('leaveEvent', { id: eventId }), { user_id: userId });
}

/**
 * Forgets on this device what it kept of the player in the event: the player key, the last known card,
 * the connections still waiting to be sent, the current event when it is this one (docs/data.md).
 */
export async function forgetPlayer(event: { id: string; name: string }, userId: string): Promise<void> {
  storage.setEventUserId(event.id, null);
  clearPlayerSnapshot(event.name);
  if (storage.get('currentEventId') === event.id) {
    storage.set('currentEventId', null);
    storage.set('eventName', null);
  }
  try {
    for (const draft of await listDrafts(event.id, userId)) await deleteDraft(draft);
  } catch {
    // A draft that cannot be read or deleted is never sent: the key it would go with is gone.
  }
}

/**
 * Leaves the event. The caller goes elsewhere on success and then calls `forget`: the phone forgets the
 * player, and the caches drop the event's card once the player page is gone (dropped while it is still
 * shown, its queries would start again and register the player anew).
 */
export function useLeaveEvent(event: { id: string; name: string }, userId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: () => leaveEvent(event.id, userId) });
  async function forget() {
    await forgetPlayer(event, userId);
    queryClient.removeQueries({ queryKey: ['game'] });
    await queryClient.invalidateQueries({ queryKey: ['events'] });
  }
  return { mutation, forget };
}
