import { messages } from '@hoogo/core';
import { Form, FormInput, FormMessage, FormSubmit } from '@/components/ui/form';
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
      <FormSubmit size="lg">{t.login}</FormSubmit>
    </Form>
  );
}
