import { messages } from '@hoogo/core';
import { useEffect } from 'react';
import { Form, FormMessage } from '@/components/ui/form';
import { useWaitingForm } from '../hooks/use-retry-after';
import { OtpField, type OtpResend } from './otp-extras';
import { RetrySubmit } from './retry-countdown';
import type { OtpLoginValues } from './schemas';

const t = messages.login;

/** Mode login with the one-time code that was just sent. */
export function OtpLoginForm({
  onLogin,
  resend,
}: {
  onLogin: (values: OtpLoginValues) => Promise<void>;
  resend: OtpResend;
}) {
  const { api, wait } = useWaitingForm({
    schema: () => import('./schemas').then((schemas) => schemas.otpLoginFormSchema),
    defaultValues: { otp: '' },
    onSubmit: onLogin,
    fallback: messages.auth.loginFailed,
  });

  // The code was just sent: the person types it next, so focus goes to its field (not to the page's body).
  const { setFocus } = api.form;
  useEffect(() => setFocus('otp'), [setFocus]);

  return (
    <Form api={api} className="flex flex-col gap-5">
      <OtpField resend={resend} />
      <FormMessage />
      <RetrySubmit wait={wait}>{t.login}</RetrySubmit>
    </Form>
  );
}
