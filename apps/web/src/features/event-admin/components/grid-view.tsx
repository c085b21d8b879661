import { BINGO_LETTERS, GRID_SIZE, messages } from '@hoogo/core';
import { cn } from '@/components/ui/cn';

/** The read-only 5x5 grid under its B I N G O header. */
export function GridView({ matrix }: { matrix: string[][] }) {
  const t = messages.eventAdmin;
  return (
    <table
      className="w-full max-w-sm table-fixed border-separate border-spacing-1.5"
      aria-label={t.gridLabel}
    >
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
        {Array.from({ length: GRID_SIZE }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: grid rows are positions
          <tr key={row}>
            {Array.from({ length: GRID_SIZE }, (_, col) => {
              const letter = matrix[row]?.[col] ?? '';
              return (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: grid cells are positions
                  key={col}
                  className={cn(
                    'aspect-square rounded-lg text-center text-xl font-bold',
                    letter ? 'bg-brand-50 text-brand-900' : 'bg-slate-100 text-slate-400',
                  )}
                >
                  {letter || <span className="sr-only">{t.gridEmptyCell}</span>}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
