// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { reportReachable } from '@/lib/connectivity';
import { NetworkError } from '../network-error';

const networkFailure = () =>
  new ApiError({ status: 0, statusCode: 0, messages: { general: [messages.network.noResponse] } });

function setOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('NetworkError', () => {
  it('shows the network text for a call that got no answer, and Retry calls back', async () => {
    const onRetry = vi.fn();
    render(<NetworkError error={networkFailure()} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.network.noResponse);
    expect(screen.queryByText(messages.network.offline)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: messages.network.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message for an answered failure, never blaming the network", () => {
    const error = new ApiError({ status: 503, statusCode: 503, messages: { general: ['Busy'] } });
    const { rerender } = render(<NetworkError error={error} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Busy');
    rerender(<NetworkError error={error} answeredText="We could not load it." onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load it.');
    rerender(
      <NetworkError error={networkFailure()} answeredText="We could not load it." onRetry={() => {}} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(messages.network.noResponse);
  });

  it('treats a fetch TypeError as a network failure and anything else as something wrong', () => {
    const { rerender } = render(<NetworkError error={new TypeError('Failed to fetch')} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.network.noResponse);
    rerender(<NetworkError error={new Error('boom')} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.network.somethingWrong);
  });

  it('shows the offline hint while offline and retries by itself when the connection is back', () => {
    const onRetry = vi.fn();
    render(<NetworkError error={networkFailure()} onRetry={onRetry} />);
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(messages.network.offline);
    expect(onRetry).not.toHaveBeenCalled();
    setOnline(true);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(messages.network.offline)).toBeNull();
  });

  it('says the server cannot be reached while the browser says online, and retries when an answer comes', () => {
    const onRetry = vi.fn();
    act(() => reportReachable(false));
    render(<NetworkError error={networkFailure()} onRetry={onRetry} />);
    expect(navigator.onLine).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(messages.network.unreachable);
    expect(screen.queryByText(messages.network.offline)).toBeNull();
    // Another call or the live socket got an answer.
    act(() => reportReachable(true));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(messages.network.unreachable)).toBeNull();
  });
});
