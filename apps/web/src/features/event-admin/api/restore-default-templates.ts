import type { EventInfo } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eventInfoQueryKey, eventPath } from './get-event-info';

/** Deletes the event's uploaded templates: players get the product's default ones again. */
export async function restoreDefaultTemplates(eventName: string): Promise<EventInfo> {
  const { response } = await api.delete<EventInfo>(eventPath(eventName, '/templates/'));
  return response;
}

export function useRestoreDefaultTemplates(eventName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => restoreDefaultTemplates(eventName),
    onSuccess: (info) => queryClient.setQueryData(eventInfoQueryKey(info.name), info),
  });
}
