import { apiPath, type Host } from '@hoogo/core';
import { api } from '@/lib/api-client';
import { useMutationInvalidating } from '@/lib/react-query';
import { hostsQueryKey } from './get-hosts';

export async function addHost({ eventName, email }: { eventName: string; email: string }): Promise<Host> {
  const { response } = await api.post(apiPath('addHost', { id: eventName }), {
    email,
  });
  return response;
}

export function useAddHost(eventName: string) {
  return useMutationInvalidating((email: string) => addHost({ eventName, email }), hostsQueryKey(eventName));
}
