import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eventInfoQueryKey, eventPath } from './get-event-info';

/** Builds the grid from the linked ticketing event's checked-in participants ; the edit modal shows it. */
export async function importGrid(eventName: string): Promise<string[][]> {
  const { response } = await api.post<{ grid: string[][] }>(eventPath(eventName, '/grid/import/'));
  return response.grid;
}

export function useImportGrid(eventName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => importGrid(eventName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventInfoQueryKey(eventName) }),
  });
}
