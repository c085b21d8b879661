import type { Branding } from '@hoogo/core';
import type { EventRow } from '../db/schema.js';

/** The big screen's branding of an event as its readers get it, the logo's key made an address. */
export function brandingOf(
  event: Pick<EventRow, 'brandLogo' | 'accentColor'>,
  url: (key: string) => string,
): Branding {
  const logo = event.brandLogo;
  return {
    logo: logo ? { url: url(logo.key), width: logo.width, height: logo.height } : null,
    accent_color: event.accentColor,
  };
}
