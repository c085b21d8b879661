import { apiPath, type ResetPasswordBody } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resetPassword(body: ResetPasswordBody) {
  return api.post(apiPath('resetPassword'), body, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
