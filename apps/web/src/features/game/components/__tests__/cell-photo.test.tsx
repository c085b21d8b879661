// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { filledCell, fullLetters, gridCell } from '@/testing/fixtures';
import { ConnectionPhoto } from '../cell-photo';
import { PlayerGrid } from '../player-grid';

const t = messages.play;

function grid(cells: ReturnType<typeof filledCell>[]) {
  const answer = Array.from({ length: 5 }, (_, x) => Array.from({ length: 5 }, (_, y) => gridCell(x, y)));
  for (const cell of cells) {
    const row = answer[cell.x];
    if (row) row[cell.y] = cell;
  }
  return render(<PlayerGrid question={fullLetters()} answer={answer} locked={false} onPick={vi.fn()} />);
}

describe('a filled cell whose selfie was deleted', () => {
  it('shows a silhouette and the name on the grid, never an image', () => {
    const deleted = { ...filledCell(0, 0, 'Bob Builder'), image: null, thumbnail: null };
    const { container } = grid([deleted, filledCell(0, 1, 'Ivy Chen')]);
    const cell = screen.getByRole('button', { name: t.cellFilled('B', 1, 'Bob Builder') });
    expect(within(cell).queryByRole('img', { hidden: true })).toBeNull();
    expect(within(cell).getByTestId('no-photo')).toHaveAttribute('aria-hidden', 'true');
    expect(within(cell).getByText('Bob')).toBeInTheDocument();
    // The other cell keeps its thumbnail.
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/photos/0-1.thumb.webp');
  });

  it('swaps a selfie that no longer loads (deleted while the page was open) for the silhouette', () => {
    const { container } = grid([filledCell(0, 0, 'Bob Builder')]);
    const image = container.querySelector('img');
    if (!image) throw new Error('no image');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('no-photo')).toBeInTheDocument();
  });

  it('says the photo was deleted where the connection is opened', () => {
    render(<ConnectionPhoto src={null} name="Bob Builder" />);
    expect(screen.getByText(messages.selfies.photoDeleted)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the selfie where there is one', () => {
    render(<ConnectionPhoto src="/media/a.jpg" name="Bob Builder" />);
    expect(screen.getByRole('img', { name: t.photoOf('Bob Builder') })).toHaveAttribute(
      'src',
      '/media/a.jpg',
    );
  });
});
