import { type EventSchedule, messages, type ScheduleBody } from '@hoogo/core';
import { type FormEvent, useState } from 'react';
import { ConnectionsControl } from '@/components/schedule/connections-control';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import type { ScheduleClock } from '@/hooks/use-schedule-clock';
import type { HostSchedule } from '@/lib/event-schedule';
import { apiMessage } from '@/lib/form-errors';
import { serverNow } from '@/lib/server-clock';
import { notify } from '@/lib/toast';

const t = messages.schedule;

type TimeField = keyof EventSchedule;
/** Read when shown: the labels speak the language of the moment. */
const fields = (): { name: TimeField; label: string }[] => [
  {
    name: 'connections_close_at',
    label: t.connectionsCloseLabel,
  },
  {
    name: 'voting_opens_at',
    label: t.votingOpensLabel,
  },
  {
    name: 'voting_closes_at',
    label: t.votingClosesLabel,
  },
];

/** An instant as a `datetime-local` input holds it: the host's own time zone, to the minute. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * The game's schedule as its hosts set it (docs/decisions/0079-the-games-time.md): whether connections
 * are open, with Close connections now (ConnectionsControl, the remote's too); when connections close and
 * when voting opens and closes, in the host's time zone, empty to do it by hand. The times shown are the
 * server's, live from the status channel (voting opened at its time clears that time here too); a field
 * the host is editing keeps the host's value, and only edited fields are sent.
 */
export function ScheduleSettings({ host, clock }: { host: HostSchedule; clock: ScheduleClock }) {
  const { schedule: known, save } = host;
  const [edits, setEdits] = useState<Partial<Record<TimeField, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<TimeField, string>>>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);

  const fieldValue = (name: TimeField) => edits[name] ?? toLocalInput(known?.[name] ?? null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const changed = fields().filter(({ name }) => edits[name] !== undefined);
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
      if (Number.isNaN(at.getTime()) || at.getTime() <= serverNow()) found[name] = t.pastTime;
      else body[name] = at.toISOString();
    }
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await save.mutateAsync(body);
      notify.success(t.saved);
      setEdits({});
    } catch (error) {
      setFormError(apiMessage(error, t.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="schedule-title" className="flex flex-col gap-3 border-t border-slate-100 pt-4">
      <div>
        <h3 id="schedule-title" className="font-semibold text-slate-900">
          {t.title}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      </div>

      <ConnectionsControl schedule={known} clock={clock} save={save} />

      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
          {fields().map(({ name, label }) => (
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
        <FormError message={formError} />
        <Button
          type="submit"
          variant="primary"
          className="self-start"
          disabled={known === undefined}
          isLoading={saving}
        >
          {t.save}
        </Button>
      </form>
    </section>
  );
}
