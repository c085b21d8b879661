// @vitest-environment jsdom
import { FINALE_STEP_MS, messages, type ScreenCommand } from '@hoogo/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { FakeWebSocket } from '@/testing/fake-socket';
import { eventInfo, leaderboardPlayer } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import * as clap from '../../utils/clap';

vi.mock('react-confetti', () => ({ default: () => <div data-testid="confetti" /> }));

/** The big screen's finale (docs/decisions/0083-the-finale.md), started by the hosts' remote. */

const f = messages.finale;
const base = '/api/hoogo/manage-event/event-1';
const row = (id: string, name: string, connections: number) =>
  leaderboardPlayer(id, name, { total_connections: connections });
const vote = (id: string, name: string, votes: number) => ({
  event_register_id: id,
  name,
  vote_count: votes,
  total_connections: 25,
  completed_at: '2025-03-14T18:00:00.000Z',
  time_taken: 1,
});

afterEach(() => vi.useRealTimers());

async function setup() {
  const api = mockApi({
    'GET /api/hoogo/manage-event/DevMeetup/get-info/': () => envelope(eventInfo({ role: null })),
    [`GET ${base}/leaderboard/`]: () =>
      envelope({
        // Bo and Cy tie for second: both are second, and nobody is third.
        rows: [row('p1', 'Ada', 9), row('p2', 'Bo', 7), row('p3', 'Cy', 7), row('p4', 'Di', 2)],
        offset: 0,
        first_rank: 1,
        row_count: 4,
        participant_count: 4,
        total_connections: 25,
        completed_count: 0,
      }),
    [`GET ${base}/vote-leaderboard/`]: () =>
      envelope([vote('p2', 'Bo', 1), vote('p1', 'Ada', 5), vote('p4', 'Di', 0), vote('p3', 'Cy', 3)]),
    [`GET ${base}/summary/`]: () =>
      envelope({
        players: 4,
        connections: 25,
        photos: 21,
        busiest_minute: { at: '2025-03-14T18:02:00.000Z', connections: 6 },
      }),
  });
  renderApp('/DevMeetup/leaderboard');
  await waitFor(() => expect(FakeWebSocket.to('screen')).toHaveLength(1));
  const board = FakeWebSocket.latest('screen');
  act(() => board.open());
  return { api, board };
}

const command = (socket: FakeWebSocket, body: ScreenCommand) =>
  act(() => socket.receive({ type: 'command', command: body }));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const place = () => screen.getByTestId('finale-place');

describe('the finale on the big screen', () => {
  it('reveals the votes third, second, first with the applause, then the event in figures', async () => {
    const { board } = await setup();
    const applause = vi.spyOn(clap, 'playClap');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    command(board, { kind: 'finale', source: 'voting' });
    const finale = await screen.findByTestId('finale');
    await waitFor(() => expect(within(finale).getByTestId('podium-3')).toBeInTheDocument());
    expect(within(finale).getByTestId('podium-1')).toHaveAttribute('aria-hidden', 'true');

    advance(600);
    expect(place()).toHaveTextContent(f.place(3));
    expect(within(finale).getByTestId('podium-3')).toHaveTextContent('Bo');
    expect(within(finale).getByTestId('podium-3')).toHaveTextContent(f.votes(1));
    expect(within(finale).getByTestId('podium-1')).not.toHaveTextContent('Ada');
    advance(FINALE_STEP_MS);
    expect(place()).toHaveTextContent(f.place(2));
    expect(within(finale).getByTestId('podium-2')).toHaveTextContent('Cy');
    advance(FINALE_STEP_MS);
    expect(place()).toHaveTextContent(f.place(1));
    expect(within(finale).getByTestId('podium-1')).toHaveTextContent('Ada');
    expect(within(finale).getByTestId('podium-1')).toHaveTextContent(f.votes(5));
    expect(applause).toHaveBeenCalledTimes(3);
    // A candidate nobody voted for is on no podium.
    expect(finale).not.toHaveTextContent('Di');

    advance(FINALE_STEP_MS);
    const summary = await screen.findByTestId('finale-summary');
    expect(within(summary).getByRole('heading', { name: f.summaryTitle })).toBeInTheDocument();
    expect(within(summary).getByText(f.players).nextSibling).toHaveTextContent('4');
    expect(within(summary).getByText(f.photos).nextSibling).toHaveTextContent('21');
    expect(within(summary).getByText(f.busiestMinute).nextSibling).toHaveTextContent(/6 connections$/);
    // It stays until the remote ends it.
    advance(FINALE_STEP_MS * 5);
    expect(screen.getByTestId('finale-summary')).toBeInTheDocument();
    command(board, { kind: 'finale_end' });
    expect(screen.queryByTestId('finale')).toBeNull();
  });

  it("puts tied players on one place of the game board's podium", async () => {
    const { board } = await setup();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    command(board, { kind: 'finale', source: 'game' });
    const finale = await screen.findByTestId('finale');
    await waitFor(() => expect(within(finale).getByTestId('podium-2')).toBeInTheDocument());
    expect(within(finale).queryByTestId('podium-3')).toBeNull();
    advance(600);
    expect(place()).toHaveTextContent(f.place(2));
    const second = within(finale).getByTestId('podium-2');
    expect(second).toHaveTextContent('Bo');
    expect(second).toHaveTextContent('Cy');
    expect(second).toHaveTextContent(f.connections(7));
    advance(FINALE_STEP_MS);
    expect(place()).toHaveTextContent(f.place(1));
    expect(within(finale).getByTestId('podium-1')).toHaveTextContent('Ada');
  });
});
