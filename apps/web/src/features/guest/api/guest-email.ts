import { apiPath } from '@hoogo/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storage } from '@/lib/storage';

/** GET /auth/profile-info/ under the key every screen shares: whether the account is a guest one. */
export const guestProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile-info'],
    queryFn: async () => (await api.get(apiPath('profileInfo'))).response,
  });

/** The signed-in account, asked only while there is a session. */
export function useGuestProfile() {
  return useQuery({ ...guestProfileQueryOptions(), enabled: Boolean(storage.get('accessToken')) });
}

/** POST /guest/add-email/ : mails a code to the email the guest wants to add. */
export function useSendGuestCode() {
  return useMutation({
    mutationFn: async (email: string) => api.post(apiPath('guestAddEmail'), { email }),
  });
}

/** POST /guest/confirm-email/ : the code proves the email; the account's session replaces the guest's. */
export function useConfirmGuestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { email: string; otp: string }) =>
      (await api.post(apiPath('guestConfirmEmail'), body)).response,
    onSuccess: (session) => {
      storage.saveSession(session);
      void queryClient.invalidateQueries({ queryKey: ['profile-info'] });
    },
  });
}
