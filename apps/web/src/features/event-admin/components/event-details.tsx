import { type EventInfo, messages } from '@hoogo/core';
import Copy from 'lucide-react/icons/copy';
import LinkIcon from 'lucide-react/icons/link';
import QrCode from 'lucide-react/icons/qr-code';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { isLoopbackHost, publicEventLink, publicUrlMismatch, usePublicOrigin } from '@/lib/public-config';
import { notify } from '@/lib/toast';

const t = messages.eventAdmin;

/** The day the event was created, as the reader's locale writes it; the value itself when unreadable. */
function createdOn(value: string): string {
  return formatDate(value, { dateStyle: 'long' }) || value;
}

/**
 * Created-at, participant count and the public link (from the server's PUBLIC_URL, not the address this
 * page was opened at) with Copy and Generate QR, and a warning when one of them is this machine's only.
 */
export function EventDetails({ info, onGenerateQr }: { info: EventInfo; onGenerateQr: () => void }) {
  const origin = usePublicOrigin();
  const link = origin === undefined ? undefined : publicEventLink(info.name, origin);
  const mismatch = origin !== undefined && publicUrlMismatch(origin, window.location.hostname);
  // Mismatched, the public origin is this machine's exactly when the page's address is not.
  const publicHostIsLocal = mismatch && !isLoopbackHost(window.location.hostname);

  async function copy() {
    if (link === undefined) return;
    try {
      await navigator.clipboard.writeText(link);
      notify.success(messages.events.linkCopied);
    } catch {
      notify.error(t.copyFailed);
    }
  }

  return (
    <section className="grid grid-cols-2 gap-4 md:grid-cols-[1fr_1fr_2fr]" aria-label={t.publicLink}>
      <dl className="contents">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{t.created}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">{createdOn(info.created_at)}</dd>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{t.participants}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">{info.participant_count}</dd>
        </div>
        <div className="col-span-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:col-span-1">
          <dt className="flex items-center gap-1.5 text-sm text-slate-600">
            <LinkIcon className="size-4" />
            {t.publicLink}
          </dt>
          <dd className="mt-1">
            {link === undefined ? (
              <span className="block h-5" />
            ) : (
              <a
                href={link}
                dir="ltr"
                title={link}
                className="block truncate font-mono text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {link}
              </a>
            )}
            {mismatch && origin !== undefined && (
              <p
                data-testid="public-url-warning"
                className="mt-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
              >
                {publicHostIsLocal ? t.publicUrlLoopback(origin) : t.publicUrlElsewhere(origin)}
              </p>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={copy} disabled={link === undefined}>
                <Copy className="size-4" />
                {t.copy}
              </Button>
              <Button variant="secondary" size="sm" onClick={onGenerateQr}>
                <QrCode className="size-4" />
                {t.generateQr}
              </Button>
            </div>
          </dd>
        </div>
      </dl>
    </section>
  );
}
