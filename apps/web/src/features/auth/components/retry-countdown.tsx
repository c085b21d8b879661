import { messages } from '@hoogo/core';
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
