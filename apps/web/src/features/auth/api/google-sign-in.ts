import type { LoginResponse } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';

/** POST /auth/google/: trades Google's access token for a Hoogo session. */
export function googleSignIn(token: string) {
  return api.post<LoginResponse>(apiPaths.auth('/auth/google/'), { token }, { auth: false });
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: googleSignIn });
}
