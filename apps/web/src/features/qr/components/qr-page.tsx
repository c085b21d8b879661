import { messages, QR_PAGE_SIZE_PX } from '@hoogo/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EventQrCode } from '@/components/event-qr-code';
import { Button } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';
import { type EventQr, publicEventLink, qrFileName } from '@/lib/qr';
import { storage } from '@/lib/storage';

const t = messages.qrPage;

/** The join QR for a projector: large, centred, with a download and the way back for the host. */
export function QrPage({ eventName }: { eventName: string }) {
  const [qr, setQr] = useState<EventQr | null>(null);
  const link = publicEventLink(eventName);
  const signedIn = Boolean(storage.get('accessToken'));

  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center gap-6 bg-gradient-to-b from-brand-950 to-brand-900 px-4 py-10 text-center text-white">
      {signedIn && (
        <Link
          to={`/dashboard/${eventName}/`}
          aria-label={t.back}
          className="absolute top-4 left-4 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M19 12H5M12 19l-7-7 7-7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Link>
      )}
      <LogoMark className="size-12" />
      <h1 className="max-w-3xl text-3xl font-black tracking-tight break-all sm:text-5xl">
        {t.title(eventName)}
      </h1>
      <p className="max-w-xl text-base text-brand-100 sm:text-lg">{messages.qr.caption}</p>
      <div className="rounded-3xl bg-white p-4 text-slate-900 shadow-2xl">
        <EventQrCode data={link} size={QR_PAGE_SIZE_PX} label={t.imageLabel(link)} onReady={setQr} />
      </div>
      <p className="font-mono text-sm break-all text-brand-100 sm:text-base">{link}</p>
      <Button
        variant="accent"
        size="lg"
        disabled={!qr}
        onClick={() => qr?.downloadPng(qrFileName(eventName))}
      >
        {t.download}
      </Button>
    </main>
  );
}
