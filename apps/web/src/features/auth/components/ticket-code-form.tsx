import { messages } from '@hoogo/core';
import { Form, FormInput, FormMessage, FormSubmit } from '@/components/ui/form';
import { typing } from '@/components/ui/input';
import { useApiForm } from '@/lib/api-form';
import { useRetryAfter } from '../hooks/use-retry-after';
import { RetryCountdown } from './retry-countdown';

const t = messages.login;

/** Mode TicketLogin: a player of a ticketed event signs in with the code on the ticket. */
export function TicketCodeForm({ onSubmitCode }: { onSubmitCode: (ticketCode: string) => Promise<void> }) {
  // A refusal with a wait counts down and sends the form again once when it ends.
  const wait = useRetryAfter(() => void api.submit());
  const api = useApiForm({
    schema: () => import('./schemas').then((schemas) => schemas.ticketCodeFormSchema),
    defaultValues: { ticket_code: '' },
    onSubmit: ({ ticket_code }) => wait.guard(() => onSubmitCode(ticket_code)),
    fallback: messages.auth.invalidTicketCode,
  });

  return (
    <Form api={{ ...api, formError: wait.live(api.formError) }} className="flex flex-col gap-5">
      <FormInput
        name="ticket_code"
        label={t.ticketCodeLabel}
        {...typing.verbatim}
        autoCapitalize="characters"
        enterKeyHint="go"
      />
      <FormMessage />
      <RetryCountdown wait={wait} />
      <FormSubmit size="lg" disabled={wait.remaining > 0}>
        {t.login}
      </FormSubmit>
    </Form>
  );
}
