import { messages } from '@hoogo/core';
import { countdownText, type ScheduleClock } from '@/hooks/use-schedule-clock';
import { u } from '../hooks/use-venue-size';

const t = messages.schedule;

/**
 * The game's time on the big screen (docs/decisions/0079-the-games-time.md), beside the counts: the next
 * of the schedule's times counting down, or that connections are closed once nothing is left to count.
 */
export function ScheduleChip({ clock }: { clock: ScheduleClock }) {
  const { moment, connectionsClosed } = clock;
  if (!moment && !connectionsClosed) return null;
  return (
    <p
      role="timer"
      data-testid="board-schedule"
      className="rounded-2xl bg-white leading-tight font-black text-brand-950 tabular-nums"
      style={{ fontSize: u(3.2), padding: `${u(0.9)} ${u(1.8)}` }}
    >
      {moment ? countdownText(moment) : t.closedShort}
    </p>
  );
}
