import type { GenerateOtpBody, OtpSent, OtpType } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';

/** A Login code answers how its mail went (OtpSent); Forget Password answers null for every email. */
export function generateOtp({ email, type }: { email: string; type: OtpType }) {
  const body: GenerateOtpBody = { email_or_phone: email, type };
  return api.post<OtpSent | null>(apiPaths.auth('/generate-otp/'), body, { auth: false });
}

export function useGenerateOtp() {
  return useMutation({ mutationFn: generateOtp });
}
