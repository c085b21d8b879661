import { messages } from '@hoogo/core';
import { Button } from '@/components/ui/button';
import { Form, FormEmailInput, FormMessage, FormSubmit } from '@/components/ui/form';
import { useApiForm } from '@/lib/api-form';
import { useRetryAfter } from '../hooks/use-retry-after';
import { RetryCountdown } from './retry-countdown';

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
  // A refusal with a wait counts down and sends the form again once when it ends.
  const wait = useRetryAfter(() => void api.submit());
  const api = useApiForm({
    schema: () => import('./schemas').then((schemas) => schemas.emailFormSchema),
    defaultValues: { email: defaultEmail },
    onSubmit: ({ email }) => wait.guard(() => onGenerate(email)),
    fallback: messages.auth.loginFailed,
    serverFields: { email_or_phone: 'email' },
  });

  return (
    <Form api={{ ...api, formError: wait.live(api.formError) }} className="flex flex-col gap-5">
      <FormEmailInput
        name="email"
        label={t.emailLabel}
        autoComplete="email"
        placeholder={t.emailPlaceholder}
      />
      <FormMessage />
      <p className="text-sm text-slate-600">{t.codeExplained}</p>
      <RetryCountdown wait={wait} />
      <FormSubmit size="lg" disabled={wait.remaining > 0}>
        {t.generateOtp}
      </FormSubmit>
      <Button
        variant="link"
        className="self-center"
        onClick={() => onUsePassword(api.form.getValues('email'))}
      >
        {t.loginWithPassword}
      </Button>
    </Form>
  );
}
