import { messages } from '@hoogo/core';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { createEventQr, type EventQr } from '@/lib/qr';

export interface EventQrCodeProps {
  /** The text the code encodes: the event's public link. */
  data: string;
  size: number;
  /** Wait before drawing, so an opening modal shows its loader first (100 ms). */
  delayMs?: number;
  label: string;
  onReady?: (qr: EventQr) => void;
}

/** A QR code of the event link with the 'Generating QR Code' loader until it is drawn. */
export function EventQrCode({ data, size, delayMs = 0, label, onReady }: EventQrCodeProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  useEffect(() => {
    setLoaded(false);
    const timer = window.setTimeout(() => {
      const container = containerRef.current;
      if (!container) return;
      const qr = createEventQr(data, size);
      qr.append(container);
      setLoaded(true);
      onReadyRef.current?.(qr);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [data, size, delayMs]);

  return (
    <div className="flex flex-col items-center">
      {!loaded && (
        <div
          className="flex flex-col items-center justify-center gap-3 text-center text-brand-800"
          style={{ width: size, height: size, maxWidth: '100%' }}
        >
          <Spinner size="lg" decorative />
          <p role="status" className="text-sm font-medium">
            {messages.qr.generating}
          </p>
        </div>
      )}
      <div
        ref={containerRef}
        role="img"
        aria-label={label}
        hidden={!loaded}
        className="max-w-full overflow-hidden rounded-xl bg-white [&>canvas]:h-auto [&>canvas]:max-w-full"
      />
    </div>
  );
}
