import { apiPath, type EventInfo } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setEventInfo } from '@/lib/event-info-cache';

/** Deletes the event's uploaded templates: players get the product's default ones again. */
export async function restoreDefaultTemplates(eventName: string): Promise<EventInfo> {
  const { response } = await api.delete(apiPath('restoreDefaultTemplates', { id: eventName }));
  return response;
}

export function useRestoreDefaultTemplates(eventName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => restoreDefaultTemplates(eventName),
    onSuccess: (info) => setEventInfo(queryClient, info),
  });
}
