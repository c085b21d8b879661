import { messages } from '@hoogo/core';
import { type BaseSyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type Field,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-client';

/** The default sentence of a failure that says nothing itself, or a rule that picks it from the error. */
export type FormFallback = string | ((error: unknown) => string);

/**
 * A form's schema, or a loader of it: the sign-in's forms load theirs (and zod) after the form shows, so
 * the first screen an attendee waits for does not carry the validation library
 * (docs/decisions/0058-the-attendees-first-minutes.md).
 */
export type FormSchema<TIn, TOut> = z.ZodType<TOut, TIn> | (() => Promise<z.ZodType<TOut, TIn>>);

export interface ApiFormOptions<TIn extends FieldValues, TOut> {
  /** Built from the core schemas, so the form refuses what the server would refuse. */
  schema: FormSchema<TIn, TOut>;
  defaultValues: DefaultValues<TIn>;
  onSubmit: (values: TOut) => Promise<unknown> | unknown;
  /** Said under the form when a failure carries no message of its own. */
  fallback?: FormFallback;
  /** Server field names that differ from the form's own ({ server_name: 'formName' }). */
  serverFields?: Partial<Record<string, Path<TIn>>>;
}

export interface ApiForm<TIn extends FieldValues, TOut> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** For the form's onSubmit: validates, calls onSubmit and shows its failure. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The sentence under the form (FormError), or null. */
  formError: string | null;
  /** Shows a failure on the form: server field messages under their fields, the rest under the form. */
  showError: (error: unknown, fallback?: FormFallback) => void;
  /** Says a sentence of the client's own under the form (a rule about several fields together). */
  setFormError: (message: string | null) => void;
  clearFormError: () => void;
  /** Starts loading the schema (the form's first touch calls it; a submit waits for it anyway). */
  prepare: () => void;
}

/**
 * Splits a failed call between the form's fields and the line under the form, so each sentence is
 * shown once (docs/decisions/0016-the-form-pattern.md): a server message for a field the form shows goes
 * under that field; message.general[0] goes under the form unless a field already says it; anything
 * with no place on the form (a field the form lacks, no answer, a 5xx) goes under the form too.
 * Returns the field messages to set and the sentence for under the form.
 */
export function splitApiError(
  error: unknown,
  isField: (name: string) => string | undefined,
  fallback: FormFallback,
): { fields: Array<[string, string]>; general: string | null } {
  const fallbackText = typeof fallback === 'function' ? fallback(error) : fallback;
  if (!(error instanceof ApiError)) return { fields: [], general: fallbackText };
  const fields: Array<[string, string]> = [];
  let elsewhere: string | undefined;
  for (const [key, list] of Object.entries(error.messages)) {
    const text = list?.[0];
    if (key === 'general' || !text) continue;
    const name = isField(key);
    if (name) fields.push([name, text]);
    else elsewhere ??= text;
  }
  const shown = new Set(fields.map(([, text]) => text));
  const general = error.messages.general[0] ?? elsewhere;
  if (general) return { fields, general: shown.has(general) ? null : general };
  return { fields, general: fields.length > 0 ? null : fallbackText };
}

/**
 * The resolver of a schema or schema loader. The zod resolver and the schema are loaded together, once,
 * when `load` is first called (the form's first touch) or at the first validation, which waits for them.
 */
function lazyZodResolver<TIn extends FieldValues, TOut>(
  schema: FormSchema<TIn, TOut>,
): { resolver: Resolver<TIn, unknown, TOut>; load: () => Promise<unknown> } {
  let loaded: Promise<Resolver<TIn, unknown, TOut>> | undefined;
  const load = () => {
    loaded ??= Promise.all([
      import('@hookform/resolvers/zod'),
      typeof schema === 'function' ? schema() : schema,
    ]).then(([{ zodResolver }, zodSchema]) => zodResolver(zodSchema) as Resolver<TIn, unknown, TOut>);
    // A failed load (the network) is tried again at the next validation.
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
  return { resolver: async (values, context, options) => (await load())(values, context, options), load };
}

/** One form on react-hook-form and zod that shows a failed call once, where it belongs. */
export function useApiForm<TIn extends FieldValues, TOut>({
  schema,
  defaultValues,
  onSubmit,
  fallback = messages.network.somethingWrong,
  serverFields,
}: ApiFormOptions<TIn, TOut>): ApiForm<TIn, TOut> {
  // The schema of the first render: a form's rules do not change while it is shown. It loads when the
  // person first touches the form (Form calls prepare), not with the screen: its parsing would otherwise
  // share the main thread with the screen's first seconds, and typing an email takes far longer than it.
  const [{ resolver, load }] = useState(() => lazyZodResolver(schema));
  const prepare = useCallback(() => {
    load().catch(() => {});
  }, [load]);
  const form = useForm<TIn, unknown, TOut>({ resolver, defaultValues });
  const [formError, setFormError] = useState<string | null>(null);
  const { setError, clearErrors, getFieldState, watch, control } = form;

  // A message is about what was typed: it goes when the person edits that field, and the line under the
  // form goes with any edit. react-hook-form clears only what it revalidates, which is never a server
  // message and nothing at all before the first submit (a check made from a side button, for instance).
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      setFormError(null);
      const error = getFieldState(name).error;
      if (error && (error.type === 'server' || !control._formState.isSubmitted)) clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, clearErrors, control]);

  // showError stays the same function across renders (callers use it in effects), reading the latest
  // options through a ref.
  const options = useRef({ serverFields, fallback });
  options.current = { serverFields, fallback };

  const showError = useCallback(
    (error: unknown, override?: FormFallback) => {
      const isField = (key: string): string | undefined => {
        const name = options.current.serverFields?.[key] ?? key;
        // Only a field the form shows now (a mounted input) can carry a message under it; a Controller
        // field must show its own error to be named in serverFields.
        return (get(control._fields, name) as Field | undefined)?._f?.mount ? name : undefined;
      };
      const { fields, general } = splitApiError(error, isField, override ?? options.current.fallback);
      for (const [name, message] of fields) setError(name as Path<TIn>, { type: 'server', message });
      setFormError(general);
    },
    [control, setError],
  );

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      showError(error);
    }
  });

  const clearFormError = useCallback(() => setFormError(null), []);
  return { form, submit, formError, showError, setFormError, clearFormError, prepare };
}
