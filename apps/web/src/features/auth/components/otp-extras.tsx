import { messages } from '@hoogo/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

const t = messages.login;

/** Where the code went, with a way back to type another email. */
export function EmailSummary({ email, onChange }: { email: string; onChange: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 px-3.5 py-2.5 text-sm">
      <p className="min-w-0 text-slate-700">
        {t.otpSentTo} <strong className="break-all font-semibold text-brand-950">{email}</strong>
      </p>
      <Button variant="link" size="sm" onClick={onChange}>
        {t.changeEmail}
      </Button>
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
