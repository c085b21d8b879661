import {
  connectionsClosedAt,
  type EventSchedule,
  formatRemaining,
  messages,
  nextScheduleMoment,
  type ScheduleMoment,
} from '@hoogo/core';
import { useEffect, useState } from 'react';
import { serverNow } from '@/lib/server-clock';

/** How often a running countdown is read again: once a second, as a clock. */
const SCHEDULE_TICK_MS = 1000;

export interface ScheduleClock {
  /** The schedule's next time still to come by this device's clock, or null. */
  moment: ScheduleMoment | null;
  /** Whether the end of connections has come. */
  connectionsClosed: boolean;
}

type Kinds = readonly ScheduleMoment['kind'][];

/** The countdown to a time of the schedule as phones, boards and hosts read it ("Connections close in 9:59"). */
export const countdownText = (moment: ScheduleMoment) =>
  messages.schedule.countdown[moment.kind](formatRemaining(moment.remainingMs));

const read = (schedule: EventSchedule | undefined, only?: Kinds): ScheduleClock => {
  const now = serverNow();
  return {
    moment: nextScheduleMoment(schedule, now, only),
    connectionsClosed: connectionsClosedAt(schedule, now),
  };
};

/**
 * The game's time by the server's clock as this device knows it (lib/server-clock.ts;
 * docs/decisions/0079-the-games-time.md): the next time and
 * whether connections are closed, read again every second while a time is still to come, and not at all
 * otherwise (a page with no schedule never re-renders for it). `only` counts down to some kinds of time
 * (a constant array: it is read once).
 */
export function useScheduleClock(schedule: EventSchedule | undefined, only?: Kinds): ScheduleClock {
  const [clock, setClock] = useState(() => read(schedule, only));
  const key = `${schedule?.connections_close_at}|${schedule?.voting_opens_at}|${schedule?.voting_closes_at}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the schedule is read again when its times (the key) change.
  useEffect(() => {
    setClock(read(schedule, only));
    // Any time still to come changes what the clock says (the end of connections closes them).
    if (!nextScheduleMoment(schedule, serverNow())) return;
    const timer = window.setInterval(() => {
      setClock(read(schedule, only));
      if (!nextScheduleMoment(schedule, serverNow())) window.clearInterval(timer);
    }, SCHEDULE_TICK_MS);
    return () => window.clearInterval(timer);
  }, [key]);

  return clock;
}
