import { apiPath, type PretixCredentials } from '@hoogo/core';
import { api } from '@/lib/api-client';
import { useMutationInvalidating } from '@/lib/react-query';
import { ticketingQueryKey } from './get-ticketing-events';

/** Saved by the server only once pretix lists the organizer's events with the token. */
export async function savePretixAccount(credentials: PretixCredentials): Promise<string | undefined> {
  const { message } = await api.post(apiPath('savePretixAccount'), credentials);
  return message.general[0];
}

export function useSavePretixAccount() {
  return useMutationInvalidating(savePretixAccount, ticketingQueryKey);
}
