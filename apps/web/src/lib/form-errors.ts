import { ApiError } from './api-client';

/**
 * The sentence for a failed action that is not a form (a toast, a load error): the server's
 * message.general[0], else the default. Forms show failures through useApiForm (lib/api-form.ts).
 */
export function apiMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.generalOr(fallback) : fallback;
}
