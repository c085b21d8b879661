import { formatDate } from '@/lib/format';

const dateTime = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' } as const;
const time = { hour: 'numeric', minute: '2-digit', second: '2-digit' } as const;

/** A moment of the game: the time alone when it is today, else the day and time. '' when unknown. */
export function formatMoment(iso: string | null, now: Date = new Date()): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDate(date, date.toDateString() === now.toDateString() ? time : dateTime);
}

/** The number of letters lit on a card (its score). */
export function lettersOf(score: readonly boolean[]): number {
  return score.filter(Boolean).length;
}
