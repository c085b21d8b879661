import { messages } from '@hoogo/core';
import type { ReactNode } from 'react';
import { FormSubmit } from '@/components/ui/form';
import type { RetryAfter } from '../hooks/use-retry-after';

/**
 * The wait under a sign-in form: the seconds left, ticking for the eye, and a polite status that says
 * the wait once when it starts and the retry when it ends (a screen reader is not read every second).
 */
export function RetryCountdown({ wait }: { wait: Pick<RetryAfter, 'remaining' | 'announcement'> }) {
  return (
    <>
      {wait.remaining > 0 && (
        <p aria-hidden="true" className="text-center text-sm font-medium text-slate-700">
          {messages.signInWait.countdown(wait.remaining)}
        </p>
      )}
      <p role="status" className="sr-only">
        {wait.announcement}
      </p>
    </>
  );
}

/** The submit button of a sign-in form, off while a refusal's wait runs, with the countdown above it. */
export function RetrySubmit({ wait, children }: { wait: RetryAfter; children: ReactNode }) {
  return (
    <>
      <RetryCountdown wait={wait} />
      <FormSubmit size="lg" disabled={wait.remaining > 0}>
        {children}
      </FormSubmit>
    </>
  );
}
