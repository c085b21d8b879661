// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { backoff, createQueryClient, isRetryable } from '../react-query';

const networkFailure = () =>
  new ApiError({ status: 0, statusCode: 0, messages: { general: [messages.network.noResponse] } });
const answered = (status: number) => new ApiError({ status, statusCode: status, messages: { general: [] } });

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('query retries', () => {
  it('retries no answer, a timeout and a failing server, never a 4xx', () => {
    expect(isRetryable(networkFailure())).toBe(true);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(answered(503))).toBe(true);
    expect(isRetryable(answered(429))).toBe(true);
    for (const status of [400, 401, 403, 404, 422]) expect(isRetryable(answered(status))).toBe(false);
    expect(isRetryable(new Error('a bug'))).toBe(false);
  });

  it('backs off exponentially with jitter, capped', () => {
    expect(backoff(0, () => 1)).toBe(1000);
    expect(backoff(1, () => 1)).toBe(2000);
    expect(backoff(2, () => 0)).toBe(2000);
    expect(backoff(10, () => 1)).toBe(15_000);
  });

  it('does not ask a refused query again', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(answered(404));
    await expect(client.fetchQuery({ queryKey: ['refused'], queryFn })).rejects.toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('asks a query that got no answer again, then gives up with the error', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(networkFailure());
    const pending = client.fetchQuery({ queryKey: ['lost'], queryFn }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await pending).toMatchObject({ status: 0 });
    expect(queryFn).toHaveBeenCalledTimes(3);
  });
});

describe('coming back', () => {
  it('fails at once while offline (no paused spinner) and refetches by itself when online again', async () => {
    const client = createQueryClient();
    // As QueryClientProvider does: the client follows the online and focus managers once mounted.
    client.mount();
    let online = false;
    const queryFn = vi.fn(async () => {
      if (!online) throw networkFailure();
      return 'grid';
    });
    onlineManager.setOnline(false);
    const observer = new QueryObserver(client, { queryKey: ['grid'], queryFn, retry: false });
    const results: string[] = [];
    const unsubscribe = observer.subscribe((result) =>
      results.push(`${result.status}/${result.fetchStatus}`),
    );
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));

    online = true;
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('grid'));
    expect(results).not.toContain('pending/paused');
    unsubscribe();
    client.unmount();
  });

  it('refetches stale data when the window gets the focus back', async () => {
    const client = createQueryClient();
    client.mount();
    const queryFn = vi.fn().mockResolvedValue('events');
    const observer = new QueryObserver(client, { queryKey: ['events'], queryFn, staleTime: 0 });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    unsubscribe();
    client.unmount();
  });
});
