import { apiPath } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /auth/google/: trades Google's ID token (and the nonce sent for it) for a Hoogo session. */
export function googleSignIn({ token, nonce }: { token: string; nonce: string }) {
  return api.post(apiPath('googleSignIn'), { token, nonce }, { auth: false });
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: googleSignIn });
}
