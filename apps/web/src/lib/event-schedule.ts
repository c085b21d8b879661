import { apiPath, type EventSchedule, type ScheduleBody } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from './api-client';
import { isStatusMessage, useLiveSocket } from './live-socket';

/**
 * The event's schedule as its status channel sends it (docs/decisions/0079-the-games-time.md), for the
 * pages that do not read the rest of the status: the big screen and the hosts' schedule controls.
 * Undefined until the first status; a change (a host's, or voting opened or closed at its time) arrives
 * at once.
 */
export function useEventSchedule(eventId: string | undefined): EventSchedule | undefined {
  const [schedule, setSchedule] = useState<EventSchedule>();
  useLiveSocket<unknown>({
    eventId,
    board: 'status',
    heartbeat: true,
    onMessage: (message) => {
      if (isStatusMessage(message) && message.response.schedule) setSchedule(message.response.schedule);
    },
  });
  return schedule;
}

/**
 * The schedule as a host changes it: the live one, or the server's answer to the host's last change,
 * whichever came last (the answer shows before the status channel's copy of it), and the change itself
 * (`PUT /manage-event/{id}/schedule/`).
 */
export function useHostSchedule(eventId: string) {
  const live = useEventSchedule(eventId);
  const [schedule, setSchedule] = useState<EventSchedule>();
  useEffect(() => {
    if (live) setSchedule(live);
  }, [live]);
  const save = useMutation({
    mutationFn: async (body: ScheduleBody) =>
      (await api.put(apiPath('updateSchedule', { id: eventId }), body)).response,
    onSuccess: setSchedule,
  });
  return { schedule, save };
}

export type HostSchedule = ReturnType<typeof useHostSchedule>;
