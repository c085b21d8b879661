import { messages } from '@hoogo/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormEmailInput, FormInput, FormMessage, FormSubmit } from '@/components/ui/form';
import { useApiForm } from '@/lib/api-form';
import { useRetryAfter } from '../hooks/use-retry-after';
import { RetryCountdown } from './retry-countdown';

const t = messages.login;

/** Mode login with a password; also where 'Forgot Password?' starts. */
export function PasswordLoginForm({
  defaultEmail,
  onLogin,
  onForgotPassword,
  onUseOtp,
}: {
  defaultEmail: string;
  onLogin: (values: { email: string; password: string }) => Promise<void>;
  onForgotPassword: (email: string) => Promise<void>;
  onUseOtp: (email: string) => void;
}) {
  const [sendingReset, setSendingReset] = useState(false);
  // A refusal with a wait counts down and sends the form again once when it ends.
  const wait = useRetryAfter(() => void api.submit());
  const api = useApiForm({
    schema: () => import('./schemas').then((schemas) => schemas.passwordLoginFormSchema),
    defaultValues: { email: defaultEmail, password: '' },
    onSubmit: (values) => wait.guard(() => onLogin(values)),
    fallback: messages.auth.loginFailed,
    serverFields: { email_or_phone: 'email' },
  });
  const { form } = api;

  async function forgotPassword() {
    api.clearFormError();
    form.clearErrors();
    const { emailSchema } = await import('./schemas');
    const email = emailSchema.safeParse(form.getValues('email'));
    if (!email.success) {
      form.setError('email', { type: 'validate', message: email.error.issues[0]?.message });
      return;
    }
    setSendingReset(true);
    try {
      await onForgotPassword(email.data);
    } catch (error) {
      api.showError(error, messages.auth.resetFailed);
      setSendingReset(false);
    }
  }

  return (
    <Form api={{ ...api, formError: wait.live(api.formError) }} className="flex flex-col gap-5">
      <FormEmailInput
        name="email"
        label={t.emailLabel}
        autoComplete="username"
        enterKeyHint="next"
        placeholder={t.emailPlaceholder}
      />
      <div className="flex flex-col gap-2">
        <FormInput
          name="password"
          label={t.passwordLabel}
          type="password"
          autoComplete="current-password"
          enterKeyHint="go"
        />
        <Button
          variant="link"
          size="sm"
          className="self-end"
          onClick={forgotPassword}
          isLoading={sendingReset}
        >
          {t.forgotPassword}
        </Button>
      </div>
      <FormMessage />
      <RetryCountdown wait={wait} />
      <FormSubmit size="lg" disabled={wait.remaining > 0}>
        {t.login}
      </FormSubmit>
      <Button variant="link" className="self-center" onClick={() => onUseOtp(form.getValues('email'))}>
        {t.loginWithOtp}
      </Button>
    </Form>
  );
}
