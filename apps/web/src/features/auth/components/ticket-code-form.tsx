import { messages } from '@hoogo/core';
import { Button } from '@/components/ui/button';
import { Form, FormInput, FormMessage } from '@/components/ui/form';
import { useApiForm } from '@/lib/api-form';
import { ticketCodeFormSchema } from './schemas';

const t = messages.login;

/** Mode TicketLogin: a player of a ticketed event signs in with the code on the ticket. */
export function TicketCodeForm({ onSubmitCode }: { onSubmitCode: (ticketCode: string) => Promise<void> }) {
  const api = useApiForm({
    schema: ticketCodeFormSchema,
    defaultValues: { ticket_code: '' },
    onSubmit: ({ ticket_code }) => onSubmitCode(ticket_code),
    fallback: messages.auth.invalidTicketCode,
  });

  return (
    <Form api={api} className="flex flex-col gap-5">
      <FormInput
        name="ticket_code"
        label={t.ticketCodeLabel}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
      />
      <FormMessage />
      <Button type="submit" size="lg" isLoading={api.form.formState.isSubmitting}>
        {t.login}
      </Button>
    </Form>
  );
}
