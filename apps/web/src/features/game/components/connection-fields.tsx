import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  descriptionLettersLeft,
  messages,
} from '@hoogo/core';
import Check from 'lucide-react/icons/check';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/components/ui/cn';

const t = messages.play;
const s = messages.selfies;

/** The live count under the description: letters left of the maximum, and how many are still missing. */
export function DescriptionCount({ text }: { text: string }) {
  const missing = DESCRIPTION_MIN_LENGTH - text.trim().length;
  return (
    <span className="flex flex-wrap justify-between gap-x-3">
      {missing > 0 ? (
        <span className="font-medium text-accent-700">{t.lettersNeeded(missing)}</span>
      ) : (
        <span />
      )}
      <span className="tabular-nums">
        {t.lettersLeft(descriptionLettersLeft(text), DESCRIPTION_MAX_LENGTH)}
      </span>
    </span>
  );
}

/**
 * One tap: the person in the photo agrees to it being shown at the event (docs/data.md). The whole row is
 * the label, so the tap target is large; when the event requires it the form says so above the box.
 */
export function ConsentField({
  register,
  required,
  error,
  disabled,
}: {
  register: UseFormRegisterReturn<'consent'>;
  required: boolean;
  error: string | undefined;
  disabled: boolean;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={id}
        className={cn(
          'relative flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border bg-white px-3.5 py-3',
          error ? 'border-red-600' : 'border-slate-300',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        {/* The whole row is the tap target: the real box lies over it, unseen, and the drawn box shows it. */}
        <input
          id={id}
          type="checkbox"
          className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          aria-describedby={`${hintId} ${errorId}`}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          disabled={disabled}
          {...register}
        />
        <span
          aria-hidden="true"
          className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border-2 border-slate-500 text-transparent peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2"
        >
          <Check className="size-4" strokeWidth={3} />
        </span>
        <span className="text-sm font-medium text-slate-800">{s.consentLabel}</span>
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        {required ? s.consentRequiredHint : s.consentHint}
      </p>
      <p id={errorId} aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}
