// @vitest-environment jsdom
import { type EventStatus, STATUS_HEARTBEAT_MS, STATUS_HEARTBEAT_TIMEOUT_MS } from '@hoogo/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useConnectivity } from '@/lib/connectivity';
import { envelope, mockApi } from '@/testing/api';
import { FakeWebSocket } from '@/testing/fake-socket';
import { moderationRefetch, STATUS_POLL_MS, useLiveVotingFlag } from '../use-live-voting-flag';

const statusPath = '/api/hoogo/manage-event/event-1/status/';

const status = (overrides: Partial<EventStatus> = {}): EventStatus => ({
  voting_enabled: false,
  grid_complete: true,
  grid_version: 'v1',
  code_digits: null,
  participant_count: 3,
  total_connections: 4,
  ...overrides,
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('the status channel', () => {
  it('reads the status over HTTP while the socket is down, and stops once it is open', async () => {
    vi.useFakeTimers();
    const api = mockApi({ [`GET ${statusPath}`]: () => envelope(status({ voting_enabled: true })) });
    const { result } = renderHook(() => useLiveVotingFlag('DevMeetup', 'event-1'), { wrapper });
    const socket = FakeWebSocket.latest('status');
    act(() => socket.serverClose(1006));
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS));
    expect(api.callsTo('GET', statusPath)).toHaveLength(1);
    expect(result.current?.voting_enabled).toBe(true);

    // The socket reconnects 3 s after the close; once it is open nothing is polled any more.
    act(() => FakeWebSocket.latest('status').open());
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 3));
    expect(api.callsTo('GET', statusPath)).toHaveLength(1);
  });

  it('calls onReconnect when the socket opens again after a close, not on the first open', async () => {
    vi.useFakeTimers();
    mockApi({});
    const onReconnect = vi.fn();
    renderHook(() => useLiveVotingFlag('DevMeetup', 'event-1', { onReconnect }), { wrapper });
    act(() => FakeWebSocket.latest('status').open());
    expect(onReconnect).not.toHaveBeenCalled();
    act(() => FakeWebSocket.latest('status').serverClose(1006));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    act(() => FakeWebSocket.latest('status').open());
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });
});

describe('the status channel heartbeat (Wi-Fi up, internet down)', () => {
  it('pings the open socket; without an answer the server is unreachable, the socket closed and opened again', async () => {
    vi.useFakeTimers();
    mockApi({});
    const { result } = renderHook(
      () => ({ status: useLiveVotingFlag('DevMeetup', 'event-1'), connectivity: useConnectivity() }),
      { wrapper },
    );
    const first = FakeWebSocket.latest('status');
    act(() => first.open());
    act(() => first.receive({ type: 'status', response: status() }));
    expect(result.current.connectivity).toBe('online');

    // Answered: the socket stays, and a pong is no status.
    await act(() => vi.advanceTimersByTimeAsync(STATUS_HEARTBEAT_MS));
    expect(first.sent).toEqual([{ type: 'ping' }]);
    act(() => first.receive({ type: 'pong' }));
    await act(() => vi.advanceTimersByTimeAsync(STATUS_HEARTBEAT_TIMEOUT_MS));
    expect(first.closedByClient).toBeNull();
    expect(result.current.status).toEqual(status());

    // Not answered: said within the timeout, while navigator.onLine stays true.
    await act(() => vi.advanceTimersByTimeAsync(STATUS_HEARTBEAT_MS - STATUS_HEARTBEAT_TIMEOUT_MS));
    expect(first.sent).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(STATUS_HEARTBEAT_TIMEOUT_MS - 1));
    expect(result.current.connectivity).toBe('online');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(navigator.onLine).toBe(true);
    expect(result.current.connectivity).toBe('unreachable');
    expect(first.closedByClient).toBe(1000);

    // A reconnect that finds no server keeps it so, as does one that opens but says nothing (a captive
    // portal); the server's first frame says it is back.
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    act(() => FakeWebSocket.latest('status').serverClose(1006));
    expect(result.current.connectivity).toBe('unreachable');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    const again = FakeWebSocket.latest('status');
    act(() => again.open());
    expect(result.current.connectivity).toBe('unreachable');
    act(() => again.receive({ type: 'status', response: status() }));
    expect(result.current.connectivity).toBe('online');
  });
});

describe('moderationRefetch', () => {
  const m = (version: number, players: string[]) => ({ version, players });

  it('only records the first version seen', () => {
    expect(moderationRefetch(null, m(7, ['reg-1']), 'reg-1', false)).toBe(false);
  });

  it('refetches for the next version only when it lists this player, or lists nobody (everyone)', () => {
    expect(moderationRefetch(7, m(7, ['reg-1']), 'reg-1', false)).toBe(false);
    expect(moderationRefetch(7, m(8, ['reg-2']), 'reg-1', false)).toBe(false);
    expect(moderationRefetch(7, m(8, ['reg-2', 'reg-1']), 'reg-1', false)).toBe(true);
    expect(moderationRefetch(7, m(8, []), 'reg-1', false)).toBe(true);
  });

  it('refetches when versions were missed, the count started over, or the channel was closed meanwhile', () => {
    expect(moderationRefetch(7, m(9, ['reg-2']), 'reg-1', false)).toBe(true);
    expect(moderationRefetch(7, m(1, ['reg-2']), 'reg-1', false)).toBe(true);
    expect(moderationRefetch(7, m(8, ['reg-2']), 'reg-1', true)).toBe(true);
    expect(moderationRefetch(7, m(7, ['reg-2']), 'reg-1', true)).toBe(false);
  });
});
