// @vitest-environment jsdom
import { type ConnectionImage, type LeaderboardPlayer, messages, type VenuePrivacy } from '@hoogo/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { FakeWebSocket } from '@/testing/fake-socket';
import { eventInfo, leaderboardPlayer } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

vi.mock('react-confetti', () => ({ default: () => <div data-testid="confetti" /> }));

const t = messages.leaderboard;
const infoPath = '/api/hoogo/manage-event/DevMeetup/get-info/';

const player = (id: string, name: string, connections: number) =>
  leaderboardPlayer(id, name, { total_connections: connections });

const selfie = (n: number): ConnectionImage => ({
  event_register_id: 'p1',
  image: `/media/selfie-${n}.jpg`,
  thumbnail: null,
  user_name: null,
  liner: 'Builds robots for fun',
  connected_name: `Friend ${n}`,
  connected_at: `2025-03-14T18:0${n}:00.000Z`,
  code: null,
});

/** A game snapshot as the server sends it (docs/data.md: names and gallery already follow the mode). */
const snapshot = (rows: LeaderboardPlayer[], images: ConnectionImage[], privacy?: VenuePrivacy) => ({
  type: 'snapshot',
  response: {
    user_data: rows,
    image_data: images,
    voting_enabled: false,
    participant_count: rows.length,
    total_connections: 3,
    ...(privacy && { venue_privacy: privacy }),
  },
});

async function openBoard(privacy: VenuePrivacy) {
  mockApi({ [`GET ${infoPath}`]: () => envelope(eventInfo({ role: null, venue_privacy: privacy })) });
  renderApp('/DevMeetup/leaderboard');
  await waitFor(() => expect(FakeWebSocket.to('leaderboard')).toHaveLength(1));
  const game = FakeWebSocket.latest('leaderboard');
  act(() => {
    game.open();
    FakeWebSocket.latest('vote-leaderboard').open();
  });
  return game;
}

const shownNames = () => screen.queryAllByTestId('player-name').map((el) => el.textContent);

describe('venue board in an anonymous venue mode', () => {
  it('says selfies are not shown instead of waiting for them', async () => {
    const game = await openBoard('initials');
    act(() => game.receive(snapshot([player('p1', 'A. L.', 3)], [], 'initials')));
    expect(await screen.findByText(t.selfiesHidden)).toBeInTheDocument();
    expect(screen.queryByText(t.noImages)).not.toBeInTheDocument();
    expect(screen.queryByTestId('recent-images')).not.toBeInTheDocument();
    expect(shownNames()).toEqual(['A. L.']);
  });

  it('follows the setting of the snapshot: a switch while open empties the gallery, and back', async () => {
    const game = await openBoard('full');
    act(() => game.receive(snapshot([player('p1', 'Ada Lovelace', 3)], [selfie(1), selfie(2)], 'full')));
    const gallery = await screen.findByTestId('recent-images');
    expect(within(gallery).getAllByRole('img')).toHaveLength(2);
    expect(screen.queryByText(t.selfiesHidden)).not.toBeInTheDocument();
    expect(shownNames()).toEqual(['Ada Lovelace']);

    // The hosts chose first names: the server sends a fresh snapshot without selfies.
    act(() => game.receive(snapshot([player('p1', 'Ada', 3)], [], 'first_name')));
    await waitFor(() => expect(shownNames()).toEqual(['Ada']));
    expect(screen.getByText(t.selfiesHidden)).toBeInTheDocument();
    expect(screen.queryByTestId('recent-images')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('img', { name: /Friend/ })).toEqual([]);

    act(() => game.receive(snapshot([player('p1', 'Ada Lovelace', 3)], [selfie(3)], 'full')));
    await waitFor(() => expect(shownNames()).toEqual(['Ada Lovelace']));
    expect(within(screen.getByTestId('recent-images')).getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByText(t.selfiesHidden)).not.toBeInTheDocument();
  });

  it('uses the event info until a snapshot tells (a server that does not send the setting)', async () => {
    const game = await openBoard('first_name');
    expect(await screen.findByText(t.selfiesHidden)).toBeInTheDocument();
    act(() => game.receive(snapshot([player('p1', 'Ada', 1)], [])));
    expect(screen.getByText(t.selfiesHidden)).toBeInTheDocument();
  });

  it('keeps the waiting gallery line in full mode while there are no selfies yet', async () => {
    const game = await openBoard('full');
    act(() => game.receive(snapshot([player('p1', 'Ada Lovelace', 0)], [], 'full')));
    expect(await screen.findByText(t.noImages)).toBeInTheDocument();
    expect(screen.queryByText(t.selfiesHidden)).not.toBeInTheDocument();
  });
});
