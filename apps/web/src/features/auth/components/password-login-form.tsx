import { messages } from '@hoogo/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormInput, FormMessage } from '@/components/ui/form';
import { useWaitingForm } from '../hooks/use-retry-after';
import { RetrySubmit } from './retry-countdown';
import { SignInEmailInput } from './sign-in-fields';

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
  const { api, wait } = useWaitingForm({
    schema: () => import('./schemas').then((schemas) => schemas.passwordLoginFormSchema),
    defaultValues: { email: defaultEmail, password: '' },
    onSubmit: onLogin,
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
    <Form api={api} className="flex flex-col gap-5">
      <SignInEmailInput autoComplete="username" enterKeyHint="next" />
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
      <RetrySubmit wait={wait}>{t.login}</RetrySubmit>
      <Button variant="link" className="self-center" onClick={() => onUseOtp(form.getValues('email'))}>
        {t.loginWithOtp}
      </Button>
    </Form>
  );
}
