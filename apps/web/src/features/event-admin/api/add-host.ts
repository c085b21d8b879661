import { apiPath, type Host } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hostsQueryKey } from './get-hosts';

export async function addHost({ eventName, email }: { eventName: string; email: string }): Promise<Host> {
  const { response } = await api.post(apiPath('addHost', { id: eventName }), {
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
