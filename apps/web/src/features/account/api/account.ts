import { type AccountSummary, apiPath } from '@hoogo/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const accountKeys = { summary: ['account', 'summary'] as const };

/** GET /auth/account/ : what deleting the account deletes (the events it owns, plays in, co-hosts). */
export async function getAccountSummary(): Promise<AccountSummary> {
  const { response } = await api.get(apiPath('accountSummary'));
  return response;
}

/** DELETE /auth/account/ : deletes the account and its data at once (docs/data.md). */
export async function deleteAccount(): Promise<void> {
  await api.delete(apiPath('deleteAccount'));
}

export function useAccountSummary() {
  return useQuery({ queryKey: accountKeys.summary, queryFn: getAccountSummary });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
