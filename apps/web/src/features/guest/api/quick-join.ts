import { apiPath } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storage } from '@/lib/storage';

/**
 * POST /manage-game/{id}/quick-join/ : a guest account made for this phone, joined to the event. Its
 * refresh token stays in this browser's storage: it is the guest's only way back in until they add an
 * email (docs/decisions/0055-quick-join.md).
 */
export async function quickJoin({ eventName, name }: { eventName: string; name: string }) {
  const { response } = await api.post(apiPath('quickJoin', { id: eventName }), { name }, { auth: false });
  return response;
}

/** Stores the guest's session and player as a sign-in and a join do, and the current event. */
export function useQuickJoin(eventName: string) {
  return useMutation({
    mutationFn: (name: string) => quickJoin({ eventName, name }),
    onSuccess: ({ registration, ...session }) => {
      storage.saveSession(session);
      storage.setEventUserId(registration.event_id, registration.user_id);
      storage.set('currentEventId', registration.event_id);
      storage.set('eventName', registration.event_name);
    },
  });
}
