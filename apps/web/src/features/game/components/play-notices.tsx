import { messages } from '@hoogo/core';
import X from 'lucide-react/icons/x';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Connectivity } from '@/lib/connectivity';
import type { LocalCell } from '../hooks/use-connection-outbox';
import type { HiddenConnection } from '../hooks/use-hidden-notices';
import type { ActiveCell } from './connection-form';

const t = messages.play;

/**
 * The player page's one polite live region, always there, so that both the loss of the connection and its
 * return are read out; and, below it, that the last known grid is being updated.
 */
export function NetworkNotice({
  connectivity,
  offline,
  backOnline,
  updating,
  onRetry,
}: {
  connectivity: Connectivity;
  /** A load failed for want of network, or the connection is not online. */
  offline: boolean;
  backOnline: boolean;
  /** The last known grid shows and the server is slow to answer. */
  updating: boolean;
  onRetry: () => void;
}) {
  return (
    <>
      <div role="status" aria-live="polite" className="empty:hidden">
        {offline ? (
          <div className="flex flex-col items-center gap-2 rounded-2xl border border-slate-300 bg-slate-50 p-3 text-center text-sm text-slate-800">
            <p>{connectivity === 'offline' ? t.offlineGrid : t.unreachableGrid}</p>
            <Button size="sm" variant="secondary" onClick={onRetry}>
              {messages.network.retry}
            </Button>
          </div>
        ) : backOnline ? (
          <p className="rounded-2xl border border-green-300 bg-green-50 p-3 text-center text-sm text-green-900">
            {t.backOnline}
          </p>
        ) : null}
      </div>

      {updating && !offline && (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" decorative />
          {t.updatingGrid}
        </p>
      )}
    </>
  );
}

/** The connections waiting in the outbox (with Send now) and the ones the server refused (with Retry). */
export function OutboxNotices({
  waitingCount,
  refused,
  refusalText,
  onSendNow,
  onFix,
}: {
  waitingCount: number;
  refused: LocalCell[];
  refusalText: (draft: LocalCell['draft']) => string;
  onSendNow: () => void;
  /** Opens the form again on a refused connection; none once connections are closed (it would be refused). */
  onFix?: (cell: ActiveCell) => void;
}) {
  if (waitingCount === 0 && refused.length === 0) return null;
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-2" aria-live="polite">
      {waitingCount > 0 && (
        <div className="flex items-center justify-between gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-950">
          <p>{t.outboxWaiting(waitingCount)}</p>
          <Button size="sm" variant="secondary" onClick={onSendNow}>
            {t.sendNow}
          </Button>
        </div>
      )}
      {refused.map(({ draft }) => (
        <div
          key={`${draft.x}-${draft.y}`}
          className="flex items-center justify-between gap-3 rounded-2xl border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <p>{t.notSent(draft.letter, refusalText(draft))}</p>
          {onFix && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t.fixConnection(draft.letter)}
              onClick={() => onFix({ x: draft.x, y: draft.y, letter: draft.letter })}
            >
              {messages.play.retry}
            </Button>
          )}
        </div>
      ))}
    </section>
  );
}

/** The player's connections a host hid, each with a button to close its notice. */
export function HiddenNotices({
  notices,
  onDismiss,
}: {
  notices: HiddenConnection[];
  onDismiss: (hidden: HiddenConnection) => void;
}) {
  if (notices.length === 0) return null;
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-2" aria-live="polite">
      {notices.map((hidden) => (
        <div
          key={`${hidden.x}-${hidden.y}-${hidden.hidden_at}`}
          role="status"
          className="flex items-start justify-between gap-3 rounded-2xl border border-accent-300 bg-accent-50 p-3 text-sm text-brand-950"
        >
          <p className="break-words">{t.connectionHidden(hidden.connected_name)}</p>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t.dismissNotice(hidden.connected_name)}
            onClick={() => onDismiss(hidden)}
          >
            <X className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
    </section>
  );
}
