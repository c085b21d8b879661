import { messages } from '@hoogo/core';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

const th =
  'px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide text-slate-600 print:px-2 print:py-1';

/** A body cell of a ranking, padded as its header (tighter on paper). */
export const rankingCell = 'px-3 py-2 print:px-2 print:py-1';

/** A column's header; a numeric one is right-aligned, as its cells are. */
export type RankingColumn = { label: string; numeric?: boolean };

/**
 * The shell of a results ranking (docs/product.md, "Running the game"): it scrolls sideways on a phone
 * (`className` gives the table its least width) and takes the page's full width on paper, where the
 * minimum is dropped and the text is smaller. The rows are the children. On a phone a line says the table
 * scrolls sideways, and the scroller is a focusable region named after the ranking (`label`), so a
 * keyboard scrolls it with the arrow keys.
 */
export function RankingTable({
  columns,
  className,
  label,
  children,
}: {
  columns: readonly RankingColumn[];
  className: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <>
      <p className="mb-2 text-sm text-slate-600 sm:hidden print:hidden">
        {messages.gameMaster.tableScrollHint}
      </p>
      <section
        aria-label={messages.gameMaster.tableScroller(label)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus to scroll by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 print:overflow-visible print:rounded-none print:border-0 print:shadow-none"
      >
        <table className={cn('w-full border-collapse text-sm print:min-w-0 print:text-[9pt]', className)}>
          <thead className="bg-slate-50 print:bg-transparent">
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={cn(th, column.numeric && 'text-end')}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{children}</tbody>
        </table>
      </section>
    </>
  );
}
