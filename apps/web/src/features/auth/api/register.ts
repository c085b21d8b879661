import { apiPath, type RegisterBody } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function register(body: RegisterBody) {
  return api.post(apiPath('register'), body, { auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
