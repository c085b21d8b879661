import { type EventSchedule, formatRemaining, messages } from '@hoogo/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useScheduleClock } from '@/hooks/use-schedule-clock';
import type { HostSchedule } from '@/lib/event-schedule';
import { apiMessage } from '@/lib/form-errors';
import { formatTime } from '@/lib/format';
import { notify } from '@/lib/toast';

const t = messages.schedule;
/** The line counts down to the end of connections only. */
const CONNECTIONS_CLOSE = ['connectionsClose'] as const;

/**
 * Whether the event takes connections, as its hosts run it (docs/decisions/0079-the-games-time.md):
 * "Connections are open.", the countdown to their end, or when they closed; and **Close connections now**
 * (asked once more) or **Open connections again**. The management screen's schedule and the remote's.
 */
export function ConnectionsControl({
  schedule,
  save,
}: {
  schedule: EventSchedule | undefined;
  save: HostSchedule['save'];
}) {
  const clock = useScheduleClock(schedule, CONNECTIONS_CLOSE);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const closedAt = clock.connectionsClosed ? schedule?.connections_close_at : null;

  async function change(close: boolean) {
    setError('');
    try {
      await save.mutateAsync({ connections_close_at: close ? 'now' : null });
      notify.success(close ? t.closedNow : t.reopened);
      setConfirming(false);
    } catch (failure) {
      setError(apiMessage(failure, t.saveFailed));
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-slate-800">
          {/* Said once when it changes; the countdown is a timer, not read out every second. */}
          <p role="status" className="empty:hidden">
            {schedule === undefined
              ? ''
              : closedAt
                ? t.closedSince(formatTime(closedAt))
                : clock.moment
                  ? ''
                  : t.open}
          </p>
          {!closedAt && clock.moment && (
            <p role="timer" className="font-medium tabular-nums">
              {t.countdown.connectionsClose(formatRemaining(clock.moment.remainingMs))}
            </p>
          )}
        </div>
        {closedAt ? (
          <Button
            variant="secondary"
            className="shrink-0"
            isLoading={save.isPending}
            onClick={() => void change(false)}
          >
            {t.reopen}
          </Button>
        ) : (
          <Button
            variant="secondary"
            className="shrink-0"
            disabled={schedule === undefined}
            onClick={() => setConfirming(true)}
          >
            {t.closeNow}
          </Button>
        )}
      </div>
      {error && !confirming && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t.closeNowTitle}
        description={t.closeNowBody}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {messages.eventAdmin.cancel}
            </Button>
            <Button variant="primary" isLoading={save.isPending} onClick={() => void change(true)}>
              {t.closeNow}
            </Button>
          </>
        }
      >
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </Modal>
    </div>
  );
}
