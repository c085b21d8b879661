import { messages } from '@hoogo/core';
import { errorText } from '@/components/ui/network-error';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { useTotalConnections } from '../api/get-total-connections';

/** The live total of connections made on this Hoogo, as the server counts them. */
export function ConnectionsCounter() {
  const { data, isPending, isError, error } = useTotalConnections();
  const t = messages.landing;

  return (
    <div className="flex flex-col items-center gap-2 text-center" aria-live="polite">
      <h2 className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{t.counterTitle}</h2>
      {isPending ? (
        <div className="flex items-center gap-3 py-4 text-brand-100">
          <Spinner decorative />
          <p>{t.counterLoading}</p>
        </div>
      ) : isError ? (
        <p className="py-4 text-brand-100">{errorText(error)}</p>
      ) : (
        <>
          <p className="text-6xl font-black tracking-tight text-white tabular-nums sm:text-7xl">
            {formatNumber(data)}
          </p>
          <p className="text-lg text-brand-100">{t.counterText(data)}</p>
        </>
      )}
    </div>
  );
}
