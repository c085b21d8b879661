import { messages } from '@hoogo/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { applyApiError } from '@/lib/form-errors';
import { ticketCodeFormSchema } from './schemas';

const t = messages.login;

/** Mode TicketLogin: a player of a ticketed event signs in with the code on the ticket. */
export function TicketCodeForm({ onSubmitCode }: { onSubmitCode: (ticketCode: string) => Promise<void> }) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ticketCodeFormSchema), defaultValues: { ticket_code: '' } });

  const onSubmit = handleSubmit(async ({ ticket_code }) => {
    setFormError(null);
    try {
      await onSubmitCode(ticket_code);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['ticket_code'], messages.auth.invalidTicketCode));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Input
        label={t.ticketCodeLabel}
        autoComplete="off"
        autoCapitalize="characters"
        error={errors.ticket_code?.message}
        {...register('ticket_code')}
      />
      <FormError message={formError} />
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        {t.login}
      </Button>
    </form>
  );
}
