import { messages } from '@hoogo/core';
import { Button } from '@/components/ui/button';
import { Form, FormMessage } from '@/components/ui/form';
import { useWaitingForm } from '../hooks/use-retry-after';
import { RetrySubmit } from './retry-countdown';
import { SignInEmailInput } from './sign-in-fields';

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
  const { api, wait } = useWaitingForm({
    schema: () => import('./schemas').then((schemas) => schemas.emailFormSchema),
    defaultValues: { email: defaultEmail },
    onSubmit: ({ email }) => onGenerate(email),
    fallback: messages.auth.loginFailed,
    serverFields: { email_or_phone: 'email' },
  });

  return (
    <Form api={api} className="flex flex-col gap-5">
      <SignInEmailInput autoComplete="email" />
      <FormMessage />
      <p className="text-sm text-slate-600">{t.codeExplained}</p>
      <RetrySubmit wait={wait}>{t.generateOtp}</RetrySubmit>
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
