import { messages } from '@hoogo/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { applyApiError } from '@/lib/form-errors';
import { type OtpLoginValues, otpLoginFormSchema } from './schemas';

const t = messages.login;

/** Mode login with the one-time code that was just sent. */
export function OtpLoginForm({
  onLogin,
  resend,
}: {
  onLogin: (values: OtpLoginValues) => Promise<void>;
  resend: ReactNode;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(otpLoginFormSchema), defaultValues: { otp: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onLogin(values);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['otp'], messages.auth.loginFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <Input
          label={t.otpLabel}
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder={t.otpPlaceholder}
          error={errors.otp?.message}
          {...register('otp')}
        />
        <div className="self-end">{resend}</div>
      </div>
      <FormError message={formError} />
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        {t.login}
      </Button>
    </form>
  );
}
