import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Shows a failed call on a form: each server field error (first message) under its input, and returns
 * the sentence for under the form: message.general[0], else the given default when nothing else was shown.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  let shown = false;
  for (const field of fields) {
    const message = error.field(field);
    if (message) {
      setError(field, { type: 'server', message });
      shown = true;
    }
  }
  const general = error.messages.general[0];
  if (general) return general;
  if (shown) return null;
  // A field error for an input this form does not show still deserves to be read.
  const other = Object.entries(error.messages).find(([key, list]) => key !== 'general' && list?.[0]);
  return other?.[1]?.[0] ?? fallback;
}

/** The sentence for a toast about a failed call: the server's message.general[0], else the default. */
export function apiMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.generalOr(fallback) : fallback;
}
