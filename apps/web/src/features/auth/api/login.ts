import { apiPath, type LoginBody } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type LoginInput = { email: string; otp: string } | { email: string; password: string };

export function login(input: LoginInput) {
  const body: LoginBody =
    'otp' in input
      ? { email_or_phone: input.email, otp: input.otp }
      : { email_or_phone: input.email, password: input.password };
  return api.post(apiPath('login'), body, { auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
