import { apiPath } from '@hoogo/core';
import { api } from '@/lib/api-client';
import { useMutationInvalidating } from '@/lib/react-query';
import { ticketingQueryKey } from './get-ticketing-events';

/** The list is named by its event_id (`csv:<list id>`), which the server also accepts. */
export async function removeAttendeeList(eventId: string): Promise<string | undefined> {
  const { message } = await api.delete(apiPath('removeAttendeeList', { listId: eventId }));
  return message.general[0];
}

export function useRemoveAttendeeList() {
  return useMutationInvalidating(removeAttendeeList, ticketingQueryKey);
}
