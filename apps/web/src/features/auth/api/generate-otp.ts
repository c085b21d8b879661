import type { OtpType } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { api, apiPaths } from '@/lib/api-client';

export function generateOtp({ email, type }: { email: string; type: OtpType }) {
  return api.post<null>(apiPaths.auth('/generate-otp/'), { email_or_phone: email, type }, { auth: false });
}

export function useGenerateOtp() {
  return useMutation({ mutationFn: generateOtp });
}
