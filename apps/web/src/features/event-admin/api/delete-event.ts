import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eventInfoQueryKey, eventPath } from './get-event-info';

export async function deleteEvent(eventName: string): Promise<void> {
  await api.delete(eventPath(eventName, '/delete/'));
}

export function useDeleteEvent(eventName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteEvent(eventName),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: eventInfoQueryKey(eventName) });
      return queryClient.invalidateQueries({ queryKey: ['events'] });
    },
  });
}
