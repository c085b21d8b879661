// @vitest-environment jsdom
import { type CompletedPlayer, messages } from '@hoogo/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { envelope, mockApi } from '@/testing/api';
import { FakeWebSocket } from '@/testing/fake-socket';
import { eventInfo, signIn } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const v = messages.voting;
const infoPath = '/api/hoogo/manage-event/DevMeetup/get-info/';
const playersPath = '/api/hoogo/manage-game/event-1/hoogo-completed-players/';
const votePath = (id: string) => `/api/hoogo/manage-game/event-1/vote/${id}/`;
type Routes = Parameters<typeof mockApi>[0];

const anna: CompletedPlayer = {
  user_name: 'Anna',
  event_register_id: 'reg-a',
  voted: false,
  image: null,
  thumbnail: null,
};
const bob: CompletedPlayer = {
  user_name: 'Bob',
  event_register_id: 'reg-b',
  voted: false,
  image: null,
  thumbnail: null,
};
const carl: CompletedPlayer = {
  user_name: 'Carl',
  event_register_id: 'reg-c',
  voted: false,
  image: null,
  thumbnail: null,
};

beforeEach(() => {
  signIn();
  storage.setEventUserId('event-1', 'secret-1');
});

function setup({
  players = [anna, bob, carl],
  votingEnabled = true,
  extra = {} as Routes,
}: {
  players?: CompletedPlayer[];
  votingEnabled?: boolean;
  extra?: Routes;
} = {}) {
  const api = mockApi({
    [`GET ${infoPath}`]: () => envelope(eventInfo({ role: null, voting_enabled: votingEnabled })),
    [`GET ${playersPath}`]: () => envelope(players),
    ...extra,
  });
  const user = userEvent.setup();
  const utils = renderApp('/DevMeetup/voting');
  return { api, user, ...utils };
}

function rowButton(name: string) {
  const row = screen.getByText(name).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row).getByRole('button');
}

describe('voting page', () => {
  it('lists the completed players with a Vote button, asking with the user_id', async () => {
    const { api } = setup();
    expect(await screen.findByRole('button', { name: v.voteFor('Anna') })).toHaveTextContent(v.vote);
    const call = api.callsTo('GET', playersPath)[0];
    expect(new URL(call?.url ?? '', 'http://x').searchParams.get('user_id')).toBe('secret-1');
  });

  it('shows Voted and Voting Limit Reached once 2 votes are cast', async () => {
    setup({ players: [{ ...anna, voted: true }, { ...bob, voted: true }, carl] });
    await screen.findByText('Carl');
    expect(rowButton('Anna')).toHaveTextContent(v.votedButton);
    expect(rowButton('Anna')).toBeDisabled();
    expect(rowButton('Carl')).toHaveTextContent(v.limitReached);
    expect(rowButton('Carl')).toBeDisabled();
  });

  it('shows Voting Disabled when voting is closed', async () => {
    setup({ votingEnabled: false });
    await screen.findByText('Anna');
    for (const name of ['Anna', 'Bob', 'Carl']) {
      expect(rowButton(name)).toHaveTextContent(v.disabled);
      expect(rowButton(name)).toBeDisabled();
    }
  });

  it('shows the selfie taken with each player (its thumbnail) and the initial when there is none', async () => {
    const priya: CompletedPlayer = {
      user_name: 'Priyadarshini Venkataraman-Subramanian',
      event_register_id: 'reg-p',
      voted: false,
      image: '/media/photos/p.jpg',
      thumbnail: '/media/photos/p.thumb.webp',
    };
    const olga: CompletedPlayer = {
      ...bob,
      user_name: 'Olga',
      image: '/media/photos/o.jpg',
      thumbnail: null,
    };
    setup({ players: [priya, olga, carl] });
    const name = await screen.findByText(priya.user_name);
    const row = name.closest('li') as HTMLElement;
    expect(row.querySelector('img')).toHaveAttribute('src', '/media/photos/p.thumb.webp');
    // The whole name shows and wraps: nothing cuts it with an ellipsis.
    expect(name).toHaveTextContent(/^Priyadarshini Venkataraman-Subramanian$/);
    expect(name.className).not.toMatch(/truncate|line-clamp|text-ellipsis/);
    const olgaRow = screen.getByText('Olga').closest('li') as HTMLElement;
    expect(olgaRow.querySelector('img')).toHaveAttribute('src', '/media/photos/o.jpg');
    const carlRow = screen.getByText('Carl').closest('li') as HTMLElement;
    expect(carlRow.querySelector('img')).toBeNull();
    expect(within(carlRow).getByText('C')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the empty text', async () => {
    setup({ players: [] });
    expect(await screen.findByText(v.empty)).toBeInTheDocument();
  });

  it('votes with the user_id and toasts success', async () => {
    let voted = false;
    const { user, api } = setup({
      extra: {
        [`POST ${votePath('reg-a')}`]: () => {
          voted = true;
          return envelope(null);
        },
        [`GET ${playersPath}`]: () => envelope([{ ...anna, voted }, bob, carl]),
      },
    });
    await user.click(await screen.findByRole('button', { name: v.voteFor('Anna') }));
    expect(await screen.findByText(v.voted)).toBeInTheDocument();
    expect(api.callsTo('POST', votePath('reg-a'))[0]?.body).toEqual({ user_id: 'secret-1' });
    await waitFor(() => expect(rowButton('Anna')).toHaveTextContent(v.votedButton));
  });

  it('on 4000 toasts that voting is closed and goes back to the game', async () => {
    const { user, router } = setup({
      extra: {
        [`POST ${votePath('reg-a')}`]: () =>
          envelope(null, { status: 409, statusCode: 4000, message: { general: ['closed'] } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: v.voteFor('Anna') }));
    expect(await screen.findByText(v.closed)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/DevMeetup/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('toasts a failed vote', async () => {
    const { user } = setup({
      extra: { [`POST ${votePath('reg-a')}`]: () => envelope(null, { status: 500, message: {} }) },
    });
    await user.click(await screen.findByRole('button', { name: v.voteFor('Anna') }));
    expect(await screen.findByText(v.voteFailed)).toBeInTheDocument();
  });

  it('tells when the completed players cannot be fetched', async () => {
    setup({ extra: { [`GET ${playersPath}`]: () => envelope(null, { status: 500, message: {} }) } });
    expect(await screen.findByText(v.completedFailed)).toBeInTheDocument();
  });
});

describe("voting page: the game's time", () => {
  it('counts down to the end of voting, and not to the end of connections', async () => {
    setup();
    await screen.findByRole('button', { name: v.voteFor('Anna') });
    await waitFor(() => expect(FakeWebSocket.to('status')).toHaveLength(1));
    const socket = FakeWebSocket.latest('status');
    const schedule = {
      connections_close_at: new Date(Date.now() + 300_000).toISOString(),
      voting_opens_at: null,
      voting_closes_at: new Date(Date.now() + 900_000).toISOString(),
    };
    const status = {
      voting_enabled: true,
      grid_complete: true,
      grid_version: 'v1',
      code_digits: 4,
      participant_count: 3,
      total_connections: 9,
      schedule,
    };
    act(() => socket.open());
    act(() => socket.receive({ type: 'status', response: status }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Voting closes in (14:5\d|15:00)$/);
    expect(screen.queryByText(messages.schedule.connectionsClosed)).toBeNull();
  });
});
