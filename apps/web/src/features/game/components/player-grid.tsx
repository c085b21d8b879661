import { BINGO_LETTERS, GRID_SIZE, type GridCell, messages } from '@hoogo/core';
import { cn } from '@/components/ui/cn';
import type { ActiveCell } from './connection-form';

const t = messages.play;

/** The first word of a name: the grid and the card show first names. */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

/**
 * The player's 5x5 grid: an empty cell shows its letter and opens the connection form, a filled cell shows
 * the selfie and the name. Every cell is a button, so the grid works with the keyboard.
 */
export function PlayerGrid({
  question,
  answer,
  locked,
  onPick,
}: {
  question: string[][];
  answer: GridCell[][];
  /** Until all 25 letters are set nothing can be filled. */
  locked: boolean;
  onPick: (cell: ActiveCell) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form's fieldset
    <div role="group" aria-label={t.gridLabel} className="grid grid-cols-5 gap-1.5 sm:gap-2">
      {Array.from({ length: GRID_SIZE }, (_, x) =>
        Array.from({ length: GRID_SIZE }, (_, y) => {
          const letter = question[x]?.[y] ?? '';
          const cell = answer[x]?.[y];
          const column = BINGO_LETTERS[y] ?? '';
          const filled = Boolean(cell?.connected_name);
          const name = firstName(cell?.connected_name);
          const base =
            'relative aspect-square overflow-hidden rounded-xl text-center focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
          if (filled) {
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: grid cells are positions
                key={`${x}-${y}`}
                type="button"
                aria-disabled="true"
                aria-label={t.cellFilled(column, x + 1, cell?.connected_name ?? '')}
                className={cn(base, 'cursor-default bg-brand-100 shadow-sm ring-2 ring-accent-400')}
              >
                {cell?.image && (
                  <img src={cell.image} alt="" className="absolute inset-0 size-full object-cover" />
                )}
                <span className="absolute inset-x-0 bottom-0 truncate bg-brand-950/75 px-0.5 py-0.5 text-sm leading-tight font-semibold text-white">
                  {name}
                </span>
              </button>
            );
          }
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: grid cells are positions
              key={`${x}-${y}`}
              type="button"
              disabled={locked || !letter}
              aria-label={
                letter && !locked ? t.cellEmpty(column, x + 1, letter) : t.cellLocked(column, x + 1)
              }
              onClick={() => onPick({ x, y, letter })}
              className={cn(
                base,
                'flex items-center justify-center border-2 bg-white text-2xl font-extrabold transition-colors sm:text-3xl',
                locked || !letter
                  ? 'cursor-not-allowed border-slate-200 text-slate-300'
                  : 'border-brand-200 text-brand-900 hover:border-brand-500 hover:bg-brand-50 active:bg-brand-100',
              )}
            >
              {letter || '·'}
            </button>
          );
        }),
      )}
    </div>
  );
}
