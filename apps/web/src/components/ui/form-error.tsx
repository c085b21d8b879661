import { apiMessage } from '@/lib/form-errors';

/** Why a dialog's action failed, said under its text once it has (nothing before). */
export function ActionError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="font-medium text-red-700">
      {apiMessage(error, fallback)}
    </p>
  );
}

/** The general error of a form (message.general[0]), announced when it appears. */
export function FormError({ message }: { message?: string | null }) {
  return (
    <div aria-live="assertive" className="empty:hidden">
      {message && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800"
        >
          {message}
        </p>
      )}
    </div>
  );
}
