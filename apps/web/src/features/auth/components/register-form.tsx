import { messages } from '@hoogo/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { applyApiError } from '@/lib/form-errors';
import { type RegisterValues, registerFormSchema } from './schemas';

const t = messages.login;

/** Mode register: a new email gives its name and the code it received. */
export function RegisterForm({
  onRegister,
  resend,
}: {
  onRegister: (values: RegisterValues) => Promise<void>;
  resend: ReactNode;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(registerFormSchema), defaultValues: { name: '', otp: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onRegister(values);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['name', 'otp'], messages.auth.loginFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Input
        label={t.nameLabel}
        autoComplete="name"
        placeholder={t.namePlaceholder}
        error={errors.name?.message}
        {...register('name')}
      />
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
        {t.register}
      </Button>
    </form>
  );
}
