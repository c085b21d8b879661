import { apiPath, type GenerateOtpBody, type OtpType } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signInLinkFields } from './link-sign-in';

/** A Login code answers how its mail went (OtpSent); Forget Password answers null for every email. */
export function generateOtp({ email, type, ruri }: { email: string; type: OtpType; ruri?: string | null }) {
  // A Login code's mail carries a sign-in link (docs/decisions/0057-the-mail-path.md).
  const body: GenerateOtpBody = {
    email_or_phone: email,
    type,
    ...(type === 'Login' ? signInLinkFields(ruri) : {}),
  };
  return api.post(apiPath('generateOtp'), body, { auth: false });
}

export function useGenerateOtp() {
  return useMutation({ mutationFn: generateOtp });
}
