import { ANNOUNCEMENT_MAX_LENGTH, announcementTextSchema, messages } from '@hoogo/core';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useAnnouncements, useSendAnnouncement, useWithdrawAnnouncement } from '@/lib/announcements';
import { ApiError } from '@/lib/api-client';
import { apiMessage } from '@/lib/form-errors';
import { formatTime } from '@/lib/format';

const t = messages.announcements;

/**
 * A host writes an announcement (docs/decisions/0082-announcements.md): one line with its characters
 * left, Send, and a line saying what was sent; the same rules as the server's (core's
 * announcementTextSchema), the server's refusal under the field. Used by the remote and the management
 * screen's live controls.
 */
export function AnnouncementComposer({ eventId }: { eventId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const send = useSendAnnouncement(eventId);
  const fieldId = useId();
  const left = ANNOUNCEMENT_MAX_LENGTH - text.trim().length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = announcementTextSchema.safeParse(text);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t.empty);
      return;
    }
    setError('');
    try {
      const announcement = await send.mutateAsync(checked.data);
      setSent(t.sentStatus(announcement.text));
      setText('');
    } catch (failure) {
      setError((failure instanceof ApiError && failure.field('text')) || apiMessage(failure, t.sendFailed));
    }
  }

  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {t.label}
      </label>
      <input
        id={fieldId}
        name="announcement"
        value={text}
        maxLength={ANNOUNCEMENT_MAX_LENGTH + 20}
        placeholder={t.placeholder}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-count${error ? ` ${fieldId}-error` : ''}`}
        onChange={(event) => {
          setText(event.target.value);
          setSent('');
        }}
        className={cn(
          'min-h-11 w-full rounded-xl border bg-white px-3.5 text-base text-slate-900 shadow-sm',
          'placeholder:text-slate-500',
          error ? 'border-red-600' : 'border-slate-300',
        )}
      />
      <p
        id={`${fieldId}-count`}
        className={cn('text-sm', left < 0 ? 'font-semibold text-red-700' : 'text-slate-600')}
        data-testid="announcement-count"
      >
        {t.counter(left)}
      </p>
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" size="lg" isLoading={send.isPending}>
        {t.send}
      </Button>
      <p role="status" className="min-h-5 text-sm text-slate-700" data-testid="announcement-sent">
        {sent}
      </p>
    </form>
  );
}

/** The event's announcements, newest first, each with Withdraw (it leaves every phone and screen). */
export function AnnouncementList({ eventId }: { eventId: string }) {
  const list = useAnnouncements(eventId);
  const withdraw = useWithdrawAnnouncement(eventId);
  const [failed, setFailed] = useState('');
  const items = list.data ?? [];
  if (list.isPending) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900">{t.recent}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{t.none}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="announcement-list">
          {items.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-3 rounded-xl bg-slate-50 p-3">
              <div className="min-w-0">
                <p className="break-words text-slate-900">{item.text}</p>
                <p className="mt-1 text-xs text-slate-600">
                  <time dateTime={item.created_at}>{formatTime(item.created_at)}</time>
                  {item.author_name ? ` · ${t.byHost(item.author_name)}` : ''}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                className="shrink-0"
                aria-label={t.deleteLabel(item.text)}
                isLoading={withdraw.isPending && withdraw.variables === item.id}
                onClick={async () => {
                  setFailed('');
                  try {
                    await withdraw.mutateAsync(item.id);
                  } catch (error) {
                    setFailed(apiMessage(error, t.deleteFailed));
                  }
                }}
              >
                {t.delete}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {failed}
        </p>
      )}
    </div>
  );
}
