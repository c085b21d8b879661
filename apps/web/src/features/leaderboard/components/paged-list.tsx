import { messages } from '@hoogo/core';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion, u, useElementSize, useVenueUnit } from '../hooks/use-venue-size';
import { MAX_ROW_UNITS, MIN_ROW_UNITS, pageRows, planBoard } from '../utils/venue';

const v = messages.venue;

export interface PagedListProps<T> {
  title: string;
  items: readonly T[];
  /** The rank of each item (ties share one), in the items' order. */
  ranks: readonly number[];
  getKey: (item: T) => string;
  renderRow: (item: T, rank: number) => ReactNode;
  /** Seconds each page stays. */
  pageSeconds: number;
  empty: ReactNode;
}

/**
 * The board's list: everyone on one page with rows as tall as the space allows, or, when they do not fit
 * at a readable height, the top ranks pinned and the rest paging by themselves ("Page 2 of 5"), so every
 * player is on screen within one cycle. Under prefers-reduced-motion the pages change without a fade.
 */
export function PagedList<T>({
  title,
  items,
  ranks,
  getKey,
  renderRow,
  pageSeconds,
  empty,
}: PagedListProps<T>) {
  const unit = useVenueUnit();
  const areaRef = useRef<HTMLDivElement>(null);
  const area = useElementSize(areaRef, { width: window.innerWidth * 0.6, height: window.innerHeight * 0.7 });
  const gapPx = unit * 0.8;
  // Each row carries a gap below it; the pinned block a separator of about one gap more.
  const plan = planBoard(
    items.length,
    area.height - gapPx * 2,
    unit * MIN_ROW_UNITS + gapPx,
    unit * MAX_ROW_UNITS,
  );
  const rowHeight = plan.rowHeight - gapPx;
  const [page, setPage] = useState(0);

  useEffect(() => {
    if (plan.pages <= 1) return;
    const timer = window.setInterval(() => setPage((p) => (p + 1) % plan.pages), pageSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [plan.pages, pageSeconds]);

  const current = plan.pages > 0 ? page % plan.pages : 0;
  const { pinned, rows } = pageRows(plan, items.length, current);

  const pageRef = useRef<HTMLOListElement>(null);
  const shownPage = useRef(current);
  useEffect(() => {
    if (shownPage.current === current) return;
    shownPage.current = current;
    if (prefersReducedMotion() || typeof pageRef.current?.animate !== 'function') return;
    pageRef.current.animate(
      [
        { opacity: 0, transform: 'translateY(2%)' },
        { opacity: 1, transform: 'none' },
      ],
      {
        duration: 600,
        easing: 'ease-out',
      },
    );
  }, [current]);

  const row = (index: number) => {
    const item = items[index] as T;
    return (
      <li
        key={getKey(item)}
        aria-posinset={index + 1}
        aria-setsize={items.length}
        data-index={index}
        style={{ height: rowHeight, marginBottom: gapPx }}
      >
        {renderRow(item, ranks[index] ?? index + 1)}
      </li>
    );
  };

  return (
    <section aria-label={title} className="flex h-full min-h-0 flex-col" style={{ gap: u(1) }}>
      <div className="flex flex-wrap items-baseline justify-between" style={{ columnGap: u(2) }}>
        <h2
          className="font-black tracking-wide whitespace-nowrap text-accent-300 uppercase"
          style={{ fontSize: u(3) }}
        >
          {title}
        </h2>
        {plan.pages > 1 && (
          <p
            data-testid="page-indicator"
            aria-live="off"
            className="font-bold whitespace-nowrap text-brand-100 tabular-nums"
            style={{ fontSize: u(2.8) }}
          >
            {v.pageOf(current + 1, plan.pages)}
          </p>
        )}
      </div>
      <div
        ref={areaRef}
        data-tall={rowHeight > unit * 15 || undefined}
        className="group/list min-h-0 flex-1 overflow-hidden"
        style={{ '--row': `${rowHeight}px` } as CSSProperties}
      >
        {items.length === 0 ? (
          empty
        ) : (
          <>
            {pinned.length > 0 && (
              <ol
                aria-label={v.topRanks}
                data-testid="pinned-rows"
                style={{ paddingBottom: gapPx }}
                className="border-b-2 border-accent-300/40"
              >
                {pinned.map(row)}
              </ol>
            )}
            <ol
              ref={pageRef}
              aria-label={plan.pages > 1 ? v.pageOf(current + 1, plan.pages) : title}
              data-testid="page-rows"
              style={pinned.length > 0 ? { paddingTop: gapPx } : undefined}
            >
              {rows.map(row)}
            </ol>
          </>
        )}
      </div>
    </section>
  );
}
