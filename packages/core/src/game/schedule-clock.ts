import type { EventSchedule } from '../schemas/schedule.js';

/**
 * The game's time as a phone or a big screen reads it (docs/decisions/0079-the-games-time.md): which of
 * the schedule's times comes next, and whether connections are closed, by the reader's own clock. The
 * server's refusal is what counts; these only say it ahead of time.
 */

/** One of the schedule's times still to come. */
export interface ScheduleMoment {
  kind: 'connectionsClose' | 'votingOpens' | 'votingCloses';
  /** The time, in milliseconds since the epoch. */
  at: number;
  /** Milliseconds left until it, above 0. */
  remainingMs: number;
}

const kinds = [
  ['connectionsClose', 'connections_close_at'],
  ['votingOpens', 'voting_opens_at'],
  ['votingCloses', 'voting_closes_at'],
] as const;

const timeOf = (iso: string | null): number | null => {
  if (iso === null) return null;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : at;
};

/**
 * The soonest of the schedule's times after `now`, or null when none is still to come; `only` limits it
 * to some kinds (the voting page counts down to voting only).
 */
export function nextScheduleMoment(
  schedule: EventSchedule | undefined,
  now: number,
  only?: readonly ScheduleMoment['kind'][],
): ScheduleMoment | null {
  if (!schedule) return null;
  let next: ScheduleMoment | null = null;
  for (const [kind, field] of kinds) {
    if (only && !only.includes(kind)) continue;
    const at = timeOf(schedule[field]);
    if (at === null || at <= now) continue;
    if (next === null || at < next.at) next = { kind, at, remainingMs: at - now };
  }
  return next;
}

/** Whether connections are closed at `now`: the end of connections is set and has come. */
export function connectionsClosedAt(schedule: EventSchedule | undefined, now: number): boolean {
  const at = timeOf(schedule?.connections_close_at ?? null);
  return at !== null && at <= now;
}

/**
 * Time left as a clock reads it, rounded up to the second: "0:05", "9:59", "1:02:03"; days are counted in
 * hours ("26:00:00"), a countdown that long is read as a date anyway.
 */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}
