import { apiPath } from '@hoogo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /manage-event/{id}/check-play-with-ticket-code/ : public; whether the event takes ticket codes. */
export async function checkPlayWithTicketCode(eventName: string): Promise<boolean> {
  const { response } = await api.get(apiPath('checkPlayWithTicketCode', { id: eventName }), { auth: false });
  return response.play_with_ticket_code;
}

export const playWithTicketCodeQueryOptions = (eventName: string) =>
  queryOptions({
    queryKey: ['auth', 'play-with-ticket-code', eventName],
    queryFn: () => checkPlayWithTicketCode(eventName),
  });

/** Asked only when the sign-in leads to an event's player page. */
export function usePlayWithTicketCode(eventName: string | null) {
  return useQuery({ ...playWithTicketCodeQueryOptions(eventName ?? ''), enabled: Boolean(eventName) });
}
