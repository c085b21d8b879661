import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from './cn';
import { controlStateStyles, Field } from './field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its hint and its error message. */
export function Input({ label, error, hint, id, className, ref, ...props }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <input
          ref={ref}
          {...control}
          className={cn(
            'min-h-11 w-full rounded-xl border bg-white px-3.5 text-base text-slate-900 shadow-sm transition-colors',
            'placeholder:text-slate-500 read-only:bg-slate-100 read-only:text-slate-600',
            controlStateStyles(error),
          )}
          {...props}
        />
      )}
    </Field>
  );
}
