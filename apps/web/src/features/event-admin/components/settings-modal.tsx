import {
  CODE_DIGITS_MAX,
  CODE_DIGITS_MIN,
  CODE_DIGITS_SETTINGS_INITIAL,
  codeDigitsSchema,
  type EventInfo,
  LANGUAGE_NAMES,
  LOCALES,
  localeSchema,
  messages,
  newEventNameSchema,
} from '@hoogo/core';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormEventNameInput } from '@/components/event-name-input';
import { Form, FormActions, FormInput, FormMessage } from '@/components/ui/form';
import { FormSwitch } from '@/components/ui/form-switch';
import { Modal, type ModalOpenProps } from '@/components/ui/modal';
import { useApiForm } from '@/lib/api-form';
import { notify } from '@/lib/toast';
import { type EventUpdate, useUpdateEvent } from '../api/update-event';
import { isTicketingConnected, ticketingProduct } from './ticketing-product';

const t = messages.eventAdmin;

const settingsSchema = z
  .object({
    name: newEventNameSchema,
    codeDigitsEnabled: z.boolean(),
    codeDigits: z.string(),
    playWithTicketCode: z.boolean(),
    quickJoin: z.boolean(),
    language: localeSchema,
  })
  .superRefine((values, ctx) => {
    if (!values.codeDigitsEnabled) return;
    const parsed = codeDigitsSchema.safeParse(values.codeDigits);
    if (!parsed.success)
      ctx.addIssue({ code: 'custom', path: ['codeDigits'], message: parsed.error.issues[0]?.message ?? '' });
  });

/** Name, friend-code digits, play-with-ticket-code, quick join and the room's language of the event. */
export function SettingsModal({
  info,
  open,
  onClose,
  onRenamed,
}: {
  info: EventInfo;
  onRenamed: (name: string) => void;
} & ModalOpenProps) {
  return (
    <Modal open={open} onClose={onClose} title={t.settingsTitle} description={t.settingsDescription}>
      <SettingsForm info={info} onDone={onClose} onRenamed={onRenamed} />
    </Modal>
  );
}

function SettingsForm({
  info,
  onDone,
  onRenamed,
}: {
  info: EventInfo;
  onDone: () => void;
  onRenamed: (name: string) => void;
}) {
  const updateEvent = useUpdateEvent(info.name);
  const connected = isTicketingConnected(info);
  const api = useApiForm({
    schema: settingsSchema,
    defaultValues: {
      name: info.name,
      codeDigitsEnabled: info.code_digits !== null,
      codeDigits: String(info.code_digits ?? CODE_DIGITS_SETTINGS_INITIAL),
      playWithTicketCode: info.play_with_ticket_code,
      quickJoin: info.quick_join,
      language: info.language,
    },
    onSubmit: async (values) => {
      const update: EventUpdate = {
        codeDigits: values.codeDigitsEnabled ? Number(values.codeDigits) : null,
      };
      if (values.name !== info.name) update.name = values.name;
      if (connected) update.playWithTicketCode = values.playWithTicketCode;
      if (values.quickJoin !== info.quick_join) update.quickJoin = values.quickJoin;
      if (values.language !== info.language) update.language = values.language;
      const saved = await updateEvent.mutateAsync(update);
      notify.success(messages.events.updated);
      onDone();
      if (saved.name !== info.name) onRenamed(saved.name);
    },
    fallback: t.updateFailed,
    // The ticket-code switch shows no error of its own: its refusal is said under the form.
    serverFields: { code_digits: 'codeDigits', language: 'language' },
  });
  const { control, setValue, register } = api.form;
  const languageId = useId();
  const codeDigitsEnabled = useWatch({ control, name: 'codeDigitsEnabled' });
  const name = useWatch({ control, name: 'name' });
  // Said as soon as the name differs (not for a change of letter case, which changes no link).
  const renaming = name.trim().toLowerCase() !== info.name.toLowerCase() && name.trim() !== '';

  return (
    <Form api={api} className="flex flex-col gap-5">
      <FormEventNameInput />
      {renaming && (
        <p
          role="status"
          className="-mt-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {messages.organiserControls.renameWarning}
        </p>
      )}
      <div className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4">
        <FormSwitch
          name="codeDigitsEnabled"
          label={t.codeDigitsToggle}
          hint={t.codeDigitsToggleHint}
          onChange={(on) => {
            if (on && info.code_digits === null) setValue('codeDigits', String(CODE_DIGITS_SETTINGS_INITIAL));
          }}
        />
        {codeDigitsEnabled && (
          <FormInput
            name="codeDigits"
            label={t.codeDigitsCount}
            type="number"
            inputMode="numeric"
            min={CODE_DIGITS_MIN}
            max={CODE_DIGITS_MAX}
            step={1}
          />
        )}
      </div>
      <div className="rounded-2xl bg-slate-50 p-4">
        <FormSwitch
          name="playWithTicketCode"
          label={t.playWithTicketCode}
          disabled={!connected}
          hint={connected ? undefined : t.playWithTicketCodeHint(ticketingProduct(info))}
        />
      </div>
      <div className="rounded-2xl bg-slate-50 p-4">
        <FormSwitch name="quickJoin" label={messages.guest.settingLabel} hint={messages.guest.settingHint} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={languageId} className="text-sm font-medium text-slate-800">
          {messages.language.eventLabel}
        </label>
        <select
          id={languageId}
          aria-describedby={`${languageId}-hint`}
          className="min-h-11 w-full rounded-xl border border-slate-500 bg-white px-3 text-base text-slate-900 focus:border-brand-600 sm:max-w-xs"
          {...register('language')}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </select>
        <p id={`${languageId}-hint`} className="text-sm text-slate-600">
          {messages.language.eventHint}
        </p>
      </div>
      <FormMessage />
      <FormActions cancelLabel={t.cancel} onCancel={onDone} submitLabel={t.save} />
    </Form>
  );
}
