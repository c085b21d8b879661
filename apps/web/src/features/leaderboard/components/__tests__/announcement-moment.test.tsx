// @vitest-environment jsdom
import { ANNOUNCEMENT_SCREEN_MS, messages } from '@hoogo/core';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { FakeWebSocket } from '@/testing/fake-socket';
import { eventInfo } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

vi.mock('react-confetti', () => ({ default: () => <div data-testid="confetti" /> }));

const lunch = { id: 'a-1', text: 'Lunch is served in the main hall', created_at: '2026-11-28T12:00:00.000Z' };

async function setup() {
  mockApi({
    'GET /api/hoogo/manage-event/DevMeetup/get-info/': () => envelope(eventInfo({ role: null })),
  });
  renderApp('/DevMeetup/leaderboard');
  await waitFor(() => expect(FakeWebSocket.to('screen')).toHaveLength(1));
  const board = FakeWebSocket.latest('screen');
  act(() => board.open());
  return { board };
}

afterEach(() => {
  vi.useRealTimers();
});

/** A host's announcement on the big screen (docs/decisions/0082-announcements.md). */
describe('the announcement on the big screen', () => {
  it('shows it large over the board for ANNOUNCEMENT_SCREEN_MS, then the board again', async () => {
    const { board } = await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => board.receive({ type: 'announcement', announcement: lunch }));
    const moment = screen.getByTestId('announcement');
    expect(moment).toHaveAttribute('role', 'status');
    expect(moment).toHaveTextContent(messages.announcements.screenHeading);
    expect(moment).toHaveTextContent(lunch.text);
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_SCREEN_MS - 1_000));
    expect(screen.getByTestId('announcement')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByTestId('announcement')).toBeNull();
  });

  it('leaves at once when the hosts withdraw it, and ignores the withdrawal of another one', async () => {
    const { board } = await setup();
    act(() => board.receive({ type: 'announcement', announcement: lunch }));
    expect(screen.getByTestId('announcement')).toBeInTheDocument();
    act(() => board.receive({ type: 'announcement_withdrawn', id: 'another' }));
    expect(screen.getByTestId('announcement')).toBeInTheDocument();
    act(() => board.receive({ type: 'announcement_withdrawn', id: lunch.id }));
    expect(screen.queryByTestId('announcement')).toBeNull();
  });
});
