import { messages } from '@hoogo/core';
import { useEffect } from 'react';
import { Form, FormInput, FormMessage, FormSubmit } from '@/components/ui/form';
import { typing } from '@/components/ui/input';
import { useApiForm } from '@/lib/api-form';
import { useRetryAfter } from '../hooks/use-retry-after';
import { OtpField, type OtpResend } from './otp-extras';
import { RetryCountdown } from './retry-countdown';
import type { RegisterValues } from './schemas';

const t = messages.login;

/** Mode register: a new email gives its name and the code it received. */
export function RegisterForm({
  onRegister,
  resend,
}: {
  onRegister: (values: RegisterValues) => Promise<void>;
  resend: OtpResend;
}) {
  // A refusal with a wait counts down and sends the form again once when it ends.
  const wait = useRetryAfter(() => void api.submit());
  const api = useApiForm({
    schema: () => import('./schemas').then((schemas) => schemas.registerFormSchema),
    defaultValues: { name: '', otp: '' },
    onSubmit: (values) => wait.guard(() => onRegister(values)),
    fallback: messages.auth.loginFailed,
  });

  // The code was just sent to a new email: the step's first field (the name, then the code) takes focus.
  const { setFocus } = api.form;
  useEffect(() => setFocus('name'), [setFocus]);

  return (
    <Form api={api} className="flex flex-col gap-5">
      <FormInput
        name="name"
        label={t.nameLabel}
        {...typing.personName}
        enterKeyHint="next"
        placeholder={t.namePlaceholder}
      />
      <OtpField resend={resend} />
      <FormMessage />
      <RetryCountdown wait={wait} />
      <FormSubmit size="lg" disabled={wait.remaining > 0}>
        {t.register}
      </FormSubmit>
    </Form>
  );
}
