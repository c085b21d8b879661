import { messages } from '@hoogo/core';
import { pagePath } from '@/app/paths';
import { EventQrCode } from '@/components/event-qr-code';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';
import { storage } from '@/lib/storage';
import { KnownEvent, type KnownEventProps } from './known-event';
import { ShortLink } from './short-link';
import { titleFit } from './title-fit';

const t = messages.poster;

/** The sheet is A4 on paper; margins are the sheet's own padding so every printer gives the same page. */
const PRINT_PAGE = '@page { size: A4 portrait; margin: 0; }';

/**
 * The printable A4 poster of an event: its name, the join QR (an SVG, sharp on paper), the short public
 * link and how to play in three lines. The screen shows the sheet with Print; the print shows the sheet only.
 */
export function QrPoster(props: KnownEventProps) {
  return <KnownEvent {...props} screen={Poster} />;
}

function Poster({ eventName, link }: { eventName: string; link: string }) {
  const title = t.title(eventName);
  const signedIn = Boolean(storage.get('accessToken'));

  return (
    <main className="flex min-h-dvh flex-col items-center gap-4 overflow-x-auto bg-slate-200 p-4 print:block print:bg-white print:p-0">
      <style>{PRINT_PAGE}</style>
      <div className="flex w-full max-w-[210mm] flex-wrap items-center justify-between gap-3 print:hidden">
        {signedIn ? <BackLink to={pagePath.eventAdmin(eventName)}>{t.back}</BackLink> : <span />}
        <div className="flex items-center gap-3">
          <p className="text-sm text-slate-700">{t.printHint}</p>
          <Button onClick={() => window.print()}>{t.print}</Button>
        </div>
      </div>
      <article
        data-testid="poster-sheet"
        aria-label={title}
        className="flex h-[297mm] w-[210mm] shrink-0 flex-col items-center justify-between overflow-hidden bg-white px-[18mm] py-[16mm] text-center text-brand-950 shadow-xl [print-color-adjust:exact] print:shadow-none"
      >
        <header className="flex w-full flex-col items-center gap-[4mm]">
          <div className="flex items-center gap-[3mm] text-[14pt] font-bold text-brand-800">
            <LogoMark className="size-[12mm]" />
            <span>{t.lead}</span>
          </div>
          <h1
            lang="en"
            style={titleFit(title)}
            className="max-w-full text-[max(16pt,min(44pt,calc(174mm/(var(--title-chars)*0.7))))] leading-[1.05] font-black tracking-tight [overflow-wrap:anywhere] text-balance"
          >
            {title}
          </h1>
        </header>
        <div className="flex flex-col items-center gap-[4mm]">
          <div className="w-[120mm] rounded-[4mm] border-[0.6mm] border-brand-900 p-[3mm]">
            <EventQrCode data={link} size={1024} label={messages.qrPage.imageLabel(link)} fluid />
          </div>
          <p dir="ltr" className="font-mono text-[20pt] font-bold [overflow-wrap:break-word] text-brand-900">
            <ShortLink link={link} />
          </p>
        </div>
        <section className="w-full rounded-[4mm] bg-brand-50 px-[8mm] py-[6mm] text-start">
          <h2 className="mb-[3mm] text-[16pt] font-black text-brand-900">{t.howToPlay}</h2>
          <ol className="flex flex-col gap-[2.5mm] text-[13pt] leading-snug text-slate-800">
            {t.steps.map((step, index) => (
              <li key={step} className="flex gap-[3mm]">
                <span className="flex size-[8mm] shrink-0 items-center justify-center rounded-full bg-brand-900 text-[12pt] font-bold text-white">
                  {index + 1}
                </span>
                <span className="pt-[0.8mm]">{step}</span>
              </li>
            ))}
          </ol>
        </section>
      </article>
    </main>
  );
}
