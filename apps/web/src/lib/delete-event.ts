import { apiPath } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eventInfoKeys } from '@/lib/event-info';

/**
 * Deletes an event with its players, connections and images: the owner's event deletion, which deletes a
 * demo event and its simulated players too (the event screen's and the dashboard's demo card's).
 */
export async function deleteEvent(eventName: string): Promise<void> {
  await api.delete(apiPath('deleteEvent', { id: eventName }));
}

export function useDeleteEvent(eventName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteEvent(eventName),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: eventInfoKeys.all(eventName) });
      return queryClient.invalidateQueries({ queryKey: ['events'] });
    },
  });
}
