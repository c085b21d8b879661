import type { ResetPasswordBody } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';

export function resetPassword(body: ResetPasswordBody) {
  return api.post<null>(apiPaths.auth('/reset-password/'), body, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
