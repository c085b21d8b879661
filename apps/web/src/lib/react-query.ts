import { QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, isNetworkError } from './api-client';

/**
 * Tries after the first one for a load that failed for a reason that may pass
 * (docs/decisions/0021-the-web-platform.md: "Network failures").
 */
export const QUERY_RETRIES = 2;

/**
 * A lost connection, a timeout or a busy server may heal by asking again; a 4xx answer will not, and a
 * retried 401 already went through the token refresh.
 */
export function isRetryable(error: unknown): boolean {
  if (isNetworkError(error)) return true;
  return error instanceof ApiError && (error.status >= 500 || error.status === 429 || error.status === 408);
}

/**
 * Exponential backoff (1 s, 2 s, 4 s … at most 15 s) with jitter, so 2,000 phones that lost the venue
 * Wi-Fi together do not all ask again in the same second.
 */
export function backoff(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(1000 * 2 ** attempt, 15_000);
  return Math.round(base * (0.5 + random() / 2));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Data seen before the phone slept or lost the network is refreshed when it comes back: focus and
        // reconnect (TanStack's online manager follows the browser's online/offline events).
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        // Ask even when the browser says offline: a failed load shows the network error with Retry at
        // once instead of a spinner paused until the connection returns; reconnect refetches it.
        networkMode: 'always',
        retry: (failureCount, error) => failureCount < QUERY_RETRIES && isRetryable(error),
        retryDelay: (attempt) => backoff(attempt),
      },
      mutations: {
        // A form sent offline fails with the network text instead of hanging until the network returns;
        // mutations are not retried here (not every one is idempotent).
        networkMode: 'always',
        retry: false,
      },
    },
  });
}

/**
 * A mutation whose success loads again the queries under `queryKey`: the lists and screens that show what
 * it changed. The mutation settles once they are asked again.
 */
export function useMutationInvalidating<TVariables = void, TData = unknown>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
