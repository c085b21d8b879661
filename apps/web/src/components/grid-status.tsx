import { GRID_SIZE, messages } from '@hoogo/core';
import { cn } from '@/components/ui/cn';

/**
 * The grid's state for hosts, wherever they look at an event (management screen, dashboard card, board):
 * "Grid 18/25 — players can't play yet" until all 25 letters are set, then "Grid 25/25 — players can play".
 */
export function GridStatus({ filled, className }: { filled: number; className?: string }) {
  const complete = filled >= GRID_SIZE * GRID_SIZE;
  return (
    <p
      className={cn(
        'inline-flex w-fit items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold',
        complete ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2.5 shrink-0 rounded-full', complete ? 'bg-emerald-600' : 'bg-amber-500')}
      />
      {complete ? messages.gridStatus.complete : messages.gridStatus.incomplete(filled)}
    </p>
  );
}
