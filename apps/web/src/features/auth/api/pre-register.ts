import { apiPath } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signInLinkFields } from './link-sign-in';

/** Creates the account of an unknown email and sends it a registration OTP. */
export function preRegister({ email, ruri }: { email: string; ruri?: string | null }) {
  const body = { email, ...signInLinkFields(ruri) };
  return api.post(apiPath('preRegister'), body, { auth: false });
}

export function usePreRegister() {
  return useMutation({ mutationFn: preRegister });
}
