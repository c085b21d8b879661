import { messages } from '@hoogo/core';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { useLatest } from '@/hooks/use-latest';
import { createEventQr, type EventQr } from '@/lib/qr';

export interface EventQrCodeProps {
  /** The text the code encodes: the event's public link. */
  data: string;
  /** The size the code is drawn at, in px. */
  size: number;
  /** Wait before drawing, so an opening modal shows its loader first (100 ms). */
  delayMs?: number;
  label: string;
  onReady?: (qr: EventQr) => void;
  /**
   * Fill the parent's width (a square) instead of showing the code at `size` px: drawn as an SVG, so it is
   * sharp at any size, on a projector or on paper.
   */
  fluid?: boolean;
}

/** A QR code of the event link with the 'Hang tight! Generating QR Code...' loader until it is drawn. */
export function EventQrCode({ data, size, delayMs = 0, label, onReady, fluid = false }: EventQrCodeProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  const onReadyRef = useLatest(onReady);

  useEffect(() => {
    setLoaded(false);
    const timer = window.setTimeout(() => {
      const container = containerRef.current;
      if (!container) return;
      const qr = createEventQr(data, size, fluid ? 'svg' : 'canvas');
      qr.append(container);
      setLoaded(true);
      onReadyRef.current?.(qr);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [data, size, delayMs, fluid]);

  return (
    <div className={cn('flex flex-col items-center', fluid && 'w-full')}>
      {!loaded && (
        <div
          className={cn(
            'flex flex-col items-center justify-center gap-3 text-center text-brand-800',
            fluid && 'aspect-square w-full',
          )}
          style={fluid ? undefined : { width: size, height: size, maxWidth: '100%' }}
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
        className={cn(
          'max-w-full overflow-hidden bg-white',
          fluid
            ? 'aspect-square w-full [&>svg]:block [&>svg]:size-full'
            : 'rounded-xl [&>canvas]:h-auto [&>canvas]:max-w-full',
        )}
      />
    </div>
  );
}
