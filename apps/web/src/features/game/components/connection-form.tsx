import { DESCRIPTION_MAX_LENGTH, messages } from '@hoogo/core';
import Camera from 'lucide-react/icons/camera';
import { useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, FormInput, FormMessage, FormTextarea } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useApiForm } from '@/lib/api-form';
import { useConnectionDraft } from '../hooks/use-connection-draft';
import { useConnectionSend } from '../hooks/use-connection-send';
import { useScannerFocus } from '../hooks/use-scanner-focus';
import { useSelfie } from '../hooks/use-selfie';
import {
  type ConnectionFormSubmit,
  type ConnectionFormValues,
  connectionFormSchema,
  friendCodeDigits,
} from '../utils/connection-form-schema';
import { ConsentField, DescriptionCount } from './connection-fields';
import { ScanFriendCode } from './qr-scanner';

const t = messages.play;

/** The cell being filled: its row (x), column (y) and letter. */
export interface ActiveCell {
  x: number;
  y: number;
  letter: string;
}

/** What the form tells the page when it closes. */
export type FormDone = 'accepted' | 'queued' | 'closed';

/**
 * Adds a connection to one empty cell: name, selfie, friend code (when used) and a description. Everything
 * typed is kept on this phone as the cell's draft until the server accepts it
 * (docs/decisions/0015-connections-on-a-bad-network.md: "Never lose a connection"); a send without network
 * waits in the outbox instead of failing.
 */
export function ConnectionForm({
  eventId,
  userId,
  cell,
  codeDigits,
  requireConsent = false,
  votingEnabled,
  onDone,
  onVotingEnabled,
}: {
  eventId: string;
  userId: string;
  cell: ActiveCell;
  codeDigits: number | null;
  /** The event shows a photo only with the agreement of the person in it: the form will not send without. */
  requireConsent?: boolean;
  /** Live from the status channel: while true nothing can be sent, and the draft stays. */
  votingEnabled: boolean;
  onDone: (how: FormDone) => void;
  onVotingEnabled: () => void;
}) {
  const schema = useMemo(
    () => connectionFormSchema(cell.letter, codeDigits, requireConsent),
    [cell.letter, codeDigits, requireConsent],
  );
  const apiForm = useApiForm<ConnectionFormValues, ConnectionFormSubmit>({
    schema,
    defaultValues: { name: cell.letter, image: undefined, liner: '', code: '', consent: false },
    onSubmit: (values) => sender.submit(values),
    // The server's refusal of a connection without the required consent shows under the box.
    serverFields: { selfie_consent: 'consent' },
  });
  const { form, showError } = apiForm;
  const { setValue, setFocus, register, control } = form;
  const draft = useConnectionDraft({ eventId, userId, cell, form, showError });
  const selfie = useSelfie({ draft, form });
  const sender = useConnectionSend({ draft, codeDigits, votingEnabled, showError, onDone, onVotingEnabled });
  const scanner = useScannerFocus(() => setFocus('code'));
  const liner = useWatch({ control, name: 'liner' }) ?? '';
  const cameraRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  if (!draft.restored) {
    return (
      <div className="flex justify-center py-10">
        <Spinner decorative />
      </div>
    );
  }

  const uploading = sender.sending !== false;
  const imageErrorId = 'connection-image-error';
  const { errors } = form.formState;
  const codeField = register('code');

  return (
    <Form api={apiForm} className="flex flex-col gap-5">
      {votingEnabled && (
        <p
          role="alert"
          className="rounded-xl border border-accent-400 bg-accent-50 px-3.5 py-2.5 text-brand-950"
        >
          {messages.game.votingNoNewFriend}
        </p>
      )}
      {draft.notice && (
        <p role="status" className="rounded-xl bg-brand-50 px-3.5 py-2.5 text-sm text-brand-900">
          {draft.notice}
        </p>
      )}

      <FormInput<ConnectionFormValues>
        name="name"
        label={t.nameLabel}
        autoComplete="off"
        autoCapitalize="words"
        disabled={uploading}
      />

      <fieldset className="flex flex-col gap-2" aria-describedby={imageErrorId}>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t.imageLabel}</legend>
        <div className="flex items-center gap-3">
          <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-dashed border-slate-300 bg-slate-50 text-slate-400">
            {selfie.compressing ? (
              <Spinner decorative />
            ) : selfie.preview ? (
              <img src={selfie.preview} alt={t.photoPreview} className="size-full object-cover" />
            ) : (
              <Camera className="size-8" strokeWidth={1.8} />
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Button
              size="sm"
              onClick={() => cameraRef.current?.click()}
              disabled={selfie.compressing || uploading}
            >
              <Camera className="size-4" strokeWidth={1.8} />
              {t.takeSelfie}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => fileRef.current?.click()}
              disabled={selfie.compressing || uploading}
            >
              {t.choosePhoto}
            </Button>
          </div>
        </div>
        {selfie.compressing && (
          <p role="status" className="text-sm text-slate-600">
            {t.preparingPhoto}
          </p>
        )}
        <input
          ref={cameraRef}
          type="file"
          accept="image/*"
          capture="user"
          aria-label={t.takeSelfie}
          className="hidden"
          tabIndex={-1}
          onChange={selfie.choose}
        />
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          aria-label={t.choosePhoto}
          className="hidden"
          tabIndex={-1}
          onChange={selfie.choose}
        />
        <p id={imageErrorId} aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
          {errors.image?.message}
        </p>
      </fieldset>

      <ConsentField
        register={register('consent')}
        required={requireConsent}
        error={errors.consent?.message}
        disabled={uploading}
      />

      {codeDigits ? (
        <div className="flex flex-col gap-2">
          <Input
            label={t.codeLabel}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            hint={t.codeHint(codeDigits)}
            error={errors.code?.message}
            disabled={uploading}
            {...codeField}
            onChange={(event) => {
              event.target.value = friendCodeDigits(event.target.value, codeDigits);
              return codeField.onChange(event);
            }}
          />
          {scanner.scanning ? (
            <ScanFriendCode
              onCode={(code) => {
                scanner.close('read');
                setValue('code', friendCodeDigits(code, codeDigits), {
                  shouldDirty: true,
                  shouldValidate: true,
                });
                void draft.persist();
              }}
              onClose={() => scanner.close('closed')}
            />
          ) : (
            <Button
              ref={scanner.buttonRef}
              size="sm"
              variant="secondary"
              className="self-start"
              disabled={uploading}
              onClick={scanner.open}
            >
              {messages.scan.scanCode}
            </Button>
          )}
        </div>
      ) : null}

      <FormTextarea<ConnectionFormValues>
        name="liner"
        label={t.descriptionLabel}
        placeholder={t.descriptionPlaceholder}
        rows={4}
        maxLength={DESCRIPTION_MAX_LENGTH}
        hint={<DescriptionCount text={liner} />}
        disabled={uploading}
      />

      <FormMessage />
      {uploading && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner decorative />
          {sender.sending === 'slow' ? t.sendingSlow : t.sending}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {uploading ? (
          <Button variant="secondary" onClick={sender.cancel}>
            {t.cancelUpload}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => onDone('closed')}>
            {t.cancel}
          </Button>
        )}
        <Button
          type="submit"
          isLoading={uploading}
          disabled={selfie.compressing || uploading || votingEnabled}
        >
          {uploading ? t.uploading : t.submit}
        </Button>
      </div>
    </Form>
  );
}
