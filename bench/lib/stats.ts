/** Small statistics and formatting helpers shared by the benchmark parts. */

/** The p-th percentile (0..100) of values sorted ascending, nearest-rank; NaN when there are none. */
function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

const sortedCopy = (values: readonly number[]) => Float64Array.from(values).sort();

/** The p-th percentile (0..100) of the values, nearest-rank; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  return percentileOfSorted(sortedCopy(values), p);
}

export const median = (values: readonly number[]) => percentile(values, 50);

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * Count, percentiles and maximum, from one numeric sort: any number of samples (spreading 500,000 of
 * them into Math.max overflowed the call stack).
 */
export function summarize(values: readonly number[]): Summary {
  const sorted = sortedCopy(values);
  return {
    count: sorted.length,
    p50: percentileOfSorted(sorted, 50),
    p95: percentileOfSorted(sorted, 95),
    p99: percentileOfSorted(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] as number) : Number.NaN,
  };
}

/** Milliseconds with a precision that suits their size. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value < 10
    ? `${value.toFixed(2)} ms`
    : value < 100
      ? `${value.toFixed(1)} ms`
      : `${Math.round(value)} ms`;
}

export function rate(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value < 10
    ? value.toFixed(2)
    : value < 100
      ? value.toFixed(1)
      : Math.round(value).toLocaleString('en-US');
}

export const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : 'n/a');
export const percent = (value: number) => (Number.isFinite(value) ? `${Math.round(value * 100)}%` : 'n/a');

export function bytes(value: number): string {
  if (value >= 1024 * 1024) return `${(value / (1024 * 1024)).toFixed(1)} MB`;
  if (value >= 1024) return `${(value / 1024).toFixed(1)} KB`;
  return `${value} B`;
}

export const sleep = (millis: number) => new Promise<void>((resolve) => setTimeout(resolve, millis));
