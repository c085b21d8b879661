import { type EventInfo, messages } from '@hoogo/core';
import Copy from 'lucide-react/icons/copy';
import LinkIcon from 'lucide-react/icons/link';
import QrCode from 'lucide-react/icons/qr-code';
import { Button } from '@/components/ui/button';
import { publicEventLink } from '@/lib/qr';
import { notify } from '@/lib/toast';

const t = messages.eventAdmin;
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** Created-at, participant count and the public link with Copy and Generate QR. */
export function EventDetails({ info, onGenerateQr }: { info: EventInfo; onGenerateQr: () => void }) {
  const link = publicEventLink(info.name);

  async function copy() {
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
          <dd className="mt-1 text-lg font-semibold text-slate-900">{formatDate(info.created_at)}</dd>
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
            <a
              href={link}
              className="block truncate font-mono text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {link}
            </a>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={copy}>
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
