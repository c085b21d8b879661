import { messages } from '@hoogo/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { applyApiError } from '@/lib/form-errors';
import { emailFormSchema } from './schemas';

const t = messages.login;

/** Mode generateOTP: the email that receives the one-time code. */
export function EmailForm({
  defaultEmail,
  onGenerate,
  onUsePassword,
}: {
  defaultEmail: string;
  onGenerate: (email: string) => Promise<void>;
  onUsePassword: (email: string) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailFormSchema), defaultValues: { email: defaultEmail } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await onGenerate(email);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['email'], messages.auth.loginFailed));
    }
  });

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
      <FormError message={formError} />
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        {t.generateOtp}
      </Button>
      <Button variant="link" className="self-center" onClick={() => onUsePassword(getValues('email'))}>
        {t.loginWithPassword}
      </Button>
    </form>
  );
}
