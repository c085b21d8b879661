import { createContext, type FormHTMLAttributes, type ReactNode, useContext } from 'react';
import {
  type FieldError,
  type FieldValues,
  FormProvider,
  get,
  type Path,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import type { ApiForm, FormFallback } from '@/lib/api-form';
import { Button, type ButtonProps } from './button';
import { FormError } from './form-error';
import { Input, type InputProps, typing } from './input';
import { Textarea, type TextareaProps } from './textarea';

interface FormFeedback {
  formError: string | null;
  showError: (error: unknown, fallback?: FormFallback) => void;
}

const FormFeedbackContext = createContext<FormFeedback>({ formError: null, showError: () => {} });

/** The surrounding Form's line under the form, and the way to show a failure of a side action on it. */
export function useFormFeedback(): FormFeedback {
  return useContext(FormFeedbackContext);
}

interface FormProps<TIn extends FieldValues, TOut>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  /** What useApiForm returned. */
  api: ApiForm<TIn, TOut>;
  children: ReactNode;
}

/**
 * A form of the one pattern (lib/api-form.ts): submitted with Enter or its submit button, its own
 * messages instead of the browser's, and its fields and FormMessage reading the form's errors.
 */
export function Form<TIn extends FieldValues, TOut>({ api, children, ...props }: FormProps<TIn, TOut>) {
  return (
    <FormProvider {...api.form}>
      <FormFeedbackContext value={{ formError: api.formError, showError: api.showError }}>
        <form
          noValidate
          onSubmit={api.submit}
          // The first touch (a tap, a key, a browser's autofill) starts loading the form's rules.
          onPointerDownCapture={api.prepare}
          onFocusCapture={api.prepare}
          onInputCapture={api.prepare}
          {...props}
        >
          {children}
        </form>
      </FormFeedbackContext>
    </FormProvider>
  );
}

/** The error of one field of the surrounding Form, or undefined. */
export function useFieldError(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const message = (get(errors, name) as FieldError | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

type FormInputProps<T extends FieldValues> = Omit<InputProps, 'name' | 'error'> & { name: Path<T> };

/** A labelled input registered on the surrounding Form, showing its error once, under it. */
export function FormInput<T extends FieldValues = FieldValues>({ name, ...props }: FormInputProps<T>) {
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  return <Input {...props} error={error} {...register(name)} />;
}

/** An email address input of the surrounding Form: the email keyboard, no capitals, no spelling marks. */
export function FormEmailInput<T extends FieldValues = FieldValues>(
  props: Omit<FormInputProps<T>, 'type' | 'inputMode' | 'autoCapitalize' | 'spellCheck'>,
) {
  return <FormInput<T> {...props} {...typing.email} />;
}

type FormTextareaProps<T extends FieldValues> = Omit<TextareaProps, 'name' | 'error'> & { name: Path<T> };

/** A labelled multi-line input registered on the surrounding Form, showing its error once, under it. */
export function FormTextarea<T extends FieldValues = FieldValues>({ name, ...props }: FormTextareaProps<T>) {
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  return <Textarea {...props} error={error} {...register(name)} />;
}

/** The slot under the form for the sentence no field shows (message.general[0], no answer, 5xx). */
export function FormMessage() {
  return <FormError message={useFormFeedback().formError} />;
}

/** A line about the form that is not an error (a code was resent, for instance), announced politely. */
export function FormStatus({ message }: { message?: string | null }) {
  return (
    <p
      role="status"
      className="rounded-xl bg-brand-50 px-3.5 py-2.5 text-sm [overflow-wrap:anywhere] text-brand-950 empty:hidden"
    >
      {message}
    </p>
  );
}

/** The buttons under a form: Cancel, and its submit button, busy while the form is submitted. */
export function FormActions({
  cancelLabel,
  onCancel,
  submitLabel,
}: {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <FormSubmit>{submitLabel}</FormSubmit>
    </div>
  );
}

/** The submit button of the surrounding Form, busy while the form is submitted. */
export function FormSubmit(props: Omit<ButtonProps, 'type' | 'isLoading'>) {
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  return <Button {...props} type="submit" isLoading={isSubmitting} />;
}
