import { type EventInfo, messages, type VenuePrivacy, venuePrivacySchema } from '@hoogo/core';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, FormMessage, FormSubmit } from '@/components/ui/form';
import { FormSwitch } from '@/components/ui/form-switch';
import { ConfirmModal } from '@/components/ui/modal';
import { Panel } from '@/components/ui/panel';
import { useApiForm } from '@/lib/api-form';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { usePurgeMedia } from '../api/purge-media';
import { useUpdateEvent } from '../api/update-event';

const s = messages.selfies;

/** The retention choices offered, in days; 'keep' keeps the selfies until the event is deleted. */
export const RETENTION_CHOICES = [7, 30, 90, 365] as const;
const KEEP = 'keep';

/** Read when shown: the labels speak the language of the moment. */
const venueChoices = (): Array<{ value: VenuePrivacy; label: string }> => [
  {
    value: 'full',
    label: s.venueFull,
  },
  {
    value: 'first_name',
    label: s.venueFirstName,
  },
  {
    value: 'initials',
    label: s.venueInitials,
  },
];

const privacySchema = z.object({
  venuePrivacy: venuePrivacySchema,
  requireConsent: z.boolean(),
  /** A number of days as text, or KEEP. */
  retention: z.string(),
});

/** The select's options: the offered days, and the event's own value when set otherwise (through the API). */
function retentionOptions(current: number | null): number[] {
  const days: number[] = [...RETENTION_CHOICES];
  if (current !== null && !days.includes(current)) days.push(current);
  return days.sort((a, b) => a - b);
}

/**
 * The event's privacy (docs/data.md): what the venue screen shows, whether a selfie needs the consent of
 * the person in it, how long selfies are kept, and deleting them all now.
 */
export function PrivacySettings({ info }: { info: EventInfo }) {
  const updateEvent = useUpdateEvent(info.name);
  const retentionId = useId();
  const api = useApiForm({
    schema: privacySchema,
    defaultValues: {
      venuePrivacy: info.venue_privacy,
      requireConsent: info.require_selfie_consent,
      retention: info.selfie_retention_days === null ? KEEP : String(info.selfie_retention_days),
    },
    onSubmit: async (values) => {
      await updateEvent.mutateAsync({
        venuePrivacy: values.venuePrivacy,
        requireSelfieConsent: values.requireConsent,
        selfieRetentionDays: values.retention === KEEP ? null : Number(values.retention),
      });
      notify.success(s.saved);
    },
    fallback: s.saveFailed,
    serverFields: {
      venue_privacy: 'venuePrivacy',
      require_selfie_consent: 'requireConsent',
      selfie_retention_days: 'retention',
    },
  });
  const { control, register } = api.form;
  const retentionError = api.form.formState.errors.retention?.message;

  return (
    <Panel title={s.sectionTitle} lead={s.sectionLead} className="flex flex-col gap-5 p-5">
      <Form api={api} className="flex flex-col gap-5">
        <Controller
          control={control}
          name="venuePrivacy"
          render={({ field }) => (
            <fieldset className="flex flex-col gap-2" aria-describedby="venue-privacy-hint">
              <legend className="mb-1 text-sm font-medium text-slate-800">{s.venueLegend}</legend>
              {venueChoices().map((choice) => (
                <label
                  key={choice.value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 px-3.5 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={choice.value}
                    checked={field.value === choice.value}
                    onChange={() => field.onChange(choice.value)}
                    onBlur={field.onBlur}
                    className="size-5 shrink-0 accent-brand-700"
                  />
                  <span className="text-sm text-slate-800">{choice.label}</span>
                </label>
              ))}
              <p id="venue-privacy-hint" className="text-xs text-slate-600">
                {s.venueHint}
              </p>
            </fieldset>
          )}
        />
        <div className="rounded-2xl bg-slate-50 p-4">
          <FormSwitch name="requireConsent" label={s.requireConsent} hint={s.requireConsentHint} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={retentionId} className="text-sm font-medium text-slate-800">
            {s.retentionLabel}
          </label>
          <select
            id={retentionId}
            aria-describedby={`${retentionId}-hint ${retentionId}-error`}
            aria-invalid={retentionError ? true : undefined}
            className="min-h-11 w-full rounded-xl border border-slate-500 bg-white px-3 text-base text-slate-900 focus:border-brand-600 sm:max-w-xs"
            {...register('retention')}
          >
            {retentionOptions(info.selfie_retention_days).map((days) => (
              <option key={days} value={String(days)}>
                {s.retentionDays(days)}
              </option>
            ))}
            <option value={KEEP}>{s.retentionKeep}</option>
          </select>
          <p id={`${retentionId}-hint`} className="text-sm text-slate-600">
            {s.retentionHint}
          </p>
          <p
            id={`${retentionId}-error`}
            aria-live="polite"
            className="text-sm font-medium text-red-700 empty:hidden"
          >
            {retentionError}
          </p>
        </div>
        <FormMessage />
        <FormSubmit className="self-start">{s.save}</FormSubmit>
      </Form>
      <PurgeMedia eventName={info.name} />
    </Panel>
  );
}

/** "Delete all selfies now": asked once more (it cannot be undone), then the count deleted is said. */
function PurgeMedia({ eventName }: { eventName: string }) {
  const purge = usePurgeMedia(eventName);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function confirm() {
    try {
      const { deleted } = await purge.mutateAsync();
      const said = s.purged(deleted);
      setDone(said);
      notify.success(said);
      setConfirming(false);
    } catch (error) {
      notify.error(apiMessage(error, s.purgeFailed));
    }
  }

  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-5">
      <Button
        variant="secondary"
        className="self-start border-red-300 text-red-800 hover:bg-red-50"
        onClick={() => {
          setDone(null);
          setConfirming(true);
        }}
      >
        <Trash2 className="size-4" strokeWidth={1.8} />
        {s.purgeButton}
      </Button>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {done}
      </p>
      <ConfirmModal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={s.purgeTitle}
        cancelLabel={s.cancel}
        confirmLabel={s.purgeConfirm}
        onConfirm={confirm}
        isLoading={purge.isPending}
        destructive
      >
        <p className="text-slate-700">{s.purgeWarning}</p>
      </ConfirmModal>
    </div>
  );
}
