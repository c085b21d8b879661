import { emailSchema, messages } from '@hoogo/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { applyApiError } from '@/lib/form-errors';
import { passwordLoginFormSchema } from './schemas';

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
  const [formError, setFormError] = useState<string | null>(null);
  const [sendingReset, setSendingReset] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordLoginFormSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onLogin(values);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['email', 'password'], messages.auth.loginFailed));
    }
  });

  async function forgotPassword() {
    setFormError(null);
    clearErrors();
    const email = emailSchema.safeParse(getValues('email'));
    if (!email.success) {
      setError('email', { type: 'validate', message: email.error.issues[0]?.message });
      return;
    }
    setSendingReset(true);
    try {
      await onForgotPassword(email.data);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['email'], messages.auth.resetFailed));
      setSendingReset(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Input
        label={t.emailLabel}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t.emailPlaceholder}
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="flex flex-col gap-2">
        <Input
          label={t.passwordLabel}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
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
      <FormError message={formError} />
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        {t.login}
      </Button>
      <Button variant="link" className="self-center" onClick={() => onUseOtp(getValues('email'))}>
        {t.loginWithOtp}
      </Button>
    </form>
  );
}
