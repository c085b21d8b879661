import { messages } from '@hoogo/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLatest } from '@/hooks/use-latest';
import { ApiError, isNetworkError, isSessionEnded } from '@/lib/api-client';
import { useConnectivity } from '@/lib/connectivity';
import { apiMessage } from '@/lib/form-errors';
import { isRetryable } from '@/lib/react-query';
import { Button } from './button';
import { cn } from './cn';
import { Spinner } from './spinner';

/** The sentence for a failed load: the network text when no answer came, else the server's message. */
export function errorText(error: unknown): string {
  if (isNetworkError(error)) return messages.network.noResponse;
  if (error instanceof ApiError) return error.generalOr(messages.network.somethingWrong);
  return messages.network.somethingWrong;
}

/** Retry for a screen built from several queries: asks again only the ones that failed. */
export function refetchFailed(...queries: { isError: boolean; refetch: () => unknown }[]): () => void {
  return () => {
    for (const query of queries) if (query.isError) void query.refetch();
  };
}

/**
 * The one error state of a screen whose data did not load: what happened, a Retry button, and while the
 * browser is offline (or online without reaching the server) a hint that the page recovers by itself.
 * Coming back retries once more here, so a screen recovers even when its data is not a TanStack query
 * (docs/decisions/0021-the-web-platform.md: "Network failures" and "Wi-Fi up, internet down").
 */
export function NetworkError({
  error,
  onRetry,
  className,
  answeredText,
}: {
  error: unknown;
  onRetry: () => void;
  className?: string;
  /** The screen's own sentence for a failure the server answered (a 5xx); default: the server's message. */
  answeredText?: string;
}) {
  const connectivity = useConnectivity();
  const online = connectivity === 'online';
  // Offline, every load fails with the network text whatever the error object says.
  const text =
    connectivity === 'offline' || isNetworkError(error)
      ? messages.network.noResponse
      : (answeredText ?? errorText(error));

  // Back from offline or unreachable (another call or the live socket got an answer): ask again here.
  const onRetryRef = useLatest(onRetry);
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) onRetryRef.current();
    wasOnline.current = online;
  }, [online]);

  if (isSessionEnded(error)) return <SessionEnding className={className} />;

  return (
    <div
      className={cn('mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-10 text-center', className)}
    >
      <p role="alert" className="text-base font-medium text-slate-800">
        {text}
      </p>
      {!online && (
        <p role="status" className="text-sm text-slate-600">
          {connectivity === 'offline' ? messages.network.offline : messages.network.unreachable}
        </p>
      )}
      <Button variant="primary" onClick={onRetry}>
        {messages.network.retry}
      </Button>
    </div>
  );
}

/**
 * In place of a screen's error box once the session ended: the toast already says so and the sign-in
 * follows in a moment, so the box would only say it twice.
 */
export function SessionEnding({ className }: { className?: string }) {
  return (
    <div data-session-ending className={cn('flex justify-center py-10 text-brand-800', className)}>
      <Spinner size="lg" decorative />
    </div>
  );
}

/** A failure said where the content would stand: a red box, announced at once. */
export function ErrorCallout({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
      {children}
    </p>
  );
}

/**
 * A part of a screen whose data did not load: the spinner while an ended session hands over to the
 * sign-in, the network error with Retry for a failure that may pass, else the refusal in a red box; the
 * server's sentence, or `fallback` where it gave none.
 */
export function LoadFailure({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  if (isSessionEnded(error)) return <SessionEnding />;
  if (isRetryable(error)) {
    return <NetworkError error={error} answeredText={apiMessage(error, fallback)} onRetry={onRetry} />;
  }
  return <ErrorCallout>{apiMessage(error, fallback)}</ErrorCallout>;
}
