import { messages, QR_PAGE_SIZE_PX } from '@hoogo/core';
import { useState } from 'react';
import { pagePath } from '@/app/paths';
import { EventQrCode } from '@/components/event-qr-code';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';
import { downloadPrintQr, qrFileName } from '@/lib/qr';
import { storage } from '@/lib/storage';
import { KnownEvent, type KnownEventProps } from './known-event';
import { ShortLink } from './short-link';
import { titleFit } from './title-fit';

const t = messages.qrPage;

/**
 * The join QR for a projector, sized from the viewport: on a landscape screen the code takes most of the
 * height beside the title; on a phone it takes the width under it. An unknown event shows `notFound`.
 */
export function QrPage(props: KnownEventProps) {
  return <KnownEvent {...props} screen={QrScreen} />;
}

function QrScreen({ eventName, link }: { eventName: string; link: string }) {
  const [ready, setReady] = useState(false);
  const signedIn = Boolean(storage.get('accessToken'));
  const title = t.title(eventName);

  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center gap-[3vmin] bg-gradient-to-b from-brand-950 to-brand-900 px-[4vw] py-[5vmin] text-center text-white landscape:lg:flex-row landscape:lg:gap-[5vw] landscape:lg:text-start">
      {signedIn && (
        <BackLink
          to={pagePath.eventAdmin(eventName)}
          label={t.back}
          className="absolute top-4 start-4 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
        />
      )}
      {/* On a phone the column dissolves so the link and Download come under the code; beside it on a screen. */}
      <div className="contents landscape:lg:flex landscape:lg:min-w-0 landscape:lg:max-w-[38vw] landscape:lg:flex-col landscape:lg:items-start landscape:lg:gap-[2.5vmin]">
        <LogoMark className="size-[max(3rem,7vmin)]" />
        <h1
          lang="en"
          style={titleFit(title)}
          className="max-w-full text-[max(1rem,min(3rem,calc(88vw/(var(--title-chars)*0.7))))] leading-[1.05] font-black tracking-tight [overflow-wrap:anywhere] text-balance landscape:lg:text-[max(1rem,min(10vh,calc(38vw/(var(--title-chars)*0.7))))]"
        >
          {title}
        </h1>
        <p className="max-w-xl text-[max(1rem,min(1.25rem,4.5vw))] text-brand-100 landscape:lg:max-w-none landscape:lg:text-[max(1rem,3vh)]">
          {messages.qr.caption}
        </p>
        <p
          dir="ltr"
          className="order-last font-mono text-[max(0.875rem,min(1.125rem,4vw))] font-semibold [overflow-wrap:break-word] text-accent-300 landscape:lg:order-none landscape:lg:text-[max(1rem,3.2vh)]"
        >
          <ShortLink link={link} />
        </p>
        <Button
          variant="accent"
          size="lg"
          className="order-last landscape:lg:order-none"
          disabled={!ready}
          onClick={() => downloadPrintQr(link, qrFileName(eventName), 'png')}
        >
          {t.download}
        </Button>
      </div>
      <div
        data-testid="qr-frame"
        className="w-[min(88vw,60dvh)] shrink-0 rounded-[3vmin] bg-white p-[2vmin] text-slate-900 shadow-2xl landscape:w-[min(70dvh,88vw)] landscape:lg:w-[min(86dvh,52vw)]"
      >
        <EventQrCode
          data={link}
          size={QR_PAGE_SIZE_PX}
          label={t.imageLabel(link)}
          onReady={() => setReady(true)}
          fluid
        />
      </div>
    </main>
  );
}
