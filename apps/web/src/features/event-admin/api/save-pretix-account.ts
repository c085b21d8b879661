import type { PretixConnected, PretixCredentials } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketingPath, ticketingQueryKey } from './get-ticketing-events';

/** Saved by the server only once pretix lists the organizer's events with the token. */
export async function savePretixAccount(credentials: PretixCredentials): Promise<string | undefined> {
  const { message } = await api.post<PretixConnected>(ticketingPath('/pretix/'), credentials);
  return message.general[0];
}

export function useSavePretixAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePretixAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketingQueryKey }),
  });
}
