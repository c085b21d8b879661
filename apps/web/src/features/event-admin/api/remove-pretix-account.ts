import { apiPath } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketingQueryKey } from './get-ticketing-events';

export async function removePretixAccount(): Promise<string | undefined> {
  const { message } = await api.delete(apiPath('removePretixAccount'));
  return message.general[0];
}

export function useRemovePretixAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePretixAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketingQueryKey }),
  });
}
