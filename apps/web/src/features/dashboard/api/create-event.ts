import type { CreatedEvent } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';
import { organisedEventsQueryKey } from './get-organised-events';

export async function createEvent({ name }: { name: string }): Promise<CreatedEvent> {
  const body = new FormData();
  body.append('name', name);
  const { response } = await api.post<CreatedEvent>(apiPaths.hoogo('/manage-event/create/'), body);
  return response;
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisedEventsQueryKey }),
  });
}
