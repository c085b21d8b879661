import type { OtpSent } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';

/** Creates the account of an unknown email and sends it a registration OTP. */
export function preRegister({ email }: { email: string }) {
  return api.post<OtpSent | null>(apiPaths.auth('/pre-register/'), { email }, { auth: false });
}

export function usePreRegister() {
  return useMutation({ mutationFn: preRegister });
}
