import { messages } from '@hoogo/core';
import { useEffect } from 'react';
import { Form, FormMessage } from '@/components/ui/form';
import { useWaitingForm } from '../hooks/use-retry-after';
import { OtpField, type OtpResend } from './otp-extras';
import { RetrySubmit } from './retry-countdown';
import type { RegisterValues } from './schemas';
import { AccountNameInput } from './sign-in-fields';

const t = messages.login;

/** Mode register: a new email gives its name and the code it received. */
export function RegisterForm({
  onRegister,
  resend,
}: {
  onRegister: (values: RegisterValues) => Promise<void>;
  resend: OtpResend;
}) {
  const { api, wait } = useWaitingForm({
    schema: () => import('./schemas').then((schemas) => schemas.registerFormSchema),
    defaultValues: { name: '', otp: '' },
    onSubmit: onRegister,
    fallback: messages.auth.loginFailed,
  });

  // The code was just sent to a new email: the step's first field (the name, then the code) takes focus.
  const { setFocus } = api.form;
  useEffect(() => setFocus('name'), [setFocus]);

  return (
    <Form api={api} className="flex flex-col gap-5">
      <AccountNameInput enterKeyHint="next" />
      <OtpField resend={resend} />
      <FormMessage />
      <RetrySubmit wait={wait}>{t.register}</RetrySubmit>
    </Form>
  );
}
