import { apiPath, type CreatedEvent } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { organisedEventsQueryKey } from './get-organised-events';

export async function createEvent({ name }: { name: string }): Promise<CreatedEvent> {
  const { response } = await api.post(apiPath('createEvent'), { name });
  return response;
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisedEventsQueryKey }),
  });
}
