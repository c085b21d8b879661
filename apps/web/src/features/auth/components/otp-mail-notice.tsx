import { type Envelope, messages, type OtpSent } from '@hoogo/core';
import { useCallback, useEffect, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { useOtpMailStatus } from '../api/otp-mail-status';

const t = messages.otpMail;

/** What the sign-in form says about the mail with the code, once it is not simply "sent". */
interface Notice {
  mail: 'delayed' | 'failed' | 'held';
  mailId: string | null;
  sentence: string;
}

/**
 * The state of the last mail with a code (docs/decisions/0057-the-mail-path.md). A "sent" answer stays a
 * toast as before; a delayed, failed or held one becomes a notice that stays above the code input, and a
 * delayed mail is asked about every few seconds until it is sent or failed.
 */
export function useOtpMailNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  // A delayed mail that failed later (told by OtpMailNotice's onFailed).
  const [failedLater, setFailedLater] = useState(false);

  /**
   * Takes the answer of generate-otp or pre-register: keeps a notice for a mail that is not simply sent,
   * and answers the sentence still to show elsewhere (a toast or the resend status), or null.
   */
  const take = useCallback((answer: Envelope<OtpSent | null>): string | null => {
    const sentence = answer.message.general[0] ?? null;
    setFailedLater(false);
    const sent = answer.response;
    if (!sent || sent.mail === 'sent' || !sentence) {
      setNotice(null);
      return sentence;
    }
    setNotice({ mail: sent.mail, mailId: sent.mail === 'delayed' ? sent.mail_id : null, sentence });
    return null;
  }, []);

  const clear = useCallback(() => {
    setNotice(null);
    setFailedLater(false);
  }, []);
  const markFailed = useCallback(() => setFailedLater(true), []);
  /** No mail with the code left (at once or later): the summary above must not say it was sent. */
  const failed = notice?.mail === 'failed' || failedLater;
  return { notice, take, clear, markFailed, failed };
}

/**
 * The notice itself, above the code input: a delayed mail's state is asked for while it shows; when it
 * is finally sent the notice says so, when it failed it says to tap Resend and `onFailed` ends the
 * resend countdown.
 */
export function OtpMailNotice({ notice, onFailed }: { notice: Notice | null; onFailed: () => void }) {
  const status = useOtpMailStatus(notice?.mail === 'delayed' ? notice.mailId : null);
  const later = notice?.mail === 'delayed' ? status.data : undefined;

  useEffect(() => {
    if (later === 'failed') onFailed();
  }, [later, onFailed]);

  if (!notice) return null;
  const failed = notice.mail === 'failed' || later === 'failed';
  const sentence = later === 'sent' ? t.sentLater : later === 'failed' ? t.failedLater : notice.sentence;
  return (
    <p
      role={failed ? 'alert' : 'status'}
      className={cn(
        'rounded-xl px-3.5 py-2.5 text-sm [overflow-wrap:anywhere]',
        failed
          ? 'bg-red-50 text-red-900'
          : later === 'sent'
            ? 'bg-brand-50 text-brand-950'
            : 'bg-amber-50 text-amber-950',
      )}
    >
      {sentence}
    </p>
  );
}
