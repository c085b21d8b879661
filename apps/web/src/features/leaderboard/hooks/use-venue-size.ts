import { type RefObject, useEffect, useState } from 'react';

/**
 * The board's size unit in px: 1 % of the height of the largest 16:9 area that fits the window
 * (10.8 px on a 1920x1080 projector, 21.6 px at 3840x2160), never under 6 px. The CSS twin is --u.
 */
export function venueUnit(width: number, height: number): number {
  return Math.max(6, Math.min(height / 100, width * 0.005625));
}

export const VENUE_UNIT_CSS = 'max(6px, min(1vh, 0.5625vw))';

/** calc(var(--u) * n): a size that follows the screen. */
export const u = (n: number) => `calc(var(--u) * ${n})`;

export function useVenueUnit(): number {
  const [unit, setUnit] = useState(() => venueUnit(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const onResize = () => setUnit(venueUnit(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return unit;
}

/** The element's content box; `fallback` until measured (and where nothing measures, as in tests). */
export function useElementSize(
  ref: RefObject<HTMLElement | null>,
  fallback: { width: number; height: number },
): { width: number; height: number } {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      if (width > 0 && height > 0) setSize({ width, height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size ?? fallback;
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
