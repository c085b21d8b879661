import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { eventPath } from './get-event-info';
import { hostsQueryKey } from './get-hosts';

export async function removeHost({ eventName, hostId }: { eventName: string; hostId: string }) {
  await api.delete(eventPath(eventName, `/host/${encodeURIComponent(hostId)}/remove/`));
}

export function useRemoveHost(eventName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hostId: string) => removeHost({ eventName, hostId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostsQueryKey(eventName) }),
  });
}
