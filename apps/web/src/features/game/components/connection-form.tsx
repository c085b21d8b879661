import {
  connectionNameSchema,
  DESCRIPTION_MAX_LENGTH,
  friendCodeSchema,
  linerSchema,
  messages,
  nameMustStartWith,
  nameStartsWithLetter,
} from '@hoogo/core';
import Camera from 'lucide-react/icons/camera';
import { type ChangeEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, FormInput, FormMessage, FormTextarea } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useApiForm } from '@/lib/api-form';
import {
  type ConnectionDraft,
  deleteDraft,
  hasContent,
  isWaitingToSend,
  loadDraft,
  photoFile,
  type StoredPhoto,
  saveDraft,
  storedPhoto,
  submissionFor,
} from '@/lib/connection-drafts';
import { compressPhoto, photoProblem } from '@/lib/photo';
import { notify } from '@/lib/toast';
import { useSendDraft } from '../hooks/use-send-draft';
import { ConsentField, DescriptionCount } from './connection-fields';
import { ScanFriendCode } from './qr-scanner';

const t = messages.play;
const _s = messages.selfies;

/** After this long without an answer the status line says the network is slow, and that nothing is lost. */
const SLOW_AFTER_MS = 8_000;
/** Typing is saved this long after the last key, and at once when the form closes. */
const SAVE_DELAY_MS = 300;

/** The cell being filled: its row (x), column (y) and letter. */
export interface ActiveCell {
  x: number;
  y: number;
  letter: string;
}

/**
 * The connection rules for one cell: the name starts with its letter, a code when the event uses them,
 * and the consent of the person in the photo when the event requires it (docs/data.md).
 */
export function connectionFormSchema(letter: string, codeDigits: number | null, requireConsent = false) {
  return z.object({
    name: connectionNameSchema.refine(
      (name) => nameStartsWithLetter(name, letter),
      nameMustStartWith(letter),
    ),
    image: z.custom<File>((value) => value instanceof Blob, messages.validation.connectionImage),
    liner: linerSchema,
    code: codeDigits ? friendCodeSchema(codeDigits) : z.string().optional(),
    consent: requireConsent
      ? z.boolean().refine((given) => given, messages.selfies.consentRequired)
      : z.boolean(),
  });
}

type FormValues = z.input<ReturnType<typeof connectionFormSchema>>;
type SubmitValues = z.output<ReturnType<typeof connectionFormSchema>>;

/** A friend code as typed: digits only, at most the event's length. */
export function friendCodeDigits(value: string, digits: number): string {
  return value.replace(/\D/g, '').slice(0, digits);
}

type Phase = 'loading' | 'idle' | 'sending' | 'slow';

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
  const { send } = useSendDraft();
  const schema = useMemo(
    () => connectionFormSchema(cell.letter, codeDigits, requireConsent),
    [cell.letter, codeDigits, requireConsent],
  );
  const [phase, setPhase] = useState<Phase>('loading');
  const [notice, setNotice] = useState<string | null>(null);
  const [compressing, setCompressing] = useState(false);
  const [scanning, setScanning] = useState(false);
  // Where the focus goes when the scanner (which replaces the Scan code button) closes: back to the
  // button after Close, to the filled code field after a read, so a keyboard user is never dropped on the page.
  const [scanFocus, setScanFocus] = useState<'button' | 'code' | null>(null);
  const scanButtonRef = useRef<HTMLButtonElement>(null);
  const [photo, setPhoto] = useState<StoredPhoto | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const draftRef = useRef<ConnectionDraft>({
    eventId,
    userId,
    x: cell.x,
    y: cell.y,
    letter: cell.letter,
    name: cell.letter,
    liner: '',
    code: '',
    photo: null,
    submission: null,
    refusal: null,
    updatedAt: 0,
  });
  const upload = useRef<AbortController | null>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const apiForm = useApiForm<FormValues, SubmitValues>({
    schema,
    defaultValues: { name: cell.letter, image: undefined, liner: '', code: '', consent: false },
    onSubmit: (values) => submit(values),
    // The server's refusal of a connection without the required consent shows under the box.
    serverFields: { selfie_consent: 'consent' },
  });
  const { form, showError } = apiForm;
  const { setError, clearErrors, setValue, setFocus, reset, register, control } = form;

  useEffect(() => {
    if (scanning || scanFocus === null) return;
    if (scanFocus === 'code') setFocus('code');
    else scanButtonRef.current?.focus();
    setScanFocus(null);
  }, [scanning, scanFocus, setFocus]);
  const liner = useWatch({ control, name: 'liner' }) ?? '';

  // Restore the cell's draft: what was typed, the photo, and the server's refusal of the last send.
  useEffect(() => {
    let active = true;
    void loadDraft({ eventId, userId, x: cell.x, y: cell.y })
      .catch(() => undefined)
      .then((draft) => {
        if (!active) return;
        if (draft) {
          draftRef.current = { ...draft, letter: cell.letter };
          reset({
            name: draft.name,
            liner: draft.liner,
            code: draft.code,
            image: draft.photo ? photoFile(draft.photo) : undefined,
            consent: draft.consent ?? false,
          });
          setPhoto(draft.photo);
          if (draft.refusal) {
            showError(new ApiError({ status: 400, statusCode: 400, messages: draft.refusal }));
          } else {
            setNotice(isWaitingToSend(draft) ? t.waitingInForm : t.draftRestored);
          }
        }
        setPhase('idle');
      });
    return () => {
      active = false;
    };
  }, [eventId, userId, cell.x, cell.y, cell.letter, reset, showError]);

  useEffect(() => {
    if (!photo) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(new Blob([photo.bytes], { type: photo.type }));
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  // Autosave: each change goes to the draft shortly after, and a pending save runs when the form closes.
  const pendingSave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const persist = useCallback(() => {
    clearTimeout(pendingSave.current);
    pendingSave.current = undefined;
    const values = form.getValues();
    // Saving follows an edit: a new payload, which the refusal of the old one no longer concerns.
    const draft: ConnectionDraft = {
      ...draftRef.current,
      name: values.name ?? '',
      liner: values.liner ?? '',
      code: values.code ?? '',
      // Untouched (and never given) stays absent: a draft saved before the form asked keeps its signature.
      ...(values.consent || draftRef.current.consent !== undefined
        ? { consent: Boolean(values.consent) }
        : {}),
      refusal: null,
    };
    draftRef.current = draft;
    // Emptied back to the prefilled letter: no draft to keep, and no draft mark on the cell.
    const saved = hasContent(draft) || draft.submission ? saveDraft(draft) : deleteDraft(draft);
    return saved.catch(() => {
      // A full or unavailable store keeps the draft in this form only; nothing else to do.
    });
  }, [form]);

  useEffect(() => {
    if (phase === 'loading') return;
    const subscription = form.watch((_values, { type }) => {
      if (type !== 'change') return;
      setNotice(null);
      clearTimeout(pendingSave.current);
      pendingSave.current = setTimeout(() => void persist(), SAVE_DELAY_MS);
    });
    return () => subscription.unsubscribe();
  }, [form, persist, phase]);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (pendingSave.current !== undefined) void persist();
      // Closing the sheet while sending is a Cancel: the draft stays, the attendee sends it later.
      upload.current?.abort();
    };
  }, [persist]);

  async function onPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    const problem = photoProblem(file);
    if (problem) {
      setError('image', { type: 'file', message: problem });
      return;
    }
    clearErrors('image');
    setNotice(null);
    setCompressing(true);
    try {
      const compressed = await compressPhoto(file);
      const stored = await storedPhoto(compressed);
      draftRef.current = { ...draftRef.current, photo: stored, refusal: null };
      setPhoto(stored);
      setValue('image', compressed, { shouldValidate: true });
      await persist();
    } catch (error) {
      setError('image', {
        type: 'file',
        message: error instanceof Error ? error.message : messages.validation.fileNotImage,
      });
    } finally {
      setCompressing(false);
    }
  }

  async function submit(values: SubmitValues) {
    if (votingEnabled) return;
    setNotice(null);
    // The submission below saves the draft itself: a save still waiting would write it back after it.
    clearTimeout(pendingSave.current);
    pendingSave.current = undefined;
    const draft: ConnectionDraft = {
      ...draftRef.current,
      name: values.name,
      liner: values.liner,
      code: values.code ?? '',
      consent: values.consent,
      refusal: null,
    };
    draft.submission = submissionFor(draft, true);
    draftRef.current = draft;
    await saveDraft(draft);
    if (navigator.onLine === false) {
      notify.info(t.queuedOffline);
      onDone('queued');
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setPhase('sending');
    const slow = setTimeout(() => setPhase('slow'), SLOW_AFTER_MS);
    const outcome = await send(draft, {
      withCode: Boolean(codeDigits),
      signal: controller.signal,
    }).finally(() => {
      clearTimeout(slow);
      upload.current = null;
    });
    setPhase('idle');
    switch (outcome.kind) {
      case 'accepted':
        notify.success(outcome.message);
        onDone('accepted');
        return;
      case 'network':
        notify.info(t.queuedOffline);
        onDone('queued');
        return;
      case 'timeout':
        notify.info(t.uploadTimedOut);
        onDone('queued');
        return;
      case 'cancelled':
        draftRef.current = { ...draft, submission: { ...draft.submission, queued: false } };
        if (mounted.current) setNotice(t.uploadCancelled);
        else notify.info(t.uploadCancelled);
        return;
      case 'voting':
        notify.error(messages.game.votingEnabled);
        onVotingEnabled();
        onDone('closed');
        return;
      case 'refused':
        draftRef.current = { ...draft, submission: null, refusal: outcome.error.messages };
        showError(outcome.error);
        return;
    }
  }

  if (phase === 'loading') {
    return (
      <div className="flex justify-center py-10">
        <Spinner decorative />
      </div>
    );
  }

  const uploading = phase === 'sending' || phase === 'slow';
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
      {notice && (
        <p role="status" className="rounded-xl bg-brand-50 px-3.5 py-2.5 text-sm text-brand-900">
          {notice}
        </p>
      )}

      <FormInput<FormValues>
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
            {compressing ? (
              <Spinner decorative />
            ) : preview ? (
              <img src={preview} alt={t.photoPreview} className="size-full object-cover" />
            ) : (
              <Camera className="size-8" strokeWidth={1.8} />
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Button size="sm" onClick={() => cameraRef.current?.click()} disabled={compressing || uploading}>
              <Camera className="size-4" strokeWidth={1.8} />
              {t.takeSelfie}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => fileRef.current?.click()}
              disabled={compressing || uploading}
            >
              {t.choosePhoto}
            </Button>
          </div>
        </div>
        {compressing && (
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
          onChange={onPhoto}
        />
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          aria-label={t.choosePhoto}
          className="hidden"
          tabIndex={-1}
          onChange={onPhoto}
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
          {scanning ? (
            <ScanFriendCode
              onCode={(code) => {
                setScanning(false);
                setScanFocus('code');
                setValue('code', friendCodeDigits(code, codeDigits), {
                  shouldDirty: true,
                  shouldValidate: true,
                });
                void persist();
              }}
              onClose={() => {
                setScanning(false);
                setScanFocus('button');
              }}
            />
          ) : (
            <Button
              ref={scanButtonRef}
              size="sm"
              variant="secondary"
              className="self-start"
              disabled={uploading}
              onClick={() => setScanning(true)}
            >
              {messages.scan.scanCode}
            </Button>
          )}
        </div>
      ) : null}

      <FormTextarea<FormValues>
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
          {phase === 'slow' ? t.sendingSlow : t.sending}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {uploading ? (
          <Button variant="secondary" onClick={() => upload.current?.abort()}>
            {t.cancelUpload}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => onDone('closed')}>
            {t.cancel}
          </Button>
        )}
        <Button type="submit" isLoading={uploading} disabled={compressing || uploading || votingEnabled}>
          {uploading ? t.uploading : t.submit}
        </Button>
      </div>
    </Form>
  );
}
