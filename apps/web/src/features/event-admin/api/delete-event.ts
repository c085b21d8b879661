import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';
import { eventInfoKeys } from '@/lib/event-info';

export async function deleteEvent(eventName: string): Promise<void> {
  await api.delete(apiPaths.event('manage-event', eventName, '/delete/'));
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
