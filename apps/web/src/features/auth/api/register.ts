import type { LoginResponse, RegisterBody } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';

export function register(body: RegisterBody) {
  return api.post<LoginResponse>(apiPaths.auth('/register/'), body, { auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
