// @vitest-environment jsdom
import { messages, type ResultRow, type Results } from '@hoogo/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { signIn } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { byId, hostScreenRoutes } from './fixtures';

const t = messages.gameMaster;

function row(overrides: Partial<ResultRow>): ResultRow {
  return {
    rank: 1,
    event_register_id: 'p1',
    user_name: 'Ada Lovelace',
    total_connections: 25,
    score: [true, true, true, true, true],
    guest: false,
    completed_at: '2025-03-14T19:00:00.000Z',
    ...overrides,
  };
}

function results(overrides: Partial<Results> = {}): Results {
  return {
    event_name: 'DevMeetup',
    generated_at: '2025-03-14T20:00:00.000Z',
    participant_count: 4,
    completed_count: 1,
    first_finisher: 'p1',
    game: [
      row({}),
      row({
        rank: 2,
        event_register_id: 'p2',
        user_name: 'Grace Hopper',
        total_connections: 12,
        score: [true, true, false, false, false],
        completed_at: null,
      }),
      row({
        rank: 2,
        event_register_id: 'p3',
        user_name: 'Linus Torvalds',
        total_connections: 12,
        score: [true, true, false, false, false],
        completed_at: null,
      }),
      row({
        rank: 4,
        event_register_id: 'p4',
        user_name: 'Nina Simone',
        total_connections: 3,
        score: [false, false, false, false, false],
        completed_at: null,
      }),
    ],
    voting_enabled: true,
    voting: [
      {
        rank: 1,
        event_register_id: 'p1',
        user_name: 'Ada Lovelace',
        vote_count: 3,
        guest: false,
        total_connections: 25,
        completed_at: '2025-03-14T19:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

beforeEach(() => {
  signIn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function setup(answer: Results = results()) {
  const api = mockApi({
    ...hostScreenRoutes(),
    [`GET ${byId}/results/`]: () => envelope(answer),
    [`GET ${byId}/export/players.csv`]: () =>
      new Response('\uFEFFrank,name\r\n1,Ada\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="devmeetup-players.csv"; filename*=UTF-8''devmeetup-players.csv`,
        },
      }),
    [`GET ${byId}/export/connections.csv`]: () =>
      envelope(null, { status: 403, message: { general: ['You are not a host of this event'] } }),
  });
  const user = userEvent.setup();
  renderApp('/dashboard/DevMeetup/results');
  return { api, user };
}

async function gameTable() {
  const section = await screen.findByRole('region', { name: t.gameRanking });
  return within(section).getByRole('table');
}

describe('the results page', () => {
  it('marks the guests of quick join in both rankings, and only them', async () => {
    const answer = results();
    answer.game = answer.game.map((r) => (r.event_register_id === 'p2' ? { ...r, guest: true } : r));
    answer.voting = answer.voting.map((r) => ({ ...r, guest: true }));
    setup(answer);
    const table = await gameTable();
    const [, first, second, third] = within(table).getAllByRole('row');
    if (!first || !second || !third) throw new Error('rows expected');
    expect(within(second).getByText(messages.guest.marker)).toHaveAttribute(
      'title',
      messages.guest.markerTitle,
    );
    expect(within(first).queryByText(messages.guest.marker)).not.toBeInTheDocument();
    expect(within(third).queryByText(messages.guest.marker)).not.toBeInTheDocument();
    const voting = await screen.findByRole('region', { name: t.votingRanking });
    expect(within(voting).getByText(messages.guest.marker)).toBeInTheDocument();
  });

  it('says on a phone that the rankings scroll sideways, and lets a keyboard focus and scroll them', async () => {
    setup();
    const scroller = await screen.findByRole('region', { name: t.tableScroller(t.gameRanking) });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(within(scroller).getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t.tableScroller(t.votingRanking) })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getAllByText(t.tableScrollHint)[0]).toHaveClass('sm:hidden');
  });

  it('shows the game ranking with shared ranks as ties and the first finisher highlighted', async () => {
    setup();
    const table = await gameTable();
    const [, first, second, third, fourth] = within(table).getAllByRole('row');
    if (!first || !second || !third || !fourth) throw new Error('four rows expected');
    expect(within(first).getByText(t.firstFinisher)).toBeVisible();
    expect(within(first).getByText('25')).toBeVisible();
    expect(within(second).getByText(t.tiedRank(2))).toBeInTheDocument();
    expect(within(second).getByText('2=')).toBeVisible();
    expect(within(third).getByText(t.tiedRank(2))).toBeInTheDocument();
    expect(within(third).queryByText(t.firstFinisher)).not.toBeInTheDocument();
    expect(within(fourth).queryByText(t.tiedRank(4))).not.toBeInTheDocument();
    expect(within(fourth).getAllByRole('cell')[0]).toHaveTextContent(/^4$/);
    expect(within(first).queryByText(t.tiedRank(1))).not.toBeInTheDocument();
    expect(within(first).getByText('5/5')).toBeInTheDocument();
    expect(within(fourth).getByText(t.notCompleted)).toBeVisible();

    const voting = screen.getByRole('region', { name: t.votingRanking });
    expect(within(voting).getByText('Ada Lovelace')).toBeVisible();
    expect(within(voting).getByText('3')).toBeVisible();
  });

  it('leaves the voting ranking out when voting was not used', async () => {
    // Voting off and no vote cast: the completed players are candidates, but nobody voted.
    const candidates = results().voting.map((row) => ({ ...row, vote_count: 0 }));
    setup(results({ voting_enabled: false, voting: candidates }));
    await gameTable();
    expect(screen.queryByRole('region', { name: t.votingRanking })).not.toBeInTheDocument();
  });

  it('keeps the voting ranking after voting was turned off when votes were cast', async () => {
    setup(results({ voting_enabled: false }));
    await gameTable();
    expect(screen.getByRole('region', { name: t.votingRanking })).toBeInTheDocument();
  });

  it('prints the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = setup();
    await gameTable();
    await user.click(screen.getByRole('button', { name: t.print }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("downloads the players' CSV with the host's token and saves it under the server's file name", async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:players');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const { api, user } = setup();
    await gameTable();
    await user.click(screen.getByRole('button', { name: t.downloadPlayers }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:players', download: 'devmeetup-players.csv' }]));
    const call = api.callsTo('GET', `${byId}/export/players.csv`)[0];
    expect(call?.headers.get('Authorization')).toBe('Bearer access-1');
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(await blob?.text()).toContain('rank,name');
  });

  it("shows the server's refusal of a download", async () => {
    const { user } = setup();
    await gameTable();
    await user.click(screen.getByRole('button', { name: t.downloadConnections }));
    expect(await screen.findByText('You are not a host of this event')).toBeInTheDocument();
  });
});
