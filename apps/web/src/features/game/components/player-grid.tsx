import { BINGO_LETTERS, GRID_SIZE, type GridCell, messages } from '@hoogo/core';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Clock from 'lucide-react/icons/clock';
import { cn } from '@/components/ui/cn';
import { cellKey } from '@/lib/connection-drafts';
import type { LocalCell } from '../hooks/use-connection-outbox';
import { CellPhoto } from './cell-photo';
import type { ActiveCell } from './connection-form';

const t = messages.play;

/** The first word of a name: the grid and the card show first names. */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

const base =
  'relative aspect-square overflow-hidden rounded-xl text-center focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The player's 5x5 grid: an empty cell shows its letter and opens the connection form, a filled cell shows
 * the selfie's thumbnail (a silhouette once the selfie was deleted) and the name and opens the connection. A cell with a connection kept on this
 * phone shows it: a draft mark, or the photo "waiting to send", or a refusal to fix. Every cell is a
 * button, so the grid works with the keyboard.
 */
export function PlayerGrid({
  question,
  answer,
  locked,
  closed = false,
  local = new Map(),
  onPick,
  onView,
}: {
  question: string[][];
  answer: GridCell[][];
  /** Until all 25 letters are set nothing can be filled. */
  locked: boolean;
  /** Connections are closed (docs/decisions/0079-the-games-time.md): no empty cell can be filled. */
  closed?: boolean;
  /** Connections kept on this phone, by cellKey. */
  local?: Map<string, LocalCell>;
  onPick: (cell: ActiveCell) => void;
  onView?: (cell: GridCell) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form's fieldset
    <div role="group" aria-label={t.gridLabel} className="grid grid-cols-5 gap-1.5 sm:gap-2">
      {Array.from({ length: GRID_SIZE }, (_, x) =>
        Array.from({ length: GRID_SIZE }, (_, y) => {
          const letter = question[x]?.[y] ?? '';
          const cell = answer[x]?.[y];
          const column = BINGO_LETTERS[y] ?? '';
          const key = cellKey(x, y);
          if (cell?.connected_name) {
            const photo = cell.thumbnail ?? cell.image;
            return (
              <button
                key={key}
                type="button"
                aria-label={t.cellFilled(column, x + 1, cell.connected_name)}
                onClick={() => onView?.(cell)}
                className={cn(base, 'bg-brand-100 shadow-sm ring-2 ring-accent-400')}
              >
                <CellPhoto src={photo} />
                <span className="absolute inset-x-0 bottom-0 truncate bg-brand-950/75 px-0.5 py-0.5 text-sm leading-tight font-semibold text-white">
                  {firstName(cell.connected_name)}
                </span>
              </button>
            );
          }

          const kept = local.get(key);
          const disabled = locked || closed || !letter;
          if (kept && kept.state !== 'draft' && !disabled) {
            const refused = kept.state === 'refused';
            return (
              <button
                key={key}
                type="button"
                aria-label={
                  refused
                    ? t.cellRefused(column, x + 1, letter)
                    : t.cellWaiting(column, x + 1, kept.draft.name)
                }
                onClick={() => onPick({ x, y, letter })}
                className={cn(
                  base,
                  'bg-slate-100 shadow-sm ring-2',
                  refused ? 'ring-red-600' : 'ring-dashed ring-brand-400',
                )}
              >
                {kept.photoUrl && (
                  <img
                    src={kept.photoUrl}
                    alt=""
                    className={cn('absolute inset-0 size-full object-cover', !refused && 'opacity-60')}
                  />
                )}
                <span
                  className={cn(
                    'absolute inset-x-0 bottom-0 px-0.5 py-0.5 text-sm leading-tight font-semibold text-white',
                    refused ? 'bg-red-700' : 'bg-brand-900/85',
                  )}
                >
                  {refused ? (
                    '!'
                  ) : kept.state === 'sending' ? (
                    <ArrowUp className="mx-auto size-4 animate-pulse" />
                  ) : (
                    <Clock className="mx-auto size-4" />
                  )}
                </span>
              </button>
            );
          }

          const hasDraft = Boolean(kept) && !disabled;
          return (
            <button
              key={key}
              type="button"
              disabled={disabled}
              aria-label={
                closed && letter
                  ? t.cellClosed(column, x + 1, letter)
                  : disabled
                    ? t.cellLocked(column, x + 1)
                    : hasDraft
                      ? t.cellDraft(column, x + 1, letter)
                      : t.cellEmpty(column, x + 1, letter)
              }
              onClick={() => onPick({ x, y, letter })}
              className={cn(
                base,
                'flex items-center justify-center border-2 bg-white text-2xl font-extrabold transition-colors sm:text-3xl',
                disabled
                  ? 'cursor-not-allowed border-slate-200 text-slate-300'
                  : 'border-brand-200 text-brand-900 hover:border-brand-500 hover:bg-brand-50 active:bg-brand-100',
                hasDraft && 'border-dashed border-brand-500',
              )}
            >
              {letter || '·'}
              {hasDraft && (
                <span
                  aria-hidden="true"
                  className="absolute top-1 end-1 size-2.5 rounded-full bg-accent-500"
                />
              )}
            </button>
          );
        }),
      )}
    </div>
  );
}
