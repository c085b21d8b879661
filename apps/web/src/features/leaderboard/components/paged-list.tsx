import { type BoardWindow, messages } from '@hoogo/core';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion, u, useElementSize, useVenueUnit } from '../hooks/use-venue-size';
import { MAX_ROW_UNITS, MIN_ROW_UNITS, pageWindow, planBoard } from '../utils/venue';

const v = messages.venue;

export interface PagedListProps<T> {
  title: string;
  /** The rows the board holds: its rows from position `offset`, in the board's order. */
  rows: readonly T[];
  offset: number;
  /** The rank of each row held (ties share one). */
  ranks: readonly number[];
  /** Rows on the whole board. */
  total: number;
  /**
   * Asks the board for the window of the page to show (core board-window.ts). The list shows the rows
   * held until the board answers, so a page change never flashes an empty list.
   */
  onWindow: (window: BoardWindow) => void;
  /** The viewer's own row and rank: marked in the page, and pinned above it when the page does not hold it. */
  own?: { row: T; rank: number } | null;
  getKey: (item: T) => string;
  renderRow: (item: T, rank: number, own: boolean) => ReactNode;
  /** Seconds each page stays. */
  pageSeconds: number;
  empty: ReactNode;
  /**
   * The top rows pinned above the pages while the board pages (docs/product.md, "Big screen"): the
   * pages then start after them. Null or empty: nothing pinned.
   */
  leaders?: { rows: readonly T[]; ranks: readonly number[] } | null;
  /** Tells the board whether it pages (the leaders' socket is open only then). */
  onPaging?: (paging: boolean) => void;
  /** The remote paused the paging (docs/decisions/0080-the-remote.md). */
  paused?: boolean;
  /** The remote's last step: next, previous or back to the first page. */
  jump?: { seq: number; to: 'next' | 'previous' | 'top' } | null;
}

/**
 * The board's list: everyone on one page with rows as tall as the space allows, or, when they do not fit
 * at a readable height, pages of the board that change by themselves ("Page 2 of 5"), each a window the
 * board is asked for, so every player is on screen within one cycle. Under prefers-reduced-motion the
 * pages change without a fade.
 */
export function PagedList<T>({
  title,
  rows,
  offset,
  ranks,
  total,
  onWindow,
  own,
  getKey,
  renderRow,
  pageSeconds,
  empty,
  leaders,
  onPaging,
  paused = false,
  jump,
}: PagedListProps<T>) {
  const unit = useVenueUnit();
  const areaRef = useRef<HTMLDivElement>(null);
  const area = useElementSize(areaRef, { width: window.innerWidth * 0.6, height: window.innerHeight * 0.7 });
  const gapPx = unit * 0.8;
  // Each row carries a gap below it; a pinned row a separator of about one gap more.
  const ownRows = own ? 1 : 0;
  const fullPlan = planBoard(
    total,
    area.height - gapPx * 2,
    unit * MIN_ROW_UNITS + gapPx,
    unit * MAX_ROW_UNITS,
    ownRows,
  );
  const paging = fullPlan.pages > 1;
  useEffect(() => onPaging?.(paging), [onPaging, paging]);
  // While the board pages, the leaders stay above the pages, which share out the rows after them.
  const pinnedLeaders = paging && leaders ? leaders.rows.length : 0;
  const plan =
    pinnedLeaders > 0
      ? planBoard(
          total - pinnedLeaders,
          area.height - gapPx * 3,
          unit * MIN_ROW_UNITS + gapPx,
          unit * MAX_ROW_UNITS,
          ownRows + pinnedLeaders,
        )
      : fullPlan;
  const rowHeight = plan.rowHeight - gapPx;
  const [page, setPage] = useState(0);
  // Restarts the page timer after a step of the remote: the page it showed stays a full turn.
  const [turn, setTurn] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new turn restarts the timer
  useEffect(() => {
    if (plan.pages <= 1 || paused) return;
    const timer = window.setInterval(() => setPage((p) => (p + 1) % plan.pages), pageSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [plan.pages, pageSeconds, paused, turn]);

  const lastJump = useRef(jump?.seq ?? 0);
  useEffect(() => {
    if (!jump || jump.seq === lastJump.current) return;
    lastJump.current = jump.seq;
    const pages = Math.max(1, plan.pages);
    setPage((p) => (jump.to === 'top' ? 0 : (p + (jump.to === 'next' ? 1 : -1) + pages) % pages));
    setTurn((n) => n + 1);
  }, [jump, plan.pages]);

  const pageAt = pageWindow(plan, plan.pages > 1 ? page : 0);
  const asked = { offset: pageAt.offset + pinnedLeaders, limit: pageAt.limit };
  useEffect(() => {
    onWindow({ offset: asked.offset, limit: asked.limit });
  }, [onWindow, asked.offset, asked.limit]);

  // The page on screen is the one whose rows are held, until the next one's arrive.
  const shown = rows.slice(0, plan.pageSize);
  const current =
    plan.pages > 1
      ? Math.min(plan.pages - 1, Math.floor(Math.max(0, offset - pinnedLeaders) / plan.pageSize))
      : 0;
  const ownKey = own ? getKey(own.row) : null;
  const leaderRows = pinnedLeaders > 0 && leaders ? leaders.rows : [];
  const pinned = own && ![...shown, ...leaderRows].some((item) => getKey(item) === ownKey) ? own : null;

  const pageRef = useRef<HTMLOListElement>(null);
  const shownOffset = useRef(offset);
  useEffect(() => {
    if (shownOffset.current === offset) return;
    shownOffset.current = offset;
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
  }, [offset]);

  const row = (item: T, index: number, rank: number) => {
    const key = getKey(item);
    return (
      <li
        key={key}
        aria-posinset={index + 1}
        aria-setsize={total}
        data-index={index}
        style={{ height: rowHeight, marginBottom: gapPx }}
      >
        {renderRow(item, rank, key === ownKey)}
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
        {total === 0 && shown.length === 0 ? (
          empty
        ) : (
          <>
            {leaderRows.length > 0 && leaders && (
              <ol
                aria-label={v.leaders}
                data-testid="pinned-leaders"
                style={{ paddingBottom: gapPx, marginBottom: gapPx }}
                className="border-b-2 border-accent-300/40"
              >
                {leaderRows.map((item, index) => row(item, index, leaders.ranks[index] ?? index + 1))}
              </ol>
            )}
            {pinned && (
              <ol
                aria-label={v.ownPlace}
                data-testid="pinned-rows"
                style={{ paddingBottom: gapPx }}
                className="border-b-2 border-accent-300/40"
              >
                {row(pinned.row, pinned.rank - 1, pinned.rank)}
              </ol>
            )}
            <ol
              ref={pageRef}
              aria-label={plan.pages > 1 ? v.pageOf(current + 1, plan.pages) : title}
              data-testid="page-rows"
              style={pinned ? { paddingTop: gapPx } : undefined}
            >
              {shown.map((item, index) => row(item, offset + index, ranks[index] ?? offset + index + 1))}
            </ol>
          </>
        )}
      </div>
    </section>
  );
}
