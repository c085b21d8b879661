import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from './cn';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its hint and its error message (the sibling of Input). */
export function Textarea({ label, error, hint, id, className, ref, ...props }: TextareaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, errorId].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'min-h-24 w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm transition-colors',
          'placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-1',
          error
            ? 'border-red-600 focus:border-red-600 focus-visible:outline-red-600'
            : 'border-slate-300 focus:border-brand-600 focus-visible:outline-brand-600',
        )}
        {...props}
      />
      {hint && (
        <div id={hintId} aria-live="polite" className="text-xs text-slate-600">
          {hint}
        </div>
      )}
      <p id={errorId} aria-live="polite" className="min-h-0 text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}
