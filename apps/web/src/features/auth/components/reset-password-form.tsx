import { messages } from '@hoogo/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { type ResetPasswordValues, resetPasswordFormSchema } from './schemas';

const t = messages.login;

/** The default of a failed reset names the field the server refused (SPEC.md §8). */
function resetFallback(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.messages.email) return messages.auth.resetInvalidEmail;
    if (error.messages.otp) return messages.auth.resetInvalidOtp;
    if (error.messages.password) return messages.auth.resetInvalidPassword;
  }
  return messages.auth.resetFailed;
}

/** Mode resetPassword: the code of the 'Forget Password' mail and a new password. */
export function ResetPasswordForm({
  onReset,
  onBack,
  resend,
}: {
  onReset: (values: ResetPasswordValues) => Promise<void>;
  onBack: () => void;
  resend: ReactNode;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { otp: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onReset(values);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['otp', 'password'], resetFallback(error)));
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
      <Input
        label={t.newPasswordLabel}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormError message={formError} />
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        {t.resetPassword}
      </Button>
      <Button variant="link" className="self-center" onClick={onBack}>
        {t.backToLogin}
      </Button>
    </form>
  );
}
