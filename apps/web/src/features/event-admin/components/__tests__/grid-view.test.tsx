// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GridView } from '../grid-view';

const t = messages.eventAdmin;
const empty = Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => ''));
const filled = Array.from({ length: 5 }, (_, r) => [...'ABCDEFGHIJKLMNOPQRSTUVWXY'.slice(r * 5, r * 5 + 5)]);

describe('read-only grid', () => {
  it('draws each of the 25 cells as a square box that takes its column width, not a table cell', () => {
    render(<GridView matrix={filled} onEdit={() => {}} />);
    const table = screen.getByRole('table', { name: t.gridLabel });
    const cells = within(table).getAllByRole('cell');
    expect(cells).toHaveLength(25);
    for (const cell of cells) {
      // Table cells ignore aspect-ratio: the square is a block inside the cell, as wide as the cell.
      const box = cell.firstElementChild as HTMLElement;
      expect(box.tagName).toBe('DIV');
      expect(box).toHaveClass('aspect-square', 'w-full');
    }
    expect(cells.map((cell) => cell.textContent).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXY');
    expect(screen.queryByText(t.gridEmptyInvite)).not.toBeInTheDocument();
  });

  it('invites the host to edit an empty grid', async () => {
    const onEdit = vi.fn();
    render(<GridView matrix={empty} onEdit={onEdit} />);
    expect(screen.getByText(t.gridEmptyInvite)).toBeInTheDocument();
    expect(screen.getAllByText(t.gridEmptyCell)).toHaveLength(25);
    await userEvent.click(screen.getByRole('button', { name: t.editGrid }));
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('shows a partly set grid without the invitation', () => {
    const partly = empty.map((row, r) => (r === 0 ? ['A', 'B', '', '', ''] : row));
    render(<GridView matrix={partly} onEdit={() => {}} />);
    expect(screen.queryByText(t.gridEmptyInvite)).not.toBeInTheDocument();
    expect(screen.getAllByText(t.gridEmptyCell)).toHaveLength(23);
  });
});
