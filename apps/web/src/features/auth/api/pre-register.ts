import type { OtpSent } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';
import { signInLinkFields } from './link-sign-in';

/** Creates the account of an unknown email and sends it a registration OTP. */
export function preRegister({ email, ruri }: { email: string; ruri?: string | null }) {
  const body = { email, ...signInLinkFields(ruri) };
  return api.post<OtpSent | null>(apiPaths.auth('/pre-register/'), body, { auth: false });
}

export function usePreRegister() {
  return useMutation({ mutationFn: preRegister });
}
