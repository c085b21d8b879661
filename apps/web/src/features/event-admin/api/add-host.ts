import type { Host } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';
import { hostsQueryKey } from './get-hosts';

export async function addHost({ eventName, email }: { eventName: string; email: string }): Promise<Host> {
  const { response } = await api.post<Host>(apiPaths.event('manage-event', eventName, '/host/create/'), {
    email,
  });
  return response;
}

export function useAddHost(eventName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => addHost({ eventName, email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostsQueryKey(eventName) }),
  });
}
