// @vitest-environment jsdom
import { messages } from '@hoogo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope } from '@/testing/api';
import { adminBase, openEventAdmin } from '@/testing/event-admin';
import { eventInfo, signIn } from '@/testing/fixtures';
import { pastedLetters } from '../edit-grid-modal';

const t = messages.eventAdmin;
const base = adminBase;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXY';
const letterRows = (text: string) => Array.from({ length: 5 }, (_, r) => [...text.slice(r * 5, r * 5 + 5)]);

beforeEach(() => signIn());

async function openGrid(options: Parameters<typeof openEventAdmin>[0] = {}) {
  const { api, user } = await openEventAdmin(options);
  await user.click(screen.getAllByRole('button', { name: t.editGrid })[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: t.editGridTitle });
  const cell = (col: string, row: number) => within(dialog).getByLabelText(t.cellLabel(col, row));
  const values = () =>
    within(dialog)
      .getAllByRole('textbox')
      .map((input) => (input as HTMLInputElement).value)
      .join('');
  return { api, user, dialog, cell, values };
}

describe('grid editor: typing', () => {
  it('moves to the next cell after a letter, across rows, and counts the letters set', async () => {
    const { user, dialog, cell } = await openGrid();
    expect(within(dialog).getByText(t.gridLettersSet(0))).toBeInTheDocument();
    await user.click(cell('N', 1));
    await user.keyboard('abcd');
    expect(cell('N', 1)).toHaveValue('A');
    expect(cell('O', 1)).toHaveValue('C');
    expect(cell('B', 2)).toHaveValue('D');
    expect(cell('I', 2)).toHaveFocus();
    expect(within(dialog).getByText(t.gridLettersSet(4))).toBeInTheDocument();
  });

  it('overwrites a filled cell and folds an accented letter to A-Z', async () => {
    const { user, cell } = await openGrid({ info: eventInfo({ matrix: letterRows(LETTERS) }) });
    await user.click(cell('B', 1));
    await user.keyboard('z');
    expect(cell('B', 1)).toHaveValue('Z');
    expect(cell('I', 1)).toHaveFocus();
    await user.keyboard('é');
    expect(cell('I', 1)).toHaveValue('E');
    expect(cell('N', 1)).toHaveFocus();
  });

  it('keeps the first letter of a text inserted at once (autofill, dictation)', async () => {
    const { cell } = await openGrid();
    fireEvent.change(cell('B', 1), { target: { value: 'xyz' } });
    expect(cell('B', 1)).toHaveValue('X');
    expect(cell('I', 1)).toHaveFocus();
  });

  it('refuses digits and symbols with a hint said aloud, and keeps the cell', async () => {
    const { user, dialog, cell } = await openGrid();
    await user.click(cell('B', 1));
    await user.keyboard('7');
    expect(cell('B', 1)).toHaveValue('');
    expect(cell('B', 1)).toHaveFocus();
    const hint = within(dialog).getByText(t.gridLettersOnly('7'));
    expect(hint).toHaveAttribute('aria-live', 'polite');
    await user.keyboard('#');
    expect(within(dialog).getByText(t.gridLettersOnly('#'))).toBeInTheDocument();
    await user.keyboard('k');
    expect(cell('B', 1)).toHaveValue('K');
    expect(within(dialog).queryByText(t.gridLettersOnly('#'))).not.toBeInTheDocument();
  });

  it('moves with the arrow keys, and Backspace clears the cell and moves back', async () => {
    const { user, dialog, cell } = await openGrid({ info: eventInfo({ matrix: letterRows(LETTERS) }) });
    await user.click(cell('I', 2));
    await user.keyboard('{ArrowRight}');
    expect(cell('N', 2)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell('N', 3)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(cell('I', 2)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(cell('I', 1)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(cell('I', 1)).toHaveValue('');
    expect(cell('B', 1)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(cell('B', 1)).toHaveValue('');
    expect(cell('B', 1)).toHaveFocus();
    expect(within(dialog).getByText(t.gridLettersSet(23))).toBeInTheDocument();
  });
});

describe('grid editor: paste', () => {
  it('fills the whole grid from 25 pasted letters, skipping spaces, commas and new lines', async () => {
    const { user, dialog, cell, values } = await openGrid();
    await user.click(cell('G', 3));
    await user.paste('a b c d e,\nf,g,h,i,j\nklmno\npqrst uvwxy');
    expect(values()).toBe(LETTERS);
    expect(within(dialog).getByText(t.gridLettersSet(25))).toBeInTheDocument();
    expect(cell('O', 5)).toHaveFocus();
  });

  it('fills from the focused cell with a shorter paste and says what did not fit', async () => {
    const { user, dialog, cell } = await openGrid();
    await user.click(cell('N', 5));
    await user.paste('xyz');
    expect(cell('N', 5)).toHaveValue('X');
    expect(cell('O', 5)).toHaveValue('Z');
    expect(cell('B', 1)).toHaveValue('');
    await user.click(cell('G', 5));
    await user.paste('pqrs');
    expect(cell('O', 5)).toHaveValue('Q');
    expect(within(dialog).getByText(t.gridPasteLeftOver(2))).toBeInTheDocument();
  });

  it('refuses a paste with digits, changing nothing', async () => {
    const { user, dialog, cell, values } = await openGrid();
    await user.click(cell('B', 1));
    await user.paste('AB3DE');
    expect(values()).toBe('');
    expect(within(dialog).getByText(t.gridPasteLettersOnly)).toBeInTheDocument();
  });

  it('reads pasted letters by the grid rule', () => {
    expect(pastedLetters(' a,b;\tç\n')).toEqual(['A', 'B', 'C']);
    expect(pastedLetters('A1')).toBeNull();
    expect(pastedLetters('')).toEqual([]);
  });
});

describe('grid editor: saving', () => {
  it('offers Save Grid only once the grid differs from the saved one, keeping the confirmation', async () => {
    const { user, dialog, cell, api } = await openGrid();
    expect(within(dialog).queryByRole('button', { name: t.saveGrid })).not.toBeInTheDocument();
    await user.click(cell('B', 1));
    await user.keyboard('a');
    await user.click(cell('O', 5));
    await user.keyboard('z');
    await user.click(within(dialog).getByRole('button', { name: t.saveGrid }));
    const confirm = await screen.findByRole('dialog', { name: t.updateConfirmTitle });
    expect(within(confirm).getByText(messages.events.gridUpdateConfirm)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: t.cancel }));
    expect(api.callsTo('PATCH', `${base}/update/`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: t.saveGrid }));
    await user.click(
      within(await screen.findByRole('dialog', { name: t.updateConfirmTitle })).getByRole('button', {
        name: t.confirm,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = api.callsTo('PATCH', `${base}/update/`)[0]?.body as FormData;
    expect([...body.keys()].filter((key) => key.startsWith('matrix['))).toHaveLength(25);
    expect(body.get('matrix[0][0]')).toBe('A');
    expect(body.get('matrix[4][4]')).toBe('Z');
    expect(body.get('matrix[2][2]')).toBe('');
  });

  it('asks before Escape discards typed letters, and keeps them on Keep editing', async () => {
    const { user, dialog, cell } = await openGrid();
    await user.click(cell('B', 1));
    await user.keyboard('q');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: t.discardGridTitle });
    expect(within(ask).getByText(t.discardGridBody)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: t.keepEditing }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t.discardGridTitle })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: t.editGridTitle })).toBe(dialog);
    expect(cell('B', 1)).toHaveValue('Q');

    await user.click(within(dialog).getByRole('button', { name: messages.app.close }));
    await user.click(
      within(await screen.findByRole('dialog', { name: t.discardGridTitle })).getByRole('button', {
        name: t.discardChanges,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape at once when nothing was typed', async () => {
    const { user } = await openGrid();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says a refused grid once, under the grid, until a cell is edited', async () => {
    const refused = 'Each cell holds one letter';
    const { user, dialog, cell } = await openGrid({
      extra: {
        [`PATCH ${base}/update/`]: () =>
          envelope(null, { status: 400, message: { general: [refused], matrix: [refused] } }),
      },
    });
    await user.click(cell('B', 1));
    await user.keyboard('a');
    await user.click(within(dialog).getByRole('button', { name: t.saveGrid }));
    const confirm = await screen.findByRole('dialog', { name: t.updateConfirmTitle });
    await user.click(within(confirm).getByRole('button', { name: t.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
    expect(screen.getAllByText(refused)).toHaveLength(1);
    await user.click(cell('I', 1));
    await user.keyboard('b');
    expect(screen.queryByText(refused)).not.toBeInTheDocument();
  });

  it('after Generate Grid (saved by the server) says the grid is saved and offers no Save Grid', async () => {
    const info = eventInfo({ mmp_event_id: 'pretix:1', ticketing_provider: 'pretix' });
    const { user, dialog, values } = await openGrid({
      info,
      extra: {
        [`POST ${base}/grid/import/`]: () =>
          envelope(
            { grid: letterRows(LETTERS) },
            { message: { general: ['Grid imported from 25 participants'] } },
          ),
        [`PATCH ${base}/update/`]: () => envelope(info),
      },
    });
    await user.type(within(dialog).getByLabelText(t.cellLabel('B', 1)), 'q');
    expect(within(dialog).getByRole('button', { name: t.saveGrid })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.generateGrid }));
    const confirm = await screen.findByRole('dialog', { name: t.importConfirmTitle });
    await user.click(within(confirm).getByRole('button', { name: t.confirm }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      `Grid imported from 25 participants ${t.gridSaved}`,
    );
    expect(values()).toBe(LETTERS);
    expect(within(dialog).queryByRole('button', { name: t.saveGrid })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: t.done })).toBeInTheDocument();
  });

  it('explains Generate Grid while no ticketing platform is connected', async () => {
    const { user, dialog } = await openGrid();
    const generate = within(dialog).getByRole('button', { name: t.generateGrid });
    expect(generate).toHaveAttribute('aria-disabled', 'true');
    await user.click(generate);
    expect(
      within(dialog).getByText(messages.ticketing.connectToGenerate('Ticketing platform')),
    ).toBeVisible();
  });
});
