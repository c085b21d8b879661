import { messages } from '@hoogo/core';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormInput, FormMessage, FormSubmit } from '@/components/ui/form';
import { ApiError } from '@/lib/api-client';
import { useApiForm } from '@/lib/api-form';
import { OtpField, type OtpResend } from './otp-extras';
import type { ResetPasswordValues } from './schemas';

const t = messages.login;

/** The default of a failed reset names the field the server refused. */
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
  resend: OtpResend;
}) {
  const api = useApiForm({
    schema: () => import('./schemas').then((schemas) => schemas.resetPasswordFormSchema),
    defaultValues: { otp: '', password: '' },
    onSubmit: onReset,
    fallback: resetFallback,
  });

  // The code was just sent: its field comes first and takes focus (not the page's body).
  const { setFocus } = api.form;
  useEffect(() => setFocus('otp'), [setFocus]);

  return (
    <Form api={api} className="flex flex-col gap-5">
      <OtpField resend={resend} />
      <FormInput name="password" label={t.newPasswordLabel} type="password" autoComplete="new-password" />
      <FormMessage />
      <FormSubmit size="lg">{t.resetPassword}</FormSubmit>
      <Button variant="link" className="self-center" onClick={onBack}>
        {t.backToLogin}
      </Button>
    </Form>
  );
}
