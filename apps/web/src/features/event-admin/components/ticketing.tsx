import { type EventInfo, messages } from '@hoogo/core';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Modal } from '@/components/ui/modal';

const DEFAULT_PRODUCT = 'Ticketing platform';

/** The {product} of the ticketing texts: the connected provider's name, or a generic one. */
export function ticketingProduct(info: Pick<EventInfo, 'ticketing_provider'>): string {
  return info.ticketing_provider ?? DEFAULT_PRODUCT;
}

/** Linked when the event holds a ticketing event id (SPEC.md §4). */
export function isTicketingConnected(info: Pick<EventInfo, 'mmp_event_id'>): boolean {
  return Boolean(info.mmp_event_id);
}

export function TicketingPill({ info, onClick }: { info: EventInfo; onClick: () => void }) {
  const product = ticketingProduct(info);
  const connected = isTicketingConnected(info);
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        'inline-flex min-h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold transition-colors',
        connected
          ? 'border-emerald-300 bg-emerald-50 text-emerald-800 hover:bg-emerald-100'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2.5 rounded-full', connected ? 'bg-emerald-500' : 'bg-slate-400')}
      />
      {connected ? messages.ticketing.connected(product) : messages.ticketing.notConnected(product)}
    </button>
  );
}

/** The connect modal; choosing a ticketing event arrives with the ticketing integration. */
export function ConnectTicketingModal({
  info,
  open,
  onClose,
}: {
  info: EventInfo;
  open: boolean;
  onClose: () => void;
}) {
  const t = messages.eventAdmin;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.connectTitle(ticketingProduct(info))}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      }
    >
      <p className="text-slate-700">{t.connectNotSetUp}</p>
    </Modal>
  );
}
