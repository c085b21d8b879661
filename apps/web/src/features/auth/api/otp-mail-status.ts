import { apiPath } from '@hoogo/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How often the sign-in form asks about a delayed mail while it says so. */
export const MAIL_STATUS_POLL_MS = 3_000;

export function getOtpMailStatus(mailId: string) {
  return api.get(apiPath('otpMailStatus', { id: mailId }), { auth: false });
}

/**
 * The state of a delayed mail with a code, asked every few seconds while `mailId` is set (the notice shows
 * it) and until it is sent or failed. Any server instance answers: the queue is in the database.
 */
export function useOtpMailStatus(mailId: string | null) {
  return useQuery({
    queryKey: ['otp-mail', mailId],
    queryFn: async () => (await getOtpMailStatus(mailId as string)).response.mail,
    enabled: Boolean(mailId),
    refetchInterval: (query) =>
      query.state.data === 'delayed' || !query.state.data ? MAIL_STATUS_POLL_MS : false,
    retry: false,
    gcTime: 0,
  });
}
