import { type EventSchedule, messages } from '@hoogo/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ActionError } from '@/components/ui/form-error';
import { Modal } from '@/components/ui/modal';
import { countdownText, type ScheduleClock } from '@/hooks/use-schedule-clock';
import type { HostSchedule } from '@/lib/event-schedule';
import { formatTime } from '@/lib/format';
import { notify } from '@/lib/toast';

const t = messages.schedule;
/** The line counts down to the end of connections only: the page reads its clock with these kinds. */
export const CONNECTIONS_CLOSE = ['connectionsClose'] as const;

/**
 * Whether the event takes connections, as its hosts run it (docs/decisions/0079-the-games-time.md):
 * "Connections are open.", the countdown to their end, or when they closed; and **Close connections now**
 * (asked once more) or **Open connections again**. The management screen's schedule and the remote's;
 * `clock` is the page's, read with CONNECTIONS_CLOSE (one ticking clock per page).
 */
export function ConnectionsControl({
  schedule,
  clock,
  save,
}: {
  schedule: EventSchedule | undefined;
  clock: ScheduleClock;
  save: HostSchedule['save'];
}) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const closedAt = clock.connectionsClosed ? schedule?.connections_close_at : null;

  async function change(close: boolean) {
    setError(null);
    try {
      await save.mutateAsync({ connections_close_at: close ? 'now' : null });
      notify.success(close ? t.closedNow : t.reopened);
      setConfirming(false);
    } catch (failure) {
      setError(failure);
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
              {countdownText(clock.moment)}
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
      {!confirming && <ActionError error={error} fallback={t.saveFailed} />}

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
        <ActionError error={error} fallback={t.saveFailed} />
      </Modal>
    </div>
  );
}
