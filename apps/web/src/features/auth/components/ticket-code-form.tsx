import { messages } from '@hoogo/core';
import { Form, FormInput, FormMessage } from '@/components/ui/form';
import { typing } from '@/components/ui/input';
import { useWaitingForm } from '../hooks/use-retry-after';
import { RetrySubmit } from './retry-countdown';

const t = messages.login;

/** Mode TicketLogin: a player of a ticketed event signs in with the code on the ticket. */
export function TicketCodeForm({ onSubmitCode }: { onSubmitCode: (ticketCode: string) => Promise<void> }) {
  const { api, wait } = useWaitingForm({
    schema: () => import('./schemas').then((schemas) => schemas.ticketCodeFormSchema),
    defaultValues: { ticket_code: '' },
    onSubmit: ({ ticket_code }) => onSubmitCode(ticket_code),
    fallback: messages.auth.invalidTicketCode,
  });

  return (
    <Form api={api} className="flex flex-col gap-5">
      <FormInput name="ticket_code" label={t.ticketCodeLabel} {...typing.code} enterKeyHint="go" />
      <FormMessage />
      <RetrySubmit wait={wait}>{t.login}</RetrySubmit>
    </Form>
  );
}
