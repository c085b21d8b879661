import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';
import { controlStateStyles, Field } from './field';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its hint (announced as it changes) and its error message. */
export function Textarea({ label, error, hint, id, className, ref, ...props }: TextareaProps) {
  return (
    <Field label={label} error={error} hint={hint} liveHint id={id} className={className}>
      {(control) => (
        <textarea
          ref={ref}
          {...control}
          className={cn(
            'min-h-24 w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm transition-colors',
            'placeholder:text-slate-500',
            controlStateStyles(error),
          )}
          {...props}
        />
      )}
    </Field>
  );
}
