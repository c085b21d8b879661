import { type EventInfo, messages, socialMediaTemplateSchema } from '@hoogo/core';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useUpdateEvent } from '../api/update-event';

const t = messages.eventAdmin;

/** The default text of a player's LinkedIn post about their card. */
export function LinkedinContentModal({
  info,
  open,
  onClose,
}: {
  info: EventInfo;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={t.linkedinTitle} description={t.linkedinDescription}>
      <LinkedinContentForm info={info} onDone={onClose} />
    </Modal>
  );
}

function LinkedinContentForm({ info, onDone }: { info: EventInfo; onDone: () => void }) {
  const [content, setContent] = useState(info.social_media_template?.linkedin?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const updateEvent = useUpdateEvent(info.name);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = socialMediaTemplateSchema.safeParse({ linkedin: { content } });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t.updateFailed);
      return;
    }
    setError(null);
    try {
      await updateEvent.mutateAsync({ socialMediaTemplate: parsed.data });
      notify.success(messages.events.contentUpdated);
      onDone();
    } catch (failure) {
      notify.error(apiMessage(failure, t.updateFailed));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t.linkedinLabel}
        </label>
        <textarea
          id={id}
          rows={8}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          placeholder={t.linkedinPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          className="w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600"
        />
        <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
          {error}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" isLoading={updateEvent.isPending}>
          {t.confirmUpdating}
        </Button>
      </div>
    </form>
  );
}
