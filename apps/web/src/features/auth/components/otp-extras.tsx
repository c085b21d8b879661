import { messages } from '@hoogo/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormInput, FormStatus, useFormFeedback } from '@/components/ui/form';
import { typing } from '@/components/ui/input';

const t = messages.login;

/** Where the code went, with a way back to type another email. */
export function EmailSummary({
  email,
  sent = true,
  onChange,
}: {
  email: string;
  /** False once the mail with the code failed: the summary then says it was not sent. */
  sent?: boolean;
  onChange: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 px-3.5 py-2.5 text-sm">
      <p className="min-w-0 text-slate-700">
        {sent ? t.otpSentTo : t.otpNotSentTo}{' '}
        <strong className="break-all font-semibold text-brand-950">{email}</strong>
      </p>
      <Button variant="link" size="sm" onClick={onChange}>
        {t.changeEmail}
      </Button>
    </div>
  );
}

/** Asking for another code: the cooldown left, and the call that resolves with the server's sentence. */
export interface OtpResend {
  remaining: number;
  onResend: () => Promise<string | null>;
}

/**
 * The one-time code input of the OTP forms (inside a Form, field `otp`), with its resend button. What
 * the server says about a resent code (that it replaced the earlier one) is a status line under the
 * input; a failed resend is said under the form like any failure (docs/decisions/0016-the-form-pattern.md).
 */
export function OtpField({ resend }: { resend: OtpResend }) {
  const { showError } = useFormFeedback();
  const [status, setStatus] = useState<string | null>(null);

  async function onResend() {
    setStatus(null);
    try {
      setStatus(await resend.onResend());
    } catch (error) {
      showError(error, messages.auth.loginFailed);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <FormInput
        name="otp"
        label={t.otpLabel}
        {...typing.oneTimeCode}
        enterKeyHint="go"
        placeholder={t.otpPlaceholder}
      />
      <div className="self-end">
        <ResendOtpButton remaining={resend.remaining} onResend={onResend} />
      </div>
      <FormStatus message={status} />
    </div>
  );
}

/** Disabled while the resend cooldown runs, counting down the seconds. */
export function ResendOtpButton({
  remaining,
  onResend,
}: {
  remaining: number;
  onResend: () => Promise<void>;
}) {
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await onResend();
    } finally {
      setSending(false);
    }
  }

  return (
    <Button variant="ghost" size="sm" disabled={remaining > 0} isLoading={sending} onClick={resend}>
      {remaining > 0 ? t.resendIn(remaining) : t.resendOtp}
    </Button>
  );
}
