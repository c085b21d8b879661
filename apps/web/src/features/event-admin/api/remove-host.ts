import { apiPath } from '@hoogo/core';
import { api } from '@/lib/api-client';
import { useMutationInvalidating } from '@/lib/react-query';
import { hostsQueryKey } from './get-hosts';

export async function removeHost({ eventName, hostId }: { eventName: string; hostId: string }) {
  await api.delete(apiPath('removeHost', { id: eventName, hostId }));
}

export function useRemoveHost(eventName: string) {
  return useMutationInvalidating(
    (hostId: string) => removeHost({ eventName, hostId }),
    hostsQueryKey(eventName),
  );
}
