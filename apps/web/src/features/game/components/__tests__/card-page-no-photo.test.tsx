// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/testing/api';
import { eventInfo, filledCell, matrixWith, signIn } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const t = messages.card;
const infoPath = '/api/hoogo/manage-event/DevMeetup/get-info/';
const matrixPath = '/api/hoogo/manage-game/event-1/get-user-matrix/';

/** A cell as someone else's card shows it at an event in an anonymous venue mode (docs/data.md). */
const withoutPhoto = (x: number, y: number, name: string) => ({
  ...filledCell(x, y, name),
  image: null,
  thumbnail: null,
  liner: null,
});

function openCard(cells: ReturnType<typeof filledCell>[], userName = 'A. L.') {
  // The card's route is behind sign-in (app/router.tsx, ProtectedLayout).
  signIn();
  const matrix = { ...matrixWith(cells), user_name: userName, editable: false, user_code: null };
  mockApi({
    [`GET ${infoPath}`]: () => envelope(eventInfo({ role: null, venue_privacy: 'initials' })),
    [`GET ${matrixPath}`]: () => envelope(matrix),
  });
  renderApp('/DevMeetup/hoogocard?eventRegisterId=reg-9');
}

describe('read-only card without photos', () => {
  it('shows each filled cell as a tile with its letter and the name as given, no image', async () => {
    openCard([withoutPhoto(0, 0, 'B. J.'), withoutPhoto(0, 1, 'Bartholomew'), withoutPhoto(0, 2, 'Nina')]);
    // The route's chunk loads lazily: the first test of the file pays for it.
    const initials = await screen.findByRole('button', { name: t.cellLabel('B. J.') });
    expect(initials).toHaveTextContent('B. J.');
    expect(within(initials).getByTestId('cell-without-photo')).toBeInTheDocument();
    expect(within(initials).queryByRole('img')).not.toBeInTheDocument();
    expect(initials).not.toHaveAttribute('title');
    // A long first name is cut as on a tile with a photo.
    expect(screen.getByRole('button', { name: t.cellLabel('Bartholomew') })).toHaveTextContent('Barth...');
    expect(screen.getByRole('button', { name: t.cellLabel('Nina') })).toHaveTextContent('Nina');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.playerTitle('A. L.'));
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });

  it('keeps the photo tiles of cells that have one', async () => {
    openCard([filledCell(0, 0, 'Ada Lovelace'), withoutPhoto(0, 1, 'Bea')], 'Cyd Hopper');
    const ada = await screen.findByRole('button', { name: t.cellLabel('Ada Lovelace') });
    expect(within(ada).queryByTestId('cell-without-photo')).not.toBeInTheDocument();
    expect(ada.querySelector('img')).toHaveAttribute('src', '/media/photos/0-0.thumb.webp');
    expect(ada).toHaveTextContent('Ada');
    const bea = screen.getByRole('button', { name: t.cellLabel('Bea') });
    expect(within(bea).getByTestId('cell-without-photo')).toBeInTheDocument();
  });
});
