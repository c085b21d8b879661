import { BINGO_LETTERS, GRID_SIZE, messages } from '@hoogo/core';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/**
 * The read-only 5x5 grid under its B I N G O header. Table cells ignore aspect-ratio (which left an empty
 * grid 0 px tall and a filled one as wide bars), so each cell holds a square box that takes the cell's
 * width. While no cell holds a letter, the grid invites the host to edit it.
 */
export function GridView({ matrix, onEdit }: { matrix: string[][]; onEdit: () => void }) {
  const t = messages.eventAdmin;
  const letters = Array.from({ length: GRID_SIZE }, (_, row) =>
    Array.from({ length: GRID_SIZE }, (_, col) => matrix[row]?.[col] ?? ''),
  );
  const empty = letters.every((row) => row.every((letter) => !letter));

  return (
    <div className="relative w-full max-w-sm">
      <table className="w-full table-fixed border-separate border-spacing-1.5" aria-label={t.gridLabel}>
        <thead>
          <tr>
            {BINGO_LETTERS.map((letter) => (
              <th
                key={letter}
                scope="col"
                className="rounded-lg bg-brand-900 py-1.5 text-center text-lg font-black text-accent-400"
              >
                {letter}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {letters.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: grid rows are positions
            <tr key={r}>
              {row.map((letter, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: grid cells are positions
                <td key={c} className="p-0">
                  <div
                    data-testid="grid-cell"
                    className={cn(
                      'flex aspect-square w-full items-center justify-center rounded-lg text-xl font-bold',
                      letter ? 'bg-brand-50 text-brand-900' : 'bg-slate-100 text-slate-400',
                    )}
                  >
                    {letter || <span className="sr-only">{t.gridEmptyCell}</span>}
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {empty && (
        <div className="absolute inset-x-0 top-12 bottom-0 flex flex-col items-center justify-center gap-3 rounded-xl bg-white/70 p-4 text-center">
          <p className="font-medium text-slate-800">{t.gridEmptyInvite}</p>
          <Button size="sm" onClick={onEdit}>
            {t.editGrid}
          </Button>
        </div>
      )}
    </div>
  );
}
