import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';

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
    apiPaths.hoogo(`/manage-user/host-invitations/${encodeURIComponent(invitationId)}/${answer}/`),
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
