import { type ReactNode, useState } from 'react';
import { cn } from '@/components/ui/cn';

export interface VirtualListProps<T> {
  items: readonly T[];
  /** Every row has this height, so the visible slice follows from scrollTop alone. */
  rowHeight: number;
  maxHeight: number;
  getKey: (item: T) => string;
  renderRow: (item: T, index: number) => ReactNode;
  label: string;
  /** Rows rendered above and below the visible ones. */
  overscan?: number;
  className?: string;
}

/**
 * A windowed list for thousands of rows: only the visible slice (plus overscan) is in the DOM. Each row
 * sits at translateY(index x rowHeight) and keeps its key, so a rank change glides to the new place
 * (a CSS transform transition, off under prefers-reduced-motion).
 */
export function VirtualList<T>({
  items,
  rowHeight,
  maxHeight,
  getKey,
  renderRow,
  label,
  overscan = 6,
  className,
}: VirtualListProps<T>) {
  const [scrollTop, setScrollTop] = useState(0);
  const total = items.length * rowHeight;
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(items.length, Math.ceil((scrollTop + maxHeight) / rowHeight) + overscan);
  const visible = items.slice(first, last);

  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling list must be reachable to scroll with the keyboard
      tabIndex={0}
      aria-label={label}
      className={cn('overflow-y-auto overscroll-contain', className)}
      style={{ maxHeight }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <ol className="relative" style={{ height: total }}>
        {visible.map((item, i) => {
          const index = first + i;
          return (
            <li
              key={getKey(item)}
              aria-posinset={index + 1}
              aria-setsize={items.length}
              data-index={index}
              className="absolute inset-x-0 top-0 transition-transform duration-700 ease-out motion-reduce:transition-none"
              style={{ height: rowHeight, transform: `translateY(${index * rowHeight}px)` }}
            >
              {renderRow(item, index)}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
