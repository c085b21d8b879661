import {
  connectionNameSchema,
  DESCRIPTION_MIN_LENGTH,
  descriptionLettersLeft,
  friendCodeSchema,
  linerSchema,
  messages,
  nameMustStartWith,
  nameStartsWithLetter,
  StatusCode,
} from '@hoogo/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { compressPhoto, photoProblem } from '@/lib/photo';
import { notify } from '@/lib/toast';
import { useAddConnection } from '../api/add-connection';

const t = messages.play;

/** The cell being filled: its row (x), column (y) and letter. */
export interface ActiveCell {
  x: number;
  y: number;
  letter: string;
}

/** SPEC.md §5's connection rules, for one cell: the name starts with its letter, a code when the event uses them. */
export function connectionFormSchema(letter: string, codeDigits: number | null) {
  return z.object({
    name: connectionNameSchema.refine(
      (name) => nameStartsWithLetter(name, letter),
      nameMustStartWith(letter),
    ),
    image: z.custom<File>((value) => value instanceof Blob, messages.validation.connectionImage),
    liner: linerSchema,
    code: codeDigits ? friendCodeSchema(codeDigits) : z.string().optional(),
  });
}

type FormValues = z.input<ReturnType<typeof connectionFormSchema>>;
type SubmitValues = z.output<ReturnType<typeof connectionFormSchema>>;

/** The live count under the description: letters left, and while under the minimum how many are missing. */
function DescriptionCount({ text }: { text: string }) {
  const missing = DESCRIPTION_MIN_LENGTH - text.trim().length;
  return (
    <span className="flex flex-wrap justify-between gap-x-3">
      <span>{t.lettersLeft(descriptionLettersLeft(text))}</span>
      {missing > 0 && <span className="font-medium text-accent-700">{t.lettersNeeded(missing)}</span>}
    </span>
  );
}

/** Adds a connection to one empty cell: name, selfie, friend code (when used) and a description. */
export function ConnectionForm({
  eventId,
  userId,
  cell,
  codeDigits,
  onDone,
  onVotingEnabled,
}: {
  eventId: string;
  userId: string;
  cell: ActiveCell;
  codeDigits: number | null;
  onDone: () => void;
  onVotingEnabled: () => void;
}) {
  const addConnection = useAddConnection(eventId, userId);
  const schema = useMemo(() => connectionFormSchema(cell.letter, codeDigits), [cell.letter, codeDigits]);
  const [formError, setFormError] = useState<string | null>(null);
  const [compressing, setCompressing] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    watch,
    formState: { errors },
  } = useForm<FormValues, unknown, SubmitValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: cell.letter, image: undefined, liner: '', code: '' },
  });
  const liner = watch('liner') ?? '';

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

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
    setCompressing(true);
    try {
      const compressed = await compressPhoto(file);
      setValue('image', compressed, { shouldValidate: true });
      setPreview(URL.createObjectURL(compressed));
    } catch (error) {
      setError('image', {
        type: 'file',
        message: error instanceof Error ? error.message : messages.validation.fileNotImage,
      });
    } finally {
      setCompressing(false);
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { message } = await addConnection.mutateAsync({
        letter: cell.letter,
        image: values.image,
        name: values.name,
        liner: values.liner,
        x: cell.x,
        y: cell.y,
        code: codeDigits ? values.code : undefined,
      });
      notify.success(message);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === StatusCode.VotingState) {
        notify.error(messages.game.votingEnabled);
        onVotingEnabled();
        onDone();
        return;
      }
      setFormError(
        applyApiError(error, setError, ['name', 'code', 'liner', 'image'], messages.network.somethingWrong),
      );
    }
  });

  const uploading = addConnection.isPending;
  const imageErrorId = 'connection-image-error';

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Input
        label={t.nameLabel}
        autoComplete="off"
        autoCapitalize="words"
        error={errors.name?.message}
        {...register('name')}
      />

      <fieldset className="flex flex-col gap-2" aria-describedby={imageErrorId}>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t.imageLabel}</legend>
        <div className="flex items-center gap-3">
          <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-dashed border-slate-300 bg-slate-50 text-slate-400">
            {compressing ? (
              <Spinner decorative />
            ) : preview ? (
              <img src={preview} alt={t.photoPreview} className="size-full object-cover" />
            ) : (
              <CameraIcon />
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Button size="sm" onClick={() => cameraRef.current?.click()} disabled={compressing || uploading}>
              <CameraIcon small />
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

      {codeDigits ? (
        <Input
          label={t.codeLabel}
          inputMode="numeric"
          autoComplete="off"
          maxLength={codeDigits}
          hint={t.codeHint(codeDigits)}
          error={errors.code?.message}
          {...register('code')}
        />
      ) : null}

      <Textarea
        label={t.descriptionLabel}
        placeholder={t.descriptionPlaceholder}
        rows={4}
        hint={<DescriptionCount text={liner} />}
        error={errors.liner?.message}
        {...register('liner')}
      />

      <FormError message={formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={uploading}>
          {t.cancel}
        </Button>
        <Button type="submit" isLoading={uploading} disabled={compressing}>
          {uploading ? t.uploading : t.submit}
        </Button>
      </div>
    </form>
  );
}

function CameraIcon({ small = false }: { small?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className={small ? 'size-4' : 'size-8'} aria-hidden="true">
      <path
        d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1zm8 9a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
