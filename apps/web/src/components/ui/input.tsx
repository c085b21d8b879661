import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from './cn';
import { controlStateStyles, Field } from './field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * How phones and browsers should treat what a field holds, spread onto an Input or a FormInput: the
 * keyboard, what autofill offers, capitals, corrections and spelling marks.
 */
export const typing = {
  /** A name or a code typed exactly as it is: no autofill, no capitals, no corrections, no spelling marks. */
  verbatim: { autoComplete: 'off', autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false },
  /** A code of capital letters and digits: as verbatim, with the capitals on. */
  code: { autoComplete: 'off', autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false },
  /** An email address: the email keyboard, no capitals, no spelling marks. */
  email: { type: 'email', inputMode: 'email', autoCapitalize: 'none', spellCheck: false },
  /** A web address: the URL keyboard and the browser's saved addresses. */
  url: { type: 'url', inputMode: 'url', autoComplete: 'url', autoCapitalize: 'none', spellCheck: false },
  /** A one-time code of digits from a mail: the number pad, and the code the phone offers from the mail. */
  oneTimeCode: { type: 'text', inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'one-time-code' },
  /** The person's own name: the browser's saved name, a capital for each word. */
  personName: { autoComplete: 'name', autoCapitalize: 'words' },
} as const satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>;

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
