import { type Branding, messages, textColorOn } from '@hoogo/core';
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * The event's name as the big screen shows it, with the event's branding
 * (docs/decisions/0084-the-boards-branding.md): its logo before the name, and its accent colour as a band
 * behind both, the text white or black, whichever reads at 4.5:1 or more. Without branding, the name
 * alone on the board's own background. The management screen's preview draws the same band.
 */
export function BrandBand({
  branding,
  eventName,
  logoHeight,
  style,
  className,
  children,
}: {
  branding: Branding;
  eventName: string;
  /** The logo's height, a CSS length (the board's venue unit, or pixels in a preview). */
  logoHeight: string;
  style?: CSSProperties;
  className?: string;
  /** The name, as a heading of the caller's level. */
  children: ReactNode;
}) {
  const accent = branding.accent_color;
  return (
    <div
      data-testid="brand-band"
      className={cn('flex min-w-0 items-center', accent && 'rounded-2xl', className)}
      style={{
        gap: `calc(${logoHeight} / 3)`,
        ...(accent && {
          backgroundColor: accent,
          color: textColorOn(accent),
          padding: `calc(${logoHeight} / 6) calc(${logoHeight} / 3)`,
        }),
        ...style,
      }}
    >
      {branding.logo && (
        <img
          src={branding.logo.url}
          alt={messages.branding.logoAlt(eventName)}
          width={branding.logo.width || undefined}
          height={branding.logo.height || undefined}
          className="w-auto shrink-0 object-contain"
          style={{ height: logoHeight, maxWidth: `calc(${logoHeight} * 4)` }}
        />
      )}
      {children}
    </div>
  );
}
