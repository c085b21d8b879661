import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketingPath, ticketingQueryKey } from './get-ticketing-events';

export async function removePretixAccount(): Promise<string | undefined> {
  const { message } = await api.delete<null>(ticketingPath('/pretix/'));
  return message.general[0];
}

export function useRemovePretixAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePretixAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketingQueryKey }),
  });
}
