import {
  CODE_DIGITS_MAX,
  CODE_DIGITS_MIN,
  CODE_DIGITS_SETTINGS_INITIAL,
  codeDigitsSchema,
  type EventInfo,
  eventNameSchema,
  messages,
} from '@hoogo/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Switch } from '@/components/ui/switch';
import { applyApiError } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { type EventUpdate, useUpdateEvent } from '../api/update-event';
import { isTicketingConnected, ticketingProduct } from './ticketing-product';

const t = messages.eventAdmin;

const settingsSchema = z
  .object({
    name: eventNameSchema,
    codeDigitsEnabled: z.boolean(),
    codeDigits: z.string(),
    playWithTicketCode: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (!values.codeDigitsEnabled) return;
    const parsed = codeDigitsSchema.safeParse(values.codeDigits);
    if (!parsed.success)
      ctx.addIssue({ code: 'custom', path: ['codeDigits'], message: parsed.error.issues[0]?.message ?? '' });
  });

/** Name, friend-code digits and play-with-ticket-code of the event (SPEC.md §2). */
export function SettingsModal({
  info,
  open,
  onClose,
  onRenamed,
}: {
  info: EventInfo;
  open: boolean;
  onClose: () => void;
  onRenamed: (name: string) => void;
}) {
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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(settingsSchema),
    defaultValues: {
      name: info.name,
      codeDigitsEnabled: info.code_digits !== null,
      codeDigits: String(info.code_digits ?? CODE_DIGITS_SETTINGS_INITIAL),
      playWithTicketCode: info.play_with_ticket_code,
    },
  });
  const codeDigitsEnabled = useWatch({ control, name: 'codeDigitsEnabled' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const update: EventUpdate = {
      codeDigits: values.codeDigitsEnabled ? Number(values.codeDigits) : null,
    };
    if (values.name !== info.name) update.name = values.name;
    if (connected) update.playWithTicketCode = values.playWithTicketCode;
    try {
      const saved = await updateEvent.mutateAsync(update);
      notify.success(messages.events.updated);
      onDone();
      if (saved.name !== info.name) onRenamed(saved.name);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['name'], t.updateFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Input
        label={messages.dashboard.eventNameLabel}
        autoComplete="off"
        hint={messages.validation.eventNameHint}
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4">
        <Controller
          control={control}
          name="codeDigitsEnabled"
          render={({ field }) => (
            <Switch
              label={t.codeDigitsToggle}
              hint={t.codeDigitsToggleHint}
              checked={field.value}
              onChange={(on) => {
                field.onChange(on);
                if (on && info.code_digits === null)
                  setValue('codeDigits', String(CODE_DIGITS_SETTINGS_INITIAL));
              }}
            />
          )}
        />
        {codeDigitsEnabled && (
          <Input
            label={t.codeDigitsCount}
            type="number"
            inputMode="numeric"
            min={CODE_DIGITS_MIN}
            max={CODE_DIGITS_MAX}
            step={1}
            error={errors.codeDigits?.message}
            {...register('codeDigits')}
          />
        )}
      </div>
      <div className="rounded-2xl bg-slate-50 p-4">
        <Controller
          control={control}
          name="playWithTicketCode"
          render={({ field }) => (
            <Switch
              label={t.playWithTicketCode}
              checked={field.value}
              onChange={field.onChange}
              disabled={!connected}
              hint={connected ? undefined : t.playWithTicketCodeHint(ticketingProduct(info))}
            />
          )}
        />
      </div>
      <FormError message={formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
