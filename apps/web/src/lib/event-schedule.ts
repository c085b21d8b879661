import type { EventSchedule, StatusSocketMessage } from '@hoogo/core';
import { useState } from 'react';
import { useLiveSocket } from './live-socket';

/**
 * The event's schedule as its status channel sends it (docs/decisions/0079-the-games-time.md), for the
 * pages that do not read the rest of the status: the big screen and the hosts' schedule form. Undefined
 * until the first status; a change (a host's, or voting opened or closed at its time) arrives at once.
 */
export function useEventSchedule(eventId: string | undefined): EventSchedule | undefined {
  const [schedule, setSchedule] = useState<EventSchedule>();
  useLiveSocket<StatusSocketMessage>({
    eventId,
    board: 'status',
    heartbeat: true,
    onMessage: (message) => {
      if (message?.type === 'status' && message.response?.schedule) setSchedule(message.response.schedule);
    },
  });
  return schedule;
}
