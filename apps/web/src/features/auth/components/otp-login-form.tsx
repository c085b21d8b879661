import { messages } from '@hoogo/core';
import { useEffect } from 'react';
import { Form, FormMessage, FormSubmit } from '@/components/ui/form';
import { useApiForm } from '@/lib/api-form';
import { useRetryAfter } from '../hooks/use-retry-after';
import { OtpField, type OtpResend } from './otp-extras';
import { RetryCountdown } from './retry-countdown';
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
  // A refusal with a wait counts down and sends the form again once when it ends.
  const wait = useRetryAfter(() => void api.submit());
  const api = useApiForm({
    schema: () => import('./schemas').then((schemas) => schemas.otpLoginFormSchema),
    defaultValues: { otp: '' },
    onSubmit: (values) => wait.guard(() => onLogin(values)),
    fallback: messages.auth.loginFailed,
  });

  // The code was just sent: the person types it next, so focus goes to its field (not to the page's body).
  const { setFocus } = api.form;
  useEffect(() => setFocus('otp'), [setFocus]);

  return (
    <Form api={{ ...api, formError: wait.live(api.formError) }} className="flex flex-col gap-5">
      <OtpField resend={resend} />
      <FormMessage />
      <RetryCountdown wait={wait} />
      <FormSubmit size="lg" disabled={wait.remaining > 0}>
        {t.login}
      </FormSubmit>
    </Form>
  );
}
