import { apiPath } from '@hoogo/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type InvitationAnswer = 'accept' | 'decline';

/** Accepts an invitation to co-host (the account becomes an admin of its event) or declines it. */
export async function answerHostInvitation({
  invitationId,
  answer,
}: {
  invitationId: string;
  answer: InvitationAnswer;
}): Promise<void> {
  await api.post(
    apiPath(answer === 'accept' ? 'acceptHostInvitation' : 'declineHostInvitation', { invitationId }),
  );
}

export function useAnswerHostInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerHostInvitation,
    // The invitations and, after an accept, the organised events: both are under ['events'].
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
