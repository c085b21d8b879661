import { apiPath } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eventInfoKeys } from '@/lib/event-info';

/** Deletes a demo event, its simulated players and their images (the owner's event deletion). */
export async function deleteDemo(eventName: string): Promise<void> {
  await api.delete(apiPath('deleteEvent', { id: eventName }));
}

export function useDeleteDemo(eventName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteDemo(eventName),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: eventInfoKeys.all(eventName) });
      return queryClient.invalidateQueries({ queryKey: ['events'] });
    },
  });
}
