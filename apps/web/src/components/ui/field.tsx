import { type ReactNode, useId } from 'react';
import { cn } from './cn';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Announce hint changes (a live count, for instance). */
  liveHint?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The frame every form control shares: its label, its hint and its error message, wired for assistive tech. */
export function Field({ label, error, hint, liveHint, id, className, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hint ? hintId : null, errorId].filter(Boolean).join(' '),
      })}
      {hint && (
        <div id={hintId} aria-live={liveHint ? 'polite' : undefined} className="text-sm text-slate-600">
          {hint}
        </div>
      )}
      <p id={errorId} aria-live="polite" className="min-h-0 text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}

/** Border colours of a control, red while it holds an error (the focus ring is the app's one, index.css). */
export function controlStateStyles(error: string | undefined): string {
  return error ? 'border-red-600 focus:border-red-600' : 'border-slate-500 focus:border-brand-600';
}
