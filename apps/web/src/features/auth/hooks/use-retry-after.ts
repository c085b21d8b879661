import { messages } from '@hoogo/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useCountdown } from '@/hooks/use-countdown';
import { useLatest } from '@/hooks/use-latest';
import { ApiError } from '@/lib/api-client';
import { type ApiForm, type ApiFormOptions, useApiForm } from '@/lib/api-form';

/** The wait a refusal asks for (429 with Retry-After), in seconds; null for any other failure. */
export function retryAfterOf(error: unknown): number | null {
  return error instanceof ApiError && error.status === 429 ? error.retryAfterSeconds : null;
}

export interface RetryAfter {
  /** Seconds left of the wait (0: none). */
  remaining: number;
  /** What a screen reader is told, politely: the wait when it starts, and the retry when it ends. */
  announcement: string;
  /**
   * Runs a call; a refusal with a wait starts the countdown and, unless the call was itself the
   * automatic retry, sends the request again once when the wait ends. The error is thrown on, so the
   * form says the server's sentence as usual.
   */
  guard: <T>(call: () => Promise<T>) => Promise<T>;
  /**
   * The form's sentence with the server's wait brought up to date while the countdown runs ("try again
   * in 40 seconds" becomes 39, 38…), so the line under the form and the countdown never disagree.
   */
  live: (text: string | null) => string | null;
}

/**
 * A sign-in form's answer to "try again in N seconds" (docs/decisions/0054-limits-that-fit-a-venue.md: "Every
 * refusal says how long"): the countdown, and one automatic resend through `resend` (the form's own submit,
 * so its checks and messages apply) when the wait is over.
 */
export function useRetryAfter(resend: () => void): RetryAfter {
  const { remaining, start } = useCountdown();
  const [due, setDue] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [waited, setWaited] = useState<number | null>(null);
  const automatic = useRef(false);
  const latestResend = useLatest(resend);

  useEffect(() => {
    if (!due || remaining > 0) return;
    setDue(false);
    setAnnouncement(messages.signInWait.retrying);
    automatic.current = true;
    latestResend.current();
  }, [due, remaining]);

  const guard = useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      const isAutomatic = automatic.current;
      automatic.current = false;
      try {
        const result = await call();
        setAnnouncement('');
        return result;
      } catch (error) {
        const seconds = retryAfterOf(error);
        if (seconds !== null) {
          start(seconds);
          setWaited(seconds);
          setDue(!isAutomatic);
          setAnnouncement(messages.signInWait.countdown(seconds));
        }
        throw error;
      }
    },
    [start],
  );

  const live = useCallback(
    (text: string | null) =>
      text && waited !== null && remaining > 0
        ? text.replace(messages.words.wait(waited), messages.words.wait(remaining))
        : text,
    [waited, remaining],
  );

  return { remaining, announcement, guard, live };
}

/**
 * A sign-in form that waits out a refusal (useRetryAfter): its submit guarded, so a refusal with a wait
 * counts down and sends the form again once when it ends; the line under the form kept current with the
 * wait; and the wait itself, for RetrySubmit.
 */
export function useWaitingForm<TIn extends FieldValues, TOut>(
  options: ApiFormOptions<TIn, TOut>,
): { api: ApiForm<TIn, TOut>; wait: RetryAfter } {
  const wait = useRetryAfter(() => void api.submit());
  const api = useApiForm({
    ...options,
    onSubmit: (values) => wait.guard(async () => options.onSubmit(values)),
  });
  return { api: { ...api, formError: wait.live(api.formError) }, wait };
}
