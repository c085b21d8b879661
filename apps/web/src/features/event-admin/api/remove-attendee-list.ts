import { apiPath } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketingQueryKey } from './get-ticketing-events';

/** The list is named by its event_id (`csv:<list id>`), which the server also accepts. */
export async function removeAttendeeList(eventId: string): Promise<string | undefined> {
  const { message } = await api.delete(apiPath('removeAttendeeList', { listId: eventId }));
  return message.general[0];
}

export function useRemoveAttendeeList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAttendeeList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketingQueryKey }),
  });
}
