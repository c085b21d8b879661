import { apiPath } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /manage-event/{id}/media/purge/ : deletes every selfie of the event now (the connections stay);
 * answers how many were deleted, and the server's sentence saying so.
 */
export async function purgeMedia(eventName: string): Promise<{ deleted: number; message: string | null }> {
  const envelope = await api.post(apiPath('purgeMedia', { id: eventName }));
  return { deleted: envelope.response.deleted, message: envelope.message.general[0] ?? null };
}

export function usePurgeMedia(eventName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => purgeMedia(eventName),
    // Every screen that showed a selfie of the event loads again without it.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
