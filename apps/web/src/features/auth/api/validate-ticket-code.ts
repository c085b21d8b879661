import { apiPath, type PlayerRegistration } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storage } from '@/lib/storage';

/**
 * POST /manage-game/{id}/validate-ticket-code/ : a checked-in ticket signs its holder in as the event's
 * player. The answer is the player registration the normal join gives; no account session comes with it.
 */
export async function validateTicketCode({
  eventName,
  ticketCode,
}: {
  eventName: string;
  ticketCode: string;
}): Promise<PlayerRegistration> {
  const { response } = await api.post(
    apiPath('validateTicketCode', { id: eventName }),
    { ticket_code: ticketCode },
    { auth: false },
  );
  return response;
}

/** Stores the player as the join does: eventUserId-{eventId}, and the current event. */
export function useTicketCodeLogin(eventName: string) {
  return useMutation({
    mutationFn: (ticketCode: string) => validateTicketCode({ eventName, ticketCode }),
    onSuccess: (registration) => {
      storage.setEventUserId(registration.event_id, registration.user_id);
      storage.set('currentEventId', registration.event_id);
      storage.set('eventName', registration.event_name);
    },
  });
}
