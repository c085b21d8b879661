import { messages, QR_MODAL_RENDER_DELAY_MS, QR_MODAL_SIZE_PX } from '@hoogo/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { pagePath } from '@/app/paths';
import { EventQrCode } from '@/components/event-qr-code';
import { Button, buttonStyles } from '@/components/ui/button';
import { Modal, type ModalOpenProps } from '@/components/ui/modal';
import { LoadingMessage } from '@/components/ui/spinner';
import { usePublicEventLink } from '@/lib/public-config';
import { downloadPrintQr, qrFileName } from '@/lib/qr';

const t = messages.eventAdmin;

/** The join QR of the event; closing the modal drops the drawn code, so it loads afresh next time. */
export function QrModal({ eventName, open, onClose }: { eventName: string } & ModalOpenProps) {
  return (
    <Modal open={open} onClose={onClose} title={t.qrTitle} description={t.qrDescription} size="sm">
      <QrModalBody eventName={eventName} />
    </Modal>
  );
}

/**
 * The code as shown here is small; the downloads are print grade: Download QR saves a 2048 px PNG (big
 * enough for a poster: docs/product.md, "Event management") and Download SVG a vector file. Print poster
 * opens the A4 poster page.
 */
function QrModalBody({ eventName }: { eventName: string }) {
  const link = usePublicEventLink(eventName);
  if (link === undefined) return <LoadingMessage text={messages.qr.generating} />;
  return <QrModalCode eventName={eventName} link={link} />;
}

function QrModalCode({ eventName, link }: { eventName: string; link: string }) {
  const [ready, setReady] = useState(false);
  const fileName = qrFileName(eventName);
  return (
    <div className="flex flex-col items-center gap-5">
      <EventQrCode
        data={link}
        size={QR_MODAL_SIZE_PX}
        delayMs={QR_MODAL_RENDER_DELAY_MS}
        label={messages.qrPage.imageLabel(link)}
        onReady={() => setReady(true)}
      />
      <p dir="ltr" className="max-w-full truncate font-mono text-xs text-slate-600">
        {link}
      </p>
      <div className="grid w-full gap-2 sm:grid-cols-2">
        <Button disabled={!ready} onClick={() => downloadPrintQr(link, fileName, 'png')}>
          {t.downloadQr}
        </Button>
        <Button variant="secondary" disabled={!ready} onClick={() => downloadPrintQr(link, fileName, 'svg')}>
          {t.downloadQrSvg}
        </Button>
        <Link to={pagePath.poster(eventName)} className={buttonStyles({ variant: 'secondary' })}>
          {t.printPoster}
        </Link>
        <Link to={pagePath.qr(eventName)} className={buttonStyles({ variant: 'secondary' })}>
          {t.fullScreen}
        </Link>
      </div>
      <p className="text-center text-xs text-slate-600">{t.qrPrintHint}</p>
    </div>
  );
}
