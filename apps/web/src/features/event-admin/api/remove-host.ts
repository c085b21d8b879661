import { apiPath } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hostsQueryKey } from './get-hosts';

export async function removeHost({ eventName, hostId }: { eventName: string; hostId: string }) {
  await api.delete(apiPath('removeHost', { id: eventName, hostId }));
}

export function useRemoveHost(eventName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hostId: string) => removeHost({ eventName, hostId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostsQueryKey(eventName) }),
  });
}
