import { apiPath, type EventSchedule, formatRemaining, messages, type ScheduleBody } from '@hoogo/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { useScheduleClock } from '@/hooks/use-schedule-clock';
import { api } from '@/lib/api-client';
import { useEventSchedule } from '@/lib/event-schedule';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';

const t = messages.schedule;

type TimeField = keyof EventSchedule;
/** The form's line counts down to the end of connections only. */
const CONNECTIONS_CLOSE = ['connectionsClose'] as const;
const fields: { name: TimeField; label: string }[] = [
  { name: 'connections_close_at', label: t.connectionsCloseLabel },
  { name: 'voting_opens_at', label: t.votingOpensLabel },
  { name: 'voting_closes_at', label: t.votingClosesLabel },
];

/** An instant as a `datetime-local` input holds it: the host's own time zone, to the minute. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The time of day the phone's locale writes (12- or 24-hour as it says). */
const clockTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/**
 * The game's schedule as its hosts set it (docs/decisions/0079-the-games-time.md): when connections close
 * and when voting opens and closes, in the host's time zone, empty to do it by hand; and "Close
 * connections now" (asked once more) or "Open connections again". The times shown are the server's, live
 * from the status channel (voting opened at its time clears that time here too); a field the host is
 * editing keeps the host's value, and only edited fields are sent.
 */
export function ScheduleSettings({ eventId }: { eventId: string }) {
  const live = useEventSchedule(eventId);
  const [known, setKnown] = useState<EventSchedule>();
  useEffect(() => {
    if (live) setKnown(live);
  }, [live]);
  const clock = useScheduleClock(known, CONNECTIONS_CLOSE);
  const [edits, setEdits] = useState<Partial<Record<TimeField, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<TimeField, string>>>({});
  const [formError, setFormError] = useState('');
  const [confirmingClose, setConfirmingClose] = useState(false);

  const save = useMutation({
    mutationFn: async (body: ScheduleBody) =>
      (await api.put(apiPath('updateSchedule', { id: eventId }), body)).response,
    onSuccess: (schedule) => setKnown(schedule),
  });

  const fieldValue = (name: TimeField) => edits[name] ?? toLocalInput(known?.[name] ?? null);

  async function send(body: ScheduleBody, done: string) {
    setFormError('');
    try {
      await save.mutateAsync(body);
      notify.success(done);
      return true;
    } catch (error) {
      setFormError(apiMessage(error, t.saveFailed));
      return false;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const changed = fields.filter(({ name }) => edits[name] !== undefined);
    if (changed.length === 0) {
      setFormError(t.notChanged);
      return;
    }
    const body: ScheduleBody = {};
    const found: Partial<Record<TimeField, string>> = {};
    for (const { name } of changed) {
      const value = edits[name] ?? '';
      if (value === '') {
        body[name] = null;
        continue;
      }
      const at = new Date(value);
      if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) found[name] = t.pastTime;
      else body[name] = at.toISOString();
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await send(body, t.saved)) setEdits({});
  }

  const closedAt = clock.connectionsClosed ? known?.connections_close_at : null;

  return (
    <section aria-labelledby="schedule-title" className="flex flex-col gap-3 border-t border-slate-100 pt-4">
      <div>
        <h3 id="schedule-title" className="font-semibold text-slate-900">
          {t.title}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      </div>

      <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-slate-800">
          {/* Said once when it changes; the countdown beside it is a timer, not read out every second. */}
          <p role="status" className="empty:hidden">
            {closedAt ? t.closedSince(clockTime(closedAt)) : clock.moment ? '' : t.open}
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
            isLoading={save.isPending && save.variables?.connections_close_at === null}
            onClick={() => void send({ connections_close_at: null }, t.reopened)}
          >
            {t.reopen}
          </Button>
        ) : (
          <Button variant="secondary" className="shrink-0" onClick={() => setConfirmingClose(true)}>
            {t.closeNow}
          </Button>
        )}
      </div>

      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
          {fields.map(({ name, label }) => (
            <Input
              key={name}
              type="datetime-local"
              name={name}
              label={label}
              value={fieldValue(name)}
              error={errors[name]}
              disabled={known === undefined}
              onChange={(event) => {
                const value = event.target.value;
                setEdits((current) => ({ ...current, [name]: value }));
                setErrors((current) => ({ ...current, [name]: undefined }));
                setFormError('');
              }}
            />
          ))}
        </div>
        {formError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {formError}
          </p>
        )}
        <Button
          type="submit"
          variant="primary"
          className="self-start"
          disabled={known === undefined}
          isLoading={save.isPending && save.variables?.connections_close_at !== 'now'}
        >
          {t.save}
        </Button>
      </form>

      <Modal
        open={confirmingClose}
        onClose={() => setConfirmingClose(false)}
        title={t.closeNowTitle}
        description={t.closeNowBody}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmingClose(false)}>
              {messages.eventAdmin.cancel}
            </Button>
            <Button
              variant="primary"
              isLoading={save.isPending}
              onClick={async () => {
                if (await send({ connections_close_at: 'now' }, t.closedNow)) setConfirmingClose(false);
              }}
            >
              {t.closeNow}
            </Button>
          </>
        }
      />
    </section>
  );
}
