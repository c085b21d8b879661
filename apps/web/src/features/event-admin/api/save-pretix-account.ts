import { apiPath, type PretixCredentials } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketingQueryKey } from './get-ticketing-events';

/** Saved by the server only once pretix lists the organizer's events with the token. */
export async function savePretixAccount(credentials: PretixCredentials): Promise<string | undefined> {
  const { message } = await api.post(apiPath('savePretixAccount'), credentials);
  return message.general[0];
}

export function useSavePretixAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePretixAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketingQueryKey }),
  });
}
