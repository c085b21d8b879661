const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

/** A completion time on the 12-hour clock ('4:05 PM'), '' when unknown. */
export function formatClock(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : clock.format(date);
}

/** The vote bar width in percent: the row's votes relative to the top row. */
export function voteBarPercent(votes: number, topVotes: number): number {
  if (topVotes <= 0) return 0;
  return Math.max(0, Math.min(100, (votes / topVotes) * 100));
}
