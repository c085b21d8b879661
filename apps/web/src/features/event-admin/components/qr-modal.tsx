import { messages, QR_MODAL_RENDER_DELAY_MS, QR_MODAL_SIZE_PX } from '@hoogo/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EventQrCode } from '@/components/event-qr-code';
import { Button, buttonStyles } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { type EventQr, publicEventLink, qrFileName } from '@/lib/qr';

const t = messages.eventAdmin;

/** The join QR of the event; closing the modal drops the drawn code, so it loads afresh next time. */
export function QrModal({
  eventName,
  open,
  onClose,
}: {
  eventName: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={t.qrTitle} description={t.qrDescription} size="sm">
      <QrModalBody eventName={eventName} />
    </Modal>
  );
}

function QrModalBody({ eventName }: { eventName: string }) {
  const [qr, setQr] = useState<EventQr | null>(null);
  const link = publicEventLink(eventName);
  return (
    <div className="flex flex-col items-center gap-5">
      <EventQrCode
        data={link}
        size={QR_MODAL_SIZE_PX}
        delayMs={QR_MODAL_RENDER_DELAY_MS}
        label={messages.qrPage.imageLabel(link)}
        onReady={setQr}
      />
      <p className="max-w-full truncate font-mono text-xs text-slate-600">{link}</p>
      <div className="flex w-full flex-col gap-2 sm:flex-row">
        <Button className="flex-1" disabled={!qr} onClick={() => qr?.downloadPng(qrFileName(eventName))}>
          {t.downloadQr}
        </Button>
        <Link to={`/${eventName}/qr`} className={buttonStyles({ variant: 'secondary', className: 'flex-1' })}>
          {t.fullScreen}
        </Link>
      </div>
    </div>
  );
}
