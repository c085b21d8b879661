import { apiPath } from '@hoogo/core';
import { api } from '@/lib/api-client';
import { useMutationInvalidating } from '@/lib/react-query';
import { ticketingQueryKey } from './get-ticketing-events';

export async function removePretixAccount(): Promise<string | undefined> {
  const { message } = await api.delete(apiPath('removePretixAccount'));
  return message.general[0];
}

export function useRemovePretixAccount() {
  return useMutationInvalidating(removePretixAccount, ticketingQueryKey);
}
