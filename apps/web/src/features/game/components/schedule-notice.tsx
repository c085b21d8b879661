import { messages } from '@hoogo/core';
import Clock from 'lucide-react/icons/clock';
import { countdownText, type ScheduleClock } from '@/hooks/use-schedule-clock';

const t = messages.schedule;

/**
 * The game's time on a phone (docs/decisions/0079-the-games-time.md): the next of the schedule's times
 * counting down, and once connections are closed, the sentence the server refuses with. The countdown is
 * a timer (not read out each second); that connections closed is said once, politely.
 */
export function ScheduleNotice({ clock }: { clock: ScheduleClock }) {
  const { moment, connectionsClosed } = clock;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-2 empty:hidden">
      <div role="status" className="empty:hidden">
        {connectionsClosed && (
          <p
            data-testid="connections-closed"
            className="rounded-2xl border border-slate-300 bg-slate-100 p-3 text-center text-sm font-medium text-slate-900"
          >
            {t.connectionsClosed}
          </p>
        )}
      </div>
      {moment && (
        <p
          role="timer"
          data-testid="schedule-countdown"
          className="flex items-center justify-center gap-2 rounded-2xl border border-accent-300 bg-accent-50 p-2.5 text-center text-sm font-semibold text-brand-950 tabular-nums"
        >
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          {countdownText(moment)}
        </p>
      )}
    </div>
  );
}
