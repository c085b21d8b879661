import { type EventInfo, messages } from '@hoogo/core';
import { cn } from '@/components/ui/cn';
import { Modal, type ModalOpenProps } from '@/components/ui/modal';
import { useTicketingEvents } from '../api/get-ticketing-events';
import { TicketingConnect } from './ticketing-connect';
import { isTicketingConnected, ticketingProduct } from './ticketing-product';

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

/** "Connect Event to the ticketing platform"; /mmp-connect/{eventName} shows the same body. */
export function ConnectTicketingModal({ info, open, onClose }: { info: EventInfo } & ModalOpenProps) {
  // Mounted only while open: the organiser's ticketing events are fetched when the modal opens.
  return open ? <ConnectTicketingDialog info={info} onClose={onClose} /> : null;
}

function ConnectTicketingDialog({ info, onClose }: { info: EventInfo; onClose: () => void }) {
  const events = useTicketingEvents(info.name);
  return (
    <Modal
      open
      onClose={onClose}
      title={messages.eventAdmin.connectTitle(ticketingProduct(info, events.data?.provider))}
    >
      <TicketingConnect info={info} onDone={onClose} />
    </Modal>
  );
}
