// @vitest-environment jsdom
import { type Insights, messages } from '@hoogo/core';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { signIn } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { byId, hostScreenRoutes } from './fixtures';

// jsdom has no canvas: the chart library is replaced by a recorder of what it was asked to draw.
const drawn = vi.hoisted(() => ({ data: [] as unknown[][] }));
vi.mock('uplot', () => ({
  default: class FakePlot {
    constructor(_options: unknown, data: unknown[]) {
      drawn.data.push(data);
    }
    setData(data: unknown[]) {
      drawn.data.push(data);
    }
    setSize() {}
    destroy() {}
  },
}));

const t = messages.gameMaster;

function insights(overrides: Partial<Insights> = {}): Insights {
  return {
    generated_at: '2025-03-14T20:00:00.000Z',
    participant_count: 120,
    connection_count: 845,
    completed_count: 7,
    timeline: {
      bucket_minutes: 5,
      points: [
        { at: '2025-03-14T18:00:00.000Z', joined: 80, connections: 10 },
        { at: '2025-03-14T18:05:00.000Z', joined: 30, connections: 400 },
        { at: '2025-03-14T18:10:00.000Z', joined: 10, connections: 435 },
      ],
    },
    connection_spread: { none: 11, few: 64, many: 38, full: 7 },
    bingo_spread: [40, 30, 20, 13, 10, 7],
    most_connected: [
      { event_register_id: 'p1', user_name: 'Ada Lovelace', linked_by: 19, total_connections: 25 },
      { event_register_id: 'p2', user_name: 'Grace Hopper', linked_by: 17, total_connections: 22 },
    ],
    voting: { enabled: true, voters: 5, eligible: 7, votes: 9 },
    ...overrides,
  };
}

beforeEach(() => {
  signIn();
  drawn.data = [];
});

function setup(answer: Insights = insights()) {
  const api = mockApi({ ...hostScreenRoutes(), [`GET ${byId}/insights/`]: () => envelope(answer) });
  renderApp('/dashboard/DevMeetup/insights');
  return { api };
}

describe('the insights page', () => {
  it('shows the numbers, the spreads, the most connected people and the voting turnout', async () => {
    setup();
    const connections = await screen.findByText('845', { selector: 'dd' });
    expect(connections.previousElementSibling).toHaveTextContent(t.connectionsMade);
    expect(screen.getByText('120', { selector: 'dd' }).previousElementSibling).toHaveTextContent(
      t.participants,
    );
    expect(screen.getByText('7', { selector: 'dd' }).previousElementSibling).toHaveTextContent(t.completed);

    const spread = screen.getByRole('region', { name: t.spreadTitle });
    const spreadRows = within(spread).getAllByRole('row').slice(1);
    expect(spreadRows.map((row) => row.textContent)).toEqual(['011', '1–464', '5–2438', '257']);

    const bingos = screen.getByRole('region', { name: t.bingoTitle });
    expect(
      within(bingos)
        .getByRole('rowheader', { name: t.bingoLabel(5) })
        .closest('tr'),
    ).toHaveTextContent('7');
    expect(within(bingos).getAllByRole('row').slice(1)).toHaveLength(6);

    const most = screen.getByRole('region', { name: t.mostConnected });
    expect(within(most).getByText('Ada Lovelace').closest('tr')).toHaveTextContent('Ada Lovelace1925');

    const voting = screen.getByRole('region', { name: t.votingTurnout });
    expect(within(voting).getByText(t.turnout(5, 7))).toBeVisible();
    expect(within(voting).getByText(t.votesCast(9))).toBeVisible();
  });

  it('draws the running totals and gives the chart a text alternative and a table', async () => {
    setup();
    const chart = await screen.findByRole('img', { name: /120 players joined and 845 connections/ });
    expect(chart).toBeInTheDocument();
    await waitFor(() => expect(drawn.data.length).toBeGreaterThan(0));
    const [times, joined, connections] = drawn.data.at(-1) as number[][];
    // Running totals, from zero one bucket (5 min) before the first.
    expect(joined).toEqual([0, 80, 110, 120]);
    expect(connections).toEqual([0, 10, 410, 845]);
    expect(times).toEqual(
      ['17:55', '18:00', '18:05', '18:10'].map((at) => Date.parse(`2025-03-14T${at}:00.000Z`) / 1000),
    );

    const timeline = screen.getByRole('region', { name: t.overTime });
    const table = within(timeline).getByRole('table', { hidden: true });
    const last = within(table).getAllByRole('row', { hidden: true }).at(-1);
    expect(last).toHaveTextContent(/120\s*845$/);
  });

  it('says so when voting was not used', async () => {
    setup(insights({ voting: { enabled: false, voters: 0, eligible: 7, votes: 0 } }));
    const voting = await screen.findByRole('region', { name: t.votingTurnout });
    expect(within(voting).getByText(t.votingOff)).toBeVisible();
  });

  it('asks again while the page is shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api } = setup();
      await screen.findByText('845', { selector: 'dd' });
      expect(api.callsTo('GET', `${byId}/insights/`)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(15_500);
      await waitFor(() => expect(api.callsTo('GET', `${byId}/insights/`)).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });
});
