import { messages } from '@hoogo/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

const t = messages.scan;

/**
 * What a friend-code QR code holds: `hoogo:code:<digits>` (docs/decisions/0014-attendees-phone.md). Not a
 * link: a phone's own camera app has nothing to open with it, and the app's scanner can tell a friend code
 * from any other QR code (the event's poster, a ticket) by its prefix.
 */
export const FRIEND_CODE_QR_PREFIX = 'hoogo:code:';

export function friendCodeQrText(code: string): string {
  return `${FRIEND_CODE_QR_PREFIX}${code}`;
}

/** The friend code in a scanned text, or null when the text is not a Hoogo friend-code QR code. */
export function friendCodeFromQr(text: string): string | null {
  const match = /^hoogo:code:(\d{1,12})$/i.exec(text.trim());
  return match?.[1] ?? null;
}

const QR_SIZE_PX = 220;

/** The drawn code; the QR library loads only when the player asks to show it. */
function QrImage({ code }: { code: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    setState('loading');
    import('@/lib/qr')
      .then(({ createEventQr }) => {
        if (cancelled || !ref.current) return;
        // Drawn at the screen's pixel density (shown at 220 CSS px) so another phone's camera gets sharp edges.
        const density = Math.min(3, Math.max(1, window.devicePixelRatio || 1));
        createEventQr(friendCodeQrText(code), Math.round(QR_SIZE_PX * density)).append(ref.current);
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [code]);

  if (state === 'failed') {
    return (
      <p role="alert" className="text-sm text-accent-200">
        {t.qrFailed}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-2">
      {state === 'loading' && <Spinner decorative />}
      <div
        ref={ref}
        role="img"
        aria-label={t.qrLabel(code)}
        data-testid="friend-code-qr"
        className="overflow-hidden rounded-xl bg-white [&>canvas]:block [&>canvas]:size-[220px]"
        hidden={state !== 'ready'}
      />
    </div>
  );
}

/** "Show QR" under the friend code: the code as a QR code the other player scans from their form. */
export function FriendCodeQr({ code }: { code: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-3 flex flex-col items-center gap-3">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t.hideQr : t.showQr}
      </Button>
      <div id={panelId} hidden={!open} className="flex flex-col items-center gap-2">
        {open && (
          <>
            <QrImage code={code} />
            <p className="text-sm text-brand-200">{t.qrHint}</p>
          </>
        )}
      </div>
    </div>
  );
}
